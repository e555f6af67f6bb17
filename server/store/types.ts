// The store: where the server rules (server/rules/) keep their data. Two implementations, one set
// of rules: server/store/sql.ts (PostgreSQL or PGlite, the PayDesk server) and the demo backend's
// memory store. A rule never knows which one it runs on.
import type { ApiKey, KycDocument, Merchant, Token, Transaction, User, Wallet } from "../../src/domain";
import type { ApprovalRequest } from "../../src/lib/approvals";
import type { SavedView } from "../../src/lib/views";
import type { InvitationRecord } from "../rules/invitations";

export type Row = { id: string } & Record<string, unknown>;

/** How a value compares when sorted or bounded: money as cents, dates as instants. */
export type ValueType = "text" | "number" | "money" | "date";

export interface Filter {
  field: string;
  op: "eq" | "ne" | "gte" | "lte" | "like" | "in";
  /** eq/ne: null matches a missing value; like: a plain substring (case-insensitive), no wildcards. */
  value: unknown;
  type?: ValueType;
}

export interface SortKey {
  field: string;
  order: "asc" | "desc";
  type: ValueType;
}

export interface Query {
  /** Equality on each field (null: no value). */
  where?: Record<string, unknown>;
  filters?: readonly Filter[];
  /** Rows where the lower-cased needle occurs in one of the fields (src/lib/search.ts). */
  search?: { fields: readonly string[]; needle: string };
  /** Default and tie-break: newest first, as every SPEC list is. */
  sort?: readonly SortKey[];
  offset?: number;
  limit?: number;
}

export interface Table<T extends { id: string }> {
  get(id: string): Promise<T | undefined>;
  /** Reads a row and, inside `atomically`, holds it against other writers until the work ends. */
  lock(id: string): Promise<T | undefined>;
  list(query?: Query): Promise<T[]>;
  /** The matching rows; with `query.limit`, at most that many are counted (the rest not visited; `offset` is ignored). */
  count(query?: Query): Promise<number>;
  /** Exact sum of a money field over the rows (a decimal string, "0.00" for none). */
  sum(field: string, query?: Query): Promise<string>;
  insert(row: T): Promise<T>;
  insertMany(rows: readonly T[]): Promise<void>;
  /** Inserts unless a row with this id exists; false then (nothing changed). */
  insertIfAbsent(row: T): Promise<boolean>;
  update(id: string, patch: Partial<T>): Promise<T | undefined>;
  remove(id: string): Promise<boolean>;
  removeWhere(query: Query): Promise<number>;
}

/** A signed-in session; `id` is the SHA-256 of the cookie's token, `publicId` a random id to show and name it by. */
export interface SessionRecord {
  id: string;
  publicId: string;
  userId: string;
  startedAt: string;
  lastActiveAt: string;
  userAgent: string | null;
  address: string | null;
}

/** A write with an Idempotency-Key: `status` null while the first request runs. */
export interface IdempotencyRecord {
  id: string;
  userId: string;
  request: string;
  status: number | null;
  body: string | null;
  contentType: string | null;
  at: string;
}

export interface SignInFailure {
  id: string;
  email: string;
  address: string;
  at: string;
}

/** A browser a user has signed in from (extension `sessions`): `id` is the SHA-256 of the user's id and the browser's device token. */
export interface KnownBrowserRecord {
  id: string;
  userId: string;
  firstSeenAt: string;
  lastSeenAt: string;
}

/** Something for one person's bell that stays until they mark it read (extension `sessions`: `kind` "sign-in"). */
export interface UserAlertRecord {
  id: string;
  userId: string;
  kind: string;
  at: string;
  browser: string | null;
  address: string | null;
  readAt: string | null;
}

export interface StoredView extends SavedView {
  owner: string;
}

export interface AuditRecord extends Row {
  at: string;
  actorId: string;
  resource: string;
  recordId: string | null;
  action: string;
}

/**
 * Extension `two-factor`: one row per person who started or finished enrolment (id = the user's id).
 * `secret` and `pendingSecret` are encrypted with the server key (server/rules/two-factor.ts);
 * `lastStep` is the last TOTP step used; `recoveryCodes` the SHA-256 hashes of the unused ones.
 */
export interface TwoFactorRecord {
  id: string;
  secret: string | null;
  pendingSecret: string | null;
  lastStep: number | null;
  recoveryCodes: string[];
  updatedAt: string;
}

export interface Store {
  users: Table<User>;
  wallets: Table<Wallet>;
  transactions: Table<Transaction>;
  tokens: Table<Token>;
  merchants: Table<Merchant>;
  kycDocuments: Table<KycDocument>;
  apiKeys: Table<ApiKey>;
  sessions: Table<SessionRecord>;
  idempotency: Table<IdempotencyRecord>;
  audit: Table<AuditRecord>;
  approvals: Table<ApprovalRequest & Row>;
  views: Table<StoredView & Row>;
  signInFailures: Table<SignInFailure>;
  /** Extension `invitations`: one row per invitation (server/rules/invitations.ts). */
  invitations: Table<InvitationRecord>;
  knownBrowsers: Table<KnownBrowserRecord>;
  userAlerts: Table<UserAlertRecord>;
  twoFactor: Table<TwoFactorRecord>;
  /** The records of a resource served from its declaration alone. */
  records(resource: string): Table<Row>;
  /** Password hashes, kept apart from the users they belong to so no user read can carry one. */
  passwords: {
    get(userId: string): Promise<string | null>;
    set(userId: string, hash: string | null): Promise<void>;
  };
  /**
   * The organisation's settings as last stored (extension `organisation`), null if never; kept whole
   * as given. server/rules/organisation.ts reads them with their defaults.
   */
  organisation: {
    get(): Promise<Record<string, unknown> | null>;
    set(settings: Record<string, unknown>): Promise<void>;
  };
  /**
   * Runs `work` all or nothing, isolated from concurrent work on the rows it locks (SQL: one
   * transaction; `lock` is SELECT … FOR UPDATE). Nested calls join the outer one.
   */
  atomically<T>(work: (tx: Store) => Promise<T>): Promise<T>;
}

export type TableName = Exclude<keyof Store, "records" | "passwords" | "organisation" | "atomically">;
