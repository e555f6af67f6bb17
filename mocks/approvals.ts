// Four-eyes approvals on the demo backend (extension `approvals`, docs/api-extensions.md): the rules,
// the stored requests and what a person's bell holds. The endpoints are mocks/handlers/approvals.ts;
// the withdraw and role-change handlers ask `needsApproval` before they act.
import type { User } from "../src/domain";
import { EXTENSIONS } from "../src/lib/extension-names";
import { approvalPerson, inboxLatest as latestOf, subjectDetail, visibleRequests as visibleOf } from "../server/rules/approvals";
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

/** Stores a pending request (newest first) and records it in the audit trail. Nothing moves. */
export function requestApproval(db: DbState, user: User, subject: ApprovalSubject, now: number = Date.now()): ApprovalRequest {
  const request: ApprovalRequest = {
    id: randomId(),
    ...subject,
    status: "pending",
    requestedBy: approvalPerson(user),
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

// The pure rules are the PayDesk server's (server/rules/approvals.ts), shared.
export { BELL_OUTCOMES, approvalPerson, subjectDetail } from "../server/rules/approvals";

/** The requests a person may see: admins every one, anyone else their own. */
export function visibleRequests(db: DbState, user: User): ApprovalRequest[] {
  return visibleOf(db.approvals ?? [], user);
}

/**
 * The time of the newest thing in a person's bell (ISO), or null when it holds nothing: requests
 * waiting for them (admins, not their own), outcomes of their own requests, and merchants waiting
 * for KYC review (operators and admins). The console compares it with the time it last opened the bell.
 */
export function inboxLatest(db: DbState, user: User): string | null {
  return latestOf(db.approvals ?? [], db.merchants, user);
}
