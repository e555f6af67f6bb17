// Wallets: list, create, load, withdraw, QR.
import { http, HttpResponse } from "msw";
import type { Transaction, Wallet } from "../../src/domain";
import { route } from "../config";
import { minimumRole } from "../access";
import type { DbState } from "../db";
import { fromCents, toCents } from "../money";
import { amountOf, checkFunds, qrCode } from "../../server/rules/wallets";
import { withdrawnAlone } from "../../server/rules/approvals";
import { MAX_CHARS } from "../../src/lib/limits";
import { randomId } from "../random";
import { approvalsOn, needsApproval, requestApproval } from "../approvals";
import { HttpError, guarded, jsonList, nowIso, optionalString, param, readBody, shortId } from "./http";

// The rules of a funds move and its messages are the server's (server/rules/wallets.ts).
export { AMOUNT_ERROR, AMOUNT_MAX_ERROR } from "../../server/rules/wallets";

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

function moveFunds(kind: "load" | "withdraw") {
  return guarded(minimumRole("wallets", kind), async ({ request, params, db, user }) => {
    const wallet = findWallet(db, param(params, "id"));
    const cents = amountOf(await readBody(request));
    // Extension `approvals`: a large withdrawal that could happen now is held for a second person (202),
    // and so is the one that would bring what this person withdrew alone from this wallet within 24 hours
    // to the threshold (the server's rule: five $9,999.99 withdrawals are not a way around it).
    const recentCents = kind === "withdraw" ? withdrawnAlone(db.audit ?? [], user.id, wallet.id, Date.now()) : 0;
    if (kind === "withdraw" && approvalsOn() && needsApproval({ kind: "withdrawal", cents, recentCents })) {
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
      return HttpResponse.json(qrCode(findWallet(db, param(params, "id"))));
    }),
  ),
];
