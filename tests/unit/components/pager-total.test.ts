import { describe, expect, it } from "vitest";
import { pagerTotal } from "../../../src/components/list/pager-total";

describe("pagerTotal", () => {
  it("says the total with separators, and a lower bound with a plus", () => {
    expect(pagerTotal(23)).toBe("23 total");
    expect(pagerTotal(12345)).toBe("12,345 total");
    expect(pagerTotal(10000, true)).toBe("10,000+ total");
  });
});
