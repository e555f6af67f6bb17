// Extension `approvals` on the PayDesk server: large withdrawals (one person, one wallet, 24 hours) and
// role changes to admin are held for a second admin, carried out at most once, only while the person
// who asked may still do it, and never after 7 days.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User, Wallet } from "../../src/domain";
import type { ApprovalRequest } from "../../src/lib/approvals";
import { needsApproval } from "../../src/lib/approvals";
import { EXPIRED_NOTE, withdrawnAlone } from "../../server/rules/approvals";
import type { AuditEvent } from "../../server/rules/audit";
import { DATABASE, testServer, type TestServer } from "./harness";

const INBOX = "PayDesk-Inbox-Latest";

let server: TestServer;
const cookies: Record<string, string> = {};
let users: User[];

beforeAll(async () => {
  server = await testServer();
  const emails = ["admin", "admin2", "operator", "viewer", "maria.garcia", "tom.becker"];
  const signed = await Promise.all(emails.map((e) => server.signIn(`${e}@paydesk.dev`)));
  emails.forEach((e, i) => (cookies[e] = signed[i]));
  users = await (await server.call("/api/users", { cookie: cookies.admin })).json();
});
afterAll(() => server.close());

const userId = (name: string) => users.find((u) => u.email === `${name}@paydesk.dev`)!.id;
const balanceOf = async (id: string) => (await server.store.wallets.get(id))!.balance;
const withdrawals = (id: string) => server.store.transactions.count({ where: { walletId: id, type: "withdrawal" } });

async function walletWith(balance: string): Promise<Wallet> {
  const wallet = (await (await server.call("/api/wallets", { method: "POST", cookie: cookies.admin, body: {} })).json()) as Wallet;
  const loaded = await server.call(`/api/wallets/${wallet.id}/load`, { method: "POST", cookie: cookies.admin, body: { amount: balance } });
  expect(loaded.status).toBe(200);
  return wallet;
}

const withdraw = (who: string, id: string, amount: string) => server.call(`/api/wallets/${id}/withdraw`, { method: "POST", cookie: cookies[who], body: { amount } });
const approve = (who: string, id: string, headers: Record<string, string> = {}) => server.call(`/api/approvals/${id}/approve`, { method: "POST", cookie: cookies[who], headers });
const reject = (who: string, id: string, body: unknown) => server.call(`/api/approvals/${id}/reject`, { method: "POST", cookie: cookies[who], body });
const outcome = async (res: Response) => [res.status, await res.text()];

async function held(who: string, id: string, amount: string): Promise<ApprovalRequest> {
  const res = await withdraw(who, id, amount);
  expect(res.status).toBe(202);
  return (await res.json()) as ApprovalRequest;
}

async function events(query: string): Promise<AuditEvent[]> {
  return (await server.call(`/api/audit-events${query}`, { cookie: cookies.admin })).json();
}

async function listed(who: string, id: string): Promise<ApprovalRequest | undefined> {
  const list = (await (await server.call("/api/approvals", { cookie: cookies[who] })).json()) as ApprovalRequest[];
  return list.find((r) => r.id === id);
}

