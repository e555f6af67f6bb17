// Extension `paging` in the demo backend: GET /api/transactions serves the whole list without paging
// parameters (SPEC §7) and a page with them, filtered, searched and sorted as the console's client
// mode would (same rows, same order), the total in X-Total-Count; bad parameters are 400 plain text.
import { afterEach, describe, expect, it } from "vitest";
import type { Transaction } from "../../../src/domain";
import { getDb } from "../../../mocks/db";
import { setDemoExtensions } from "../../../mocks/extensions";
import { filterRows, buildSearchIndex } from "../../../src/components/list/filter-rows";
import { sortRows } from "../../../src/lib/sort";
import { transactions as declaration } from "../../../resources/transactions";
import { parseCents } from "../../../src/lib/format";
import { VIEWER, call, loginAs, outcome } from "./helpers";

async function page(query: string): Promise<{ rows: Transaction[]; total: string | null; relation: string | null; expose: string | null; status: number }> {
  const res = await call(`/api/transactions?${query}`);
  const status = res.status;
  const text = await res.text();
  if (!res.ok) throw new Error(`${status}: ${text}`);
  return {
    rows: JSON.parse(text) as Transaction[],
    total: res.headers.get("X-Total-Count"),
    relation: res.headers.get("X-Total-Count-Relation"),
    expose: res.headers.get("Access-Control-Expose-Headers"),
    status,
  };
}

const ids = (rows: readonly Transaction[]) => rows.map((t) => t.id);
const searchFields = declaration.list!.search!.fields;
/** What the console's client mode shows for a search and filters. */
function clientRows(search: string, filters: Record<string, string> = {}, predicate?: (t: Transaction) => boolean): Transaction[] {
  const all = getDb().transactions;
  return filterRows(all, buildSearchIndex(all, searchFields), search, Object.entries(filters).map(([key, value]) => ({ key, value })), predicate);
}

afterEach(() => setDemoExtensions(null));

