// The bench's A/B mode (bench/ab.mjs): the two sides take turns, and each figure is compared by the
// median of its rounds.
import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain ES module without types
import { AB_EXTRA, compareRounds, roundOrder } from "../../../bench/ab.mjs";

type Row = { id: string; a: (number | null)[]; b: (number | null)[]; aMedian: number | null; bMedian: number | null; delta: number | null; deltaPct: number | null };

const tables = (inApp: number | null, search4x: number) => ({
  tables: { screens: { transactions: { inApp: { medianMs: inApp }, interactions: { "4x": { search: { medianMs: search4x } } } } } },
});

describe("bench A/B", () => {
  it("flips the order every round, so a drift of the machine falls on both sides", () => {
    expect([0, 1, 2, 3].map((i) => roundOrder(i).join(""))).toEqual(["AB", "BA", "AB", "BA"]);
  });

  it("compares each figure by the median of its rounds, B − A", () => {
    const rows = compareRounds({ A: [tables(900, 48), tables(1000, 56), tables(950, 40)], B: [tables(800, 40), tables(700, 48), tables(760, 40)] }, ["tables"]) as Row[];
    const inApp = rows.find((r) => r.id === "tx-inapp")!;
    expect(inApp).toMatchObject({ a: [900, 1000, 950], b: [800, 700, 760], aMedian: 950, bMedian: 760, delta: -190 });
    expect(inApp.deltaPct).toBeCloseTo(-20, 5);
    expect(rows.find((r) => r.id === "tx-search-4x")).toMatchObject({ aMedian: 48, bMedian: 40, delta: -8 });
  });

  it("a round that could not measure a figure is left out of its median; a side with none has no difference", () => {
    const rows = compareRounds({ A: [tables(null, 48), tables(900, 48)], B: [tables(null, 40), tables(null, 40)] }, ["tables"]) as Row[];
    expect(rows.find((r) => r.id === "tx-inapp")).toMatchObject({ a: [null, 900], aMedian: 900, bMedian: null, delta: null, deltaPct: null });
  });

  it("lists only the parts that ran, with the dashboard's TBT and LCP beside the Lighthouse scores", () => {
    const lighthouse = { lighthouse: { pages: { dashboard: { mobile: { median: { performance: 63, tbtMs: 1500, lcpMs: 3580 } } } } } };
    const rows = compareRounds({ A: [lighthouse], B: [lighthouse] }, ["lighthouse"]) as Row[];
    expect(rows.some((r) => r.id.startsWith("tx"))).toBe(false);
    expect(rows.find((r) => r.id === "dash-lh-mobile")).toMatchObject({ aMedian: 63, delta: 0 });
    expect((AB_EXTRA as { id: string }[]).map((m) => m.id)).toEqual(["dash-mobile-tbt", "dash-mobile-lcp"]);
    expect(rows.find((r) => r.id === "dash-mobile-tbt")).toMatchObject({ aMedian: 1500, bMedian: 1500 });
  });
});
