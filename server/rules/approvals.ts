// Four-eyes approvals (extension `approvals`, docs/api-extensions.md): who may see a request, what the
// bell's hint is, when a withdrawal is held, and how a request is decided — carried out at most once,
// on the request's row held against every other decision, by the same code as the direct call
// (applyFunds), only while the person who asked may still do it, and never after 7 days. The pure
// part is shared with the demo backend (mocks/approvals.ts, mocks/handlers/approvals.ts).
import type { Merchant, Role, User } from "../../src/domain";
import { needsApproval, type ApprovalPerson, type ApprovalRequest, type ApprovalSubject } from "../../src/lib/approvals";
import type { Row, Store } from "../store/types";
import { minimumRole } from "./access";
import { diff, type AuditEvent, type AuditNote, type FieldChange } from "./audit";
import { fromCents, toCents } from "./money";
import { checkRoleChange } from "./users";
import { HttpError, hasRole } from "./validate";
import { applyFunds, checkFunds, findWallet } from "./wallets";

export { needsApproval } from "../../src/lib/approvals";

/** Extension `approvals`: the header that tells the console's bell when its list last changed. */
export const INBOX_HEADER = "PayDesk-Inbox-Latest";

export const NOTE_REQUIRED = "A note is required to reject a request";
export const OWN_REQUEST = "You cannot approve your own request";
/** Rejecting one's own request is withdrawing it: its own call, event and status. */
export const OWN_REJECT = "Withdraw your own request instead of rejecting it";
export const NOT_YOURS = "Only the person who asked can withdraw a request";
export const NOTE_MAX = 500;
export const NOT_FOUND = "Approval request not found";
export const REQUESTER_GONE = "The person who asked for this no longer has an account";
export const REQUESTER_NOT_ALLOWED = "The person who asked for this may no longer do it";
export const EXPIRED = "This request expired: it was not decided within 7 days";
/** The note of a request that expired (status `rejected`, no one decided it). */
export const EXPIRED_NOTE = "Expired: not decided within 7 days";

/** A request still pending this long after it was asked is rejected by the server. */
export const APPROVAL_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The rolling window of the withdrawal threshold: what one person withdrew from one wallet on their own. */
export const WITHDRAWAL_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How many of a person's own decided requests the bell lists (the newest). */
export const BELL_OUTCOMES = 10;

const iso = (ms: number) => new Date(ms).toISOString();

// ---------------------------------------------------------------- pure

export function approvalPerson(user: Pick<User, "id" | "email" | "firstName" | "lastName" | "role">): ApprovalPerson {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return { id: user.id, email: user.email, name: name || user.email, role: user.role };
}

/** The amount or the roles, as the trail's events name them. */
export function subjectDetail(subject: ApprovalSubject): Record<string, unknown> {
  return subject.kind === "withdrawal" ? { amount: subject.amount, currency: subject.currency } : { from: subject.from, to: subject.to };
}

/** The detail of a decision's event: both people, the request, its amount or roles and the note. */
export function decisionDetail(request: ApprovalRequest, approverEmail: string): Record<string, unknown> {
  return {
    approvalId: request.id,
    kind: request.kind,
    requester: request.requestedBy.email,
    approver: approverEmail,
    ...subjectDetail(request),
    ...(request.note ? { note: request.note } : {}),
  };
}

/** The requests a person may see: admins every one, anyone else their own. */
export function visibleRequests(all: readonly ApprovalRequest[], user: Pick<User, "id" | "role">): ApprovalRequest[] {
  return user.role === "admin" ? [...all] : all.filter((r) => r.requestedBy.id === user.id);
}

/**
 * The time of the newest thing in a person's bell (ISO), or null when it holds nothing: requests
 * waiting for them (admins, not their own), outcomes of their own requests, and merchants waiting
 * for KYC review (operators and admins). The console compares it with the time it last opened the bell.
 */
