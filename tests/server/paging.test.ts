// Extension `paging` on the PayDesk server against hostile or careless parameters: every call either
// answers 400 in the demo backend's words or answers safely — the rows the console's client-mode
// rule would show (src/lib/search.ts), never SQL's reading of them. And the caps of
// server/rules/paging.ts: at most MAX_PAGE_ROWS rows a page, MAX_SORT_FIELDS sort fields.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Transaction } from "../../src/domain";
import { transactions as declaration } from "../../resources/transactions";
import { MAX_PAGE_ROWS, MAX_SORT_FIELDS } from "../../server/rules/paging";
import { searchNeedle, searchText } from "../../src/lib/search";
import { DATABASE, testServer, type TestServer } from "./harness";

let server: TestServer;
let viewer: string;
let all: Transaction[];

beforeAll(async () => {
  server = await testServer();
  viewer = await server.signIn("viewer@paydesk.dev");
  // More rows than one page holds, older than the demo's, so the caps below bite.
  const oldest = Date.parse("2020-01-01T00:00:00.000Z");
  await server.store.transactions.insertMany(
    Array.from({ length: MAX_PAGE_ROWS }, (_, i): Transaction => ({
      id: `bulk-${String(i).padStart(4, "0")}`, type: i % 2 ? "payment" : "load_funds", description: `Bulk row ${i}`, amount: `${i}.00`,
      currency: "USD", status: "completed", walletId: null, createdAt: new Date(oldest - i * 1000).toISOString(),
    })),
  );
  all = (await (await server.call("/api/transactions", { cookie: viewer })).json()) as Transaction[];
});
afterAll(() => server.close());

