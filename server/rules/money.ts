// Exact money arithmetic: decimal strings <-> integer cents. Never float sums.

/** Largest single load or withdrawal: 1,000,000.00. */
export const MAX_AMOUNT_CENTS = 100_000_000;

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;
const SIGNED_DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Parses a decimal string with at most 2 decimals ("12.5", "12.50", "-3.00") into
 * integer cents. Returns null for anything else, or if the value is too large to
 * be exact.
 */
export function toCents(value: string): number | null {
  const match = SIGNED_DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ""] = match;
  const digits = whole.replace(/^0+(?=\d)/, "");
  if (digits.length > 13) return null;
  const cents = Number(digits) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === "-" && cents !== 0 ? -cents : cents;
}

/** Formats integer cents as a decimal string with 2 decimals: 1250 -> "12.50", -5 -> "-0.05". */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  return `${sign}${whole}.${String(fraction).padStart(2, "0")}`;
}

/** Sums decimal strings exactly: addAmounts("0.10", "0.20") === "0.30". Invalid inputs count as 0. */
export function addAmounts(...values: Array<string | null | undefined>): string {
  let total = 0;
  for (const value of values) total += value == null ? 0 : (toCents(value) ?? 0);
  return fromCents(total);
}

/** en-US money with grouping and 2 decimals: 123456789 -> "$1,234,567.89". */
export function formatUsd(cents: number): string {
  const text = fromCents(cents);
  const negative = text.startsWith("-");
  const [whole, fraction] = (negative ? text.slice(1) : text).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}$${grouped}.${fraction}`;
}

/**
 * Validates a load/withdraw amount as sent by a client: a string (or number) that
 * is positive, has at most 2 decimals and is at most 1,000,000.00. Returns cents,
 * or null if the value is not acceptable.
 */
export function parseAmount(value: unknown): number | null {
  let text: string;
  if (typeof value === "string") text = value.trim();
  else if (typeof value === "number" && Number.isFinite(value)) text = String(value);
  else return null;
  if (!DECIMAL.test(text)) return null;
  const cents = toCents(text);
  if (cents === null || cents <= 0 || cents > MAX_AMOUNT_CENTS) return null;
  return cents;
}
