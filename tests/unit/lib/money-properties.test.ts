// Property tests for the money formatters (issue 7, "Bad input"): whatever reaches them, money never
// loses or gains a cent and never prints NaN, undefined or Infinity. Pure functions, no rendering.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { centsToDecimal, formatMoney, formatSignedAmount, parseCents, sumDecimals } from "../../../src/lib/format";

/** "$1,234.50", "-$0.07", "$12.00 USD" — or "N/A". */
const SHAPE = /^(N\/A|[-+]?\$\d{1,3}(,\d{3})*\.\d{2}( \S(.*\S)?)?)$/s;
const BAD_WORDS = /NaN|undefined|Infinity|null|\[object/;
const cents = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
const TYPES = ["payment", "withdrawal", "load_funds", "tokenization", "wallet_creation", "others", ""];

/** Whatever a malformed response could carry in an amount field. */
const anyAmount = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom(..."0123456789.-+ e,$") }),
  fc.double(),
  fc.integer(),
  fc.constantFrom("", " ", "-1", "1e21", "0.001", "12.345", "007.50", "abc", " 5 ", "9".repeat(10_000), NaN, Infinity, -0, null, undefined),
);

/** A currency code as stored, or odd text (but not one of the words checked for). */
const currency = fc.oneof(
  fc.constantFrom(undefined, null, "", " ", "USD", " EUR "),
  fc.string().filter((s) => !BAD_WORDS.test(s)),
);

/** The digits of a formatted amount, as integer cents (grouping and sign dropped). */
function printedCents(text: string): bigint {
  return BigInt(text.replace(/^[-+]?\$/, "").replace(/ .*$/s, "").replace(/[,.]/g, ""));
}

describe("money properties", () => {
  it("integer cents → decimal → cents is exact, and the printed amount has every cent", () => {
    fc.assert(
      fc.property(cents, (c) => {
        const decimal = centsToDecimal(c);
        expect(decimal).toMatch(/^-?\d+\.\d{2}$/);
        expect(parseCents(decimal)).toBe(c);
        const printed = formatMoney(decimal, "USD");
        expect(printed).toMatch(SHAPE);
        expect(printed.startsWith("-")).toBe(c < 0);
        expect(printedCents(printed)).toBe(BigInt(Math.abs(c)));
      }),
    );
  });

  it("a plain decimal string with up to 2 decimals keeps its exact cents (leading zeros and + included)", () => {
    const digits = fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 1, maxLength: 13 });
    const decimals = fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 0, maxLength: 2 });
    fc.assert(
      fc.property(fc.constantFrom("", "-", "+"), digits, decimals, fc.constantFrom("", " ", "  "), (sign, whole, frac, pad) => {
        const text = `${pad}${sign}${whole}${frac ? `.${frac}` : ""}${pad}`;
        const expected = BigInt(whole) * 100n + BigInt(frac.padEnd(2, "0") || "0");
        const c = parseCents(text);
        expect(c).not.toBeNull();
        expect(BigInt(Math.abs(c!))).toBe(expected);
        if (expected !== 0n) expect(c! < 0).toBe(sign === "-");
        expect(printedCents(formatMoney(text))).toBe(expected);
      }),
    );
  });

  it("never prints NaN, undefined or Infinity, whatever the amount and currency", () => {
    fc.assert(
      fc.property(anyAmount, currency, fc.constantFrom(...TYPES), (amount, cur, type) => {
        for (const text of [formatMoney(amount as string, cur), formatSignedAmount(type, amount as string, cur)]) {
          expect(text).not.toMatch(BAD_WORDS);
          expect(text).toMatch(SHAPE);
        }
        expect(centsToDecimal(typeof amount === "number" ? amount : 0)).toMatch(/^-?\d+\.\d{2}$/);
      }),
    );
  });

  it("a sum of amounts loses no cent (exact beyond floating point)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e13, max: 1e13 }), { maxLength: 50 }), (list) => {
        const total = list.reduce((n, c) => n + BigInt(c), 0n);
        const sum = sumDecimals(list.map(centsToDecimal));
        expect(sum).toMatch(/^-?\d+\.\d{2}$/);
        expect(BigInt(sum.replace(".", ""))).toBe(total);
      }),
    );
  });

  it("the sign follows the type, never the stored sign, and the cents are kept", () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...TYPES), (c, type) => {
        const text = formatSignedAmount(type, centsToDecimal(c), "USD");
        const sign = type === "withdrawal" ? "-" : type === "payment" || type === "load_funds" ? "+" : c < 0 ? "-" : "";
        expect(text.startsWith(`${sign}$`)).toBe(true);
        expect(printedCents(text)).toBe(BigInt(Math.abs(c)));
      }),
    );
  });
});
