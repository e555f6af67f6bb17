// Sign-in, sessions, users, profile and settings.
import { http, HttpResponse } from "msw";
import type { Role, User } from "../../src/domain";
import type { DbState } from "../db";
import { approvalsOn, needsApproval, requestApproval } from "../approvals";
import { route } from "../config";
import { minimumRole } from "../access";
import { endSessionsOf, openSession } from "../sessions";
import { ROLE_ALONE, ROLE_PENDING, checkRoleChange, findUser, hasMoreThanRole, profileChanges, requestedRole, settingsChanges } from "../../server/rules/users";
import {
  HttpError,
  SESSION_COOKIE,
  guarded,
  jsonList,
  noContent,
  open,
  param,
  readBody,
  requireRole,
  type Body,
} from "./http";

function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; SameSite=Lax`;
}

/**
 * Changes a user's role as PUT /api/user/{id} does (the same rules), on behalf of `actor`: for an
 * approved role-change request (mocks/handlers/approvals.ts), where `actor` is the approver.
 */
export function applyRoleChange(db: DbState, actor: User, targetId: string, role: Role): User {
  const target = findUser(db.users, targetId);
  if (role !== target.role) {
    checkRoleChange(actor, target);
    target.role = role;
  }
  return target;
}

function applyProfile(body: Body, target: User, users: User[]): void {
  Object.assign(target, profileChanges(body, target, users));
}

export const userHandlers = [
  http.post(
    route("/api/user/login"),
    open(async ({ request, db }) => {
      const body = await readBody(request);
      if (typeof body.email !== "string" || body.email.trim() === "") throw new HttpError(400, "Email is required");
      const email = body.email.trim().toLowerCase();
      const user = db.users.find((u) => u.email.toLowerCase() === email);
      if (!user) throw new HttpError(401, "User not found");
      const token = openSession(db, user);
      return HttpResponse.json(user, { headers: { "Set-Cookie": sessionCookie(token) } });
    }),
  ),

  // Extension `logout` (DESIGN §5, docs/api-extensions.md): ends the server session. No body; 204
  // whether or not the session was still live, and the cookie is cleared.
  http.post(
    route("/api/user/logout"),
    open(({ db, cookies }) => {
      const token = cookies[SESSION_COOKIE];
      if (token && Object.prototype.hasOwnProperty.call(db.sessions, token)) delete db.sessions[token];
      return new HttpResponse(null, {
        status: 204,
        headers: { "Set-Cookie": `${SESSION_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0` },
      });
    }),
  ),

  http.get(
    route("/api/users"),
    guarded(minimumRole("users", "list"), ({ db }) => jsonList(db.users)),
  ),

  http.put(
    route("/api/user/:id"),
    guarded("viewer", async ({ request, params, db, user }) => {
      const id = param(params, "id");
      const self = id === user.id;
      if (!self) requireRole(user, minimumRole("users", "edit"));
      const body = await readBody(request);
      const target = findUser(db.users, id);
      const role = requestedRole(body, user, target);
      // Extension `approvals`: a change to admin is held for a second person (202); nothing changes yet.
      if (approvalsOn() && needsApproval({ kind: "role-change", from: target.role, to: role })) {
        if (hasMoreThanRole(body)) throw new HttpError(400, ROLE_ALONE);
        if ((db.approvals ?? []).some((r) => r.status === "pending" && r.kind === "role-change" && r.recordId === target.id)) throw new HttpError(409, ROLE_PENDING);
        const held = requestApproval(db, user, { kind: "role-change", resource: "users", recordId: target.id, from: target.role, to: role, email: target.email });
        return HttpResponse.json(held, { status: 202 });
      }
      applyProfile(body, target, db.users);
      target.role = role;
      return HttpResponse.json(target);
    }),
  ),

  http.put(
    route("/api/user/:id/settings"),
    guarded("viewer", async ({ request, params, db, user }) => {
      const id = param(params, "id");
      if (id !== user.id) requireRole(user, minimumRole("users", "edit"));
      const body = await readBody(request);
      const target = findUser(db.users, id);
      Object.assign(target, settingsChanges(body));
      return HttpResponse.json({ user: target });
    }),
  ),

  http.delete(
    route("/api/user/:id"),
    guarded(minimumRole("users", "delete"), ({ params, db, user }) => {
      const id = param(params, "id");
      const index = db.users.findIndex((u) => u.id === id);
      if (index < 0) throw new HttpError(404, "User not found");
      if (id === user.id) throw new HttpError(409, "You cannot delete your own account");
      db.users.splice(index, 1);
      endSessionsOf(db, id);
      return noContent();
    }),
  ),
];
