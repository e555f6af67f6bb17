// The audit trail (extension `audit`, docs/api-extensions.md): what an event holds; which resource,
// action and record a call is about, read from the declarations' `api` paths (the table the console's
// data provider reads too); what changed on that record; and how the PayDesk server keeps events —
// every one (no count cap), identical refusals of one minute as one event with a count, and writes
// limited per session so a script cannot flood the trail. The pure part is shared with the demo
// backend (mocks/audit-rules.ts re-exports it); the plumbing that calls it is `guarded`
// (server/app/context.ts, and mocks/handlers/http.ts for the demo).
import type { Role, User } from "../../src/domain";
import { actionsOf, type Declaration } from "../../resources/types";
import { resources } from "../../resources";
import { fullName, maskApiKey } from "../../src/lib/format";
import type { AuditRecord, Row, Store, Table, TableName } from "../store/types";
import { sessionId as sha256 } from "./sessions";

/** One field's change on a record: the value before and after the write. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

// A type, not an interface: an event is stored as a plain record (Row).
export type AuditEvent = {
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
  /** `success`, `held for approval`, or the refusal's status and message, e.g. `422 Insufficient funds`. */
  outcome: string;
  /** Free detail: `request` (the write's body or a read's query), an approval's people and note, `count` of a burst. */
  detail?: Record<string, unknown>;
};

export type AuditInput = Omit<AuditEvent, "id" | "at" | "changes" | "outcome"> & Partial<Pick<AuditEvent, "changes" | "outcome">>;

// ---------------------------------------------------------------- which call, which record

export interface CallTarget {
  resource: string;
  action: string;
  /** The record's id from the path; null for a create (taken from the answer) or a collection call. */
  recordId: string | null;
}

export interface WriteRoute {
  method: string;
  pattern: RegExp;
  resource: string;
  action: string;
  /** Literal characters of the path: the most specific path wins. */
  weight: number;
}

function compile(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:id/g, "([^/]+)");
  // Anchored at the end only: VITE_API_URL may put a prefix before /api/.
  return new RegExp(`${escaped}$`);
}

/** The write routes (and declared non-CRUD calls) of the declarations. */
export function writeRoutes(declarations: ReadonlyArray<Declaration>): WriteRoute[] {
  const routes: WriteRoute[] = [];
  const add = (method: string, path: string | undefined, resource: string, action: string) => {
    if (path) routes.push({ method: method.toUpperCase(), pattern: compile(path), resource, action, weight: path.replace(/:id/g, "").length });
  };
  for (const d of declarations) {
    const api = d.api;
    if (!api) continue;
    const one = api.one ?? (api.list ? `${api.list}/:id` : undefined);
    add("POST", api.create ?? api.list, d.name, "create");
    add("PUT", api.update ?? one, d.name, "update");
    add("DELETE", api.delete ?? one, d.name, "delete");
    for (const [name, action] of Object.entries(actionsOf(d))) add(action.method, action.path, d.name, name);
  }
  return routes.sort((a, b) => b.weight - a.weight);
}

const METHOD_ACTIONS: Record<string, string> = { POST: "create", PUT: "update", PATCH: "update", DELETE: "delete" };

/**
 * The resource, action and record id of a call. A path no declaration names falls back to its
 * segments: `/api/{resource}/{id}/{action}`.
 */
export function targetOf(routes: ReadonlyArray<WriteRoute>, method: string, pathname: string): CallTarget {
  const verb = method.toUpperCase();
  for (const route of routes) {
    if (route.method !== verb) continue;
    const match = route.pattern.exec(pathname);
    if (match) return { resource: route.resource, action: route.action, recordId: match[1] ? decodeURIComponent(match[1]) : null };
  }
  const segments = pathname.slice(pathname.indexOf("/api/") + 5).split("/").filter(Boolean).map(decodeURIComponent);
  const [resource = "", recordId = null, ...rest] = segments;
  return { resource, recordId, action: rest.length ? rest.join("/") : (METHOD_ACTIONS[verb] ?? verb.toLowerCase()) };
}

// ---------------------------------------------------------------- what changed

/** Fields that are secrets: an event shows them masked, never whole. */
const SECRET_FIELDS = new Set(["keyValue"]);
const MAX_TEXT = 200;

/** A value as an event may hold it: secrets masked, long text cut. */
export function safeValue(field: string, value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (SECRET_FIELDS.has(field)) return maskApiKey(typeof value === "string" ? value : null);
  if (typeof value === "string" && value.length > MAX_TEXT) return `${value.slice(0, MAX_TEXT)}…`;
  if (typeof value === "object") return JSON.parse(JSON.stringify(value, (key, v: unknown) => (SECRET_FIELDS.has(key) ? maskApiKey(typeof v === "string" ? v : null) : v))) as unknown;
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two states of a record (a create has no `before`, a delete no
 * `after`), in the record's own field order; the id is the event's record id, not a change.
 * Empty values of a new record (or of a deleted one) are left out.
 */
export function diff(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? after ?? {}), ...Object.keys(after ?? {})])].filter((k) => k !== "id");
  const changes: FieldChange[] = [];
  for (const field of keys) {
    const b = before?.[field] ?? null;
    const a = after?.[field] ?? null;
    if (same(a, b)) continue;
    changes.push({ field, before: safeValue(field, b), after: safeValue(field, a) });
  }
  return changes;
}

