// The signed-in user, kept under `paydesk:user` (DESIGN §1) and observable for React.
import type { SessionUser, User } from "../src/domain";
import { isRole } from "./roles";

export const USER_KEY = "paydesk:user";
type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; user: SessionUser | null } = { raw: null, user: null };

/** The User fields (SPEC §3) kept in storage; any other key (a token, a password) is dropped. */
const USER_FIELDS: ReadonlyArray<keyof User> = [
  "id", "email", "firstName", "lastName", "role", "theme", "profileImageUrl", "phone", "company", "department", "createdAt",
  "emailNotifications", "pushNotifications", "smsNotifications", "transactionAlerts", "securityAlerts", "marketingEmails",
  "twoFactorEnabled", "sessionTimeout", "loginAlerts", "language", "timezone", "currency", "dateFormat",
];

/**
 * Only the fields the console needs; anything unexpected is dropped, never trusted. The id may be
 * absent (SPEC §2: "ID: none"); a numeric id is kept as text; an id of any other type is dropped.
 */
function sanitize(value: unknown): SessionUser | null {
  if (!value || typeof value !== "object") return null;
  const u = value as Record<string, unknown>;
  if (typeof u.email !== "string" || !isRole(u.role)) return null;
  const clean: Record<string, unknown> = {};
  for (const key of USER_FIELDS) if (Object.prototype.hasOwnProperty.call(u, key)) clean[key] = u[key];
  if (typeof u.id === "number" && Number.isFinite(u.id)) clean.id = String(u.id);
  else if (typeof u.id !== "string" || u.id === "") delete clean.id;
  return clean as SessionUser;
}

export function readUser(): SessionUser | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(USER_KEY);
  } catch {
    return null;
  }
  if (raw === cached.raw) return cached.user;
  let user: SessionUser | null = null;
  if (raw !== null) {
    try {
      user = sanitize(JSON.parse(raw));
    } catch {
      user = null;
    }
    // A value we cannot use is discarded (SPEC §4).
    if (!user) localStorage.removeItem(USER_KEY);
  }
  cached = { raw: user ? raw : null, user };
  return user;
}

export function writeUser(user: User | SessionUser): void {
  const clean = sanitize(user);
  if (!clean) throw new Error("Refusing to store an invalid user");
  localStorage.setItem(USER_KEY, JSON.stringify(clean));
  notify();
}

export function clearUser(): void {
  localStorage.removeItem(USER_KEY);
  notify();
}

export function subscribeUser(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === USER_KEY || e.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function notify() {
  listeners.forEach((l) => l());
}
