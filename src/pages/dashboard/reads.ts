// The dashboard's first reads, declared once: the page makes them, and the app starts them
// at boot (Declaration.preload) so they are under way while the page renders.
import type { ReadCall } from "../../../resources/types";
import { METRICS_PATH } from "../../../providers/metrics-path";

/** SPEC §7/§9: the dashboard asks for the 10 most recent transactions only. */
export const RECENT_LIMIT = "10";

export const DASHBOARD_READS: ReadonlyArray<ReadCall> = [
  { path: METRICS_PATH },
  { path: "/api/transactions", query: { limit: RECENT_LIMIT } },
  { path: "/api/wallets" },
];
