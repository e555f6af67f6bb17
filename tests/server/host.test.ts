// The Node host (server/main.ts createHost): the console's files beside the app on one origin, their
// caching, the security headers on every answer, the client address behind a proxy, and the log.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createHost, type Host, type LogLine } from "../../server/main";
import { securityHeaders } from "../../server/app/http-rules";
import { DEMO_PASSWORD } from "../../server/db/seed";
import { DATABASE, ORIGIN, testServer, type TestServer } from "./harness";

let server: TestServer;
let dir: string;
let host: Host;
let proxied: Host;
const lines: LogLine[] = [];
const SCRIPT = `console.log(${JSON.stringify("PayDesk ".repeat(500))});\n`;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

beforeAll(async () => {
  server = await testServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "paydesk-console-"));
  write("index.html", `<!doctype html><html><head><title>PayDesk</title></head><body><script type="module" src="/assets/index-abc123.js"></script></body></html>`);
  write("assets/index-abc123.js", SCRIPT);
  write("assets/index-abc123.js.map", `{"version":3}`);
  write("theme-init.js", "void 0;");
  write(".env", "SECRET=1");
  const options = { app: server.app, store: server.store, consoleDir: dir, demoPassword: DEMO_PASSWORD, log: (line: LogLine) => lines.push(line) };
  host = createHost({ ...options, trustProxy: false });
  proxied = createHost({ ...options, trustProxy: true });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (target: Host, url: string, headers: Record<string, string> = {}, socket = "::ffff:192.0.2.7") =>
  target.fetch(new Request(ORIGIN + url, { headers }), socket);

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(securityHeaders())) expect(response.headers.get(name), name).toBe(value);
  expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
}

