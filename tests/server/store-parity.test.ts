// The two stores side by side: the SQL store on PGlite (server/store/sql.ts) and the demo backend's
// memory store (mocks/memory-store.ts) get the same rows and the same queries, and must answer
// alike — every filter operation and value type, the search, sorts with nulls, paging, sums, the
// writes and their constraints, and atomically's rollback. The rules run on either (DESIGN §6), so a
// difference here is a difference in what the console shows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type OpenDatabase } from "../../server/db/connect";
import { migrate } from "../../server/db/migrate";
import { sqlStore } from "../../server/store/sql";
import type { Query, Row, Store } from "../../server/store/types";
import { memoryStore } from "../../mocks/memory-store";
import { checkStoredState, SCHEMA } from "../../mocks/stored-state";
import type { DbState } from "../../mocks/types";

const T0 = Date.parse("2026-03-01T12:00:00.000Z");
const at = (minutes: number, ms = 0) => new Date(T0 - minutes * 60_000 + ms).toISOString();

const emptyState = (): DbState => ({ users: [], wallets: [], transactions: [], tokens: [], merchants: [], kycDocuments: [], apiKeys: [], sessions: {}, idempotency: {} });

const USERS = [
  { id: "u1", email: "Ada@PayDesk.dev", firstName: "Ada", role: "admin", createdAt: at(100), sessionTimeout: 30, emailNotifications: true },
  { id: "u2", email: "bob@paydesk.dev", firstName: null, role: "viewer", createdAt: at(90) },
];

const TRANSACTIONS = [
  // The same instant as t01, and stored first: the id decides (desc), not the order of arrival.
  { id: "t02", type: "withdrawal", description: "ATM 100% cash_out", amount: "100.00", currency: "USD", status: "pending", walletId: "w1", createdAt: at(0) },
  { id: "t01", type: "payment", description: "Coffee beans", amount: "12.50", currency: "USD", status: "completed", walletId: "w1", createdAt: at(0) },
  { id: "t03", type: "load_funds", description: null, amount: "7.05", currency: "USD", status: "completed", walletId: "w2", createdAt: at(5) },
  { id: "t04", type: "payment", description: "Café Zürich", amount: null, currency: null, status: "failed", walletId: null, createdAt: at(10) },
  { id: "t05", type: "payment", description: "coffee Filters", amount: "1234567.89", currency: "USD", status: "completed", walletId: "w2", createdAt: at(15, 120) },
  { id: "t06", type: "payment", description: "Zebra", amount: "0.10", currency: "EUR", status: "completed", walletId: "w1", createdAt: at(20) },
  { id: "t07", type: "payment", description: "apple", amount: "0.20", currency: "EUR", status: "cancelled", walletId: "w1", createdAt: at(25) },
  { id: "T08", type: "payment", description: "Émile", amount: "-3.00", currency: "EUR", status: "completed", walletId: "w3", createdAt: at(30) },
  { id: "t09", type: "payment", description: "emoji \u{1F600} pay", amount: "99.99", currency: "USD", status: "pending", walletId: "w3", createdAt: at(35) },
  { id: "t10", type: "payment", description: "\uFB01ne print", amount: "5", currency: "USD", status: "pending", walletId: "w3", createdAt: at(40) },
  { id: "t11", type: "payment", description: "", amount: "0", currency: "USD", status: "completed", walletId: "w3", createdAt: at(45) },
  { id: "t12", type: "tokenization", description: "Zebra", amount: "12.5", currency: "USD", status: "completed", walletId: "w1", createdAt: "2026-02-28T10:00:00Z" },
];

const GADGETS = [
  { id: "g1", createdAt: at(1), name: "Widget", price: "12.5", qty: 3, active: true, launched: "2025-01-02T03:04:05Z", tags: ["a", "b"], note: null },
  { id: "g2", createdAt: at(1), name: "gizmo", price: "7", qty: 10, active: false, launched: "2024-12-31" },
  { id: "g3", createdAt: at(2), name: "Ärger", price: null, qty: null, active: true },
  { id: "g4", createdAt: at(3), name: "widget pro", price: "100.25", qty: 2.5, active: false, launched: "2025-06-30T23:59:59.999Z", tags: [] },
  { id: "g5", createdAt: at(4), price: "0.5", qty: 0, launched: "2025-01-01T00:00:00+02:00" },
];

let database: OpenDatabase;
let sql: Store;
let mem: Store;
let state: DbState;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory" });
  await migrate(database.db);
  sql = sqlStore(database.db);
  state = emptyState();
  mem = memoryStore(state);
  for (const store of [sql, mem]) {
    await store.users.insertMany(USERS as never[]);
    await store.transactions.insertMany(TRANSACTIONS as never[]);
    await store.records("gadgets").insertMany(GADGETS);
    await store.records("others").insert({ id: "g1", createdAt: at(0), name: "Widget elsewhere" });
  }
});
afterAll(() => database.close());

/** Runs `run` on both stores and expects the same answer; gives it back for further checks. */
async function same<T>(run: (store: Store) => Promise<T>): Promise<T> {
  const expected = await run(sql);
  const actual = await run(mem);
  expect(actual).toStrictEqual(expected);
  return expected;
}

