// The demo backend's audit trail (extension `audit`, docs/api-extensions.md): one event per write
// and per sensitive read, appended by the server and never edited or deleted through any endpoint.
// Written by the server, not the browser: an audit log the client writes proves nothing.
import type { AuditEvent, AuditInput } from "../server/rules/audit";
import type { DbState } from "./types";
import { randomId } from "./random";

// The event's shape is the PayDesk server's (server/rules/audit.ts), shared.
export type { AuditEvent, AuditInput, FieldChange } from "../server/rules/audit";

/**
 * How many events the demo backend keeps: the oldest beyond it are dropped when a new one is
 * written (the whole demo state is saved to IndexedDB on every write). The PayDesk server keeps every
 * event (retention by age is its setting, server/rules/audit.ts); no endpoint deletes events either way.
 */
export const AUDIT_LIMIT = 2000;

/** Appends an event, newest first (like every demo list). The only way events are written. */
export function recordAudit(db: DbState, event: AuditInput, now: number = Date.now()): AuditEvent {
  const full: AuditEvent = { id: randomId(), at: new Date(now).toISOString(), changes: [], outcome: "success", ...event };
  const audit = (db.audit ??= []);
  audit.unshift(full);
  if (audit.length > AUDIT_LIMIT) audit.length = AUDIT_LIMIT;
  return full;
}
