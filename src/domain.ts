// Entities of SPEC §3, shared by the console and the demo backend.
export const ROLES = ["viewer", "operator", "admin"] as const;
export type Role = (typeof ROLES)[number];
export type Theme = "light" | "dark" | "system";

export interface UserSettings {
  emailNotifications?: boolean;
  pushNotifications?: boolean;
  smsNotifications?: boolean;
  transactionAlerts?: boolean;
  securityAlerts?: boolean;
  marketingEmails?: boolean;
  twoFactorEnabled?: boolean;
  sessionTimeout?: number;
  loginAlerts?: boolean;
  language?: string;
  timezone?: string;
  currency?: string;
  dateFormat?: string;
}

export interface User extends UserSettings {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  role: Role;
  theme?: Theme;
  profileImageUrl?: string | null;
  phone?: string | null;
  company?: string | null;
  department?: string | null;
  createdAt?: string;
}

/** The signed-in user as the sign-in call returned it: a server may leave out the id (the sidebar then reads "ID: none", SPEC §2). */
export type SessionUser = Omit<User, "id"> & { id?: string };

/** GET /api/dashboard/metrics. The *Change fields are optional (DESIGN §1: shown only when present). */
export interface DashboardMetrics {
  totalVolume: string;
  activeWallets: number;
  tokenizedCards: number;
  successRate: string;
  totalVolumeChange?: number;
  activeWalletsChange?: number;
  tokenizedCardsChange?: number;
  successRateChange?: number;
}

export type WalletStatus = "active" | "suspended" | "closed";
export interface Wallet {
  id: string;
  balance: string; // decimal string, e.g. "1234.50"
  currency: string;
  status: WalletStatus;
  customerId?: string | null;
  merchantId?: string | null;
  createdAt: string;
}

export type PaymentMethodType = "card" | "ach" | "bank";
export interface Token {
  id: string;
  tokenValue: string;
  paymentMethodType: PaymentMethodType;
  lastFour?: string | null;
  expiryMonth?: string | null;
  expiryYear?: string | null;
  merchantId?: string | null;
  customerId?: string | null;
  isActive: boolean;
  createdAt: string;
}

export const TRANSACTION_TYPES = ["payment", "withdrawal", "load_funds", "tokenization", "wallet_creation"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_STATUSES = ["completed", "pending", "failed", "cancelled"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export interface Transaction {
  id: string;
  type: TransactionType | string; // the dashboard tolerates other types
  description?: string | null;
  amount?: string | null; // numeric string
  currency?: string | null;
  status: TransactionStatus;
  walletId?: string | null;
  createdAt: string;
}

export type ReviewStatus = "pending" | "approved" | "rejected";
export const BUSINESS_TYPES = ["corporation", "llc", "partnership", "sole_proprietorship"] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export interface Merchant {
  id: string;
  legalName: string;
  ein: string;
  businessType: BusinessType;
  kycStatus: ReviewStatus;
  onboardingStatus: ReviewStatus;
  createdAt: string;
}

export const DOCUMENT_TYPES = [
  "business_license",
  "bank_statement",
  "tax_return",
  "identity_document",
  "articles_of_incorporation",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export interface KycDocument {
  id: string;
  merchantId: string;
  documentType: DocumentType;
  fileName: string;
  fileUrl: string;
  fileSize: number;
  mimeType: string;
  status: ReviewStatus;
  uploadedAt: string;
  reviewedAt?: string | null;
  reviewNotes?: string | null;
  /** Extension: the e-mail of the user who approved or rejected it (set by the demo backend). */
  reviewedBy?: string | null;
}

export type Environment = "sandbox" | "production";
export interface ApiKey {
  id: string;
  name: string;
  keyValue: string;
  merchantId?: string | null;
  environment: Environment;
  permissions: string[];
  isActive: boolean;
  createdAt: string;
  lastUsed?: string | null;
}

export const DEMO_ACCOUNTS = [
  { email: "admin@paydesk.dev", role: "admin", access: "Full access" },
  { email: "operator@paydesk.dev", role: "operator", access: "Operational access" },
  { email: "viewer@paydesk.dev", role: "viewer", access: "Read-only access" },
] as const satisfies ReadonlyArray<{ email: string; role: Role; access: string }>;

export const PRODUCT_NAME = "PayDesk";
