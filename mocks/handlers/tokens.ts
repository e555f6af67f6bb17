// Token vault: list and tokenize.
import { http, HttpResponse } from "msw";
import type { PaymentMethodType, Token } from "../../src/domain";
import { route } from "../config";
import { minimumRole } from "../access";
import { randomId, randomString } from "../random";
import { HttpError, guarded, jsonList, nowIso, oneOf, optionalString, readBody, type Body } from "./http";
import { recordTransaction } from "./wallets";
import { MAX_CHARS } from "../../src/lib/limits";

export const PAYMENT_METHOD_TYPES: readonly PaymentMethodType[] = ["card", "ach", "bank"];

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

export const tokenHandlers = [
  http.get(
    route("/api/tokens"),
    guarded(minimumRole("tokens", "list"), ({ db }) => jsonList(db.tokens)),
  ),

  http.post(
    route("/api/tokens"),
    guarded(minimumRole("tokens", "create"), async ({ request, db }) => {
      const body = await readBody(request);
      const rawType = typeof body.paymentMethodType === "string" ? body.paymentMethodType.trim() : body.paymentMethodType;
      if (rawType === undefined || rawType === null || rawType === "") {
        throw new HttpError(400, "Payment method type is required");
      }
      if (!oneOf(rawType, PAYMENT_METHOD_TYPES)) throw new HttpError(400, "Payment method type must be card, ach or bank");
      const lastFour = optionalMatching(body, "lastFour", /^\d{4}$/, "Last four must be exactly 4 digits");
      const expiryMonth = optionalMatching(body, "expiryMonth", /^(0[1-9]|1[0-2])$/, "Expiry month must be two digits from 01 to 12");
      const expiryYear = optionalMatching(body, "expiryYear", /^\d{4}$/, "Expiry year must be 4 digits");
      const token: Token = {
        id: randomId(),
        tokenValue: `tok_${randomString(24)}`,
        paymentMethodType: rawType,
        lastFour,
        expiryMonth,
        expiryYear,
        merchantId: optionalString(body, "merchantId", "Merchant ID", MAX_CHARS.id),
        customerId: optionalString(body, "customerId", "Customer ID", MAX_CHARS.id),
        isActive: true,
        createdAt: nowIso(),
      };
      db.tokens.unshift(token);
      const what = rawType === "card" ? "Card" : rawType === "ach" ? "ACH account" : "Bank account";
      recordTransaction(db, {
        type: "tokenization",
        description: `${what}${lastFour ? ` ending ${lastFour}` : ""} tokenized`,
        amount: null,
        walletId: null,
      });
      return HttpResponse.json(token, { status: 201 });
    }),
  ),
];
