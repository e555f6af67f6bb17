// Four-eyes approvals on the demo backend (extension `approvals`): the rules, enforced by the server.
import { afterEach, describe, expect, it } from "vitest";
import type { User, Wallet } from "../../../src/domain";
import { getDb } from "../../../mocks/db";
import { toCents, fromCents } from "../../../mocks/money";
import { setApprovalsOn } from "../../../mocks/approvals";
import { setDemoExtensions } from "../../../mocks/extensions";
import { EXTENSIONS } from "../../../src/lib/extension-names";
import { needsApproval, type ApprovalRequest } from "../../../src/lib/approvals";
import { ADMIN, OPERATOR, VIEWER, call, callJson, loginAs, outcome } from "./helpers";

const ADMIN2 = "admin2@paydesk.dev";
const INBOX = "PayDesk-Inbox-Latest";

/** An active wallet given a known balance. */
function walletWith(balance: string): Wallet {
  const wallet = getDb().wallets.find((w) => w.status === "active")!;
  wallet.balance = balance;
  return wallet;
}
const balanceOf = (id: string) => getDb().wallets.find((w) => w.id === id)!.balance;
const withdraw = (id: string, amount: string) => call(`/api/wallets/${id}/withdraw`, { method: "POST", body: { amount } });
const approve = (id: string) => outcome(`/api/approvals/${id}/approve`, { method: "POST" });
const userId = (email: string) => getDb().users.find((u) => u.email === email)!.id;

afterEach(() => setApprovalsOn(true));

describe("the rules", () => {
  it("a withdrawal of exactly $10,000.00 needs approval, $9,999.99 does not; a role change only to admin", () => {
    expect(needsApproval({ kind: "withdrawal", cents: 1_000_000 })).toBe(true);
    expect(needsApproval({ kind: "withdrawal", cents: 999_999 })).toBe(false);
    expect(needsApproval({ kind: "role-change", from: "operator", to: "admin" })).toBe(true);
    expect(needsApproval({ kind: "role-change", from: "viewer", to: "admin" })).toBe(true);
    expect(needsApproval({ kind: "role-change", from: "viewer", to: "operator" })).toBe(false);
    expect(needsApproval({ kind: "role-change", from: "admin", to: "operator" })).toBe(false);
  });
});

