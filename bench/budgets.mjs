// Budgets from issue 6 ("Budgets to reach"), tightened and extended by issue 22 ("Scale and speed"). A budget fails the bench when its value is over
// (or under) the limit, or when its part ran but could not measure it ("n/a").
// A budget with a `floor` is a ratio to the stack alone (issue 50): PayDesk ÷ Refine + antd, measured
// in the same run, ≤ 1.0 (≥ 1.0 for scores, where higher is better); its absolute limit stays only
// where Refine + antd meets it on the run. Without the floor in the run it is not judged ("needs the floor").
// kB = 1000 bytes (as Vite and the anchors report them).

const lh = (r, page, preset, metric) => r.lighthouse?.pages?.[page]?.[preset]?.median?.[metric] ?? null;
const minOf = (...v) => (v.some((x) => x == null) ? null : Math.min(...v));
const interaction = (r, screen, rate, kind) => r.tables?.screens?.[screen]?.interactions?.[rate]?.[kind];
const search = (r, rate, screen = "transactions") => interaction(r, screen, rate, "search");
const navigation = (r, screen) => r.tables?.screens?.[screen]?.navigation?.medianMs ?? null;
const inApp = (r, screen) => r.tables?.screens?.[screen]?.inApp?.medianMs ?? null;

/** The tables part's client-mode build: every extension but `paging` (lists as against a SPEC §7 server). */
export const CLIENT_MODE_EXTENSIONS = "logout,audit,secrets,approvals,views,two-factor,organisation,invitations,sessions";

/** The floor part's apps (bench/floor/): the design card's stack with next to no app of its own. */
export const FLOOR_APPS = { refine: "Refine 5 + antd 5", antd: "antd 5 alone" };
const floorApp = (r, app) => r.floor?.apps?.[app];
const floorNavigation = (r, app) => floorApp(r, app)?.navigation?.medianMs ?? null;
const floorFilter = (rate) => (r, app) => floorApp(r, app)?.interactions?.[rate]?.statusFilter?.medianMs ?? null;

