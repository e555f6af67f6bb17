// Sign-in, sessions, users, profile and settings.
import { http, HttpResponse } from "msw";
import { ROLES, type Role, type Theme, type User, type UserSettings } from "../../src/domain";
import type { DbState } from "../db";
import { approvalsOn, needsApproval, requestApproval } from "../approvals";
import { route } from "../config";
import { minimumRole } from "../access";
import { endSessionsOf, openSession } from "../sessions";
import { MAX_CHARS, PHONE_INVALID, PHONE_PATTERN } from "../../src/lib/limits";
import {
  HttpError,
  SESSION_COOKIE,
  guarded,
  has,
  hasRole,
  jsonList,
  noContent,
  oneOf,
  open,
  optionalString,
  param,
  readBody,
  requireRole,
  type Body,
} from "./http";

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

export const SESSION_TIMEOUTS = [5, 15, 30, 60, 120, 480] as const;
export const THEMES: readonly Theme[] = ["light", "dark", "system"];

const BOOLEAN_SETTINGS = [
  "emailNotifications",
  "pushNotifications",
  "smsNotifications",
  "transactionAlerts",
  "securityAlerts",
  "marketingEmails",
  "twoFactorEnabled",
  "loginAlerts",
] as const satisfies ReadonlyArray<keyof UserSettings>;

/** The choices of the Settings screen (SPEC "Settings"); anything else is refused. */
const STRING_SETTINGS = {
  language: { label: "Language", allowed: ["en", "es", "fr", "de"] },
  timezone: { label: "Timezone", allowed: ["UTC-8", "UTC-7", "UTC-6", "UTC-5"] },
  currency: { label: "Currency", allowed: ["USD", "EUR", "GBP", "CAD"] },
  dateFormat: { label: "Date format", allowed: ["MM/DD/YYYY", "DD/MM/YYYY", "YYYY-MM-DD"] },
} as const satisfies Partial<Record<keyof UserSettings, { label: string; allowed: readonly string[] }>>;

const PROFILE_FIELDS = {
  firstName: "First name",
  lastName: "Last name",
  phone: "Phone",
  company: "Company",
  department: "Department",
} as const;

function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; SameSite=Lax`;
}

function findUser(users: User[], id: string): User {
  const user = users.find((u) => u.id === id);
  if (!user) throw new HttpError(404, "User not found");
  return user;
}

export const ROLE_ALONE = "A role change to admin needs approval: send the role on its own";
export const ROLE_PENDING = "A change of this user's role is already waiting for approval";

/** The role rules of PUT /api/user/{id}: only admins change a role, and never their own. */
function checkRoleChange(actor: User, target: User): void {
  if (!hasRole(actor.role, "admin")) throw new HttpError(403, "Forbidden");
  if (actor.id === target.id) throw new HttpError(409, "You cannot change your own role");
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
  const changes: Partial<User> = {};
  for (const [key, label] of Object.entries(PROFILE_FIELDS) as Array<[keyof typeof PROFILE_FIELDS, string]>) {
    if (has(body, key)) changes[key] = optionalString(body, key, label, key === "phone" ? MAX_CHARS.phone : MAX_CHARS.profileText);
  }
  if (changes.phone && !PHONE_PATTERN.test(changes.phone)) throw new HttpError(400, PHONE_INVALID);
  if (has(body, "email")) {
    const email = optionalString(body, "email", "Email", MAX_CHARS.profileText);
    if (!email) throw new HttpError(400, "Email is required");
    if (!EMAIL.test(email)) throw new HttpError(400, "Email must be a valid email address");
    const lower = email.toLowerCase();
    if (users.some((u) => u.id !== target.id && u.email.toLowerCase() === lower)) {
      throw new HttpError(409, "Email is already in use");
    }
    changes.email = email;
  }
  Object.assign(target, changes);
}

function parseSettings(body: Body): Partial<User> {
  const changes: Partial<User> = {};
  for (const key of BOOLEAN_SETTINGS) {
    if (!has(body, key)) continue;
    if (typeof body[key] !== "boolean") throw new HttpError(400, `${key} must be true or false`);
    changes[key] = body[key];
  }
  if (has(body, "sessionTimeout")) {
    const value = body.sessionTimeout;
    if (typeof value !== "number" || !(SESSION_TIMEOUTS as readonly number[]).includes(value)) {
      throw new HttpError(400, "Session timeout must be one of 5, 15, 30, 60, 120 or 480 minutes");
    }
    changes.sessionTimeout = value;
  }
  if (has(body, "theme")) {
    if (!oneOf(body.theme, THEMES)) throw new HttpError(400, "Theme must be light, dark or system");
    changes.theme = body.theme;
  }
  for (const [key, { label, allowed }] of Object.entries(STRING_SETTINGS) as Array<[keyof typeof STRING_SETTINGS, { label: string; allowed: readonly string[] }]>) {
    if (!has(body, key)) continue;
    const value = typeof body[key] === "string" ? body[key].trim() : body[key];
    if (!oneOf(value, allowed)) throw new HttpError(400, `${label} must be one of ${allowed.join(", ")}`);
    changes[key] = value;
  }
  return changes;
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
      let role = target.role;
      if (has(body, "role")) {
        if (!oneOf(body.role, ROLES)) throw new HttpError(400, "Role must be viewer, operator or admin");
        if (body.role !== target.role) {
          checkRoleChange(user, target);
          role = body.role;
        }
      }
      // Extension `approvals`: a change to admin is held for a second person (202); nothing changes yet.
      if (approvalsOn() && needsApproval({ kind: "role-change", from: target.role, to: role })) {
        if (Object.keys(body).some((key) => key !== "role" && body[key] !== undefined)) throw new HttpError(400, ROLE_ALONE);
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
      Object.assign(target, parseSettings(body));
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
