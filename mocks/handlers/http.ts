// Shared plumbing for the demo backend's handlers: plain-text errors, the
// session/role guard, JSON body parsing and small field validators.
import { HttpResponse, type HttpResponseResolver, type PathParams } from "msw";
import { ROLES, type Role, type User } from "../../src/domain";
import { getDb, notifyChange, notifySessionActivity, type DbState } from "../db";
import { applyLatency } from "../latency";
import { charCount, tooLong } from "../../src/lib/limits";
import { asciiJsonBytes } from "./ascii-json";
import { text } from "./plain-text";
import { IDEMPOTENCY_HEADER, KEY_INVALID, KEY_IN_PROGRESS, KEY_REUSED, answerId, exclusively, saveAnswer, savedAnswer, validKey } from "../idempotency";
import { liveSessionUser } from "../sessions";
import { approvalsOn, inboxLatest } from "../approvals";
import { resources } from "../../resources";
import { fullName } from "../../src/lib/format";
import { recordAudit } from "../audit";
import { diff, outcomeOf, requestDetail, snapshot, targetOf, writeRoutes } from "../audit-rules";
import { offers } from "../extensions";

export const SESSION_COOKIE = "paydesk_session";

/** An error that becomes a plain-text response `{status}` with `message` as the body. */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export { text } from "./plain-text";

/**
 * A JSON list response. Lists can be large (50,000 transactions in the large profile, 12 MB):
 * msw's HttpResponse.json turns its text into UTF-8 bytes twice more (a Blob for Content-Length,
 * then the Response), and a plain JSON.stringify of that list is a two-byte string; see asciiJsonBytes.
 * The body is a stream of that one chunk, made here: msw hands a response's body stream to its
 * service worker, and this one reached the page 0.1–0.2 s sooner for 50,000 rows than the stream of
 * a Response made from the same bytes (measured in traces; the browser's reason not investigated).
 */
export function jsonList(items: readonly unknown[], headers: Record<string, string> = {}): Response {
  const bytes = asciiJsonBytes(items);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return new HttpResponse(body, {
    headers: { ...headers, "Content-Type": "application/json", "Content-Length": String(bytes.byteLength) },
  });
}

export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}

export function hasRole(role: Role, minimum: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(minimum);
}

/** The signed-in user for a session token, if the session is live (not idle or too old) and the user still exists. */
export function sessionUser(db: DbState, cookies: Record<string, string>, touch = false): User | undefined {
  return liveSessionUser(db, cookies[SESSION_COOKIE], Date.now(), touch);
}

export interface Ctx {
  request: Request;
  params: PathParams;
  db: DbState;
  /** Set for guarded handlers, undefined for public ones (login). */
  user: User;
  cookies: Record<string, string>;
}

type Handler = (ctx: Ctx) => Response | Promise<Response>;

function isMutation(request: Request): boolean {
  return request.method !== "GET" && request.method !== "HEAD";
}

/**
 * A write's body must be JSON (SPEC §7): any other media type is 415 `Unsupported Media Type`,
 * so a plain HTML form posted from another site (which cannot send JSON without a CORS
 * preflight) is refused. Writes with "payload none" (QR, DELETE, logout) send no body at all.
 */
async function refuseNonJsonBody(request: Request): Promise<void> {
  if (!isMutation(request) || request.body === null) return;
  const raw = await request.clone().text();
  if (raw !== "" && !isJsonContentType(request.headers.get("Content-Type"))) throw new HttpError(415, "Unsupported Media Type");
}

/**
 * Runs a signed-in write that carries an Idempotency-Key at most once (mocks/idempotency.ts):
 * a repeat gets the first successful answer again (marked `Idempotent-Replayed: true`); the
 * same key with another body is 422; a repeat while the first is still running is 409. Failed
 * answers are not kept, so a corrected request may reuse the key.
 */
async function runOnce(ctx: Ctx, handler: Handler): Promise<Response> {
  const key = ctx.request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null || !ctx.user || !isMutation(ctx.request)) return handler(ctx);
  if (!validKey(key)) throw new HttpError(400, KEY_INVALID);
  const id = answerId(ctx.user.id, ctx.request.method, new URL(ctx.request.url).pathname, key);
  const request = await ctx.request.clone().text();
  const saved = savedAnswer(ctx.db, id);
  if (saved) {
    if (saved.request !== request) throw new HttpError(422, KEY_REUSED);
    const headers: Record<string, string> = { "Idempotent-Replayed": "true" };
    if (saved.contentType) headers["Content-Type"] = saved.contentType;
    return new HttpResponse(saved.status === 204 ? null : saved.body, { status: saved.status, headers });
  }
  const outcome = await exclusively(id, async () => {
    const response = await handler(ctx);
    if (response.ok) {
      const body = await response.clone().text();
      saveAnswer(ctx.db, id, { request, status: response.status, body, contentType: response.headers.get("Content-Type"), at: Date.now() });
    }
    return response;
  });
  if (!outcome.ran) throw new HttpError(409, KEY_IN_PROGRESS);
  return outcome.value;
}

