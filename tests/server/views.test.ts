// Extension `views` on the PayDesk server: each person sees and changes only their own views
// (another's is 404, as if it did not exist), every role may keep views, the rules' words — the demo
// backend's behaviour (tests/unit/mocks/views.test.ts), on the database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedView } from "../../src/lib/views";
import { VIEWS_PER_LIST_MAX } from "../../src/lib/views";
import { NOT_STORABLE } from "../../server/rules/storable";
import { DATABASE, testServer, type TestServer } from "./harness";

let server: TestServer;
let admin: string;
let operator: string;
let viewer: string;

beforeAll(async () => {
  server = await testServer();
  [admin, operator, viewer] = await Promise.all(["admin@paydesk.dev", "operator@paydesk.dev", "viewer@paydesk.dev"].map((e) => server.signIn(e)));
});
afterAll(() => server.close());

const body = { list: "transactions", name: "Pending only", isDefault: true, filters: { status: "pending" }, sort: "amount.desc", columns: ["id", "amount"] };

async function outcome(path: string, cookie: string, init: { method?: string; body?: unknown } = {}) {
  const res = await server.call(path, { ...init, cookie });
  return { status: res.status, body: await res.text(), type: res.headers.get("Content-Type") ?? "" };
}

async function callJson<T>(path: string, cookie: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await server.call(path, { ...init, cookie });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

describe(`/api/views on ${DATABASE}`, () => {
  it("a viewer may save a view; the answer has no owner; the list holds it, another list does not", async () => {
    const res = await server.call("/api/views", { method: "POST", cookie: viewer, body });
    expect(res.status).toBe(201);
    const view = (await res.json()) as SavedView & { owner?: string };
    expect(view).toMatchObject({ list: "transactions", name: "Pending only", isDefault: true, search: "", filters: { status: "pending" }, sort: "amount.desc", columns: ["id", "amount"] });
    expect(view.owner).toBeUndefined();
    expect(view.createdAt).toBe(view.updatedAt);
    expect(Number.isFinite(Date.parse(view.createdAt))).toBe(true);
    expect(await callJson<SavedView[]>("/api/views?list=transactions", viewer)).toEqual([view]);
    expect(await callJson<SavedView[]>("/api/views?list=wallets", viewer)).toEqual([]);
    // Stored with its owner, which is never answered.
    expect((await server.store.views.get(view.id))?.owner).toBeTruthy();
  });

  it("another person's view: not listed, and changing or deleting it is 404 (before its body is read)", async () => {
    const mine = await callJson<SavedView>("/api/views", admin, { method: "POST", body: { ...body, list: "wallets" } });
    expect(await callJson<SavedView[]>("/api/views?list=wallets", operator)).toEqual([]);
    expect(await outcome(`/api/views/${mine.id}`, operator, { method: "PUT", body: { isDefault: false } })).toMatchObject({ status: 404, body: "View not found" });
    expect(await outcome(`/api/views/${mine.id}`, operator, { method: "PUT", body: { name: "x".repeat(100) } })).toMatchObject({ status: 404, body: "View not found" });
    expect(await outcome(`/api/views/${mine.id}`, operator, { method: "DELETE" })).toMatchObject({ status: 404, body: "View not found" });
    // The operator may use the same name: names are unique per person and list.
    expect((await server.call("/api/views", { method: "POST", cookie: operator, body: { ...body, list: "wallets" } })).status).toBe(201);
    expect(await callJson<SavedView[]>("/api/views?list=wallets", admin)).toEqual([mine]);
  });

  it("the owner renames, moves the default, and deletes; names are unique ignoring case", async () => {
    const list = "tokens";
    const first = await callJson<SavedView>("/api/views", admin, { method: "POST", body: { ...body, list } });
    const second = await callJson<SavedView>("/api/views", admin, { method: "POST", body: { ...body, list, name: "Failed", filters: { status: "failed" }, isDefault: false } });
    const changed = await callJson<SavedView>(`/api/views/${second.id}`, admin, { method: "PUT", body: { isDefault: true, name: "Failed today" } });
    expect(changed).toMatchObject({ id: second.id, name: "Failed today", isDefault: true, createdAt: second.createdAt });
    expect((await callJson<SavedView[]>(`/api/views?list=${list}`, admin)).map((v) => [v.name, v.isDefault])).toEqual([
      ["Failed today", true],
      ["Pending only", false],
    ]);
    expect(await outcome(`/api/views/${second.id}`, admin, { method: "PUT", body: { name: "PENDING only" } })).toMatchObject({
      status: 409,
      body: 'A view named "PENDING only" already exists for this list',
    });
    expect(await outcome("/api/views", admin, { method: "POST", body: { ...body, list, name: "failed TODAY" } })).toMatchObject({
      status: 409,
      body: 'A view named "failed TODAY" already exists for this list',
    });
    // A new default takes the mark from the old one.
    const third = await callJson<SavedView>("/api/views", admin, { method: "POST", body: { ...body, list, name: "Third" } });
    expect((await callJson<SavedView[]>(`/api/views?list=${list}`, admin)).filter((v) => v.isDefault).map((v) => v.id)).toEqual([third.id]);
    const del = await server.call(`/api/views/${first.id}`, { method: "DELETE", cookie: admin });
    expect([del.status, await del.text()]).toEqual([204, ""]);
    expect((await callJson<SavedView[]>(`/api/views?list=${list}`, admin)).map((v) => v.id)).toEqual([second.id, third.id]);
    expect(await outcome(`/api/views/${first.id}`, admin, { method: "DELETE" })).toMatchObject({ status: 404, body: "View not found" });
  });

  it("refuses bad input in plain text", async () => {
    const post = (b: unknown) => outcome("/api/views", admin, { method: "POST", body: b });
    expect(await post({ ...body, name: "" })).toMatchObject({ status: 400, body: "View name is required", type: expect.stringContaining("text/plain") });
    expect(await post({ ...body, name: "x".repeat(61) })).toMatchObject({ status: 400, body: "View name must be at most 60 characters" });
    expect(await post({ ...body, name: "a\u0007b" })).toMatchObject({ status: 400, body: "View name must not contain control characters" });
    expect(await post({ ...body, list: "" })).toMatchObject({ status: 400, body: "List is required" });
    expect(await post({ ...body, isDefault: "yes" })).toMatchObject({ status: 400, body: "isDefault must be true or false" });
    expect(await post({ ...body, columns: [1] })).toMatchObject({ status: 400, body: "Columns must be a list of column keys" });
    expect(await post({ ...body, sort: "amount.up" })).toMatchObject({ status: 400, body: "Sort must be a column key and asc or desc" });
    expect(await post({ ...body, filters: ["status"] })).toMatchObject({ status: 400, body: "Filters must be an object of strings" });
    expect(await post({ ...body, filters: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, "x"])) })).toMatchObject({ status: 400, body: "A view may hold at most 20 filters" });
    expect(await post({ ...body, search: "x".repeat(501) })).toMatchObject({ status: 400, body: "Search must be at most 500 characters" });
    expect(await post("[]")).toMatchObject({ status: 400, body: "Request body must be a JSON object" });
    expect(await outcome("/api/views", admin)).toMatchObject({ status: 400, body: "List is required" });
    expect(await outcome("/api/views?list=Not%20a%20list", admin)).toMatchObject({ status: 400, body: "List is required" });
    // What PostgreSQL cannot store is refused before it gets there (not a 500).
    for (const bad of [{ search: "a\u0000b" }, { filters: { status: "a\u0000" } }, { search: "\ud800" }, { name: "Lone \udc00" }]) {
      expect(await post({ ...body, ...bad }), JSON.stringify(bad)).toMatchObject({ status: 400, body: NOT_STORABLE });
    }
    const id = (await callJson<SavedView>("/api/views", admin, { method: "POST", body: { ...body, list: "merchants" } })).id;
    expect(await outcome(`/api/views/${id}`, admin, { method: "PUT", body: { name: "Lone \ud800" } })).toMatchObject({ status: 400, body: NOT_STORABLE });
    expect(await outcome(`/api/views/${id}`, admin, { method: "PUT", body: {} })).toMatchObject({ status: 400, body: "Nothing to change: send name or isDefault" });
    expect(await outcome(`/api/views/${id}`, admin, { method: "PUT", body: { isDefault: 1 } })).toMatchObject({ status: 400, body: "isDefault must be true or false" });
  });

  it(`a list holds at most ${VIEWS_PER_LIST_MAX} views per person (422)`, async () => {
    for (let i = 0; i < VIEWS_PER_LIST_MAX; i++) {
      const res = await server.call("/api/views", { method: "POST", cookie: operator, body: { list: "users", name: `View ${i}` } });
      expect(res.status).toBe(201);
    }
    expect(await outcome("/api/views", operator, { method: "POST", body: { list: "users", name: "One too many" } })).toMatchObject({
      status: 422,
      body: `A list may have at most ${VIEWS_PER_LIST_MAX} saved views`,
    });
    // Another person's limit is their own.
    expect((await server.call("/api/views", { method: "POST", cookie: viewer, body: { list: "users", name: "One too many" } })).status).toBe(201);
  });

  it("two saves of one name at once: one is stored, the other is 409", async () => {
    const send = () => server.call("/api/views", { method: "POST", cookie: viewer, body: { list: "api-keys", name: "Twice" } });
    const statuses = (await Promise.all([send(), send()])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect((await callJson<SavedView[]>("/api/views?list=api-keys", viewer)).map((v) => v.name)).toEqual(["Twice"]);
  });

  it("needs a session", async () => {
    expect((await server.call("/api/views?list=transactions")).status).toBe(401);
    expect((await server.call("/api/views", { method: "POST", body })).status).toBe(401);
  });
});
