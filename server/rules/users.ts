// Users, profile and settings (SPEC §7 `PUT /api/user/{id}`, `PUT /api/user/{id}/settings`,
// `DELETE /api/user/{id}`): what may change, by whom, and how each value is checked.
import { ROLES, type Role, type Theme, type User, type UserSettings } from "../../src/domain";
import { MAX_CHARS, PHONE_INVALID, PHONE_PATTERN } from "../../src/lib/limits";
import { HttpError, has, hasRole, oneOf, optionalString, type Body } from "./validate";

export const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

export const SESSION_TIMEOUTS = [5, 15, 30, 60, 120, 480] as const;
export const THEMES: readonly Theme[] = ["light", "dark", "system"];
export const ROLE_ALONE = "A role change to admin needs approval: send the role on its own";
export const ROLE_PENDING = "A change of this user's role is already waiting for approval";

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

export function findUser(users: readonly User[], id: string): User {
  const user = users.find((u) => u.id === id);
  if (!user) throw new HttpError(404, "User not found");
  return user;
}

/** The role rules of PUT /api/user/{id}: only admins change a role, and never their own. */
export function checkRoleChange(actor: User, target: User): void {
  if (!hasRole(actor.role, "admin")) throw new HttpError(403, "Forbidden");
  if (actor.id === target.id) throw new HttpError(409, "You cannot change your own role");
}

/** The role a PUT asks for (the target's own when absent), checked. */
export function requestedRole(body: Body, actor: User, target: User): Role {
  if (!has(body, "role")) return target.role;
  if (!oneOf(body.role, ROLES)) throw new HttpError(400, "Role must be viewer, operator or admin");
  if (body.role !== target.role) checkRoleChange(actor, target);
  return body.role;
}

/** Whether a PUT carries anything besides the role (a role change to admin must come alone). */
export function hasMoreThanRole(body: Body): boolean {
  return Object.keys(body).some((key) => key !== "role" && body[key] !== undefined);
}

/** The profile changes a PUT asks for, checked; `users` to find an e-mail already in use. */
export function profileChanges(body: Body, target: User, users: readonly User[]): Partial<User> {
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
  return changes;
}

/** The settings a PUT …/settings asks for, checked. */
export function settingsChanges(body: Body): Partial<User> {
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