export function inboxLatest(
  approvals: readonly ApprovalRequest[],
  merchants: ReadonlyArray<Pick<Merchant, "kycStatus" | "createdAt">>,
  user: Pick<User, "id" | "role">,
): string | null {
  let latest: string | null = null;
  const consider = (at: string | null | undefined) => {
    if (at && (latest === null || at > latest)) latest = at;
  };
  // Outcomes someone else decided: a request the person withdrew tells them nothing new.
  const mine = approvals.filter((r) => r.requestedBy.id === user.id && r.status !== "pending" && r.status !== "withdrawn");
  for (const r of mine.slice(0, BELL_OUTCOMES)) consider(r.decidedAt);
  if (user.role === "admin") for (const r of approvals) if (r.status === "pending" && r.requestedBy.id !== user.id) consider(r.requestedAt);
  if (hasRole(user.role, "operator")) for (const m of merchants) if (m.kycStatus === "pending") consider(m.createdAt);
  return latest;
}

/**
 * Cents one person withdrew from one wallet on their own (a `withdraw` that succeeded, not an approved
 * request) within the 24 hours before `now`, from the audit trail's events: each one's balance before
 * → after. What `needsApproval` adds a new withdrawal to.
 */
export function withdrawnAlone(events: readonly AuditEvent[], actorId: string, walletId: string, now: number): number {
  let cents = 0;
  for (const e of events) {
    if (e.actorId !== actorId || e.resource !== "wallets" || e.recordId !== walletId || e.action !== "withdraw" || e.outcome !== "success") continue;
    // No upper bound: an event stamped after `now` is a parallel request that took the wallet's row
    // first and committed before this one held it; leaving it out let both through alone.
    if (!(Date.parse(e.at) > now - WITHDRAWAL_WINDOW_MS)) continue;
    const balance = e.changes.find((c) => c.field === "balance");
    const before = toCents(String(balance?.before ?? ""));
    const after = toCents(String(balance?.after ?? ""));
    if (before !== null && after !== null && before > after) cents += before - after;
  }
  return cents;
}

/** Whether a pending request has outlived its 7 days. */
export function isExpired(request: Pick<ApprovalRequest, "status" | "requestedAt">, now: number): boolean {
  return request.status === "pending" && now - Date.parse(request.requestedAt) >= APPROVAL_TTL_MS;
}

/** A pending request as it is once expired: rejected by no one, at the end of its 7 days. */
export function expiredVersion(request: ApprovalRequest): ApprovalRequest {
  return { ...request, status: "rejected", note: EXPIRED_NOTE, decidedBy: null, decidedAt: iso(Date.parse(request.requestedAt) + APPROVAL_TTL_MS) };
}

function wasExpired(request: ApprovalRequest): boolean {
  return request.status === "rejected" && request.decidedBy === null && request.note === EXPIRED_NOTE;
}

/** The role the requester needs to still have when their request is carried out. */
export function requiredRole(request: ApprovalSubject): Role {
  // A role change is an admin's (checkRoleChange); a withdrawal whoever may withdraw.
  return request.kind === "withdrawal" ? minimumRole("wallets", "withdraw") : "admin";
}

// ---------------------------------------------------------------- stored requests

/** A request as stored: with its requester's id beside the record, to look requests up by. */
type Stored = ApprovalRequest & Row & { requesterId?: string };

/** A stored request as answered (without the lookup key). */
export function publicRequest(stored: ApprovalRequest): ApprovalRequest {
  const { requesterId: _key, ...request } = stored as Stored;
  return request as ApprovalRequest;
}

/** Stores a pending request. Nothing moves. */
export async function requestApproval(store: Store, user: User, subject: ApprovalSubject, now: number): Promise<ApprovalRequest> {
  const request: ApprovalRequest = {
    id: crypto.randomUUID(),
    ...subject,
    status: "pending",
    requestedBy: approvalPerson(user),
    requestedAt: iso(now),
    decidedBy: null,
    decidedAt: null,
    note: null,
    lastAttempt: null,
  };
  await store.approvals.insert({ ...request, requesterId: user.id } as Stored);
  return request;
}

