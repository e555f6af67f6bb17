// Shape of the demo backend's in-memory state.
import type { ApiKey, KycDocument, Merchant, Token, Transaction, User, Wallet } from "../src/domain";

export type Profile = "default" | "large";

/** A signed-in session (times in epoch ms). */
export interface Session {
  userId: string;
  startedAt: number;
  lastActiveAt: number;
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
}

export const PROFILES: readonly Profile[] = ["default", "large"];
