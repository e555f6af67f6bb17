// Wallets (SPEC §7): create, load, withdraw, QR. A load or a withdrawal and its transaction row
// commit together, on the wallet's row held against every other writer (Store.atomically + lock), so
// concurrent withdrawals can never overdraw it (the table refuses a negative balance as well).
import type { Transaction, Wallet } from "../../src/domain";
import { MAX_CHARS } from "../../src/lib/limits";
import type { Store } from "../store/types";
import { MAX_AMOUNT_CENTS, formatUsd, fromCents, parseAmount, toCents } from "./money";
import { HttpError, optionalString, shortId, type Body } from "./validate";

export const AMOUNT_ERROR = "Amount must be a positive number with at most 2 decimals";
export const AMOUNT_MAX_ERROR = `Amount must be at most ${formatUsd(MAX_AMOUNT_CENTS)}`;

export type FundsKind = "load" | "withdraw";

/** A well-formed amount ("2000000", "1000000.01", 10,000 digits) that is only too large. */
function tooLarge(value: unknown): boolean {
  const text = typeof value === "string" ? value.trim() : typeof value === "number" && Number.isFinite(value) ? String(value) : "";
  if (!/^\d+(?:\.\d{1,2})?$/.test(text)) return false;
  const cents = toCents(text);
  return cents === null || cents > MAX_AMOUNT_CENTS;
}

/** The amount of a load or withdrawal in cents, or 400. */
export function amountOf(body: Body): number {
  const cents = parseAmount(body.amount);
  if (cents === null) throw new HttpError(400, tooLarge(body.amount) ? AMOUNT_MAX_ERROR : AMOUNT_ERROR);
  return cents;
}

export function randomId(): string {
  return crypto.randomUUID();
}

export async function findWallet(store: Store, id: string, lock = false): Promise<Wallet> {
  const wallet = lock ? await store.wallets.lock(id) : await store.wallets.get(id);
  if (!wallet) throw new HttpError(404, "Wallet not found");
  return wallet;
}

/** Adds a completed transaction. */
export async function recordTransaction(store: Store, tx: Omit<Transaction, "id" | "createdAt" | "status" | "currency">, now: number = Date.now()): Promise<Transaction> {
  const record: Transaction = { id: randomId(), status: "completed", currency: "USD", createdAt: new Date(now).toISOString(), ...tx };
  await store.transactions.insert(record);
  return record;
}

/** 409 when the wallet is not active, 422 `Insufficient funds` when a withdrawal exceeds its balance. */
export function checkFunds(wallet: Wallet, kind: FundsKind, cents: number): void {
  if (wallet.status !== "active") throw new HttpError(409, "Wallet is not active");
  if (kind === "withdraw" && cents > (toCents(wallet.balance) ?? 0)) throw new HttpError(422, "Insufficient funds");
}

/**
 * Moves funds in or out of a wallet: the one place a load or a withdrawal happens (the routes, and
 * an approved withdrawal request). 404, 409 and 422 as above; records the transaction.
 */
export function applyFunds(store: Store, kind: FundsKind, walletId: string, cents: number, now: number = Date.now()): Promise<Wallet> {
  return store.atomically(async (tx) => {
    const wallet = await findWallet(tx, walletId, true);
    checkFunds(wallet, kind, cents);
    const balance = toCents(wallet.balance) ?? 0;
    const next = fromCents(kind === "load" ? balance + cents : balance - cents);
    const updated = (await tx.wallets.update(wallet.id, { balance: next })) ?? { ...wallet, balance: next };
    await recordTransaction(tx, {
      type: kind === "load" ? "load_funds" : "withdrawal",
      description: kind === "load" ? `Funds loaded to wallet ${shortId(wallet.id)}` : `Funds withdrawn from wallet ${shortId(wallet.id)}`,
      amount: fromCents(cents),
      walletId: wallet.id,
    }, now);
    return updated;
  });
}

/** POST /api/wallets: a new active wallet with a zero balance, and its `wallet_creation` transaction. */
/** A new wallet; its currency is USD, or the organisation's default currency (extension `organisation`). */
export function createWallet(store: Store, body: Body, now: number = Date.now(), currency = "USD"): Promise<Wallet> {
  const wallet: Wallet = {
    id: randomId(),
    balance: "0.00",
    currency,
    status: "active",
    merchantId: optionalString(body, "merchantId", "Merchant ID", MAX_CHARS.id),
    customerId: optionalString(body, "customerId", "Customer ID", MAX_CHARS.id),
    createdAt: new Date(now).toISOString(),
  };
  return store.atomically(async (tx) => {
    await tx.wallets.insert(wallet);
    await recordTransaction(tx, { type: "wallet_creation", description: `Wallet ${shortId(wallet.id)} created`, amount: null, walletId: wallet.id }, now);
    return wallet;
  });
}

export function qrCode(wallet: Wallet): { qrCode: string } {
  return { qrCode: `paydesk:wallet:${wallet.id}?currency=${wallet.currency}` };
}
