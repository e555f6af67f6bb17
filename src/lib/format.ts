// Pure display formatting (SPEC §2, §9; DESIGN §1). No React, no antd, no dayjs: Intl only.
// Everything here is called per table cell (50,000 rows), so Intl objects are built once at
// module level and the hot paths avoid allocation where they can.

export type MoneyInput = string | number | null | undefined;

const NOT_AVAILABLE = "N/A";

// ---------------------------------------------------------------------------
// Text from the server
// ---------------------------------------------------------------------------

/**
 * A value shown as text: a string as it is, a finite number in figures; anything else where the API
 * promises text (null, true, an object, a list) is "" — shown as empty, never as "[object Object]",
 * and never a reason for a screen to fail (a string method called on it, or React refusing an object
 * as a child). Every rule here and every screen that shows a server's text takes it through this.
 */
export function safeText(value: unknown): string {
  if (typeof value === "string") return value;
  return typeof value === "number" && Number.isFinite(value) ? String(value) : "";
}

// ---------------------------------------------------------------------------
// Money: decimal strings → integer cents, never float sums.
// ---------------------------------------------------------------------------

/** Optional sign, digits with an optional fraction ("12", "12.", "12.5") or a bare fraction (".5"). No grouping, no exponent. */
const DECIMAL_RE = /^([+-]?)(?:(\d+)(?:\.(\d*))?|\.(\d+))$/;

/** Cents of an exact decimal string; null when not a plain decimal or beyond safe integers. */
function decimalStringToCents(text: string): number | null {
  const m = DECIMAL_RE.exec(text);
  if (!m) return null;
  const negative = m[1] === "-";
  const whole = m[2] ?? "0";
  const fraction = m[3] ?? m[4] ?? "";
  // Round half away from zero on the third fractional digit: "12.345" → 1235, "-12.345" → -1235.
  // Any digit ≥ 5 there means the remainder is at least half a cent.
  const roundUp = fraction.length > 2 && fraction.charCodeAt(2) >= 53; /* "5" */
  const magnitudeText = whole + (fraction + "00").slice(0, 2);
  let magnitude = Number(magnitudeText);
  if (roundUp) magnitude += 1;
  if (!Number.isSafeInteger(magnitude)) return null;
  if (magnitude === 0) return 0; // never -0
  return negative ? -magnitude : magnitude;
}

/**
 * Parse a money value into integer cents.
 * - Strings: trimmed, then must be a plain decimal (`"12.5"`, `"-3.07"`, `".5"`, `"+4"`).
 *   Grouping separators (`"1,234.50"`), exponents, currency signs and blanks are rejected (null).
 *   More than two decimals round half away from zero: `"12.345"` → 1235, `"-12.345"` → -1235.
 * - Numbers: must be finite; they are read through their shortest decimal form (so 1.005 → 101,
 *   not the float artefact 100), falling back to `Math.round(|n| * 100)` for exponent forms.
 * - Anything else, or a result beyond `Number.MAX_SAFE_INTEGER` cents → null.
 */
export function parseCents(value: MoneyInput): number | null {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    const viaText = decimalStringToCents(String(value));
    if (viaText !== null) return viaText;
    const magnitude = Math.round(Math.abs(value) * 100);
    if (!Number.isSafeInteger(magnitude)) return null;
    if (magnitude === 0) return 0;
    return value < 0 ? -magnitude : magnitude;
  }
  if (typeof value !== "string") return null;
  return decimalStringToCents(value.trim());
}

function digitsToDecimal(negative: boolean, digits: string): string {
  const padded = digits.length < 3 ? digits.padStart(3, "0") : digits;
  const body = `${padded.slice(0, -2)}.${padded.slice(-2)}`;
  return negative && /[1-9]/.test(digits) ? `-${body}` : body;
}

/**
 * Integer cents → plain decimal string with two decimals: 123450 → "1234.50", -7 → "-0.07".
 * Non-integers are rounded half away from zero; non-finite input gives "0.00" (never "NaN").
 */