/** Both stores refuse it. */
async function bothRefuse(run: (store: Store) => Promise<unknown>): Promise<void> {
  await expect(run(sql)).rejects.toThrow();
  await expect(run(mem)).rejects.toThrow();
}

const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);
const tx = (query?: Query) => same((s) => s.transactions.list(query));
const gadgets = (query?: Query) => same((s) => s.records("gadgets").list(query));

describe("reads of a typed table (transactions)", () => {
  it("answers every column (missing ones null, money with two decimals, instants as ISO), newest first, ties by id desc", async () => {
    const rows = await tx();
    expect(ids(rows)).toEqual(["t02", "t01", "t03", "t04", "t05", "t06", "t07", "T08", "t09", "t10", "t11", "t12"]);
    expect(rows.find((r) => r.id === "t10")).toMatchObject({ amount: "5.00" });
    expect(rows.find((r) => r.id === "t12")).toMatchObject({ amount: "12.50", createdAt: "2026-02-28T10:00:00.000Z" });
    expect(await same((s) => s.transactions.get("t04"))).toMatchObject({ amount: null, walletId: null, description: "Café Zürich" });
    expect(await same((s) => s.transactions.get("nope"))).toBeUndefined();
    expect(await same((s) => s.transactions.lock("t01"))).toMatchObject({ id: "t01" });
  });

  it("where: equality by the column's type, null matching no value", async () => {
    expect(ids(await tx({ where: { status: "pending" } }))).toEqual(["t02", "t09", "t10"]);
    expect(ids(await tx({ where: { walletId: null } }))).toEqual(["t04"]);
    expect(ids(await tx({ where: { amount: "12.5" } }))).toEqual(["t01", "t12"]);
    expect(ids(await tx({ where: { createdAt: "2026-03-01T12:00:00Z" } }))).toEqual(["t02", "t01"]);
    expect(ids(await tx({ where: { id: "t05", status: "completed" } }))).toEqual(["t05"]);
    expect(await tx({ where: { id: "t05", status: "pending" } })).toEqual([]);
    await same((s) => s.transactions.count({ where: { walletId: "w1", type: "payment" } }));
    expect(ids(await same((s) => s.users.list({ where: { emailNotifications: true } })))).toEqual(["u1"]);
    expect(ids(await same((s) => s.users.list({ where: { sessionTimeout: 30 } })))).toEqual(["u1"]);
    expect(ids(await same((s) => s.users.list({ filters: [{ field: "emailNotifications", op: "eq", value: "true" }] })))).toEqual(["u1"]);
    expect(ids(await same((s) => s.users.list({ filters: [{ field: "sessionTimeout", op: "gte", value: "29", type: "number" }] })))).toEqual(["u1"]);
  });

  it("eq and ne compare the column's text; null means no value, and ne keeps rows without one", async () => {
    expect(ids(await tx({ filters: [{ field: "amount", op: "eq", value: "12.50" }] }))).toEqual(["t01", "t12"]);
    expect(await tx({ filters: [{ field: "amount", op: "eq", value: "12.5" }] })).toEqual([]);
    expect(ids(await tx({ filters: [{ field: "description", op: "eq", value: null }] }))).toEqual(["t03"]);
    expect(ids(await tx({ filters: [{ field: "description", op: "ne", value: null }] }))).toHaveLength(11);
    expect(ids(await tx({ filters: [{ field: "status", op: "ne", value: "completed" }] }))).toEqual(["t02", "t04", "t07", "t09", "t10"]);
    // coalesce(description, '') <> '': the row without a description is left out, as is the empty one.
    expect(ids(await tx({ filters: [{ field: "description", op: "ne", value: "" }] }))).not.toContain("t03");
    await tx({ filters: [{ field: "description", op: "eq", value: "" }] });
    // A timestamp's text is PostgreSQL's own form (both stores agree on what that is).
    expect(ids(await tx({ filters: [{ field: "createdAt", op: "eq", value: "2026-03-01 11:45:00.12+00" }] }))).toEqual(["t05"]);
    await tx({ filters: [{ field: "createdAt", op: "like", value: "2026-03-01t12" }] });
  });

  it("like is a case-insensitive plain substring: % and _ are no wildcards", async () => {
    expect(ids(await tx({ filters: [{ field: "description", op: "like", value: "COFFEE" }] }))).toEqual(["t01", "t05"]);
    expect(ids(await tx({ filters: [{ field: "description", op: "like", value: "100%" }] }))).toEqual(["t02"]);
    expect(ids(await tx({ filters: [{ field: "description", op: "like", value: "c_sh" }] }))).toEqual([]);
    expect(ids(await tx({ filters: [{ field: "description", op: "like", value: "ÉMI" }] }))).toEqual(["T08"]);
    expect(ids(await tx({ filters: [{ field: "amount", op: "like", value: ".5" }] }))).toEqual(["t01", "t12"]);
  });

  it("in: any of the values' texts; none for an empty list", async () => {
    expect(ids(await tx({ filters: [{ field: "status", op: "in", value: ["failed", "cancelled"] }] }))).toEqual(["t04", "t07"]);
    expect(await tx({ filters: [{ field: "status", op: "in", value: [] }] })).toEqual([]);
    expect(ids(await tx({ filters: [{ field: "amount", op: "in", value: ["5.00", "0.10"] }] }))).toEqual(["t06", "t10"]);
  });

  it("gte and lte: money as amounts, dates as instants, text in code point order", async () => {
    expect(ids(await tx({ filters: [{ field: "amount", op: "gte", value: "12.5", type: "money" }] }))).toEqual(["t02", "t01", "t05", "t09", "t12"]);
    expect(ids(await tx({ filters: [{ field: "amount", op: "lte", value: "0.1", type: "money" }] }))).toEqual(["t06", "T08", "t11"]);
    expect(ids(await tx({ filters: [{ field: "createdAt", op: "gte", value: at(10), type: "date" }, { field: "createdAt", op: "lte", value: at(0, -1), type: "date" }] }))).toEqual(["t03", "t04"]);
    expect(ids(await tx({ filters: [{ field: "description", op: "gte", value: "a" }] }))).toEqual(["t05", "t07", "T08", "t09", "t10"]);
    expect(ids(await tx({ filters: [{ field: "description", op: "lte", value: "Z" }] }))).toEqual(["t02", "t01", "t03", "t04", "t11"]);
    await tx({ filters: [{ field: "createdAt", op: "gte", value: "2026-03-01" }] });
  });

  it("search: the needle lower-cased in any of the fields", async () => {
    const search = (needle: string) => tx({ search: { fields: ["description", "type"], needle } });
    expect(ids(await search("coffee"))).toEqual(["t01", "t05"]);
    expect(ids(await search("pay"))).toEqual(["t01", "t04", "t05", "t06", "t07", "T08", "t09", "t10", "t11"]);
    expect(ids(await search("zebra"))).toEqual(["t06", "t12"]);
    expect(ids(await search("\u{1F600}"))).toEqual(["t09"]);
    expect(ids(await search("token"))).toEqual(["t12"]);
    expect(ids(await search("%"))).toEqual(["t02"]);
    expect(await search("_x")).toEqual([]);
    expect(await search("")).toHaveLength(12);
    expect(await same((s) => s.transactions.count({ search: { fields: ["description"], needle: "e" }, filters: [{ field: "status", op: "eq", value: "completed" }] }))).toBeGreaterThan(0);
  });

  it("sorts by money, text and dates with nulls last in both directions, then newest first", async () => {
    const amountAsc = await tx({ sort: [{ field: "amount", order: "asc", type: "money" }] });
    expect(ids(amountAsc)).toEqual(["T08", "t11", "t06", "t07", "t10", "t03", "t01", "t12", "t09", "t02", "t05", "t04"]);
    expect(ids(await tx({ sort: [{ field: "amount", order: "desc", type: "money" }] })).at(-1)).toBe("t04");
    const textAsc = await tx({ sort: [{ field: "description", order: "asc", type: "text" }] });
    expect(ids(textAsc)).toEqual(["t11", "t02", "t04", "t01", "t06", "t12", "t07", "t05", "t09", "T08", "t10", "t03"]);
    expect(ids(await tx({ sort: [{ field: "description", order: "desc", type: "text" }] })).at(-1)).toBe("t03");
    await tx({ sort: [{ field: "createdAt", order: "asc", type: "date" }] });
    await tx({ sort: [{ field: "status", order: "asc", type: "text" }, { field: "amount", order: "desc", type: "money" }] });
    await tx({ sort: [{ field: "id", order: "asc", type: "text" }] });
  });

  it("pages: offset and limit over the sorted rows, the count of all (or at most a limit)", async () => {
    const sort = [{ field: "amount", order: "desc", type: "money" }] as const;
    const all = await tx({ sort });
    const pages: unknown[] = [];
    for (let offset = 0; offset < all.length; offset += 5) pages.push(...(await tx({ sort, offset, limit: 5 })));
    expect(pages).toEqual(all);
    // With a search over the stored search column, as the transactions list asks: the page's ids
    // first, then its rows (the deferred join of server/store/sql.ts) — the same rows, in order.
    const search = { fields: ["id", "description", "type"], needle: "a" };
    const found = await tx({ search, sort });
    expect(found.length).toBeGreaterThan(3);
    const searchPages: unknown[] = [];
    for (let offset = 0; offset < found.length; offset += 3) searchPages.push(...(await tx({ search, sort, offset, limit: 3 })));
    expect(searchPages).toEqual(found);
    expect(await tx({ limit: 0 })).toEqual([]);
    expect(ids(await tx({ offset: 10 }))).toEqual(["t11", "t12"]);
    expect(ids(await tx({ filters: [{ field: "status", op: "eq", value: "completed" }], offset: 1, limit: 2 }))).toEqual(["t03", "t05"]);
    const completed = [{ field: "status", op: "eq", value: "completed" }] as const;
    expect(await same((s) => s.transactions.count({ filters: completed, offset: 1 }))).toBe(7);
    // A limit counts at most that many (a page's total past which it is a lower bound); no offset.
    expect(await same((s) => s.transactions.count({ filters: completed, offset: 1, limit: 2 }))).toBe(2);
    expect(await same((s) => s.transactions.count({ filters: completed, limit: 100 }))).toBe(7);
  });

  it("sums money exactly, as a decimal string", async () => {
    expect(await same((s) => s.transactions.sum("amount"))).toBe("1234802.23");
    expect(await same((s) => s.transactions.sum("amount", { where: { currency: "EUR" } }))).toBe("-2.70");
    expect(await same((s) => s.transactions.sum("amount", { where: { status: "nothing" } }))).toBe("0.00");
  });

  it("refuses a field the table does not have", async () => {
    await bothRefuse((s) => s.transactions.list({ where: { nope: 1 } }));
    await bothRefuse((s) => s.transactions.list({ sort: [{ field: "nope", order: "asc", type: "text" }] }));
  });
});

