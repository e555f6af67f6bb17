import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  amountSign,
  apiStatusColor,
  centsToDecimal,
  formatDate,
  formatExpiry,
  formatMoney,
  formatPercentChange,
  formatRelativeTime,
  formatSignedAmount,
  fullName,
  initials,
  maskApiKey,
  maskLastFour,
  parseCents,
  roleLabel,
  safeText,
  shortId,
  statusColor,
  sumDecimals,
  titleCase,
  truncate,
  typeColor,
  typeLabel,
} from "../../../src/lib/format";

const MASK = "••••••••";
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe("parseCents", () => {
  it.each<[string | number | null | undefined, number | null]>([
    ["12.5", 1250],
    ["0.10", 10],
    ["-3.07", -307],
    [" 7 ", 700],
    ["12", 1200],
    ["12.", 1200],
    [".5", 50],
    ["+4.01", 401],
    ["-0", 0],
    ["-0.001", 0],
    ["12.345", 1235],
    ["12.3449", 1234],
    ["-12.345", -1235],
    ["0.005", 1],
    ["0.004", 0],
    ["1,234.50", null],
    ["", null],
    ["   ", null],
    ["abc", null],
    ["1e3", null],
    ["$5", null],
    ["1.2.3", null],
    [".", null],
    ["-", null],
    ["NaN", null],
    ["Infinity", null],
    ["9".repeat(30), null],
    [null, null],
    [undefined, null],
    [12.5, 1250],
    [3, 300],
    [-0.07, -7],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [1e-7, 0],
    [NaN, null],
    [Infinity, null],
    [-Infinity, null],
    [1e300, null],
  ])("%j → %j", (input, expected) => {
    const result = parseCents(input);
    expect(result).toBe(expected);
    if (result === 0) expect(Object.is(result, -0)).toBe(false);
  });

  it("rejects non-string, non-number values at runtime", () => {
    expect(parseCents({} as unknown as string)).toBeNull();
    expect(parseCents(true as unknown as string)).toBeNull();
  });
});

describe("centsToDecimal", () => {
  it.each<[number, string]>([
    [123450, "1234.50"],
    [-7, "-0.07"],
    [0, "0.00"],
    [-0, "0.00"],
    [5, "0.05"],
    [100, "1.00"],
    [-123456789, "-1234567.89"],
    [Number.MAX_SAFE_INTEGER, "90071992547409.91"],
    [1e22, "100000000000000000000.00"],
    [NaN, "0.00"],
    [Infinity, "0.00"],
    [12.5, "0.13"],
  ])("%d → %s", (cents, expected) => {
    expect(centsToDecimal(cents)).toBe(expected);
  });
});

describe("sumDecimals", () => {
  it("adds exactly", () => {
    expect(sumDecimals(["0.10", "0.20"])).toBe("0.30");
    expect(sumDecimals([0.1, 0.2])).toBe("0.30");
    expect(sumDecimals(["1000.50", "-0.51", null, undefined, "abc", "1,000", 2])).toBe("1001.99");
    expect(sumDecimals([])).toBe("0.00");
    expect(sumDecimals(["-1", "0.5"])).toBe("-0.50");
  });
  it("stays exact beyond safe integers", () => {
    const big = "90071992547409.91";
    expect(sumDecimals([big, big, "0.18"])).toBe("180143985094820.00");
  });
});

describe("formatMoney", () => {
  it.each<[string | number | null | undefined, string | null | undefined, string]>([
    ["1234.5", undefined, "$1,234.50"],
    ["1234.5", "USD", "$1,234.50 USD"],
    ["1234.5", " EUR ", "$1,234.50 EUR"],
    ["1234.5", "", "$1,234.50"],
    ["1234.5", null, "$1,234.50"],
    ["-12.5", undefined, "-$12.50"],
    ["-12.5", "USD", "-$12.50 USD"],
    [0, undefined, "$0.00"],
    ["-0.001", undefined, "$0.00"],
    ["999.999", undefined, "$1,000.00"],
    ["123", undefined, "$123.00"],
    ["1234567.89", undefined, "$1,234,567.89"],
    [1234567, "USD", "$1,234,567.00 USD"],
    [null, undefined, "N/A"],
    [undefined, "USD", "N/A"],
    ["", undefined, "N/A"],
    ["abc", "USD", "N/A"],
    [NaN, undefined, "N/A"],
    ["1,234.50", undefined, "N/A"],
  ])("%j %j → %s", (value, currency, expected) => {
    expect(formatMoney(value, currency)).toBe(expected);
  });
});

