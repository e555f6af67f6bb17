// What a route's rule is given, and how routes are guarded: the session (401), the role (403), a
// write's JSON body (415) and its Idempotency-Key, and plain-text answers for refusals.
import type { Role, User } from "../../src/domain";
import type { SessionRecord, Store } from "../store/types";
import { IDEMPOTENCY_HEADER, once } from "../rules/idempotency";
import { text } from "../rules/respond";
import { SESSION_COOKIE, cookieValue, liveSession } from "../rules/sessions";
import type { PasswordHasher } from "../rules/sign-in";
import { HttpError, hasRole, isJsonContentType, parseBody, type Body } from "../rules/validate";

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
  if (raw !== "" && !isJsonContentType(request.headers.get("Content-Type"))) throw new HttpError(415, "Unsupported Media Type");
  return raw;
}

/** A route open to anyone (sign-in, logout): `user` and `session` are not set. */
export function open(options: ServerOptions, rule: Rule) {
  return async ({ request, params, address }: Incoming): Promise<Response> => {
    return answer(async () => {
      const raw = await writeBody(request);
      return rule({
        store: options.store, request, url: new URL(request.url), params, address, options,
        now: options.now?.() ?? Date.now(), user: undefined as unknown as User, session: undefined as unknown as SessionRecord, body: bodyReader(Promise.resolve(raw)),
      });
    });
  };
}

export interface GuardOptions {
  /** A sensitive read (an API key's value), recorded in the audit trail as this action (`reveal`). */
  audit?: string;
}

/**
 * A route for signed-in people of at least `minimum` role. A write that carries an Idempotency-Key
 * runs at most once (server/rules/idempotency.ts), in one transaction with its answer.
 */
export function guarded(options: ServerOptions, minimum: Role, rule: Rule, _guard: GuardOptions = {}) {
  return async ({ request, params, address }: Incoming): Promise<Response> => {
    const now = options.now?.() ?? Date.now();
    const live = await liveSession(options.store, cookieValue(request.headers.get("Cookie"), SESSION_COOKIE), now);
    if (!live) return text(401, "Unauthorized");
    if (!hasRole(live.user.role, minimum)) return text(403, "Forbidden");
    let rawText: string;
    try {
      rawText = await writeBody(request);
    } catch (error) {
      return answer(() => Promise.reject(error));
    }
    const ctx: Ctx = {
      store: options.store, request, url: new URL(request.url), params, address, options, now,
      user: live.user, session: live.session, body: bodyReader(Promise.resolve(rawText)),
    };
    const key = request.headers.get(IDEMPOTENCY_HEADER);
    if (key === null || !isWrite(request.method)) return answer(() => rule(ctx));
    return answer(() =>
      once(options.store, { userId: live.user.id, method: request.method, path: ctx.url.pathname, key, request: rawText }, (tx) => Promise.resolve(rule({ ...ctx, store: tx })), now),
    );
  };
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
