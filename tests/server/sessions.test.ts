import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DATABASE, ORIGIN, testServer, type TestServer } from "./harness";
import { startServer } from "../../server/start";
import { MAX_SESSIONS_PER_USER } from "../../server/rules/sessions";

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await testServer();
  admin = await server.signIn("admin@paydesk.dev");
});
afterAll(() => server.close());

async function userId(email: string): Promise<string> {
  const users = await (await server.call("/api/users", { cookie: admin })).json();
  return users.find((u: { email: string }) => u.email === email).id;
}

describe(`sign-in and sessions on ${DATABASE}`, () => {
  it("signs in with the password: an HttpOnly SameSite cookie holding an opaque token, never the hash", async () => {
    const res = await server.call("/api/user/login", { method: "POST", body: { email: " Operator@PayDesk.dev ", password: "paydesk-demo" } });
    expect(res.status).toBe(200);
    const [cookie, device] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^paydesk_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    // Extension `sessions`: the browser's long-lived device cookie, another opaque token.
    expect(device).toMatch(/^paydesk_device=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=34560000; HttpOnly; SameSite=Lax$/);
    const user = await res.json();
    expect(user).toMatchObject({ email: "operator@paydesk.dev", role: "operator" });
    expect(JSON.stringify(user)).not.toMatch(/argon2|passwordHash/);
    const token = cookie.split(";")[0].split("=")[1];
    expect(await server.store.sessions.list({ where: { id: token } })).toEqual([]); // stored hashed
  });

  it("answers every wrong e-mail or password alike, and a missing password with 400", async () => {
    const wrong = await server.call("/api/user/login", { method: "POST", body: { email: "viewer@paydesk.dev", password: "nope" }, address: "10.0.0.1" });
    const nobody = await server.call("/api/user/login", { method: "POST", body: { email: "nobody@paydesk.dev", password: "nope" }, address: "10.0.0.1" });
    expect([wrong.status, await wrong.text()]).toEqual([401, "Invalid email or password"]);
    expect([nobody.status, await nobody.text()]).toEqual([401, "Invalid email or password"]);
    const nul = await server.call("/api/user/login", { method: "POST", body: { email: "viewer@paydesk.dev\u0000", password: "nope" }, address: "10.0.0.1" });
    expect([nul.status, await nul.text()]).toEqual([401, "Invalid email or password"]);
    const missing = await server.call("/api/user/login", { method: "POST", body: { email: "viewer@paydesk.dev" } });
    expect([missing.status, await missing.text()]).toEqual([400, "Password is required"]);
  });

  it("locks an e-mail after five failures in 15 minutes, the right password too; other people are not locked", async () => {
    const attempt = (password: string, email = "admin2@paydesk.dev") =>
      server.call("/api/user/login", { method: "POST", body: { email, password }, address: "10.0.0.2" });
    for (let i = 0; i < 5; i++) expect((await attempt("wrong")).status).toBe(401);
    const locked = await attempt("paydesk-demo");
    expect([locked.status, await locked.text()]).toEqual([429, "Too many attempts. Try again in 15 minutes."]);
    expect((await attempt("paydesk-demo", "viewer@paydesk.dev")).status).toBe(200);
  });

  it("logout ends the session: the old cookie is refused", async () => {
    const cookie = await server.signIn("viewer@paydesk.dev");
    expect((await server.call("/api/wallets", { cookie })).status).toBe(200);
    const out = await server.call("/api/user/logout", { method: "POST", cookie });
    expect(out.status).toBe(204);
    expect(out.headers.get("Set-Cookie")).toContain("Max-Age=0");
    expect((await server.call("/api/wallets", { cookie })).status).toBe(401);
  });

  it("a role change applies on the next call, and a deleted user's session ends at once", async () => {
    const operator = await server.signIn("operator@paydesk.dev");
    const id = await userId("operator@paydesk.dev");
    const demote = await server.call(`/api/user/${id}`, { method: "PUT", cookie: admin, body: { role: "viewer" } });
    expect(demote.status).toBe(200);
    const [wallet] = await (await server.call("/api/wallets", { cookie: admin })).json();
    expect((await server.call(`/api/wallets/${wallet.id}/load`, { method: "POST", cookie: operator, body: { amount: "1.00" } })).status).toBe(403);
    const del = await server.call(`/api/user/${id}`, { method: "DELETE", cookie: admin });
    expect(del.status).toBe(204);
    expect((await server.call("/api/wallets", { cookie: operator })).status).toBe(401);
  });

  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions per person, ending only their oldest`, async () => {
    const viewer = await server.signIn("viewer@paydesk.dev");
    const mine = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 2; i++) mine.push(await server.signIn("admin@paydesk.dev"));
    expect((await server.call("/api/wallets", { cookie: viewer })).status).toBe(200);
    expect((await server.call("/api/wallets", { cookie: mine[0] })).status).toBe(401);
    expect((await server.call("/api/wallets", { cookie: mine[1] })).status).toBe(401);
    expect((await server.call("/api/wallets", { cookie: mine[2] })).status).toBe(200);
    admin = mine[mine.length - 1];
  });

  it("ends a session after the user's idle timeout (default 30 minutes) and 12 hours after sign-in", async () => {
    const idle = await server.signIn("viewer@paydesk.dev");
    const [latest] = await server.store.sessions.list({ sort: [{ field: "startedAt", order: "desc", type: "date" }], limit: 1 });
    await server.store.sessions.update(latest.id, { lastActiveAt: new Date(Date.now() - 31 * 60 * 1000).toISOString() });
    expect((await server.call("/api/wallets", { cookie: idle })).status).toBe(401);
    expect(await server.store.sessions.get(latest.id)).toBeUndefined();
    const old = await server.signIn("viewer@paydesk.dev");
    const [fresh] = await server.store.sessions.list({ sort: [{ field: "startedAt", order: "desc", type: "date" }], limit: 1 });
    await server.store.sessions.update(fresh.id, { startedAt: new Date(Date.now() - 12 * 60 * 60 * 1000 - 1000).toISOString() });
    expect((await server.call("/api/wallets", { cookie: old })).status).toBe(401);
  });

  it("a restart keeps the data and the sessions", async () => {
    // PostgreSQL: a second server on the test database is a restarted process; PGlite: the same folder reopened.
    const dir = mkdtempSync(join(tmpdir(), "paydesk-restart-"));
    // On PostgreSQL every process is given the same server key (PAYDESK_SECRET_KEY); PGlite keeps one in its folder.
    const where = server.url ? { url: server.url, secretKey: new Uint8Array(32).fill(7) } : { dataDir: dir };
    try {
      const first = await startServer({ ...where, seed: server.url ? null : "demo" });
      const login = await first.app.fetch(new Request(`${ORIGIN}/api/user/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "viewer@paydesk.dev", password: "paydesk-demo" }) }));
      const cookie = login.headers.get("Set-Cookie")!.split(";")[0];
      const before = await (await first.app.fetch(new Request(`${ORIGIN}/api/wallets`, { headers: { Cookie: cookie } }))).json();
      await first.close();
      const second = await startServer({ ...where, seed: null });
      try {
        const after = await second.app.fetch(new Request(`${ORIGIN}/api/wallets`, { headers: { Cookie: cookie } }));
        expect(after.status).toBe(200);
        expect(await after.json()).toEqual(before);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
