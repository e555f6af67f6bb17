// A search of several words on the SQL store asks the trigram index for its rarest word and checks
// each row for the whole needle (server/store/search-words.ts): the answer is the whole needle's,
// and which word the index is given follows the table's statistics sample (pg_stats).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type KyselyPlugin, type OperationNode } from "kysely";
import type { Transaction } from "../../src/domain";
import { migrate } from "../../server/db/migrate";
import type { OpenDatabase } from "../../server/db/connect";
import { SearchSamples } from "../../server/store/search-words";
import { sqlStore } from "../../server/store/sql";
import type { Query } from "../../server/store/types";
import { testDatabase } from "./harness";

let database: OpenDatabase;

const row = (n: number, description: string): Transaction =>
  ({ id: `sw-${String(n).padStart(4, "0")}`, type: "payment", description, amount: `${n}.00`, currency: "USD", status: "completed", walletId: null, createdAt: new Date(Date.UTC(2024, 0, 1, 0, n)).toISOString() }) as Transaction;

const DESCRIPTIONS = (n: number) =>
  n % 50 === 0 ? `Invoice #${40000 + n} — Harborview Pet Clinic LLC` : n % 3 === 0 ? `Invoice #${40000 + n} — Acme Supplies LLC` : n % 3 === 1 ? "Payment to Hilton Hotels" : `Invoice #${40000 + n} — Zebra Pet Store`;
const ROWS = Array.from({ length: 600 }, (_, n) => row(n, DESCRIPTIONS(n)));

/** Every value a statement is given, nested fragments included. */
function values(node: OperationNode, out: unknown[] = []): unknown[] {
  if (node.kind === "ValueNode") out.push((node as unknown as { value: unknown }).value);
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) for (const c of child) if (c && typeof c === "object" && "kind" in c) values(c as OperationNode, out);
    if (child && typeof child === "object" && "kind" in child) values(child as OperationNode, out);
  }
  return out;
}

/** The store over a database whose statements' values are recorded. */
function recordingStore(samples?: SearchSamples) {
  const seen: unknown[][] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => (seen.push(values(node)), node),
    transformResult: async ({ result }) => result,
  };
  const db = database.db.withPlugin(plugin);
  return { store: sqlStore(db, false, samples ?? new SearchSamples(db)), seen };
}

const search = (needle: string): Query => ({ search: { fields: ["id", "description", "type"], needle } });
const holding = (needle: string) => ROWS.filter((t) => `${t.id}\u0001${t.description}\u0001${t.type}`.toLowerCase().includes(needle)).map((t) => t.id);
const ids = (rows: Transaction[]) => rows.map((t) => t.id).filter((id) => id.startsWith("sw-")).sort();

beforeAll(async () => {
  database = await testDatabase();
  await migrate(database.db);
  await sqlStore(database.db).transactions.insertMany(ROWS);
});
afterAll(() => database.close());

describe("the rarest word of a search (SQL store)", () => {
  it("keeps the whole needle until the table has statistics", async () => {
    const { store, seen } = recordingStore();
    expect(ids(await store.transactions.list(search("harborview pet clinic llc")))).toEqual(holding("harborview pet clinic llc"));
    expect(seen.flat()).toContain("%harborview pet clinic llc%");
  });

  it("asks the index for the rarest word and answers the whole needle, once analysed", async () => {
    await sql`analyze transactions`.execute(database.db);
    const { store, seen } = recordingStore();
    for (const needle of ["harborview pet clinic llc", "invoice #40100", "zebra pet store", "harborview zebra", "payment to"]) {
      seen.length = 0;
      const expected = holding(needle);
      expect(ids(await store.transactions.list(search(needle))), needle).toEqual(expected);
      expect(await store.transactions.count(search(needle)), needle).toBe(expected.length);
      expect(seen.flat(), needle).not.toContain(`%${needle}%`);
    }
    // Harborview is in 12 of the 600 rows, "pet" in 212, "llc" in 212 and more; "40100" in one.
    seen.length = 0;
    await store.transactions.count(search("harborview pet clinic llc"));
    expect(seen.flat()).toEqual(expect.arrayContaining(["%harborview%", "harborview pet clinic llc"]));
    seen.length = 0;
    await store.transactions.count(search("invoice #40100"));
    expect(seen.flat()).toEqual(expect.arrayContaining(["%40100%", "invoice #40100"]));
    // A rare word that rows hold without the rest of the needle finds none of them.
    expect(holding("harborview zebra")).toEqual([]);
  });

  it("reads a column's sample once in ten minutes", async () => {
    let now = 0;
    const samples = new SearchSamples(database.db, () => now);
    const first = samples.sample("transactions", "searchText");
    expect(samples.sample("transactions", "searchText")).toBe(first);
    expect((await first).some((v) => v.includes("hilton"))).toBe(true);
    now += 9 * 60_000;
    expect(samples.sample("transactions", "searchText")).toBe(first);
    now += 2 * 60_000;
    expect(samples.sample("transactions", "searchText")).not.toBe(first);
    expect(await samples.sample("wallets", "noSuchColumn")).toEqual([]);
  });
});