describe("reads of a JSON table (a declared resource's records)", () => {
  it("answers the records as stored, of this resource only", async () => {
    const rows = await gadgets();
    expect(ids(rows)).toEqual(["g2", "g1", "g3", "g4", "g5"]);
    expect(rows[1]).toEqual(GADGETS[0]);
    expect(await same((s) => s.records("others").count())).toBe(1);
    expect(await same((s) => s.records("gadgets").get("g1"))).toEqual(GADGETS[0]);
    expect(ids(await gadgets({ where: { resource: "gadgets" } }))).toHaveLength(5);
  });

  it("compares a record's fields as text, or cast to the query's type", async () => {
    expect(ids(await gadgets({ where: { name: "gizmo" } }))).toEqual(["g2"]);
    expect(ids(await gadgets({ where: { qty: "3" } }))).toEqual(["g1"]);
    expect(ids(await gadgets({ where: { qty: 3 } }))).toEqual(["g1"]);
    expect(ids(await gadgets({ where: { active: true } }))).toEqual(["g1", "g3"]);
    expect(ids(await gadgets({ where: { note: null } }))).toEqual(["g2", "g1", "g3", "g4", "g5"]);
    expect(ids(await gadgets({ filters: [{ field: "qty", op: "eq", value: "2.5" }] }))).toEqual(["g4"]);
    expect(ids(await gadgets({ filters: [{ field: "active", op: "eq", value: "true" }] }))).toEqual(["g1", "g3"]);
    expect(ids(await gadgets({ filters: [{ field: "name", op: "eq", value: null }] }))).toEqual(["g5"]);
    expect(ids(await gadgets({ filters: [{ field: "tags", op: "eq", value: '["a", "b"]' }] }))).toEqual(["g1"]);
    expect(ids(await gadgets({ filters: [{ field: "price", op: "gte", value: "10", type: "money" }] }))).toEqual(["g1", "g4"]);
    expect(ids(await gadgets({ filters: [{ field: "qty", op: "lte", value: "3", type: "number" }] }))).toEqual(["g1", "g4", "g5"]);
    expect(ids(await gadgets({ filters: [{ field: "launched", op: "gte", value: "2025-01-01T00:00:00.000Z", type: "date" }] }))).toEqual(["g1", "g4"]);
    expect(ids(await gadgets({ filters: [{ field: "launched", op: "lte", value: "2025-01-01" }] }))).toEqual(["g2", "g3"]);
    expect(ids(await gadgets({ filters: [{ field: "name", op: "like", value: "WIDG" }] }))).toEqual(["g1", "g4"]);
    expect(ids(await gadgets({ filters: [{ field: "name", op: "in", value: ["gizmo", "Ärger"] }] }))).toEqual(["g2", "g3"]);
    expect(ids(await gadgets({ search: { fields: ["name", "tags"], needle: "\"b\"" } }))).toEqual(["g1"]);
    await gadgets({ filters: [{ field: "price", op: "eq", value: "12.5", type: "money" }] });
    await gadgets({ filters: [{ field: "launched", op: "eq", value: "2024-12-31 00:00:00+00", type: "date" }] });
  });

  it("sorts record fields by the query's type with nulls last, and sums them", async () => {
    expect(ids(await gadgets({ sort: [{ field: "price", order: "asc", type: "money" }] }))).toEqual(["g5", "g2", "g1", "g4", "g3"]);
    expect(ids(await gadgets({ sort: [{ field: "price", order: "desc", type: "money" }] }))).toEqual(["g4", "g1", "g2", "g5", "g3"]);
    expect(ids(await gadgets({ sort: [{ field: "qty", order: "desc", type: "number" }] }))).toEqual(["g2", "g1", "g4", "g5", "g3"]);
    expect(ids(await gadgets({ sort: [{ field: "name", order: "asc", type: "text" }] }))).toEqual(["g1", "g2", "g4", "g3", "g5"]);
    expect(ids(await gadgets({ sort: [{ field: "launched", order: "asc", type: "date" }] }))).toEqual(["g2", "g5", "g1", "g4", "g3"]);
    await gadgets({ sort: [{ field: "active", order: "asc", type: "text" }, { field: "qty", order: "asc", type: "number" }], offset: 1, limit: 3 });
    expect(await same((s) => s.records("gadgets").sum("price"))).toBe("120.25");
    expect(await same((s) => s.records("gadgets").sum("qty", { where: { active: "false" } }))).toBe("12.50");
  });

  it("refuses a cast the values do not take, and a name that is no field name", async () => {
    await bothRefuse((s) => s.records("gadgets").list({ sort: [{ field: "name", order: "asc", type: "money" }] }));
    await bothRefuse((s) => s.records("gadgets").list({ where: { "bad name": 1 } }));
  });
});

