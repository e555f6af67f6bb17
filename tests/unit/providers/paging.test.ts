// Extension `paging`: every Refine list call shape the console makes in server mode, mapped onto
// simple-rest's query conventions; and the data provider sending it and reading X-Total-Count.
import { describe, expect, it } from "vitest";
import type { AxiosInstance, AxiosRequestConfig } from "axios";
import type { CrudFilter, GetListParams } from "@refinedev/core";
import { firstPageQuery, listFilters, pagingQuery, sortableKeys, sortersOf, totalIsLowerBound, totalOf } from "../../../providers/paging";
import { transactions } from "../../../resources/transactions";
import { rangeFilters, rangePredicate } from "../../../resources/transactions/ranges";
import type { Transaction } from "../../../src/domain";
import { createDataProvider } from "../../../providers/data-provider";
import { resources } from "../../../resources";
import { resolveColumns } from "../../../src/components/resource/schema";

const server = (currentPage: number, pageSize: number) => ({ mode: "server" as const, currentPage, pageSize });

describe("pagingQuery: Refine list call → simple-rest query", () => {
  const cases: Array<[string, Parameters<typeof pagingQuery>[0], Record<string, string>]> = [
    ["first page", { pagination: server(1, 20) }, { _start: "0", _end: "20" }],
    ["third page of 50", { pagination: server(3, 50) }, { _start: "100", _end: "150" }],
    ["export chunk of 1,000 (page 4)", { pagination: server(4, 1000) }, { _start: "3000", _end: "4000" }],
    ["sort ascending", { pagination: server(1, 20), sorters: [{ field: "amount", order: "asc" }] }, { _start: "0", _end: "20", _sort: "amount", _order: "asc" }],
    ["sort descending", { pagination: server(2, 10), sorters: [{ field: "createdAt", order: "desc" }] }, { _start: "10", _end: "20", _sort: "createdAt", _order: "desc" }],
    ["two sorters", { sorters: [{ field: "status", order: "asc" }, { field: "createdAt", order: "desc" }] }, { _sort: "status,createdAt", _order: "asc,desc" }],
    ["eq filter (status)", { pagination: server(1, 20), filters: [{ field: "status", operator: "eq", value: "pending" }] }, { _start: "0", _end: "20", status: "pending" }],
    ["two eq filters", { filters: [{ field: "status", operator: "eq", value: "failed" }, { field: "type", operator: "eq", value: "payment" }] }, { status: "failed", type: "payment" }],
    [
      "ranges (More Filters)",
      {
        filters: [
          { field: "createdAt", operator: "gte", value: "2026-11-01T00:00:00.000Z" },
          { field: "createdAt", operator: "lte", value: "2026-11-30T23:59:59.999Z" },
          { field: "amount", operator: "gte", value: "10.00" },
          { field: "amount", operator: "lte", value: "250" },
        ],
      },
      { createdAt_gte: "2026-11-01T00:00:00.000Z", createdAt_lte: "2026-11-30T23:59:59.999Z", amount_gte: "10.00", amount_lte: "250" },
    ],
    ["search", { pagination: server(1, 20), filters: [{ field: "q", operator: "eq", value: "  Invoice #4 " }] }, { _start: "0", _end: "20", q: "Invoice #4" }],
    ["search with contains (simple-rest's q is any operator)", { filters: [{ field: "q", operator: "contains", value: "acme" }] }, { q: "acme" }],
    ["record page: the one record by id", { pagination: server(1, 1), filters: [{ field: "id", operator: "eq", value: "tx-1" }] }, { _start: "0", _end: "1", id: "tx-1" }],
    ["ne and like", { filters: [{ field: "status", operator: "ne", value: "failed" }, { field: "description", operator: "contains", value: "wallet" }] }, { status_ne: "failed", description_like: "wallet" }],
    ["empty values are not sent", { filters: [{ field: "status", operator: "eq", value: "" }, { field: "q", operator: "eq", value: "  " }, { field: "amount", operator: "gte", value: null }] }, {}],
    ["client mode (pagination off) sends no paging", { pagination: { mode: "off" } }, {}],
    ["no mode given sends no paging", { pagination: { currentPage: 2, pageSize: 10 } }, {}],
  ];
  it.each(cases)("%s", (_name, call, query) => {
    expect(pagingQuery(call)).toEqual(query);
  });

  it("an operator the conventions cannot say throws instead of dropping the filter", () => {
    expect(() => pagingQuery({ filters: [{ field: "a", operator: "in", value: ["x"] }] })).toThrow(/operator "in"/);
    expect(() => pagingQuery({ filters: [{ operator: "or", value: [] } as CrudFilter] })).toThrow(/"or"/);
  });
});

