// The PayDesk server's Node host (`npm run serve`, DESIGN §6): the settings from the environment
// (server/config.ts), the database, migrations and seed (server/start.ts), and one origin for the
// console built into dist-server/public and the app's /api and /healthz. One JSON log line per request; SIGTERM
// or SIGINT stops accepting, finishes what is in flight and closes the pool.
//
// Entries call `main`: the bundle's (build/server-bundle.config.ts) and, without a build,
// build/run-ts.mjs. Importing this file starts nothing (tests build a host with `createHost`).
import fs from "node:fs";
import path from "node:path";
import type { Server } from "node:http";
import { createHash, randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import { serve } from "@hono/node-server";
import { configFromEnv, ConfigError } from "./config";
import { lockDataDir } from "./data-lock";
import { startRetentionJob, startServer } from "./start";
import { isApiUrlPath, securityHeaders } from "./app/http-rules";
import { withDemoHint } from "./app/demo-hint";
import { SESSION_COOKIE, cookieValue, sessionId } from "./rules/sessions";
import type { Store } from "./store/types";

const gzip = promisify(gzipCallback);

export type LogLine = Record<string, unknown>;

/** One JSON object a line on stdout (errors on stderr): what log collectors read. */
export function writeLog(line: LogLine): void {
  const stream = line.level === "error" ? process.stderr : process.stdout;
  stream.write(`${JSON.stringify({ time: new Date().toISOString(), level: "info", ...line })}\n`);
}

// ---------------------------------------------------------------- the console's files

/** Hashed names: a new build names new files, so a copy may be kept for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
};

interface StaticFile {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** The gzip copy, made once in the background for text files worth it (null: serve as is). */
  gzipped: Buffer | null;
}

function isCompressible(type: string): boolean {
  return /^text\/|javascript|json|svg|manifest/.test(type);
}

/**
 * The console's files by URL path, read once at start: only what is in the folder can be served, so
 * no request path reaches the file system. Source maps and dot files are left out (never published).
 */
function readConsole(dir: string, demoPassword: string | null): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith(".") || entry.name.endsWith(".map")) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const urlPath = `/${path.relative(dir, full).split(path.sep).join("/")}`;
        let body = fs.readFileSync(full);
        // The sign-in page lists the demo accounts when the server holds them (server/app/demo-hint.ts).
        if (urlPath === "/index.html") body = Buffer.from(withDemoHint(body.toString("utf8"), demoPassword));
        const type = TYPES[path.extname(entry.name).toLowerCase()] ?? "application/octet-stream";
        const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
        files.set(urlPath, { body, type, etag, cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE : REVALIDATE, gzipped: null });
      }
    }
  };
  if (fs.existsSync(path.join(dir, "index.html"))) walk(dir);
  for (const file of files.values())
    if (isCompressible(file.type) && file.body.length > 1024)
      void gzip(file.body, { level: 9 }).then((zipped) => {
        if (zipped.length < file.body.length) file.gzipped = zipped;
      });
  return files;
}

function plain(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": REVALIDATE, ...headers } });
}

function accepts(request: Request, encoding: string): boolean {
  return (request.headers.get("Accept-Encoding") ?? "").split(",").some((part) => part.trim().split(";")[0] === encoding);
}

function sendFile(request: Request, file: StaticFile): Response {
  const headers: Record<string, string> = { "Content-Type": file.type, "Cache-Control": file.cacheControl, ETag: file.etag };
  if (isCompressible(file.type)) headers.Vary = "Accept-Encoding";
  if ((request.headers.get("If-None-Match") ?? "").split(",").some((tag) => tag.trim() === file.etag)) return new Response(null, { status: 304, headers });
  let body = file.body;
  if (file.gzipped && accepts(request, "gzip")) {
    body = file.gzipped;
    headers["Content-Encoding"] = "gzip";
  }
  headers["Content-Length"] = String(body.length);
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), { status: 200, headers });
}

// ---------------------------------------------------------------- the host

export interface HostOptions {
  /** The PayDesk app (server/app/app.ts): /api and /healthz. */
  app: { fetch(request: Request, env: { address: string }): Response | Promise<Response> };
  /** Where the log finds the user of a session (its id only). */
  store: Store;
  /** The console built for the server (dist-server/public); null or a folder without index.html: none. */
  consoleDir: string | null;
  /** PAYDESK_TRUST_PROXY: client address from X-Forwarded-For, scheme from X-Forwarded-Proto, request id from X-Request-Id. */
  trustProxy: boolean;
  demoPassword: string | null;
  log(line: LogLine): void;
}

