// Extension `sessions` (docs/api-extensions.md "sessions"): a person's active sessions, ending them
// (one, all others, an admin ending another person's), and sign-in alerts for a browser not seen
// before — on PGlite, PostgreSQL and the demo's memory store (tests/server/harness.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE, testServer, type TestServer } from "./harness";
import { DEMO_PASSWORD } from "../../server/db/seed";

const CHROME_LINUX = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await testServer();
  admin = await server.signIn("admin@paydesk.dev");
});
afterAll(() => server.close());

interface Browser {
  ua: string;
  address: string;
  /** The device cookie this browser holds (set by its first sign-in). */
  device?: string;
}

/** Signs in from a browser, keeping its device cookie as a browser would; returns the session's Cookie header. */
async function signInFrom(browser: Browser, email: string): Promise<string> {
  const res = await server.call("/api/user/login", {
    method: "POST",
    body: { email, password: DEMO_PASSWORD },
    address: browser.address,
    headers: { "User-Agent": browser.ua },
    cookie: browser.device,
  });
  expect(res.status).toBe(200);
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  const device = cookies.find((c) => c.startsWith("paydesk_device="));
  if (device) browser.device = device;
  return cookies.find((c) => c.startsWith("paydesk_session="))!;
}

/** A call with a session and the browser's device cookie. */
const withDevice = (session: string, browser: Browser) => [session, browser.device].filter(Boolean).join("; ");

async function userId(email: string): Promise<string> {
  const users = await (await server.call("/api/users", { cookie: admin })).json();
  return users.find((u: { email: string }) => u.email === email).id;
}

async function events(recordId: string, action: string) {
  const res = await server.call(`/api/audit-events?resource=users&recordId=${recordId}&action=${action}`, { cookie: admin });
  expect(res.status).toBe(200);
  return res.json();
}

