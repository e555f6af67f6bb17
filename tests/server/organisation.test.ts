// Extension `organisation` on the PayDesk server (PGlite, PostgreSQL, and the demo's memory store):
// the settings' read and admin-only change (checked, audited with what changed), and what they
// govern — the idle limit, maintenance mode, the sign-in lockout and the transaction retention job.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { main as cli } from "../../server/cli";
import { DEFAULT_ORGANISATION_SETTINGS, type OrganisationSettings } from "../../src/lib/organisation";
import { applyTransactionRetention, MAINTENANCE_MESSAGE } from "../../server/rules/organisation";
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

const PATH = "/api/organisation/settings";

async function put(cookie: string, body: unknown) {
  const res = await server.call(PATH, { method: "PUT", cookie, body });
  return { status: res.status, text: await res.text(), retryAfter: res.headers.get("Retry-After") };
}

async function settings(cookie: string): Promise<OrganisationSettings> {
  const res = await server.call(PATH, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as OrganisationSettings;
}

describe(`/api/organisation/settings on ${DATABASE}`, () => {
  it("every signed-in role reads SPEC's defaults before anything is saved; signed out is 401", async () => {
    for (const cookie of [admin, operator, viewer]) expect(await settings(cookie)).toEqual(DEFAULT_ORGANISATION_SETTINGS);
    expect((await server.call(PATH)).status).toBe(401);
  });

  it("only an admin may change them (403 for operator and viewer, nothing stored)", async () => {
    expect(await put(operator, { defaultCurrency: "EUR" })).toMatchObject({ status: 403, text: "Forbidden" });
    expect(await put(viewer, { defaultCurrency: "EUR" })).toMatchObject({ status: 403, text: "Forbidden" });
    expect((await settings(admin)).defaultCurrency).toBe("USD");
  });

  it("refuses what is not a setting or not one of its choices (400, nothing stored)", async () => {
    expect(await put(admin, { sessionTimeout: 45 })).toMatchObject({ status: 400, text: "Session timeout must be one of 5, 15, 30, 60 minutes" });
    expect(await put(admin, { transactionRetentionDays: "365" })).toMatchObject({ status: 400, text: "Transaction retention must be one of 90, 180, 365, 1095 days" });
    expect(await put(admin, { defaultCurrency: "JPY" })).toMatchObject({ status: 400, text: "Default currency must be one of USD, EUR, GBP" });
    expect(await put(admin, { maintenanceMode: "yes" })).toMatchObject({ status: 400, text: "maintenanceMode must be true or false" });
    expect(await put(admin, { theme: "dark" })).toMatchObject({ status: 400, text: "Unknown setting: theme" });
    expect(await put(admin, {})).toMatchObject({ status: 400, text: "No settings given" });
    // One bad value refuses the whole change.
    expect(await put(admin, { defaultCurrency: "EUR", sessionTimeout: 120 })).toMatchObject({ status: 400 });
    expect(await settings(admin)).toEqual(DEFAULT_ORGANISATION_SETTINGS);
  });

  it("an admin's change is kept, answered whole, and audited with each field that changed", async () => {
    const res = await server.call(PATH, { method: "PUT", cookie: admin, body: { defaultCurrency: "EUR", transactionRetentionDays: 1095, rateLimiting: true } });
    expect(res.status).toBe(200);
    const expected = { ...DEFAULT_ORGANISATION_SETTINGS, defaultCurrency: "EUR", transactionRetentionDays: 1095 };
    expect(await res.json()).toEqual(expected);
    expect(await settings(viewer)).toEqual(expected);
    const [event] = await server.store.audit.list({ where: { resource: "organisation" }, limit: 1 });
    expect(event).toMatchObject({ action: "update", recordId: "settings", actorEmail: "admin@paydesk.dev", outcome: "success" });
    expect(event.changes).toEqual(
      expect.arrayContaining([
        { field: "defaultCurrency", before: "USD", after: "EUR" },
        { field: "transactionRetentionDays", before: 365, after: 1095 },
      ]),
    );
    expect(event.changes).toHaveLength(2);
  });

  it("maintenance mode: a viewer's or operator's write is 503 with Retry-After, their reads and an admin's writes work", async () => {
    expect((await put(admin, { maintenanceMode: true })).status).toBe(200);
    try {
      const viewerId = (await server.store.users.list()).find((u) => u.email === "viewer@paydesk.dev")!.id;
      const refused = await server.call(`/api/user/${viewerId}/settings`, { method: "PUT", cookie: viewer, body: { theme: "dark" } });
      expect(refused.status).toBe(503);
      expect(refused.headers.get("Content-Type")).toMatch(/^text\/plain/);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await refused.text()).toBe(MAINTENANCE_MESSAGE);
      expect((await server.store.users.get(viewerId))?.theme).not.toBe("dark");
      expect((await server.call("/api/wallets", { method: "POST", cookie: operator, body: {} })).status).toBe(503);
      expect((await server.call("/api/wallets", { cookie: viewer })).status).toBe(200);
      const wallet = await server.call("/api/wallets", { method: "POST", cookie: admin, body: {} });
      expect(wallet.status).toBe(201);
      // A new wallet takes the organisation's default currency (EUR since the change above).
      expect(await wallet.json()).toMatchObject({ currency: "EUR", balance: "0.00" });
    } finally {
      expect((await put(admin, { maintenanceMode: false })).status).toBe(200);
    }
    expect((await server.call("/api/wallets", { method: "POST", cookie: operator, body: {} })).status).toBe(201);
  });

  it("the idle limit is the shorter of the user's own timeout and the organisation's", async () => {
    const idleFor = async (cookie: string, minutes: number) => {
      const [latest] = await server.store.sessions.list({ sort: [{ field: "startedAt", order: "desc", type: "date" }], limit: 1 });
      await server.store.sessions.update(latest.id, { lastActiveAt: new Date(Date.now() - minutes * 60 * 1000).toISOString() });
      return (await server.call("/api/wallets", { cookie })).status;
    };
    expect((await put(admin, { sessionTimeout: 5 })).status).toBe(200);
    // The viewer's own choice is 30 (the seed's default): the organisation's 5 ends the session.
    expect(await idleFor(await server.signIn("viewer@paydesk.dev"), 6)).toBe(401);
    expect(await idleFor(await server.signIn("viewer@paydesk.dev"), 4)).toBe(200);
    expect((await put(admin, { sessionTimeout: 60 })).status).toBe(200);
    // Now the user's own 30 is the shorter.
    expect(await idleFor(await server.signIn("viewer@paydesk.dev"), 29)).toBe(200);
    expect(await idleFor(await server.signIn("viewer@paydesk.dev"), 31)).toBe(401);
    expect((await put(admin, { sessionTimeout: 15 })).status).toBe(200);
  });

  it("rate limiting on locks an e-mail after 5 failures; off, a sixth try is checked as usual", async () => {
    const attempt = (email: string, password: string, address: string) =>
      server.call("/api/user/login", { method: "POST", body: { email, password }, address });
    for (let i = 0; i < 5; i++) expect((await attempt("operator@paydesk.dev", "wrong", "10.9.0.1")).status).toBe(401);
    expect((await attempt("operator@paydesk.dev", "paydesk-demo", "10.9.0.1")).status).toBe(429);
    expect((await put(admin, { rateLimiting: false })).status).toBe(200);
    try {
      expect((await attempt("operator@paydesk.dev", "wrong", "10.9.0.1")).status).toBe(401);
      expect((await attempt("operator@paydesk.dev", "paydesk-demo", "10.9.0.1")).status).toBe(200);
    } finally {
      expect((await put(admin, { rateLimiting: true })).status).toBe(200);
    }
    expect((await attempt("operator@paydesk.dev", "paydesk-demo", "10.9.0.1")).status).toBe(429);
  });

  it("the retention job deletes only transactions older than the setting, and audits the number", async () => {
    const now = Date.parse("2030-06-01T00:00:00.000Z");
    const day = 24 * 60 * 60 * 1000;
    const tx = (id: string, daysOld: number) => ({ id, type: "payment", description: "retention", amount: "1.00", currency: "USD", status: "completed", walletId: null, createdAt: new Date(now - daysOld * day).toISOString() });
    await server.store.transactions.insertMany([tx("ret-old", 200), tx("ret-older", 400), tx("ret-new", 89), tx("ret-edge", 179)] as never[]);
    expect((await put(admin, { transactionRetentionDays: 180 })).status).toBe(200);
    const before = await server.store.transactions.count();
    const result = await applyTransactionRetention(server.store, now);
    // Every seeded transaction (made around today, years before 2030) is older too.
    const left = await server.store.transactions.list({ where: { description: "retention" } });
    expect(left.map((t) => t.id).sort()).toEqual(["ret-edge", "ret-new"]);
    expect(result).toMatchObject({ days: 180, before: new Date(now - 180 * day).toISOString() });
    expect(result.deleted).toBe(before - (await server.store.transactions.count()));
    expect(result.deleted).toBeGreaterThanOrEqual(2);
    const [event] = await server.store.audit.list({ where: { resource: "transactions", action: "retention" }, limit: 1 });
    expect(event).toMatchObject({ actorId: "system", outcome: "success", detail: { deleted: result.deleted, days: 180, note: `${result.deleted} transactions older than 180 days deleted` } });
    // Run again: nothing more to delete.
    expect((await applyTransactionRetention(server.store, now)).deleted).toBe(0);
  });

  it("npm run paydesk -- retention runs the job once on the server's database (PGlite in PAYDESK_DATA, or DATABASE_URL)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "paydesk-retention-"));
    const saved = { DATABASE_URL: process.env.DATABASE_URL, PAYDESK_DATA: process.env.PAYDESK_DATA, PAYDESK_SECRET_KEY: process.env.PAYDESK_SECRET_KEY };
    const printed: string[] = [];
    const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (printed.push(String(chunk)), true));
    const complain = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await cli(["retention", "now"])).toBe(2);
      if (server.url) {
        // With DATABASE_URL the CLI, like the server, needs the processes' shared key.
        process.env.DATABASE_URL = server.url;
        process.env.PAYDESK_SECRET_KEY = "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=";
      } else {
        delete process.env.DATABASE_URL;
        process.env.PAYDESK_DATA = dir;
      }
      expect(await cli(["retention"])).toBe(0);
    } finally {
      write.mockRestore();
      complain.mockRestore();
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      rmSync(dir, { recursive: true, force: true });
    }
    expect(printed.join("")).toMatch(/Deleted \d+ transactions created before \S+Z \(retention (180|365) days\)\./);
  });
});