export const BUDGETS = [
  {
    id: "signin-js",
    part: "bundle",
    label: "Sign-in: JS gzip before interactive",
    unit: "kB",
    op: "<=",
    limit: 120,
    value: (r) => (r.bundle?.signIn?.jsGzip == null ? null : r.bundle.signIn.jsGzip / 1000),
  },
  { id: "signin-lh-mobile", part: "lighthouse", label: "Sign-in: Lighthouse mobile performance", op: ">=", limit: 98, value: (r) => lh(r, "signIn", "mobile", "performance") },
  { id: "signin-lh-desktop", part: "lighthouse", label: "Sign-in: Lighthouse desktop performance", op: ">=", limit: 100, value: (r) => lh(r, "signIn", "desktop", "performance") },
  {
    id: "signin-a11y",
    part: "lighthouse",
    label: "Sign-in: Lighthouse accessibility (min of presets)",
    op: ">=",
    limit: 100,
    value: (r) => minOf(lh(r, "signIn", "mobile", "accessibility"), lh(r, "signIn", "desktop", "accessibility")),
  },
  { id: "dash-lh-desktop", part: "lighthouse", label: "Dashboard: Lighthouse desktop performance", op: ">=", limit: 98, value: (r) => lh(r, "dashboard", "desktop", "performance") },
  {
    id: "dash-lh-mobile",
    part: "lighthouse",
    label: "Dashboard: Lighthouse mobile performance",
    op: ">=",
    limit: 90,
    value: (r) => lh(r, "dashboard", "mobile", "performance"),
    floor: (r, app) => floorApp(r, app)?.lighthouse?.pages?.dashboard?.mobile?.median?.performance ?? null,
  },
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
    label: "Transactions 50k client mode: navigation → table (1× CPU)",
    unit: "ms",
    op: "<=",
    limit: 700,
    value: (r) => navigation(r, "transactions"),
    floor: floorNavigation,
  },
  // The same limits for navigating within the running console (bench/tables.mjs measureInAppNavigation),
  // where a cold load's app start and demo-backend seeding are not counted.
  {
    id: "tx-inapp",
    part: "tables",
    label: "Transactions 50k client mode: in-app navigation → table (1×)",
    unit: "ms",
    op: "<=",
    limit: 700,
    value: (r) => inApp(r, "transactions"),
    floor: (r, app) => floorApp(r, app)?.inApp?.medianMs ?? null, // antd alone has no router: n/a
  },
  { id: "tx-search-1x", part: "tables", label: "Transactions 50k: search INP median (1×)", unit: "ms", op: "<=", limit: 16, value: (r) => search(r, "1x")?.medianMs ?? null },
  { id: "tx-search-4x", part: "tables", label: "Transactions 50k: search INP median (4×)", unit: "ms", op: "<=", limit: 50, value: (r) => search(r, "4x")?.medianMs ?? null },
  { id: "tx-search-4x-max", part: "tables", label: "Transactions 50k: search INP max (4×)", unit: "ms", op: "<=", limit: 100, value: (r) => search(r, "4x")?.maxMs ?? null },
  { id: "tx-filter-1x", part: "tables", label: "Transactions 50k: status filter INP median (1×)", unit: "ms", op: "<=", limit: 16, value: (r) => interaction(r, "transactions", "1x", "statusFilter")?.medianMs ?? null, floor: floorFilter("1x") },
  { id: "tx-filter-4x", part: "tables", label: "Transactions 50k: status filter INP median (4×)", unit: "ms", op: "<=", limit: 50, value: (r) => interaction(r, "transactions", "4x", "statusFilter")?.medianMs ?? null, floor: floorFilter("4x") },
  ...[
    ["50k", "transactions-server-50k"],
    ["500k", "transactions-server-500k"],
  ].flatMap(([rows, screen]) => [
    { id: `txs-nav-${rows}`, part: "tables", label: `Transactions ${rows} server mode: navigation → first page (1×)`, unit: "ms", op: "<=", limit: 500, value: (r) => navigation(r, screen), floor: floorNavigation },
    { id: `txs-inapp-${rows}`, part: "tables", label: `Transactions ${rows} server mode: in-app navigation → first page (1×)`, unit: "ms", op: "<=", limit: 500, value: (r) => inApp(r, screen) },
    { id: `txs-search-4x-${rows}`, part: "tables", label: `Transactions ${rows} server mode: search INP median (4×)`, unit: "ms", op: "<=", limit: 50, value: (r) => search(r, "4x", screen)?.medianMs ?? null },
  ]),
  // The console on the PayDesk server (PGlite in memory, 50,000 transactions), measured by the floor
  // part in turns with Refine + antd (bench/floor.mjs): a ratio to the stack's loads of the same
  // rounds, no absolute limit. antd alone is its own part's figure.
  {
    id: "paydesk-server-nav",
    part: "floor",
    label: "Transactions 50k on the PayDesk server (PGlite): navigation → first page (1×)",
    unit: "ms",
    op: "<=",
    limit: null,
    value: (r) => r.floor?.payDeskServer?.navigation?.medianMs ?? null,
    floor: (r, app) => (app === "refine" ? (r.floor?.payDeskServer?.floorNavigation?.medianMs ?? null) : floorNavigation(r, app)),
  },
  // The server part (bench/api.mjs): the console's server-mode list page on the PayDesk server with
  // 1,000,000 transactions, beside json-server with 50,000; withdrawals at once without an anomaly.
  {
    id: "server-list-p99",
    part: "server",
    label: "PayDesk server, PostgreSQL, 1M rows: list page p99 (look-up mix, 2 conn.)",
    unit: "ms",
    op: "<=",
    limit: 50,
    value: (r) => r.server?.postgres?.list?.latency?.latencyMs?.p99 ?? null,
  },
  {
    id: "server-vs-json-server",
    part: "server",
    label: "PayDesk server (PostgreSQL, 1M rows) ÷ json-server (50k rows): list requests/s",
    unit: "×",
    op: ">=",
    limit: 3,
    value: (r) => r.server?.ratio?.listRequestsPerSecond ?? null,
  },
  {
    id: "server-withdrawal-anomalies",
    part: "server",
    label: "PayDesk server: withdrawals at once, anomalies (PostgreSQL + PGlite)",
    op: "<=",
    limit: 0,
    value: (r) => {
      const a = r.server?.postgres?.withdrawals?.anomalies;
      const b = r.server?.pglite?.withdrawals?.anomalies;
      return a == null || b == null ? null : a + b;
    },
  },
];

const meets = (op, value, limit) => (op === "<=" ? value <= limit : value >= limit);
/** PayDesk ÷ Refine + antd, to 2 decimals (the figure judged is the one printed); null without both. */
export const floorRatio = (value, floor) => (value == null || floor == null || floor <= 0 ? null : Math.round((value / floor) * 100) / 100);

/**
 * Evaluates the budgets of the parts that ran. A budget with a floor, when the floor part ran too,
 * carries what each floor app measured (`floor`), `ratio` (PayDesk ÷ Refine + antd, judged against
 * 1.0 in the budget's direction), and `floorMisses`: Refine + antd misses the absolute limit itself
 * on this run, so only the ratio is judged. Without the floor part its status is "needs the floor".
 */
export function checkBudgets(results, parts) {
  return BUDGETS.filter((b) => parts.includes(b.part)).map((b) => {
    const value = b.value(results);
    const checked = { id: b.id, part: b.part, label: b.label, unit: b.unit ?? "", value, op: b.op, limit: b.limit };
    if (!b.floor) return { ...checked, status: value == null ? "n/a" : meets(b.op, value, b.limit) ? "pass" : "FAIL" };
    if (!results.floor) return { ...checked, status: value == null ? "n/a" : "needs the floor" };
    const floor = Object.fromEntries(Object.keys(FLOOR_APPS).map((app) => [app, b.floor(results, app)]));
    const floorMisses = floor.refine == null || b.limit == null ? null : !meets(b.op, floor.refine, b.limit);
    const ratio = floorRatio(value, floor.refine);
    const absolute = floorMisses === false ? meets(b.op, value, b.limit) : true;
    const status = ratio == null ? "n/a" : meets(b.op, ratio, 1) && absolute ? "pass" : "FAIL";
    return { ...checked, status, ratio, floor, floorMisses };
  });
}