describe("the list's URL state → Refine call", () => {
  it("sort value → sorters", () => {
    expect(sortersOf("amount.asc")).toEqual([{ field: "amount", order: "asc" }]);
    expect(sortersOf("createdAt.desc")).toEqual([{ field: "createdAt", order: "desc" }]);
    expect(sortersOf("")).toEqual([]);
    expect(sortersOf("amount.up")).toEqual([]);
  });
  it("search and declared filters → filters, empty ones left out", () => {
    expect(listFilters(" acme ", [{ key: "status", value: "pending" }, { key: "type", value: "" }])).toEqual([
      { field: "q", operator: "eq", value: "acme" },
      { field: "status", operator: "eq", value: "pending" },
    ]);
    expect(listFilters("", [])).toEqual([]);
  });
  it("total: X-Total-Count, else the rows received", () => {
    expect(totalOf("12345", 20)).toBe(12345);
    expect(totalOf(undefined, 20)).toBe(20);
    expect(totalOf("many", 3)).toBe(3);
  });
  it("a total is a lower bound when X-Total-Count-Relation is gte, else exact", () => {
    expect(totalIsLowerBound("gte")).toBe(true);
    expect(totalIsLowerBound(" GTE ")).toBe(true);
    expect(totalIsLowerBound("eq")).toBe(false);
    expect(totalIsLowerBound(undefined)).toBe(false);
  });
});

describe("data provider getList in server mode", () => {
  function recorder(headers: Record<string, string> = {}) {
    const calls: AxiosRequestConfig[] = [];
    const http = {
      defaults: { baseURL: "" },
      request: async (cfg: AxiosRequestConfig) => {
        calls.push(cfg);
        return { data: [{ id: "a" }, { id: "b" }], status: 200, headers };
      },
    } as unknown as AxiosInstance;
    return { calls, dp: createDataProvider(resources, http) };
  }

  it("sends the paging query with the extra query (merchantId) and reads the total from X-Total-Count", async () => {
    const { calls, dp } = recorder({ "x-total-count": "5000" });
    const params: GetListParams = {
      resource: "kyc-documents",
      pagination: server(2, 20),
      sorters: [{ field: "uploadedAt", order: "desc" }],
      filters: [
        { field: "q", operator: "eq", value: "passport" },
        { field: "reviewStatus", operator: "eq", value: "pending" },
      ],
      meta: { query: { merchantId: "m1", unused: "" } },
    };
    const res = await dp.getList(params);
    expect(res).toEqual({ data: [{ id: "a" }, { id: "b" }], total: 5000, totalAtLeast: false });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: "get", url: "/api/kyc-documents" });
    expect(calls[0].params).toEqual({ merchantId: "m1", _start: "20", _end: "40", _sort: "uploadedAt", _order: "desc", q: "passport", reviewStatus: "pending" });
  });

  it("a total past the server's exact count (X-Total-Count-Relation: gte) is a lower bound", async () => {
    const { dp } = recorder({ "x-total-count": "10000", "x-total-count-relation": "gte" });
    expect(await dp.getList({ resource: "kyc-documents", pagination: server(1, 20) })).toMatchObject({ total: 10000, totalAtLeast: true });
  });

  it("client mode (SPEC §7): no paging query even with sorters and filters, total = rows", async () => {
    const { calls, dp } = recorder({ "x-total-count": "5000" });
    const res = await dp.getList({ resource: "transactions", pagination: { mode: "off" }, sorters: [{ field: "amount", order: "asc" }], filters: [{ field: "status", operator: "eq", value: "x" }] });
    expect(res.total).toBe(2);
    expect(calls[0].params).toBeUndefined();
  });
});

