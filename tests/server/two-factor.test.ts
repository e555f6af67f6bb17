// Extension `two-factor` on the PayDesk server (PGlite, PostgreSQL) and on the demo's memory store:
// enrolment, the code step of a sign-in, recovery codes, turning it off, the lockout, and that the
// secret is stored encrypted and never answered after enrolment.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE, testServer, type TestServer } from "./harness";
import { PERIOD_SECONDS, codeAt } from "../../server/rules/two-factor";

let server: TestServer;

beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.close());

const STEP = PERIOD_SECONDS * 1000;
const post = (path: string, cookie: string | undefined, body: unknown, address = "127.0.0.1") => server.call(path, { method: "POST", cookie, body, address });
const cookieOf = (res: Response) => (res.headers.get("Set-Cookie") ?? "").split(";")[0];

/** Enrols `email`: returns the session, the secret and the recovery codes. */
async function enrol(email: string) {
  const cookie = await server.signIn(email);
  const setup = await post("/api/user/two-factor/setup", cookie, {});
  expect(setup.status).toBe(200);
  const { secret, uri } = await setup.json();
  expect(uri).toMatch(new RegExp(`^otpauth://totp/PayDesk:${encodeURIComponent(email)}\\?.*secret=${secret}`));
  const enable = await post("/api/user/two-factor/enable", cookie, { code: codeAt(secret, Date.now()) });
  expect(enable.status).toBe(200);
  const { recoveryCodes } = await enable.json();
  return { cookie, secret: secret as string, recoveryCodes: recoveryCodes as string[] };
}

/** The password step: the pending cookie (no session). */
async function passwordStep(email: string, address = "127.0.0.1") {
  const res = await server.call("/api/user/login", { method: "POST", body: { email, password: "paydesk-demo" }, address });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ twoFactor: "required" });
  const cookie = res.headers.get("Set-Cookie")!;
  expect(cookie).toMatch(/^paydesk_two_factor=[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=300$/);
  return cookie.split(";")[0];
}