describe("writes", () => {
  it("insert keeps the columns' forms; a taken id or e-mail (in any case) is refused, insertIfAbsent says false", async () => {
    await same((s) => s.wallets.insert({ id: "w9", balance: "5", currency: "USD", status: "active", createdAt: "2026-01-01T00:00:00Z" } as never));
    expect(await same((s) => s.wallets.get("w9"))).toStrictEqual({ id: "w9", balance: "5.00", currency: "USD", status: "active", customerId: null, merchantId: null, createdAt: "2026-01-01T00:00:00.000Z" });
    await bothRefuse((s) => s.wallets.insert({ id: "w9", balance: "1.00", currency: "USD", status: "active", createdAt: at(0) } as never));
    await bothRefuse((s) => s.users.insert({ id: "u3", email: "ada@paydesk.DEV", role: "viewer", createdAt: at(0) } as never));
    expect(await same((s) => s.users.insertIfAbsent({ id: "u3", email: "ADA@paydesk.dev", role: "viewer", createdAt: at(0) } as never))).toBe(false);
    expect(await same((s) => s.users.insertIfAbsent({ id: "u1", email: "other@paydesk.dev", role: "viewer", createdAt: at(0) } as never))).toBe(false);
    expect(await same((s) => s.users.insertIfAbsent({ id: "u4", email: "new@paydesk.dev", role: "operator", createdAt: at(0) } as never))).toBe(true);
    await same((s) => s.users.list());
  });

  it("refuses what the schema refuses: a missing required value, an overdraft, an unknown role, bad money, a session of nobody", async () => {
    await bothRefuse((s) => s.transactions.insert({ id: "x1", type: "payment", createdAt: at(0) } as never));
    await bothRefuse((s) => s.wallets.insert({ id: "x2", balance: "-0.01", currency: "USD", status: "active", createdAt: at(0) } as never));
    await bothRefuse((s) => s.wallets.update("w9", { balance: "-1.00" }));
    await bothRefuse((s) => s.users.update("u4", { role: "owner" } as never));
    await bothRefuse((s) => s.wallets.insert({ id: "x3", balance: "12,50", currency: "USD", status: "active", createdAt: at(0) } as never));
    await bothRefuse((s) => s.wallets.insert({ id: "x4", balance: "10000000000000.00", currency: "USD", status: "active", createdAt: at(0) } as never));
    await bothRefuse((s) => s.sessions.insert({ id: "s0", publicId: "p0", userId: "nobody", startedAt: at(0), lastActiveAt: at(0), userAgent: null, address: null }));
    await bothRefuse((s) => s.knownBrowsers.insert({ id: "b0", userId: "nobody", firstSeenAt: at(0), lastSeenAt: at(0) }));
    await bothRefuse((s) => s.userAlerts.insert({ id: "l0", userId: "nobody", kind: "sign-in", at: at(0), browser: null, address: null, readAt: null }));
    await bothRefuse((s) => s.sessions.insert({ id: "s0", userId: "u1", startedAt: at(0), lastActiveAt: at(0), userAgent: null, address: null } as never));
    await bothRefuse((s) => s.audit.insert({ id: "a0", actorId: "u1", resource: "wallets", recordId: null, action: "create" } as never));
    expect(await same((s) => s.wallets.count({ where: { id: "x2" } }))).toBe(0);
  });

  it("rounds money to cents, half away from zero", async () => {
    await same((s) => s.wallets.insert({ id: "w10", balance: "1.005", currency: "USD", status: "active", createdAt: at(0) } as never));
    expect((await same((s) => s.wallets.get("w10")))?.balance).toBe("1.01");
    expect((await same((s) => s.wallets.update("w10", { balance: 2.5 as never })))?.balance).toBe("2.50");
  });

  it("update: a typed table's patch touches its columns only; a JSON record is merged; none for a missing id", async () => {
    expect(await same((s) => s.transactions.update("t03", { status: "failed", id: "zz", nonsense: 1 } as never))).toMatchObject({ id: "t03", status: "failed", description: null });
    expect(await same((s) => s.transactions.update("t03", {}))).toMatchObject({ id: "t03" });
    expect(await same((s) => s.transactions.update("missing", { status: "failed" }))).toBeUndefined();
    expect(await same((s) => s.records("gadgets").update("g3", { price: "9.99", extra: { deep: [1, 2] } }))).toMatchObject({ id: "g3", name: "Ärger", price: "9.99", extra: { deep: [1, 2] } });
    expect(await same((s) => s.records("gadgets").update("missing", { price: "1" }))).toBeUndefined();
    // A new instant moves the row to its place in the newest-first order.
    await same((s) => s.transactions.update("t12", { createdAt: at(-10) }));
    expect(ids(await tx()).slice(0, 2)).toEqual(["t12", "t02"]);
    await gadgets({ sort: [{ field: "price", order: "asc", type: "money" }] });
  });

  it("remove and removeWhere answer what they removed; a user's sessions, known browsers and alerts go with them", async () => {
    for (const s of [sql, mem]) {
      await s.users.insert({ id: "u5", email: "gone@paydesk.dev", role: "viewer", createdAt: at(0) } as never);
      await s.sessions.insertMany([
        { id: "s1", publicId: "p1", userId: "u5", startedAt: at(3), lastActiveAt: at(1), userAgent: "test", address: "10.0.0.1" },
        { id: "s2", publicId: "p2", userId: "u5", startedAt: at(2), lastActiveAt: at(2), userAgent: null, address: null },
        { id: "s3", publicId: "p3", userId: "u1", startedAt: at(1), lastActiveAt: at(1), userAgent: null, address: null },
      ]);
      await s.passwords.set("u5", "$argon2id$fake");
      await s.knownBrowsers.insertMany([
        { id: "b1", userId: "u5", firstSeenAt: at(3), lastSeenAt: at(1) },
        { id: "b2", userId: "u1", firstSeenAt: at(2), lastSeenAt: at(2) },
      ]);
      await s.userAlerts.insertMany([
        { id: "l1", userId: "u5", kind: "sign-in", at: at(2), browser: "Chrome on Linux", address: "10.0.0.4", readAt: null },
        { id: "l2", userId: "u5", kind: "sign-in", at: at(1), browser: null, address: null, readAt: at(0) },
        { id: "l3", userId: "u1", kind: "sign-in", at: at(3), browser: "Safari on iPhone", address: null, readAt: null },
      ]);
    }
    // Active sessions and sign-in alerts (extension `sessions`): by public id, by owner, unread (readAt null) newest first.
    expect(await same((s) => s.sessions.list({ where: { userId: "u5", publicId: "p2" }, limit: 1 }))).toMatchObject([{ id: "s2", publicId: "p2" }]);
    expect(ids(await same((s) => s.sessions.list({ where: { userId: "u5" }, sort: [{ field: "lastActiveAt", order: "desc", type: "date" }] })))).toEqual(["s1", "s2"]);
    expect(ids(await same((s) => s.userAlerts.list({ where: { userId: "u5", readAt: null }, limit: 1 })))).toEqual(["l1"]);
    expect(ids(await same((s) => s.userAlerts.list({ where: { userId: "u5" }, offset: 1 })))).toEqual(["l1"]);
    expect(await same((s) => s.userAlerts.update("l1", { readAt: at(0) }))).toMatchObject({ id: "l1", readAt: at(0), browser: "Chrome on Linux" });
    expect(ids(await same((s) => s.knownBrowsers.list({ where: { userId: "u5" } })))).toEqual(["b1"]);
    expect(await same((s) => s.knownBrowsers.update("b1", { lastSeenAt: at(4) }))).toMatchObject({ id: "b1", firstSeenAt: at(3), lastSeenAt: at(4) });
    expect(ids(await same((s) => s.sessions.list()))).toEqual(["s3", "s2", "s1"]);
    expect(await same((s) => s.sessions.update("s1", { lastActiveAt: at(0) }))).toMatchObject({ lastActiveAt: at(0), userAgent: "test" });
    expect(ids(await same((s) => s.sessions.list({ where: { userId: "u5" }, sort: [{ field: "startedAt", order: "desc", type: "date" }] })))).toEqual(["s2", "s1"]);
    expect(await same((s) => s.passwords.get("u5"))).toBe("$argon2id$fake");
    expect(await same((s) => s.users.remove("u5"))).toBe(true);
    expect(await same((s) => s.users.remove("u5"))).toBe(false);
    expect(ids(await same((s) => s.sessions.list()))).toEqual(["s3"]);
    expect(ids(await same((s) => s.knownBrowsers.list()))).toEqual(["b2"]);
    expect(ids(await same((s) => s.userAlerts.list()))).toEqual(["l3"]);
    expect(await same((s) => s.passwords.get("u5"))).toBeNull();
    expect(await same((s) => s.transactions.removeWhere({ filters: [{ field: "createdAt", op: "lte", value: at(40), type: "date" }] }))).toBe(2);
    expect(await same((s) => s.transactions.count())).toBe(10);
  });

  it("invitations: the columns' forms, null matching no link or no acceptance, a unique token hash, an unknown role or user refused, gone with their user", async () => {
    const invitation = (id: string, over: Record<string, unknown> = {}) => ({
      id, userId: "u2", email: "bob@paydesk.dev", role: "operator", tokenHash: `h-${id}`, invitedBy: "u1",
      createdAt: at(5), expiresAt: "2026-03-04T12:00:00Z", acceptedAt: null, approvalId: null, ...over,
    });
    for (const s of [sql, mem]) {
      await s.users.insert({ id: "u6", email: "invited@paydesk.dev", role: "viewer", createdAt: at(0) } as never);
      await s.invitations.insertMany([
        invitation("i1"),
        invitation("i2", { userId: "u6", role: "admin", tokenHash: null, expiresAt: null, approvalId: "r1", createdAt: at(1) }),
        invitation("i3", { acceptedAt: at(2), createdAt: at(3) }),
      ] as never[]);
    }
    expect(await same((s) => s.invitations.get("i1"))).toMatchObject({ expiresAt: "2026-03-04T12:00:00.000Z", acceptedAt: null });
    expect(ids(await same((s) => s.invitations.list({ where: { acceptedAt: null } })))).toEqual(["i2", "i1"]);
    expect(ids(await same((s) => s.invitations.list({ where: { tokenHash: "h-i3" }, limit: 1 })))).toEqual(["i3"]);
    expect(await same((s) => s.invitations.count({ where: { userId: "u6", acceptedAt: null } }))).toBe(1);
    await bothRefuse((s) => s.invitations.insert(invitation("i4", { tokenHash: "h-i1" }) as never));
    await bothRefuse((s) => s.invitations.update("i2", { tokenHash: "h-i1" }));
    await bothRefuse((s) => s.invitations.insert(invitation("i5", { role: "owner" }) as never));
    await bothRefuse((s) => s.invitations.insert(invitation("i6", { userId: "nobody" }) as never));
    expect(await same((s) => s.invitations.update("i2", { tokenHash: "h-new", expiresAt: at(-60) }))).toMatchObject({ tokenHash: "h-new", expiresAt: at(-60) });
    expect(await same((s) => s.users.remove("u6"))).toBe(true);
    expect(ids(await same((s) => s.invitations.list()))).toEqual(["i3", "i1"]);
    expect(await same((s) => s.invitations.removeWhere({ where: { userId: "u2" } }))).toBe(2);
  });

  it("twoFactor (extension two-factor): a row per user with its columns' forms, updated in place, refused for nobody, gone with its user", async () => {
    for (const s of [sql, mem]) await s.users.insert({ id: "u6", email: "tf@paydesk.dev", role: "viewer", createdAt: at(0) } as never);
    const row = { id: "u6", secret: null, pendingSecret: "v1.abc", lastStep: null, recoveryCodes: [], updatedAt: "2026-03-01T12:00:00Z" };
    await same((s) => s.twoFactor.insert(row));
    expect(await same((s) => s.twoFactor.get("u6"))).toEqual({ ...row, updatedAt: "2026-03-01T12:00:00.000Z" });
    const on = { secret: "v1.abc", pendingSecret: null, lastStep: 59_000_123, recoveryCodes: ["h1", "h2"], updatedAt: at(0) };
    expect(await same((s) => s.twoFactor.update("u6", on))).toEqual({ id: "u6", ...on });
    expect(await same((s) => s.twoFactor.update("u6", { recoveryCodes: ["h2"] }))).toMatchObject({ recoveryCodes: ["h2"], lastStep: 59_000_123 });
    expect(await same((s) => s.twoFactor.get("u6"))).toMatchObject({ secret: "v1.abc", recoveryCodes: ["h2"] });
    await bothRefuse((s) => s.twoFactor.insert({ ...row, id: "nobody" }));
    await bothRefuse((s) => s.twoFactor.insert(row));
    expect(await same((s) => s.users.remove("u6"))).toBe(true);
    expect(await same((s) => s.twoFactor.get("u6"))).toBeUndefined();
  });

  it("users never carry a password hash", async () => {
    await same((s) => s.passwords.set("u1", "$argon2id$secret"));
    const users = await same((s) => s.users.list());
    expect(JSON.stringify(users)).not.toContain("argon2");
    expect(await same((s) => s.passwords.get("u2"))).toBeNull();
    await same((s) => s.passwords.set("nobody", "$argon2id$x"));
    expect(await same((s) => s.passwords.get("nobody"))).toBeNull();
  });
});

