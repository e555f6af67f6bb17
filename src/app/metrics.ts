// TODO(issue 19): moved to providers/metrics.ts (resources may not import src/app). Only
// resources/wallets/FundsDialog.tsx and resources/tokens/TokenizeDialog.tsx still import it from
// here; delete this file when they import providers/metrics.ts.
export { useInvalidateMetrics, useMetrics } from "../../providers/metrics";
