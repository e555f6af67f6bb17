// How a request and its answer cross between the page and the demo backend's worker
// (postMessage: plain objects, the bodies as transferable ArrayBuffers, never copied).
import { HttpResponse } from "msw";
import { JSON_BYTES } from "../server/rules/respond";

export interface WireRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface WireResponse {
  status: number;
  headers: [string, string][];
  /** The Set-Cookie header (a Response built in JS drops it from `headers`; msw keeps it aside). */
  setCookie: string | null;
  body: ArrayBuffer | null;
  /** A network error (Response.error()). */
  networkError?: true;
}

/** The request as it leaves the page; `cookies` are msw's view of them (document and its cookie store). */
export async function toWireRequest(request: Request, cookies: Record<string, string>): Promise<WireRequest> {
  const headers = [...request.headers].filter(([name]) => name !== "cookie");
  // The browser adds its User-Agent on the network only: the demo server sees it as a server would (Active sessions).
  if (!request.headers.has("user-agent") && typeof navigator !== "undefined") headers.push(["user-agent", navigator.userAgent]);
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("; ");
  if (cookie) headers.push(["cookie", cookie]);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return { method: request.method, url: request.url, headers, body: hasBody ? await request.arrayBuffer() : null };
}

/**
 * Headers whose Cookie is the one the page sent. msw adds the document's cookies to a request with
 * `append` for every handler it tries; a browser's Request ignores that for Cookie (a forbidden
 * name), and so do these (else "a=1, a=1, …" grows with each handler, and the session is lost).
 */
class SentCookieHeaders extends Headers {
  append(name: string, value: string): void {
    if (name.toLowerCase() !== "cookie") super.append(name, value);
  }
}

export function fromWireRequest(wire: WireRequest): Request {
  const request = new Request(wire.url, { method: wire.method, headers: wire.headers, body: wire.body });
  // A Request built in a browser drops its Cookie header (a forbidden name), and the handlers read
  // the session from it (msw's `cookies`): the request carries free-standing headers that keep it.
  Object.defineProperty(request, "headers", { value: new SentCookieHeaders(wire.headers) });
  return request;
}

/** Cookies of an answer beyond its first (msw stores one), carried by this header from the worker to the page. */
const OTHER_COOKIES = "PayDesk-Demo-Cookies";

/**
 * An answer's cookies beyond the first: stored in the document's cookies where there is a document
 * (msw/node under jsdom), else named in a header for the page (the browser's worker). msw sends a
 * request the document's cookies as well as its own store's. The document cannot hold an HttpOnly
 * cookie, so the flag is dropped: in the demo every cookie is msw's, readable by the page anyway.
 */
export function keepOtherCookies(cookies: readonly string[], headers: Headers): void {
  if (!cookies.length) return;
  if (typeof document !== "undefined") for (const cookie of cookies) document.cookie = cookie.replace(/;\s*HttpOnly/i, "");
  else headers.set(OTHER_COOKIES, JSON.stringify(cookies));
}

function storeOtherCookies(headers: Headers): void {
  const named = headers.get(OTHER_COOKIES);
  if (named === null) return;
  headers.delete(OTHER_COOKIES);
  try {
    const cookies: unknown = JSON.parse(named);
    if (Array.isArray(cookies)) keepOtherCookies(cookies.filter((c): c is string => typeof c === "string"), headers);
  } catch {
    // Not ours: nothing to keep.
  }
}

/** msw's own record of a response's Set-Cookie (HttpResponse keeps it under a symbol). */
function rawSetCookie(response: Response): string | null {
  const key = Object.getOwnPropertySymbols(response).find((symbol) => symbol.description === "kSetCookie");
  const value: unknown = key ? Reflect.get(response, key) : null;
  return typeof value === "string" ? value : null;
}

export async function toWireResponse(response: Response): Promise<WireResponse> {
  if (response.type === "error") return { status: 0, headers: [], setCookie: null, body: null, networkError: true };
  const body = listBytes(response) ?? (response.body ? await response.arrayBuffer() : null);
  return { status: response.status, headers: [...response.headers], setCookie: rawSetCookie(response), body };
}

/** A list answer's bytes, kept beside it (mocks/handlers.ts), as a buffer of their own to transfer. */
function listBytes(response: Response): ArrayBuffer | null {
  const bytes = Reflect.get(response, JSON_BYTES) as Uint8Array | undefined;
  if (!bytes) return null;
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return (whole ? bytes.buffer : bytes.slice().buffer) as ArrayBuffer;
}

/** A body stream of one chunk: it reaches the page 0.1–0.2 s sooner than a Response made from the same bytes. */
export function oneChunk(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/**
 * The answer as the page's msw hands it to its service worker. The body is a stream of one
 * chunk: it reaches the page 0.1–0.2 s sooner than a Response made from the same bytes (docs/performance.md).
 */
export function fromWireResponse(wire: WireResponse): Response {
  if (wire.networkError) return HttpResponse.error();
  const headers = new Headers(wire.headers);
  if (wire.setCookie) headers.set("Set-Cookie", wire.setCookie);
  storeOtherCookies(headers);
  const body = wire.body && wire.body.byteLength > 0 ? oneChunk(new Uint8Array(wire.body)) : null;
  return new HttpResponse(body, { status: wire.status, headers });
}