describe("the organisation's settings (extension organisation)", () => {
  it("none until set; set replaces them whole, kept as JSON (a copy, not the object given)", async () => {
    expect(await same((s) => s.organisation.get())).toBeNull();
    for (const s of [sql, mem]) {
      const given = { sessionTimeout: 30, maintenanceMode: true, note: { nested: [1, "two"] } };
      await s.organisation.set(given);
      given.sessionTimeout = 5;
    }
    expect(await same((s) => s.organisation.get())).toStrictEqual({ sessionTimeout: 30, maintenanceMode: true, note: { nested: [1, "two"] } });
    await same((s) => s.organisation.set({ defaultCurrency: "EUR" }));
    expect(await same((s) => s.organisation.get())).toStrictEqual({ defaultCurrency: "EUR" });
  });

  it("a throw inside atomically undoes a set; a kept one stays", async () => {
    for (const s of [sql, mem]) {
      await expect(
        s.atomically(async (t) => {
          await t.organisation.set({ defaultCurrency: "GBP" });
          expect(await t.organisation.get()).toStrictEqual({ defaultCurrency: "GBP" });
          throw new Error("undo");
        }),
      ).rejects.toThrow("undo");
    }
    expect(await same((s) => s.organisation.get())).toStrictEqual({ defaultCurrency: "EUR" });
    await same((s) => s.atomically((t) => t.organisation.set({ rateLimiting: false })));
    expect(await same((s) => s.organisation.get())).toStrictEqual({ rateLimiting: false });
  });
});