describe(`approvals on ${DATABASE}`, () => {
  it("an operator's $12,000 withdrawal is held (202, nothing moves); admin2 approves and the money moves once", async () => {
    const wallet = await walletWith("20000.00");
    const request = await held("operator", wallet.id, "12000.00");
    expect(request).toMatchObject({
      kind: "withdrawal", resource: "wallets", recordId: wallet.id, amount: "12000.00", currency: "USD", status: "pending",
      requestedBy: { email: "operator@paydesk.dev", name: "Jordan Lee", role: "operator" }, decidedBy: null, lastAttempt: null,
    });
    expect(request).not.toHaveProperty("requesterId");
    expect(await balanceOf(wallet.id)).toBe("20000.00");
    expect(await withdrawals(wallet.id)).toBe(0);

    expect(await outcome(await approve("operator", request.id))).toEqual([403, "Forbidden"]);
    const ok = await approve("admin2", request.id);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: request.id, status: "approved", decidedBy: { email: "admin2@paydesk.dev" } });
    expect(await balanceOf(wallet.id)).toBe("8000.00");
    expect(await withdrawals(wallet.id)).toBe(1);

    expect(await outcome(await approve("admin", request.id))).toEqual([409, "This request was already approved"]);
    expect(await balanceOf(wallet.id)).toBe("8000.00");
    expect(await withdrawals(wallet.id)).toBe(1);

    // One event per request: the request, the operator's refused approve, the decision (with the balance), the refused second one.
    const trail = (await events(`?resource=wallets&recordId=${wallet.id}`)).filter((e) => e.actorEmail !== "admin@paydesk.dev" || e.action === "approve");
    expect(trail.map((e) => [e.action, e.actorEmail, e.outcome])).toEqual([
      ["approve", "admin2@paydesk.dev", "success"],
      ["approval-request", "operator@paydesk.dev", "success"],
    ]);
    expect(trail[0]).toMatchObject({
      changes: [{ field: "balance", before: "20000.00", after: "8000.00" }],
      detail: { approvalId: request.id, requester: "operator@paydesk.dev", approver: "admin2@paydesk.dev", amount: "12000.00" },
    });
    const onRequest = await events(`?resource=approvals&recordId=${request.id}`);
    expect(onRequest.map((e) => [e.actorEmail, e.outcome])).toEqual([
      ["admin@paydesk.dev", "409 This request was already approved"],
      ["operator@paydesk.dev", "403 Forbidden"],
    ]);
  });

  it("the person who asked cannot approve (You cannot approve your own request); another admin can", async () => {
    const wallet = await walletWith("30000.00");
    const request = await held("admin", wallet.id, "15000.00");
    expect(await outcome(await approve("admin", request.id))).toEqual([403, "You cannot approve your own request"]);
    expect(await balanceOf(wallet.id)).toBe("30000.00");
    expect((await approve("admin2", request.id)).status).toBe(200);
    expect(await balanceOf(wallet.id)).toBe("15000.00");
  });

  it("the threshold is what one person withdraws from one wallet in 24 hours: five $9,999.99 are one at once and four held", async () => {
    const wallet = await walletWith("60000.00");
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await withdraw("operator", wallet.id, "9999.99")).status);
    expect(answers).toEqual([200, 202, 202, 202, 202]);
    expect(await balanceOf(wallet.id)).toBe("50000.01");
    // The one that reaches $10,000.00 exactly is held too, down to a cent.
    expect((await withdraw("operator", wallet.id, "0.01")).status).toBe(202);
    // Another person, or another wallet, starts from nothing.
    expect((await withdraw("maria.garcia", wallet.id, "9999.99")).status).toBe(200);
    const other = await walletWith("30000.00");
    expect((await withdraw("operator", other.id, "9999.99")).status).toBe(200);
    // An approved request was seen by two people: it does not count toward what one withdraws alone.
    const big = await held("tom.becker", other.id, "10000.00");
    expect((await approve("admin2", big.id)).status).toBe(200);
    expect((await withdraw("tom.becker", other.id, "1.00")).status).toBe(200);
  });

  it("parallel withdrawals by one person are judged one after the other", async () => {
    const wallet = await walletWith("60000.00");
    const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw("maria.garcia", wallet.id, "9999.99")));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 202, 202, 202, 202]);
    expect(await balanceOf(wallet.id)).toBe("50000.01");
  });

  it("a withdrawal older than 24 hours no longer counts", async () => {
    const wallet = await walletWith("30000.00");
    expect((await withdraw("tom.becker", wallet.id, "9000.00")).status).toBe(200);
    const [event] = await events(`?resource=wallets&recordId=${wallet.id}&action=withdraw`);
    expect((await withdraw("tom.becker", wallet.id, "1000.00")).status).toBe(202);
    await server.store.audit.update(event.id, { at: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() });
    expect((await withdraw("tom.becker", wallet.id, "1000.00")).status).toBe(200);
  });

  it("a request that could not happen now is refused at once, not stored", async () => {
    const wallet = await walletWith("500.00");
    const before = (await server.store.approvals.list()).length;
    expect(await outcome(await withdraw("operator", wallet.id, "12000.00"))).toEqual([422, "Insufficient funds"]);
    expect((await server.store.approvals.list()).length).toBe(before);
  });

  it("two admins approving at the same moment: one carries it out, the other is told; the money moves once", async () => {
    const wallet = await walletWith("25000.00");
    const request = await held("operator", wallet.id, "11000.00");
    const answers = await Promise.all([approve("admin", request.id), approve("admin2", request.id), approve("admin", request.id, { "Idempotency-Key": "race-1" })]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect(await balanceOf(wallet.id)).toBe("14000.00");
    expect(await withdrawals(wallet.id)).toBe(1);
    expect((await events(`?resource=wallets&recordId=${wallet.id}&action=approve`)).filter((e) => e.outcome === "success")).toHaveLength(1);
  });

  it("approve re-checks the person who asked: demoted or deleted, it is refused and stays pending", async () => {
    const wallet = await walletWith("40000.00");
    const maria = await held("maria.garcia", wallet.id, "10000.00");
    expect((await server.call(`/api/user/${userId("maria.garcia")}`, { method: "PUT", cookie: cookies.admin, body: { role: "viewer" } })).status).toBe(200);
    expect(await outcome(await approve("admin2", maria.id))).toEqual([409, "The person who asked for this may no longer do it"]);
    expect(await listed("admin2", maria.id)).toMatchObject({
      status: "pending",
      lastAttempt: { outcome: "409: The person who asked for this may no longer do it", by: { email: "admin2@paydesk.dev" } },
    });
    expect(await balanceOf(wallet.id)).toBe("40000.00");
    // Given the role back, it can be approved.
    expect((await server.call(`/api/user/${userId("maria.garcia")}`, { method: "PUT", cookie: cookies.admin, body: { role: "operator" } })).status).toBe(200);
    expect((await approve("admin2", maria.id)).status).toBe(200);
    expect(await balanceOf(wallet.id)).toBe("30000.00");

    const tom = await held("tom.becker", wallet.id, "10000.00");
    expect((await server.call(`/api/user/${userId("tom.becker")}`, { method: "DELETE", cookie: cookies.admin })).status).toBe(204);
    expect(await outcome(await approve("admin2", tom.id, { "Idempotency-Key": "gone-1" }))).toEqual([409, "The person who asked for this no longer has an account"]);
    // With an Idempotency-Key too, the failed attempt is kept on the request.
    expect(await listed("admin2", tom.id)).toMatchObject({ status: "pending", lastAttempt: { outcome: "409: The person who asked for this no longer has an account" } });
    expect(await balanceOf(wallet.id)).toBe("30000.00");
  });

  it("a stale request (the balance fell) answers the direct call's error, stays pending, and is recorded", async () => {
    const wallet = await walletWith("15000.00");
    const request = await held("operator", wallet.id, "12000.00");
    expect((await withdraw("admin", wallet.id, "5000.00")).status).toBe(200);
    expect(await outcome(await approve("admin2", request.id))).toEqual([422, "Insufficient funds"]);
    expect(await balanceOf(wallet.id)).toBe("10000.00");
    expect(await listed("operator", request.id)).toMatchObject({ status: "pending", lastAttempt: { outcome: "422: Insufficient funds", by: { email: "admin2@paydesk.dev" } } });
    const [event] = await events(`?resource=wallets&recordId=${wallet.id}&action=approve`);
    expect(event).toMatchObject({ actorEmail: "admin2@paydesk.dev", outcome: "422 Insufficient funds", changes: [], detail: { approvalId: request.id, requester: "operator@paydesk.dev" } });
    expect((await server.call(`/api/wallets/${wallet.id}/load`, { method: "POST", cookie: cookies.admin, body: { amount: "2000.00" } })).status).toBe(200);
    expect((await approve("admin2", request.id)).status).toBe(200);
    expect(await balanceOf(wallet.id)).toBe("0.00");
  });

  it("a rejection needs a note, moves nothing and is recorded; a rejected request is final", async () => {
    const wallet = await walletWith("20000.00");
    const request = await held("operator", wallet.id, "12000.00");
    expect(await outcome(await reject("admin", request.id, { note: "  " }))).toEqual([400, "A note is required to reject a request"]);
    expect(await outcome(await reject("admin", request.id, {}))).toEqual([400, "A note is required to reject a request"]);
    const done = await reject("admin", request.id, { note: " Not in the plan " });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: "rejected", note: "Not in the plan", decidedBy: { email: "admin@paydesk.dev" } });
    expect(await balanceOf(wallet.id)).toBe("20000.00");
    const [event] = await events(`?resource=wallets&recordId=${wallet.id}&action=reject`);
    expect(event).toMatchObject({ actorEmail: "admin@paydesk.dev", detail: { requester: "operator@paydesk.dev", approver: "admin@paydesk.dev", note: "Not in the plan" } });
    expect(await outcome(await approve("admin2", request.id))).toEqual([409, "This request was already rejected"]);
    expect(await outcome(await approve("admin2", "nope"))).toEqual([404, "Approval request not found"]);
  });

  it("Withdraw request: the person who asked takes it back (an operator too), recorded as such; rejecting one's own is refused", async () => {
    const wallet = await walletWith("20000.00");
    const request = await held("operator", wallet.id, "12000.00");
    const withdrawOf = (who: string, id: string, body: unknown = {}) => server.call(`/api/approvals/${id}/withdraw`, { method: "POST", cookie: cookies[who], body });
    expect(await outcome(await withdrawOf("admin", request.id))).toEqual([403, "Only the person who asked can withdraw a request"]);
    expect(await outcome(await withdrawOf("viewer", request.id))).toEqual([403, "Forbidden"]);
    const hintBefore = (await server.call("/api/wallets", { cookie: cookies.operator })).headers.get(INBOX);
    const done = await withdrawOf("operator", request.id);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: "withdrawn", note: null, decidedBy: { email: "operator@paydesk.dev" } });
    expect(await balanceOf(wallet.id)).toBe("20000.00");
    const [event] = await events(`?resource=wallets&recordId=${wallet.id}&action=withdraw-request`);
    expect(event).toMatchObject({ actorEmail: "operator@paydesk.dev", outcome: "success", detail: { requester: "operator@paydesk.dev", approvalId: request.id } });
    expect(await outcome(await approve("admin2", request.id))).toEqual([409, "This request was already withdrawn"]);
    // One's own withdrawal is no news in one's own bell.
    expect((await server.call("/api/wallets", { cookie: cookies.operator })).headers.get(INBOX)).toBe(hintBefore);

    // An admin's own request: Reject is refused (withdraw it instead); withdrawing takes a note if given.
    const own = await held("admin", wallet.id, "11000.00");
    expect(await outcome(await reject("admin", own.id, { note: "changed my mind" }))).toEqual([403, "Withdraw your own request instead of rejecting it"]);
    const taken = await withdrawOf("admin", own.id, { note: " Wrong wallet " });
    expect(await taken.json()).toMatchObject({ status: "withdrawn", note: "Wrong wallet" });
  });

  it("a request pending for 7 days expires: rejected with a note, decided by no one, no longer approvable", async () => {
    const wallet = await walletWith("20000.00");
    const request = await held("operator", wallet.id, "12000.00");
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString();
    await server.store.approvals.update(request.id, { requestedAt: eightDaysAgo });
    expect(await outcome(await approve("admin2", request.id))).toEqual([409, "This request expired: it was not decided within 7 days"]);
    expect(await listed("operator", request.id)).toMatchObject({ status: "rejected", note: EXPIRED_NOTE, decidedBy: null, decidedAt: new Date(Date.parse(eightDaysAgo) + 7 * 24 * 60 * 60 * 1000).toISOString() });
    expect(await outcome(await approve("admin2", request.id))).toEqual([409, "This request expired: it was not decided within 7 days"]);
    expect(await balanceOf(wallet.id)).toBe("20000.00");
  });

  it("a role change to admin is held; one at a time, the role alone; admin2 approves it", async () => {
    const viewer = userId("viewer");
    const put = (body: unknown, who = "admin") => server.call(`/api/user/${viewer}`, { method: "PUT", cookie: cookies[who], body });
    expect(await outcome(await put({ role: "admin", firstName: "X" }))).toEqual([400, "A role change to admin needs approval: send the role on its own"]);
    const res = await put({ role: "admin" });
    expect(res.status).toBe(202);
    const request = (await res.json()) as ApprovalRequest;
    expect(request).toMatchObject({ kind: "role-change", resource: "users", recordId: viewer, from: "viewer", to: "admin", email: "viewer@paydesk.dev" });
    expect((await server.store.users.get(viewer))!.role).toBe("viewer");
    expect(await outcome(await put({ role: "admin" }))).toEqual([409, "A change of this user's role is already waiting for approval"]);
    expect(await outcome(await approve("admin", request.id))).toEqual([403, "You cannot approve your own request"]);

    // Admin2 sees it waiting, in the list and in the bell's hint; the viewer has no hint.
    const list = await server.call("/api/approvals", { cookie: cookies.admin2 });
    expect(list.headers.get(INBOX)).toBe(request.requestedAt);
    expect(((await list.json()) as ApprovalRequest[]).map((r) => r.id)).toContain(request.id);
    const mine = await server.call("/api/approvals", { cookie: cookies.viewer });
    expect(await mine.json()).toEqual([]);
    expect(mine.headers.get(INBOX)).toBeNull();

    const ok = await approve("admin2", request.id);
    expect(ok.status).toBe(200);
    expect((await server.store.users.get(viewer))!.role).toBe("admin");
    const [event] = await events(`?resource=users&recordId=${viewer}&action=approve`);
    expect(event).toMatchObject({ changes: [{ field: "role", before: "viewer", after: "admin" }], detail: { from: "viewer", to: "admin", approver: "admin2@paydesk.dev" } });
    // The person who asked is told through the hint: their request's decision.
    const hint = (await server.call("/api/wallets", { cookie: cookies.admin })).headers.get(INBOX);
    expect(hint! >= (await ok.clone().json()).decidedAt).toBe(true);
    expect((await server.call(`/api/user/${viewer}`, { method: "PUT", cookie: cookies.admin, body: { role: "viewer" } })).status).toBe(200);
  });

  it("operators see their own requests only; viewers cannot decide", async () => {
    const wallet = await walletWith("20000.00");
    const mine = await held("maria.garcia", wallet.id, "11000.00");
    const list = (await (await server.call("/api/approvals", { cookie: cookies["maria.garcia"] })).json()) as ApprovalRequest[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.requestedBy.email === "maria.garcia@paydesk.dev")).toBe(true);
    expect(list.map((r) => r.id)).toContain(mine.id);
    expect((await approve("viewer", mine.id)).status).toBe(403);
    expect((await reject("operator", mine.id, { note: "no" })).status).toBe(403);
  });
});

