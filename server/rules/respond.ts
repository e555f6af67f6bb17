// Answers as SPEC §7 shapes them: JSON bodies, plain-text errors ("{status}: {body}" in the console).
import { asciiJsonBytes } from "./ascii-json";

/**
 * An answer's Set-Cookie as given, kept beside it: a Response made in a browser drops that header (a
 * forbidden response header name there), and the in-browser demo backend runs this app in a Web
 * Worker (mocks/handlers.ts hands it to msw). On Node the header itself is there too.
 */
export const SET_COOKIE = Symbol.for("paydesk.set-cookie");

function answer(body: BodyInit | null, status: number, headers: Record<string, string>): Response {
  const response = new Response(body, { status, headers });
  const cookie = headers["Set-Cookie"];
  if (cookie !== undefined) Object.defineProperty(response, SET_COOKIE, { value: cookie });
  return response;
}

/**
 * Sets several cookies on an answer made without one: each its own Set-Cookie header (on Node), and
 * SET_COOKIE keeps the list (the demo backend stores the first as msw does and the others itself).
 */
export function withCookies(response: Response, cookies: readonly string[]): Response {
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
  Object.defineProperty(response, SET_COOKIE, { value: cookies.length === 1 ? cookies[0] : [...cookies] });
  return response;
}

/**
 * A list's JSON bytes, kept beside its answer: the in-browser demo backend hands them on as they are
 * (mocks/handlers.ts) instead of reading 12 MB back out of the Response's stream.
 */
export const JSON_BYTES = Symbol.for("paydesk.json-bytes");

/** A JSON answer; a list's is ASCII bytes (server/rules/ascii-json.ts: 50,000 rows stay one-byte text end to end). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  if (!Array.isArray(body)) return answer(JSON.stringify(body), status, { ...headers, "Content-Type": "application/json" });
  const bytes = asciiJsonBytes(body);
  const response = answer(bytes, status, { ...headers, "Content-Type": "application/json", "Content-Length": String(bytes.byteLength) });
  Object.defineProperty(response, JSON_BYTES, { value: bytes });
  return response;
}

export function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}

export function noContent(headers: Record<string, string> = {}): Response {
  return answer(null, 204, headers);
}