describe("amountSign / formatSignedAmount", () => {
  it("signs by type", () => {
    expect(amountSign("payment")).toBe("+");
    expect(amountSign("load_funds")).toBe("+");
    expect(amountSign("withdrawal")).toBe("-");
    expect(amountSign("tokenization")).toBe("");
    expect(amountSign("wallet_creation")).toBe("");
    expect(amountSign("others")).toBe("");
    expect(amountSign("")).toBe("");
  });
  it.each<[string, string | number | null | undefined, string | null | undefined, string]>([
    ["withdrawal", "12.5", "USD", "-$12.50 USD"],
    ["withdrawal", "-12.5", "USD", "-$12.50 USD"],
    ["payment", "3", undefined, "+$3.00"],
    ["payment", "-3", undefined, "+$3.00"],
    ["load_funds", 1234.5, "EUR", "+$1,234.50 EUR"],
    ["tokenization", "1", undefined, "$1.00"],
    ["others", "-1", undefined, "-$1.00"],
    ["payment", null, "USD", "N/A"],
    ["withdrawal", "", undefined, "N/A"],
    ["tokenization", undefined, undefined, "N/A"],
  ])("(%s, %j, %j) → %s", (type, amount, currency, expected) => {
    expect(formatSignedAmount(type, amount, currency)).toBe(expected);
  });
});

describe("formatDate", () => {
  it("formats en-US short month with time in local time", () => {
    const local = new Date(2026, 10, 21, 14, 5);
    expect(formatDate(local.toISOString())).toBe("Nov 21, 2026, 2:05 PM");
    expect(formatDate(local)).toBe("Nov 21, 2026, 2:05 PM");
    expect(formatDate(local.getTime())).toBe("Nov 21, 2026, 2:05 PM");
    expect(formatDate(new Date(2026, 0, 3, 0, 7).toISOString())).toBe("Jan 3, 2026, 12:07 AM");
  });
  it("returns N/A for absent or invalid input", () => {
    expect(formatDate(null)).toBe("N/A");
    expect(formatDate(undefined)).toBe("N/A");
    expect(formatDate("")).toBe("N/A");
    expect(formatDate("not a date")).toBe("N/A");
    expect(formatDate(new Date(NaN))).toBe("N/A");
  });
  it("uses only plain spaces", () => {
    expect(formatDate(new Date(2026, 10, 21, 14, 5).toISOString())).not.toMatch(/[\u202f\u00a0\u2009]/);
  });
});

describe("formatRelativeTime", () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const MIN = 60_000;
  it.each<[number, string]>([
    [0, "Just now"],
    [59_999, "Just now"],
    [-5 * MIN, "Just now"],
    [MIN, "1 min ago"],
    [2 * MIN - 1, "1 min ago"],
    [2 * MIN, "2 mins ago"],
    [59 * MIN + 59_999, "59 mins ago"],
    [60 * MIN, "1 hour ago"],
    [119 * MIN, "1 hour ago"],
    [120 * MIN, "2 hours ago"],
    [1439 * MIN, "23 hours ago"],
    [1440 * MIN, "1 day ago"],
    [2879 * MIN, "1 day ago"],
    [2880 * MIN, "2 days ago"],
    [400 * 1440 * MIN, "400 days ago"],
  ])("%d ms ago → %s", (ms, expected) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(expected);
  });
  it("returns N/A for invalid input", () => {
    expect(formatRelativeTime("nope", now)).toBe("N/A");
    expect(formatRelativeTime("", now)).toBe("N/A");
    expect(formatRelativeTime(ago(0), NaN)).toBe("N/A");
  });
  it("defaults now to Date.now()", () => {
    expect(formatRelativeTime(new Date().toISOString())).toBe("Just now");
  });

  const toMinutes = (label: string): number => {
    if (label === "Just now") return 0;
    const m = /^(\d+) (min|hour|day)s? ago$/.exec(label);
    if (!m) throw new Error(`unexpected label ${label}`);
    const unit = { min: 1, hour: 60, day: 1440 }[m[2] as "min" | "hour" | "day"];
    return Number(m[1]) * unit;
  };
  it("is monotone: an older timestamp never gives a smaller age", () => {
    const span = 3 * 365 * 1440 * MIN;
    fc.assert(
      fc.property(fc.integer({ min: -span, max: span }), fc.integer({ min: 0, max: span }), (age, extra) => {
        const younger = toMinutes(formatRelativeTime(ago(age), now));
        const older = toMinutes(formatRelativeTime(ago(age + extra), now));
        expect(older).toBeGreaterThanOrEqual(younger);
      }),
    );
  });
  it("uses singular exactly for one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 365 * 1440 * MIN }), (age) => {
        const label = formatRelativeTime(ago(age), now);
        expect(label).toMatch(/^(Just now|1 (min|hour|day) ago|([2-9]|\d{2,}) (mins|hours|days) ago)$/);
      }),
    );
  });
});

