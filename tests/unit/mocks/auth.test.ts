import { describe, expect, it } from "vitest";
import type { User } from "../../../src/domain";
import { getDb } from "../../../mocks/db";
import { demoStore } from "../../../mocks/handlers";
import { ADMIN, OPERATOR, VIEWER, call, callJson, loginAs, outcome } from "./helpers";

const PLAIN = /^text\/plain/;

describe("sign-in and sessions", () => {
  it("signs in a demo account, case-insensitively and trimmed, and sets a session cookie", async () => {
    const res = await call("/api/user/login", { method: "POST", body: { email: "  Admin@PayDesk.dev " } });
    expect(res.status).toBe(200);
    const user = (await res.json()) as User;
    expect(user).toMatchObject({ email: ADMIN, role: "admin", firstName: "Alex", lastName: "Morgan" });
    const sessions = getDb().sessions;
    expect(Object.values(sessions).map((s) => s.userId)).toEqual([user.id]);
    // The server's rule: the session is stored by the SHA-256 of the token its HttpOnly cookie holds.
    expect(Object.keys(sessions)[0]).toMatch(/^[0-9a-f]{64}$/);
    // The cookie now authenticates calls.
    expect((await call("/api/users")).status).toBe(200);
  });

  it("limits sessions per person: 205 sign-ins of one account end only that account's oldest", async () => {
    const { openSession, sessionId } = await import("../../../server/rules/sessions");
    const store = demoStore();
    const db = getDb();
    const admin = db.users.find((u) => u.email === ADMIN)!;
    const viewer = db.users.find((u) => u.email === VIEWER)!;
    const meta = { userAgent: null, address: null };
    const viewerToken = await openSession(store, viewer, meta);
    const tokens: string[] = [];
    for (let i = 0; i < 205; i++) tokens.push(await openSession(store, admin, meta, Date.now() + i));
    expect(db.sessions[await sessionId(viewerToken)]?.userId).toBe(viewer.id);
    const adminIds = Object.keys(db.sessions).filter((t) => db.sessions[t].userId === admin.id);
    expect(adminIds.sort()).toEqual((await Promise.all(tokens.slice(-10).map(sessionId))).sort());
  });

  it("refuses an unknown email with 401 User not found (plain text)", async () => {
    const res = await outcome("/api/user/login", { method: "POST", body: { email: "nobody@paydesk.dev" } });
    expect(res).toMatchObject({ status: 401, body: "User not found" });
    expect(res.type).toMatch(PLAIN);
    expect(await outcome("/api/user/login", { method: "POST", body: {} })).toMatchObject({ status: 400, body: "Email is required" });
  });

  it("answers 400 Invalid JSON body to malformed JSON", async () => {
    expect(await outcome("/api/user/login", { method: "POST", body: "{email:" })).toMatchObject({
      status: 400,
      body: "Invalid JSON body",
    });
    await loginAs(OPERATOR);
    expect(await outcome("/api/wallets", { method: "POST", body: "not json" })).toMatchObject({ status: 400, body: "Invalid JSON body" });
    expect(await outcome("/api/wallets", { method: "POST", body: "[1,2]" })).toMatchObject({ status: 400 });
  });

  it("answers 401 Unauthorized without a session or with an unknown one", async () => {
    // resetDb() before each test dropped every session, so any cookie left is stale.
    for (const path of ["/api/dashboard/metrics", "/api/transactions", "/api/wallets", "/api/users", "/api/api-keys"]) {
      const res = await outcome(path);
      expect(res, path).toMatchObject({ status: 401, body: "Unauthorized" });
      expect(res.type).toMatch(PLAIN);
    }
    await loginAs(VIEWER);
    expect((await call("/api/wallets")).status).toBe(200);
    const forged = await outcome("/api/wallets", { headers: { Cookie: "paydesk_session=forged" } });
    expect(forged).toMatchObject({ status: 401, body: "Unauthorized" });
  });

  it("logout ends the session", async () => {
    await loginAs(VIEWER);
    expect((await call("/api/user/logout", { method: "POST" })).status).toBe(204);
    expect(getDb().sessions).toEqual({});
    expect((await call("/api/wallets")).status).toBe(401);
  });

  it("answers 404 in plain text for unknown API paths", async () => {
    await loginAs(ADMIN);
    expect(await outcome("/api/nothing-here")).toMatchObject({ status: 404, body: "Not found" });
  });
});

