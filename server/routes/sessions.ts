// Extension `sessions` (docs/api-extensions.md "sessions"): a person's active sessions and sign-in
// alerts. GET /api/user/sessions, DELETE /api/user/sessions/{id}, POST /api/user/sessions/end-others,
// DELETE /api/user/{id}/sessions (admins: every session of another person), GET /api/user/alerts,
// POST /api/user/alerts/{id}/read. Every ending is in the audit trail (the write's own event, described
// by its note). The sign-in side (the device cookie, the alert) is in server/routes/users.ts.
import { minimumRole } from "../rules/access";
import { json, noContent } from "../rules/respond";
import { clearedCookie, endOwnSession, endSessions, listSessions } from "../rules/sessions";
import { markAlertRead, unreadAlerts } from "../rules/sign-in-alerts";
import { HttpError } from "../rules/validate";
import { guarded, type ServerOptions } from "../app/context";
import type { Route } from "../app/routes";

export const OWN_SESSIONS_HERE = "Use Sign out all other sessions on your Profile";

export function sessionRoutes(options: ServerOptions): Route[] {
  if (!options.extensions.has("sessions")) return [];
  const cookie = { secure: options.secureCookie };
  return [
    {
      method: "get",
      path: "/api/user/sessions",
      run: guarded(options, "viewer", async ({ store, user, session, now }) => json(await listSessions(store, user, session.id, now))),
    },
    {
      method: "post",
      path: "/api/user/sessions/end-others",
      run: guarded(options, "viewer", async ({ store, user, session, audit }) => {
        const ended = await endSessions(store, user.id, { except: session.id });
        Object.assign(audit, { action: "end-other-sessions", resource: "users", recordId: user.id, detail: { ended: ended.length } });
        return json({ ended: ended.length });
      }),
    },
    {
      method: "delete",
      path: "/api/user/sessions/:id",
      run: guarded(options, "viewer", async ({ store, user, session, params, audit }) => {
        const ended = await endOwnSession(store, user.id, params.id);
        Object.assign(audit, { action: "end-session", resource: "users", recordId: user.id, detail: { session: ended.publicId, address: ended.address } });
        // Ending the session this call came with is a logout: its cookie goes too.
        return ended.id === session.id ? noContent({ "Set-Cookie": clearedCookie(cookie) }) : noContent();
      }),
    },
    {
      method: "delete",
      path: "/api/user/:id/sessions",
      run: guarded(options, minimumRole("users", "endSessions"), async ({ store, user, params, audit }) => {
        if (params.id === user.id) throw new HttpError(409, OWN_SESSIONS_HERE);
        if (!(await store.users.get(params.id))) throw new HttpError(404, "User not found");
        const ended = await endSessions(store, params.id);
        Object.assign(audit, { action: "end-sessions", resource: "users", recordId: params.id, detail: { ended: ended.length } });
        return json({ ended: ended.length });
      }),
    },
    {
      method: "get",
      path: "/api/user/alerts",
      run: guarded(options, "viewer", async ({ store, user }) => json(await unreadAlerts(store, user.id))),
    },
    {
      method: "post",
      path: "/api/user/alerts/:id/read",
      run: guarded(options, "viewer", async ({ store, user, params, now, audit }) => {
        await markAlertRead(store, user.id, params.id, now);
        Object.assign(audit, { action: "read-alert", resource: "users", recordId: user.id, detail: { alert: params.id } });
        return noContent();
      }),
    },
  ];
}
