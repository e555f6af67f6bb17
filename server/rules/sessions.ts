// Sessions (DESIGN §6, docs/api-extensions.md "Session lifetime"): one per sign-in, stored by the
// SHA-256 of an opaque 256-bit token that only the browser's HttpOnly cookie holds. A session ends
// after its user's idle timeout or 12 hours after sign-in (src/lib/session-rules.ts), at logout, and
// when its user is deleted; a role change applies from the next call (the user is read each time).
import type { User } from "../../src/domain";
import { effectiveSessionTimeout, type OrganisationSettings } from "../../src/lib/organisation";
import { sessionEnded } from "../../src/lib/session-rules";
import type { SessionRecord, Store } from "../store/types";

export const SESSION_COOKIE = "paydesk_session";
/** Sessions one person may hold at once; a new sign-in beyond it ends their oldest. */
export const MAX_SESSIONS_PER_USER = 10;
/** A call moves the session's last activity only when it is older than this (one write per 15 s, not per call). */
const TOUCH_EVERY_MS = 15_000;

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function sessionId(token: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
}

export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export interface CookieOptions {
  secure: boolean;
}

export function sessionCookie(token: string, options: CookieOptions): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

export function clearedCookie(options: CookieOptions): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${options.secure ? "; Secure" : ""}`;
}

/** Reads one cookie from a Cookie header. */
export function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export interface SessionMeta {
  userAgent: string | null;
  address: string | null;
}

/** Opens a session for `user`; ends that user's ended sessions and their oldest beyond the limit. Returns the token. */
export async function openSession(store: Store, user: User, meta: SessionMeta, now: number = Date.now()): Promise<string> {
  const token = newToken();
  const at = new Date(now).toISOString();
  await store.atomically(async (tx) => {
    const mine = await tx.sessions.list({ where: { userId: user.id }, sort: [{ field: "startedAt", order: "desc", type: "date" }] });
    const live = [];
    for (const s of mine) {
      if (sessionEnded(times(s), user, now)) await tx.sessions.remove(s.id);
      else live.push(s);
    }
    for (const s of live.slice(MAX_SESSIONS_PER_USER - 1)) await tx.sessions.remove(s.id);
    await tx.sessions.insert({ id: await sessionId(token), userId: user.id, startedAt: at, lastActiveAt: at, userAgent: meta.userAgent, address: meta.address });
  });
  return token;
}

function times(s: SessionRecord): { startedAt: number; lastActiveAt: number } {
  return { startedAt: Date.parse(s.startedAt), lastActiveAt: Date.parse(s.lastActiveAt) };
}

/**
 * The user and session of a token, when the session is live and its user exists (an ended session
 * is dropped). `touch` counts the call as activity. With the organisation's settings (extension
 * `organisation`), the idle limit is the shorter of the user's own and the organisation's.
 */
export async function liveSession(
  store: Store,
  token: string | undefined,
  now: number = Date.now(),
  touch = true,
  organisation: Pick<OrganisationSettings, "sessionTimeout"> | null = null,
): Promise<{ user: User; session: SessionRecord } | undefined> {
  if (!token || token.length > 200) return undefined;
  const id = await sessionId(token);
  const session = await store.sessions.get(id);
  if (!session) return undefined;
  const user = await store.users.get(session.userId);
  if (!user || sessionEnded(times(session), { sessionTimeout: effectiveSessionTimeout(user.sessionTimeout, organisation) }, now)) {
    await store.sessions.remove(id);
    return undefined;
  }
  if (touch && now - Date.parse(session.lastActiveAt) > TOUCH_EVERY_MS) {
    session.lastActiveAt = new Date(now).toISOString();
    await store.sessions.update(id, { lastActiveAt: session.lastActiveAt });
  }
  return { user, session };
}

export async function endSession(store: Store, token: string | undefined): Promise<void> {
  if (token && token.length <= 200) await store.sessions.remove(await sessionId(token));
}

/** Ends every session of a user (deleted, or signed out everywhere). */
export async function endSessionsOf(store: Store, userId: string): Promise<void> {
  await store.sessions.removeWhere({ where: { userId } });
}
