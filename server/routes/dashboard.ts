// GET /api/dashboard/metrics.
import { computeMetrics } from "../rules/metrics";
import { json } from "../rules/respond";
import { guarded, type ServerOptions } from "../app/context";
import type { Route } from "../app/routes";

export function dashboardRoutes(options: ServerOptions): Route[] {
  return [{ method: "get", path: "/api/dashboard/metrics", run: guarded(options, "viewer", async ({ store, now }) => json(await computeMetrics(store, now))) }];
}
