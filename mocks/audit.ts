// The demo backend's audit trail (extension `audit`, docs/api-extensions.md): one event per write
// and per sensitive read, appended by the server and never edited or deleted through any endpoint.
// Written by the server, not the browser: an audit log the client writes proves nothing.
import type { Role } from "../src/domain";
import type { DbState } from "./types";
import { randomId } from "./random";

/** One field's change on a record: the value before and after the write. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface AuditEvent {
  id: string;
  /** ISO 8601, the server's clock. */
  at: string;
  /** Who: the signed-in user (e-mail and name as they were at the time) and their role then. */
  actorId: string;
  actorEmail: string;
  actorName: string;
  actorRole: Role;
  /** What was done, e.g. `create`, `update`, `delete`, `load`, `withdraw`, `reveal`, `view-file`, `approval-request`, `approve`, `reject`. */
  action: string;
  /** The resource's declaration name (`wallets`, `users`, `api-keys`, …) and the record's id. */
  resource: string;
  recordId: string | null;
  changes: FieldChange[];
  /** `success`, or the refusal's status and message, e.g. `422 Insufficient funds`. */
  outcome: string;
  /** Free detail (an approval's note, the second person's e-mail, an amount). */
  detail?: Record<string, unknown>;
}

export type AuditInput = Omit<AuditEvent, "id" | "at" | "changes" | "outcome"> & Partial<Pick<AuditEvent, "changes" | "outcome">>;

/**
 * How many events the demo backend keeps: the oldest beyond it are dropped when a new one is
 * written (the whole demo state is saved to IndexedDB on every write). A real server keeps its trail
 * as long as its retention rules say; no endpoint deletes events either way.
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
