// Helpers for calling the demo backend (msw/node, started by tests/setup.ts) through fetch.
import type { User } from "../../../src/domain";

export const ADMIN = "admin@paydesk.dev";
export const OPERATOR = "operator@paydesk.dev";
export const VIEWER = "viewer@paydesk.dev";

export function url(path: string): string {
  return `${location.origin}${path}`;
}

export interface CallInit {
  method?: string;
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the API with cookies, like the console does. */
export function call(path: string, init: CallInit = {}): Promise<Response> {
  const { method = "GET", body, headers = {} } = init;
  const hasBody = body !== undefined;
  return fetch(url(path), {
    method,
    credentials: "include",
    headers: hasBody ? { "Content-Type": "application/json", ...headers } : headers,
    body: hasBody ? (typeof body === "string" ? body : JSON.stringify(body)) : undefined,
  });
}

/** Calls the API and parses a JSON answer, failing with "{status}: {body}" on non-OK. */
export async function callJson<T = any>(path: string, init: CallInit = {}): Promise<T> {
  const res = await call(path, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Signs in (the session cookie is kept by msw's cookie store). */
export async function loginAs(email: string): Promise<User> {
  return callJson<User>("/api/user/login", { method: "POST", body: { email } });
}

/** Status and plain-text body of a call. */
export async function outcome(path: string, init: CallInit = {}): Promise<{ status: number; body: string; type: string | null }> {
  const res = await call(path, init);
  return { status: res.status, body: await res.text(), type: res.headers.get("content-type") };
}
