// How a wallet is named in a select (plain data: safe to import from the declaration).
import type { Wallet } from "../../src/domain";
import { formatMoney, shortId, titleCase } from "../../src/lib/format";

export function walletOptionLabel(w: Wallet): string {
  const parts = [shortId(w.id, 8), formatMoney(w.balance, w.currency)];
  if (w.customerId) parts.push(w.customerId);
  if (w.status !== "active") parts.push(`(${titleCase(w.status)})`);
  return parts.join(" · ");
}

/** The preselected wallet: the row's, else the first active one, else the first. */
export function defaultWalletId(wallets: readonly Wallet[], wanted?: string): string | undefined {
  if (wanted && wallets.some((w) => w.id === wanted)) return wanted;
  return (wallets.find((w) => w.status === "active") ?? wallets[0])?.id;
}