describe("Transactions in server mode", () => {
  it("sorts by the columns client mode sorts by (amount, date), nothing else", () => {
    expect([...sortableKeys(transactions)].sort()).toEqual(["amount", "createdAt"]);
    expect(sortersOf("description.asc", sortableKeys(transactions))).toEqual([]);
  });

  it("every list sorts by the same columns in both modes: client mode's columns (resolveColumns) are server mode's keys", () => {
    for (const d of resources) {
      const client = resolveColumns(d, d.list?.columns ?? []).flatMap((c) => (c.sorter ? [c.key] : []));
      expect({ list: d.name, sortable: client.sort() }).toEqual({ list: d.name, sortable: [...sortableKeys(d)].sort() });
    }
    // A column object on a money field sorts (Transactions' Amount); one that says `sorter: undefined` does not.
    expect(resolveColumns(transactions, transactions.list!.columns).find((c) => c.key === "amount")?.sorter).toBe("number");
    expect([...sortableKeys({ fields: { at: { label: "At", type: "date" } }, list: { columns: [{ key: "at", sorter: undefined }], empty: "" } })]).toEqual([]);
  });

  it("a cold load's first page: the URL's search, declared filters and sort; none when the URL holds the screen's own filters", () => {
    expect(firstPageQuery(transactions, "")).toEqual({ _start: "0", _end: "20" });
    expect(firstPageQuery(transactions, "?status=pending&q=acme&sort=amount.desc&cols=id,amount&profile=large")).toEqual({
      _start: "0",
      _end: "20",
      _sort: "amount",
      _order: "desc",
      q: "acme",
      status: "pending",
    });
    expect(firstPageQuery(transactions, "?min=50")).toBeNull();
    expect(firstPageQuery(transactions, "?kyc.sort=x")).toBeNull();
  });

  it("More Filters as server filters select what rangePredicate selects (local days, cents)", () => {
    const rows: Transaction[] = [
      ["a", "2026-11-01T00:00:00", "10.00"],
      ["b", "2026-10-31T23:59:59.999", "10.00"],
      ["c", "2026-11-30T23:59:59.999", "250"],
      ["d", "2026-12-01T00:00:00", "100"],
      ["e", "2026-11-15T12:00:00", "9.99"],
      ["f", "2026-11-15T12:00:00", "250.01"],
      ["g", "2026-11-15T12:00:00", null],
    ].map(([id, local, amount]) => ({ id: id!, type: "payment", description: null, amount, currency: "USD", status: "completed", walletId: null, createdAt: new Date(local!).toISOString() }) as Transaction);
    const ranges = { from: "2026-11-01", to: "2026-11-30", min: "10", max: "250" };
    const filters = rangeFilters(ranges);
    const query = pagingQuery({ filters });
    expect(Object.keys(query).sort()).toEqual(["amount_gte", "amount_lte", "createdAt_gte", "createdAt_lte"]);
    expect(query.amount_gte).toBe("10.00");
    expect(query.amount_lte).toBe("250.00");
    const server = rows.filter((t) => {
      const at = Date.parse(t.createdAt);
      const cents = t.amount === null ? null : Math.round(Number(t.amount) * 100);
      return at >= Date.parse(query.createdAt_gte) && at <= Date.parse(query.createdAt_lte) && cents !== null && cents >= 1000 && cents <= 25000;
    });
    expect(server.map((t) => t.id)).toEqual(rows.filter(rangePredicate(ranges)!).map((t) => t.id));
    expect(server.map((t) => t.id)).toEqual(["a", "c"]);
    expect(rangeFilters({ from: "2026-02-31", to: "", min: "x", max: "" })).toEqual([]);
  });
});
