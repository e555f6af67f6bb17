// The transactions search on the PayDesk server runs on one stored column (migration 0002:
// id, description and type lower-cased, joined by U+0001) with a trigram index. It must answer what
// the console's client-mode rule answers (src/lib/search.ts): a substring of one field, never of two
// fields run together, ignoring case — also for rows changed after they were stored, rows without a
// description, and a search that holds the separator itself (answered field by field).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Transaction } from "../../src/domain";
import { transactions as declaration } from "../../resources/transactions";
import { searchNeedle, searchText } from "../../src/lib/search";
import { testServer, type TestServer } from "./harness";

let server: TestServer;
let viewer: string;

const row = (id: string, description: string | null, type = "payment"): Transaction => ({
  id, type, description, amount: "1.00", currency: "USD", status: "completed", walletId: null, createdAt: "2021-06-01T00:00:00.000Z",
}) as Transaction;

beforeAll(async () => {
  server = await testServer();
  viewer = await server.signIn("viewer@paydesk.dev");
  await server.store.transactions.insertMany([
    row("srch-0001", "Zebra Crossing Ltd"),
    row("srch-0002", "ÉCOLE Publique"),
    row("srch-0003", null, "load_funds"),
    row("srch-0004", "tab\u0001inside"),
    row("srch-0005", "Ends with zebra"),
  ]);
});
afterAll(() => server.close());

async function search(q: string): Promise<{ ids: string[]; total: number }> {
  const res = await server.call(`/api/transactions?q=${encodeURIComponent(q)}&_start=0&_end=1000`, { cookie: viewer });
  if (res.status !== 200) throw new Error(`${q}: ${res.status} ${await res.text()}`);
  const rows = (await res.json()) as Transaction[];
  return { ids: rows.map((t) => t.id).filter((id) => id.startsWith("srch-")).sort(), total: Number(res.headers.get("X-Total-Count")) };
}

/** The console's client-mode answer over every transaction, for the same search. */
async function clientMode(q: string): Promise<{ ids: string[]; total: number }> {
  const all = (await (await server.call("/api/transactions", { cookie: viewer })).json()) as Transaction[];
  const fields = declaration.list!.search!.fields;
  const hits = all.filter((t) => searchText(t as unknown as Record<string, unknown>, fields).includes(searchNeedle(q)));
  return { ids: hits.map((t) => t.id).filter((id) => id.startsWith("srch-")).sort(), total: hits.length };
}

describe("the transactions search column", () => {
  it("finds a substring of one field, ignoring case (non-ASCII too), never across two fields", async () => {
    expect((await search("ZEBRA")).ids).toEqual(["srch-0001", "srch-0005"]);
    expect((await search("école")).ids).toEqual(["srch-0002"]);
    // "…Ltd" then the type "payment": run together they would hold "ltdpayment" — a match of no field.
    expect((await search("ltdpayment")).total).toBe(0);
    expect((await search("zebrapayment")).total).toBe(0);
    // id and type are searched as well as the description; a row without one is found by the others.
    expect((await search("srch-0003")).ids).toEqual(["srch-0003"]);
    expect((await search("LOAD_FUNDS")).ids).toEqual(["srch-0003"]);
    for (const q of ["ZEBRA", "école", "ltdpayment", "srch-0003", "load_funds", "0001"]) expect(await search(q), q).toEqual(await clientMode(q));
  });

  it("a search holding the separator is answered field by field", async () => {
    expect((await search("tab\u0001inside")).ids).toEqual(["srch-0004"]);
    // Across the end of one field and the start of the next, with the separator between them: no row
    // (the rule is "occurs in one of the fields", docs/api-extensions.md "paging"; the column alone would match it).
    expect((await search("zebra\u0001payment")).total).toBe(0);
    expect(await search("tab\u0001inside")).toEqual(await clientMode("tab\u0001inside"));
  });

  it("follows a row's change", async () => {
    await server.store.transactions.update("srch-0001", { description: "Quagga Partners" });
    expect((await search("zebra")).ids).toEqual(["srch-0005"]);
    expect((await search("quagga")).ids).toEqual(["srch-0001"]);
  });
});
