// Extension `audit` on the PayDesk server: every signed-in write and sensitive read is recorded once,
// whatever its outcome; refusals of one burst are one event; writes are limited per session.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Wallet } from "../../src/domain";
import { createApp } from "../../server/app/app";
import { guarded, type ServerOptions } from "../../server/app/context";
import { forgetOldEvents, type AuditEvent } from "../../server/rules/audit";
import { json } from "../../server/rules/respond";
import { HttpError } from "../../server/rules/validate";
import { SERVER_EXTENSIONS } from "../../server/start";
import { DATABASE, ORIGIN, testServer, type TestServer } from "./harness";

let server: TestServer;
let admin: string;
let operator: string;
let viewer: string;

beforeAll(async () => {
  server = await testServer();
  [admin, operator, viewer] = await Promise.all(["admin@paydesk.dev", "operator@paydesk.dev", "viewer@paydesk.dev"].map((e) => server.signIn(e)));
});
afterAll(() => server.close());

async function events(query = ""): Promise<AuditEvent[]> {
  const res = await server.call(`/api/audit-events${query}`, { cookie: admin });
  expect(res.status).toBe(200);
  return (await res.json()) as AuditEvent[];
}

async function newWallet(balance = "100.00"): Promise<Wallet> {
  const wallet = (await (await server.call("/api/wallets", { method: "POST", cookie: admin, body: {} })).json()) as Wallet;
  if (balance !== "0.00") await server.call(`/api/wallets/${wallet.id}/load`, { method: "POST", cookie: admin, body: { amount: balance } });
  return wallet;
}

const of = (wallet: { id: string }) => `?resource=wallets&recordId=${wallet.id}`;

