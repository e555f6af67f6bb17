// The demo backend's error answers, in a module of their own: the page-side fault handler
// (mocks/faults.ts) needs this one function, not the handlers' plumbing behind it.
import { HttpResponse } from "msw";

/** Plain-text response: the console shows errors as "{status}: {body}". */
export function text(status: number, body: string): Response {
  return new HttpResponse(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
