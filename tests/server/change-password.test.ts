// Extension `password`: Change Password. The current password is checked (a wrong one counts toward
// the sign-in lockout), the policy applies to the new one, every other session of the person ends
// and the one that asked stays; the audit trail records the change, never a password.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE, testServer, type TestServer } from "./harness";

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await testServer();
  admin = await server.signIn("admin@paydesk.dev");
});
afterAll(() => server.close());

const change = (cookie: string, body: unknown, address = "10.1.1.1") => server.call("/api/user/password", { method: "POST", cookie, body, address });

describe(`Change Password on ${DATABASE}`, () => {
  it("changes the password, ends every other session and keeps this one; the trail holds no password", async () => {
    const here = await server.signIn("operator@paydesk.dev");
    const there = await server.signIn("operator@paydesk.dev");
    const res = await change(here, { currentPassword: "paydesk-demo", newPassword: "operator's new long phrase" });
    expect(res.status).toBe(204);
    expect((await server.call("/api/wallets", { cookie: here })).status).toBe(200);
    expect((await server.call("/api/wallets", { cookie: there })).status).toBe(401);
    expect((await server.call("/api/user/login", { method: "POST", body: { email: "operator@paydesk.dev", password: "paydesk-demo" } })).status).toBe(401);
    expect((await server.call("/api/user/login", { method: "POST", body: { email: "operator@paydesk.dev", password: "operator's new long phrase" } })).status).toBe(200);
    const events = await (await server.call("/api/audit-events?action=change-password", { cookie: admin })).json();
    expect(events[0]).toMatchObject({ actorEmail: "operator@paydesk.dev", resource: "users", outcome: "success", detail: { otherSessionsEnded: 1 } });
    expect(JSON.stringify(events)).not.toMatch(/paydesk-demo|long phrase/);
  });

  it("refuses a new password against the policy, and a missing current one", async () => {
    const cookie = await server.signIn("viewer@paydesk.dev");
    const cases: Array<[unknown, string]> = [
      [{ currentPassword: "paydesk-demo", newPassword: "short" }, "Password must be at least 12 characters"],
      [{ currentPassword: "paydesk-demo", newPassword: "Viewer@PayDesk.dev" }, "Password must not be your email address"],
      [{ currentPassword: "paydesk-demo", newPassword: "1qaz2wsx3edc" }, "This password is too common; choose another"],
      [{ newPassword: "a fine long phrase" }, "Current password is required"],
    ];
    for (const [body, message] of cases) {
      const res = await change(cookie, body);
      expect([res.status, await res.text()]).toEqual([400, message]);
    }
    expect((await server.call("/api/wallets", { cookie })).status).toBe(200);
  });

  it("a wrong current password is 400 and counts toward the sign-in lockout", async () => {
    const cookie = await server.signIn("admin2@paydesk.dev");
    for (let i = 0; i < 5; i++) {
      const res = await change(cookie, { currentPassword: `wrong ${i}`, newPassword: "a fine long phrase" }, "10.2.2.2");
      expect([res.status, await res.text()]).toEqual([400, "Current password is incorrect"]);
    }
    const locked = await change(cookie, { currentPassword: "paydesk-demo", newPassword: "a fine long phrase" }, "10.2.2.2");
    expect([locked.status, await locked.text()]).toEqual([429, "Too many attempts. Try again in 15 minutes."]);
    const signIn = await server.call("/api/user/login", { method: "POST", body: { email: "admin2@paydesk.dev", password: "paydesk-demo" }, address: "10.3.3.3" });
    expect(signIn.status).toBe(429);
    // The session itself goes on; the password did not change
    expect((await server.call("/api/wallets", { cookie })).status).toBe(200);
    // The refusals are in the trail, without the passwords tried
    const events = (await (await server.call("/api/audit-events?action=change-password&actorEmail=admin2@paydesk.dev", { cookie: admin })).json()) as Array<{ outcome: string }>;
    expect(events.map((e) => e.outcome)).toContain("400 Current password is incorrect");
    expect(JSON.stringify(events)).not.toMatch(/wrong \d|a fine long phrase|paydesk-demo/);
  });

  it("needs a session", async () => {
    expect((await server.call("/api/user/password", { method: "POST", body: { currentPassword: "x", newPassword: "y" } })).status).toBe(401);
  });
});
