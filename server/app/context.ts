// What a route's rule is given, and how routes are guarded: the session (401), the write limit (429),
// the role (403), a write's JSON body (415) and its Idempotency-Key, plain-text answers for refusals,
// the audit trail's event of every write and sensitive read (extension `audit`) and the bell's hint
// on every answer (extension `approvals`).
import type { Role, User } from "../../src/domain";
import type { SessionRecord, Store } from "../store/types";
import { resources } from "../../resources";
import { INBOX_HEADER, inboxLatestOf } from "../rules/approvals";
import {
  TOO_MANY_WRITES, WriteLimiter, actorOf, diff, eventId, forgetOldEvents, isRefusal, outcomeOf, recordEvent, recordRefusal, requestDetail, snapshotOf, targetOf, writeRoutes,
  type AuditEvent, type AuditNote, type CallTarget, type FieldChange,
} from "../rules/audit";
import { IDEMPOTENCY_HEADER, once } from "../rules/idempotency";
import { MAINTENANCE_MESSAGE, MAINTENANCE_RETRY_AFTER_S, maintenanceRefuses, organisationSettings } from "../rules/organisation";
import { text } from "../rules/respond";
import { SESSION_COOKIE, cookieValue, liveSession } from "../rules/sessions";
import { newestUnreadAlert } from "../rules/sign-in-alerts";
import type { PasswordHasher } from "../rules/sign-in";
import { ENROLMENT_REQUIRED, enrolmentBlocks } from "../rules/two-factor";
import { HttpError, checkWriteBody, hasRole, parseBody, type Body } from "../rules/validate";

export interface ServerOptions {
  store: Store;
  /** argon2id on the server; null where there are no passwords (extension `password` off). */
  passwords: PasswordHasher | null;
  /** `Secure` on the session cookie (PAYDESK_COOKIE_SECURE=1, behind HTTPS). */
  secureCookie: boolean;
  /** The extensions this server offers (DESIGN §5, §6). */
  extensions: ReadonlySet<string>;
  /** Origins allowed to write besides the request's own (PAYDESK_ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** The clock (tests move it). */
  now?: () => number;
  /** Writes one session may make per minute (default WRITES_PER_MINUTE, server/rules/audit.ts); beyond: 429. */
  writesPerMinute?: number;
  /** Audit events older than this many days are dropped; unset: every event is kept. */
  auditRetentionDays?: number | null;
  /** Extension `two-factor`: the 32-byte key of stored TOTP secrets; unset: a random one per process (tests). */
  secretKey?: Uint8Array;
}

export interface Ctx {
  store: Store;
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** The signed-in user (guarded routes); read afresh on every call, so a role change applies at once. */
  user: User;
  session: SessionRecord;
  /** The client's address (the socket's, or the proxy's X-Forwarded-For when trusted). */
  address: string;
  now: number;
  options: ServerOptions;
  /** The JSON body, read once ({} when empty). */
  body(): Promise<Body>;
  /** What the audit trail records for this request when the path alone does not say it (server/rules/audit.ts AuditNote). */
  audit: AuditNote;
  /** Work run after the request whatever its outcome, outside its transaction (a failed approval's last attempt). */
  afterwards(work: (store: Store) => Promise<void>): void;
}

export type Rule = (ctx: Ctx) => Response | Promise<Response>;

export interface Incoming {
  request: Request;
  params: Record<string, string>;
  address: string;
}

export function isWrite(method: string): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
}

function bodyReader(raw: Promise<string>): () => Promise<Body> {
  let parsed: Promise<Body> | null = null;
  return () => (parsed ??= raw.then(parseBody));
}

/**
 * A write's body text. Any body that is not JSON is 415, whatever its size: a plain HTML form can post
 * `text/plain` or a urlencoded body from any site, but not JSON without a CORS preflight, which this
 * server never grants. A call with no payload (QR, DELETE, logout) sends none.
 */
