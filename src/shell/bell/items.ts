// What the bell lists for a person (pure, unit-tested): their unread sign-in alerts (extension
// `sessions`), requests waiting for them (admins, not their own), their own requests and outcomes,
// and merchants waiting for KYC review (operators and admins).
import type { Merchant, Role } from "../../domain";
import { approvalChange, approvalRecord, approvalWhat, type ApprovalRequest } from "../../lib/approvals";
import { formatRelativeTime, safeText } from "../../lib/format";
import { UNKNOWN_BROWSER, signInAlertText } from "../../lib/user-agent";

export type BellGroup = "alerts" | "waiting" | "mine" | "kyc";

export const BELL_GROUPS: Record<BellGroup, string> = {
  alerts: "Sign-in alerts",
  waiting: "Waiting for your approval",
  mine: "Your requests",
  kyc: "Merchants waiting for KYC review",
};

export interface BellItem {
  key: string;
  group: BellGroup;
  title: string;
  detail: string;
  /** Where to act. */
  to: string;
  /** The time that makes it new (null: never new, e.g. one's own pending request). */
  at: string | null;
  /** An alert that stays until marked read: its id (POST /api/user/alerts/{id}/read). */
  alertId?: string;
}

/** An unread alert as the bell gets it (extension `sessions`). */
export interface BellAlert {
  id: string;
  at: string;
  browser: string | null;
  address: string | null;
}

/** The bell shows this many of a person's own decided requests (the newest), like the server's hint. */
export const BELL_OUTCOMES = 10;

const rank = (role: Role | undefined) => (role === "admin" ? 3 : role === "operator" ? 2 : role === "viewer" ? 1 : 0);

export function bellItems(
  me: { id?: string; role?: Role },
  approvals: readonly ApprovalRequest[],
  merchants: readonly Merchant[],
  recordPath: (resource: string, id: string) => string,
  now: number = Date.now(),
  alerts: readonly BellAlert[] = [],
): BellItem[] {
  const items: BellItem[] = [];
  for (const a of alerts) {
    items.push({
      key: `alert:${a.id}`,
      group: "alerts",
      title: signInAlertText(safeText(a.browser) || UNKNOWN_BROWSER, safeText(a.address) || null),
      detail: `${formatRelativeTime(a.at, now)} · Not you? Sign out that session in your Profile`,
      to: "/profile",
      at: a.at,
      alertId: a.id,
    });
  }
  if (me.role === "admin") {
    for (const r of approvals) {
      if (r.status !== "pending" || r.requestedBy.id === me.id) continue;
      items.push({
        key: `waiting:${r.id}`,
        group: "waiting",
        title: `${approvalWhat(r)}: ${approvalChange(r)}`,
        detail: `${approvalRecord(r)} · asked by ${r.requestedBy.name} · ${formatRelativeTime(r.requestedAt, now)}`,
        to: "/approvals",
        at: r.requestedAt,
      });
    }
  }
  const mine = approvals.filter((r) => r.requestedBy.id === me.id);
  for (const r of mine.filter((m) => m.status === "pending")) {
    items.push({
      key: `mine:${r.id}`,
      group: "mine",
      title: `${approvalWhat(r)}: ${approvalChange(r)} — waiting for approval`,
      detail: r.lastAttempt ? `Could not be carried out: ${r.lastAttempt.outcome}` : `${approvalRecord(r)} · asked ${formatRelativeTime(r.requestedAt, now)}`,
      to: recordPath(r.resource, r.recordId),
      at: null,
    });
  }
  const decided = mine.filter((m) => m.status !== "pending" && m.status !== "withdrawn").sort((a, b) => (b.decidedAt ?? "").localeCompare(a.decidedAt ?? ""));
  for (const r of decided.slice(0, BELL_OUTCOMES)) {
    const verdict = r.status === "approved" ? "approved" : "rejected";
    items.push({
      key: `mine:${r.id}:${r.status}`,
      group: "mine",
      title: `${approvalWhat(r)}: ${approvalChange(r)} — ${verdict}`,
      detail: `${verdict === "approved" ? "Approved" : "Rejected"} by ${r.decidedBy?.name ?? "an admin"} ${r.decidedAt ? formatRelativeTime(r.decidedAt, now) : ""}${r.note ? ` · Note: ${r.note}` : ""}`.trim(),
      to: recordPath(r.resource, r.recordId),
      at: r.decidedAt,
    });
  }
  if (rank(me.role) >= 2) {
    for (const m of merchants) {
      if (m.kycStatus !== "pending") continue;
      items.push({
        key: `kyc:${m.id}`,
        group: "kyc",
        title: m.legalName,
        detail: `KYC pending · added ${formatRelativeTime(m.createdAt, now)}`,
        to: recordPath("merchants", m.id),
        at: m.createdAt,
      });
    }
  }
  return items;
}

/** The newest time among the items that can be new (what "seen" is set to when the list is opened). */
export function newestAt(items: readonly BellItem[]): string | null {
  let latest: string | null = null;
  for (const item of items) if (item.at && (latest === null || item.at > latest)) latest = item.at;
  return latest;
}