async function page(query: string): Promise<{ status: number; rows: Transaction[]; total: number }> {
  const res = await server.call(`/api/transactions?${query}`, { cookie: viewer });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${text}`);
  return { status: res.status, rows: JSON.parse(text) as Transaction[], total: Number(res.headers.get("X-Total-Count")) };
}

async function refusal(query: string): Promise<{ status: number; body: string; type: string }> {
  const res = await server.call(`/api/transactions?${query}`, { cookie: viewer });
  return { status: res.status, body: await res.text(), type: res.headers.get("Content-Type") ?? "" };
}

const ids = (rows: readonly Transaction[]) => rows.map((t) => t.id);
const fields = declaration.list!.search!.fields;
/** The rows the console's client mode shows for a search, in the list's order. */
const searched = (q: string) => all.filter((t) => searchText(t as unknown as Record<string, unknown>, fields).includes(searchNeedle(q)));

describe(`paging parameters on ${DATABASE}`, () => {
  it("the list is larger than one page (so the caps below bite)", () => {
    expect(all.length).toBeGreaterThan(MAX_PAGE_ROWS);
  });

  it("unknown or malformed sort fields are 400, never SQL", async () => {
    for (const field of ["secret", "__proto__", "constructor", "amount desc", "amount;drop table transactions", "data->>'x'", "passwordHash"]) {
      expect(await refusal(`_start=0&_end=10&_sort=${encodeURIComponent(field)}`), field).toMatchObject({ status: 400, body: `Cannot sort by ${field}`, type: expect.stringContaining("text/plain") });
    }
    expect(await refusal("_start=0&_end=10&_sort=amount&_order=sideways")).toMatchObject({ status: 400, body: "_order must be asc or desc" });
    expect(await refusal("_start=0&_end=10&_sort=amount&_order=asc,desc")).toMatchObject({ status: 400, body: "_order has more entries than _sort" });
    expect(await refusal("_start=0&_end=10&_order=asc")).toMatchObject({ status: 400, body: "_order needs _sort" });
  });

  it(`sorts by at most ${MAX_SORT_FIELDS} fields`, async () => {
    const three = await page("_start=0&_end=50&_sort=status,type,amount&_order=asc,asc,desc");
    expect(three.rows).toHaveLength(50);
    expect(three.total).toBe(all.length);
    expect(await refusal("_start=0&_end=50&_sort=status,type,amount,createdAt")).toMatchObject({ status: 400, body: `Sort by at most ${MAX_SORT_FIELDS} fields` });
  });

  it("negative, fractional, huge or non-numeric ranges are 400; a range past the end is empty", async () => {
    expect(await refusal("_start=-1&_end=20")).toMatchObject({ status: 400, body: "_start must be a whole number of 0 or more" });
    expect(await refusal("_start=1.5&_end=20")).toMatchObject({ status: 400, body: "_start must be a whole number of 0 or more" });
    expect(await refusal("_start=0&_end=-20")).toMatchObject({ status: 400, body: "_end must be a whole number of 0 or more" });
    expect(await refusal("_start=0&_end=1e3")).toMatchObject({ status: 400, body: "_end must be a whole number of 0 or more" });
    expect(await refusal("_start=0&_end=99999999999999999999")).toMatchObject({ status: 400, body: "_end must be a whole number of 0 or more" });
    expect(await refusal("_start=40&_end=20")).toMatchObject({ status: 400, body: "_end must not be less than _start" });
    const far = await page("_start=999998999&_end=999999999");
    expect([far.rows, far.total]).toEqual([[], all.length]);
  });

  it(`a page holds at most ${MAX_PAGE_ROWS} rows, also when _end is left out`, async () => {
    const full = await page(`_start=0&_end=${MAX_PAGE_ROWS}`);
    expect(ids(full.rows)).toEqual(ids(all.slice(0, MAX_PAGE_ROWS)));
    expect(await refusal(`_start=0&_end=${MAX_PAGE_ROWS + 1}`)).toMatchObject({ status: 400, body: `A page has at most ${MAX_PAGE_ROWS} rows` });
    expect(await refusal("_start=0&_end=999999999")).toMatchObject({ status: 400, body: `A page has at most ${MAX_PAGE_ROWS} rows` });
    const open = await page("_start=5");
    expect(ids(open.rows)).toEqual(ids(all.slice(5, 5 + MAX_PAGE_ROWS)));
    expect(open.total).toBe(all.length);
  });

  it("q with SQL, LIKE and regular-expression characters is plain text: the client-mode rows", async () => {
    const queries = ["%", "_", "\\", "'", ".*", "%%", "_a", "load_funds", "100%", "' OR '1'='1", "'; drop table transactions; --", "\\%", "[a-z]+", "$1", "^.*$", "\\\\"];
    for (const q of queries) {
      const expected = searched(q);
      const got = await page(`q=${encodeURIComponent(q)}&_start=0&_end=${MAX_PAGE_ROWS}`);
      expect(got.total, q).toBe(expected.length);
      expect(ids(got.rows), q).toEqual(ids(expected.slice(0, MAX_PAGE_ROWS)));
    }
    // `_` is a character, not LIKE's any-character: only rows with an underscore (load_funds, wallet_creation) match.
    expect(searched("_").length).toBeGreaterThan(0);
    expect(searched("_").length).toBeLessThan(all.length);
    // PostgreSQL text cannot hold NUL: a parameter with one is refused, not a failed query.
    expect(await refusal("q=a%00b&_start=0&_end=10")).toMatchObject({ status: 400, body: "Query parameters must not contain NUL characters" });
    expect(await refusal("status=%00&_start=0&_end=10")).toMatchObject({ status: 400, body: "Query parameters must not contain NUL characters" });
    // And the table is still there.
    expect((await page("_start=0&_end=1")).total).toBe(all.length);
  });

  it("field filters with quotes and wildcards compare as text", async () => {
    expect((await page(`status=${encodeURIComponent("pending' OR '1'='1")}&_start=0&_end=10`)).total).toBe(0);
    expect((await page(`description_like=${encodeURIComponent("%")}&_start=0&_end=10`)).total).toBe(all.filter((t) => (t.description ?? "").includes("%")).length);
    const underscore = await page(`type_like=_&_start=0&_end=${MAX_PAGE_ROWS}`);
    expect(underscore.total).toBe(all.filter((t) => t.type.includes("_")).length);
    expect(underscore.total).toBeLessThan(all.length);
    expect((await page(`type_ne=${encodeURIComponent("'")}&_start=0&_end=1`)).total).toBe(all.length);
  });

  it("range bounds that are not numbers or dates (years 1–9999) are 400", async () => {
    for (const bound of ["lots", "NaN", "Infinity", "1e400", "1;drop", ""]) {
      expect(await refusal(`_start=0&_end=1&amount_gte=${encodeURIComponent(bound)}`), bound).toMatchObject({ status: 400, body: "amount_gte must be a number" });
    }
    for (const bound of ["yesterday", "+275760-09-13T00:00:00.000Z", "-271821-04-20T00:00:00.000Z", "+010000-01-01T00:00:00.000Z"]) {
      expect(await refusal(`_start=0&_end=1&createdAt_lte=${encodeURIComponent(bound)}`), bound).toMatchObject({ status: 400, body: "createdAt_lte must be a date (ISO 8601)" });
    }
    expect((await page(`createdAt_gte=${encodeURIComponent("0001-01-01T00:00:00.000Z")}&_start=0&_end=1`)).total).toBe(all.length);
    expect((await page(`createdAt_gte=${encodeURIComponent("9999-12-31T23:59:59.999Z")}&_start=0&_end=1`)).total).toBe(0);
    expect(await refusal("amount_gte=99999999999999999999.99&_start=0&_end=1")).toMatchObject({ status: 400, body: "amount_gte must be a number" });
    expect((await page("amount_gte=999999999.99&_start=0&_end=1")).total).toBe(0);
  });

  it("unknown parameters are 400, as in the demo backend", async () => {
    expect(await refusal("_start=0&_end=10&limit=10")).toMatchObject({ status: 400, body: "Unknown query parameter: limit" });
    expect(await refusal("_start=0&_end=10&__proto__=x")).toMatchObject({ status: 400, body: "Unknown query parameter: __proto__" });
  });
});
