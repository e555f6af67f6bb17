// Client-side search (src/components/list/filter-rows.ts): the index is built once, and only
// when something asks for it (a search, or idle time: src/lib/idle.ts); search matches any
// indexed field, case-insensitively.
import { describe, expect, it, vi } from "vitest";
import { buildSearchIndex, filterRows, lazySearchIndex } from "../../../src/components/list/filter-rows";
import { whenIdle } from "../../../src/lib/idle";

const rows = [
  { id: "tx_1", description: "Payment to Acme", type: "payment", status: "completed" },
  { id: "tx_2", description: null, type: "load_funds", status: "pending" },
  { id: "tx_3", description: "Invoice #4 — Café Noir", type: "payment", status: "failed" },
];
const fields = ["id", "description", "type"];

describe("lazySearchIndex", () => {
  it("builds nothing until asked, then the same index as buildSearchIndex, once", () => {
    const reads = vi.fn();
    const watched = rows.map((r) => new Proxy(r, { get: (t, k) => (reads(k), t[k as keyof typeof t]) }));
    const index = lazySearchIndex(watched, fields);
    expect(reads).not.toHaveBeenCalled();
    const first = index();
    expect(first).toEqual(buildSearchIndex(rows, fields));
    const count = reads.mock.calls.length;
    expect(index()).toBe(first);
    expect(reads).toHaveBeenCalledTimes(count);
  });
});

describe("filterRows", () => {
  it("matches the search in any indexed field, ignoring case and surrounding spaces", () => {
    const index = buildSearchIndex(rows, fields);
    expect(filterRows(rows, index, "  ACME ", []).map((r) => r.id)).toEqual(["tx_1"]);
    expect(filterRows(rows, index, "café", []).map((r) => r.id)).toEqual(["tx_3"]);
    expect(filterRows(rows, index, "load_funds", []).map((r) => r.id)).toEqual(["tx_2"]);
  });

  it("combines the search with filters, and returns the rows themselves when nothing narrows", () => {
    const index = buildSearchIndex(rows, fields);
    expect(filterRows(rows, index, "payment", [{ key: "status", value: "failed" }]).map((r) => r.id)).toEqual(["tx_3"]);
    expect(filterRows(rows, index, "", [{ key: "status", value: "" }])).toBe(rows);
  });
});

describe("whenIdle", () => {
  it("runs the task later, not at once, and not at all once cancelled", async () => {
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
