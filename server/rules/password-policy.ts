// The password policy (extension `password`, docs/api-extensions.md): a new password — Change
// Password, an invitation's accept — has at least 12 characters, is not the person's e-mail (case
// ignored) and is not among the 10,000 most common passwords (common-passwords.txt, shipped with its
// source and licence). Pure: the list is handed in. `commonPasswords()` loads it on first use through
// a dynamic import, so it weighs on no bundle that never sets a password (the in-browser demo's
// worker, the sign-in page): only the routes of extension `password` call it.

import { MIN_PASSWORD_LENGTH } from "../../src/lib/password-policy";

export { MIN_PASSWORD_LENGTH, PASSWORD_POLICY_TEXT } from "../../src/lib/password-policy";
/** Longer than any password a person types; the sign-in refuses more (server/rules/sign-in.ts). */
export const MAX_PASSWORD_LENGTH = 1024;

export const PASSWORD_REQUIRED = "Password is required";
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
export const PASSWORD_IS_EMAIL = "Password must not be your email address";
export const PASSWORD_TOO_COMMON = "This password is too common; choose another";

/** The list's lines: the header (starting with #) and blank lines are not passwords. */
export function parseCommonPasswords(text: string): ReadonlySet<string> {
  const set = new Set<string>();
  for (const line of text.split("\n")) {
    const word = line.trim();
    if (word !== "" && !word.startsWith("#")) set.add(word.toLowerCase());
  }
  return set;
}

/**
 * Why a new password is refused, or null when it may be used. `common` is the lower-cased list
 * (commonPasswords()); the comparison ignores case, so "Password123" is as common as "password123".
 */
export function passwordProblem(password: unknown, email: string, common: ReadonlySet<string>): string | null {
  if (typeof password !== "string" || password === "") return PASSWORD_REQUIRED;
  // Characters as a person counts them (an emoji is one), not UTF-16 units.
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  const lower = password.toLowerCase();
  if (lower.trim() === email.trim().toLowerCase()) return PASSWORD_IS_EMAIL;
  if (common.has(lower)) return PASSWORD_TOO_COMMON;
  return null;
}

let loaded: Promise<ReadonlySet<string>> | null = null;

/** The 10,000 most common passwords, loaded once, on first use. */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  return (loaded ??= import("./common-passwords.txt?raw").then((m: { default: string }) => parseCommonPasswords(m.default)));
}
