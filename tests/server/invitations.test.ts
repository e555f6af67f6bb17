// Extension `invitations` on the PayDesk server: an admin invites, the link is answered once and
// stored only as a hash, the invitee cannot sign in until they accept (password policy applies), the
// accept signs them in; open invitations are listed and revoked; an admin invitation waits for a
// second admin's approval before any link exists. Every step is in the audit trail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../src/domain";
import { INVITATION_TTL_MS } from "../../server/rules/invitations";
import { createApp } from "../../server/app/app";
import { appOptions } from "../../server/start";
import { EXTENSIONS } from "../../src/lib/extension-names";
import { memoryStore } from "../../mocks/memory-store";
import { seed } from "../../mocks/seed";
import { DATABASE, ORIGIN, testServer, type TestServer } from "./harness";

let server: TestServer;
let admin: string;
let admin2: string;
let operator: string;

beforeAll(async () => {
  server = await testServer();
  [admin, admin2, operator] = await Promise.all(["admin", "admin2", "operator"].map((n) => server.signIn(`${n}@paydesk.dev`)));
});
afterAll(() => server.close());

const invite = (body: Record<string, unknown>, cookie = admin) => server.call("/api/invitations", { method: "POST", cookie, body, headers: { Origin: ORIGIN } });
const tokenOf = (link: string) => link.slice(link.lastIndexOf("/") + 1);
const accept = (token: string, password?: string) => server.call(`/api/invitations/${token}/accept`, { method: "POST", body: password === undefined ? {} : { password } });
const login = (email: string, password: string) => server.call("/api/user/login", { method: "POST", body: { email, password }, address: "10.9.9.9" });
const events = async (action: string) => (await (await server.call(`/api/audit-events?resource=invitations&action=${action}`, { cookie: admin })).json()) as Array<Record<string, unknown>>;

