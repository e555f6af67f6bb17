// Change Password (extension `password`, docs/api-extensions.md): the signed-in person's current
// password and a new one under the policy (server/rules/password-policy.ts). A wrong current password
// counts toward the sign-in lockout of their e-mail and address (server/rules/sign-in.ts), and a
// locked e-mail is refused here too, so this call is no way around it. Once changed, every other
// session of the person ends; the one that asked stays. Neither password is ever stored, logged or
// recorded (the audit trail leaves password fields out: server/rules/audit.ts requestDetail).
import type { User } from "../../src/domain";
import type { SessionRecord, Store } from "../store/types";
import { commonPasswords, passwordProblem } from "./password-policy";
import { LOCKOUT_WINDOW_MS, MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_EMAIL, TOO_MANY_ATTEMPTS, type PasswordHasher } from "./sign-in";
import { HttpError, type Body } from "./validate";

/** 400, not 401: to the console a 401 means "not signed in" and ends the session (providers/auth). */
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";
export const CURRENT_PASSWORD_REQUIRED = "Current password is required";
export const SAME_PASSWORD = "The new password must differ from the current one";

function recent(now: number) {
  return { field: "at", op: "gte" as const, value: new Date(now - LOCKOUT_WINDOW_MS).toISOString(), type: "date" as const };
}

/** Whether the e-mail or the address is locked out of password checks (the sign-in's rule). */
export async function lockedOut(store: Store, email: string, address: string, now: number): Promise<boolean> {
  const [byEmail, byAddress] = await Promise.all([
    store.signInFailures.count({ where: { email: email.toLowerCase() }, filters: [recent(now)] }),
    store.signInFailures.count({ where: { address }, filters: [recent(now)] }),
  ]);
  return byEmail >= MAX_FAILURES_PER_EMAIL || byAddress >= MAX_FAILURES_PER_ADDRESS;
}

/** A wrong password, counted as a sign-in failure of the e-mail from the address. */
export async function noteFailure(store: Store, email: string, address: string, now: number): Promise<void> {
  await store.signInFailures.insert({ id: crypto.randomUUID(), email: email.toLowerCase(), address, at: new Date(now).toISOString() });
}

export interface PasswordChange {
  user: User;
  session: SessionRecord;
  address: string;
  now: number;
  /** Runs outside the call's transaction (a refusal undoes it): where a failure is counted. */
  afterwards(work: (store: Store) => Promise<void>): void;
}

/**
 * Checks and makes the change in `store` (the call's transaction). Returns how many other sessions
 * ended. Refusals: 400 (missing, policy, same, wrong current password), 429 (locked out).
 */
export async function changePassword(store: Store, passwords: PasswordHasher, body: Body, change: PasswordChange): Promise<number> {
  const { user, session, address, now } = change;
  const current = body.currentPassword;
  if (typeof current !== "string" || current === "") throw new HttpError(400, CURRENT_PASSWORD_REQUIRED);
  const problem = passwordProblem(body.newPassword, user.email, await commonPasswords());
  if (problem) throw new HttpError(400, problem);
  const next = body.newPassword as string;
  if (await lockedOut(store, user.email, address, now)) throw new HttpError(429, TOO_MANY_ATTEMPTS);
  const hash = current.length <= 1024 ? await store.passwords.get(user.id) : null;
  if (!hash || !(await passwords.verify(hash, current))) {
    change.afterwards((outside) => noteFailure(outside, user.email, address, now));
    throw new HttpError(400, WRONG_CURRENT_PASSWORD);
  }
  if (next === current) throw new HttpError(400, SAME_PASSWORD);
  await store.passwords.set(user.id, await passwords.hash(next));
  return store.sessions.removeWhere({ where: { userId: user.id }, filters: [{ field: "id", op: "ne", value: session.id }] });
}