describe("shortId / truncate", () => {
  it("shortens with an ellipsis only when longer", () => {
    expect(shortId("abcdefghijkl", 8)).toBe("abcdefgh...");
    expect(shortId("abcdefgh", 8)).toBe("abcdefgh");
    expect(shortId("abc", 8)).toBe("abc");
    expect(shortId("", 8)).toBe("");
    expect(shortId(null, 8)).toBe("");
    expect(shortId(undefined, 12)).toBe("");
    expect(shortId("tok_1234567890abcdef", 12)).toBe("tok_12345678...");
  });
  it("never splits a surrogate pair", () => {
    expect(shortId("😀😀😀", 2)).toBe("😀😀...");
    expect(shortId("😀😀", 2)).toBe("😀😀");
    expect(truncate("a😀b", 2)).toBe("a😀");
  });
  it("truncates without an ellipsis", () => {
    expect(truncate("abcdefghijkl", 8)).toBe("abcdefgh");
    expect(truncate("abc", 8)).toBe("abc");
    expect(truncate("", 8)).toBe("");
    expect(truncate(null, 8)).toBe("");
  });
  it("tolerates odd lengths", () => {
    expect(shortId("abc", 0)).toBe("...");
    expect(shortId("abc", -1)).toBe("...");
    expect(shortId("abc", NaN)).toBe("abc");
    expect(truncate("abcdef", 2.9)).toBe("ab");
  });
  it("never throws and respects the length (property)", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" }), fc.constantFrom("", "a")),
        fc.integer({ min: -2, max: 40 }),
        (id, length) => {
          const short = shortId(id, length);
          const cut = truncate(id, length);
          const n = Math.max(0, length);
          expect(id.startsWith(cut)).toBe(true);
          expect(Array.from(cut).length).toBeLessThanOrEqual(Math.max(n, 0));
          if (Array.from(id).length <= n) {
            expect(short).toBe(id);
            expect(cut).toBe(id);
          } else {
            expect(short).toBe(`${cut}...`);
          }
        },
      ),
    );
  });
});

describe("maskApiKey", () => {
  it("shows the first 8 and last 4", () => {
    expect(maskApiKey("pk_live_1234567890abcd")).toBe(`pk_live_${MASK}abcd`);
    expect(maskApiKey("abcdefghijklm")).toBe(`abcdefgh${MASK}jklm`);
  });
  it("never reveals a short key", () => {
    expect(maskApiKey("abcdefghijkl")).toBe(MASK);
    expect(maskApiKey("abc")).toBe(MASK);
    expect(maskApiKey("")).toBe(MASK);
    expect(maskApiKey(null)).toBe(MASK);
    expect(maskApiKey(undefined)).toBe(MASK);
  });
  it("never throws and keeps the shape (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" })), (key) => {
        const masked = maskApiKey(key);
        const chars = Array.from(key);
        if (chars.length <= 12) expect(masked).toBe(MASK);
        else expect(masked).toBe(chars.slice(0, 8).join("") + MASK + chars.slice(-4).join(""));
        // A long enough middle can never fit in the output.
        if (chars.length > 32) expect(masked.includes(chars.slice(8, -4).join(""))).toBe(false);
      }),
    );
  });
  it("never contains any of the middle of a key (property)", () => {
    const visible = fc.string({ unit: fc.constantFrom(..."abcdef0123"), minLength: 0, maxLength: 12 });
    const secret = fc.string({ unit: fc.constantFrom(..."XYZ"), minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(visible, secret, visible, (head, middle, tail) => {
        const key = head.padEnd(8, "a") + middle + tail.padEnd(4, "b").slice(0, 4);
        const masked = maskApiKey(key);
        expect(masked).not.toMatch(/[XYZ]/);
      }),
    );
  });
});

