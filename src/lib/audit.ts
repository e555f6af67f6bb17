// The audit trail as the console reads it (extension `audit`, docs/api-extensions.md): the event's
// wire shape and every text rule the Activity screen, the record pages' Activity sections and the
// CSV export share. Pure; values are shown as text, never as markup.
import type { CsvColumn } from "./csv";
import { roleLabel, safeText, titleCase } from "./format";

export interface FieldChangeRecord {
  field: string;
  before: unknown;
  after: unknown;
}

/** GET /api/audit-events answers a list of these, newest first. */
export interface AuditEventRecord {
  id: string;
  at: string;
  actorId: string;
  actorEmail: string;
  actorName: string;
  actorRole: string;
  action: string;
  resource: string;
  recordId: string | null;
  changes: FieldChangeRecord[];
  /** "success", or the refusal's status and message ("422 Insufficient funds"). */
  outcome: string;
  detail?: Record<string, unknown>;
}

/** The actions the demo backend records, as the Action column and filter name them. */
export const AUDIT_ACTIONS: ReadonlyArray<{ value: string; label: string; color?: string }> = [
  { value: "create", label: "Create", color: "green" },
  { value: "update", label: "Update", color: "blue" },
  { value: "delete", label: "Delete", color: "red" },
  { value: "load", label: "Load", color: "green" },
  { value: "withdraw", label: "Withdraw", color: "orange" },
  { value: "qr", label: "QR code" },
  { value: "settings", label: "Settings" },
  { value: "reveal", label: "Reveal", color: "gold" },
  { value: "view-file", label: "View file", color: "gold" },
  { value: "approval-request", label: "Approval request", color: "purple" },
  { value: "approve", label: "Approve", color: "green" },
  { value: "reject", label: "Reject", color: "red" },
  { value: "withdraw-request", label: "Withdraw request" },
  { value: "reset", label: "Reset demo data", color: "red" },
  // Staff identity (extensions two-factor, organisation, invitations, sessions, password).
  { value: "two-factor-setup", label: "Two-factor setup" },
  { value: "two-factor-on", label: "Two-factor on", color: "green" },
  { value: "two-factor-off", label: "Two-factor off", color: "orange" },
  { value: "change-password", label: "Change password", color: "gold" },
  { value: "invite", label: "Invite", color: "green" },
  { value: "invite-link", label: "Invitation link", color: "gold" },
  { value: "accept", label: "Invitation accepted", color: "green" },
  { value: "revoke", label: "Revoke invitation", color: "red" },
  { value: "end-session", label: "End session" },
  { value: "end-other-sessions", label: "End other sessions" },
  { value: "end-sessions", label: "End sessions", color: "orange" },
  { value: "sign-in-alert", label: "Sign-in alert", color: "gold" },
  { value: "read-alert", label: "Alert read" },
  { value: "retention", label: "Retention job" },
];

/** "approval-request" → "Approval request"; an action that is not text (a bad event) → "". */
export function actionLabel(action: unknown): string {
  const code = safeText(action);
  return AUDIT_ACTIONS.find((a) => a.value === code)?.label ?? titleCase(code.replace(/[-_]/g, " "));
}

export function isSuccess(event: Pick<AuditEventRecord, "outcome">): boolean {
  return event.outcome === "success";
}

/** A value of a change as text: "—" for none, lists joined, objects as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(", ") : "none";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** How a details line names a field and shows its values (the console uses the declaration's schema). */
export interface FieldText {
  label: (field: string) => string;
  value?: (field: string, value: unknown) => string;
}

/** "Balance: 100.00 → 125.00" (or "Balance: $100.00 → $125.00" with the schema's display). */
export function changeText(change: FieldChangeRecord, text: FieldText = { label: (f) => f }): string {
  const show = (v: unknown) => (v === null || v === undefined || v === "" ? "—" : (text.value?.(change.field, v) ?? valueText(v)));
  return `${text.label(change.field)}: ${show(change.before)} → ${show(change.after)}`;
}