describe("withdrawals", () => {
  it("$10,000.00 is held (202, the request as JSON, nothing moves); $9,999.99 happens at once", async () => {
    await loginAs(OPERATOR);
    const wallet = walletWith("20000.00");
    const txBefore = getDb().transactions.length;
    const held = await withdraw(wallet.id, "10000.00");
    expect(held.status).toBe(202);
    const request = (await held.json()) as ApprovalRequest;
    expect(request).toMatchObject({ kind: "withdrawal", status: "pending", recordId: wallet.id, amount: "10000.00", requestedBy: { email: OPERATOR } });
    expect(balanceOf(wallet.id)).toBe("20000.00");
    expect(getDb().transactions).toHaveLength(txBefore);
    expect(getDb().audit?.[0]).toMatchObject({ action: "approval-request", actorEmail: OPERATOR, recordId: wallet.id });

    const direct = await withdraw(wallet.id, "9999.99");
    expect(direct.status).toBe(200);
    expect(balanceOf(wallet.id)).toBe("10000.01");
    expect(getDb().transactions).toHaveLength(txBefore + 1);
    // The operator sees their own request; the list is theirs only.
    expect((await callJson<ApprovalRequest[]>("/api/approvals")).map((r) => r.id)).toEqual([request.id]);
  });

  it("what one person withdraws from one wallet within 24 hours counts: five $9,999.99 are one direct and four held", async () => {
    await loginAs(OPERATOR);
    const wallet = walletWith("60000.00");
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await withdraw(wallet.id, "9999.99")).status);
    expect(answers).toEqual([200, 202, 202, 202, 202]);
    expect(balanceOf(wallet.id)).toBe("50000.01");
    // Another person's own withdrawals are theirs: the admin's first is direct.
    await loginAs(ADMIN);
    expect((await withdraw(wallet.id, "9999.99")).status).toBe(200);
  });

  it("a request that could not happen now is refused at once, not stored", async () => {
    await loginAs(OPERATOR);
    const wallet = walletWith("500.00");
    expect(await outcome(`/api/wallets/${wallet.id}/withdraw`, { method: "POST", body: { amount: "12000.00" } })).toMatchObject({ status: 422, body: "Insufficient funds" });
    expect(getDb().approvals ?? []).toHaveLength(0);
  });

  it("with the extension off the server acts at once, as a SPEC server does", async () => {
    // The bell's hint comes with `sessions` too (its sign-in alerts): both off, as a SPEC server.
    setDemoExtensions(EXTENSIONS.filter((name) => name !== "approvals" && name !== "sessions"));
    await loginAs(OPERATOR);
    const wallet = walletWith("20000.00");
    const res = await withdraw(wallet.id, "12000.00");
    expect(res.status).toBe(200);
    expect(res.headers.get(INBOX)).toBeNull();
    expect(balanceOf(wallet.id)).toBe("8000.00");
    expect(await outcome("/api/approvals")).toMatchObject({ status: 404 });
  });

  it("a second admin approves: the balance, transaction and metrics change once; both people are in the audit trail", async () => {
    await loginAs(OPERATOR);
    const wallet = walletWith("20000.00");
    const request = (await (await withdraw(wallet.id, "12000.00")).json()) as ApprovalRequest;
    // Operators cannot decide.
    expect(await approve(request.id)).toMatchObject({ status: 403, body: "Forbidden" });
    await loginAs(ADMIN);
    const txBefore = getDb().transactions.length;
    const ok = await approve(request.id);
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toMatchObject({ status: "approved", decidedBy: { email: ADMIN } });
    expect(balanceOf(wallet.id)).toBe("8000.00");
    expect(getDb().transactions).toHaveLength(txBefore + 1);
    expect(getDb().transactions[0]).toMatchObject({ type: "withdrawal", amount: "12000.00", walletId: wallet.id });
    expect(getDb().audit?.[0]).toMatchObject({ action: "approve", actorEmail: ADMIN, detail: { requester: OPERATOR, approver: ADMIN } });
    // One event each for the request, the operator's refused approve and the decision: the approvals'
    // own events replace the generic ones (the decision is not recorded twice).
    const events = (getDb().audit ?? []).filter((e) => e.detail?.approvalId === request.id || e.recordId === request.id);
    expect(events.map((e) => [e.action, e.actorEmail, e.outcome])).toEqual([
      ["approve", ADMIN, "success"],
      ["approve", OPERATOR, "403 Forbidden"],
      ["approval-request", OPERATOR, "success"],
    ]);
    // Never twice: a second approve is refused and nothing moves.
    await loginAs(ADMIN2);
    expect(await approve(request.id)).toMatchObject({ status: 409, body: "This request was already approved" });
    expect(balanceOf(wallet.id)).toBe("8000.00");
    expect(getDb().transactions).toHaveLength(txBefore + 1);
  });

  it("the person who asked cannot approve (403), but another admin can", async () => {
    await loginAs(ADMIN);
    const wallet = walletWith("30000.00");
    const request = (await (await withdraw(wallet.id, "15000.00")).json()) as ApprovalRequest;
    expect(await approve(request.id)).toMatchObject({ status: 403, body: "You cannot approve your own request" });
    expect(balanceOf(wallet.id)).toBe("30000.00");
    await loginAs(ADMIN2);
    expect((await approve(request.id)).status).toBe(200);
    expect(balanceOf(wallet.id)).toBe("15000.00");
  });

  it("a stale request (the balance fell) is refused with the server's message and stays pending with that outcome", async () => {
    await loginAs(OPERATOR);
    const wallet = walletWith("15000.00");
    const request = (await (await withdraw(wallet.id, "12000.00")).json()) as ApprovalRequest;
    expect((await withdraw(wallet.id, "5000.00")).status).toBe(200);
    await loginAs(ADMIN2);
    const txBefore = getDb().transactions.length;
    expect(await approve(request.id)).toMatchObject({ status: 422, body: "Insufficient funds" });
    expect(balanceOf(wallet.id)).toBe("10000.00");
    expect(getDb().transactions).toHaveLength(txBefore);
    const kept = (await callJson<ApprovalRequest[]>("/api/approvals")).find((r) => r.id === request.id)!;
    expect(kept).toMatchObject({ status: "pending", lastAttempt: { outcome: "422: Insufficient funds", by: { email: ADMIN2 } } });
    expect(getDb().audit?.[0]).toMatchObject({ action: "approve", outcome: "422 Insufficient funds" });
    // Once there are funds again it can be approved.
    getDb().wallets.find((w) => w.id === wallet.id)!.balance = fromCents(toCents("12000.00")!);
    expect((await approve(request.id)).status).toBe(200);
    expect(balanceOf(wallet.id)).toBe("0.00");
  });

  it("a rejection needs a note; it moves nothing and is recorded", async () => {
    await loginAs(OPERATOR);
    const wallet = walletWith("20000.00");
    const request = (await (await withdraw(wallet.id, "12000.00")).json()) as ApprovalRequest;
    await loginAs(ADMIN);
    const reject = (body: unknown) => outcome(`/api/approvals/${request.id}/reject`, { method: "POST", body });
    expect(await reject({ note: "  " })).toMatchObject({ status: 400, body: "A note is required to reject a request" });
    expect(await reject({})).toMatchObject({ status: 400, body: "A note is required to reject a request" });
    const done = await reject({ note: " Not in the plan " });
    expect(done.status).toBe(200);
    expect(JSON.parse(done.body)).toMatchObject({ status: "rejected", note: "Not in the plan", decidedBy: { email: ADMIN } });
    expect(balanceOf(wallet.id)).toBe("20000.00");
    expect(getDb().audit?.[0]).toMatchObject({ action: "reject", detail: { requester: OPERATOR, approver: ADMIN, note: "Not in the plan" } });
    expect(await approve(request.id)).toMatchObject({ status: 409, body: "This request was already rejected" });
  });
});

