// The bench's budgets (bench/budgets.mjs): issue 22's limits, and a client-mode build that differs
// from the default one only by the `paging` extension.
import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain ES module without types
import { BUDGETS, CLIENT_MODE_EXTENSIONS, checkBudgets } from "../../../bench/budgets.mjs";
import { EXTENSIONS, parseExtensions } from "../../../src/lib/extension-names";

type Budget = { id: string; limit: number; op: string };
const limit = (id: string) => (BUDGETS as Budget[]).find((b) => b.id === id);

describe("bench budgets", () => {
  it("the client-mode build turns on every extension but paging", () => {
    const on = parseExtensions({ VITE_API_EXTENSIONS: CLIENT_MODE_EXTENSIONS });
    expect([...on].sort()).toEqual(EXTENSIONS.filter((e) => e !== "paging").sort());
  });

  it("holds issue 22's limits", () => {
    expect(limit("tx-nav")).toMatchObject({ op: "<=", limit: 700 });
    expect(limit("txs-nav-50k")).toMatchObject({ op: "<=", limit: 500 });
    expect(limit("txs-nav-500k")).toMatchObject({ op: "<=", limit: 500 });
    expect(limit("txs-search-4x-500k")).toMatchObject({ op: "<=", limit: 50 });
    // Navigating within the running console, beside the cold loads above: the same limits.
    expect(limit("tx-inapp")).toMatchObject({ op: "<=", limit: 700 });
    expect(limit("txs-inapp-50k")).toMatchObject({ op: "<=", limit: 500 });
    expect(limit("txs-inapp-500k")).toMatchObject({ op: "<=", limit: 500 });
    expect(limit("dash-lh-mobile")).toMatchObject({ op: ">=", limit: 90 });
    expect(limit("signin-js")).toMatchObject({ op: "<=", limit: 120 });
  });

  it("an in-app navigation figure is its own budget, not the cold load's", () => {
    const results = { tables: { screens: { "transactions-server-50k": { navigation: { medianMs: 2000 }, inApp: { medianMs: 380 } } } } };
    const byId = Object.fromEntries((checkBudgets(results, ["tables"]) as { id: string; status: string; value: number }[]).map((b) => [b.id, b]));
    expect(byId["txs-nav-50k"]).toMatchObject({ value: 2000, status: "FAIL" });
    expect(byId["txs-inapp-50k"]).toMatchObject({ value: 380, status: "pass" });
    expect(byId["tx-inapp"].status).toBe("n/a");
  });

  it("a server-mode figure is read from its own screen", () => {
    const results = { tables: { screens: { "transactions-server-500k": { navigation: { medianMs: 420 } }, transactions: { navigation: { medianMs: 900 } } } } };
    const byId = Object.fromEntries((checkBudgets(results, ["tables"]) as { id: string; status: string; value: number }[]).map((b) => [b.id, b]));
    expect(byId["txs-nav-500k"]).toMatchObject({ value: 420, status: "pass" });
    expect(byId["tx-nav"]).toMatchObject({ value: 900, status: "FAIL" });
    expect(byId["txs-nav-50k"].status).toBe("n/a");
  });
});

describe("bench budgets beside the floor (bench/floor.mjs)", () => {
  const floorApps = (navigation: number, antd: number) => ({
    apps: { refine: { navigation: { medianMs: navigation } }, antd: { navigation: { medianMs: antd } } },
  });
  const byId = (results: object) => Object.fromEntries((checkBudgets(results, ["tables"]) as { id: string }[]).map((b) => [b.id, b]));

  it("a budget the stack alone misses says so, with each floor app's figure", () => {
    const results = { tables: { screens: { "transactions-server-50k": { navigation: { medianMs: 1100 } } } }, floor: floorApps(830, 470) };
    expect(byId(results)["txs-nav-50k"]).toMatchObject({ status: "FAIL", floor: { refine: 830, antd: 470 }, floorMisses: true });
  });

  it("client mode's in-app navigation is set beside Refine's own whole-list screen", () => {
    const results = { tables: { screens: { transactions: { inApp: { medianMs: 800 } } } }, floor: { apps: { refine: { inApp: { medianMs: 830 } }, antd: {} } } };
    expect(byId(results)["tx-inapp"]).toMatchObject({ status: "FAIL", floor: { refine: 830, antd: null }, floorMisses: true });
  });

  it("a budget the stack alone meets is the console's own miss", () => {
    const results = { tables: { screens: { transactions: { navigation: { medianMs: 900 } } } }, floor: floorApps(650, 400) };
    expect(byId(results)["tx-nav"]).toMatchObject({ status: "FAIL", floorMisses: false });
  });

  it("without the floor part, or for a budget with no floor, nothing is added", () => {
    const results = { tables: { screens: { transactions: { navigation: { medianMs: 900 }, inApp: { medianMs: 600 } } } } };
    expect(byId(results)["tx-nav"]).not.toHaveProperty("floor");
    expect(byId({ ...results, floor: floorApps(650, 400) })["tx-search-1x"]).not.toHaveProperty("floor");
  });
});
