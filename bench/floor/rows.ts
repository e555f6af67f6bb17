// The floor apps' data: 1,000 transactions made in the page, so no request or demo backend is timed.
export const STATUSES = ["completed", "pending", "failed"] as const;

export const ROWS = Array.from({ length: 1000 }, (_, i) => ({
  id: `txn_${String(i).padStart(6, "0")}`,
  date: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
  type: i % 2 ? "payment" : "refund",
  amount: ((i * 7919) % 100_000) / 100,
  status: STATUSES[i % 3],
  description: `Payment to merchant ${i % 97}`,
}));
export type Row = (typeof ROWS)[number];

/** The status filter's options, labelled as the console's (bench/tables.mjs picks "Completed", then "All Statuses"). */
export const STATUS_OPTIONS = [{ value: "", label: "All Statuses" }, ...STATUSES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) }))];

export const METRICS = ["Total Volume", "Active Wallets", "Tokenized Cards", "Merchants"];