describe(`the Node host on ${DATABASE}`, () => {
  it("serves index.html never cached, with the demo hint, at / and for any console path (the SPA fallback)", async () => {
    for (const url of ["/", "/index.html", "/wallets", "/onboarding?tab=kyc", "/user-management/42"]) {
      const page = await get(host, url);
      expect([url, page.status, page.headers.get("Content-Type"), page.headers.get("Cache-Control")]).toEqual([url, 200, "text/html; charset=utf-8", "no-cache"]);
      expect(await page.text()).toContain(`<meta name="paydesk-demo-password" content="${DEMO_PASSWORD}" />`);
      expectSecurityHeaders(page);
    }
  });

  it("caches hashed assets for a year, immutable; other fixed names are revalidated", async () => {
    const script = await get(host, "/assets/index-abc123.js");
    expect([script.status, script.headers.get("Content-Type"), script.headers.get("Cache-Control")]).toEqual([200, "text/javascript; charset=utf-8", "public, max-age=31536000, immutable"]);
    expect(await script.text()).toBe(SCRIPT);
    expectSecurityHeaders(script);
    expect((await get(host, "/theme-init.js")).headers.get("Cache-Control")).toBe("no-cache");
  });

  it("answers 304 to a matching If-None-Match and sends gzip to a browser that takes it", async () => {
    const first = await get(host, "/assets/index-abc123.js");
    const etag = first.headers.get("ETag")!;
    const again = await get(host, "/assets/index-abc123.js", { "If-None-Match": etag });
    expect([again.status, await again.text()]).toEqual([304, ""]);
    // The gzip copy is made in the background at start.
    const zipped = await vi.waitFor(async () => {
      const r = await get(host, "/assets/index-abc123.js", { "Accept-Encoding": "gzip, deflate, br" });
      return r.headers.get("Content-Encoding") === "gzip" ? r : Promise.reject(new Error("not gzipped yet"));
    });
    expect(zipped.headers.get("Vary")).toBe("Accept-Encoding");
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(SCRIPT.length);
    expect(gunzipSync(bytes).toString("utf8")).toBe(SCRIPT);
  });

  it("serves no source map and no dot file, and answers a missing asset 404 rather than with the page", async () => {
    for (const url of ["/assets/index-abc123.js.map", "/assets/gone-000000.js", "/missing.js.map"]) {
      const answer = await get(host, url);
      expect([url, answer.status, answer.headers.get("Content-Type")]).toEqual([url, 404, "text/plain; charset=utf-8"]);
      expectSecurityHeaders(answer);
    }
    const dotFile = await get(host, "/.env");
    expect(await dotFile.text()).not.toContain("SECRET");
  });

  it("refuses writes to console paths (405) and hands /api and /healthz to the app, with the same headers", async () => {
    const post = await host.fetch(new Request(`${ORIGIN}/wallets`, { method: "POST" }), "127.0.0.1");
    expect([post.status, post.headers.get("Allow")]).toEqual([405, "GET, HEAD"]);
    const api = await get(host, "/api/wallets");
    expect([api.status, await api.text()]).toEqual([401, "Unauthorized"]);
    expectSecurityHeaders(api);
    const health = await get(host, "/healthz");
    expect([health.status, await health.json()]).toEqual([200, { status: "ok" }]);
    expectSecurityHeaders(health);
  });

  it("logs each request once: method, path without the query, status, time, request id, address and user — no cookie, body or password", async () => {
    const signIn = await host.fetch(
      new Request(`${ORIGIN}/api/user/login?next=%2Fwallets`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "viewer@paydesk.dev", password: DEMO_PASSWORD }) }),
      "::ffff:192.0.2.7",
    );
    expect(signIn.status).toBe(200);
    const viewer = (await signIn.json()) as { id: string };
    const cookie = signIn.headers.get("Set-Cookie")!.split(";")[0];
    const list = await get(host, "/api/wallets?q=private", { Cookie: cookie });
    expect(list.status).toBe(200);
    await host.settled();
    const signInLine = lines.find((l) => l.requestId === signIn.headers.get("X-Request-Id"));
    expect(signInLine).toMatchObject({ event: "request", method: "POST", path: "/api/user/login", status: 200, address: "192.0.2.7", userId: viewer.id });
    const listLine = lines.find((l) => l.requestId === list.headers.get("X-Request-Id"));
    expect(listLine).toMatchObject({ method: "GET", path: "/api/wallets", status: 200, userId: viewer.id });
    expect(lines.filter((l) => l.requestId === list.headers.get("X-Request-Id"))).toHaveLength(1);
    const text = JSON.stringify(lines);
    for (const secret of [cookie.split("=")[1], DEMO_PASSWORD, "private", "next="]) expect(text).not.toContain(secret);
  });

  it("behind a trusted proxy takes the address the proxy added, its request id and its scheme", async () => {
    const headers = { "X-Forwarded-For": "203.0.113.66, 198.51.100.4", "X-Request-Id": "nginx-7f3a" };
    const direct = await get(host, "/healthz", headers, "10.0.0.2");
    const viaProxy = await get(proxied, "/healthz", headers, "10.0.0.2");
    await proxied.settled();
    expect(lines.find((l) => l.requestId === direct.headers.get("X-Request-Id"))).toMatchObject({ address: "10.0.0.2" });
    expect(viaProxy.headers.get("X-Request-Id")).toBe("nginx-7f3a");
    expect(lines.find((l) => l.requestId === "nginx-7f3a")).toMatchObject({ address: "198.51.100.4" });

    // The browser's https:// origin matches the request only when the proxy's X-Forwarded-Proto is trusted.
    const cookie = await server.signIn("operator@paydesk.dev");
    const write = (target: Host) =>
      target.fetch(
        new Request(`${ORIGIN}/api/wallets`, {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/json", Origin: ORIGIN.replace("http:", "https:"), "X-Forwarded-Proto": "https" },
          body: JSON.stringify({ customerId: "proxied" }),
        }),
        "10.0.0.2",
      );
    expect((await write(host)).status).toBe(403);
    const created = await write(proxied);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ customerId: "proxied" });
  });

  it("says Connection: close while stopping, so kept-alive connections end", async () => {
    proxied.draining = true;
    expect((await get(proxied, "/healthz")).headers.get("Connection")).toBe("close");
    proxied.draining = false;
  });
});