async function writeBody(request: Request): Promise<string> {
  if (!isWrite(request.method)) return "";
  const raw = await request.text();
  checkWriteBody(request.headers.get("Content-Type"), raw);
  return raw;
}

/** A route open to anyone (sign-in, logout): `user` and `session` are not set. */
export function open(options: ServerOptions, rule: Rule) {
  return async ({ request, params, address }: Incoming): Promise<Response> => {
    const later: Array<(store: Store) => Promise<void>> = [];
    const response = await answer(async () => {
      const raw = await writeBody(request);
      return rule({
        store: options.store, request, url: new URL(request.url), params, address, options,
        now: options.now?.() ?? Date.now(), user: undefined as unknown as User, session: undefined as unknown as SessionRecord, body: bodyReader(Promise.resolve(raw)),
        audit: {}, afterwards: (work) => void later.push(work),
      });
    });
    for (const work of later) await work(options.store).catch((error: unknown) => logFailure("after-request work failed", error));
    return response;
  };
}

export interface GuardOptions {
  /** A sensitive read (an API key's value), recorded in the audit trail as this action (`reveal`). */
  audit?: string;
  /** What the call is about when its path does not say it (`/api/{resource}/{id}/{action}`): refusals are recorded as this too. */
  target?: CallTarget;
  /** false: an Idempotency-Key is ignored, so the answer is never kept for a replay (it holds a one-time secret: an invitation link). */
  replay?: boolean;
}

const ROUTES = writeRoutes(resources);
const limiters = new WeakMap<ServerOptions, WriteLimiter>();
const forgotAt = new WeakMap<ServerOptions, number>();

function limiterOf(options: ServerOptions): WriteLimiter {
  let limiter = limiters.get(options);
  if (!limiter) limiters.set(options, (limiter = new WriteLimiter(options.writesPerMinute)));
  return limiter;
}

/** A rule's non-2xx answer: thrown out of the write's transaction so nothing it did is kept, then answered. */
class Declined {
  constructor(readonly response: Response) {}
}

/**
 * The audit trail's record of one request (extension `audit`, docs/api-extensions.md): every write of
 * a signed-in person and every sensitive read, once, whatever its outcome. A success is recorded in
 * the write's own transaction (no write without its event: the withdrawal threshold reads them), with
 * the record's fields before → after; a refusal after the transaction was undone, identical ones of a
 * minute as one event with a count. An idempotent replay is the same write: not recorded again.
 */
class Trail {
  readonly target: CallTarget;
  readonly note: AuditNote = {};
  recorded = false;
  private before: Record<string, unknown> | undefined;
  private readonly detail: Record<string, unknown> | undefined;

  constructor(
    private readonly user: User,
    method: string,
    url: URL,
    raw: string,
    private readonly sensitive: string | undefined,
    private readonly now: number,
    target?: CallTarget,
  ) {
    this.target = target ?? targetOf(ROUTES, method, url.pathname);
    let asked: unknown = undefined;
    if (isWrite(method)) {
      try {
        asked = raw === "" ? undefined : JSON.parse(raw);
      } catch {
        asked = undefined; // not JSON (refused as such)
      }
    } else asked = Object.fromEntries(url.searchParams);
    this.detail = requestDetail(asked);
  }

  /** Holds the record the write is about and keeps it as it was (inside the write's transaction). */
  async hold(tx: Store): Promise<void> {
    this.before = await snapshotOf(tx, this.target.resource, this.target.recordId, true);
  }

  /** Records a write's success in its transaction. */
  async succeeded(tx: Store, response: Response): Promise<void> {
    const note = this.note;
    const described = note.resource !== undefined || note.recordId !== undefined;
    let recordId = described ? (note.recordId ?? null) : this.target.recordId;
    if (recordId === null && !described && response.status !== 204) recordId = await idOf(response);
    const changes = note.changes ?? (described || this.sensitive !== undefined ? [] : diff(this.before, await snapshotOf(tx, this.target.resource, recordId)));
    await recordEvent(tx, this.event(note.outcome ?? outcomeOf(response.status, ""), changes, recordId));
    this.recorded = true;
  }

