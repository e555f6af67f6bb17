// Every route of the PayDesk server, one file per part of the API (server/routes/).
import type { Incoming, ServerOptions } from "./context";
import { userRoutes } from "../routes/users";
import { walletRoutes } from "../routes/wallets";
import { transactionRoutes } from "../routes/transactions";
import { dashboardRoutes } from "../routes/dashboard";

export interface Route {
  method: "get" | "post" | "put" | "delete";
  path: string;
  run(incoming: Incoming): Promise<Response>;
}

export function routes(options: ServerOptions): Route[] {
  return [...userRoutes(options), ...dashboardRoutes(options), ...walletRoutes(options), ...transactionRoutes(options)];
}
