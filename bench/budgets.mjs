// Budgets from issue 6 ("Budgets to reach"). A budget fails the bench when its value is over
// (or under) the limit, or when its part ran but could not measure it ("n/a").
// kB = 1000 bytes (as Vite and the anchors report them).

const lh = (r, page, preset, metric) => r.lighthouse?.pages?.[page]?.[preset]?.median?.[metric] ?? null;
const minOf = (...v) => (v.some((x) => x == null) ? null : Math.min(...v));
const search = (r, rate) => r.tables?.screens?.transactions?.interactions?.[rate]?.search;

export const BUDGETS = [
  {
    id: "signin-js",
    part: "bundle",
    label: "Sign-in: JS gzip before interactive",
    unit: "kB",
    op: "<=",
    limit: 250,
    value: (r) => (r.bundle?.signIn?.jsGzip == null ? null : r.bundle.signIn.jsGzip / 1000),
  },
  { id: "signin-lh-mobile", part: "lighthouse", label: "Sign-in: Lighthouse mobile performance", op: ">=", limit: 90, value: (r) => lh(r, "signIn", "mobile", "performance") },
  { id: "signin-lh-desktop", part: "lighthouse", label: "Sign-in: Lighthouse desktop performance", op: ">=", limit: 100, value: (r) => lh(r, "signIn", "desktop", "performance") },
  {
    id: "signin-a11y",
    part: "lighthouse",
    label: "Sign-in: Lighthouse accessibility (min of presets)",
    op: ">=",
    limit: 100,
    value: (r) => minOf(lh(r, "signIn", "mobile", "accessibility"), lh(r, "signIn", "desktop", "accessibility")),
  },
  { id: "dash-lh-desktop", part: "lighthouse", label: "Dashboard: Lighthouse desktop performance", op: ">=", limit: 95, value: (r) => lh(r, "dashboard", "desktop", "performance") },
  { id: "dash-lh-mobile", part: "lighthouse", label: "Dashboard: Lighthouse mobile performance", op: ">=", limit: 75, value: (r) => lh(r, "dashboard", "mobile", "performance") },
  {
    id: "dash-a11y",
    part: "lighthouse",
    label: "Dashboard: Lighthouse accessibility (min of presets)",
    op: ">=",
    limit: 100,
    value: (r) => minOf(lh(r, "dashboard", "mobile", "accessibility"), lh(r, "dashboard", "desktop", "accessibility")),
  },
  {
    id: "tx-nav",
    part: "tables",
    label: "Transactions 50k: navigation → table (1× CPU)",
    unit: "ms",
    op: "<=",
    limit: 1500,
    value: (r) => r.tables?.screens?.transactions?.navigation?.medianMs ?? null,
  },
  { id: "tx-search-1x", part: "tables", label: "Transactions 50k: search INP median (1×)", unit: "ms", op: "<=", limit: 16, value: (r) => search(r, "1x")?.medianMs ?? null },
  { id: "tx-search-4x", part: "tables", label: "Transactions 50k: search INP median (4×)", unit: "ms", op: "<=", limit: 50, value: (r) => search(r, "4x")?.medianMs ?? null },
  { id: "tx-search-4x-max", part: "tables", label: "Transactions 50k: search INP max (4×)", unit: "ms", op: "<=", limit: 100, value: (r) => search(r, "4x")?.maxMs ?? null },
];

/** Evaluates the budgets of the parts that ran. */
export function checkBudgets(results, parts) {
  return BUDGETS.filter((b) => parts.includes(b.part)).map((b) => {
    const value = b.value(results);
    const pass = value == null ? false : b.op === "<=" ? value <= b.limit : value >= b.limit;
    return { id: b.id, part: b.part, label: b.label, unit: b.unit ?? "", value, op: b.op, limit: b.limit, status: value == null ? "n/a" : pass ? "pass" : "FAIL" };
  });
}
