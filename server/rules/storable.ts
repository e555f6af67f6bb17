// What PostgreSQL cannot store: a NUL character (in text or jsonb) and, in jsonb, a lone UTF-16
// surrogate (JSON.stringify writes it as an escape jsonb refuses). A body holding one would fail in
// the database (500); it is refused first, as a 400. (The demo backend keeps JavaScript strings,
// which hold anything, so this is the database's limit rather than a rule of the console's.)
import { HttpError } from "./validate";

export const NOT_STORABLE = "Text must not contain NUL characters or unpaired surrogates";

// eslint-disable-next-line no-control-regex -- the NUL character is what this looks for
const BAD = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether every string in `value` (keys too, at any depth) can be stored. */
export function storable(value: unknown): boolean {
  if (typeof value === "string") return !BAD.test(value);
  if (Array.isArray(value)) return value.every(storable);
  if (value !== null && typeof value === "object") return Object.entries(value).every(([k, v]) => storable(k) && storable(v));
  return true;
}

/** 400 unless `value` can be stored. */
export function checkStorable(value: unknown): void {
  if (!storable(value)) throw new HttpError(400, NOT_STORABLE);
}
