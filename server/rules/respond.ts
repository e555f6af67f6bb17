// Answers as SPEC §7 shapes them: JSON bodies, plain-text errors ("{status}: {body}" in the console).

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

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return answer(JSON.stringify(body), status, { ...headers, "Content-Type": "application/json" });
}

export function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}

export function noContent(headers: Record<string, string> = {}): Response {
  return answer(null, 204, headers);
}
