// Extension `two-factor` (docs/api-extensions.md "two-factor"): TOTP (RFC 6238) through the
// maintained `otpauth` library — 6 digits, 30-second steps, SHA-1 (what every authenticator app
// reads), a code accepted one step either side of the server's clock and each step at most once per
// person; ten single-use recovery codes kept as SHA-256 hashes; the TOTP secret kept encrypted
// (AES-256-GCM, WebCrypto) with the server key (PAYDESK_SECRET_KEY) and never answered after
// enrolment. The pending sign-in (password right, code not yet given) is an encrypted, five-minute
// token in its own HttpOnly cookie, so no table holds half-signed-in people. Web APIs only: this
// also runs in the demo backend's browser worker.
import { Secret, TOTP } from "otpauth";
import type { User } from "../../src/domain";
import type { Store, TwoFactorRecord } from "../store/types";
import type { OrganisationSettings } from "../../src/lib/organisation";
import { HttpError, type Body } from "./validate";

export const ISSUER = "PayDesk";
export const PERIOD_SECONDS = 30;
export const DIGITS = 6;
/** Steps accepted either side of the server's clock. */
export const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long the code step of a sign-in may wait after the password. */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;
export const PENDING_COOKIE = "paydesk_two_factor";

export const INVALID_CODE = "Invalid code";
export const ALREADY_ON = "Two-factor is already on";
export const NOT_ON = "Two-factor is not on";
export const SETUP_FIRST = "Start two-factor setup first";
export const CODE_REQUIRED = "Code is required";
export const SIGN_IN_EXPIRED = "Sign-in expired. Please sign in again.";
export const ENROLMENT_REQUIRED = "Two-factor enrolment required";

// ---------------------------------------------------------------- the server key and AES-256-GCM

const keys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
let processKey: Uint8Array | null = null;

/** A new random 32-byte key (a data folder's first start, a process without one). */
export function randomKey(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(32));
}

/** The key this process uses when none was given (tests, the memory store): random, once per process. */
export function keyOrProcessKey(raw: Uint8Array | undefined): Uint8Array {
  return raw ?? (processKey ??= randomKey());
}

function cryptoKey(raw: Uint8Array): Promise<CryptoKey> {
  let key = keys.get(raw);
  if (!key) {
    if (raw.length !== 32) throw new Error("The secret key must be 32 bytes");
    key = crypto.subtle.importKey("raw", raw as Uint8Array<ArrayBuffer>, "AES-GCM", false, ["encrypt", "decrypt"]);
    keys.set(raw, key);
  }
  return key;
}

export function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

export function fromBase64(text: string): Uint8Array {
  const s = atob(text);
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

const encoder = new TextEncoder();

/**
 * Encrypts `plain` with the key (AES-256-GCM, a random 96-bit nonce); `purpose` is bound as associated
 * data, so a value made for one use (a pending sign-in) is refused as another (a secret). "v1." + base64(nonce ‖ ciphertext).
 */
export async function encrypt(raw: Uint8Array, plain: string, purpose: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: encoder.encode(purpose) }, await cryptoKey(raw), encoder.encode(plain));
  const out = new Uint8Array(12 + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), 12);
  return `v1.${toBase64(out)}`;
}

/** The plain text of `encrypt`'s output, or null when it was not made with this key for this purpose. */
export async function decrypt(raw: Uint8Array, sealed: string, purpose: string): Promise<string | null> {
  if (!sealed.startsWith("v1.")) return null;
  try {
    const bytes = fromBase64(sealed.slice(3));
    if (bytes.length < 12 + 16) return null;
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.slice(0, 12), additionalData: encoder.encode(purpose) }, await cryptoKey(raw), bytes.slice(12));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- TOTP

function totp(secret: string, label = ""): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: DIGITS, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new TOTP secret (160 bits, as RFC 4226 recommends), base32. */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The 30-second step of an instant. */
export function stepAt(now: number): number {
  return Math.floor(now / 1000 / PERIOD_SECONDS);
}

/** The code of a step (tests; an authenticator app computes the same). */
export function codeAt(secret: string, now: number): string {
  return totp(secret).generate({ timestamp: now });
}

/**
 * The step a code belongs to when it is right within ±WINDOW steps of `now` and later than
 * `lastStep` (the last step this person used: a code, or an earlier one, is never taken twice); else null.
 */
export function acceptedStep(secret: string, code: string, now: number, lastStep: number | null): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  const step = stepAt(now) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

// ---------------------------------------------------------------- recovery codes

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"; // no 0/o, 1/l/i

/** Ten new recovery codes, "xxxxx-xxxxx" (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, "");
}

export async function hashRecoveryCode(code: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(normaliseRecoveryCode(code)));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The stored hashes left once `code` is used, or null when it is not one of them. */
export async function spendRecoveryCode(hashes: readonly string[], code: string): Promise<string[] | null> {
  if (normaliseRecoveryCode(code).length !== 10) return null;
  const hash = await hashRecoveryCode(code);
  return hashes.includes(hash) ? hashes.filter((h) => h !== hash) : null;
}