/** Fields never recorded, not even masked (Change Password, an invitation's accept). */
const PASSWORD_FIELDS = new Set(["password", "currentPassword", "newPassword"]);

/** A request's JSON body (or a read's query) as an event's detail: secrets masked, passwords left out, at most 2,000 characters. */
export function requestDetail(body: unknown): Record<string, unknown> | undefined {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return undefined;
  const entries = Object.entries(body as Record<string, unknown>).filter(([k]) => !PASSWORD_FIELDS.has(k));
  if (entries.length === 0) return undefined;
  const safe = Object.fromEntries(entries.map(([k, v]) => [k, safeValue(k, v)]));
  return JSON.stringify(safe).length <= 2000 ? safe : undefined;
}

/** "success", "held for approval" (202), or a refusal's status and message ("422 Insufficient funds"). */
export function outcomeOf(status: number, body: string): string {
  // Extension `approvals`: a 202 is a request stored for a second person; nothing moved yet.
  if (status === 202) return "held for approval";
  if (status < 400) return "success";
  const message = body.trim().slice(0, MAX_TEXT);
  return message ? `${status} ${message}` : String(status);
}

let lastMs = 0;
let sequence = 0;

/**
 * A new event's id: a UUID version 7 (RFC 9562) whose time and 12-bit counter grow with every event of
 * this process, so events of one millisecond still list newest first (the trail sorts by time, then id).
 */
export function eventId(now: number): string {
  let ms = Math.max(Math.floor(now), lastMs);
  if (ms === lastMs) {
    sequence += 1;
    if (sequence > 0xfff) {
      ms += 1;
      sequence = 0;
    }
  } else sequence = 0;
  lastMs = ms;
  const random = crypto.getRandomValues(new Uint8Array(8));
  random[0] = (random[0] & 0x3f) | 0x80; // the variant
  const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  const time = ms.toString(16).padStart(12, "0");
  const tail = hex(random);
  return `${time.slice(0, 8)}-${time.slice(8)}-${(0x7000 | sequence).toString(16)}-${tail.slice(0, 4)}-${tail.slice(4)}`;
}

/** The actor fields of an event: the person as they are now. */
export function actorOf(user: User): Pick<AuditEvent, "actorId" | "actorEmail" | "actorName" | "actorRole"> {
  return { actorId: user.id, actorEmail: user.email, actorName: fullName(user), actorRole: user.role };
}

// ---------------------------------------------------------------- bursts and the write limit

/** Identical refusals within one minute are one event. */
export const BURST_WINDOW_MS = 60_000;

/** Whether an outcome is a refusal (`4xx …`, `5xx …`), as opposed to `success` or `held for approval`. */
export function isRefusal(outcome: string): boolean {
  return /^[45]\d\d(\s|$)/.test(outcome);
}

/**
 * What identical refusals of one burst share: the person, the action, the record and the outcome,
 * within one clock minute (UTC). Refusals for too many writes (429) are one per person and minute,
 * whatever the call: otherwise a flood over many records would still be one event per call.
 */
export function burstKey(event: Pick<AuditEvent, "actorId" | "action" | "resource" | "recordId" | "outcome">, now: number): string {
  const minute = Math.floor(now / BURST_WINDOW_MS);
  const what = event.outcome.startsWith("429") ? [event.outcome] : [event.action, event.resource, event.recordId, event.outcome];
  return JSON.stringify(["burst", event.actorId, ...what, minute]);
}

/** Writes one session may make per minute (docs/api-extensions.md "audit"): 5 a second, far above any person at the console. */
export const WRITES_PER_MINUTE = 300;
export const TOO_MANY_WRITES = "Too many requests: slow down and try again in a minute";

/**
 * Counts each session's writes in one-minute windows (from its first write of the window). Kept in
 * the process's memory: a counter lost at a restart only forgets the current minute, and with several
 * processes behind a load balancer a session gets this many writes per process.
 */
export class WriteLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  constructor(readonly perMinute: number = WRITES_PER_MINUTE) {}

  /** 0 when the write may go ahead (and counts it), else the whole seconds until it may (Retry-After). */
  take(key: string, now: number): number {
    let window = this.windows.get(key);
    if (!window || now - window.start >= 60_000 || now < window.start) {
      if (this.windows.size >= 10_000) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= this.perMinute) return Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000));
    window.count += 1;
    return 0;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= 60_000) this.windows.delete(key);
  }
}

