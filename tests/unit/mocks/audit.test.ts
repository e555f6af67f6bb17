// The audit trail's recording rules (extension `audit`) and the API key secret endpoint (extension
// `secrets`), on the demo backend through fetch (msw/node), plus the pure rules behind them.
import { afterEach, describe, expect, it } from "vitest";
import type { ApiKey, KycDocument, User, Wallet } from "../../../src/domain";
import { getDb } from "../../../mocks/db";
import { AUDIT_LIMIT, recordAudit, type AuditEvent } from "../../../mocks/audit";
import { diff, outcomeOf, requestDetail, safeValue, targetOf, writeRoutes } from "../../../server/rules/audit";
import { setDemoExtensions } from "../../../mocks/extensions";
import { auditEvents } from "../../../mocks/stored-state";
import { resources } from "../../../resources";
import { ADMIN, OPERATOR, VIEWER, call, callJson, loginAs, outcome } from "./helpers";

const events = (): AuditEvent[] => getDb().audit ?? [];
const activeWallet = () => getDb().wallets.find((w) => w.status === "active" && Number(w.balance) > 10)!;

afterEach(() => setDemoExtensions(null));

describe("what a write records", () => {
  it("a wallet load: who, their role, the action, the record and its balance before → after", async () => {
    const user = await loginAs(OPERATOR);
    const wallet = activeWallet();
    const before = wallet.balance;
    const after = await callJson<Wallet>(`/api/wallets/${wallet.id}/load`, { method: "POST", body: { amount: "25.00" } });
    expect(events()).toHaveLength(1);
    expect(events()[0]).toMatchObject({
      actorId: user.id,
      actorEmail: OPERATOR,
      actorName: "Jordan Lee",
      actorRole: "operator",
      action: "load",
      resource: "wallets",
      recordId: wallet.id,
      changes: [{ field: "balance", before, after: after.balance }],
      outcome: "success",
      detail: { request: { amount: "25.00" } },
    });
    expect(Date.parse(events()[0].at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("a refused withdrawal is recorded with its outcome and nothing changed; a 401 is not recorded", async () => {
    await loginAs(OPERATOR);
    const wallet = activeWallet();
    const tooMuch = (Number(wallet.balance) + 1).toFixed(2);
    expect((await outcome(`/api/wallets/${wallet.id}/withdraw`, { method: "POST", body: { amount: tooMuch } })).status).toBe(422);
    expect(events()[0]).toMatchObject({ action: "withdraw", recordId: wallet.id, changes: [], outcome: "422 Insufficient funds", detail: { request: { amount: tooMuch } } });
    await call("/api/user/logout", { method: "POST" });
    expect((await outcome(`/api/wallets/${wallet.id}/load`, { method: "POST", body: { amount: "1.00" } })).status).toBe(401);
    expect(events()).toHaveLength(1);
  });

  it("a viewer's forbidden write is recorded as 403 Forbidden", async () => {
    await loginAs(VIEWER);
    const wallet = activeWallet();
    expect((await outcome(`/api/wallets/${wallet.id}/load`, { method: "POST", body: { amount: "1.00" } })).status).toBe(403);
    expect(events()[0]).toMatchObject({ actorRole: "viewer", action: "load", resource: "wallets", recordId: wallet.id, outcome: "403 Forbidden" });
  });

  it("a create names the new record; a role change and a delete show their fields", async () => {
    await loginAs(ADMIN);
    const wallet = await callJson<Wallet>("/api/wallets", { method: "POST", body: { customerId: "cust_9" } });
    expect(events()[0]).toMatchObject({ action: "create", resource: "wallets", recordId: wallet.id, outcome: "success" });
    expect(events()[0].changes).toEqual(expect.arrayContaining([{ field: "customerId", before: null, after: "cust_9" }, { field: "balance", before: null, after: "0.00" }]));

    const target = getDb().users.find((u) => u.role === "viewer")!;
    await callJson<User>(`/api/user/${target.id}`, { method: "PUT", body: { role: "operator" } });
    expect(events()[0]).toMatchObject({ action: "update", resource: "users", recordId: target.id, changes: [{ field: "role", before: "viewer", after: "operator" }] });

    expect((await call(`/api/user/${target.id}`, { method: "DELETE" })).status).toBe(204);
    expect(events()[0]).toMatchObject({ action: "delete", resource: "users", recordId: target.id });
    expect(events()[0].changes).toContainEqual({ field: "email", before: target.email, after: null });
  });

  it("an idempotent replay is the same write: recorded once", async () => {
    await loginAs(OPERATOR);
    const wallet = activeWallet();
    const init = { method: "POST", body: { amount: "2.00" }, headers: { "Idempotency-Key": "audit-replay-1" } };
    await callJson(`/api/wallets/${wallet.id}/load`, init);
    await callJson(`/api/wallets/${wallet.id}/load`, init);
    expect(events().filter((e) => e.action === "load")).toHaveLength(1);
  });

  it("an API key's value never appears in an event: created, toggled or deleted", async () => {
    await loginAs(ADMIN);
    const key = await callJson<ApiKey>("/api/api-keys", { method: "POST", body: { name: "Audit probe" } });
    await callJson(`/api/api-keys/${key.id}`, { method: "PUT", body: { isActive: false } });
    await call(`/api/api-keys/${key.id}`, { method: "DELETE" });
    expect(events().map((e) => e.action)).toEqual(["delete", "update", "create"]);
    expect(events()[2].changes).toContainEqual({ field: "keyValue", before: null, after: expect.stringMatching(/^pk_test_••••••••.{4}$/) });
    expect(JSON.stringify(events())).not.toContain(key.keyValue);
  });

  it("no endpoint edits or deletes an event", async () => {
    await loginAs(ADMIN);
    await callJson(`/api/wallets/${activeWallet().id}/load`, { method: "POST", body: { amount: "1.00" } });
    const [event] = events();
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      expect((await outcome(`/api/audit-events/${event.id}`, { method, body: method === "DELETE" ? undefined : { outcome: "x" } })).status).toBe(404);
    }
    expect((await outcome("/api/audit-events", { method: "POST", body: { action: "fake" } })).status).toBe(404);
    expect(events().find((e) => e.id === event.id)).toEqual(event);
    expect(events().some((e) => e.action === "fake")).toBe(false);
  });
});

describe("GET /api/audit-events", () => {
  it("is for admins; filters by resource and record, newest first", async () => {
    await loginAs(ADMIN);
    const [a, b] = getDb().wallets.filter((w) => w.status === "active");
    await callJson(`/api/wallets/${a.id}/load`, { method: "POST", body: { amount: "1.00" } });
    await callJson(`/api/wallets/${b.id}/load`, { method: "POST", body: { amount: "1.00" } });
    await callJson(`/api/wallets/${a.id}/load`, { method: "POST", body: { amount: "2.00" } });
    const all = await callJson<AuditEvent[]>("/api/audit-events");
    expect(all).toHaveLength(3);
    const mine = await callJson<AuditEvent[]>(`/api/audit-events?resource=wallets&recordId=${a.id}`);
    expect(mine.map((e) => e.detail?.request)).toEqual([{ amount: "2.00" }, { amount: "1.00" }]);
    expect(await callJson(`/api/audit-events?resource=users&recordId=${a.id}`)).toEqual([]);

    await loginAs(OPERATOR);
    expect((await outcome("/api/audit-events")).status).toBe(403);
  });
});

describe("API key secrets (extension `secrets`)", () => {
  it("the list masks values; one key's value is for admins and its reveal is recorded without it", async () => {
    await loginAs(ADMIN);
    const stored = getDb().apiKeys[0];
    const listed = await callJson<ApiKey[]>("/api/api-keys");
    expect(listed[0].keyValue).toMatch(/^pk_(test|live)_••••••••.{4}$/);
    expect(JSON.stringify(listed)).not.toContain(stored.keyValue);

    const secret = await call(`/api/api-keys/${stored.id}/secret`);
    expect(secret.headers.get("Cache-Control")).toBe("no-store");
    expect(await secret.json()).toEqual({ keyValue: stored.keyValue });
    expect(events()[0]).toMatchObject({ action: "reveal", resource: "api-keys", recordId: stored.id, outcome: "success", changes: [] });
    await callJson(`/api/api-keys/${stored.id}/secret?purpose=copy`);
    expect(events()[0]).toMatchObject({ action: "reveal", detail: { request: { purpose: "copy" } } });
    expect(JSON.stringify(events())).not.toContain(stored.keyValue);
    expect(await outcome("/api/api-keys/nope/secret")).toMatchObject({ status: 404, body: "API key not found" });

    await loginAs(OPERATOR);
    expect((await outcome(`/api/api-keys/${stored.id}/secret`)).status).toBe(403);
    expect(events()[0]).toMatchObject({ action: "reveal", actorEmail: OPERATOR, outcome: "403 Forbidden" });
  });

  it("off: the list has full values as SPEC says, and there is no secret, views or audit endpoint", async () => {
    setDemoExtensions([]);
    await loginAs(ADMIN);
    const stored = getDb().apiKeys[0];
    expect((await callJson<ApiKey[]>("/api/api-keys"))[0].keyValue).toBe(stored.keyValue);
    expect((await outcome(`/api/api-keys/${stored.id}/secret`)).status).toBe(404);
    expect((await outcome("/api/audit-events")).status).toBe(404);
    // The server keeps its trail whatever the console shows (the approvals threshold reads it); nothing serves it.
    await callJson(`/api/wallets/${activeWallet().id}/load`, { method: "POST", body: { amount: "1.00" } });
    expect((await outcome("/api/audit-events")).status).toBe(404);
  });
});

describe("opening a KYC document (extension `audit`)", () => {
  it("POST /api/kyc-documents/{id}/views answers 204 and records view-file", async () => {
    await loginAs(OPERATOR);
    const doc: KycDocument = getDb().kycDocuments[0];
    expect((await call(`/api/kyc-documents/${doc.id}/views`, { method: "POST" })).status).toBe(204);
    expect(events()[0]).toMatchObject({ action: "view-file", resource: "kyc-documents", recordId: doc.id, outcome: "success", changes: [] });
    expect(await outcome("/api/kyc-documents/nope/views", { method: "POST" })).toMatchObject({ status: 404, body: "KYC document not found" });
  });
});

describe("the rules", () => {
  const routes = writeRoutes(resources);
  it("map a method and path to resource, action and record from the declarations", () => {
    expect(targetOf(routes, "POST", "/api/wallets/w1/load")).toEqual({ resource: "wallets", action: "load", recordId: "w1" });
    expect(targetOf(routes, "POST", "/api/wallets")).toEqual({ resource: "wallets", action: "create", recordId: null });
    expect(targetOf(routes, "PUT", "/api/user/u1")).toEqual({ resource: "users", action: "update", recordId: "u1" });
    expect(targetOf(routes, "PUT", "/api/user/u1/settings")).toEqual({ resource: "users", action: "settings", recordId: "u1" });
    expect(targetOf(routes, "DELETE", "/api/api-keys/k1")).toEqual({ resource: "api-keys", action: "delete", recordId: "k1" });
    expect(targetOf(routes, "PUT", "/api/merchants/m1")).toEqual({ resource: "merchants", action: "update", recordId: "m1" });
    expect(targetOf(routes, "POST", "/api/kyc-documents/d1/views")).toEqual({ resource: "kyc-documents", action: "view-file", recordId: "d1" });
    // A path no declaration names: its segments.
    expect(targetOf(routes, "POST", "/api/approvals/a1/approve")).toEqual({ resource: "approvals", action: "approve", recordId: "a1" });
  });

  it("diff only changed fields, mask secrets, cut long text", () => {
    expect(diff({ id: "1", balance: "1.00", status: "active" }, { id: "1", balance: "2.00", status: "active" })).toEqual([{ field: "balance", before: "1.00", after: "2.00" }]);
    expect(diff(undefined, { id: "1", name: "x", merchantId: null })).toEqual([{ field: "name", before: null, after: "x" }]);
    expect(safeValue("keyValue", "pk_live_abcdefghijklmnopqrstuvwxyz123456")).toBe("pk_live_••••••••3456");
    expect(safeValue("reviewNotes", "n".repeat(300))).toHaveLength(201);
    expect(requestDetail({ keyValue: "pk_live_abcdefghijklmnopqrstuvwxyz123456", amount: "5" })).toEqual({ keyValue: "pk_live_••••••••3456", amount: "5" });
    expect(requestDetail({})).toBeUndefined();
    expect(outcomeOf(201, "")).toBe("success");
    expect(outcomeOf(422, "Insufficient funds\n")).toBe("422 Insufficient funds");
  });

  it("keep at most AUDIT_LIMIT events, dropping the oldest", () => {
    const db = getDb();
    const input = { actorId: "u", actorEmail: "a@b.c", actorName: "A", actorRole: "admin" as const, action: "update", resource: "wallets", recordId: "w" };
    for (let i = 0; i <= AUDIT_LIMIT; i++) recordAudit(db, { ...input, recordId: String(i) });
    expect(db.audit).toHaveLength(AUDIT_LIMIT);
    expect(db.audit![0].recordId).toBe(String(AUDIT_LIMIT));
    expect(db.audit!.at(-1)!.recordId).toBe("1");
  });

  it("stored events are kept when well-formed, dropped when not (the rest of the data stays)", () => {
    const good = recordAudit(getDb(), { actorId: "u", actorEmail: "a@b.c", actorName: "A", actorRole: "admin", action: "update", resource: "wallets", recordId: null });
    expect(auditEvents([good, { id: 1 }, null, { ...good, changes: "x" }])).toEqual([good]);
    expect(auditEvents(undefined)).toEqual([]);
  });
});
