// SPEC §7, row by row: method, path, query and body of every call the console makes.
import { describe, expect, it } from "vitest";
import type { AxiosInstance, AxiosRequestConfig } from "axios";
import { createDataProvider } from "../../../providers/data-provider";
import { resources } from "../../../resources";

function recorder() {
  const calls: AxiosRequestConfig[] = [];
  const http = {
    defaults: { baseURL: "" },
    request: async (cfg: AxiosRequestConfig) => {
      calls.push(cfg);
      return { data: cfg.method === "get" ? [] : { id: "x", user: {} } };
    },
  } as unknown as AxiosInstance;
  return { calls, dp: createDataProvider(resources, http) };
}

type Row = [string, (dp: ReturnType<typeof createDataProvider>) => Promise<unknown>, string, string, Record<string, string> | undefined, unknown];

const rows: Row[] = [
  ["POST /api/user/login", (dp) => dp.custom!({ url: "", method: "post", payload: { email: "a@b.c" }, meta: { resource: "users", action: "login" } }), "post", "/api/user/login", undefined, { email: "a@b.c" }],
  ["PUT /api/user/{id} (profile)", (dp) => dp.update({ resource: "users", id: "u1", variables: { firstName: "Ada", lastName: "L" } }), "put", "/api/user/u1", undefined, { firstName: "Ada", lastName: "L" }],
  ["PUT /api/user/{id} (role)", (dp) => dp.update({ resource: "users", id: "u1", variables: { role: "viewer" } }), "put", "/api/user/u1", undefined, { role: "viewer" }],
  ["PUT /api/user/{id}/settings", (dp) => dp.custom!({ url: "", method: "put", payload: { theme: "dark" }, meta: { resource: "users", action: "settings", id: "u1" } }), "put", "/api/user/u1/settings", undefined, { theme: "dark" }],
  ["DELETE /api/user/{id}", (dp) => dp.deleteOne({ resource: "users", id: "u1" }), "delete", "/api/user/u1", undefined, undefined],
  ["GET /api/users", (dp) => dp.getList({ resource: "users" }), "get", "/api/users", undefined, undefined],
  ["GET /api/dashboard/metrics", (dp) => dp.custom!({ url: "/api/dashboard/metrics", method: "get" }), "get", "/api/dashboard/metrics", undefined, undefined],
  ["GET /api/transactions?limit=10 (dashboard)", (dp) => dp.getList({ resource: "transactions", meta: { query: { limit: 10 } } }), "get", "/api/transactions", { limit: "10" }, undefined],
  ["GET /api/transactions (screen)", (dp) => dp.getList({ resource: "transactions", pagination: { currentPage: 2, pageSize: 10 } }), "get", "/api/transactions", undefined, undefined],
  ["GET /api/wallets", (dp) => dp.getList({ resource: "wallets" }), "get", "/api/wallets", undefined, undefined],
  ["POST /api/wallets", (dp) => dp.create({ resource: "wallets", variables: { customerId: "c1", merchantId: undefined } }), "post", "/api/wallets", undefined, { customerId: "c1" }],
  ["POST /api/wallets/{id}/load", (dp) => dp.custom!({ url: "", method: "post", payload: { amount: "12.50" }, meta: { resource: "wallets", action: "load", id: "w1" } }), "post", "/api/wallets/w1/load", undefined, { amount: "12.50" }],
  ["POST /api/wallets/{id}/withdraw", (dp) => dp.custom!({ url: "", method: "post", payload: { amount: "3.00" }, meta: { resource: "wallets", action: "withdraw", id: "w1" } }), "post", "/api/wallets/w1/withdraw", undefined, { amount: "3.00" }],
  ["POST /api/wallets/{id}/qr", (dp) => dp.custom!({ url: "", method: "post", meta: { resource: "wallets", action: "qr", id: "w1" } }), "post", "/api/wallets/w1/qr", undefined, undefined],
  ["GET /api/tokens", (dp) => dp.getList({ resource: "tokens" }), "get", "/api/tokens", undefined, undefined],
  ["POST /api/tokens", (dp) => dp.create({ resource: "tokens", variables: { paymentMethodType: "card", lastFour: "4242", expiryMonth: "12", expiryYear: "2030" } }), "post", "/api/tokens", undefined, { paymentMethodType: "card", lastFour: "4242", expiryMonth: "12", expiryYear: "2030" }],
  ["GET /api/merchants", (dp) => dp.getList({ resource: "merchants" }), "get", "/api/merchants", undefined, undefined],
  ["POST /api/merchants", (dp) => dp.create({ resource: "merchants", variables: { legalName: "Acme", ein: "12-3456789", businessType: "llc" } }), "post", "/api/merchants", undefined, { legalName: "Acme", ein: "12-3456789", businessType: "llc" }],
  ["PUT /api/merchants/{id}", (dp) => dp.update({ resource: "merchants", id: "m1", variables: { kycStatus: "approved", onboardingStatus: "approved" } }), "put", "/api/merchants/m1", undefined, { kycStatus: "approved", onboardingStatus: "approved" }],
  ["GET /api/kyc-documents (all)", (dp) => dp.getList({ resource: "kyc-documents", meta: { query: { merchantId: undefined } } }), "get", "/api/kyc-documents", undefined, undefined],
  ["GET /api/kyc-documents?merchantId", (dp) => dp.getList({ resource: "kyc-documents", meta: { query: { merchantId: "m1" } } }), "get", "/api/kyc-documents", { merchantId: "m1" }, undefined],
  ["POST /api/kyc-documents", (dp) => dp.create({ resource: "kyc-documents", variables: { merchantId: "m1", documentType: "tax_return", fileName: "a.pdf", fileUrl: "https://x/a.pdf", fileSize: 1024000, mimeType: "application/pdf" } }), "post", "/api/kyc-documents", undefined, { merchantId: "m1", documentType: "tax_return", fileName: "a.pdf", fileUrl: "https://x/a.pdf", fileSize: 1024000, mimeType: "application/pdf" }],
  ["PUT /api/kyc-documents/{id}", (dp) => dp.update({ resource: "kyc-documents", id: "d1", variables: { status: "rejected", reviewedAt: "2026-01-01T00:00:00.000Z", reviewNotes: "Document rejected" } }), "put", "/api/kyc-documents/d1", undefined, { status: "rejected", reviewedAt: "2026-01-01T00:00:00.000Z", reviewNotes: "Document rejected" }],
  ["GET /api/api-keys", (dp) => dp.getList({ resource: "api-keys" }), "get", "/api/api-keys", undefined, undefined],
  ["POST /api/api-keys", (dp) => dp.create({ resource: "api-keys", variables: { name: "CI", environment: "sandbox", permissions: [] } }), "post", "/api/api-keys", undefined, { name: "CI", environment: "sandbox", permissions: [] }],
  ["PUT /api/api-keys/{id}", (dp) => dp.update({ resource: "api-keys", id: "k1", variables: { isActive: false } }), "put", "/api/api-keys/k1", undefined, { isActive: false }],
  ["DELETE /api/api-keys/{id}", (dp) => dp.deleteOne({ resource: "api-keys", id: "k1" }), "delete", "/api/api-keys/k1", undefined, undefined],
];