describe(`invitations on ${DATABASE}`, () => {
  it("an admin invites an operator: the user exists but cannot sign in; the link is answered once, stored as a hash", async () => {
    const res = await invite({ email: "ada.lee@paydesk.dev", firstName: "Ada", lastName: "Lee", role: "operator" });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ email: "ada.lee@paydesk.dev", firstName: "Ada", lastName: "Lee", role: "operator", status: "pending" });
    expect(body.link).toMatch(new RegExp(`^${ORIGIN}/invite/[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(body.link);
    const stored = await server.store.invitations.get(body.id);
    expect(stored!.tokenHash).not.toBe(token);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(Date.parse(stored!.expiresAt!) - Date.parse(stored!.createdAt)).toBe(INVITATION_TTL_MS);

    const users = (await (await server.call("/api/users", { cookie: admin })).json()) as User[];
    expect(users.find((u) => u.email === "ada.lee@paydesk.dev")).toMatchObject({ role: "operator", firstName: "Ada" });
    // No password yet: any sign-in fails as a wrong one does
    expect((await login("ada.lee@paydesk.dev", "anything at all 1")).status).toBe(401);

    const list = (await (await server.call("/api/invitations", { cookie: admin })).json()) as Array<Record<string, unknown>>;
    const listed = list.find((i) => i.id === body.id)!;
    expect(listed).toMatchObject({ status: "pending", email: "ada.lee@paydesk.dev" });
    expect(JSON.stringify(list)).not.toMatch(/tokenHash|link/);

    const who = await server.call(`/api/invitations/${token}`);
    expect(who.status).toBe(200);
    expect(await who.json()).toMatchObject({ email: "ada.lee@paydesk.dev", firstName: "Ada", lastName: "Lee", role: "operator" });

    // The policy applies to the new password
    const short = await accept(token, "short");
    expect([short.status, await short.text()]).toEqual([400, "Password must be at least 12 characters"]);
    const common = await accept(token, "QWERTY123456");
    expect([common.status, await common.text()]).toEqual([400, "This password is too common; choose another"]);
    const email = await accept(token, "Ada.Lee@paydesk.dev");
    expect([email.status, await email.text()]).toEqual([400, "Password must not be your email address"]);

    const ok = await accept(token, "a long and private phrase");
    expect(ok.status).toBe(200);
    // Signed in as a sign-in is: the session cookie (and, extension `sessions`, this browser remembered).
    const [session, device] = ok.headers.getSetCookie();
    expect(session).toMatch(/^paydesk_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(device).toMatch(/^paydesk_device=/);
    expect(await ok.json()).toMatchObject({ email: "ada.lee@paydesk.dev", role: "operator" });
    const cookie = session.split(";")[0];
    expect((await server.call("/api/wallets", { cookie })).status).toBe(200);
    expect((await login("ada.lee@paydesk.dev", "a long and private phrase")).status).toBe(200);

    // Used: the link says so; the invitation is no longer listed
    const again = await accept(token, "a long and private phrase");
    expect([again.status, await again.text()]).toEqual([410, "This invitation was already used"]);
    expect([(await server.call(`/api/invitations/${token}`)).status]).toEqual([410]);
    const after = (await (await server.call("/api/invitations", { cookie: admin })).json()) as Array<{ id: string }>;
    expect(after.some((i) => i.id === body.id)).toBe(false);

    const [invited] = await events("invite");
    expect(invited).toMatchObject({ actorEmail: "admin@paydesk.dev", recordId: body.id, outcome: "success" });
    const [accepted] = await events("accept");
    expect(accepted).toMatchObject({ actorEmail: "ada.lee@paydesk.dev", recordId: body.id });
    expect(JSON.stringify(await events("accept"))).not.toContain("private phrase");
  });

  it("refuses an expired link (410) and an unknown one (404); a new link replaces the old", async () => {
    const body = await (await invite({ email: "late@paydesk.dev", firstName: "Late", lastName: "Comer", role: "viewer" })).json();
    const token = tokenOf(body.link);
    await server.store.invitations.update(body.id, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    const expired = await server.call(`/api/invitations/${token}`);
    expect([expired.status, await expired.text()]).toEqual([410, "This invitation has expired"]);
    expect((await accept(token, "a long and private phrase")).status).toBe(410);
    const listed = (await (await server.call("/api/invitations", { cookie: admin })).json()) as Array<{ id: string; status: string }>;
    expect(listed.find((i) => i.id === body.id)!.status).toBe("expired");

    const renewed = await server.call(`/api/invitations/${body.id}/link`, { method: "POST", cookie: admin2, headers: { Origin: ORIGIN } });
    expect(renewed.status).toBe(200);
    const fresh = await renewed.json();
    expect(fresh.status).toBe("pending");
    expect((await server.call(`/api/invitations/${token}`)).status).toBe(404);
    expect((await server.call(`/api/invitations/${tokenOf(fresh.link)}`)).status).toBe(200);
    const unknown = await server.call("/api/invitations/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect([unknown.status, await unknown.text()]).toEqual([404, "Invitation not found"]);
  });

  it("revoking removes the invitation and the invited user; the link is then unknown", async () => {
    const body = await (await invite({ email: "gone@paydesk.dev", firstName: "Gone", lastName: "Soon", role: "viewer" })).json();
    const revoked = await server.call(`/api/invitations/${body.id}`, { method: "DELETE", cookie: admin });
    expect(revoked.status).toBe(204);
    expect(await server.store.users.get(body.userId)).toBeUndefined();
    expect((await server.call(`/api/invitations/${tokenOf(body.link)}`)).status).toBe(404);
    expect((await server.call(`/api/invitations/${body.id}`, { method: "DELETE", cookie: admin })).status).toBe(404);
    const [event] = await events("revoke");
    expect(event).toMatchObject({ actorEmail: "admin@paydesk.dev", recordId: body.id });
  });

  it("an Idempotency-Key keeps no copy of the link: a repeat is a new call (409), the token is nowhere in the database", async () => {
    const headers = { Origin: ORIGIN, "Idempotency-Key": "invite-once-1" };
    const body = { email: "keyed@paydesk.dev", firstName: "Key", lastName: "Ed", role: "viewer" };
    const first = await server.call("/api/invitations", { method: "POST", cookie: admin, body, headers });
    expect(first.status).toBe(201);
    const { link } = await first.json();
    const again = await server.call("/api/invitations", { method: "POST", cookie: admin, body, headers });
    expect([again.status, await again.text()]).toEqual([409, "Email is already in use"]);
    const kept = await server.store.idempotency.list();
    expect(JSON.stringify(kept)).not.toContain(tokenOf(link));
  });

  it("admins only; the e-mail must be free; fields are checked", async () => {
    expect((await invite({ email: "x@paydesk.dev", firstName: "X", lastName: "Y", role: "viewer" }, operator)).status).toBe(403);
    expect((await server.call("/api/invitations", { cookie: operator })).status).toBe(403);
    const taken = await invite({ email: "Operator@PayDesk.dev", firstName: "X", lastName: "Y", role: "viewer" });
    expect([taken.status, await taken.text()]).toEqual([409, "Email is already in use"]);
    const missing = await invite({ email: "x@paydesk.dev", role: "viewer" });
    expect([missing.status, await missing.text()]).toEqual([400, "Email, first name, last name and role are required"]);
  });

  it("an admin invitation waits for a second admin: no link until approved, then an admin makes it", async () => {
    const res = await invite({ email: "new.admin@paydesk.dev", firstName: "New", lastName: "Admin", role: "admin" });
    expect(res.status).toBe(202);
    const body = await res.json();
    expect(body).toMatchObject({ status: "awaiting-approval", role: "admin" });
    expect(body.link).toBeUndefined();
    expect((await server.store.users.get(body.userId))!.role).toBe("viewer");
    const early = await server.call(`/api/invitations/${body.id}/link`, { method: "POST", cookie: admin });
    expect([early.status, await early.text()]).toEqual([409, "This invitation is waiting for a second admin's approval"]);
    // The inviter cannot approve it; the second admin can
    expect((await server.call(`/api/approvals/${body.approvalId}/approve`, { method: "POST", cookie: admin })).status).toBe(403);
    expect((await server.call(`/api/approvals/${body.approvalId}/approve`, { method: "POST", cookie: admin2 })).status).toBe(200);
    expect((await server.store.users.get(body.userId))!.role).toBe("admin");
    const listed = (await (await server.call("/api/invitations", { cookie: admin })).json()) as Array<{ id: string; status: string }>;
    expect(listed.find((i) => i.id === body.id)!.status).toBe("approved");
    const link = await server.call(`/api/invitations/${body.id}/link`, { method: "POST", cookie: admin });
    expect(link.status).toBe(200);
    const { link: url } = await link.json();
    const ok = await accept(tokenOf(url), "another long private phrase");
    expect(ok.status).toBe(200);
    expect((await ok.json()).role).toBe("admin");
  });

  it("revoking an admin invitation still waiting rejects its approval request", async () => {
    const body = await (await invite({ email: "held.admin@paydesk.dev", firstName: "Held", lastName: "Admin", role: "admin" })).json();
    expect((await server.call(`/api/invitations/${body.id}`, { method: "DELETE", cookie: admin2 })).status).toBe(204);
    const request = await server.store.approvals.get(body.approvalId);
    expect(request).toMatchObject({ status: "rejected", note: "Invitation revoked" });
  });
});

describe("invitations in the in-browser demo (no passwords: an e-mail signs in)", () => {
  it("the invited person cannot sign in with the e-mail until they accept, which needs no password", async () => {
    const store = memoryStore(seed("default"));
    const app = createApp({ ...appOptions(store), passwords: null, extensions: new Set(EXTENSIONS) });
    const call = (path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) =>
      Promise.resolve(
        app.fetch(
          new Request(ORIGIN + path, {
            method: init.method ?? "GET",
            headers: { "Content-Type": "application/json", ...(init.cookie ? { Cookie: init.cookie } : {}) },
            body: init.body === undefined ? undefined : JSON.stringify(init.body),
          }),
          { address: "127.0.0.1" },
        ),
      );
    const signIn = (email: string) => call("/api/user/login", { method: "POST", body: { email } });
    const cookie = (await signIn("admin@paydesk.dev")).headers.get("Set-Cookie")!.split(";")[0];
    const made = await call("/api/invitations", { method: "POST", cookie, body: { email: "demo.new@paydesk.dev", firstName: "Demo", lastName: "New", role: "viewer" } });
    expect(made.status).toBe(201);
    const { link } = await made.json();
    const refused = await signIn("demo.new@paydesk.dev");
    expect([refused.status, await refused.text()]).toEqual([401, "User not found"]);
    expect((await call("/api/user/password", { method: "POST", cookie, body: {} })).status).toBe(404); // no `password` in the demo
    const ok = await call(`/api/invitations/${tokenOf(link)}/accept`, { method: "POST", body: {} });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Set-Cookie")).toMatch(/^paydesk_session=/);
    expect((await signIn("demo.new@paydesk.dev")).status).toBe(200);
  });
});