describe("atomically", () => {
  const snapshot = () => same(async (s) => ({ transactions: await s.transactions.list(), gadgets: await s.records("gadgets").list(), sessions: await s.sessions.list(), password: await s.passwords.get("u1") }));

  it("a throw undoes every write of the work, nested calls included", async () => {
    const before = await snapshot();
    for (const s of [sql, mem]) {
      await expect(
        s.atomically(async (t) => {
          await t.transactions.insert({ id: "n1", type: "payment", status: "completed", createdAt: at(-1) } as never);
          await t.transactions.update("t01", { status: "failed" });
          await t.transactions.remove("t02");
          await t.transactions.removeWhere({ where: { walletId: "w3" } });
          await t.records("gadgets").update("g1", { name: "changed" });
          await t.records("gadgets").insertMany(Array.from({ length: 40 }, (_, i) => ({ id: `bulk${i}`, createdAt: at(i) })));
          await t.sessions.remove("s3");
          await t.passwords.set("u1", "$argon2id$other");
          await t.atomically(async (inner) => inner.users.update("u2", { firstName: "Inner" }));
          expect(await t.transactions.get("n1")).toBeDefined();
          throw new Error("changed my mind");
        }),
      ).rejects.toThrow("changed my mind");
    }
    expect(await snapshot()).toStrictEqual(before);
    expect((await same((s) => s.users.get("u2")))?.firstName).toBeNull();
  });

  it("bulk writes and their undo leave searches and sorts true (the memory store's caches follow them)", async () => {
    const row = (i: number, prefix = "bulk") => ({ id: `${prefix}${String(i).padStart(3, "0")}`, createdAt: at(i % 7), name: `Item ${i % 10}`, qty: i % 13, price: `${i}.5` });
    const query: Query = { search: { fields: ["name"], needle: "item 3" }, sort: [{ field: "qty", order: "desc", type: "number" }], limit: 8 };
    for (const s of [sql, mem]) await s.records("bulky").insertMany(Array.from({ length: 60 }, (_, i) => row(i)));
    const before = await same((s) => s.records("bulky").list(query));
    expect(before.length).toBeGreaterThan(0);
    for (const s of [sql, mem]) {
      await expect(
        s.atomically(async (t) => {
          expect(await t.records("bulky").removeWhere({ filters: [{ field: "qty", op: "gte", value: "2", type: "number" }] })).toBe(50);
          await t.records("bulky").insertMany(Array.from({ length: 40 }, (_, i) => row(i, "more")));
          await t.records("bulky").update("bulk003", { name: "Item 3 renamed", qty: 99 });
          throw new Error("undo");
        }),
      ).rejects.toThrow("undo");
    }
    expect(await same((s) => s.records("bulky").list(query))).toStrictEqual(before);
    expect(await same((s) => s.records("bulky").removeWhere({ filters: [{ field: "price", op: "lte", value: "40", type: "money" }] }))).toBe(40);
    await same((s) => s.records("bulky").insertMany(Array.from({ length: 35 }, (_, i) => row(i, "late"))));
    expect(ids(await same((s) => s.records("bulky").list(query)))).toContain("late033");
    expect(await same((s) => s.records("bulky").count(query))).toBe(await same((s) => s.records("bulky").count({ search: query.search })));
  });

  it("keeps the work when it ends, and answers its value", async () => {
    expect(await same((s) => s.atomically(async (t) => (await t.transactions.update("t01", { description: "Kept" }))?.description))).toBe("Kept");
    expect(await same((s) => s.transactions.count({ where: { description: "Kept" } }))).toBe(1);
  });

  it("a read from outside waits for the running work: it sees all of it or, after a throw, none", async () => {
    for (const s of [sql, mem]) {
      const before = await s.transactions.count();
      let go!: () => void;
      const held = new Promise<void>((resolve) => (go = resolve));
      let started!: () => void;
      const inside = new Promise<void>((resolve) => (started = resolve));
      const work = s.atomically(async (t) => {
        await t.transactions.insert({ id: "w-wait", type: "payment", status: "completed", createdAt: at(0) } as never);
        started();
        await held;
        throw new Error("undone");
      });
      await inside;
      const outside = s.transactions.count();
      go();
      await expect(work).rejects.toThrow("undone");
      expect(await outside).toBe(before);
    }
  });
});

