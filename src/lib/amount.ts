// Wire format of load/withdraw amounts (DESIGN §1): a string with exactly 2 decimals ("12.50").
import { centsToDecimal, parseCents } from "./format";

/** Plain decimals with at most 2 fraction digits: "12", "12.", "12.5", ".5". */
const UP_TO_TWO_DECIMALS = /^(?:\d+(?:\.\d{0,2})?|\.\d{1,2})$/;

/**
 * "12.5" → "12.50", ".5" → "0.50". Anything else ("12.345", "-5", "1e3") is sent as typed,
 * never rounded, so the server rejects it with its own message (SPEC §5: no other client checks).
 */
export function toWireAmount(raw: string | number | null | undefined): string {
  const text = raw == null ? "" : String(raw).trim();
  if (!UP_TO_TWO_DECIMALS.test(text)) return text;
  const cents = parseCents(text);
  return cents === null ? text : centsToDecimal(cents);
}

/** The input's `max` for a withdrawal: the wallet's balance as a number (undefined if unknown). */
export function balanceMax(balance: string | null | undefined): number | undefined {
  const cents = parseCents(balance);
  return cents === null ? undefined : cents / 100;
}