// ---------------------------------------------------------------- the store

/** The store's table of a resource's records (the declared ones without a table of their own live in `records`). */
const TABLES: Readonly<Record<string, TableName>> = {
  users: "users",
  wallets: "wallets",
  transactions: "transactions",
  tokens: "tokens",
  merchants: "merchants",
  "kyc-documents": "kycDocuments",
  "api-keys": "apiKeys",
  approvals: "approvals",
  views: "views",
};

export function tableOf(store: Store, resource: string): Table<Row> | undefined {
  const name = TABLES[resource];
  if (name) return store[name] as unknown as Table<Row>;
  if (resource === "audit-events") return undefined;
  return resources.some((d) => d.name === resource && d.api?.list) ? store.records(resource) : undefined;
}

/**
 * A record as it is now (undefined when there is none). With `lock`, inside a transaction, it is held
 * until the write ends, so its "before" is exactly what the write changed.
 */
export async function snapshotOf(store: Store, resource: string, id: string | null, lock = false): Promise<Record<string, unknown> | undefined> {
  if (id === null) return undefined;
  const table = tableOf(store, resource);
  if (!table) return undefined;
  const row = lock ? await table.lock(id) : await table.get(id);
  return row ? (JSON.parse(JSON.stringify(row)) as Record<string, unknown>) : undefined;
}

// eslint-disable-next-line no-control-regex -- the NUL character is what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * An event as PostgreSQL can store it: a NUL or a lone surrogate (which text and jsonb refuse, server/
 * rules/storable.ts) becomes U+FFFD, in keys too. A refused request may carry one; its event must not fail.
 */
export function storableEvent<T>(value: T): T {
  if (typeof value === "string") return value.replace(UNSTORABLE, "\ufffd") as T;
  if (Array.isArray(value)) return value.map(storableEvent) as T;
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableEvent(k), storableEvent(v)])) as T;
  return value;
}

/** Stores an event as it is (a success, a read, a decision). The only kind of write to the trail besides a burst's count. */
export async function recordEvent(store: Store, event: AuditEvent): Promise<void> {
  await store.audit.insert(storableEvent(event) as AuditRecord);
}

/**
 * Stores a refusal: the first of a burst as an event with `detail.count` 1; each identical one within
 * the minute adds to that count (and sets `detail.lastAt`) instead of adding an event. The burst's
 * event id comes from its key, so concurrent identical refusals meet on one row.
 */
export async function recordRefusal(store: Store, event: AuditEvent, now: number): Promise<void> {
  const id = await sha256(burstKey(event, now));
  const first: AuditEvent = storableEvent({ ...event, id, detail: { ...event.detail, count: 1 } });
  if (await store.audit.insertIfAbsent(first as AuditRecord)) return;
  await store.atomically(async (tx) => {
    const kept = (await tx.audit.lock(id)) as AuditEvent | undefined;
    if (!kept) return;
    const count = (typeof kept.detail?.count === "number" ? kept.detail.count : 1) + 1;
    await tx.audit.update(id, { detail: { ...kept.detail, count, lastAt: event.at } } as Partial<AuditRecord>);
  });
}

/** The query filters of GET /api/audit-events: exact matches, combined. */
export const AUDIT_FILTERS = ["resource", "recordId", "action", "actorEmail"] as const;

/** The events a query asks for, newest first (every one: the trail has no count cap). */
export async function listEvents(store: Store, query: URLSearchParams): Promise<AuditEvent[]> {
  const where: Record<string, string> = {};
  for (const key of AUDIT_FILTERS) {
    const value = query.get(key)?.trim();
    if (value) where[key] = value;
  }
  return (await store.audit.list({ where })) as unknown as AuditEvent[];
}

/**
 * Retention by age, when the operator sets one (ServerOptions.auditRetentionDays): drops events older
 * than that many days. Nothing is ever dropped to keep a count.
 */
export function forgetOldEvents(store: Store, retentionDays: number, now: number = Date.now()): Promise<number> {
  const cutoff = new Date(now - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  return store.audit.removeWhere({ filters: [{ field: "at", op: "lte", value: cutoff, type: "date" }] });
}

/**
 * What a rule tells the trail about its request when the path alone does not say it: an approval's
 * decision is about the wallet or user it moves, a held write is an `approval-request`. Resource or
 * record set here means the changes are the note's own (none unless given).
 */
export interface AuditNote {
  action?: string;
  resource?: string;
  recordId?: string | null;
  changes?: FieldChange[];
  /** Replaces `{ request }` as the event's detail. */
  detail?: Record<string, unknown>;
  /** The outcome of a success (an `approval-request` is a success although the answer is 202). */
  outcome?: string;
}