export function centsToDecimal(cents: number): string {
  if (!Number.isFinite(cents)) return "0.00";
  const magnitude = Math.round(Math.abs(cents));
  // String() switches to exponent notation from 1e21; BigInt prints every digit.
  const digits = Number.isSafeInteger(magnitude) ? String(magnitude) : BigInt(magnitude).toString();
  return digitsToDecimal(cents < 0, digits);
}

/**
 * Exact sum of decimal values as a two-decimal string, ignoring entries parseCents rejects:
 * ["0.10", "0.20"] → "0.30"; [] → "0.00". Accumulates in BigInt, so it never loses a cent.
 */
export function sumDecimals(values: ReadonlyArray<MoneyInput>): string {
  let total = 0n;
  for (const value of values) {
    const cents = parseCents(value);
    if (cents !== null) total += BigInt(cents);
  }
  const negative = total < 0n;
  return digitsToDecimal(negative, (negative ? -total : total).toString());
}

const GROUP_RE = /\B(?=(\d{3})+(?!\d))/g;

/** |cents| as en-US grouped dollars with two decimals, no sign: 123450 → "1,234.50". */
function groupedMagnitude(cents: number): string {
  const decimal = centsToDecimal(Math.abs(cents));
  const dot = decimal.length - 3;
  const whole = decimal.slice(0, dot);
  return (whole.length > 3 ? whole.replace(GROUP_RE, ",") : whole) + decimal.slice(dot);
}

function currencySuffix(currency: string | null | undefined): string {
  if (typeof currency !== "string") return "";
  const trimmed = currency.trim();
  return trimmed ? ` ${trimmed}` : "";
}

/**
 * "$1,234.50"; with a currency "$1,234.50 USD"; negatives "-$12.50".
 * Invalid or absent amounts give "N/A" (never "NaN").
 */
export function formatMoney(value: MoneyInput, currency?: string | null): string {
  const cents = parseCents(value);
  if (cents === null) return NOT_AVAILABLE;
  return `${cents < 0 ? "-" : ""}$${groupedMagnitude(cents)}${currencySuffix(currency)}`;
}

/** SPEC §2/§9: "+" for payment and load_funds, "-" for withdrawal, "" otherwise. */
export function amountSign(type: string | null | undefined): "+" | "-" | "" {
  switch (type) {
    case "payment":
    case "load_funds":
      return "+";
    case "withdrawal":
      return "-";
    default:
      return "";
  }
}

/**
 * Transaction amount with the type's sign and the absolute value after it:
 * ("withdrawal", "12.5", "USD") → "-$12.50 USD"; ("payment", "3") → "+$3.00".
 * Types without a sign print the amount as formatMoney does (a negative stays "-$…").
 * "N/A" when there is no valid amount.
 */
export function formatSignedAmount(type: string | null | undefined, amount: MoneyInput, currency?: string | null): string {
  const sign = amountSign(type);
  if (!sign) return formatMoney(amount, currency);
  const cents = parseCents(amount);
  if (cents === null) return NOT_AVAILABLE;
  return `${sign}$${groupedMagnitude(cents)}${currencySuffix(currency)}`;
}

// ---------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------

const DATE_TIME_FORMAT = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

// Some ICU versions put a narrow no-break space (U+202F) or thin space before AM/PM.
const ODD_SPACES_RE = /[\u202f\u2009\u00a0]/g;

function toTime(value: string | number | Date | null | undefined): number {
  if (value === null || value === undefined || value === "") return Number.NaN;
  if (value instanceof Date) return value.getTime();
  if (typeof value === "number") return value;
  if (typeof value !== "string") return Number.NaN;
  return Date.parse(value);
}

/** "Nov 21, 2026, 2:05 PM" in the local time zone; "N/A" when absent or unparsable. */
export function formatDate(iso: string | number | Date | null | undefined): string {
  const time = toTime(iso);
  if (!Number.isFinite(time)) return NOT_AVAILABLE;
  return DATE_TIME_FORMAT.format(time).replace(ODD_SPACES_RE, " ");
}

const MINUTE_MS = 60_000;

