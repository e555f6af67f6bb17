import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE, ORIGIN, testServer, type TestServer } from "./harness";

let server: TestServer;
let operator: string;
let viewer: string;

beforeAll(async () => {
  server = await testServer();
  operator = await server.signIn("operator@paydesk.dev");
  viewer = await server.signIn("viewer@paydesk.dev");
});
afterAll(() => server.close());

describe(`wallets on ${DATABASE}`, () => {
  it("creates a wallet, loads and withdraws with the transactions recorded", async () => {
    const created = await server.call("/api/wallets", { method: "POST", cookie: operator, body: { customerId: "c-1" } });
    expect(created.status).toBe(201);
    const wallet = await created.json();
    expect(wallet).toMatchObject({ balance: "0.00", currency: "USD", status: "active", customerId: "c-1", merchantId: null });
    const loaded = await server.call(`/api/wallets/${wallet.id}/load`, { method: "POST", cookie: operator, body: { amount: "100.50" } });
    expect(await loaded.json()).toMatchObject({ balance: "100.50" });
    const refused = await server.call(`/api/wallets/${wallet.id}/withdraw`, { method: "POST", cookie: operator, body: { amount: "100.51" } });
    expect([refused.status, await refused.text()]).toEqual([422, "Insufficient funds"]);
    const withdrawn = await server.call(`/api/wallets/${wallet.id}/withdraw`, { method: "POST", cookie: operator, body: { amount: "0.50" } });
    expect(await withdrawn.json()).toMatchObject({ balance: "100.00" });
    const list = await (await server.call("/api/transactions?limit=3", { cookie: operator })).json();
    expect(list.map((t: { type: string; amount: string | null; walletId: string }) => [t.type, t.amount, t.walletId])).toEqual([
      ["withdrawal", "0.50", wallet.id],
      ["load_funds", "100.50", wallet.id],
      ["wallet_creation", null, wallet.id],
    ]);
  });

  it("refuses a viewer's write (403) and a call without a session (401)", async () => {
    const listed = await server.call("/api/wallets", { cookie: viewer });
    // Personal answers: never cached (a route's own Response too).
    expect(listed.headers.get("Cache-Control")).toBe("no-store");
    const wallets = await listed.json();
    expect(wallets.length).toBeGreaterThan(10);
    const denied = await server.call(`/api/wallets/${wallets[0].id}/load`, { method: "POST", cookie: viewer, body: { amount: "1.00" } });
    expect([denied.status, await denied.text()]).toEqual([403, "Forbidden"]);
    expect((await server.call("/api/wallets")).status).toBe(401);
  });

  it("answers bad amounts, unknown wallets and non-JSON bodies as the demo backend does", async () => {
    const [wallet] = await (await server.call("/api/wallets", { cookie: operator })).json();
    const bad = await server.call(`/api/wallets/${wallet.id}/load`, { method: "POST", cookie: operator, body: { amount: "1.234" } });
    expect([bad.status, await bad.text()]).toEqual([400, "Amount must be a positive number with at most 2 decimals"]);
    const missing = await server.call(`/api/wallets/nope/load`, { method: "POST", cookie: operator, body: { amount: "1.00" } });
    expect([missing.status, await missing.text()]).toEqual([404, "Wallet not found"]);
    const form = await server.call("/api/wallets", { method: "POST", cookie: operator, body: "customerId=x", headers: { "Content-Type": "text/plain" } });
    expect(form.status).toBe(415);
    const before = await server.store.wallets.count();
    for (const type of ["application/x-www-form-urlencoded", "text/plain"]) {
      const empty = await server.call("/api/wallets", { method: "POST", cookie: operator, headers: { "Content-Type": type } });
      expect([empty.status, await empty.text()]).toEqual([415, "Unsupported Media Type"]);
    }
    // A body that names no type (a Blob without one): refused too.
    const untyped = await server.app.fetch(new Request(`${ORIGIN}/api/wallets`, { method: "POST", headers: { Cookie: operator }, body: new Blob(['{"customerId":"x"}']) }), { address: "127.0.0.1" });
    expect(untyped.status).toBe(415);
    expect(await server.store.wallets.count()).toBe(before);
    expect((await server.call(`/api/wallets/${wallet.id}/qr`, { method: "POST", cookie: operator })).status).toBe(200);
  });

  it("runs a write with an Idempotency-Key once and replays its answer", async () => {
    const [wallet] = await (await server.call("/api/wallets", { cookie: operator })).json();
    const send = () => server.call(`/api/wallets/${wallet.id}/load`, { method: "POST", cookie: operator, body: { amount: "5.00" }, headers: { "Idempotency-Key": "k-1" } });
    const first = await (await send()).json();
    const again = await send();
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual(first);
    const after = (await (await server.call("/api/wallets", { cookie: operator })).json()).find((w: { id: string }) => w.id === wallet.id);
    expect(after.balance).toBe(first.balance);
    const other = await server.call(`/api/wallets/${wallet.id}/load`, { method: "POST", cookie: operator, body: { amount: "6.00" }, headers: { "Idempotency-Key": "k-1" } });
    expect(other.status).toBe(422);
  });

  it("never overdraws under 200 parallel withdrawals", async () => {
    const wallet = await (await server.call("/api/wallets", { method: "POST", cookie: operator, body: {} })).json();
    await server.call(`/api/wallets/${wallet.id}/load`, { method: "POST", cookie: operator, body: { amount: "100.00" } });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => server.call(`/api/wallets/${wallet.id}/withdraw`, { method: "POST", cookie: operator, body: { amount: "1.00" } })),
    );
    const ok = answers.filter((a) => a.status === 200).length;
    expect(ok).toBe(100);
    expect(answers.filter((a) => a.status === 422).length).toBe(100);
    const after = (await (await server.call("/api/wallets", { cookie: operator })).json()).find((w: { id: string }) => w.id === wallet.id);
    expect(after.balance).toBe("0.00");
    const rows = await server.store.transactions.count({ where: { walletId: wallet.id, type: "withdrawal" } });
    expect(rows).toBe(100);
  });
});
