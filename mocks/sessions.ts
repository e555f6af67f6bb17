// The demo backend's sessions as stored in the browser: DbState.sessions, keyed by the session id
// (the SHA-256 of the token the HttpOnly \`paydesk_session\` cookie holds). The rules are the PayDesk
// server's (server/rules/sessions.ts), which the demo backend runs over mocks/memory-store.ts.
import type { Session } from "./types";

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
      // Extension `sessions`: what Active sessions shows; one stored before public ids gets a random one.
      out[token].publicId = typeof session.publicId === "string" ? session.publicId.slice(0, 100) : crypto.randomUUID();
      if (typeof session.userAgent === "string") out[token].userAgent = session.userAgent.slice(0, 300);
      if (typeof session.address === "string") out[token].address = session.address.slice(0, 100);
    }
  }
  return out;
}