describe("role changes", () => {
  const putRole = (id: string, role: string) => call(`/api/user/${id}`, { method: "PUT", body: { role } });

  it("to admin is held; to operator or viewer happens at once", async () => {
    await loginAs(ADMIN);
    const viewer = userId(VIEWER);
    const held = await putRole(viewer, "admin");
    expect(held.status).toBe(202);
    expect(await held.json()).toMatchObject({ kind: "role-change", from: "viewer", to: "admin", recordId: viewer });
    expect(getDb().users.find((u) => u.id === viewer)!.role).toBe("viewer");
    // A second request for the same user waits behind the first.
    expect((await putRole(viewer, "admin")).status).toBe(409);
    const direct = await putRole(viewer, "operator");
    expect(direct.status).toBe(200);
    expect(((await direct.json()) as User).role).toBe("operator");
  });

  it("admin2 approves the role change; the person who asked cannot", async () => {
    await loginAs(ADMIN);
    const operator = userId(OPERATOR);
    const request = (await (await putRole(operator, "admin")).json()) as ApprovalRequest;
    expect(await approve(request.id)).toMatchObject({ status: 403, body: "You cannot approve your own request" });
    await loginAs(ADMIN2);
    // Admin2 sees it waiting, in the list and in the bell's header.
    const res = await call("/api/approvals");
    expect(res.headers.get(INBOX)).toBe(request.requestedAt);
    expect(((await res.json()) as ApprovalRequest[]).map((r) => r.id)).toContain(request.id);
    expect((await approve(request.id)).status).toBe(200);
    expect(getDb().users.find((u) => u.id === operator)!.role).toBe("admin");
  });

  it("viewers have no Approvals to decide and no bell hint", async () => {
    await loginAs(VIEWER);
    const res = await call("/api/approvals");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    expect(res.headers.get(INBOX)).toBeNull();
    expect(await outcome("/api/approvals/x/approve", { method: "POST" })).toMatchObject({ status: 403 });
  });
});
