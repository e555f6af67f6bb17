// Wallets: list, create, load, withdraw, QR.
import { http, HttpResponse } from "msw";
import type { Transaction, Wallet } from "../../src/domain";
import { route } from "../config";
import { minimumRole } from "../access";
import type { DbState } from "../db";
import { MAX_AMOUNT_CENTS, formatUsd, fromCents, parseAmount, toCents } from "../money";
import { MAX_CHARS } from "../../src/lib/limits";
import { randomId } from "../random";
import { approvalsOn, needsApproval, requestApproval } from "../approvals";
import { HttpError, guarded, jsonList, nowIso, optionalString, param, readBody, shortId } from "./http";

export const AMOUNT_ERROR = "Amount must be a positive number with at most 2 decimals";
export const AMOUNT_MAX_ERROR = `Amount must be at most ${formatUsd(MAX_AMOUNT_CENTS)}`;

/** A well-formed amount ("2000000", "1000000.01", 10,000 digits) that is only too large. */
function tooLarge(value: unknown): boolean {
  const text = typeof value === "string" ? value.trim() : typeof value === "number" && Number.isFinite(value) ? String(value) : "";
  if (!/^\d+(?:\.\d{1,2})?$/.test(text)) return false;
  const cents = toCents(text);
  return cents === null || cents > MAX_AMOUNT_CENTS;
}

function findWallet(db: DbState, id: string): Wallet {
  const wallet = db.wallets.find((w) => w.id === id);
  if (!wallet) throw new HttpError(404, "Wallet not found");
  return wallet;
}

/** Prepends a completed transaction (lists are newest first). */
export function recordTransaction(db: DbState, tx: Omit<Transaction, "id" | "createdAt" | "status" | "currency">): Transaction {
  const record: Transaction = { id: randomId(), status: "completed", currency: "USD", createdAt: nowIso(), ...tx };
  db.transactions.unshift(record);
  return record;
}

/**
 * Moves funds in or out of a wallet: the one place a load or a withdrawal happens (the handlers
 * below, and an approved withdrawal request, mocks/handlers/approvals.ts). 404 for an unknown
 * wallet, 409 when it is not active, 422 `Insufficient funds`; records the transaction.
 */
export function applyFunds(db: DbState, kind: "load" | "withdraw", walletId: string, cents: number): Wallet {
  const wallet = findWallet(db, walletId);
  checkFunds(wallet, kind, cents);
  const balance = toCents(wallet.balance) ?? 0;
  wallet.balance = fromCents(kind === "load" ? balance + cents : balance - cents);
  recordTransaction(db, {
    type: kind === "load" ? "load_funds" : "withdrawal",
    description: kind === "load" ? `Funds loaded to wallet ${shortId(wallet.id)}` : `Funds withdrawn from wallet ${shortId(wallet.id)}`,
    amount: fromCents(cents),
    walletId: wallet.id,
  });
  return wallet;
}

function checkFunds(wallet: Wallet, kind: "load" | "withdraw", cents: number): void {
  if (wallet.status !== "active") throw new HttpError(409, "Wallet is not active");
  if (kind === "withdraw" && cents > (toCents(wallet.balance) ?? 0)) throw new HttpError(422, "Insufficient funds");
}

function moveFunds(kind: "load" | "withdraw") {
  return guarded(minimumRole("wallets", kind), async ({ request, params, db, user }) => {
    const wallet = findWallet(db, param(params, "id"));
    const body = await readBody(request);
    const cents = parseAmount(body.amount);
    if (cents === null) throw new HttpError(400, tooLarge(body.amount) ? AMOUNT_MAX_ERROR : AMOUNT_ERROR);
    // Extension `approvals`: a large withdrawal that could happen now is held for a second person (202).
    if (kind === "withdraw" && approvalsOn() && needsApproval({ kind: "withdrawal", cents })) {
      checkFunds(wallet, kind, cents);
      const held = requestApproval(db, user, { kind: "withdrawal", resource: "wallets", recordId: wallet.id, amount: fromCents(cents), currency: wallet.currency });
      return HttpResponse.json(held, { status: 202 });
    }
    return HttpResponse.json(applyFunds(db, kind, wallet.id, cents));
  });
}

export const walletHandlers = [
  http.get(
    route("/api/wallets"),
    guarded(minimumRole("wallets", "list"), ({ db }) => jsonList(db.wallets)),
  ),

  http.post(
    route("/api/wallets"),
    guarded(minimumRole("wallets", "create"), async ({ request, db }) => {
      const body = await readBody(request);
      const wallet: Wallet = {
        id: randomId(),
        balance: "0.00",
        currency: "USD",
        status: "active",
        merchantId: optionalString(body, "merchantId", "Merchant ID", MAX_CHARS.id),
        customerId: optionalString(body, "customerId", "Customer ID", MAX_CHARS.id),
        createdAt: nowIso(),
      };
      db.wallets.unshift(wallet);
      recordTransaction(db, {
        type: "wallet_creation",
        description: `Wallet ${shortId(wallet.id)} created`,
        amount: null,
        walletId: wallet.id,
      });
      return HttpResponse.json(wallet, { status: 201 });
    }),
  ),

  http.post(route("/api/wallets/:id/load"), moveFunds("load")),
  http.post(route("/api/wallets/:id/withdraw"), moveFunds("withdraw")),

  http.post(
    route("/api/wallets/:id/qr"),
    guarded(minimumRole("wallets", "qr"), ({ params, db }) => {
      const wallet = findWallet(db, param(params, "id"));
      return HttpResponse.json({ qrCode: `paydesk:wallet:${wallet.id}?currency=${wallet.currency}` });
    }),
  ),
];