async function run(ctx: Ctx, handler: Handler, audit?: AuditRun): Promise<Response> {
  let response: Response;
  try {
    await refuseNonJsonBody(ctx.request);
    response = await runOnce(ctx, handler);
  } catch (error) {
    if (error instanceof HttpError) response = text(error.status, error.message);
    else {
      console.error("[demo backend] handler failed", error);
      response = text(500, "Internal server error");
    }
  }
  const recorded = audit ? await audit.finish(response) : false;
  // Persist before answering, so a success the console saw survives a reload (and so does its event).
  if ((isMutation(ctx.request) && response.status < 400) || recorded) await notifyChange();
  return response;
}

// The audit trail (extension `audit`, docs/api-extensions.md): every write that reaches a signed-in
// user's session is recorded here, once, whatever its outcome — a success with the record's changed
// fields, a refusal (403, 400, 409, 422, …) with its status and message. A 401 (no user) is not.
// Sensitive reads (an API key's value) name their action in `guarded`'s options and are recorded too.
// A handler that records its own event (recordAudit) replaces the generic one for that request.
// An idempotent replay is the same write again: not recorded twice.
const ROUTES = writeRoutes(resources);

interface AuditRun {
  /** Records the event for this answer; false when none was recorded. */
  finish(response: Response): Promise<boolean>;
}

async function startAudit(db: DbState, user: User, request: Request, sensitive?: string): Promise<AuditRun> {
  const url = new URL(request.url);
  const target = targetOf(ROUTES, request.method, url.pathname);
  const action = sensitive ?? target.action;
  const before = snapshot(db, target.resource, target.recordId);
  const newest = db.audit?.[0];
  let detail: Record<string, unknown> | undefined;
  if (isMutation(request)) {
    try {
      detail = requestDetail(JSON.parse(await request.clone().text()));
    } catch {
      detail = undefined; // no body, or not JSON (refused as such)
    }
  } else detail = requestDetail(Object.fromEntries(url.searchParams));
  return {
    async finish(response) {
      if (!offers("audit") || response.headers.get("Idempotent-Replayed") === "true" || db.audit?.[0] !== newest) return false;
      let recordId = target.recordId;
      if (recordId === null && response.ok && response.status !== 204) {
        try {
          const body: unknown = await response.clone().json();
          if (body && typeof body === "object" && typeof (body as { id?: unknown }).id === "string") recordId = (body as { id: string }).id;
        } catch {
          recordId = null;
        }
      }
      const changes = response.ok && sensitive === undefined ? diff(before, snapshot(db, target.resource, recordId)) : [];
      recordAudit(db, {
        actorId: user.id,
        actorEmail: user.email,
        actorName: fullName(user),
        actorRole: user.role,
        action,
        resource: target.resource,
        recordId,
        changes,
        outcome: outcomeOf(response.status, response.ok ? "" : await response.clone().text()),
        ...(detail ? { detail: { request: detail } } : {}),
      });
      return true;
    },
  };
}

/** Runs one mutating request (session check, handler, change notification) and returns its answer. */
export type WriteGate = (write: () => Promise<Response>) => Promise<Response>;

/** Without a gate (msw/node under Vitest) a write just runs, as it always did. */
const direct: WriteGate = (write) => write();

let writeGate: WriteGate = direct;

/**
 * Sets what every mutating request runs inside; null restores running it directly. The browser's
 * demo backend passes one that also takes a lock shared by the tabs, reads what other tabs
 * saved before the handler runs and saves after it (mocks/shared-state.ts).
 */
export function setWriteGate(gate: WriteGate | null): void {
  writeGate = gate ?? direct;
}

export interface GuardOptions {
  /**
   * A sensitive read (an API key's value), recorded in the audit trail as this action. Like a
   * write it runs inside the write gate: recording it changes the stored state.
   */
  audit?: string;
}

/**
 * Wraps a handler: waits for the simulated latency, requires a valid session
 * (401 `Unauthorized`) and at least `minimum` role (403 `Forbidden`), turns
 * thrown HttpErrors into plain-text responses, records writes and sensitive reads
 * in the audit trail and notifies change listeners after successful mutations.
 */
export function guarded(minimum: Role, handler: Handler, options: GuardOptions = {}): HttpResponseResolver {
  return async ({ request, params, cookies }) => {
    await applyLatency();
    const audited = isMutation(request) || options.audit !== undefined;
    // The session is checked inside the gate: another tab may have ended it or changed the role.
    const answer = async () => {
      const db = getDb();
      // Every authenticated call counts as activity, whatever its outcome.
      const user = sessionUser(db, cookies, true);
      if (!user) return text(401, "Unauthorized");
      // A read changes only the session's time (kept in this tab; a write saves it with everything).
      if (!isMutation(request)) notifySessionActivity();
      const audit = audited ? await startAudit(db, user, request, options.audit) : undefined;
      if (!hasRole(user.role, minimum)) {
        const refused = text(403, "Forbidden");
        if (audit && (await audit.finish(refused))) await notifyChange();
        return refused;
      }
      return withInbox(await run({ request, params, db, user, cookies }, handler, audit), user);
    };
    return audited ? writeGate(answer) : answer();
  };
}