describe("the memory store over the demo's state", () => {
  it("keeps DbState's arrays newest first (a new row at the front) and a resource's records in state[name]", async () => {
    await mem.transactions.insert({ id: "newest", type: "payment", status: "completed", createdAt: at(-100) } as never);
    expect(state.transactions[0].id).toBe("newest");
    expect(state.transactions.map((t) => t.id)).toEqual(ids(await mem.transactions.list()));
    expect(((state as unknown as Record<string, Row[]>).gadgets).map((g) => g.id)).toEqual(ids(await mem.records("gadgets").list()));
    expect(JSON.stringify(state.users)).not.toContain("argon2");
  });

  it("a reload of the saved state (mocks/persistence.ts's records) keeps the data and the sessions", async () => {
    const { sessions, ...data } = JSON.parse(JSON.stringify(state)) as DbState;
    const checked = checkStoredState({ schema: SCHEMA, data }, { schema: SCHEMA, sessions });
    expect(checked.malformed).toEqual([]);
    const reloaded = memoryStore({ ...checked.data!, sessions: checked.sessions });
    expect(await reloaded.transactions.list()).toStrictEqual(await mem.transactions.list());
    expect(await reloaded.records("gadgets").list()).toStrictEqual(await mem.records("gadgets").list());
    expect(await reloaded.sessions.get("s3")).toMatchObject({ userId: "u1", startedAt: at(1), lastActiveAt: at(1) });
  });
});