// ---------------------------------------------------------------- the stored state

/** Whether a person's two-factor is on (a confirmed secret). */
export function isOn(record: TwoFactorRecord | undefined): record is TwoFactorRecord & { secret: string } {
  return !!record?.secret;
}

export async function twoFactorOf(store: Store, userId: string): Promise<TwoFactorRecord | undefined> {
  return store.twoFactor.get(userId);
}

/** The code or recovery code of a body: `{code}` or `{recoveryCode}`, one of them a non-empty string. */
export function proofOf(body: Body): { code: string } | { recoveryCode: string } {
  if (typeof body.recoveryCode === "string" && body.recoveryCode.trim() !== "") return { recoveryCode: body.recoveryCode.slice(0, 100) };
  if (typeof body.code === "string" && body.code.trim() !== "") return { code: body.code.slice(0, 100) };
  throw new HttpError(400, CODE_REQUIRED);
}

/**
 * Checks a code or a recovery code against a person's confirmed two-factor and uses it up (the code's
 * step, or the recovery code, is stored as used). False when it is not right.
 */
export async function checkProof(store: Store, key: Uint8Array, record: TwoFactorRecord & { secret: string }, proof: { code: string } | { recoveryCode: string }, now: number): Promise<boolean> {
  if ("recoveryCode" in proof) {
    const left = await spendRecoveryCode(record.recoveryCodes, proof.recoveryCode);
    if (!left) return false;
    await store.twoFactor.update(record.id, { recoveryCodes: left, updatedAt: new Date(now).toISOString() });
    return true;
  }
  const secret = await decrypt(key, record.secret, "totp-secret");
  if (secret === null) throw new Error("The two-factor secret cannot be read with this server key");
  const step = acceptedStep(secret, proof.code, now, record.lastStep);
  if (step === null) return false;
  await store.twoFactor.update(record.id, { lastStep: step, updatedAt: new Date(now).toISOString() });
  return true;
}

// ---------------------------------------------------------------- the pending sign-in

/**
 * A pending sign-in: the user, its end, and a stamp of the person's two-factor state (the last step
 * used, the recovery codes left), which every code or recovery code used moves on — so a token serves
 * one successful code step.
 */
export async function pendingToken(key: Uint8Array, record: TwoFactorRecord, now: number): Promise<string> {
  const sealed = await encrypt(key, JSON.stringify({ u: record.id, s: stampOf(record), e: now + PENDING_SIGN_IN_MS }), "pending-sign-in");
  return sealed.slice(3).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function stampOf(record: TwoFactorRecord): string {
  return `${record.lastStep ?? ""}:${record.recoveryCodes.length}`;
}

/** The user id and state stamp of a live pending sign-in token, else null. */
export async function readPendingToken(key: Uint8Array, token: string | undefined, now: number): Promise<{ userId: string; stamp: string } | null> {
  if (!token || token.length > 400) return null;
  let b64 = token.replace(/-/g, "+").replace(/_/g, "/");
  while (b64.length % 4) b64 += "=";
  const plain = await decrypt(key, `v1.${b64}`, "pending-sign-in");
  if (plain === null) return null;
  try {
    const { u, s, e } = JSON.parse(plain) as { u: unknown; s: unknown; e: unknown };
    return typeof u === "string" && typeof s === "string" && typeof e === "number" && now < e ? { userId: u, stamp: s } : null;
  } catch {
    return null;
  }
}

export function pendingCookie(token: string, secure: boolean): string {
  return `${PENDING_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${PENDING_SIGN_IN_MS / 1000}${secure ? "; Secure" : ""}`;
}

export function clearedPendingCookie(secure: boolean): string {
  return `${PENDING_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? "; Secure" : ""}`;
}

// ---------------------------------------------------------------- "Require two-factor" (extension `organisation`)

/** What a person who must enrol first may still call (sign-out is an open route): enrolment, and the organisation's settings, which tell the console. */
const OPEN_WHILE_ENROLLING = new Set(["POST /api/user/two-factor/setup", "POST /api/user/two-factor/enable", "GET /api/organisation/settings"]);

/**
 * Whether this call of a signed-in person is refused (403 `Two-factor enrolment required`): the
 * organisation requires two-factor, the person has not enrolled, and the call is not one of enrolment's.
 * Pure: on the organisation's settings `guarded` read once for the call (null without extension `organisation`).
 */
export function enrolmentBlocks(organisation: OrganisationSettings | null, extensions: ReadonlySet<string>, user: User, method: string, path: string): boolean {
  if (!extensions.has("two-factor") || user.twoFactorEnabled === true) return false;
  if (OPEN_WHILE_ENROLLING.has(`${method.toUpperCase()} ${path}`)) return false;
  return organisation?.requireTwoFactor === true;
}
