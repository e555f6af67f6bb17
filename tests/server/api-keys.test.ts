import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiKey } from "../../src/domain";
import { maskApiKey } from "../../src/lib/format";
import { DATABASE, testServer, type TestServer } from "./harness";

let server: TestServer;
let admin: string;
let operator: string;
let viewer: string;

beforeAll(async () => {
  server = await testServer();
  admin = await server.signIn("admin@paydesk.dev");
  operator = await server.signIn("operator@paydesk.dev");
  viewer = await server.signIn("viewer@paydesk.dev");
});
afterAll(() => server.close());

const MASKED = /^pk_(test|live)_••••••••[A-Za-z0-9]{4}$/;
const send = (method: string, path: string, body?: unknown, cookie = admin, headers: Record<string, string> = {}) => server.call(path, { method, cookie, body, headers });
const outcome = async (res: Response) => [res.status, await res.text()];
const list = async (): Promise<ApiKey[]> => (await server.call("/api/api-keys", { cookie: admin })).json();
const stored = async (id: string) => (await server.store.apiKeys.get(id))!;

describe(`API keys on ${DATABASE}`, () => {
  it("lists every key with its value masked (extension secrets)", async () => {
    const res = await server.call("/api/api-keys", { cookie: admin });
    expect(res.status).toBe(200);
    const keys: ApiKey[] = await res.json();
    const whole = await server.store.apiKeys.list();
    expect(keys).toHaveLength(whole.length);
    expect(keys.length).toBeGreaterThan(3);
    expect(keys).toEqual(whole.map((k) => ({ ...k, keyValue: maskApiKey(k.keyValue) })));
    for (const key of keys) expect(key.keyValue).toMatch(MASKED);
    expect(JSON.stringify(keys)).not.toContain(whole[0].keyValue);
  });

  it("creates sandbox and production keys, answered whole once and masked in the list after", async () => {
    const res = await send("POST", "/api/api-keys", { name: " CI key ", merchantId: "global", permissions: [] });
    expect(res.status).toBe(201);
    const sandbox: ApiKey = await res.json();
    expect(sandbox).toMatchObject({ name: "CI key", merchantId: null, environment: "sandbox", permissions: [], isActive: true, lastUsed: null });
    expect(sandbox.keyValue).toMatch(/^pk_test_[A-Za-z0-9]{32}$/);
    expect((await stored(sandbox.id)).keyValue).toBe(sandbox.keyValue);

    const [merchant] = await server.store.merchants.list({ limit: 1 });
    const live: ApiKey = await (await send("POST", "/api/api-keys", { name: "Live", merchantId: ` ${merchant.id} `, environment: " production ", permissions: [" read ", "read", "payments:write"] })).json();
    expect(live).toMatchObject({ merchantId: merchant.id, environment: "production", permissions: ["read", "payments:write"] });
    expect(live.keyValue).toMatch(/^pk_live_[A-Za-z0-9]{32}$/);
    expect((await (await send("POST", "/api/api-keys", { name: "x", merchantId: "", environment: "" })).json())).toMatchObject({ merchantId: null, environment: "sandbox" });

    const keys = await list();
    expect(keys.find((k) => k.id === live.id)).toEqual({ ...live, keyValue: maskApiKey(live.keyValue) });
    expect(keys.find((k) => k.id === sandbox.id)!.keyValue).toBe(`pk_test_••••••••${sandbox.keyValue.slice(-4)}`);
  });

  it.each([
    [{ environment: "sandbox" }, 400, "API key name is required"],
    [{ name: "   " }, 400, "API key name is required"],
    [{ name: 5 }, 400, "API key name is required"],
    [{ name: "k".repeat(101) }, 400, "API key name must be at most 100 characters"],
    [{ name: "k", environment: "staging" }, 400, "Environment must be sandbox or production"],
    [{ name: "k", merchantId: 5 }, 400, "Merchant ID must be a string"],
    [{ name: "k", merchantId: "nope" }, 404, "Merchant not found"],
    [{ name: "k", permissions: "all" }, 400, "Permissions must be a list of names"],
    [{ name: "k", permissions: ["ok", "not ok"] }, 400, "Permissions must be a list of names"],
    [{ name: "k", permissions: Array.from({ length: 51 }, (_, i) => `p${i}`) }, 400, "Permissions must be a list of names"],
  ])("refuses the create %j: %i %s", async (body, status, message) => {
    const before = await server.store.apiKeys.count();
    expect(await outcome(await send("POST", "/api/api-keys", body))).toEqual([status, message]);
    expect(await server.store.apiKeys.count()).toBe(before);
  });

  it("toggles a key with the Active switch, answering it masked", async () => {
    const key = (await server.store.apiKeys.list()).find((k) => k.isActive)!;
    const off = await send("PUT", `/api/api-keys/${key.id}`, { isActive: false });
    expect(off.status).toBe(200);
    const body: ApiKey = await off.json();
    expect(body).toEqual({ ...key, isActive: false, keyValue: maskApiKey(key.keyValue) });
    expect(body.keyValue).toMatch(MASKED);
    expect(await stored(key.id)).toEqual({ ...key, isActive: false });
    const on: ApiKey = await (await send("PUT", `/api/api-keys/${key.id}`, { isActive: true })).json();
    expect(on).toMatchObject({ isActive: true, keyValue: maskApiKey(key.keyValue) });
  });

  it.each([[{}], [{ isActive: "no" }], [{ isActive: 1 }], [{ isActive: null }]])("refuses the switch %j: isActive must be true or false", async (body) => {
    const [key] = await server.store.apiKeys.list({ limit: 1 });
    expect(await outcome(await send("PUT", `/api/api-keys/${key.id}`, body))).toEqual([400, "isActive must be true or false"]);
    expect(await stored(key.id)).toEqual(key);
  });

  it("reveals one key's value with GET …/secret, never cached", async () => {
    const [key] = await server.store.apiKeys.list({ limit: 1 });
    const res = await server.call(`/api/api-keys/${key.id}/secret`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Content-Type")).toBe("application/json");
    expect(await res.json()).toEqual({ keyValue: key.keyValue });
    const copy = await server.call(`/api/api-keys/${key.id}/secret?purpose=copy`, { cookie: admin });
    expect(await copy.json()).toEqual({ keyValue: key.keyValue });
    expect(await outcome(await server.call("/api/api-keys/nope/secret", { cookie: admin }))).toEqual([404, "API key not found"]);
  });

  it("deletes a key; afterwards every call on it is 404 API key not found", async () => {
    const key: ApiKey = await (await send("POST", "/api/api-keys", { name: "Doomed" })).json();
    const deleted = await send("DELETE", `/api/api-keys/${key.id}`);
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe("");
    expect(await server.store.apiKeys.get(key.id)).toBeUndefined();
    expect(await outcome(await send("DELETE", `/api/api-keys/${key.id}`))).toEqual([404, "API key not found"]);
    expect(await outcome(await send("PUT", `/api/api-keys/${key.id}`, { isActive: true }))).toEqual([404, "API key not found"]);
    expect(await outcome(await send("PUT", `/api/api-keys/${key.id}`, { isActive: "no" }))).toEqual([404, "API key not found"]);
    expect(await outcome(await server.call(`/api/api-keys/${key.id}/secret`, { cookie: admin }))).toEqual([404, "API key not found"]);
  });

  it("replays a create's Idempotency-Key with the key masked, and never stores the whole value for replay", async () => {
    const before = await server.store.apiKeys.count();
    const body = { name: "Idem key", environment: "sandbox", permissions: [] };
    const first = await send("POST", "/api/api-keys", body, admin, { "Idempotency-Key": "key-1" });
    expect(first.status).toBe(201);
    const created: ApiKey = await first.json();
    expect(created.keyValue).toMatch(/^pk_test_[A-Za-z0-9]{32}$/);
    const again = await send("POST", "/api/api-keys", body, admin, { "Idempotency-Key": "key-1" });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual({ ...created, keyValue: maskApiKey(created.keyValue) });
    expect(await server.store.apiKeys.count()).toBe(before + 1);
    const kept = await server.store.idempotency.list();
    expect(kept.some((k) => k.body?.includes(created.id))).toBe(true);
    expect(kept.some((k) => k.body?.includes(created.keyValue))).toBe(false);
  });

  it("replays the switch's Idempotency-Key masked as well", async () => {
    const [key] = await server.store.apiKeys.list({ limit: 1 });
    const toggle = () => send("PUT", `/api/api-keys/${key.id}`, { isActive: !key.isActive }, admin, { "Idempotency-Key": "switch-1" });
    expect((await (await toggle()).json()).keyValue).toBe(maskApiKey(key.keyValue));
    const again = await toggle();
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect((await again.json()).keyValue).toBe(maskApiKey(key.keyValue));
  });

  it.each([
    ["an operator", () => operator],
    ["a viewer", () => viewer],
  ])("refuses %s every call (403), the value included", async (_, who) => {
    const [key] = await server.store.apiKeys.list({ limit: 1 });
    const cookie = who();
    expect(await outcome(await server.call("/api/api-keys", { cookie }))).toEqual([403, "Forbidden"]);
    expect(await outcome(await send("POST", "/api/api-keys", { name: "x" }, cookie))).toEqual([403, "Forbidden"]);
    expect(await outcome(await send("PUT", `/api/api-keys/${key.id}`, { isActive: false }, cookie))).toEqual([403, "Forbidden"]);
    expect(await outcome(await send("DELETE", `/api/api-keys/${key.id}`, undefined, cookie))).toEqual([403, "Forbidden"]);
    expect(await outcome(await server.call(`/api/api-keys/${key.id}/secret`, { cookie }))).toEqual([403, "Forbidden"]);
    expect(await stored(key.id)).toEqual(key);
  });

  it("answers 401 without a session", async () => {
    expect((await server.call("/api/api-keys")).status).toBe(401);
    const [key] = await server.store.apiKeys.list({ limit: 1 });
    expect((await server.call(`/api/api-keys/${key.id}/secret`)).status).toBe(401);
  });
});
