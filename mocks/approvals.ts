// Four-eyes approvals on the demo backend (extension `approvals`, docs/api-extensions.md): the rules,
// the stored requests and what a person's bell holds. The endpoints are mocks/handlers/approvals.ts;
// the withdraw and role-change handlers ask `needsApproval` before they act.
import type { Role, User } from "../src/domain";
import { EXTENSIONS } from "../src/lib/extension-names";
import { offers, setDemoExtensions } from "./extensions";
import { recordAudit } from "./audit";
import { randomId } from "./random";
import type { DbState } from "./types";
import type { ApprovalRequest, ApprovalSubject } from "../src/lib/approvals";

export type { ApprovalRequest, ApprovalSubject } from "../src/lib/approvals";
export { APPROVAL_THRESHOLD_CENTS, needsApproval } from "../src/lib/approvals";

// The demo backend offers exactly the extensions the console is built with (mocks/extensions.ts): with
// `approvals` off it acts at once, as a SPEC §7 server does (a withdrawal of any size happens).
/** Whether the demo backend holds risky actions for approval. */
export function approvalsOn(): boolean {
  return offers("approvals");
}

/** For tests: the server with or without the extension (the others stay offered). */
export function setApprovalsOn(on: boolean): void {
  setDemoExtensions(on ? null : EXTENSIONS.filter((name) => name !== "approvals"));
}

function person(user: User): ApprovalRequest["requestedBy"] {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return { id: user.id, email: user.email, name: name || user.email, role: user.role };
}

/** Stores a pending request (newest first) and records it in the audit trail. Nothing moves. */
export function requestApproval(db: DbState, user: User, subject: ApprovalSubject, now: number = Date.now()): ApprovalRequest {
  const request: ApprovalRequest = {
    id: randomId(),
    ...subject,
    status: "pending",
    requestedBy: person(user),
    requestedAt: new Date(now).toISOString(),
    decidedBy: null,
    decidedAt: null,
    note: null,
    lastAttempt: null,
  };
  (db.approvals ??= []).unshift(request);
  recordAudit(
    db,
    {
      actorId: user.id,
      actorEmail: user.email,
      actorName: request.requestedBy.name,
      actorRole: user.role,
      action: "approval-request",
      resource: subject.resource,
      recordId: subject.recordId,
      outcome: "success",
      detail: { approvalId: request.id, kind: subject.kind, requester: user.email, ...subjectDetail(subject) },
    },
    now,
  );
  return request;
}

export function subjectDetail(subject: ApprovalSubject): Record<string, unknown> {
  return subject.kind === "withdrawal" ? { amount: subject.amount, currency: subject.currency } : { from: subject.from, to: subject.to };
}

/** The requests a person may see: admins every one, anyone else their own. */
export function visibleRequests(db: DbState, user: User): ApprovalRequest[] {
  const all = db.approvals ?? [];
  return user.role === "admin" ? all : all.filter((r) => r.requestedBy.id === user.id);
}

/** How many of a person's own decided requests the bell lists (the newest). */
export const BELL_OUTCOMES = 10;

/**
 * The time of the newest thing in a person's bell (ISO), or null when it holds nothing: requests
 * waiting for them (admins, not their own), outcomes of their own requests, and merchants waiting
 * for KYC review (operators and admins). The console compares it with the time it last opened the bell.
 */
export function inboxLatest(db: DbState, user: User): string | null {
  let latest: string | null = null;
  const consider = (at: string | null | undefined) => {
    if (at && (latest === null || at > latest)) latest = at;
  };
  const mine = (db.approvals ?? []).filter((r) => r.requestedBy.id === user.id && r.status !== "pending");
  for (const r of mine.slice(0, BELL_OUTCOMES)) consider(r.decidedAt);
  if (user.role === "admin") for (const r of db.approvals ?? []) if (r.status === "pending" && r.requestedBy.id !== user.id) consider(r.requestedAt);
  if (atLeast(user.role, "operator")) for (const m of db.merchants) if (m.kycStatus === "pending") consider(m.createdAt);
  return latest;
}

function atLeast(role: Role, minimum: Role): boolean {
  const order: Role[] = ["viewer", "operator", "admin"];
  return order.indexOf(role) >= order.indexOf(minimum);
}

export { person as approvalPerson };
