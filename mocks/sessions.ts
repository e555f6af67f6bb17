// The demo backend's sessions: one per sign-in, keyed by the `paydesk_session` cookie's token.
// A session ends after its user's idle timeout without a call, or 12 hours after sign-in
// (src/lib/session-rules.ts); a call on an ended session is 401 and the session is dropped.
import type { User } from "../src/domain";
import { sessionEnded } from "../src/lib/session-rules";
import { randomString } from "./random";
import type { DbState, Session } from "./types";
import { MAX_SESSIONS_PER_USER } from "../server/rules/sessions";

/**
 * Opens a session for `user` and returns its token; drops ended sessions, and that user's oldest
 * beyond the per-person limit (the PayDesk server's rule: never anyone else's — a global cap let 205
 * sign-ins of one person sign everybody out).
 */
export function openSession(db: DbState, user: User, now: number = Date.now()): string {
  for (const [token, session] of Object.entries(db.sessions)) {
    const owner = db.users.find((u) => u.id === session.userId);
    if (!owner || sessionEnded(session, owner, now)) delete db.sessions[token];
  }
  const token = randomString(40);
  db.sessions[token] = { userId: user.id, startedAt: now, lastActiveAt: now };
  const mine = Object.keys(db.sessions).filter((t) => db.sessions[t].userId === user.id); // oldest first
  for (let i = 0; i < mine.length - MAX_SESSIONS_PER_USER; i++) delete db.sessions[mine[i]];
  return token;
}

/**
 * The user of a live session, or undefined (unknown token, user gone, session ended: it is
 * dropped then). `touch` counts the call as activity.
 */
export function liveSessionUser(db: DbState, token: string | undefined, now: number = Date.now(), touch = false): User | undefined {
  if (!token || !Object.prototype.hasOwnProperty.call(db.sessions, token)) return undefined;
  const session = db.sessions[token];
  const user = db.users.find((u) => u.id === session.userId);
  if (!user || sessionEnded(session, user, now)) {
    delete db.sessions[token];
    return undefined;
  }
  if (touch) session.lastActiveAt = Math.max(session.lastActiveAt, now);
  return user;
}

/** Drops every session of `userId` (the user was deleted). */
export function endSessionsOf(db: DbState, userId: string): void {
  for (const [token, session] of Object.entries(db.sessions)) {
    if (session.userId === userId) delete db.sessions[token];
  }
}

/** Sessions read back from storage: only well-formed ones (an older shape is dropped: sign in again). */
export function validSessions(value: unknown): Record<string, Session> {
  const out: Record<string, Session> = {};
  if (!value || typeof value !== "object") return out;
  for (const [token, s] of Object.entries(value as Record<string, unknown>)) {
    const session = s as Partial<Session> | null;
    if (
      session &&
      typeof session === "object" &&
      typeof session.userId === "string" &&
      typeof session.startedAt === "number" &&
      typeof session.lastActiveAt === "number"
    ) {
      out[token] = { userId: session.userId, startedAt: session.startedAt, lastActiveAt: session.lastActiveAt };
    }
  }
  return out;
}
