// Idempotency-Key on the demo backend: a repeated write with the same key is answered from memory,
// never done twice; another body with the same key is 422; keys are per user, method and path.
import { describe, expect, it } from "vitest";
import { maskApiKey } from "../../../src/lib/format";
import type { Wallet } from "../../../src/domain";
import { getDb } from "../../../mocks/db";
import { toCents } from "../../../mocks/money";
import { ADMIN, OPERATOR, call, loginAs, outcome } from "./helpers";

const activeWallet = () => getDb().wallets.find((w) => w.status === "active")!;
const balanceOf = (id: string) => toCents(getDb().wallets.find((w) => w.id === id)!.balance)!;
const withKey = (key: string) => ({ "Idempotency-Key": key });

describe("Idempotency-Key", () => {
  it("a load sent twice with the same key moves the balance once and answers the same both times", async () => {
    await loginAs(OPERATOR);
    const wallet = activeWallet();
    const before = balanceOf(wallet.id);
    const txBefore = getDb().transactions.length;
    const path = `/api/wallets/${wallet.id}/load`;
    const first = await call(path, { method: "POST", body: { amount: "10.00" }, headers: withKey("load-1") });
    const second = await call(path, { method: "POST", body: { amount: "10.00" }, headers: withKey("load-1") });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const firstBody = await first.text();
    expect(await second.text()).toBe(firstBody);
    expect((JSON.parse(firstBody) as Wallet).balance).toBe(getDb().wallets.find((w) => w.id === wallet.id)!.balance);
    expect(second.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    expect(balanceOf(wallet.id)).toBe(before + 1000);
    expect(getDb().transactions).toHaveLength(txBefore + 1);
  });

  it("a withdrawal repeated with its key is not taken twice; a new key is a new withdrawal", async () => {
    await loginAs(OPERATOR);
    const wallet = getDb().wallets.find((w) => w.status === "active" && toCents(w.balance)! > 500)!;
    const before = balanceOf(wallet.id);
    const path = `/api/wallets/${wallet.id}/withdraw`;
    for (let i = 0; i < 3; i++) expect((await call(path, { method: "POST", body: { amount: "2.00" }, headers: withKey("w-1") })).status).toBe(200);
    expect(balanceOf(wallet.id)).toBe(before - 200);
    expect((await call(path, { method: "POST", body: { amount: "2.00" }, headers: withKey("w-2") })).status).toBe(200);
    expect(balanceOf(wallet.id)).toBe(before - 400);
  });

  it.each([
    ["wallets", OPERATOR, "/api/wallets", { customerId: "c-idem" }, () => getDb().wallets.length],
    ["tokens", OPERATOR, "/api/tokens", { paymentMethodType: "ach", customerId: "c-idem" }, () => getDb().tokens.length],
    ["merchants", OPERATOR, "/api/merchants", { legalName: "Idem LLC", ein: "12-3456789", businessType: "llc" }, () => getDb().merchants.length],
    [
      "kyc-documents",
      OPERATOR,
      "/api/kyc-documents",
      { merchantId: "", documentType: "tax_return", fileName: "t.pdf", fileUrl: "https://files.example.com/t.pdf", fileSize: 1024000, mimeType: "application/pdf" },
      () => getDb().kycDocuments.length,
    ],
    ["api-keys", ADMIN, "/api/api-keys", { name: "Idem key", environment: "sandbox", permissions: [] }, () => getDb().apiKeys.length],
  ])("a create of %s repeated with its key creates one record and returns it again (201)", async (_, email, path, body, count) => {
    await loginAs(email);
    const payload = { ...body } as Record<string, unknown>;
    if (path === "/api/kyc-documents") payload.merchantId = getDb().merchants[0].id;
    const before = count();
    const first = await call(path, { method: "POST", body: payload, headers: withKey(`create-${path}`) });
    const again = await call(path, { method: "POST", body: payload, headers: withKey(`create-${path}`) });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const [firstBody, againBody] = [await first.json(), await again.json()];
    // A new API key's value is shown whole once: the kept answer, and so a retry, carries it masked.
    if (path === "/api/api-keys") {
      expect(againBody).toEqual({ ...firstBody, keyValue: maskApiKey(firstBody.keyValue) });
      expect(JSON.stringify(getDb().idempotency)).not.toContain(firstBody.keyValue);
    } else expect(againBody).toEqual(firstBody);
    expect(count()).toBe(before + 1);
  });

  it("the same key with a different body is 422 and does nothing", async () => {
    await loginAs(OPERATOR);
    const wallet = activeWallet();
    const before = balanceOf(wallet.id);
    const path = `/api/wallets/${wallet.id}/load`;
    expect((await call(path, { method: "POST", body: { amount: "1.00" }, headers: withKey("k") })).status).toBe(200);
    expect(await outcome(path, { method: "POST", body: { amount: "100.00" }, headers: withKey("k") })).toMatchObject({
      status: 422,
      body: "Idempotency-Key was already used for a different request",
    });
    expect(balanceOf(wallet.id)).toBe(before + 100);
  });

  it("a failed answer is not kept: the corrected request with the same key goes through", async () => {
    await loginAs(OPERATOR);
    const wallet = activeWallet();
    const before = balanceOf(wallet.id);
    const path = `/api/wallets/${wallet.id}/load`;
    expect((await call(path, { method: "POST", body: { amount: "0.001" }, headers: withKey("fix") })).status).toBe(400);
    expect((await call(path, { method: "POST", body: { amount: "0.01" }, headers: withKey("fix") })).status).toBe(200);
    expect(balanceOf(wallet.id)).toBe(before + 1);
  });

  it("keys are per user, method and path: the same key elsewhere is a new request", async () => {
    await loginAs(OPERATOR);
    const [a, b] = getDb().wallets.filter((w) => w.status === "active");
    const [beforeA, beforeB] = [balanceOf(a.id), balanceOf(b.id)];
    expect((await call(`/api/wallets/${a.id}/load`, { method: "POST", body: { amount: "1.00" }, headers: withKey("same") })).status).toBe(200);
    expect((await call(`/api/wallets/${b.id}/load`, { method: "POST", body: { amount: "1.00" }, headers: withKey("same") })).status).toBe(200);
    await loginAs(ADMIN);
    expect((await call(`/api/wallets/${a.id}/load`, { method: "POST", body: { amount: "1.00" }, headers: withKey("same") })).status).toBe(200);
    expect([balanceOf(a.id), balanceOf(b.id)]).toEqual([beforeA + 200, beforeB + 100]);
  });

  it("without the header every request is done (a SPEC §7 client sends none)", async () => {
    await loginAs(OPERATOR);
    const wallet = activeWallet();
    const before = balanceOf(wallet.id);
    for (let i = 0; i < 2; i++) await call(`/api/wallets/${wallet.id}/load`, { method: "POST", body: { amount: "1.00" } });
    expect(balanceOf(wallet.id)).toBe(before + 200);
  });

  it("refuses an empty, too long or non-ASCII key with 400", async () => {
    await loginAs(OPERATOR);
    const wallet = activeWallet();
    for (const key of ["", "x".repeat(256), "clé"]) {
      const res = await outcome(`/api/wallets/${wallet.id}/load`, { method: "POST", body: { amount: "1.00" }, headers: withKey(key) });
      expect(res, JSON.stringify(key)).toMatchObject({ status: 400, body: "Idempotency-Key must be 1 to 255 visible ASCII characters" });
    }
  });

  it("two requests with one key at the same time: one does the work, the other is 409", async () => {
    await loginAs(OPERATOR);
    const wallet = activeWallet();
    const before = balanceOf(wallet.id);
    const send = () => call(`/api/wallets/${wallet.id}/load`, { method: "POST", body: { amount: "1.00" }, headers: withKey("race") });
    const statuses = (await Promise.all([send(), send()])).map((r) => r.status).sort();
    // Either the second arrived while the first ran (409) or after it (a replay, 200): never twice the money.
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    expect(balanceOf(wallet.id)).toBe(before + 100);
  });
});
