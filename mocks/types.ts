// Shape of the demo backend's in-memory state.
import type { ApiKey, KycDocument, Merchant, Token, Transaction, User, Wallet } from "../src/domain";

export type Profile = "default" | "large";

export interface DbState {
  users: User[];
  wallets: Wallet[];
  transactions: Transaction[];
  tokens: Token[];
  merchants: Merchant[];
  kycDocuments: KycDocument[];
  apiKeys: ApiKey[];
  /** Session token (the `paydesk_session` cookie value) -> user id. */
  sessions: Record<string, string>;
}

export const PROFILES: readonly Profile[] = ["default", "large"];
