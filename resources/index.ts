// The resource registry: one line per resource. Sidebar, routes, access control and the
// data provider read only these declarations (README "Adding a resource").
import type { Declaration } from "./types";
import { wallets } from "./wallets";
import { tokens } from "./tokens";
import { transactions } from "./transactions";
import { merchants } from "./merchants";
import { kycDocuments } from "./kyc-documents";
import { apiKeys } from "./api-keys";
import { users } from "./users";
import { auditEvents } from "./audit-events";
import { approvals } from "./approvals";

export const resources: Declaration[] = [wallets, tokens, transactions, merchants, kycDocuments, apiKeys, users, auditEvents, approvals];