describe(`active sessions on ${DATABASE}`, () => {
  it("lists the caller's own sessions: browser, address, times, the current one first and marked; no token or stored id", async () => {
    const laptop: Browser = { ua: CHROME_LINUX, address: "10.0.0.4" };
    const phone: Browser = { ua: SAFARI_IPHONE, address: "10.0.0.9" };
    const first = await signInFrom(laptop, "operator@paydesk.dev");
    const second = await signInFrom(phone, "operator@paydesk.dev");
    const res = await server.call("/api/user/sessions", { cookie: second });
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ browser: "Safari on iPhone", address: "10.0.0.9", current: true });
    expect(list[1]).toMatchObject({ browser: "Chrome on Linux", address: "10.0.0.4", current: false });
    expect(Object.keys(list[0]).sort()).toEqual(["address", "browser", "createdAt", "current", "id", "lastActivityAt"]);
    for (const s of list) expect(Date.parse(s.lastActivityAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
    // The public id is random: neither the cookie's token nor the stored SHA-256 of it.
    const stored = await server.store.sessions.list({ where: { userId: await userId("operator@paydesk.dev") } });
    const token = first.split("=")[1];
    for (const s of list) {
      expect(stored.map((r) => r.id)).not.toContain(s.id);
      expect(s.id).not.toContain(token);
    }
    const fromFirst = await (await server.call("/api/user/sessions", { cookie: first })).json();
    expect(fromFirst.find((s: { current: boolean }) => s.current).browser).toBe("Chrome on Linux");
  });

  it("ends one of one's own sessions (audited); another person's id or an unknown one is 404", async () => {
    const a = await signInFrom({ ua: CHROME_LINUX, address: "10.0.1.1" }, "viewer@paydesk.dev");
    const b = await signInFrom({ ua: FIREFOX_WINDOWS, address: "10.0.1.2" }, "viewer@paydesk.dev");
    const other = await signInFrom({ ua: CHROME_LINUX, address: "10.0.1.3" }, "admin2@paydesk.dev");
    const mine = await (await server.call("/api/user/sessions", { cookie: a })).json();
    const bId = mine.find((s: { browser: string }) => s.browser === "Firefox on Windows").id;
    const othersId = (await (await server.call("/api/user/sessions", { cookie: other })).json())[0].id;

    const refused = await server.call(`/api/user/sessions/${othersId}`, { method: "DELETE", cookie: a });
    expect([refused.status, await refused.text()]).toEqual([404, "Session not found"]);
    expect((await server.call("/api/user/sessions/nope", { method: "DELETE", cookie: a })).status).toBe(404);
    expect((await server.call("/api/wallets", { cookie: other })).status).toBe(200);

    const ended = await server.call(`/api/user/sessions/${bId}`, { method: "DELETE", cookie: a });
    expect(ended.status).toBe(204);
    expect((await server.call("/api/wallets", { cookie: b })).status).toBe(401);
    expect((await server.call("/api/wallets", { cookie: a })).status).toBe(200);
    const [event] = await events(await userId("viewer@paydesk.dev"), "end-session");
    expect(event).toMatchObject({ actorEmail: "viewer@paydesk.dev", outcome: "success", detail: { session: bId, address: "10.0.1.2" } });
  });

  it("ends every other session of the caller and keeps theirs", async () => {
    const keep = await signInFrom({ ua: CHROME_LINUX, address: "10.0.2.1" }, "admin2@paydesk.dev");
    const gone = [await signInFrom({ ua: SAFARI_IPHONE, address: "10.0.2.2" }, "admin2@paydesk.dev"), await signInFrom({ ua: FIREFOX_WINDOWS, address: "10.0.2.3" }, "admin2@paydesk.dev")];
    const res = await server.call("/api/user/sessions/end-others", { method: "POST", cookie: keep });
    expect(res.status).toBe(200);
    expect((await res.json()).ended).toBeGreaterThanOrEqual(2);
    for (const cookie of gone) expect((await server.call("/api/wallets", { cookie })).status).toBe(401);
    const left = await (await server.call("/api/user/sessions", { cookie: keep })).json();
    expect(left).toEqual([expect.objectContaining({ current: true, address: "10.0.2.1" })]);
    const [event] = await events(await userId("admin2@paydesk.dev"), "end-other-sessions");
    expect(event.outcome).toBe("success");
  });

  it("an admin ends every session of another person (audited); not their own here, not as an operator", async () => {
    const target = await userId("operator@paydesk.dev");
    const s1 = await signInFrom({ ua: CHROME_LINUX, address: "10.0.3.1" }, "operator@paydesk.dev");
    const s2 = await signInFrom({ ua: SAFARI_IPHONE, address: "10.0.3.2" }, "operator@paydesk.dev");
    const operatorTries = await server.call(`/api/user/${await userId("viewer@paydesk.dev")}/sessions`, { method: "DELETE", cookie: s1 });
    expect(operatorTries.status).toBe(403);
    const own = await server.call(`/api/user/${await userId("admin@paydesk.dev")}/sessions`, { method: "DELETE", cookie: admin });
    expect([own.status, await own.text()]).toEqual([409, "Use Sign out all other sessions on your Profile"]);
    expect((await server.call("/api/user/nobody/sessions", { method: "DELETE", cookie: admin })).status).toBe(404);

    const res = await server.call(`/api/user/${target}/sessions`, { method: "DELETE", cookie: admin });
    expect(res.status).toBe(200);
    expect((await res.json()).ended).toBeGreaterThanOrEqual(2);
    for (const cookie of [s1, s2]) expect((await server.call("/api/wallets", { cookie })).status).toBe(401);
    expect((await server.call("/api/wallets", { cookie: admin })).status).toBe(200);
    const [event] = await events(target, "end-sessions");
    expect(event).toMatchObject({ actorEmail: "admin@paydesk.dev", recordId: target, outcome: "success" });
  });
});

