import { describe, expect, it } from "vitest";
import { pagerState, pagerTotal } from "../../../src/components/list/pager-total";

describe("pagerTotal", () => {
  it("says the total with separators, and a lower bound with a plus", () => {
    expect(pagerTotal(23)).toBe("23 total");
    expect(pagerTotal(12345)).toBe("12,345 total");
    expect(pagerTotal(10000, true)).toBe("10,000+ total");
  });
});

describe("pagerState", () => {
  it("pages over an exact total as it is", () => {
    expect(pagerState(1037, false, 1, 20, 20)).toEqual({ total: 1037, label: "1,037 total" });
    expect(pagerState(1037, false, 52, 20, 17)).toEqual({ total: 1037, label: "1,037 total" });
  });

  it("offers the page after a full one past a lower bound, so Next walks on past 10,000", () => {
    // Within the bound: the bound itself (500 pages of 20).
    expect(pagerState(10000, true, 1, 20, 20)).toEqual({ total: 10000, label: "10,000+ total" });
    // On the bound's last page, full: one more page.
    expect(pagerState(10000, true, 500, 20, 20)).toEqual({ total: 10001, label: "10,000+ total" });
    // Past it, full: still one more.
    expect(pagerState(10000, true, 520, 20, 20)).toEqual({ total: 10401, label: "10,000+ total" });
  });

  it("knows the total once a page past the bound is not full: that page is the last", () => {
    expect(pagerState(10000, true, 501, 20, 13)).toEqual({ total: 10013, label: "10,013 total" });
    // Rows gone meanwhile (a short page within the bound): the bound stays, nothing is invented.
    expect(pagerState(10000, true, 3, 20, 5)).toEqual({ total: 10000, label: "10,000+ total" });
  });
});
