// The token vault (SPEC §7 `GET/POST /api/tokens`): what a tokenization request may carry, the token
// it makes and the `tokenization` transaction that records it. Shared by the PayDesk server and the
// demo backend (mocks/handlers/tokens.ts).
import type { PaymentMethodType, Token, Transaction } from "../../src/domain";
import { MAX_CHARS } from "../../src/lib/limits";
import type { Store } from "../store/types";
import { randomText } from "./random";
import { HttpError, oneOf, optionalString, type Body } from "./validate";
import { randomId, recordTransaction } from "./wallets";

export const PAYMENT_METHOD_TYPES: readonly PaymentMethodType[] = ["card", "ach", "bank"];

export const TYPE_REQUIRED = "Payment method type is required";
export const TYPE_INVALID = "Payment method type must be card, ach or bank";
export const LAST_FOUR_INVALID = "Last four must be exactly 4 digits";
export const EXPIRY_MONTH_INVALID = "Expiry month must be two digits from 01 to 12";
export const EXPIRY_YEAR_INVALID = "Expiry year must be 4 digits";

/** An optional field that, when present and not empty, must match `pattern`. */
function optionalMatching(body: Body, key: string, pattern: RegExp, message: string): string | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw new HttpError(400, message);
  const trimmed = value.trim();
  if (trimmed === "") return null;
  if (!pattern.test(trimmed)) throw new HttpError(400, message);
  return trimmed;
}

/** A new active token from a POST /api/tokens body, or 400 with the demo backend's message. */
export function tokenFromBody(body: Body, id: string, createdAt: string): Token {
  const rawType = typeof body.paymentMethodType === "string" ? body.paymentMethodType.trim() : body.paymentMethodType;
  if (rawType === undefined || rawType === null || rawType === "") throw new HttpError(400, TYPE_REQUIRED);
  if (!oneOf(rawType, PAYMENT_METHOD_TYPES)) throw new HttpError(400, TYPE_INVALID);
  return {
    id,
    tokenValue: `tok_${randomText(24)}`,
    paymentMethodType: rawType,
    lastFour: optionalMatching(body, "lastFour", /^\d{4}$/, LAST_FOUR_INVALID),
    expiryMonth: optionalMatching(body, "expiryMonth", /^(0[1-9]|1[0-2])$/, EXPIRY_MONTH_INVALID),
    expiryYear: optionalMatching(body, "expiryYear", /^\d{4}$/, EXPIRY_YEAR_INVALID),
    merchantId: optionalString(body, "merchantId", "Merchant ID", MAX_CHARS.id),
    customerId: optionalString(body, "customerId", "Customer ID", MAX_CHARS.id),
    isActive: true,
    createdAt,
  };
}

/** The transaction that records a tokenization: "Card ending 4242 tokenized", "ACH account tokenized". */
export function tokenizationRecord(token: Token): Omit<Transaction, "id" | "createdAt" | "status" | "currency"> {
  const type = token.paymentMethodType;
  const what = type === "card" ? "Card" : type === "ach" ? "ACH account" : "Bank account";
  return { type: "tokenization", description: `${what}${token.lastFour ? ` ending ${token.lastFour}` : ""} tokenized`, amount: null, walletId: null };
}

/** POST /api/tokens: the token and its `tokenization` transaction commit together. */
export function tokenize(store: Store, body: Body, now: number = Date.now()): Promise<Token> {
  const token = tokenFromBody(body, randomId(), new Date(now).toISOString());
  return store.atomically(async (tx) => {
    await tx.tokens.insert(token);
    await recordTransaction(tx, tokenizationRecord(token), now);
    return token;
  });
}