describe("maskLastFour / formatExpiry", () => {
  it("masks last four", () => {
    expect(maskLastFour("1234")).toBe("****1234");
    expect(maskLastFour(" 1234 ")).toBe("****1234");
    expect(maskLastFour(4242)).toBe("****4242");
    expect(maskLastFour("")).toBe("N/A");
    expect(maskLastFour("  ")).toBe("N/A");
    expect(maskLastFour(null)).toBe("N/A");
    expect(maskLastFour(undefined)).toBe("N/A");
    expect(maskLastFour(NaN)).toBe("N/A");
  });
  it("never throws (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "grapheme" })), (s) => {
        const out = maskLastFour(s);
        expect(out === "N/A" || out === `****${s.trim()}`).toBe(true);
      }),
    );
  });
  it("formats expiry", () => {
    expect(formatExpiry(3, 2027)).toBe("03/2027");
    expect(formatExpiry("12", "2030")).toBe("12/2030");
    expect(formatExpiry("07", 2028)).toBe("07/2028");
    expect(formatExpiry(null, 2027)).toBe("N/A");
    expect(formatExpiry(3, undefined)).toBe("N/A");
    expect(formatExpiry("", "2027")).toBe("N/A");
    expect(formatExpiry(13, 2027)).toBe("N/A");
    expect(formatExpiry(0, 2027)).toBe("N/A");
    expect(formatExpiry("ab", 2027)).toBe("N/A");
    expect(formatExpiry(3.5, 2027)).toBe("N/A");
  });
});

describe("labels and colours", () => {
  it("typeLabel / titleCase / roleLabel", () => {
    expect(typeLabel("load_funds")).toBe("load funds");
    expect(typeLabel("wallet_creation")).toBe("wallet creation");
    expect(typeLabel("payment")).toBe("payment");
    expect(typeLabel(undefined)).toBe("");
    expect(titleCase("sole_proprietorship")).toBe("Sole Proprietorship");
    expect(titleCase("load_funds")).toBe("Load Funds");
    expect(titleCase("llc")).toBe("Llc");
    expect(titleCase("")).toBe("");
    expect(titleCase(null)).toBe("");
    expect(roleLabel("admin")).toBe("Admin");
    expect(roleLabel("operator")).toBe("Operator");
    expect(roleLabel("VIEWER")).toBe("Viewer");
    expect(roleLabel("")).toBe("");
  });
  it("typeColor", () => {
    expect(typeColor("payment")).toBe("green");
    expect(typeColor("load_funds")).toBe("green");
    expect(typeColor("withdrawal")).toBe("red");
    expect(typeColor("tokenization")).toBe("blue");
    expect(typeColor("wallet_creation")).toBe("cyan");
    expect(typeColor("others")).toBe("default");
  });
  it("statusColor", () => {
    for (const s of ["completed", "approved", "active", "operational", "Completed"]) expect(statusColor(s)).toBe("green");
    expect(statusColor("pending")).toBe("gold");
    expect(statusColor("degraded")).toBe("gold");
    for (const s of ["failed", "rejected", "down"]) expect(statusColor(s)).toBe("red");
    expect(statusColor("suspended")).toBe("orange");
    for (const s of ["cancelled", "closed", "inactive", "whatever", ""]) expect(statusColor(s)).toBe("default");
    expect(statusColor(undefined)).toBe("default");
  });
  it("apiStatusColor", () => {
    expect(apiStatusColor("operational")).toBe("green");
    expect(apiStatusColor("degraded")).toBe("yellow");
    expect(apiStatusColor("down")).toBe("red");
    expect(apiStatusColor("maintenance")).toBe("grey");
  });
  it("formatPercentChange", () => {
    expect(formatPercentChange(12.5)).toBe("+12.5%");
    expect(formatPercentChange(-3)).toBe("-3.0%");
    expect(formatPercentChange(0)).toBe("0.0%");
    expect(formatPercentChange(-0.04)).toBe("0.0%");
    expect(formatPercentChange(0.06)).toBe("+0.1%");
    expect(formatPercentChange(null)).toBeNull();
    expect(formatPercentChange(undefined)).toBeNull();
    expect(formatPercentChange(NaN)).toBeNull();
    expect(formatPercentChange(Infinity)).toBeNull();
  });
});

