// The PayDesk server's HTTP app: SPEC §7 and the extension routes → guards → rules → store. A
// Hono app is a `fetch(Request) → Response`: the Node host (server/main.ts) serves it, Vite's dev
// server mounts it (build/paydesk-server-plugin.ts), and the tests call it directly.
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isApiUrlPath, securityHeaders } from "./http-rules";
import { isWrite, type Incoming, type ServerOptions } from "./context";
import { text } from "../rules/respond";
import { routes, type Route } from "./routes";

export interface AppEnv {
  Bindings: { address?: string };
}

/** The most a request body may carry (413 beyond). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** `more`: routes beside the server's own (the demo backend's tests declare a resource of their own). */
export function createApp(options: ServerOptions, more: Route[] = []): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders())) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });

  app.get("/healthz", async (c) => {
    try {
      await options.store.users.count({ limit: 1 });
      return c.json({ status: "ok" });
    } catch {
      return c.json({ status: "unavailable" }, 503);
    }
  });

  app.use("/api/*", async (c, next) => {
    const request = c.req.raw;
    if (isWrite(request.method)) {
      const refused = refuseWrite(request, options);
      if (refused) return noStore(refused);
    }
    await next();
    // API answers are personal: never kept by a shared cache or the browser's. Set on the answer
    // itself: a route answers with a Response of its own, which c.header() set before it never reaches.
    // In place, never by replacing c.res: the demo backend keeps a Set-Cookie beside the Response
    // object itself (a browser's Response drops that header; server/rules/respond.ts), and a copy loses it.
    const answered = noStore(c.res);
    if (answered !== c.res) c.res = answered;
  });
  app.use("/api/*", bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => text(413, "Request body too large") }));

  for (const route of [...routes(options), ...more]) app.on(route.method.toUpperCase(), route.path, handler(route));

  app.all("/api/*", () => text(404, "Not found"));
  app.onError((error) => {
    console.error(JSON.stringify({ level: "error", message: "handler failed", error: String(error instanceof Error ? (error.stack ?? error.message) : error) }));
    return text(500, "Internal server error");
  });
  return app;
}

function noStore(response: Response): Response {
  try {
    response.headers.set("Cache-Control", "no-store");
    return response;
  } catch {
    const copy = new Response(response.body, response); // immutable headers: a copy carries it
    copy.headers.set("Cache-Control", "no-store");
    return copy;
  }
}

function handler(route: Route) {
  return (c: Context<AppEnv>) => {
    const incoming: Incoming = { request: c.req.raw, params: c.req.param() as Record<string, string>, address: c.env?.address ?? "unknown" };
    return route.run(incoming);
  };
}

/**
 * Writes are JSON only (415), and a browser write from another site is refused (403): a plain HTML
 * form can post `text/plain` or a urlencoded body from anywhere, but not JSON without a CORS preflight,
 * which this server never grants. Writes with no payload (QR, DELETE, logout) send none at all.
 */
function refuseWrite(request: Request, options: ServerOptions): Response | null {
  const site = request.headers.get("Sec-Fetch-Site");
  const origin = request.headers.get("Origin");
  const own = new URL(request.url).origin;
  if (site && site !== "same-origin" && site !== "none") return text(403, "Cross-origin request refused");
  if (origin && origin !== own && !(options.allowedOrigins ?? []).includes(origin)) return text(403, "Cross-origin request refused");
  return null;
}

export { isApiUrlPath };