describe(`two-factor on ${DATABASE}`, () => {
  it("enrols with a code, stores the secret encrypted and never answers it again; sign-in then asks for the code", async () => {
    const { secret, recoveryCodes } = await enrol("operator@paydesk.dev");
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const id = (await server.store.users.list()).find((u) => u.email === "operator@paydesk.dev")!.id;
    const stored = (await server.store.twoFactor.get(id))!;
    expect(stored.secret).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]);
    expect(stored.recoveryCodes).toHaveLength(10);
    expect((await server.store.users.get(id))!.twoFactorEnabled).toBe(true);

    const pending = await passwordStep("operator@paydesk.dev");
    // The pending cookie is no session.
    expect((await server.call("/api/wallets", { cookie: pending })).status).toBe(401);
    // The enrolment's own code (its step) is used: refused; the next step's is taken once.
    const reused = await post("/api/user/login/two-factor", pending, { code: codeAt(secret, Date.now()) });
    expect([reused.status, await reused.text()]).toEqual([401, "Invalid code"]);
    const next = codeAt(secret, Date.now() + STEP);
    const ok = await post("/api/user/login/two-factor", pending, { code: next });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ email: "operator@paydesk.dev", twoFactorEnabled: true });
    const session = cookieOf(ok);
    expect(session).toMatch(/^paydesk_session=/);
    // Signed in as a sign-in without two-factor is (server/routes/signed-in.ts): this browser remembered too.
    expect(ok.headers.getSetCookie().some((c) => c.startsWith("paydesk_device="))).toBe(true);
    expect((await server.call("/api/wallets", { cookie: session })).status).toBe(200);
    // The pending token served its one sign-in.
    const again = await post("/api/user/login/two-factor", pending, { code: codeAt(secret, Date.now() - STEP) });
    expect([again.status, await again.text()]).toEqual([401, "Sign-in expired. Please sign in again."]);
    // A setup while on is refused; the secret is not given again.
    const setup = await post("/api/user/two-factor/setup", session, {});
    expect([setup.status, await setup.text()]).toEqual([409, "Two-factor is already on"]);
  });

  it("takes a recovery code once", async () => {
    const { recoveryCodes } = await enrol("admin2@paydesk.dev");
    const first = await post("/api/user/login/two-factor", await passwordStep("admin2@paydesk.dev"), { recoveryCode: recoveryCodes[3].toUpperCase() });
    expect(first.status).toBe(200);
    const second = await post("/api/user/login/two-factor", await passwordStep("admin2@paydesk.dev"), { recoveryCode: recoveryCodes[3] });
    expect([second.status, await second.text()]).toEqual([401, "Invalid code"]);
  });

  it("refuses a sign-in code step without the pending cookie, or with a forged one", async () => {
    const none = await post("/api/user/login/two-factor", undefined, { code: "123456" });
    expect([none.status, await none.text()]).toEqual([401, "Sign-in expired. Please sign in again."]);
    const forged = await post("/api/user/login/two-factor", "paydesk_two_factor=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", { code: "123456" });
    expect(forged.status).toBe(401);
  });

  it("counts wrong codes toward the sign-in lockout", async () => {
    const { secret } = await enrol("viewer@paydesk.dev");
    const pending = await passwordStep("viewer@paydesk.dev", "10.9.0.1");
    for (let i = 0; i < 5; i++) expect((await post("/api/user/login/two-factor", pending, { code: "000000" }, "10.9.0.1")).status).toBe(401);
    const locked = await post("/api/user/login/two-factor", pending, { code: codeAt(secret, Date.now() + STEP) }, "10.9.0.1");
    expect([locked.status, await locked.text()]).toEqual([429, "Too many attempts. Try again in 15 minutes."]);
  });

  it("turns off with a current code only; a settings save cannot change the flag", async () => {
    const { cookie, secret } = await enrol("admin@paydesk.dev");
    const id = (await server.store.users.list()).find((u) => u.email === "admin@paydesk.dev")!.id;
    const save = await server.call(`/api/user/${id}/settings`, { method: "PUT", cookie, body: { twoFactorEnabled: false, loginAlerts: false } });
    expect(save.status).toBe(200);
    expect((await save.json()).user).toMatchObject({ twoFactorEnabled: true, loginAlerts: false });
    const wrong = await post("/api/user/two-factor/disable", cookie, { code: "000000" });
    expect([wrong.status, await wrong.text()]).toEqual([400, "Invalid code"]);
    const missing = await post("/api/user/two-factor/disable", cookie, {});
    expect([missing.status, await missing.text()]).toEqual([400, "Code is required"]);
    const off = await post("/api/user/two-factor/disable", cookie, { code: codeAt(secret, Date.now() + STEP) });
    expect(off.status).toBe(200);
    expect((await off.json()).user).toMatchObject({ twoFactorEnabled: false });
    expect(await server.store.twoFactor.get(id)).toBeUndefined();
    // Off: sign-in is the password alone again.
    const res = await server.call("/api/user/login", { method: "POST", body: { email: "admin@paydesk.dev", password: "paydesk-demo" } });
    expect(await res.json()).toMatchObject({ email: "admin@paydesk.dev" });
  });

  it("enables only with a code of the pending secret, and a new setup replaces it", async () => {
    const cookie = await server.signIn("admin@paydesk.dev");
    const early = await post("/api/user/two-factor/enable", cookie, { code: "123456" });
    expect([early.status, await early.text()]).toEqual([409, "Start two-factor setup first"]);
    const { secret: old } = await (await post("/api/user/two-factor/setup", cookie, {})).json();
    const { secret } = await (await post("/api/user/two-factor/setup", cookie, {})).json();
    expect(secret).not.toBe(old);
    const stale = await post("/api/user/two-factor/enable", cookie, { code: codeAt(old, Date.now()) });
    expect([stale.status, await stale.text()]).toEqual([400, "Invalid code"]);
    expect((await post("/api/user/two-factor/enable", cookie, { code: codeAt(secret, Date.now()) })).status).toBe(200);
  });

  it("with the organisation's Require two-factor: someone not enrolled may only enrol (403 otherwise), then everything", async () => {
    const admin = await server.signIn("david.chen@paydesk.dev");
    const on = await server.call("/api/organisation/settings", { method: "PUT", cookie: admin, body: { requireTwoFactor: true } });
    expect(on.status).toBe(200);
    try {
      // David signed in before: his settings call is refused now too (he has not enrolled).
      const refused = await server.call("/api/wallets", { cookie: admin });
      expect([refused.status, await refused.text()]).toEqual([403, "Two-factor enrolment required"]);
      const cookie = await server.signIn("maria.garcia@paydesk.dev");
      for (const [path, method] of [["/api/wallets", "GET"], ["/api/dashboard/metrics", "GET"], ["/api/wallets", "POST"]] as const) {
        const res = await server.call(path, { method, cookie, body: method === "POST" ? {} : undefined });
        expect([res.status, await res.text()]).toEqual([403, "Two-factor enrolment required"]);
      }
      expect((await server.call("/api/organisation/settings", { cookie })).status).toBe(200);
      const { secret } = await (await post("/api/user/two-factor/setup", cookie, {})).json();
      expect((await post("/api/user/two-factor/enable", cookie, { code: codeAt(secret, Date.now()) })).status).toBe(200);
      expect((await server.call("/api/wallets", { cookie })).status).toBe(200);
      // Sign-out is open whatever the setting.
      expect((await post("/api/user/logout", admin, undefined)).status).toBe(204);
    } finally {
      // David enrols too (which he may), then turns the requirement off again for the cases after this one.
      const again = await server.signIn("david.chen@paydesk.dev");
      const { secret } = await (await post("/api/user/two-factor/setup", again, {})).json();
      expect((await post("/api/user/two-factor/enable", again, { code: codeAt(secret, Date.now()) })).status).toBe(200);
      expect((await server.call("/api/organisation/settings", { method: "PUT", cookie: again, body: { requireTwoFactor: false } })).status).toBe(200);
    }
  });
});