/** Extension `approvals`: the header that tells the console's bell when its list last changed. */
export const INBOX_HEADER = "PayDesk-Inbox-Latest";

/**
 * Adds the time of the newest thing in the signed-in person's bell (mocks/approvals.ts inboxLatest) to
 * an answer, so the bell's red dot is right without a read of its own (docs/api-extensions.md).
 */
function withInbox(response: Response, user: User): Response {
  if (!approvalsOn()) return response;
  const latest = inboxLatest(getDb(), getDb().users.find((u) => u.id === user.id) ?? user);
  try {
    if (latest) response.headers.set(INBOX_HEADER, latest);
  } catch {
    // A response with immutable headers goes out without the hint.
  }
  return response;
}

/** Like guarded, without the session check (login). `ctx.user` is not set. */
export function open(handler: Handler): HttpResponseResolver {
  return async ({ request, params, cookies }) => {
    await applyLatency();
    const answer = () => run({ request, params, db: getDb(), user: undefined as unknown as User, cookies }, handler);
    return isMutation(request) ? writeGate(answer) : answer();
  };
}

/** Throws 403 unless `user` has at least `minimum` role. */
export function requireRole(user: User, minimum: Role): void {
  if (!hasRole(user.role, minimum)) throw new HttpError(403, "Forbidden");
}

export function param(params: PathParams, name: string): string {
  const value = params[name];
  return Array.isArray(value) ? String(value[0] ?? "") : String(value ?? "");
}

export type Body = Record<string, unknown>;

/** Whether a Content-Type header names JSON: `application/json`, with or without parameters. */
export function isJsonContentType(header: string | null): boolean {
  return (header ?? "").split(";")[0].trim().toLowerCase() === "application/json";
}

/**
 * Reads a JSON object body. An empty body is `{}`; malformed JSON is 400
 * `Invalid JSON body`; JSON that is not an object is 400 too. (Other media types were
 * refused before the handler ran: `run`.)
 */
export async function readBody(request: Request): Promise<Body> {
  const raw = await request.text();
  if (raw.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new HttpError(400, "Invalid JSON body");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new HttpError(400, "Request body must be a JSON object");
  }
  return parsed as Body;
}

export function has(body: Body, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(body, key) && body[key] !== undefined;
}

/** C0 controls and DEL; `multiline` text may keep tabs and line breaks. */
function hasControl(text: string, multiline: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7f || (c < 0x20 && !(multiline && (c === 0x09 || c === 0x0a || c === 0x0d)))) return true;
  }
  return false;
}

export interface TextOptions {
  /** Allow tabs and line breaks (notes). */
  multiline?: boolean;
}

/** Length (in characters, as the forms count them) and control-character checks on trimmed text. */
export function checkText(trimmed: string, label: string, max: number, options: TextOptions): string {
  if (charCount(trimmed) > max) throw new HttpError(400, tooLong(label, max));
  if (hasControl(trimmed, options.multiline ?? false)) {
    throw new HttpError(400, `${label} must not contain control characters`);
  }
  return trimmed;
}

/**
 * An optional string field: absent, null or blank -> null; otherwise trimmed, at most `max`
 * characters, no control characters. Non-strings are 400. HTML is plain text here: the console
 * renders every string as text, never as markup.
 */
export function optionalString(body: Body, key: string, label: string, max: number, options: TextOptions = {}): string | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw new HttpError(400, `${label} must be a string`);
  const trimmed = value.trim();
  return trimmed === "" ? null : checkText(trimmed, label, max, options);
}

/** A required string: trimmed, non-blank (else 400 `missing`), at most `max` characters, no control characters. */
export function requiredString(body: Body, key: string, label: string, max: number, missing: string, options: TextOptions = {}): string {
  const value = body[key];
  if (typeof value !== "string" || value.trim() === "") throw new HttpError(400, missing);
  return checkText(value.trim(), label, max, options);
}

/** 400 `missing` when any of `keys` is absent, not a string or blank (checked before any other rule). */
export function requireAll(body: Body, keys: readonly string[], missing: string): void {
  for (const key of keys) {
    const value = body[key];
    if (typeof value !== "string" || value.trim() === "") throw new HttpError(400, missing);
  }
}

/** A required choice: blank or absent -> 400 `missing`; anything else outside `allowed` -> 400 `invalid`. */
export function requiredChoice<T extends string>(body: Body, key: string, allowed: readonly T[], missing: string, invalid: string): T {
  const value = body[key];
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) throw new HttpError(400, missing);
  const trimmed = typeof value === "string" ? value.trim() : value;
  if (!oneOf(trimmed, allowed)) throw new HttpError(400, invalid);
  return trimmed;
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): value is T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value);
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** First 8 characters of an id, as the console shows them. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}