describe("initials / fullName", () => {
  it("initials", () => {
    expect(initials({ firstName: "John", lastName: "Doe", email: "j@x.dev" })).toBe("JD");
    expect(initials({ firstName: " jane ", lastName: "doe" })).toBe("JD");
    expect(initials({ firstName: "Cher", lastName: null })).toBe("C");
    expect(initials({ firstName: "", lastName: "", email: "admin@paydesk.dev" })).toBe("A");
    expect(initials({ email: "  " })).toBe("?");
    expect(initials({})).toBe("?");
    expect(initials(null)).toBe("?");
    expect(initials(undefined)).toBe("?");
  });
  it("keeps emoji whole", () => {
    expect(initials({ firstName: "😀bc", lastName: "👍🏽x" })).toBe("😀👍🏽");
    expect(initials({ email: "🚀@x.dev" })).toBe("🚀");
    expect(initials({ firstName: "👨‍👩‍👧 family" })).toBe("👨‍👩‍👧");
  });
  it("never yields a lone surrogate (property)", () => {
    fc.assert(
      fc.property(
        fc.record({
          firstName: fc.option(fc.string({ unit: "grapheme" })),
          lastName: fc.option(fc.string({ unit: "grapheme" })),
          email: fc.option(fc.string({ unit: "grapheme" })),
        }),
        (user) => {
          const out = initials(user);
          expect(out.length).toBeGreaterThan(0);
          expect(out).not.toMatch(LONE_SURROGATE);
        },
      ),
    );
  });
  it("fullName", () => {
    expect(fullName({ firstName: "John", lastName: "Doe" })).toBe("John Doe");
    expect(fullName({ firstName: " John ", lastName: "" })).toBe("John");
    expect(fullName({ firstName: null, lastName: "Doe" })).toBe("Doe");
    expect(fullName({ email: "a@b.dev" })).toBe("a@b.dev");
    expect(fullName({ firstName: " ", email: " " })).toBe("Unknown user");
    expect(fullName(null)).toBe("Unknown user");
  });
});

describe("money properties", () => {
  const cents = fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 });
  it("centsToDecimal round-trips through parseCents", () => {
    for (const arb of [fc.maxSafeInteger(), cents]) {
      fc.assert(
        fc.property(arb, (c) => {
          expect(parseCents(centsToDecimal(c))).toBe(c);
        }),
      );
    }
  });
  it("sumDecimals never loses a cent", () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 60 }), (list) => {
        const expected = list.reduce((acc, c) => acc + BigInt(c), 0n);
        const sum = sumDecimals(list.map((c) => centsToDecimal(c)));
        expect(sum).toBe(centsToDecimal(Number(expected)));
        expect(parseCents(sum)).toBe(Number(expected));
      }),
    );
  });
  it("formatMoney never prints NaN or undefined", () => {
    const input = fc.anything().map((v): string | number | null | undefined => {
      if (v === null || v === undefined || typeof v === "number" || typeof v === "string") return v;
      try {
        return String(v);
      } catch {
        return undefined;
      }
    });
    fc.assert(
      fc.property(input, fc.option(fc.string().filter((s) => !/NaN|undefined|Infinity/.test(s))), (value, currency) => {
        const out = formatMoney(value, currency);
        expect(out).not.toMatch(/NaN|undefined|Infinity/);
        expect(out === "N/A" || /^-?\$\d{1,3}(,\d{3})*\.\d{2}( .+)?$/s.test(out)).toBe(true);
      }),
    );
  });
  it("formatMoney shows exactly the parsed cents", () => {
    fc.assert(
      fc.property(cents, (c) => {
        const out = formatMoney(centsToDecimal(c));
        expect(parseCents(out.replace(/[$,]/g, ""))).toBe(c);
      }),
    );
  });
});

describe("safeText (issue 51: one bad field never breaks a screen)", () => {
  it.each<[unknown, string]>([
    ["Payment to Acme", "Payment to Acme"],
    ["", ""],
    [42, "42"],
    [-1.5, "-1.5"],
    [Number.NaN, ""],
    [Number.POSITIVE_INFINITY, ""],
    [null, ""],
    [undefined, ""],
    [true, ""],
    [{ text: "hello" }, ""],
    [["a", "b"], ""],
  ])("%j → %j", (value, expected) => {
    expect(safeText(value)).toBe(expected);
  });
});