describe("the withdrawal threshold (pure)", () => {
  const now = Date.parse("2026-11-25T12:00:00.000Z");
  const event = (over: Partial<AuditEvent>): AuditEvent => ({
    id: "e", at: new Date(now - 60_000).toISOString(), actorId: "u1", actorEmail: "a@b.c", actorName: "A", actorRole: "operator",
    action: "withdraw", resource: "wallets", recordId: "w1", changes: [{ field: "balance", before: "20000.00", after: "10000.01" }], outcome: "success", ...over,
  });

  it("adds a withdrawal to what one person withdrew alone from one wallet in 24 hours; $10,000.00 in all is held", () => {
    expect(needsApproval({ kind: "withdrawal", cents: 1, recentCents: 999_999 })).toBe(true);
    expect(needsApproval({ kind: "withdrawal", cents: 1, recentCents: 999_998 })).toBe(false);
    expect(needsApproval({ kind: "withdrawal", cents: 1_000_000 })).toBe(true);
    expect(needsApproval({ kind: "withdrawal", cents: 999_999 })).toBe(false);
  });

  it("counts only that person's successful withdrawals from that wallet within the window", () => {
    const events = [
      event({}),
      event({ actorId: "u2" }),
      event({ recordId: "w2" }),
      event({ outcome: "422 Insufficient funds", changes: [] }),
      event({ action: "approve" }),
      event({ at: new Date(now - 24 * 60 * 60 * 1000).toISOString() }),
      event({ at: new Date(now - 24 * 60 * 60 * 1000 + 1).toISOString(), changes: [{ field: "balance", before: "1.00", after: "0.50" }] }),
    ];
    expect(withdrawnAlone(events, "u1", "w1", now)).toBe(999_999 + 50);
  });

  it("counts a withdrawal stamped after this request's clock: it committed before this one held the wallet", () => {
    // Two parallel requests: the later-stamped one took the wallet's row first. Its event is newer than
    // the waiting request's `now`, and must count, else both go through alone (a PostgreSQL race).
    expect(withdrawnAlone([event({ at: new Date(now + 40).toISOString() })], "u1", "w1", now)).toBe(999_999);
  });
});