describe("GET /api/transactions with paging (extension paging)", () => {
  it("no paging parameters: the whole list as SPEC §7, with no total header; limit still works", async () => {
    await loginAs(VIEWER);
    const res = await call("/api/transactions");
    expect(res.headers.get("X-Total-Count")).toBeNull();
    expect(ids(await res.json())).toEqual(ids(getDb().transactions));
    expect(ids((await page("limit=10")).rows)).toEqual(ids(getDb().transactions.slice(0, 10)));
  });

  it("pages with _start/_end (end excluded), the total of all matches in X-Total-Count, exposed to scripts", async () => {
    await loginAs(VIEWER);
    const all = getDb().transactions;
    const first = await page("_start=0&_end=20");
    expect(ids(first.rows)).toEqual(ids(all.slice(0, 20)));
    expect(first.total).toBe(String(all.length));
    expect(first.relation).toBeNull(); // exact
    expect(first.expose).toBe("X-Total-Count, X-Total-Count-Relation");
    expect(ids((await page("_start=20&_end=40")).rows)).toEqual(ids(all.slice(20, 40)));
    const last = await page(`_start=${all.length - 5}&_end=${all.length + 50}`);
    expect(last.rows).toHaveLength(5);
    expect((await page(`_start=${all.length + 10}&_end=${all.length + 20}`)).rows).toEqual([]);
  });

  it("past 10,000 matching rows (1,000 for a search) the total is a lower bound: X-Total-Count 10000, X-Total-Count-Relation gte; the pages go on", async () => {
    await loginAs(VIEWER);
    const db = getDb();
    const model = db.transactions[0];
    const extra = Array.from({ length: 10_001 - db.transactions.length }, (_, i) => ({ ...model, id: `tx_bulk_${String(i).padStart(5, "0")}`, createdAt: "2020-01-01T00:00:00.000Z" }));
    db.transactions = [...db.transactions, ...extra];
    const all = await page("_start=0&_end=10");
    expect([all.total, all.relation]).toEqual(["10000", "gte"]);
    expect((await page("_start=10000&_end=10010")).rows).toHaveLength(1); // the 10,001st row is there
    // One row fewer is counted exactly.
    const exact = await page(`_start=0&_end=10&id_ne=${extra[0].id}`);
    expect([exact.total, exact.relation]).toEqual(["10000", null]);
    // A search's total is exact up to 1,000 only (server/rules/paging.ts EXACT_SEARCH_TOTAL_UP_TO).
    const searched = await page(`_start=0&_end=10&q=${encodeURIComponent("tx_bulk_")}`);
    expect([searched.total, searched.relation]).toEqual(["1000", "gte"]);
    expect((await page(`_start=0&_end=10&q=${encodeURIComponent("tx_bulk_0")}`)).total).toBe("1000"); // tx_bulk_00000 … 09999: gte
    const few = await page(`_start=0&_end=10&q=${encodeURIComponent("tx_bulk_001")}`);
    expect([few.total, few.relation]).toEqual(["100", null]);
  });

  it("status and type filters, the search and the sort give client mode's rows in client mode's order", async () => {
    await loginAs(VIEWER);
    const pending = clientRows("", { status: "pending" });
    expect(pending.length).toBeGreaterThan(0);
    const r1 = await page("status=pending&_start=0&_end=1000");
    expect(ids(r1.rows)).toEqual(ids(pending));
    expect(r1.total).toBe(String(pending.length));

    for (const q of ["invoice", "  WALLET ", "payment", getDb().transactions[7].id.slice(0, 6), "zzz-nothing"]) {
      const expected = clientRows(q);
      const got = await page(`q=${encodeURIComponent(q)}&_start=0&_end=1000`);
      expect(ids(got.rows), q).toEqual(ids(expected));
      expect(got.total).toBe(String(expected.length));
    }

    const both = clientRows("wallet", { status: "completed", type: "load_funds" });
    for (const [key, type, order] of [["amount", "money", "asc"], ["amount", "money", "desc"], ["createdAt", "date", "asc"], ["createdAt", "date", "desc"]] as const) {
      const sorted = sortRows(both, [{ field: key, type, order }]);
      const got = await page(`q=wallet&status=completed&type=load_funds&_sort=${key}&_order=${order}&_start=0&_end=1000`);
      expect(ids(got.rows), `${key} ${order}`).toEqual(ids(sorted));
    }
    // Rows without an amount go last in both directions.
    const byAmount = await page("_sort=amount&_order=desc&_start=0&_end=1000");
    const firstNull = byAmount.rows.findIndex((t) => t.amount === null);
    expect(firstNull).toBeGreaterThan(0);
    expect(byAmount.rows.slice(firstNull).every((t) => t.amount === null)).toBe(true);
  });

  it("the search follows new transactions (added at the front) and a replaced list", async () => {
    await loginAs(VIEWER);
    const before = await page("q=zebra&_start=0&_end=10");
    expect(before.total).toBe("0");
    const fresh: Transaction = { id: "00000000-zebr-a000-0000-000000000000", type: "payment", description: "Zebra Invoice", amount: "1.00", currency: "USD", status: "completed", walletId: null, createdAt: new Date().toISOString() };
    getDb().transactions.unshift(fresh);
    expect(ids((await page("q=zebra&_start=0&_end=10")).rows)).toEqual([fresh.id]);
    expect(ids((await page("q=invoice&_start=0&_end=1000")).rows)).toEqual(ids(clientRows("invoice")));
    getDb().transactions = getDb().transactions.slice(1);
    expect((await page("q=zebra&_start=0&_end=10")).total).toBe("0");
  });

  it("ranges: createdAt_gte/_lte as instants, amount_gte/_lte as cents; the record page's id= filter", async () => {
    await loginAs(VIEWER);
    const all = getDb().transactions;
    const from = all[120].createdAt;
    const to = all[40].createdAt;
    const inRange = (t: Transaction) => {
      const at = Date.parse(t.createdAt);
      const cents = parseCents(t.amount);
      return at >= Date.parse(from) && at <= Date.parse(to) && cents !== null && cents >= 1000 && cents <= 25000;
    };
    const got = await page(`createdAt_gte=${encodeURIComponent(from)}&createdAt_lte=${encodeURIComponent(to)}&amount_gte=10&amount_lte=250.00&_start=0&_end=1000`);
    expect(got.rows.length).toBeGreaterThan(0);
    expect(ids(got.rows)).toEqual(ids(all.filter(inRange)));

    const one = await page(`id=${all[33].id}&_start=0&_end=1`);
    expect(one.rows).toEqual([all[33]]);
    expect(one.total).toBe("1");
    expect((await page("id=no-such-id&_start=0&_end=1")).total).toBe("0");
  });

  it("bad parameters are 400 with a plain-text reason", async () => {
    await loginAs(VIEWER);
    const bad: Array<[string, string]> = [
      ["_start=-1&_end=20", "_start must be a whole number of 0 or more"],
      ["_start=0&_end=ten", "_end must be a whole number of 0 or more"],
      ["_start=40&_end=20", "_end must not be less than _start"],
      ["_start=0&_end=20&_sort=amount&_order=up", "_order must be asc or desc"],
      ["_start=0&_end=20&_order=asc", "_order needs _sort"],
      ["_start=0&_end=20&_sort=secret", "Cannot sort by secret"],
      ["_start=0&_end=20&amount_gte=lots", "amount_gte must be a number"],
      ["_start=0&_end=20&createdAt_lte=yesterday", "createdAt_lte must be a date (ISO 8601)"],
      ["_start=0&_end=20&colour=red", "Unknown query parameter: colour"],
      ["_start=0&_end=20&limit=10", "Unknown query parameter: limit"],
      // The server's caps (server/rules/paging.ts parsePage reads the parameters for both).
      ["_start=0&_end=1001", "A page has at most 1000 rows"],
      ["_start=0&_end=20&_sort=amount,createdAt,status,type", "Sort by at most 3 fields"],
    ];
    for (const [query, message] of bad) {
      expect(await outcome(`/api/transactions?${query}`), query).toMatchObject({ status: 400, body: message, type: expect.stringContaining("text/plain") });
    }
  });

  it("needs a session like the SPEC list", async () => {
    expect(await outcome("/api/transactions?_start=0&_end=20")).toMatchObject({ status: 401 });
  });

  it("with paging off (a SPEC §7 server) the parameters are ignored: the whole list, no total", async () => {
    setDemoExtensions([]);
    await loginAs(VIEWER);
    const res = await call("/api/transactions?_start=0&_end=20&status=pending");
    expect(res.headers.get("X-Total-Count")).toBeNull();
    expect(ids(await res.json())).toEqual(ids(getDb().transactions));
  });
});