/** What the request asked, for an event without changes (a refusal): "amount: 50000.00". */
export function requestText(event: Pick<AuditEventRecord, "detail">): string | null {
  const request = event.detail?.request;
  if (!request || typeof request !== "object") return null;
  const parts = Object.entries(request as Record<string, unknown>).map(([k, v]) => `${k}: ${valueText(v)}`);
  return parts.length ? parts.join(", ") : null;
}

/** The lines of the Details cell: each changed field, or what was asked when nothing changed. */
export function detailLines(event: AuditEventRecord, text?: FieldText): string[] {
  const people = approvalPeople(event);
  if (event.changes.length) return [...event.changes.map((c) => changeText(c, text)), ...people];
  const asked = requestText(event);
  return [...(asked ? [`Requested ${asked}`] : []), ...people];
}

/** Extension `approvals`: both people of a four-eyes decision ("Asked by …", "Approved by …"). */
function approvalPeople(event: Pick<AuditEventRecord, "action" | "detail">): string[] {
  const d = event.detail ?? {};
  const lines: string[] = [];
  if (typeof d.amount === "string" && typeof d.approvalId === "string") lines.push(`Amount: ${d.amount}${typeof d.currency === "string" ? ` ${d.currency}` : ""}`);
  if (typeof d.to === "string" && typeof d.approvalId === "string") lines.push(`Role: ${String(d.from)} → ${d.to}`);
  if (typeof d.requester === "string") lines.push(`Asked by ${d.requester}`);
  if (typeof d.approver === "string") lines.push(`${event.action === "reject" ? "Rejected" : "Approved"} by ${d.approver}`);
  if (typeof d.note === "string") lines.push(`Note: ${d.note}`);
  return lines;
}

/** The outcome as shown: "Success", or the refusal ("Refused: 422 Insufficient funds"). */
export function outcomeText(event: Pick<AuditEventRecord, "outcome">): string {
  // Extension `approvals`: a write answered 202 was stored for a second person, not refused.
  if (event.outcome === "held for approval") return "Held for approval";
  return isSuccess(event) ? "Success" : `Refused: ${event.outcome}`;
}

/** Start of a local day "2026-11-21" in ms; NaN when not a date. */
function dayStart(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime() : NaN;
}

/** Events from the start of local day `from` to the end of local day `to` (either may be blank). */
export function dateRangePredicate(from: string, to: string): ((event: Pick<AuditEventRecord, "at">) => boolean) | undefined {
  const lo = dayStart(from);
  const hiStart = dayStart(to);
  const hi = Number.isFinite(hiStart) ? new Date(hiStart).setDate(new Date(hiStart).getDate() + 1) : NaN;
  if (!Number.isFinite(lo) && !Number.isFinite(hi)) return undefined;
  return (event) => {
    const t = Date.parse(event.at);
    return (!Number.isFinite(lo) || t >= lo) && (!Number.isFinite(hi) || t < hi);
  };
}

/** Export of the filtered events: raw values (ISO time, ids), changes as text. */
export const AUDIT_CSV_COLUMNS: ReadonlyArray<CsvColumn<AuditEventRecord>> = [
  { header: "When", value: (e) => e.at },
  { header: "Who", value: (e) => e.actorName },
  { header: "Email", value: (e) => e.actorEmail },
  { header: "Role", value: (e) => roleLabel(e.actorRole) },
  { header: "Action", value: (e) => e.action },
  { header: "Resource", value: (e) => e.resource },
  { header: "Record ID", value: (e) => e.recordId ?? "" },
  { header: "Changes", value: (e) => e.changes.map((c) => changeText(c)).join("; ") },
  { header: "Request", value: (e) => requestText(e) ?? "" },
  { header: "Outcome", value: (e) => e.outcome },
  { header: "Event ID", value: (e) => e.id },
];