describe(`sign-in alerts on ${DATABASE}`, () => {
  it("alerts once for a browser not seen before, not for the first one nor a known one; audited; marked read", async () => {
    const email = "viewer@paydesk.dev";
    const id = await userId(email);
    await server.store.knownBrowsers.removeWhere({ where: { userId: id } });
    await server.store.userAlerts.removeWhere({ where: { userId: id } });
    const home: Browser = { ua: CHROME_LINUX, address: "10.0.0.4" };
    const away: Browser = { ua: FIREFOX_WINDOWS, address: "192.0.2.7" };

    const first = await signInFrom(home, email);
    expect(home.device).toMatch(/^paydesk_device=[A-Za-z0-9_-]{43}$/);
    expect(await (await server.call("/api/user/alerts", { cookie: first })).json()).toEqual([]);
    const again = await signInFrom(home, email); // the same browser: no new cookie, no alert
    expect(await (await server.call("/api/user/alerts", { cookie: again })).json()).toEqual([]);

    const before = await events(id, "sign-in-alert");
    const fromAway = await signInFrom(away, email);
    const listed = await server.call("/api/user/alerts", { cookie: withDevice(again, home) });
    const alerts = await listed.json();
    expect(alerts).toEqual([{ id: expect.any(String), kind: "sign-in", at: expect.any(String), browser: "Firefox on Windows", address: "192.0.2.7" }]);
    // The bell's hint carries the alert's time on every answer.
    expect(listed.headers.get("PayDesk-Inbox-Latest")! >= alerts[0].at).toBe(true);
    const after = await events(id, "sign-in-alert");
    expect(after.length).toBe(before.length + 1);
    expect(after[0]).toMatchObject({ actorEmail: email, detail: { browser: "Firefox on Windows", address: "192.0.2.7" } });

    // Another person cannot mark it; its owner can, and it leaves the bell.
    const stranger = await signInFrom({ ua: CHROME_LINUX, address: "10.0.5.5" }, "operator@paydesk.dev");
    expect((await server.call(`/api/user/alerts/${alerts[0].id}/read`, { method: "POST", cookie: stranger })).status).toBe(404);
    expect((await server.call(`/api/user/alerts/${alerts[0].id}/read`, { method: "POST", cookie: fromAway })).status).toBe(204);
    expect(await (await server.call("/api/user/alerts", { cookie: fromAway })).json()).toEqual([]);
    // A second sign-in from the now-known browser alerts no more.
    await signInFrom(away, email);
    expect(await (await server.call("/api/user/alerts", { cookie: fromAway })).json()).toEqual([]);
  });

  it("no alert with login alerts off; the browser is still remembered", async () => {
    const email = "operator@paydesk.dev";
    const id = await userId(email);
    const home: Browser = { ua: CHROME_LINUX, address: "10.0.6.1" };
    const cookie = await signInFrom(home, email);
    await server.store.userAlerts.removeWhere({ where: { userId: id } });
    expect((await server.call(`/api/user/${id}/settings`, { method: "PUT", cookie, body: { loginAlerts: false } })).status).toBe(200);
    const away: Browser = { ua: SAFARI_IPHONE, address: "10.0.6.2" };
    const fromAway = await signInFrom(away, email);
    expect(await (await server.call("/api/user/alerts", { cookie: fromAway })).json()).toEqual([]);
    expect(away.device).toBeDefined();
    expect((await server.call(`/api/user/${id}/settings`, { method: "PUT", cookie, body: { loginAlerts: true } })).status).toBe(200);
    await signInFrom(away, email); // known by now: still none
    expect(await (await server.call("/api/user/alerts", { cookie: fromAway })).json()).toEqual([]);
    await signInFrom({ ua: FIREFOX_WINDOWS, address: "10.0.6.3" }, email);
    expect(await (await server.call("/api/user/alerts", { cookie: fromAway })).json()).toEqual([expect.objectContaining({ browser: "Firefox on Windows" })]);
  });

  it("a device cookie that is not one of ours is replaced, and counts as a new browser", async () => {
    const browser: Browser = { ua: CHROME_LINUX, address: "10.0.7.1", device: "paydesk_device=not-a-token" };
    await signInFrom(browser, "admin@paydesk.dev");
    expect(browser.device).toMatch(/^paydesk_device=[A-Za-z0-9_-]{43}$/);
  });
});
