// Extension `approvals` (docs/api-extensions.md): the requests held for a second person, and their
// approval or rejection. Approving carries the action out through the same code as the direct call
// (applyFunds, applyRoleChange), so the balance, the transaction, the metrics and the role change
// exactly as if it had been done directly.
import { http, HttpResponse } from "msw";
import type { User } from "../../src/domain";
import { route } from "../config";
import { minimumRole } from "../access";
import { notifyChange, type DbState } from "../db";
import { recordAudit } from "../audit";
import { approvalPerson, approvalsOn, visibleRequests, type ApprovalRequest } from "../approvals";
import { NOTE_MAX, NOTE_REQUIRED, OWN_REQUEST, decisionDetail } from "../../server/rules/approvals";
import { toCents } from "../money";
import { HttpError, guarded, jsonList, param, readBody, requiredString, text } from "./http";
import { applyFunds } from "./wallets";
import { applyRoleChange } from "./users";

export { NOTE_MAX, NOTE_REQUIRED, OWN_REQUEST } from "../../server/rules/approvals";

function offered(): void {
  // With the extension off the server has no such endpoints (the catch-all's answer).
  if (!approvalsOn()) throw new HttpError(404, "Not found");
}

function findPending(db: DbState, id: string): ApprovalRequest {
  const request = (db.approvals ?? []).find((r) => r.id === id);
  if (!request) throw new HttpError(404, "Approval request not found");
  // Never carried out twice: a decided request is refused.
  if (request.status !== "pending") throw new HttpError(409, `This request was already ${request.status}`);
  return request;
}

/** Carries the request's action out as the direct call would, on behalf of the approver. */
function execute(db: DbState, request: ApprovalRequest, approver: User): void {
  if (request.kind === "withdrawal") applyFunds(db, "withdraw", request.recordId, toCents(request.amount) ?? 0);
  else applyRoleChange(db, approver, request.recordId, request.to);
}

function audit(db: DbState, request: ApprovalRequest, user: User, action: "approve" | "reject", outcome: string) {
  const by = approvalPerson(user);
  recordAudit(db, {
    actorId: user.id,
    actorEmail: user.email,
    actorName: by.name,
    actorRole: user.role,
    action,
    resource: request.resource,
    recordId: request.recordId,
    outcome,
    detail: decisionDetail(request, user.email),
  });
}

export const approvalHandlers = [
  http.get(
    route("/api/approvals"),
    guarded("viewer", ({ db, user }) => {
      offered();
      return jsonList(visibleRequests(db, user));
    }),
  ),

  http.post(
    route("/api/approvals/:id/approve"),
    guarded(minimumRole("approvals", "approve"), async ({ params, db, user }) => {
      offered();
      const request = findPending(db, param(params, "id"));
      if (request.requestedBy.id === user.id) throw new HttpError(403, OWN_REQUEST);
      try {
        execute(db, request, user);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        // It can no longer be carried out (the balance fell, the wallet closed): it stays pending, with the reason.
        const at = new Date().toISOString();
        request.lastAttempt = { at, by: approvalPerson(user), outcome: `${error.status}: ${error.message}` };
        audit(db, request, user, "approve", `${error.status} ${error.message}`);
        await notifyChange(); // kept although the answer is an error
        return text(error.status, error.message);
      }
      request.status = "approved";
      request.decidedBy = approvalPerson(user);
      request.decidedAt = new Date().toISOString();
      audit(db, request, user, "approve", "success");
      return HttpResponse.json(request);
    }),
  ),

  http.post(
    route("/api/approvals/:id/reject"),
    guarded(minimumRole("approvals", "reject"), async ({ request: req, params, db, user }) => {
      offered();
      const body = await readBody(req);
      const request = findPending(db, param(params, "id"));
      const note = requiredString(body, "note", "Note", NOTE_MAX, NOTE_REQUIRED, { multiline: true });
      request.status = "rejected";
      request.note = note;
      request.decidedBy = approvalPerson(user);
      request.decidedAt = new Date().toISOString();
      audit(db, request, user, "reject", "success");
      return HttpResponse.json(request);
    }),
  ),
];