function plural(n: number, unit: string): string {
  return n === 1 ? `1 ${unit} ago` : `${n} ${unit}s ago`;
}

/**
 * SPEC §9: < 1 min "Just now"; < 60 min "{n} mins ago"; < 1440 min "{n} hours ago";
 * otherwise "{n} days ago" (floored, singular for one: "1 min ago"). Future dates → "Just now".
 * Unparsable input → "N/A".
 */
export function formatRelativeTime(iso: string | number | Date | null | undefined, now: number = Date.now()): string {
  const time = toTime(iso);
  if (!Number.isFinite(time) || !Number.isFinite(now)) return NOT_AVAILABLE;
  const minutes = Math.floor((now - time) / MINUTE_MS);
  if (minutes < 1) return "Just now";
  if (minutes < 60) return plural(minutes, "min");
  if (minutes < 1440) return plural(Math.floor(minutes / 60), "hour");
  return plural(Math.floor(minutes / 1440), "day");
}

// ---------------------------------------------------------------------------
// Identifiers and masks
// ---------------------------------------------------------------------------

/** Code-unit index just after the first `count` code points of `s` (never splits a surrogate pair). */
function codePointEnd(s: string, count: number): number {
  let index = 0;
  for (let taken = 0; taken < count && index < s.length; taken++) {
    const unit = s.charCodeAt(index);
    const next = index + 1 < s.length ? s.charCodeAt(index + 1) : 0;
    index += unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
  }
  return index;
}

function normaliseLength(length: number): number {
  return Number.isFinite(length) ? Math.max(0, Math.floor(length)) : Number.POSITIVE_INFINITY;
}

/** First `length` characters (code points) of `id`, no ellipsis; "" when absent. */
export function truncate(id: string | null | undefined, length: number): string {
  if (typeof id !== "string" || id === "") return "";
  const n = normaliseLength(length);
  if (id.length <= n) return id;
  return id.slice(0, codePointEnd(id, n));
}

/** First `length` characters + "..." when `id` is longer; unchanged otherwise; "" when absent. */
export function shortId(id: string | null | undefined, length: number): string {
  if (typeof id !== "string" || id === "") return "";
  const n = normaliseLength(length);
  if (id.length <= n) return id;
  const end = codePointEnd(id, n);
  return end >= id.length ? id : `${id.slice(0, end)}...`;
}

const MASK = "••••••••";

/**
 * First 8 + "••••••••" + last 4 (DESIGN §1). Keys of 12 characters or fewer — or absent —
 * give only "••••••••", so a short key is never revealed whole.
 */
export function maskApiKey(key: string | null | undefined): string {
  if (typeof key !== "string") return MASK;
  const chars = Array.from(key);
  if (chars.length <= 12) return MASK;
  return `${chars.slice(0, 8).join("")}${MASK}${chars.slice(-4).join("")}`;
}

/** "****1234"; "N/A" when absent or blank. */
export function maskLastFour(lastFour: string | number | null | undefined): string {
  if (lastFour === null || lastFour === undefined) return NOT_AVAILABLE;
  if (typeof lastFour === "number" && !Number.isFinite(lastFour)) return NOT_AVAILABLE;
  const text = String(lastFour).trim();
  return text ? `****${text}` : NOT_AVAILABLE;
}

/**
 * "MM/YYYY" with the month zero-padded; "N/A" when either part is absent or not a
 * whole number (month must be 1–12).
 */
export function formatExpiry(
  month: string | number | null | undefined,
  year: string | number | null | undefined,
): string {
  if (month === null || month === undefined || year === null || year === undefined) return NOT_AVAILABLE;
  const monthText = String(month).trim();
  const yearText = String(year).trim();
  if (!/^\d{1,2}$/.test(monthText) || !/^\d{1,4}$/.test(yearText)) return NOT_AVAILABLE;
  const m = Number(monthText);
  if (m < 1 || m > 12) return NOT_AVAILABLE;
  return `${String(m).padStart(2, "0")}/${yearText}`;
}