/** The trail's event for a held write: an `approval-request` by the person who asked. */
export function heldNote(request: ApprovalRequest): AuditNote {
  return {
    action: "approval-request",
    resource: request.resource,
    recordId: request.recordId,
    outcome: "success",
    detail: { approvalId: request.id, kind: request.kind, requester: request.requestedBy.email, ...subjectDetail(request) },
  };
}

/** The trail's event for a decision: the approver (or, withdrawing, the requester) as actor, on the wallet or user it is about. */
export function decisionNote(request: ApprovalRequest, approver: User, action: "approve" | "reject" | "withdraw-request"): AuditNote {
  return { action, resource: request.resource, recordId: request.recordId, detail: decisionDetail(request, approver.email) };
}

/** What `user` withdrew from the wallet on their own in the last 24 hours (their successful `withdraw` events), in cents. */
export async function recentWithdrawals(store: Store, userId: string, walletId: string, now: number): Promise<number> {
  const events = await store.audit.list({
    where: { resource: "wallets", recordId: walletId, action: "withdraw", actorId: userId },
    filters: [{ field: "at", op: "gte", value: iso(now - WITHDRAWAL_WINDOW_MS), type: "date" }],
  });
  return withdrawnAlone(events as unknown as AuditEvent[], userId, walletId, now);
}

/**
 * A withdrawal that needs a second person, stored as a request (after the same checks as the direct
 * call: 409 Wallet is not active, 422 Insufficient funds); null when it may happen at once. Decided on
 * the wallet's row held until the caller's transaction ends, so concurrent withdrawals of one person
 * are judged one after the other, each with the ones before it (their events commit with them:
 * `guarded` records a write in its transaction).
 */
export function holdWithdrawal(store: Store, user: User, walletId: string, cents: number, now: number): Promise<ApprovalRequest | null> {
  return store.atomically(async (tx) => {
    const wallet = await findWallet(tx, walletId, true);
    const recentCents = await recentWithdrawals(tx, user.id, wallet.id, now);
    if (!needsApproval({ kind: "withdrawal", cents, recentCents })) return null;
    checkFunds(wallet, "withdraw", cents);
    return requestApproval(tx, user, { kind: "withdrawal", resource: "wallets", recordId: wallet.id, amount: fromCents(cents), currency: wallet.currency }, now);
  });
}

/** Whether a change of this user's role is already waiting for approval. */
export async function rolePending(store: Store, userId: string, now: number): Promise<boolean> {
  const pending = await store.approvals.list({ where: { status: "pending", kind: "role-change", recordId: userId } });
  return pending.some((r) => !isExpired(r, now));
}

/** Rejects every request pending for 7 days or more (note EXPIRED_NOTE, decided by no one). */
export async function expireStale(store: Store, now: number): Promise<number> {
  const stale = await store.approvals.list({
    where: { status: "pending" },
    filters: [{ field: "requestedAt", op: "lte", value: iso(now - APPROVAL_TTL_MS), type: "date" }],
  });
  for (const r of stale) {
    await store.atomically(async (tx) => {
      const current = await tx.approvals.lock(r.id);
      if (current && isExpired(current, now)) await tx.approvals.update(r.id, expiredVersion(current) as Partial<Stored>);
    });
  }
  return stale.length;
}

/** GET /api/approvals: the requests the person may see, newest first. */
export async function listVisible(store: Store, user: User, now: number): Promise<ApprovalRequest[]> {
  await expireStale(store, now);
  const rows = user.role === "admin" ? await store.approvals.list() : await store.approvals.list({ where: { requesterId: user.id } });
  return visibleRequests(rows.map(publicRequest), user);
}

/** The bell's hint for a person: read from the few rows that decide it. */
export async function inboxLatestOf(store: Store, user: User, now: number): Promise<string | null> {
  await expireStale(store, now);
  const own = await store.approvals.list({
    where: { requesterId: user.id },
    filters: [
      { field: "status", op: "ne", value: "pending" },
      { field: "status", op: "ne", value: "withdrawn" },
    ],
    sort: [{ field: "decidedAt", order: "desc", type: "date" }],
    limit: 1,
  });
  const waiting = user.role === "admin" ? await store.approvals.list({ where: { status: "pending" }, filters: [{ field: "requesterId", op: "ne", value: user.id }], limit: 1 }) : [];
  const merchants = hasRole(user.role, "operator") ? await store.merchants.list({ where: { kycStatus: "pending" }, limit: 1 }) : [];
  return inboxLatest([...own, ...waiting], merchants, user);
}

