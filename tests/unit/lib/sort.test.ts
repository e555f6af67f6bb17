// The one sort of every list (src/lib/sort.ts): client mode and the demo server's paging use it.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { sortRows, sortTypeOf, type SortKey } from "../../../src/lib/sort";

type Row = { id: string; amount?: string | null; at?: string | null; name?: string | null; n?: number | string | null };
const ids = (rows: Row[]) => rows.map((r) => r.id);

describe("sortRows", () => {
  const rows: Row[] = [
    { id: "a", amount: "12.50", at: "2026-11-02T10:00:00Z", name: "beta" },
    { id: "b", amount: null, at: null, name: "" },
    { id: "c", amount: "9.99", at: "2026-11-01T10:00:00Z", name: "Alpha" },
    { id: "d", amount: "12.5", at: "2026-11-02T10:00:00Z", name: "alpha" },
    { id: "e", amount: "100.00", at: "not a date", name: null },
  ];

  it("money as cents, rows without a value last in both directions, ties in the order given", () => {
    expect(ids(sortRows(rows, [{ field: "amount", type: "money", order: "asc" }]))).toEqual(["c", "a", "d", "e", "b"]);
    expect(ids(sortRows(rows, [{ field: "amount", type: "money", order: "desc" }]))).toEqual(["e", "a", "d", "c", "b"]);
  });

  it("dates as instants; an unreadable date counts as none", () => {
    expect(ids(sortRows(rows, [{ field: "at", type: "date", order: "asc" }]))).toEqual(["c", "a", "d", "b", "e"]);
    expect(ids(sortRows(rows, [{ field: "at", type: "date", order: "desc" }]))).toEqual(["a", "d", "c", "b", "e"]);
  });

  it("text by the locale's collation (empty first going up), a second key breaking ties", () => {
    expect(ids(sortRows(rows, [{ field: "name", type: "text", order: "asc" }]))).toEqual(["b", "e", "d", "c", "a"]);
    const byAmountThenName: SortKey[] = [
      { field: "amount", type: "money", order: "desc" },
      { field: "name", type: "text", order: "desc" },
    ];
    expect(ids(sortRows(rows, byAmountThenName))).toEqual(["e", "a", "d", "c", "b"]);
  });

  it("returns a copy and leaves the rows as they were", () => {
    const before = ids(rows);
    const out = sortRows(rows, [{ field: "amount", type: "money", order: "asc" }]);
    expect(out).not.toBe(rows);
    expect(ids(rows)).toEqual(before);
    expect(sortRows(rows, [])).toEqual(rows);
  });

  it("orders numbers as a comparison of each pair would, stably (property)", () => {
    const value = fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), fc.constantFrom(null, "", "x", "7"));
    fc.assert(
      fc.property(fc.array(value, { maxLength: 40 }), fc.constantFrom("asc" as const, "desc" as const), (values, order) => {
        const input: Row[] = values.map((n, i) => ({ id: String(i), n }));
        const out = sortRows(input, [{ field: "n", type: "number", order }]);
        const num = (r: Row) => (r.n === null || r.n === "" ? Number.NaN : Number(r.n));
        const dir = order === "asc" ? 1 : -1;
        for (let i = 1; i < out.length; i++) {
          const [x, y] = [num(out[i - 1]), num(out[i])];
          if (Number.isNaN(x)) expect(Number.isNaN(y)).toBe(true);
          else if (!Number.isNaN(y)) expect((y - x) * dir).toBeGreaterThanOrEqual(0);
          if (x === y || (Number.isNaN(x) && Number.isNaN(y))) expect(Number(out[i - 1].id)).toBeLessThan(Number(out[i].id));
        }
        expect(out.map((r) => r.id).sort()).toEqual(input.map((r) => r.id).sort());
      }),
    );
  });
});

describe("sortTypeOf", () => {
  it("takes money, dates and numbers from the field's type, else the column's declared sort", () => {
    expect(sortTypeOf("money", "number")).toBe("money");
    expect(sortTypeOf("date")).toBe("date");
    expect(sortTypeOf("enum")).toBe("text");
    expect(sortTypeOf(undefined, "date")).toBe("date");
  });
});
