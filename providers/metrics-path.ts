// The dashboard metrics endpoint (SPEC §7), apart from the hooks in metrics.ts so the route table's
// declarations (src/pages/dashboard/reads.ts) can name it without bringing Refine along.
export const METRICS_PATH = "/api/dashboard/metrics";
