// Dashboard Export Data (DESIGN §1): one CSV with the metrics, a blank line, then the recent transactions.
import type { DashboardMetrics, Transaction } from "../../domain";
import { toCsv, type CsvColumn } from "../../lib/csv";
import { TRANSACTION_CSV_COLUMNS } from "../../../resources/transactions/export";
export { exportFileName } from "../../../resources/transactions/export";
import { METRICS } from "./MetricCards";

interface MetricRow {
  metric: string;
  value: unknown;
  change: unknown;
}

const METRIC_COLUMNS: ReadonlyArray<CsvColumn<MetricRow>> = [
  { header: "Metric", value: (r) => r.metric },
  { header: "Value", value: (r) => r.value },
  { header: "Change (%)", value: (r) => r.change },
];

export function dashboardCsv(metrics: DashboardMetrics | undefined, recent: readonly Transaction[]): string {
  const rows: MetricRow[] = metrics
    ? METRICS.map((m) => ({ metric: m.title, value: metrics[m.key], change: metrics[m.change] }))
    : [];
  return `${toCsv(rows, METRIC_COLUMNS)}\r\n\r\n${toCsv(recent, TRANSACTION_CSV_COLUMNS)}`;
}