describe(`the audit trail on ${DATABASE}`, () => {
  it("records a write: who, their role, the action, the record and its balance before → after", async () => {
    const wallet = await newWallet("100.00");
    const res = await server.call(`/api/wallets/${wallet.id}/load`, { method: "POST", cookie: operator, body: { amount: "25.00" } });
    expect(res.status).toBe(200);
    const [event] = await events(of(wallet));
    expect(event).toMatchObject({
      actorEmail: "operator@paydesk.dev",
      actorName: "Jordan Lee",
      actorRole: "operator",
      action: "load",
      resource: "wallets",
      recordId: wallet.id,
      changes: [{ field: "balance", before: "100.00", after: "125.00" }],
      outcome: "success",
      detail: { request: { amount: "25.00" } },
    });
    expect(Date.parse(event.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("a create names the new record with its fields; a role change shows before → after", async () => {
    const created = (await (await server.call("/api/wallets", { method: "POST", cookie: admin, body: { customerId: "cust_9" } })).json()) as Wallet;
    const [event] = await events(of(created));
    expect(event).toMatchObject({ action: "create", recordId: created.id, outcome: "success" });
    expect(event.changes).toEqual(expect.arrayContaining([{ field: "customerId", before: null, after: "cust_9" }, { field: "balance", before: null, after: "0.00" }]));

    const users = (await (await server.call("/api/users", { cookie: admin })).json()) as Array<{ id: string; email: string }>;
    const priya = users.find((u) => u.email === "priya.nair@paydesk.dev")!;
    expect((await server.call(`/api/user/${priya.id}`, { method: "PUT", cookie: admin, body: { role: "operator" } })).status).toBe(200);
    const [change] = await events(`?resource=users&recordId=${priya.id}`);
    expect(change).toMatchObject({ action: "update", changes: [{ field: "role", before: "viewer", after: "operator" }], outcome: "success" });
  });

  it("records refusals with their status and message, nothing changed; a call without a session is not recorded", async () => {
    const wallet = await newWallet("10.00");
    const refused = await server.call(`/api/wallets/${wallet.id}/withdraw`, { method: "POST", cookie: operator, body: { amount: "10.01" } });
    expect([refused.status, await refused.text()]).toEqual([422, "Insufficient funds"]);
    const forbidden = await server.call(`/api/wallets/${wallet.id}/load`, { method: "POST", cookie: viewer, body: { amount: "1.00" } });
    expect(forbidden.status).toBe(403);
    const form = await server.call(`/api/wallets/${wallet.id}/load`, { method: "POST", cookie: operator, body: "amount=1", headers: { "Content-Type": "text/plain" } });
    expect(form.status).toBe(415);
    expect((await server.call(`/api/wallets/${wallet.id}/load`, { method: "POST", body: { amount: "1.00" } })).status).toBe(401);

    const trail = await events(of(wallet));
    expect(trail.map((e) => [e.action, e.actorEmail, e.outcome])).toEqual([
      ["load", "operator@paydesk.dev", "415 Unsupported Media Type"],
      ["load", "viewer@paydesk.dev", "403 Forbidden"],
      ["withdraw", "operator@paydesk.dev", "422 Insufficient funds"],
      ["load", "admin@paydesk.dev", "success"],
      ["create", "admin@paydesk.dev", "success"],
    ]);
    expect(trail[2]).toMatchObject({ changes: [], detail: { request: { amount: "10.01" }, count: 1 } });
    expect(trail[1]).toMatchObject({ actorRole: "viewer", detail: { request: { amount: "1.00" } } });
  });

  it("a refusal carrying text PostgreSQL cannot store is still recorded (U+FFFD in its place)", async () => {
    const wallet = await newWallet("1.00");
    const res = await server.call(`/api/wallets/${wallet.id}/load`, { method: "POST", cookie: operator, body: { amount: "1\u0000", "note\u0000": "\ud800" } });
    expect(res.status).toBe(400);
    const [event] = await events(of(wallet));
    expect(event).toMatchObject({ outcome: "400 Amount must be a positive number with at most 2 decimals", detail: { request: { amount: "1\ufffd", "note\ufffd": "\ufffd" } } });
  });

  it("a refused write changes nothing it started: its transaction is undone", async () => {
    const wallet = await newWallet("5.00");
    const before = await server.store.transactions.count({ where: { walletId: wallet.id } });
    const res = await server.call(`/api/wallets/${wallet.id}/withdraw`, { method: "POST", cookie: operator, body: { amount: "6.00" } });
    expect(res.status).toBe(422);
    expect(await server.store.transactions.count({ where: { walletId: wallet.id } })).toBe(before);
    expect((await server.store.wallets.get(wallet.id))!.balance).toBe("5.00");
  });

  it("an idempotent replay is the same write: recorded once", async () => {
    const wallet = await newWallet("1.00");
    const send = () => server.call(`/api/wallets/${wallet.id}/load`, { method: "POST", cookie: operator, body: { amount: "2.00" }, headers: { "Idempotency-Key": "audit-replay-1" } });
    expect((await send()).status).toBe(200);
    const again = await send();
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    const loads = (await events(of(wallet))).filter((e) => e.actorEmail === "operator@paydesk.dev");
    expect(loads).toHaveLength(1);
    expect(loads[0]).toMatchObject({ changes: [{ field: "balance", before: "1.00", after: "3.00" }] });
  });

  it("a burst of identical refusals is one event with a count; another outcome or record is its own", async () => {
    const wallet = await newWallet("1.00");
    const other = await newWallet("1.00");
    const load = (id: string) => server.call(`/api/wallets/${id}/load`, { method: "POST", cookie: viewer, body: { amount: "1.00" } });
    const answers = await Promise.all(Array.from({ length: 8 }, () => load(wallet.id)));
    expect(answers.every((a) => a.status === 403)).toBe(true);
    await load(other.id);
    const tooMuch = await server.call(`/api/wallets/${wallet.id}/withdraw`, { method: "POST", cookie: operator, body: { amount: "9.00" } });
    expect(tooMuch.status).toBe(422);

    const trail = (await events(of(wallet))).filter((e) => e.outcome !== "success");
    expect(trail.map((e) => [e.actorEmail, e.outcome, e.detail?.count])).toEqual([
      ["operator@paydesk.dev", "422 Insufficient funds", 1],
      ["viewer@paydesk.dev", "403 Forbidden", 8],
    ]);
    expect(typeof trail[1].detail?.lastAt).toBe("string");
    expect((await events(of(other))).filter((e) => e.outcome !== "success").map((e) => e.detail?.count)).toEqual([1]);
  });

  it("reads: admins only, filtered by resource, record, action and person, newest first; no endpoint writes an event", async () => {
    const wallet = await newWallet("50.00");
    await server.call(`/api/wallets/${wallet.id}/withdraw`, { method: "POST", cookie: operator, body: { amount: "1.00" } });
    await server.call(`/api/wallets/${wallet.id}/withdraw`, { method: "POST", cookie: operator, body: { amount: "2.00" } });
    const mine = await events(`${of(wallet)}&action=withdraw&actorEmail=operator@paydesk.dev`);
    expect(mine.map((e) => e.detail?.request)).toEqual([{ amount: "2.00" }, { amount: "1.00" }]);
    expect(await events(`?resource=users&recordId=${wallet.id}`)).toEqual([]);
    const all = await events();
    expect(all.length).toBeGreaterThan(10);
    expect([...all].sort((a, b) => b.at.localeCompare(a.at)).map((e) => e.at)).toEqual(all.map((e) => e.at));

    expect((await server.call("/api/audit-events", { cookie: operator })).status).toBe(403);
    const [event] = mine;
    for (const method of ["PUT", "DELETE"]) {
      const res = await server.call(`/api/audit-events/${event.id}`, { method, cookie: admin, body: method === "PUT" ? { outcome: "x" } : undefined });
      expect(res.status).toBe(404);
    }
    expect((await server.call("/api/audit-events", { method: "POST", cookie: admin, body: { action: "fake" } })).status).toBe(404);
    expect((await events(of(wallet))).find((e) => e.id === event.id)).toEqual(event);
    expect((await events("?action=fake")).length).toBe(0);
  });

  it("keeps every event (no count cap); retention is by age, only when set", async () => {
    const at = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000).toISOString();
    const old = Array.from({ length: 2_100 }, (_, i) => ({
      id: `old-${i}`, at, actorId: "u", actorEmail: "ghost@paydesk.dev", actorName: "Ghost", actorRole: "admin", action: "update", resource: "probes", recordId: String(i), changes: [], outcome: "success",
    }));
    await server.store.audit.insertMany(old);
    expect((await events("?resource=probes")).length).toBe(2_100);
    expect(await forgetOldEvents(server.store, 365)).toBe(2_100);
    expect(await events("?resource=probes")).toEqual([]);
    expect((await events()).length).toBeGreaterThan(10);
  });

  it("a sensitive read names its action: recorded with its query, refused ones too", async () => {
    const options: ServerOptions = { store: server.store, passwords: null, secureCookie: false, extensions: new Set(SERVER_EXTENSIONS) };
    const reveal = guarded(
      options,
      "admin",
      ({ params }) => {
        if (params.id === "nope") throw new HttpError(404, "API key not found");
        return json({ keyValue: "pk_test_secret" });
      },
      { audit: "reveal" },
    );
    const read = (id: string, cookie: string, query = "") =>
      reveal({ request: new Request(`${ORIGIN}/api/api-keys/${id}/secret${query}`, { headers: { Cookie: cookie } }), params: { id }, address: "127.0.0.1" });
    expect((await read("k-1", admin, "?purpose=copy")).status).toBe(200);
    expect((await read("nope", admin)).status).toBe(404);
    expect((await read("k-1", operator)).status).toBe(403);
    const trail = await events("?resource=api-keys&action=reveal");
    expect(trail.map((e) => [e.recordId, e.actorEmail, e.outcome])).toEqual([
      ["k-1", "operator@paydesk.dev", "403 Forbidden"],
      ["nope", "admin@paydesk.dev", "404 API key not found"],
      ["k-1", "admin@paydesk.dev", "success"],
    ]);
    expect(trail[2]).toMatchObject({ changes: [], detail: { request: { purpose: "copy" } } });
    expect(JSON.stringify(trail)).not.toContain("pk_test_secret");
  });

  it("limits writes per session: 429 with Retry-After, recorded once per minute; reads go on; the next minute writes again", async () => {
    let clock = Date.now();
    const options: ServerOptions = { store: server.store, passwords: null, secureCookie: false, extensions: new Set(SERVER_EXTENSIONS), writesPerMinute: 3, now: () => clock };
    const app = createApp(options);
    const tom = await server.signIn("tom.becker@paydesk.dev");
    const wallet = await newWallet("100.00");
    const call = (path: string, init: RequestInit = {}) =>
      Promise.resolve(app.fetch(new Request(ORIGIN + path, { ...init, headers: { Cookie: tom, "Content-Type": "application/json" } }), { address: "127.0.0.1" }));
    const load = () => call(`/api/wallets/${wallet.id}/load`, { method: "POST", body: JSON.stringify({ amount: "1.00" }) });

    for (let i = 0; i < 3; i++) expect((await load()).status).toBe(200);
    clock += 10_000;
    const limited = await load();
    expect([limited.status, limited.headers.get("Retry-After")]).toEqual([429, "50"]);
    expect(await limited.text()).toBe("Too many requests: slow down and try again in a minute");
    expect((await call(`/api/wallets/${wallet.id}/qr`, { method: "POST" })).status).toBe(429);
    expect((await call("/api/wallets")).status).toBe(200);
    expect((await server.store.wallets.get(wallet.id))!.balance).toBe("103.00");

    const tomsEvents = (await events("?actorEmail=tom.becker@paydesk.dev")).filter((e) => e.outcome.startsWith("429"));
    expect(tomsEvents.map((e) => [e.action, e.detail?.count])).toEqual([["load", 2]]);

    clock += 51_000;
    expect((await load()).status).toBe(200);
  });

  it("records an API key's reveal and a KYC file's opening through their own routes, refused ones too", async () => {
    const [key] = await (await server.call("/api/api-keys", { cookie: admin })).json();
    const secret = await server.call(`/api/api-keys/${key.id}/secret`, { cookie: admin });
    expect(secret.status).toBe(200);
    expect((await server.call(`/api/api-keys/${key.id}/secret`, { cookie: operator })).status).toBe(403);
    const reveals = await events(`?resource=api-keys&recordId=${key.id}&action=reveal`);
    expect(reveals.map((e) => [e.actorEmail, e.outcome])).toEqual([
      ["operator@paydesk.dev", "403 Forbidden"],
      ["admin@paydesk.dev", "success"],
    ]);
    const [document] = await (await server.call("/api/kyc-documents", { cookie: operator })).json();
    expect((await server.call(`/api/kyc-documents/${document.id}/views`, { method: "POST", cookie: operator })).status).toBe(204);
    expect((await server.call(`/api/kyc-documents/nope/views`, { method: "POST", cookie: operator })).status).toBe(404);
    const opened = await events(`?recordId=${document.id}`);
    expect(opened.map((e) => [e.action, e.actorEmail, e.outcome])).toEqual([["view-file", "operator@paydesk.dev", "success"]]);
  });
});
