// Shape of the demo backend's in-memory state.
import type { AuditEvent } from "./audit";
import type { ApprovalRequest } from "../src/lib/approvals";
import type { SavedView } from "../src/lib/views";
import type { ApiKey, KycDocument, Merchant, Token, Transaction, User, Wallet } from "../src/domain";

/**
 * Demo data sizes (mocks/seed.ts PROFILE_SIZES): `default` (stored), `large` (50,000 transactions)
 * and `huge` (500,000 transactions, for lists in server mode, extension `paging`); the last two are
 * reseeded per load, not stored.
 */
export type Profile = "default" | "large" | "huge";

/** A signed-in session (times in epoch ms). */
export interface Session {
  /** The id the session is shown and ended by (extension `sessions`); absent in the demo's own. */
  publicId?: string;
  userId: string;
  startedAt: number;
  lastActiveAt: number;
  /** Where it was opened (the PayDesk server's rules, mocks/memory-store.ts); absent in the demo's own. */
  userAgent?: string | null;
  address?: string | null;
}

export interface DbState {
  users: User[];
  wallets: Wallet[];
  transactions: Transaction[];
  tokens: Token[];
  merchants: Merchant[];
  kycDocuments: KycDocument[];
  apiKeys: ApiKey[];
  /** Session token (the `paydesk_session` cookie value) -> session. */
  sessions: Record<string, Session>;
  /** First successful answers to writes with an Idempotency-Key (mocks/idempotency.ts). */
  idempotency: Record<string, IdempotentAnswer>;
  /** The audit trail, newest first (mocks/audit.ts); absent in state saved before it existed. */
  audit?: AuditEvent[];
  /** Four-eyes approval requests, newest first (mocks/approvals.ts); absent in state saved before they existed. */
  approvals?: ApprovalRequest[];
  /** Saved list views of every person (mocks/handlers/views.ts); absent in state saved before they existed. */
  views?: StoredView[];
}

/** A saved view and whose it is (a user id); the owner is never sent. */
export interface StoredView extends SavedView {
  owner: string;
}

/** A remembered answer: the request body it answered, and the response to replay. */
export interface IdempotentAnswer {
  /** The request's body text: a repeat with another body is refused (422). */
  request: string;
  status: number;
  body: string;
  contentType: string | null;
  /** When it was answered (ms since the epoch). */
  at: number;
}

export const PROFILES: readonly Profile[] = ["default", "large", "huge"];