describe("data provider: SPEC §7 table", () => {
  it.each(rows)("%s", async (_name, call, method, url, params, data) => {
    const { calls, dp } = recorder();
    await call(dp);
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe(method);
    expect(calls[0].url).toBe(url);
    expect(calls[0].params).toEqual(params);
    expect(calls[0].data).toEqual(data);
  });

  it("returns the whole list with its length as total", async () => {
    const http = { defaults: {}, request: async () => ({ data: [{ id: 1 }, { id: 2 }] }) } as unknown as AxiosInstance;
    const res = await createDataProvider(resources, http).getList({ resource: "wallets" });
    expect(res).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });
  });

  it("refuses an unknown resource or action instead of guessing a path", async () => {
    const { dp, calls } = recorder();
    await expect(dp.getList({ resource: "nope" })).rejects.toMatchObject({ message: expect.stringContaining("nope") });
    await expect(dp.custom!({ url: "", method: "post", meta: { resource: "wallets", action: "explode", id: "1" } })).rejects.toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("encodes ids in paths", async () => {
    const { dp, calls } = recorder();
    await dp.deleteOne({ resource: "api-keys", id: "a/b?c" });
    expect(calls[0].url).toBe("/api/api-keys/a%2Fb%3Fc");
  });

  it("sends meta.idempotencyKey as the Idempotency-Key header on creates and money moves, and nothing without it", async () => {
    const { dp, calls } = recorder();
    await dp.create({ resource: "wallets", variables: { customerId: "c1" }, meta: { idempotencyKey: "key-create" } });
    await dp.custom!({ url: "", method: "post", payload: { amount: "1.00" }, meta: { resource: "wallets", action: "load", id: "w1", idempotencyKey: "key-load" } });
    await dp.custom!({ url: "", method: "post", payload: { amount: "1.00" }, meta: { resource: "wallets", action: "withdraw", id: "w1", idempotencyKey: "key-out" } });
    await dp.create({ resource: "api-keys", variables: { name: "CI", environment: "sandbox", permissions: [] } });
    await dp.custom!({ url: "/api/dashboard/metrics", method: "get", meta: { idempotencyKey: "ignored" } });
    expect(calls.map((c) => (c.headers as Record<string, string> | undefined)?.["Idempotency-Key"])).toEqual(["key-create", "key-load", "key-out", undefined, undefined]);
    // The key is a header only: the body stays SPEC §7's.
    expect(calls[0].data).toEqual({ customerId: "c1" });
    expect(calls[1].data).toEqual({ amount: "1.00" });
  });
});