/** The request, held against every other decision until the transaction ends; 404, 409 when decided or expired. */
export async function lockPending(tx: Store, id: string, now: number): Promise<ApprovalRequest> {
  const request = await tx.approvals.lock(id);
  if (!request) throw new HttpError(404, NOT_FOUND);
  if (wasExpired(request) || isExpired(request, now)) throw new HttpError(409, EXPIRED);
  // Never carried out twice: a decided request is final.
  if (request.status !== "pending") throw new HttpError(409, `This request was already ${request.status}`);
  return publicRequest(request);
}

/**
 * Carries an approved request out on behalf of the approver, exactly as the direct call would, in
 * the caller's transaction (the request locked by lockPending): the requester must still exist and
 * still have the role the action needs. Returns the decided request and what changed on its record.
 */
export async function carryOut(tx: Store, request: ApprovalRequest, approver: User, now: number): Promise<{ decided: ApprovalRequest; changes: FieldChange[] }> {
  const requester = await tx.users.get(request.requestedBy.id);
  if (!requester) throw new HttpError(409, REQUESTER_GONE);
  if (!hasRole(requester.role, requiredRole(request))) throw new HttpError(409, REQUESTER_NOT_ALLOWED);
  let changes: FieldChange[];
  if (request.kind === "withdrawal") {
    const before = await findWallet(tx, request.recordId, true);
    const after = await applyFunds(tx, "withdraw", request.recordId, toCents(request.amount) ?? 0, now);
    changes = diff(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>);
  } else {
    const target = await tx.users.lock(request.recordId);
    if (!target) throw new HttpError(404, "User not found");
    let after = target;
    if (request.to !== target.role) {
      checkRoleChange(approver, target);
      after = (await tx.users.update(target.id, { role: request.to })) ?? { ...target, role: request.to };
    }
    changes = diff(target as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>);
  }
  const decided: ApprovalRequest = { ...request, status: "approved", decidedBy: approvalPerson(approver), decidedAt: iso(now) };
  await tx.approvals.update(request.id, decided as Partial<Stored>);
  return { decided, changes };
}

/** Rejects a pending request (locked by lockPending) with its note. Nothing moves. */
export async function rejectRequest(tx: Store, request: ApprovalRequest, approver: User, note: string, now: number): Promise<ApprovalRequest> {
  const decided: ApprovalRequest = { ...request, status: "rejected", note, decidedBy: approvalPerson(approver), decidedAt: iso(now) };
  await tx.approvals.update(request.id, decided as Partial<Stored>);
  return decided;
}

/** Withdraws a pending request (locked by lockPending) for the person who asked; the note is optional. Nothing moves. */
export async function withdrawRequest(tx: Store, request: ApprovalRequest, requester: User, note: string | null, now: number): Promise<ApprovalRequest> {
  if (request.requestedBy.id !== requester.id) throw new HttpError(403, NOT_YOURS);
  const decided: ApprovalRequest = { ...request, status: "withdrawn", note, decidedBy: approvalPerson(requester), decidedAt: iso(now) };
  await tx.approvals.update(request.id, decided as Partial<Stored>);
  return decided;
}

/**
 * Records an approval that could not be carried out: the request stays pending with who tried, when
 * and the outcome (`422: Insufficient funds`). Runs after the failed attempt's transaction was undone.
 */
export function noteAttempt(store: Store, id: string, approver: User, error: HttpError, now: number): Promise<void> {
  return store.atomically(async (tx) => {
    const request = await tx.approvals.lock(id);
    if (!request || request.status !== "pending") return;
    const lastAttempt = { at: iso(now), by: approvalPerson(approver), outcome: `${error.status}: ${error.message}` };
    await tx.approvals.update(id, { lastAttempt } as Partial<Stored>);
  });
}
