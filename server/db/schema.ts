// The PayDesk server's tables, as Kysely sees them. Column names are the API's own field names
// (camelCase, quoted in SQL), so a row is the JSON the console reads with no mapping layer; the
// migrations (server/db/migrations/) create exactly these. Timestamps are `timestamptz` (answered
// as ISO 8601 strings: server/store/sql.ts), money is `numeric(15,2)` (read back as a decimal string).
import type { ColumnType, JSONColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

export interface UsersTable {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  theme: string | null;
  profileImageUrl: string | null;
  phone: string | null;
  company: string | null;
  department: string | null;
  createdAt: Timestamp;
  emailNotifications: boolean | null;
  pushNotifications: boolean | null;
  smsNotifications: boolean | null;
  transactionAlerts: boolean | null;
  securityAlerts: boolean | null;
  marketingEmails: boolean | null;
  twoFactorEnabled: boolean | null;
  loginAlerts: boolean | null;
  sessionTimeout: number | null;
  language: string | null;
  timezone: string | null;
  currency: string | null;
  dateFormat: string | null;
  /** argon2id; never answered (server/store/sql.ts leaves it out of every user it reads). */
  passwordHash: string | null;
}

export interface WalletsTable {
  id: string;
  balance: string;
  currency: string;
  status: string;
  customerId: string | null;
  merchantId: string | null;
  createdAt: Timestamp;
}

export interface TransactionsTable {
  id: string;
  type: string;
  description: string | null;
  amount: string | null;
  currency: string | null;
  status: string;
  walletId: string | null;
  createdAt: Timestamp;
}

export interface TokensTable {
  id: string;
  tokenValue: string;
  paymentMethodType: string;
  lastFour: string | null;
  expiryMonth: string | null;
  expiryYear: string | null;
  merchantId: string | null;
  customerId: string | null;
  isActive: boolean;
  createdAt: Timestamp;
}

export interface MerchantsTable {
  id: string;
  legalName: string;
  ein: string;
  businessType: string;
  kycStatus: string;
  onboardingStatus: string;
  createdAt: Timestamp;
}

export interface KycDocumentsTable {
  id: string;
  merchantId: string;
  documentType: string;
  fileName: string;
  fileUrl: string;
  fileSize: number;
  mimeType: string;
  status: string;
  uploadedAt: Timestamp;
  reviewedAt: NullableTimestamp;
  reviewNotes: string | null;
  reviewedBy: string | null;
}

export interface ApiKeysTable {
  id: string;
  name: string;
  keyValue: string;
  merchantId: string | null;
  environment: string;
  permissions: JSONColumnType<string[]>;
  isActive: boolean;
  createdAt: Timestamp;
  lastUsed: NullableTimestamp;
}

/** A signed-in session: `id` is the SHA-256 of the cookie's token (the token itself is never stored). */
export interface SessionsTable {
  id: string;
  publicId: string;
  userId: string;
  startedAt: Timestamp;
  lastActiveAt: Timestamp;
  userAgent: string | null;
  address: string | null;
}

/** A write with an Idempotency-Key: claimed (status null) while it runs, then its answer. */
export interface IdempotencyTable {
  id: string;
  userId: string;
  request: string;
  status: number | null;
  body: string | null;
  contentType: string | null;
  at: Timestamp;
}

/** Records kept whole as JSON (the audit trail, approvals, saved views, declared resources), with the columns they are looked up by. */
export interface AuditEventsTable {
  id: string;
  at: Timestamp;
  actorId: string;
  resource: string;
  recordId: string | null;
  action: string;
  data: JSONColumnType<Record<string, unknown>>;
}

export interface ApprovalsTable {
  id: string;
  status: string;
  kind: string;
  recordId: string;
  requestedAt: Timestamp;
  data: JSONColumnType<Record<string, unknown>>;
}

export interface ViewsTable {
  id: string;
  owner: string;
  list: string;
  createdAt: Timestamp;
  data: JSONColumnType<Record<string, unknown>>;
}

/** Records of resources served from their declaration alone (README "Adding a resource"). */
export interface RecordsTable {
  resource: string;
  id: string;
  createdAt: Timestamp;
  data: JSONColumnType<Record<string, unknown>>;
}

export interface SignInFailuresTable {
  id: string;
  email: string;
  address: string;
  at: Timestamp;
}

/** Extension `two-factor` (migration 0003): secrets encrypted with the server key, recovery codes hashed. */
export interface TwoFactorTable {
  id: string;
  secret: string | null;
  pendingSecret: string | null;
  lastStep: number | null;
  recoveryCodes: JSONColumnType<string[]>;
  updatedAt: Timestamp;
}

/** Extension `organisation`: the organisation's settings, one row (id "settings"), kept whole as JSON. */
export interface OrganisationTable {
  id: string;
  data: JSONColumnType<Record<string, unknown>>;
}

/** Extension `invitations` (migration 0006). */
export interface InvitationsTable {
  id: string;
  userId: string;
  email: string;
  role: string;
  tokenHash: string | null;
  invitedBy: string;
  createdAt: Timestamp;
  expiresAt: NullableTimestamp;
  acceptedAt: NullableTimestamp;
  approvalId: string | null;
}

/** Browsers a user has signed in from (migration 0005): `id` is SHA-256 of the user id and the device cookie's token. */
export interface KnownBrowsersTable {
  id: string;
  userId: string;
  firstSeenAt: Timestamp;
  lastSeenAt: Timestamp;
}

/** A person's alerts (a sign-in from a new browser), until marked read (migration 0005). */
export interface UserAlertsTable {
  id: string;
  userId: string;
  kind: string;
  at: Timestamp;
  browser: string | null;
  address: string | null;
  readAt: NullableTimestamp;
}

export interface Database {
  users: UsersTable;
  wallets: WalletsTable;
  transactions: TransactionsTable;
  tokens: TokensTable;
  merchants: MerchantsTable;
  kycDocuments: KycDocumentsTable;
  apiKeys: ApiKeysTable;
  sessions: SessionsTable;
  idempotency: IdempotencyTable;
  auditEvents: AuditEventsTable;
  approvals: ApprovalsTable;
  views: ViewsTable;
  records: RecordsTable;
  signInFailures: SignInFailuresTable;
  twoFactor: TwoFactorTable;
  organisation: OrganisationTable;
  invitations: InvitationsTable;
  knownBrowsers: KnownBrowsersTable;
  userAlerts: UserAlertsTable;
}
