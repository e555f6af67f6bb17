// The request rules every handler applies, on the PayDesk server and in the demo backend alike:
// plain-text errors, JSON bodies, text fields (length, control characters), choices and roles.
import { ROLES, type Role, type User } from "../../src/domain";
import { charCount, tooLong } from "../../src/lib/limits";
import { controlMessage, fieldProblem, hasControl, termOf } from "../../src/lib/field-rules";
import { HttpError, textLimit, type FieldDef } from "../../resources/types";

/** An error that becomes a plain-text response `{status}` with `message` as the body (a resource's demo.ts throws it with `reject`). */
export { HttpError };

export function hasRole(role: Role, minimum: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(minimum);
}

/** Throws 403 unless `user` has at least `minimum` role. */
export function requireRole(user: User, minimum: Role): void {
  if (!hasRole(user.role, minimum)) throw new HttpError(403, "Forbidden");
}

export type Body = Record<string, unknown>;

/** Whether a Content-Type header names JSON: `application/json`, with or without parameters. */
export function isJsonContentType(header: string | null): boolean {
  return (header ?? "").split(";")[0].trim().toLowerCase() === "application/json";
}

/**
 * A write's body must be JSON, or absent (415 `Unsupported Media Type` otherwise): any other media
 * type is refused even with an empty body — a field-less HTML form posted from another site would
 * send one — and so is a body that names no type. A call with no payload (QR, DELETE, logout) sends
 * neither a body nor a type. JSON cannot be sent across sites without a CORS preflight.
 */
export function checkWriteBody(contentType: string | null, raw: string): void {
  const named = contentType !== null && contentType.trim() !== "";
  if (named ? !isJsonContentType(contentType) : raw !== "") throw new HttpError(415, "Unsupported Media Type");
}

/**
 * Reads a JSON object body. An empty body is `{}`; malformed JSON is 400
 * `Invalid JSON body`; JSON that is not an object is 400 too. (Other media types are
 * refused before a handler runs.)
 */
export async function readBody(request: Request): Promise<Body> {
  return parseBody(await request.text());
}

export function parseBody(raw: string): Body {
  if (raw.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new HttpError(400, "Invalid JSON body");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new HttpError(400, "Request body must be a JSON object");
  }
  return parsed as Body;
}

export function has(body: Body, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(body, key) && body[key] !== undefined;
}

export interface TextOptions {
  /** Allow tabs and line breaks (notes). */
  multiline?: boolean;
}

/** Length (in characters, as the forms count them) and control-character checks on trimmed text. */
export function checkText(trimmed: string, label: string, max: number, options: TextOptions): string {
  if (charCount(trimmed) > max) throw new HttpError(400, tooLong(label, max));
  if (hasControl(trimmed, options.multiline ?? false)) {
    throw new HttpError(400, controlMessage(label));
  }
  return trimmed;
}

/**
 * An optional string field: absent, null or blank -> null; otherwise trimmed, at most `max`
 * characters, no control characters. Non-strings are 400. HTML is plain text here: the console
 * renders every string as text, never as markup.
 */
export function optionalString(body: Body, key: string, label: string, max: number, options: TextOptions = {}): string | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw new HttpError(400, `${label} must be a string`);
  const trimmed = value.trim();
  return trimmed === "" ? null : checkText(trimmed, label, max, options);
}

/** A required string: trimmed, non-blank (else 400 `missing`), at most `max` characters, no control characters. */
export function requiredString(body: Body, key: string, label: string, max: number, missing: string, options: TextOptions = {}): string {
  const value = body[key];
  if (typeof value !== "string" || value.trim() === "") throw new HttpError(400, missing);
  return checkText(value.trim(), label, max, options);
}

/**
 * A required string checked by its declared field (a resource's `fields`, the form's schema): named
 * by its term, its length its `maxLength`, then its pattern and options — the form's rules and words
 * (src/lib/field-rules.ts), for a hand-written handler.
 */
export function declaredString(body: Body, key: string, def: FieldDef, missing: string): string {
  const text = requiredString(body, key, termOf(def), textLimit(def) ?? Number.MAX_SAFE_INTEGER, missing);
  const problem = fieldProblem(def, text);
  if (problem) throw new HttpError(400, problem);
  return text;
}

/** 400 `missing` when any of `keys` is absent, not a string or blank (checked before any other rule). */
export function requireAll(body: Body, keys: readonly string[], missing: string): void {
  for (const key of keys) {
    const value = body[key];
    if (typeof value !== "string" || value.trim() === "") throw new HttpError(400, missing);
  }
}

/** A required choice: blank or absent -> 400 `missing`; anything else outside `allowed` -> 400 `invalid`. */
export function requiredChoice<T extends string>(body: Body, key: string, allowed: readonly T[], missing: string, invalid: string): T {
  const value = body[key];
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) throw new HttpError(400, missing);
  const trimmed = typeof value === "string" ? value.trim() : value;
  if (!oneOf(trimmed, allowed)) throw new HttpError(400, invalid);
  return trimmed;
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): value is T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value);
}

/** First 8 characters of an id, as the console shows them. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}
