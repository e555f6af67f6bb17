// Four-eyes approvals (extension `approvals`, docs/api-extensions.md): the rules and the request's
// shape, shared by the demo backend (which enforces them) and the console (which shows them).
import type { Role } from "../domain";
import { formatMoney, roleLabel, safeText, truncate } from "./format";

/** A withdrawal of this much or more ($10,000.00, in cents) needs a second person. */
export const APPROVAL_THRESHOLD_CENTS = 1_000_000;

/** The rules as the Approvals screen states them. */
export const APPROVAL_RULES: readonly string[] = [
  "A withdrawal of $10,000.00 or more needs a second person.",
  "A change of someone's role to admin needs a second person.",
  "The request is stored and nothing moves until another admin approves it; the person who asked cannot approve it. A rejection needs a note.",
  "The person who asked can withdraw the request while it waits.",
];

export type ApprovalSubject =
  | { kind: "withdrawal"; resource: "wallets"; recordId: string; amount: string; currency: string }
  | { kind: "role-change"; resource: "users"; recordId: string; from: Role; to: Role; email: string };

/** `withdrawn`: the person who asked took it back (Withdraw request); nobody decided it. */
export type ApprovalStatus = "pending" | "approved" | "rejected" | "withdrawn";

export interface ApprovalPerson {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export type ApprovalRequest = ApprovalSubject & {
  id: string;
  status: ApprovalStatus;
  requestedBy: ApprovalPerson;
  requestedAt: string;
  decidedBy: ApprovalPerson | null;
  decidedAt: string | null;
  /** The reason given with a rejection. */
  note: string | null;
  /** The last approval that could not be carried out (the request stays pending), e.g. `422: Insufficient funds`. */
  lastAttempt: { at: string; by: ApprovalPerson; outcome: string } | null;
};

/**
 * Which actions need a second person: a withdrawal that brings what one person withdrew from one wallet
 * on their own within 24 hours (`recentCents`, before this one) to $10,000.00 or more — so five
 * withdrawals of $9,999.99 are one at once and four held, not $49,999.95 alone; a role change to admin.
 * The PayDesk server passes `recentCents` (server/rules/approvals.ts `withdrawnAlone`); without it
 * each withdrawal is judged alone.
 */
export function needsApproval(action: { kind: "withdrawal"; cents: number; recentCents?: number } | { kind: "role-change"; from: Role; to: Role }): boolean {
  if (action.kind === "withdrawal") return action.cents + Math.max(0, action.recentCents ?? 0) >= APPROVAL_THRESHOLD_CENTS;
  return action.to === "admin" && action.from !== "admin";
}

/** Whether a value answered by the server is an approval request (the 202 of a held action). */
export function isApprovalRequest(value: unknown): value is ApprovalRequest {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "string" && (v.kind === "withdrawal" || v.kind === "role-change") && typeof v.status === "string";
}

/** A person of a request as the console shows them: each part text, "" where the server sent none or not text. */
export function approvalPerson(value: unknown): ApprovalPerson {
  const p = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  return { id: safeText(p.id), email: safeText(p.email), name: safeText(p.name), role: safeText(p.role) as Role };
}

/**
 * A request as the console reads it (GET /api/approvals): its people and texts safe to show, so one
 * bad request (a `requestedBy` of null, a note that is not text) shows with those parts empty
 * instead of taking the Approvals screen, a record page or the bell down. The one place every
 * reader of the list goes through (`useApprovalRequests`).
 */
export function readApprovalRequest(request: ApprovalRequest): ApprovalRequest {
  const attempt: unknown = request.lastAttempt;
  const a = attempt && typeof attempt === "object" ? (attempt as Record<string, unknown>) : null;
  return {
    ...request,
    requestedBy: approvalPerson(request.requestedBy),
    decidedBy: request.decidedBy && typeof request.decidedBy === "object" ? approvalPerson(request.decidedBy) : null,
    note: safeText(request.note) || null,
    lastAttempt: a ? { at: safeText(a.at), by: approvalPerson(a.by), outcome: safeText(a.outcome) } : null,
  };
}

// ---------------------------------------------------------------- how the console names a request


/** "Withdrawal" / "Role change to admin". */
export function approvalWhat(r: ApprovalSubject): string {
  return r.kind === "withdrawal" ? "Withdrawal" : `Role change to ${r.to}`;
}

/** The amount or the change: "$12,000.00 USD" / "Operator → Admin". */
export function approvalChange(r: ApprovalSubject): string {
  return r.kind === "withdrawal" ? formatMoney(r.amount, r.currency) : `${roleLabel(r.from)} → ${roleLabel(r.to)}`;
}

/** The record: "Wallet 1a2b3c4d" / the user's e-mail. */
export function approvalRecord(r: ApprovalSubject): string {
  return r.kind === "withdrawal" ? `Wallet ${truncate(r.recordId, 8)}` : r.email;
}

/** "Approved" / "Rejected" / "Withdrawn" / "Waiting for approval". */
export function approvalStatusLabel(status: ApprovalStatus): string {
  return status === "approved" ? "Approved" : status === "rejected" ? "Rejected" : status === "withdrawn" ? "Withdrawn" : "Waiting for approval";
}

export function approvalStatusColor(status: ApprovalStatus): string {
  return status === "approved" ? "green" : status === "rejected" ? "red" : status === "withdrawn" ? "default" : "gold";
}
