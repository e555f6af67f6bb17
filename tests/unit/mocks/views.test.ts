// The demo backend's saved views (extension `views`): each person sees and changes only their own
// (another's view is 404, as if it did not exist), every role may keep views, the rules' words.
import { describe, expect, it } from "vitest";
import { getDb } from "../../../mocks/db";
import { SCHEMA, checkStoredState } from "../../../mocks/stored-state";
import { seed } from "../../../mocks/seed";
import type { SavedView } from "../../../src/lib/views";
import { ADMIN, OPERATOR, VIEWER, call, callJson, loginAs, outcome } from "./helpers";

const body = { list: "transactions", name: "Pending only", isDefault: true, filters: { status: "pending" }, sort: "amount.desc", columns: ["id", "amount"] };

describe("/api/views", () => {
  it("a viewer may save a view (views are personal, not business data); the answer has no owner", async () => {
    const me = await loginAs(VIEWER);
    const res = await call("/api/views", { method: "POST", body });
    expect(res.status).toBe(201);
    const view = (await res.json()) as SavedView & { owner?: string };
    expect(view).toMatchObject({ list: "transactions", name: "Pending only", isDefault: true, search: "", filters: { status: "pending" }, sort: "amount.desc", columns: ["id", "amount"] });
    expect(view.owner).toBeUndefined();
    expect(getDb().views?.find((v) => v.id === view.id)?.owner).toBe(me.id);
    expect(await callJson<SavedView[]>("/api/views?list=transactions")).toEqual([view]);
    expect(await callJson<SavedView[]>("/api/views?list=wallets")).toEqual([]);
  });

  it("another person's view: not listed, and changing or deleting it is 404", async () => {
    await loginAs(ADMIN);
    const mine = await callJson<SavedView>("/api/views", { method: "POST", body });
    await loginAs(OPERATOR);
    expect(await callJson<SavedView[]>("/api/views?list=transactions")).toEqual([]);
    expect(await outcome(`/api/views/${mine.id}`, { method: "PUT", body: { isDefault: false } })).toMatchObject({ status: 404, body: "View not found" });
    expect(await outcome(`/api/views/${mine.id}`, { method: "PUT", body: { name: "x".repeat(100) } })).toMatchObject({ status: 404, body: "View not found" });
    expect(await outcome(`/api/views/${mine.id}`, { method: "DELETE" })).toMatchObject({ status: 404, body: "View not found" });
    // The operator may use the same name: names are unique per person and list.
    expect((await call("/api/views", { method: "POST", body })).status).toBe(201);
    await loginAs(ADMIN);
    const still = await callJson<SavedView[]>("/api/views?list=transactions");
    expect(still).toEqual([mine]);
  });

  it("the owner renames, sets and clears the default, and deletes", async () => {
    await loginAs(ADMIN);
    const first = await callJson<SavedView>("/api/views", { method: "POST", body });
    const second = await callJson<SavedView>("/api/views", { method: "POST", body: { ...body, name: "Failed", filters: { status: "failed" }, isDefault: false } });
    const changed = await callJson<SavedView>(`/api/views/${second.id}`, { method: "PUT", body: { isDefault: true, name: "Failed today" } });
    expect(changed).toMatchObject({ id: second.id, name: "Failed today", isDefault: true });
    const list = await callJson<SavedView[]>("/api/views?list=transactions");
    expect(list.map((v) => [v.name, v.isDefault])).toEqual([
      ["Failed today", true],
      ["Pending only", false],
    ]);
    expect(await outcome(`/api/views/${second.id}`, { method: "PUT", body: { name: "PENDING only" } })).toMatchObject({
      status: 409,
      body: 'A view named "PENDING only" already exists for this list',
    });
    expect((await call(`/api/views/${first.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await callJson<SavedView[]>("/api/views?list=transactions")).map((v) => v.id)).toEqual([second.id]);
    expect(await outcome(`/api/views/${first.id}`, { method: "DELETE" })).toMatchObject({ status: 404 });
  });

  it("refuses bad input in plain text", async () => {
    await loginAs(ADMIN);
    const post = (b: unknown) => outcome("/api/views", { method: "POST", body: b });
    expect(await post({ ...body, name: "" })).toMatchObject({ status: 400, body: "View name is required" });
    expect(await post({ ...body, name: "x".repeat(61) })).toMatchObject({ status: 400, body: "View name must be at most 60 characters" });
    expect(await post({ ...body, list: "" })).toMatchObject({ status: 400, body: "List is required" });
    expect(await post({ ...body, columns: [1] })).toMatchObject({ status: 400, body: "Columns must be a list of column keys" });
    expect(await post({ ...body, search: "x".repeat(501) })).toMatchObject({ status: 400, body: "Search must be at most 500 characters" });
    expect(await post("[]")).toMatchObject({ status: 400, body: "Request body must be a JSON object" });
    expect(await outcome("/api/views")).toMatchObject({ status: 400, body: "List is required" });
    const id = (await callJson<SavedView>("/api/views", { method: "POST", body })).id;
    expect(await outcome(`/api/views/${id}`, { method: "PUT", body: {} })).toMatchObject({ status: 400, body: "Nothing to change: send name or isDefault" });
  });

  it("needs a session", async () => {
    expect(await outcome("/api/views?list=transactions")).toMatchObject({ status: 401 });
  });

  it("stored views survive a reload when well formed; a malformed one is dropped, not the data", () => {
    const { sessions: _s, ...data } = seed("default", Date.UTC(2026, 0, 1));
    const good = { id: "v1", owner: "u1", list: "transactions", name: "Fine", isDefault: false, search: "", filters: {}, sort: "", columns: [], createdAt: "x", updatedAt: "x" };
    const checked = checkStoredState({ schema: SCHEMA, data: { ...data, views: [good, { ...good, id: "v2", name: "" }, { id: 3 }] } }, undefined);
    expect(checked.malformed).toEqual([]);
    expect(checked.data?.views).toEqual([good]);
    expect(checkStoredState({ schema: SCHEMA, data }, undefined).data?.views).toBeUndefined();
  });
});
