// POST /api/user/login. With extension `password` (the PayDesk server always has it, DESIGN §6):
// e-mail and password, argon2id, one answer for every failure, and a lockout per e-mail and a looser
// one per address. Without it (SPEC §7, the in-browser demo): the e-mail alone names the user.
import type { User } from "../../src/domain";
import type { Store } from "../store/types";
import { isPendingInvitee } from "./invitations";
import { storable } from "./storable";
import { HttpError, type Body } from "./validate";

export const INVALID_CREDENTIALS = "Invalid email or password";
export const TOO_MANY_ATTEMPTS = "Too many attempts. Try again in 15 minutes.";
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
/** Failures for one e-mail, and from one address, within the window that lock it until the window ends. */
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 50;

/** How passwords are hashed and checked (argon2id on the server: server/passwords.ts). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

export async function findUserByEmail(store: Store, email: string): Promise<User | undefined> {
  const lower = email.trim().toLowerCase();
  // Few users: read them all and compare the way the unique index does (lower(email)).
  return (await store.users.list()).find((u) => u.email.toLowerCase() === lower);
}

function recent(now: number) {
  return { field: "at", op: "gte" as const, value: new Date(now - LOCKOUT_WINDOW_MS).toISOString(), type: "date" as const };
}

export interface SignInLimits {
  /** The lockout per e-mail and per address (default on); extension `organisation`'s rate limiting switch turns it off. */
  lockout?: boolean;
}

/** Checks the sign-in call and returns its user, or throws the answer (400, 401, 429). */
export async function checkSignIn(store: Store, body: Body, address: string, passwords: PasswordHasher | null, now: number = Date.now(), limits: SignInLimits = {}): Promise<User> {
  if (typeof body.email !== "string" || body.email.trim() === "") throw new HttpError(400, "Email is required");
  const email = body.email.trim().toLowerCase();
  if (!passwords) {
    const user = await findUserByEmail(store, email);
    // Extension `invitations`: an invited person signs in only by accepting the invitation.
    if (!user || (await isPendingInvitee(store, user.id))) throw new HttpError(401, "User not found");
    return user;
  }
  if (typeof body.password !== "string" || body.password === "") throw new HttpError(400, "Password is required");
  // Too long, or text no account can have (a NUL the database cannot even compare): the one refusal.
  if (email.length > 320 || body.password.length > 1024 || !storable(email)) throw new HttpError(401, INVALID_CREDENTIALS);
  if (limits.lockout !== false) await checkLockout(store, email, address, now);
  const user = await findUserByEmail(store, email);
  const hash = user ? await store.passwords.get(user.id) : null;
  // A missing user or password still costs one hash check, so the answer's timing names neither.
  const ok = hash ? await passwords.verify(hash, body.password) : (await passwords.verify(await dummyHash(passwords), body.password), false);
  if (!user || !ok) {
    await recordFailure(store, email, address, now);
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  return user;
}

/** The lockout: 429 when the e-mail or the address has too many recent failures (a wrong two-factor code counts too). */
export async function checkLockout(store: Store, email: string, address: string, now: number): Promise<void> {
  const [byEmail, byAddress] = await Promise.all([
    store.signInFailures.count({ where: { email: email.toLowerCase() }, filters: [recent(now)] }),
    store.signInFailures.count({ where: { address }, filters: [recent(now)] }),
  ]);
  if (byEmail >= MAX_FAILURES_PER_EMAIL || byAddress >= MAX_FAILURES_PER_ADDRESS) throw new HttpError(429, TOO_MANY_ATTEMPTS);
}

export async function recordFailure(store: Store, email: string, address: string, now: number): Promise<void> {
  await store.signInFailures.insert({ id: crypto.randomUUID(), email: email.toLowerCase(), address, at: new Date(now).toISOString() });
}

let dummy: Promise<string> | null = null;
function dummyHash(passwords: PasswordHasher): Promise<string> {
  return (dummy ??= passwords.hash("not a password anyone has"));
}

/** Drops failures older than the window (a housekeeping job; the counts above ignore them anyway). */
export async function forgetOldFailures(store: Store, now: number = Date.now()): Promise<number> {
  return store.signInFailures.removeWhere({ filters: [{ field: "at", op: "lte", value: new Date(now - LOCKOUT_WINDOW_MS).toISOString(), type: "date" }] });
}
