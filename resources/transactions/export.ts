// Export Data (DESIGN §1): raw values — full ids, raw type, ISO dates, plain decimal amounts.
import type { Transaction } from "../../src/domain";
import type { CsvColumn } from "../../src/lib/csv";
import { centsToDecimal, parseCents } from "../../src/lib/format";

/** "12.5" → "12.50"; absent or invalid → "" (never "N/A" in a data file). */
function plainAmount(amount: Transaction["amount"]): string {
  const cents = parseCents(amount);
  return cents === null ? "" : centsToDecimal(cents);
}

export const TRANSACTION_CSV_COLUMNS: ReadonlyArray<CsvColumn<Transaction>> = [
  { header: "Transaction ID", value: (t) => t.id },
  { header: "Type", value: (t) => t.type },
  { header: "Description", value: (t) => t.description ?? "" },
  { header: "Amount", value: (t) => plainAmount(t.amount) },
  { header: "Currency", value: (t) => t.currency ?? "" },
  { header: "Status", value: (t) => t.status },
  { header: "Wallet ID", value: (t) => t.walletId ?? "" },
  { header: "Created At", value: (t) => t.createdAt },
];

/** "paydesk-transactions-2026-11-21.csv" (local date). */
export function exportFileName(prefix: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