describe("roles", () => {
  type Case = [method: string, path: string, minimum: "viewer" | "operator" | "admin", body?: unknown];
  const cases: Case[] = [
    ["GET", "/api/dashboard/metrics", "viewer"],
    ["GET", "/api/transactions", "viewer"],
    ["GET", "/api/wallets", "viewer"],
    ["POST", "/api/wallets", "operator", {}],
    ["POST", "/api/wallets/{wallet}/load", "operator", { amount: "1.00" }],
    ["POST", "/api/wallets/{wallet}/withdraw", "operator", { amount: "1.00" }],
    ["POST", "/api/wallets/{wallet}/qr", "operator"],
    ["GET", "/api/tokens", "operator"],
    ["POST", "/api/tokens", "operator", { paymentMethodType: "ach" }],
    ["GET", "/api/merchants", "operator"],
    ["POST", "/api/merchants", "operator", { legalName: "Acme", ein: "12-3456789", businessType: "llc" }],
    ["PUT", "/api/merchants/{merchant}", "operator", { kycStatus: "approved" }],
    ["GET", "/api/kyc-documents", "operator"],
    ["PUT", "/api/kyc-documents/{doc}", "operator", { status: "approved" }],
    ["GET", "/api/api-keys", "admin"],
    ["POST", "/api/api-keys", "admin", { name: "k" }],
    ["PUT", "/api/api-keys/{key}", "admin", { isActive: false }],
    ["GET", "/api/users", "admin"],
    ["PUT", "/api/user/{other}", "admin", { role: "operator" }],
    ["DELETE", "/api/user/{other}", "admin"],
  ];
  const accounts = { viewer: VIEWER, operator: OPERATOR, admin: ADMIN } as const;
  const order = ["viewer", "operator", "admin"] as const;

  it.each(cases)("%s %s needs %s", async (method, template, minimum, body) => {
    const db = getDb();
    const path = template
      .replace("{wallet}", db.wallets.find((w) => w.status === "active")!.id)
      .replace("{merchant}", db.merchants[0].id)
      .replace("{doc}", db.kycDocuments[0].id)
      .replace("{key}", db.apiKeys[0].id)
      .replace("{other}", db.users.find((u) => u.email === "ethan.wright@paydesk.dev")!.id);
    for (const role of order) {
      await loginAs(accounts[role]);
      const res = await outcome(path, { method, body });
      if (order.indexOf(role) < order.indexOf(minimum)) {
        expect(res, `${role} ${method} ${path}`).toMatchObject({ status: 403, body: "Forbidden" });
      } else {
        expect(res.status, `${role} ${method} ${path}: ${res.body}`).toBeLessThan(300);
      }
    }
  });

  it("viewer POST /api/wallets is 403 Forbidden and creates nothing", async () => {
    await loginAs(VIEWER);
    const before = getDb().wallets.length;
    expect(await outcome("/api/wallets", { method: "POST", body: {} })).toMatchObject({ status: 403, body: "Forbidden" });
    expect(getDb().wallets).toHaveLength(before);
  });

  it("operator GET /api/users is 403 Forbidden", async () => {
    await loginAs(OPERATOR);
    expect(await outcome("/api/users")).toMatchObject({ status: 403, body: "Forbidden" });
  });
});

