// Every route of the PayDesk server, one file per part of the API (server/routes/).
import type { Incoming, ServerOptions } from "./context";
import { userRoutes } from "../routes/users";
import { walletRoutes } from "../routes/wallets";
import { transactionRoutes } from "../routes/transactions";
import { dashboardRoutes } from "../routes/dashboard";
import { viewRoutes } from "../routes/views";
import { registryResources, resourceRoutes } from "../routes/resources";
import { tokenRoutes } from "../routes/tokens";
import { merchantRoutes } from "../routes/merchants";
import { kycRoutes } from "../routes/kyc";
import { apiKeyRoutes } from "../routes/api-keys";
import { auditRoutes } from "../routes/audit";
import { approvalRoutes } from "../routes/approvals";
import { twoFactorRoutes } from "../routes/two-factor";
import { organisationRoutes } from "../routes/organisation";
import { passwordRoutes } from "../routes/password";
import { invitationRoutes } from "../routes/invitations";
import { sessionRoutes } from "../routes/sessions";

export interface Route {
  method: "get" | "post" | "put" | "delete";
  path: string;
  run(incoming: Incoming): Promise<Response>;
}

export function routes(options: ServerOptions): Route[] {
  return [...userRoutes(options), ...dashboardRoutes(options), ...walletRoutes(options), ...transactionRoutes(options), ...tokenRoutes(options), ...merchantRoutes(options), ...kycRoutes(options), ...apiKeyRoutes(options), ...viewRoutes(options), ...auditRoutes(options), ...approvalRoutes(options), ...twoFactorRoutes(options), ...organisationRoutes(options), ...passwordRoutes(options), ...invitationRoutes(options), ...sessionRoutes(options), ...resourceRoutes(options, registryResources())];
}
