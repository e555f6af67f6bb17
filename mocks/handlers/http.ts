// Shared plumbing for the demo backend's handlers: plain-text errors, the
// session/role guard, JSON body parsing and small field validators.
import { HttpResponse, type HttpResponseResolver, type PathParams } from "msw";
import type { Role, User } from "../../src/domain";
import { HttpError, checkWriteBody, hasRole } from "../../server/rules/validate";
import { getDb, notifyChange, notifySessionActivity, type DbState } from "../db";
import { applyLatency } from "../latency";
import { asciiJsonBytes } from "./ascii-json";
import { text } from "./plain-text";
import { IDEMPOTENCY_HEADER, KEY_INVALID, KEY_IN_PROGRESS, KEY_REUSED, answerId, exclusively, saveAnswer, savedAnswer, validKey } from "../idempotency";
import { liveSessionUser } from "../sessions";
import { replayBody } from "../../server/rules/idempotency";
import { approvalsOn, inboxLatest } from "../approvals";
import { resources } from "../../resources";
import { fullName } from "../../src/lib/format";
import { recordAudit } from "../audit";
import { diff, outcomeOf, requestDetail, snapshot, targetOf, writeRoutes } from "../audit-rules";
import { offers } from "../extensions";

export const SESSION_COOKIE = "paydesk_session";

export { text } from "./plain-text";
// The request rules shared with the PayDesk server.
export {
  HttpError, checkText, has, hasRole, isJsonContentType, oneOf, optionalString, readBody, requireAll, requireRole, requiredChoice, requiredString, shortId,
  type Body, type TextOptions,
} from "../../server/rules/validate";

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
  if (!isMutation(request)) return;
  checkWriteBody(request.headers.get("Content-Type"), request.body === null ? "" : await request.clone().text());
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
      // A secret shown once (a new API key's value) is kept masked: replayAs, the server's rule.
      const body = await replayBody(response);
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


export function param(params: PathParams, name: string): string {
  const value = params[name];
  return Array.isArray(value) ? String(value[0] ?? "") : String(value ?? "");
}

export function nowIso(): string {
  return new Date().toISOString();
}