  /** Records a refusal or a sensitive read, outside any transaction. */
  async finished(store: Store, response: Response): Promise<void> {
    const outcome = outcomeOf(response.status, response.ok ? "" : await response.clone().text());
    const recordId = this.note.recordId !== undefined ? this.note.recordId : this.target.recordId;
    const event = this.event(outcome, this.note.changes && response.ok ? this.note.changes : [], recordId);
    if (isRefusal(outcome)) await recordRefusal(store, event, this.now);
    else await recordEvent(store, event);
    this.recorded = true;
  }

  private event(outcome: string, changes: FieldChange[], recordId: string | null): AuditEvent {
    const detail = this.note.detail ?? (this.detail ? { request: this.detail } : undefined);
    return {
      id: eventId(this.now),
      at: new Date(this.now).toISOString(),
      ...actorOf(this.user),
      action: this.note.action ?? this.sensitive ?? this.target.action,
      resource: this.note.resource ?? this.target.resource,
      recordId,
      changes,
      outcome,
      ...(detail ? { detail } : {}),
    };
  }
}

/** A created record's id, from the answer. */
async function idOf(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.clone().json();
    return body && typeof body === "object" && typeof (body as { id?: unknown }).id === "string" ? (body as { id: string }).id : null;
  } catch {
    return null;
  }
}

function logFailure(message: string, error: unknown): void {
  console.error(JSON.stringify({ level: "error", message, error: String(error instanceof Error ? (error.stack ?? error.message) : error) }));
}

/**
 * A route for signed-in people of at least `minimum` role. A write runs in one transaction with its
 * audit event; one that carries an Idempotency-Key runs at most once (server/rules/idempotency.ts), in
 * that transaction with its kept answer. Writes are limited per session (429, Retry-After). Every
 * answer carries the bell's hint (extension `approvals`).
 */