export interface Host {
  /** Answers one request; `socketAddress` is the connection's peer. */
  fetch(request: Request, socketAddress: string | undefined): Promise<Response>;
  /** Whether the console folder held a console to serve. */
  readonly consoleBuilt: boolean;
  /** While stopping: every answer says `Connection: close`, so kept-alive connections end too. */
  draining: boolean;
  /** The log lines still looking up their user (awaited before the pool closes). */
  settled(): Promise<void>;
}

/** IPv4 peers of a dual-stack socket read as ::ffff:1.2.3.4; the rules and the log want 1.2.3.4. */
function plainAddress(address: string): string {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

/**
 * The client's address. Behind a proxy (PAYDESK_TRUST_PROXY=1) it is the last X-Forwarded-For entry:
 * the one the proxy itself added (nginx: $proxy_add_x_forwarded_for); entries before it come from
 * the client and could be anything. Sign-in lockouts per address depend on this not being forgeable.
 */
export function clientAddress(request: Request, socketAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = (request.headers.get("X-Forwarded-For") ?? "").split(",").map((a) => a.trim()).filter(Boolean);
    const last = forwarded.at(-1);
    if (last && last.length <= 100) return plainAddress(last);
  }
  return socketAddress ? plainAddress(socketAddress) : "unknown";
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Sessions' user ids this process has looked up (a session never changes user); bounded. */
const MAX_KNOWN_SESSIONS = 10_000;

export function createHost(options: HostOptions): Host {
  const files = options.consoleDir ? readConsole(options.consoleDir, options.demoPassword) : new Map<string, StaticFile>();
  const index = files.get("/index.html");
  const sessions = new Map<string, string | null>();
  const pending = new Set<Promise<void>>();

  function serveConsole(request: Request, url: URL): Response {
    if (request.method !== "GET" && request.method !== "HEAD") return plain(405, "Method Not Allowed", { Allow: "GET, HEAD" });
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return plain(400, "Bad Request");
    }
    const file = files.get(pathname === "/" ? "/index.html" : pathname);
    if (file) return sendFile(request, file);
    // A missing asset or map is a 404, never the page: a script tag must not receive HTML.
    if (pathname.startsWith("/assets/") || pathname.endsWith(".map")) return plain(404, "Not found");
    if (!index) return plain(404, "Not found: the console is not built (npm run build:server)");
    return sendFile(request, index); // SPA fallback: the console routes in the browser
  }

  /** The user behind the call's session (or the one it just opened): for the log only. */
  async function userIdOf(request: Request, response: Response): Promise<string | null> {
    const token = cookieValue(response.headers.get("Set-Cookie"), SESSION_COOKIE) || cookieValue(request.headers.get("Cookie"), SESSION_COOKIE);
    if (!token || token.length > 200) return null;
    const id = await sessionId(token);
    const known = sessions.get(id);
    if (known !== undefined) return known;
    try {
      // A token unknown now stays unknown (a session is stored before its cookie is sent): kept as null.
      const userId = (await options.store.sessions.get(id))?.userId ?? null;
      if (sessions.size >= MAX_KNOWN_SESSIONS) sessions.clear();
      sessions.set(id, userId);
      return userId;
    } catch {
      return null; // the log never fails a request
    }
  }

  /** Proxied over HTTPS, the app must see https:// (it compares a write's Origin with the request's). */
  function forwardedRequest(request: Request, url: URL): Request {
    const proto = request.headers.get("X-Forwarded-Proto")?.split(",")[0].trim().toLowerCase();
    if (!options.trustProxy || (proto !== "https" && proto !== "http") || `${proto}:` === url.protocol) return request;
    const forwarded = new URL(url);
    forwarded.protocol = `${proto}:`;
    const init: RequestInit & { duplex?: "half" } = { method: request.method, headers: request.headers, signal: request.signal };
    if (request.body) {
      init.body = request.body;
      init.duplex = "half";
    }
    return new Request(forwarded, init);
  }

  const host: Host = {
    consoleBuilt: Boolean(index),
    draining: false,
    async settled() {
      await Promise.allSettled([...pending]);
    },
    async fetch(incoming, socketAddress) {
      const start = performance.now();
      const url = new URL(incoming.url);
      const given = options.trustProxy ? incoming.headers.get("X-Request-Id") : null;
      const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
      const address = clientAddress(incoming, socketAddress, options.trustProxy);
      let response: Response;
      try {
        response = isApiUrlPath(url.pathname) ? await options.app.fetch(forwardedRequest(incoming, url), { address }) : serveConsole(incoming, url);
      } catch (error) {
        options.log({ level: "error", event: "request failed", requestId, error: String(error instanceof Error ? (error.stack ?? error.message) : error) });
        response = plain(500, "Internal server error");
      }
      try {
        for (const [name, value] of Object.entries(securityHeaders())) if (!response.headers.has(name)) response.headers.set(name, value);
      } catch {
        response = new Response(response.body, response); // immutable headers: a copy takes them
        for (const [name, value] of Object.entries(securityHeaders())) if (!response.headers.has(name)) response.headers.set(name, value);
      }
      // A health answer is about this moment: no cache keeps it (the app marks /api itself).
      if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
      response.headers.set("X-Request-Id", requestId);
      if (host.draining) response.headers.set("Connection", "close");
      const ms = Math.round((performance.now() - start) * 10) / 10;
      // Never the query (it may carry search terms), a cookie, a body or a key: the path, the outcome, who.
      const line = { event: "request", method: incoming.method, path: url.pathname, status: response.status, ms, requestId, address };
      const logged = userIdOf(incoming, response).then(
        (userId) => options.log({ ...line, userId }),
        () => options.log({ ...line, userId: null }),
      );
      pending.add(logged);
      void logged.finally(() => pending.delete(logged));
      return response;
    },
  };
  return host;
}