describe("users, profile and settings", () => {
  const idOf = (email: string) => getDb().users.find((u) => u.email === email)!.id;

  it("lists users newest first for admins", async () => {
    await loginAs(ADMIN);
    const users = await callJson<User[]>("/api/users");
    expect(users).toHaveLength(10);
    expect(users.map((u) => u.email)).toEqual(expect.arrayContaining([ADMIN, OPERATOR, VIEWER]));
  });

  it("lets anyone update their own profile (trimmed), but not another user's", async () => {
    const me = await loginAs(VIEWER);
    const updated = await callJson<User>(`/api/user/${me.id}`, {
      method: "PUT",
      body: { ...me, firstName: "  Samuel ", phone: "", company: "<b>Acme</b>", email: "Sam.Patel@paydesk.dev" },
    });
    expect(updated).toMatchObject({ id: me.id, firstName: "Samuel", phone: null, company: "<b>Acme</b>", role: "viewer", email: "Sam.Patel@paydesk.dev" });
    expect(await outcome(`/api/user/${idOf(OPERATOR)}`, { method: "PUT", body: { firstName: "X" } })).toMatchObject({ status: 403, body: "Forbidden" });
    // The new email signs in.
    expect((await loginAs("sam.patel@paydesk.dev")).id).toBe(me.id);
  });

  it("validates profile fields", async () => {
    const me = await loginAs(OPERATOR);
    const put = (body: unknown) => outcome(`/api/user/${me.id}`, { method: "PUT", body });
    expect(await put({ email: "not-an-email" })).toMatchObject({ status: 400, body: "Email must be a valid email address" });
    expect(await put({ email: "  " })).toMatchObject({ status: 400, body: "Email is required" });
    expect(await put({ email: ADMIN })).toMatchObject({ status: 409, body: "Email is already in use" });
    expect(await put({ lastName: "x".repeat(201) })).toMatchObject({ status: 400, body: "Last name must be at most 200 characters" });
    expect(await put({ company: 42 })).toMatchObject({ status: 400, body: "Company must be a string" });
    expect(await put({ role: "admin" })).toMatchObject({ status: 403, body: "Forbidden" });
    expect((await put({ role: "operator" })).status).toBe(200); // own, unchanged role is fine
    expect(getDb().users.find((u) => u.id === me.id)!.role).toBe("operator");
  });

  it("lets admins change another user's role, validated, but not their own", async () => {
    const admin = await loginAs(ADMIN);
    const target = idOf(VIEWER);
    const updated = await callJson<User>(`/api/user/${target}`, { method: "PUT", body: { role: "operator" } });
    expect(updated.role).toBe("operator");
    expect(await outcome(`/api/user/${target}`, { method: "PUT", body: { role: "root" } })).toMatchObject({
      status: 400,
      body: "Role must be viewer, operator or admin",
    });
    expect(await outcome(`/api/user/${admin.id}`, { method: "PUT", body: { role: "viewer" } })).toMatchObject({ status: 409 });
    expect(await outcome("/api/user/nope", { method: "PUT", body: { role: "viewer" } })).toMatchObject({ status: 404, body: "User not found" });
  });

  it("updates settings for oneself and returns { user }", async () => {
    const me = await loginAs(VIEWER);
    const res = await callJson<{ user: User }>(`/api/user/${me.id}/settings`, {
      method: "PUT",
      body: { theme: "dark", pushNotifications: true, sessionTimeout: 120, language: "fr", unknownKey: 1 },
    });
    expect(res.user).toMatchObject({ id: me.id, theme: "dark", pushNotifications: true, sessionTimeout: 120, language: "fr" });
    expect(res.user).not.toHaveProperty("unknownKey");
    expect(await outcome(`/api/user/${idOf(ADMIN)}/settings`, { method: "PUT", body: { theme: "dark" } })).toMatchObject({ status: 403 });
  });

  it("validates settings types", async () => {
    const me = await loginAs(OPERATOR);
    const put = (body: unknown) => outcome(`/api/user/${me.id}/settings`, { method: "PUT", body });
    expect(await put({ emailNotifications: "yes" })).toMatchObject({ status: 400, body: "emailNotifications must be true or false" });
    expect(await put({ sessionTimeout: 45 })).toMatchObject({ status: 400 });
    expect(await put({ sessionTimeout: "30" })).toMatchObject({ status: 400 });
    expect(await put({ theme: "blue" })).toMatchObject({ status: 400, body: "Theme must be light, dark or system" });
    expect(await put({ timezone: "" })).toMatchObject({ status: 400 });
    expect((await put({ sessionTimeout: 5 })).status).toBe(200);
  });

  it("lets admins delete other users (204, sessions dropped), never themselves", async () => {
    await loginAs(VIEWER);
    const admin = await loginAs(ADMIN);
    const target = idOf(VIEWER);
    const res = await call(`/api/user/${target}`, { method: "DELETE" });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(getDb().users.some((u) => u.id === target)).toBe(false);
    expect(Object.values(getDb().sessions)).not.toContain(target);
    expect(await outcome(`/api/user/${target}`, { method: "DELETE" })).toMatchObject({ status: 404, body: "User not found" });
    expect(await outcome(`/api/user/${admin.id}`, { method: "DELETE" })).toMatchObject({
      status: 409,
      body: "You cannot delete your own account",
    });
    expect(await outcome("/api/user/login", { method: "POST", body: { email: VIEWER } })).toMatchObject({ status: 401 });
  });
});