export function guarded(options: ServerOptions, minimum: Role, rule: Rule, guard: GuardOptions = {}) {
  return async ({ request, params, address }: Incoming): Promise<Response> => {
    const now = options.now?.() ?? Date.now();
    // Extension `organisation`: its idle limit and maintenance mode (docs/api-extensions.md "organisation").
    const organisation = options.extensions.has("organisation") ? await organisationSettings(options.store) : null;
    const live = await liveSession(options.store, cookieValue(request.headers.get("Cookie"), SESSION_COOKIE), now, true, organisation);
    if (!live) return text(401, "Unauthorized");
    const { user, session } = live;
    const write = isWrite(request.method);
    const url = new URL(request.url);
    // Extensions `two-factor` and `organisation`: someone who must enrol first may call enrolment only.
    // The organisation's settings read above (null without extension `organisation`): one read per call.
    if (enrolmentBlocks(organisation, options.extensions, user, request.method, url.pathname)) return text(403, ENROLMENT_REQUIRED);
    const raw = write ? await request.text() : "";
    const trail = write || guard.audit !== undefined ? new Trail(user, request.method, url, raw, guard.audit, now, guard.target) : null;
    const later: Array<(store: Store) => Promise<void>> = [];

    const finish = async (answered: Response): Promise<Response> => {
      let response = answered;
      if (trail && !trail.recorded && response.headers.get("Idempotent-Replayed") !== "true") {
        try {
          await trail.finished(options.store, response);
        } catch (error) {
          logFailure("audit event not recorded", error);
          // A refusal changed nothing and is answered; a sensitive read is not given out unrecorded.
          if (response.ok) response = text(500, "Internal server error");
        }
      }
      for (const work of later) await work(options.store).catch((error: unknown) => logFailure("after-request work failed", error));
      if (write) await forgetOld(options, now);
      return withInbox(options, response, user, now);
    };

    const run = async (): Promise<Response> => {
      if (write) {
        const wait = limiterOf(options).take(session.id, now);
        if (wait > 0) return text(429, TOO_MANY_WRITES, { "Retry-After": String(wait) });
      }
      if (!hasRole(user.role, minimum)) return text(403, "Forbidden");
      if (write && organisation && maintenanceRefuses(organisation, user)) return text(503, MAINTENANCE_MESSAGE, { "Retry-After": String(MAINTENANCE_RETRY_AFTER_S) });
      if (write) {
        try {
          checkWriteBody(request.headers.get("Content-Type"), raw);
        } catch (error) {
          if (error instanceof HttpError) return text(error.status, error.message);
          throw error;
        }
      }
      const ctx: Ctx = {
        store: options.store, request, url, params, address, options, now, user, session, body: bodyReader(Promise.resolve(raw)),
        audit: trail?.note ?? {}, afterwards: (work) => void later.push(work),
      };
      if (!write || !trail) return answer(() => rule(ctx));
      const work = (tx: Store) =>
        tx.atomically(async (t) => {
          await trail.hold(t);
          const response = await rule({ ...ctx, store: t });
          if (!response.ok) throw new Declined(response);
          await trail.succeeded(t, response);
          return response;
        });
      const key = guard.replay === false ? null : request.headers.get(IDEMPOTENCY_HEADER);
      try {
        return key === null ? await options.store.atomically(work) : await once(options.store, { userId: user.id, method: request.method, path: url.pathname, key, request: raw }, work, now);
      } catch (error) {
        if (error instanceof Declined) return error.response;
        if (error instanceof HttpError) return text(error.status, error.message);
        throw error;
      }
    };

    let response: Response;
    try {
      response = await run();
    } catch (error) {
      // Recorded too (the demo backend's 500); the error itself goes on to the app's handler and log.
      if (trail) await trail.finished(options.store, text(500, "Internal server error")).catch(() => undefined);
      throw error;
    }
    return finish(response);
  };
}

/** Retention by age, when set: at most once an hour, after a write. */
async function forgetOld(options: ServerOptions, now: number): Promise<void> {
  const days = options.auditRetentionDays;
  if (!days || now - (forgotAt.get(options) ?? 0) < 60 * 60 * 1000) return;
  forgotAt.set(options, now);
  await forgetOldEvents(options.store, days, now).catch((error: unknown) => logFailure("audit retention failed", error));
}

/**
 * Extensions `approvals` and `sessions`: adds the time of the newest thing in the person's bell to an answer, so the
 * console's red dot is right without a read of its own (docs/api-extensions.md "The bell's hint").
 */
async function withInbox(options: ServerOptions, response: Response, user: User, now: number): Promise<Response> {
  const alerts = options.extensions.has("sessions");
  if (!options.extensions.has("approvals") && !alerts) return response;
  let latest: string | null;
  try {
    // Extension `sessions`: the person's newest unread sign-in alert is in their bell too.
    const inbox = await inboxLatestOf(options.store, user, now);
    const alert = alerts ? await newestUnreadAlert(options.store, user.id) : null;
    latest = inbox === null || (alert !== null && alert > inbox) ? alert : inbox;
  } catch (error) {
    // Only a hint: the answer (perhaps of a committed write) goes out without it.
    logFailure("inbox hint failed", error);
    return response;
  }
  if (!latest) return response;
  try {
    response.headers.set(INBOX_HEADER, latest);
    return response;
  } catch {
    // Immutable headers (a fetched answer): a copy carries the hint.
    const copy = new Response(response.body, response);
    copy.headers.set(INBOX_HEADER, latest);
    return copy;
  }
}

/** Runs a rule; an HttpError it throws is its plain-text answer. */
async function answer(run: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) return text(error.status, error.message);
    throw error;
  }
}
