import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Token, Transaction } from "../../src/domain";
import { DATABASE, testServer, type TestServer } from "./harness";

let server: TestServer;
let operator: string;
let viewer: string;

beforeAll(async () => {
  server = await testServer();
  operator = await server.signIn("operator@paydesk.dev");
  viewer = await server.signIn("viewer@paydesk.dev");
});
afterAll(() => server.close());

const post = (body: unknown, cookie = operator, headers: Record<string, string> = {}) => server.call("/api/tokens", { method: "POST", cookie, body, headers });
/** The transactions recorded at a token's creation time (its own, whatever else ran in that millisecond). */
const recordedWith = async (token: Token): Promise<Transaction[]> =>
  ((await (await server.call("/api/transactions?limit=5", { cookie: operator })).json()) as Transaction[]).filter((t) => t.createdAt === token.createdAt);

describe(`tokens on ${DATABASE}`, () => {
  it("lists the vault newest first for operators", async () => {
    const res = await server.call("/api/tokens", { cookie: operator });
    expect(res.status).toBe(200);
    const tokens: Token[] = await res.json();
    expect(tokens).toHaveLength(await server.store.tokens.count());
    expect(tokens.length).toBeGreaterThan(10);
    const times = tokens.map((t) => Date.parse(t.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("tokenizes a card, trimmed, and records its tokenization transaction", async () => {
    const res = await post({ paymentMethodType: " card ", lastFour: "4242", expiryMonth: "09", expiryYear: "2030", customerId: " cust_1 " });
    expect(res.status).toBe(201);
    const token: Token = await res.json();
    expect(token).toMatchObject({
      paymentMethodType: "card", lastFour: "4242", expiryMonth: "09", expiryYear: "2030", customerId: "cust_1", merchantId: null, isActive: true,
    });
    expect(token.tokenValue).toMatch(/^tok_[A-Za-z0-9]{24}$/);
    expect(Math.abs(Date.now() - Date.parse(token.createdAt))).toBeLessThan(60_000);
    const [first] = await (await server.call("/api/tokens", { cookie: operator })).json();
    expect(first).toEqual(token);
    expect(await recordedWith(token)).toEqual([
      expect.objectContaining({ type: "tokenization", status: "completed", amount: null, walletId: null, currency: "USD", description: "Card ending 4242 tokenized" }),
    ]);
  });

  it.each([
    ["ach", "ACH account tokenized"],
    ["bank", "Bank account tokenized"],
  ])("tokenizes %s without card fields", async (type, description) => {
    const token: Token = await (await post({ paymentMethodType: type, lastFour: "", expiryMonth: null })).json();
    expect(token).toMatchObject({ paymentMethodType: type, lastFour: null, expiryMonth: null, expiryYear: null, customerId: null });
    expect((await recordedWith(token)).map((t) => [t.type, t.description])).toContainEqual(["tokenization", description]);
  });

  it.each([
    [{}, "Payment method type is required"],
    [{ paymentMethodType: "  " }, "Payment method type is required"],
    [{ paymentMethodType: "crypto" }, "Payment method type must be card, ach or bank"],
    [{ paymentMethodType: "card", lastFour: "123" }, "Last four must be exactly 4 digits"],
    [{ paymentMethodType: "card", lastFour: "12a4" }, "Last four must be exactly 4 digits"],
    [{ paymentMethodType: "card", lastFour: 1234 }, "Last four must be exactly 4 digits"],
    [{ paymentMethodType: "card", expiryMonth: "13" }, "Expiry month must be two digits from 01 to 12"],
    [{ paymentMethodType: "card", expiryMonth: "00" }, "Expiry month must be two digits from 01 to 12"],
    [{ paymentMethodType: "card", expiryMonth: "9" }, "Expiry month must be two digits from 01 to 12"],
    [{ paymentMethodType: "card", expiryYear: "30" }, "Expiry year must be 4 digits"],
    [{ paymentMethodType: "card", customerId: "x".repeat(101) }, "Customer ID must be at most 100 characters"],
    [{ paymentMethodType: "card", merchantId: 7 }, "Merchant ID must be a string"],
  ])("refuses %j: %s, storing nothing", async (body, message) => {
    const tokens = await server.store.tokens.count();
    const transactions = await server.store.transactions.count();
    const res = await post(body);
    expect([res.status, await res.text()]).toEqual([400, message]);
    expect(await server.store.tokens.count()).toBe(tokens);
    expect(await server.store.transactions.count()).toBe(transactions);
  });

  it("refuses viewers (403) and calls without a session (401)", async () => {
    const list = await server.call("/api/tokens", { cookie: viewer });
    expect([list.status, await list.text()]).toEqual([403, "Forbidden"]);
    const create = await post({ paymentMethodType: "ach" }, viewer);
    expect([create.status, await create.text()]).toEqual([403, "Forbidden"]);
    expect((await server.call("/api/tokens")).status).toBe(401);
  });

  it("tokenizes once per Idempotency-Key: one token, one transaction", async () => {
    const tokens = await server.store.tokens.count();
    const transactions = await server.store.transactions.count();
    const body = { paymentMethodType: "card", lastFour: "1111" };
    const first = await post(body, operator, { "Idempotency-Key": "tok-1" });
    const again = await post(body, operator, { "Idempotency-Key": "tok-1" });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(await server.store.tokens.count()).toBe(tokens + 1);
    expect(await server.store.transactions.count()).toBe(transactions + 1);
  });
});
