// The demo server as the page's msw hands it requests (mocks/server.ts, mocks/wire.ts): a request
// and its answer survive the trip as plain messages — the session cookie there, Set-Cookie back,
// bodies as bytes, a network error as one — and a 50,000-row answer arrives whole, in ASCII bytes.
import { afterEach, describe, expect, it } from "vitest";
import { HttpResponse } from "msw";
import { createDemoServer } from "../../../mocks/server";
import { setWriteGate } from "../../../mocks/handlers/http";
import { resetDb } from "../../../mocks/db";
import { fromWireRequest, fromWireResponse, toWireRequest, toWireResponse, type WireResponse } from "../../../mocks/wire";
import { transferables } from "../../../mocks/worker-client";
import type { StorageStatus } from "../../../mocks/shared-state";

afterEach(() => {
  setWriteGate(null);
  resetDb();
});

function server() {
  const statuses: StorageStatus[] = [];
  const demo = createDemoServer({ storageStatus: (s) => statuses.push(s), otherTabSaved: () => {} });
  return { demo, statuses };
}

const ORIGIN = "http://localhost";
const json = (wire: WireResponse) => JSON.parse(new TextDecoder().decode(wire.body!)) as unknown;

async function call(demo: ReturnType<typeof createDemoServer>, method: string, path: string, cookies: Record<string, string> = {}, body?: unknown) {
  const request = new Request(ORIGIN + path, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return demo.handle(await toWireRequest(request, cookies));
}

describe("the demo server behind the wire", () => {
  it("signs in (Set-Cookie comes back), then answers with the session cookie and refuses without it", async () => {
    const { demo, statuses } = server();
    // Vitest's Node has no IndexedDB: the server says its data stays in memory.
    expect(await demo.start({ profile: "default", extensions: ["logout"], latency: false })).toEqual({ saving: false, reason: "this browser has no storage for the site" });
    expect(statuses).toHaveLength(1);

    const login = await call(demo, "POST", "/api/user/login", {}, { email: "operator@paydesk.dev" });
    expect(login.status).toBe(200);
    expect(login.setCookie).toMatch(/^paydesk_session=[^;]+; Path=\//);
    expect(json(login)).toMatchObject({ email: "operator@paydesk.dev", role: "operator" });
    const token = /^paydesk_session=([^;]+)/.exec(login.setCookie!)![1];

    const wallets = await call(demo, "GET", "/api/wallets", { paydesk_session: token });
    expect(wallets.status).toBe(200);
    expect(wallets.headers).toContainEqual(["content-type", "application/json"]);
    expect((json(wallets) as unknown[]).length).toBeGreaterThan(0);

    // Where the page has cookies of its own (the server in the page: ?backend=page), msw adds them
    // to the request for each handler it tries; the session still reads as the one sent.
    document.cookie = `paydesk_session=${token}; path=/`;
    try {
      expect((await call(demo, "GET", "/api/wallets", { paydesk_session: token })).status).toBe(200);
    } finally {
      document.cookie = "paydesk_session=; path=/; max-age=0";
    }

    const anonymous = await call(demo, "GET", "/api/wallets");
    expect(anonymous.status).toBe(401);
    expect(new TextDecoder().decode(anonymous.body!)).not.toBe("");
  });

  it("offers the extensions it was started with only", async () => {
    const { demo } = server();
    await demo.start({ profile: "default", extensions: [], latency: false });
    const login = await call(demo, "POST", "/api/user/login", {}, { email: "admin@paydesk.dev" });
    const token = /^paydesk_session=([^;]+)/.exec(login.setCookie!)![1];
    expect((await call(demo, "GET", "/api/audit-events", { paydesk_session: token })).status).toBe(404);
  });

  it("answers the large profile's 50,000 transactions whole, as ASCII bytes that can be handed over", async () => {
    const { demo } = server();
    await demo.start({ profile: "large", extensions: [], latency: false });
    const login = await call(demo, "POST", "/api/user/login", {}, { email: "viewer@paydesk.dev" });
    const token = /^paydesk_session=([^;]+)/.exec(login.setCookie!)![1];
    const list = await call(demo, "GET", "/api/transactions", { paydesk_session: token });
    expect(list.status).toBe(200);
    expect(transferables(list)).toEqual([list.body]);
    expect(json(list)).toHaveLength(50_000);
    // ASCII throughout (the em dashes of descriptions escaped), so the text stays one-byte end to end.
    const bytes = new Uint8Array(list.body!);
    expect(bytes.every((b) => b < 0x80)).toBe(true);
    expect((json(list) as { description: string }[]).some((t) => t.description.includes("—"))).toBe(true);
    expect(list.headers).toContainEqual(["content-length", String(bytes.byteLength)]);
  });
});

describe("the wire format", () => {
  it("carries the cookies msw saw as a Cookie header the handlers can read, and the body as bytes", async () => {
    const wire = await toWireRequest(new Request(`${ORIGIN}/api/x`, { method: "POST", body: "{\"a\":1}", headers: { cookie: "stale=1", "X-Idempotency-Key": "k" } }), {
      paydesk_session: "a b",
    });
    expect(wire.headers).toContainEqual(["cookie", "paydesk_session=a%20b"]);
    expect(wire.headers.filter(([name]) => name === "cookie")).toHaveLength(1);
    const request = fromWireRequest(wire);
    expect(request.headers.get("cookie")).toBe("paydesk_session=a%20b");
    expect(request.headers.get("x-idempotency-key")).toBe("k");
    expect(await request.json()).toEqual({ a: 1 });
    expect((await toWireRequest(new Request(`${ORIGIN}/api/x`), {})).body).toBeNull();
    // msw appends the document's cookies for every handler it tries; the cookie sent stays as it was.
    request.headers.append("cookie", "paydesk_session=other");
    expect(request.headers.get("cookie")).toBe("paydesk_session=a%20b");
  });

  it("brings back status, headers, Set-Cookie and body; a network error stays one", async () => {
    const sent = HttpResponse.json({ ok: true }, { status: 201, headers: { "Set-Cookie": "s=1; Path=/", "X-Total-Count": "7" } });
    const wire = await toWireResponse(sent);
    expect(wire.setCookie).toBe("s=1; Path=/");
    const back = fromWireResponse(wire);
    expect(back.status).toBe(201);
    expect(back.headers.get("x-total-count")).toBe("7");
    expect(await back.json()).toEqual({ ok: true });

    const empty = fromWireResponse(await toWireResponse(new HttpResponse(null, { status: 204 })));
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe("");

    const lost = await toWireResponse(HttpResponse.error());
    expect(lost.networkError).toBe(true);
    expect(fromWireResponse(lost).type).toBe("error");
  });
});