// ---------------------------------------------------------------- main

export interface MainPaths {
  /** The console built for the server; default ./dist. */
  consoleDir?: string;
}

/** Starts the server from the environment; resolves once it listens (1 when it cannot start). */
export async function main(_argv: readonly string[] = [], paths: MainPaths = {}, log: (line: LogLine) => void = writeLog): Promise<number | undefined> {
  let config;
  try {
    config = configFromEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log({ level: "error", event: "config", message: error.message });
    return 1;
  }
  let release = () => {};
  try {
    if (!config.databaseUrl && config.dataDir !== "memory") release = lockDataDir(config.dataDir);
  } catch (error) {
    log({ level: "error", event: "start", message: (error as Error).message });
    return 1;
  }
  let started;
  try {
    started = await startServer({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      seed: config.seed,
      secureCookie: config.secureCookie,
      allowedOrigins: config.allowedOrigins,
      writesPerMinute: config.writesPerMinute,
      auditRetentionDays: config.auditRetentionDays,
      secretKey: config.secretKey,
      log: (message) => log({ event: "start", message }),
    });
  } catch (error) {
    release();
    log({ level: "error", event: "start", message: `cannot open the database: ${error instanceof Error ? error.message : String(error)}` });
    return 1;
  }
  const stopRetention = startRetentionJob(started.store, (message, failed) => log({ ...(failed ? { level: "error" } : {}), event: "retention", message }));
  const consoleDir = paths.consoleDir ?? path.resolve("dist-server/public");
  const host = createHost({ app: started.app, store: started.store, consoleDir, trustProxy: config.trustProxy, demoPassword: started.demoPassword ?? null, log });
  if (!host.consoleBuilt) log({ level: "warn", event: "start", message: `no console in ${consoleDir}: only /api and /healthz answer (npm run build:server builds it)` });
  else if (fs.existsSync(path.join(consoleDir, "mockServiceWorker.js")))
    log({ level: "warn", event: "start", message: `${consoleDir} holds the in-browser demo build (npm run build); npm run build:server builds the console for this server` });

  const server = serve(
    {
      fetch: (request, bindings) => host.fetch(request, "incoming" in bindings ? bindings.incoming.socket?.remoteAddress : undefined),
      hostname: config.host,
      port: config.port,
    },
    (info) => log({ event: "listening", url: `http://${info.family === "IPv6" ? `[${info.address}]` : info.address}:${info.port}`, port: info.port, database: started.kind }),
  ) as Server;
  server.on("error", (error) => {
    log({ level: "error", event: "listen", message: error.message });
    void started.close().finally(() => {
      release();
      process.exit(1);
    });
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      log({ level: "warn", event: "stopping", signal, message: "second signal: exiting without waiting" });
      process.exit(1);
    }
    stopping = true;
    stopRetention();
    host.draining = true;
    log({ event: "stopping", signal, message: "no new connections; finishing the requests in flight" });
    // Kept-alive connections with no request running are closed at once, and as each goes idle.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => {
      log({ level: "warn", event: "stopping", message: "requests still running after 20 s: closing their connections" });
      server.closeAllConnections();
    }, 20_000);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(force);
      void host
        .settled()
        .then(() => started.close())
        .then(
          () => {
            release();
            log({ event: "stopped" });
            process.exit(0);
          },
          (error) => {
            log({ level: "error", event: "stopping", message: String(error) });
            process.exit(1);
          },
        );
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  return undefined;
}
