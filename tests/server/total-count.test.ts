// A page's total (extension `paging`, server/rules/paging.ts): exact up to EXACT_TOTAL_UP_TO matching
// rows, a search's up to EXACT_SEARCH_TOTAL_UP_TO; past it X-Total-Count says that many and
// X-Total-Count-Relation says "gte" (at least), and the count stops there instead of visiting every
// match. The pages themselves go on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Transaction } from "../../src/domain";
import { EXACT_SEARCH_TOTAL_UP_TO, EXACT_TOTAL_UP_TO } from "../../server/rules/paging";
import { DATABASE, testServer, type TestServer } from "./harness";

let server: TestServer;
let viewer: string;

beforeAll(async () => {
  server = await testServer();
  viewer = await server.signIn("viewer@paydesk.dev");
  const oldest = Date.parse("2020-01-01T00:00:00.000Z");
  // One more than the exact count's reach; every other one a payment.
  await server.store.transactions.insertMany(
    Array.from({ length: EXACT_TOTAL_UP_TO + 1 }, (_, i): Transaction => ({
      id: `counted-${String(i).padStart(5, "0")}`, type: i % 2 ? "payment" : "load_funds", description: `Counted row ${i}`, amount: "1.00",
      currency: "USD", status: "completed", walletId: null, createdAt: new Date(oldest - i * 1000).toISOString(),
    })),
  );
});
afterAll(() => server.close());

async function total(query: string) {
  const res = await server.call(`/api/transactions?${query}`, { cookie: viewer });
  expect(res.status).toBe(200);
  return { rows: ((await res.json()) as Transaction[]).map((t) => t.id), total: res.headers.get("X-Total-Count"), relation: res.headers.get("X-Total-Count-Relation"), expose: res.headers.get("Access-Control-Expose-Headers") };
}

describe(`the total of a page on ${DATABASE}`, () => {
  it(`past ${EXACT_TOTAL_UP_TO} matches of filters: X-Total-Count ${EXACT_TOTAL_UP_TO} and X-Total-Count-Relation gte, both exposed; the pages go on`, async () => {
    const first = await total("_start=0&_end=10&id_like=counted-");
    expect(first).toMatchObject({ total: String(EXACT_TOTAL_UP_TO), relation: "gte", expose: "X-Total-Count, X-Total-Count-Relation" });
    // The rows past the count's reach are still there, page by page.
    expect((await total(`_start=${EXACT_TOTAL_UP_TO}&_end=${EXACT_TOTAL_UP_TO + 10}&id_like=counted-`)).rows).toEqual([`counted-${EXACT_TOTAL_UP_TO}`]);
    // One row fewer is counted exactly.
    expect(await total("_start=0&_end=10&id_like=counted-&id_ne=counted-00000")).toMatchObject({ total: String(EXACT_TOTAL_UP_TO), relation: null });
  });

  it(`a search's total is exact up to ${EXACT_SEARCH_TOTAL_UP_TO}, then at least that; its pages go on past it`, async () => {
    expect(await total("_start=0&_end=10&q=counted row")).toMatchObject({ total: String(EXACT_SEARCH_TOTAL_UP_TO), relation: "gte" });
    expect(await total("_start=0&_end=10&q=counted row&id_like=counted-01")).toMatchObject({ total: "1000", relation: null }); // counted-01000 … 01999
    expect(await total("_start=0&_end=10&q=counted row&id_like=counted-012")).toMatchObject({ total: "100", relation: null });
    expect((await total(`_start=${EXACT_TOTAL_UP_TO}&_end=${EXACT_TOTAL_UP_TO + 10}&q=counted row`)).rows).toEqual([`counted-${EXACT_TOTAL_UP_TO}`]);
  });

  it("past the reach, a search sorted by amount pages on in both orders", async () => {
    const ids = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `counted-${String(from + i).padStart(5, "0")}`);
    const sorted = "q=counted row&status=completed&_sort=amount";
    for (const order of ["desc", "asc"]) {
      expect(await total(`_start=0&_end=3&${sorted}&_order=${order}`)).toMatchObject({ rows: ids(0, 3), total: String(EXACT_SEARCH_TOTAL_UP_TO), relation: "gte" });
      expect((await total(`_start=${EXACT_TOTAL_UP_TO - 2}&_end=${EXACT_TOTAL_UP_TO + 2}&${sorted}&_order=${order}`)).rows).toEqual(ids(EXACT_TOTAL_UP_TO - 2, EXACT_TOTAL_UP_TO + 1));
    }
  });
});