// ---------------------------------------------------------------------------
// Labels and colours
// ---------------------------------------------------------------------------

/** "load_funds" → "load funds". */
export function typeLabel(type: string | null | undefined): string {
  return typeof type === "string" ? type.replace(/_/g, " ") : "";
}

/** "sole_proprietorship" → "Sole Proprietorship" (rest of each word kept as is). */
export function titleCase(s: string | null | undefined): string {
  if (typeof s !== "string") return "";
  return s
    .replace(/_/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** antd Tag colour for a transaction type (SPEC §9; "aqua" is antd's "cyan"). */
export function typeColor(type: string | null | undefined): string {
  switch (type) {
    case "payment":
    case "load_funds":
      return "green";
    case "withdrawal":
      return "red";
    case "tokenization":
      return "blue";
    case "wallet_creation":
      return "cyan";
    default:
      return "default";
  }
}

/** antd Tag colour for any entity status. */
export function statusColor(status: string | null | undefined): string {
  switch (typeof status === "string" ? status.toLowerCase() : "") {
    case "completed":
    case "approved":
    case "active":
    case "operational":
      return "green";
    case "pending":
    case "degraded":
      return "gold";
    case "failed":
    case "rejected":
    case "down":
      return "red";
    case "suspended":
      return "orange";
    default:
      return "default";
  }
}

/** SPEC §2 API status card: green operational, yellow degraded, red down, grey anything else. */
export function apiStatusColor(status: string | null | undefined): "green" | "yellow" | "red" | "grey" {
  switch (status) {
    case "operational":
      return "green";
    case "degraded":
      return "yellow";
    case "down":
      return "red";
    default:
      return "grey";
  }
}

/** 12.5 → "+12.5%", -3 → "-3.0%", 0 (or anything rounding to 0.0) → "0.0%"; null/NaN/±Infinity → null. */
export function formatPercentChange(n: number | null | undefined): string | null {
  if (typeof n !== "number" || !Number.isFinite(n)) return null;
  const text = Math.abs(n).toFixed(1);
  if (text === "0.0") return "0.0%";
  return `${n < 0 ? "-" : "+"}${text}%`;
}

// ---------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------

export interface PersonLike {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

const GRAPHEMES: Intl.Segmenter | null =
  typeof Intl !== "undefined" && typeof Intl.Segmenter === "function"
    ? new Intl.Segmenter("en", { granularity: "grapheme" })
    : null;

/** First user-perceived character of the trimmed text (emoji and surrogate pairs kept whole). */
function firstGrapheme(text: string | null | undefined): string {
  if (typeof text !== "string") return "";
  const trimmed = text.trim();
  if (!trimmed) return "";
  if (GRAPHEMES) {
    for (const { segment } of GRAPHEMES.segment(trimmed)) return segment;
  }
  return String.fromCodePoint(trimmed.codePointAt(0)!);
}

/** "JD" from first and last names; else the e-mail's first letter uppercased; else "?". */
export function initials(user: PersonLike | null | undefined): string {
  if (!user) return "?";
  const fromNames = firstGrapheme(user.firstName) + firstGrapheme(user.lastName);
  if (fromNames) return fromNames.toUpperCase();
  const fromEmail = firstGrapheme(user.email);
  return fromEmail ? fromEmail.toUpperCase() : "?";
}

/** "First Last" trimmed; else the e-mail; else "Unknown user". */
export function fullName(user: PersonLike | null | undefined): string {
  if (!user) return "Unknown user";
  const first = typeof user.firstName === "string" ? user.firstName.trim() : "";
  const last = typeof user.lastName === "string" ? user.lastName.trim() : "";
  const name = first && last ? `${first} ${last}` : first || last;
  if (name) return name;
  const email = typeof user.email === "string" ? user.email.trim() : "";
  return email || "Unknown user";
}

/** "admin" → "Admin". */
export function roleLabel(role: string | null | undefined): string {
  if (typeof role !== "string" || !role) return "";
  return role.charAt(0).toUpperCase() + role.slice(1).toLowerCase();
}
