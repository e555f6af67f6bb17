import { describe, expect, it } from "vitest";
import { addAmounts, formatUsd, fromCents, parseAmount, toCents } from "../../../mocks/money";

describe("money", () => {
  it("parses decimal strings into integer cents", () => {
    expect(toCents("12.50")).toBe(1250);
    expect(toCents("12.5")).toBe(1250);
    expect(toCents("0.01")).toBe(1);
    expect(toCents("7")).toBe(700);
    expect(toCents("-3.05")).toBe(-305);
    expect(toCents("0012.30")).toBe(1230);
    expect(toCents("1.234")).toBeNull();
    expect(toCents("abc")).toBeNull();
    expect(toCents("")).toBeNull();
    expect(toCents("99999999999999999999")).toBeNull();
  });

  it("formats cents with 2 decimals", () => {
    expect(fromCents(1250)).toBe("12.50");
    expect(fromCents(5)).toBe("0.05");
    expect(fromCents(0)).toBe("0.00");
    expect(fromCents(-5)).toBe("-0.05");
    expect(() => fromCents(1.5)).toThrow();
  });

  it("adds exactly, never with floats", () => {
    expect(addAmounts("0.10", "0.20")).toBe("0.30");
    expect(addAmounts("0.1", "0.2", "0.3")).toBe("0.60");
    expect(addAmounts("1000000.01", "-0.02", null)).toBe("999999.99");
  });

  it("formats en-US dollars", () => {
    expect(formatUsd(123456789)).toBe("$1,234,567.89");
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(99999)).toBe("$999.99");
    expect(formatUsd(100000)).toBe("$1,000.00");
  });

  it("validates load/withdraw amounts", () => {
    expect(parseAmount("12.50")).toBe(1250);
    expect(parseAmount(" 5 ")).toBe(500);
    expect(parseAmount(0.1)).toBe(10);
    expect(parseAmount("1000000.00")).toBe(100_000_000);
    for (const bad of ["-1", "1e21", 1e21, "0.001", "12.345", "abc", "", "0", "0.00", "1000000.01", null, undefined, true, {}, NaN]) {
      expect(parseAmount(bad), String(bad)).toBeNull();
    }
  });
});
