import { describe, expect, it } from "vitest";
import type { ApiKey, KycDocument, Merchant, Token } from "../../../src/domain";
import { getDb } from "../../../mocks/db";
import { ADMIN, OPERATOR, callJson, loginAs, outcome } from "./helpers";

describe("tokens", () => {
  it("tokenizes a card and records a tokenization transaction", async () => {
    await loginAs(OPERATOR);
    const token = await callJson<Token>("/api/tokens", {
      method: "POST",
      body: { paymentMethodType: "card", lastFour: "4242", expiryMonth: "09", expiryYear: "2030", customerId: " cust_1 " },
    });
    expect(token).toMatchObject({ paymentMethodType: "card", lastFour: "4242", expiryMonth: "09", expiryYear: "2030", customerId: "cust_1", merchantId: null, isActive: true });
    expect(token.tokenValue).toMatch(/^tok_[A-Za-z0-9]{24}$/);
    expect(getDb().tokens[0].id).toBe(token.id);
    expect(getDb().transactions[0]).toMatchObject({ type: "tokenization", status: "completed", amount: null, description: "Card ending 4242 tokenized" });
    const tokens = await callJson<Token[]>("/api/tokens");
    expect(tokens).toHaveLength(41);
    expect(tokens[0].id).toBe(token.id);
  });

  it("accepts ach and bank without card fields", async () => {
    await loginAs(OPERATOR);
    for (const type of ["ach", "bank"]) {
      const token = await callJson<Token>("/api/tokens", { method: "POST", body: { paymentMethodType: type, lastFour: "" } });
      expect(token).toMatchObject({ paymentMethodType: type, lastFour: null, expiryMonth: null, expiryYear: null });
    }
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
  ])("refuses %j: %s", async (body, message) => {
    await loginAs(OPERATOR);
    const before = getDb().tokens.length;
    expect(await outcome("/api/tokens", { method: "POST", body })).toMatchObject({ status: 400, body: message });
    expect(getDb().tokens).toHaveLength(before);
  });
});

describe("merchants", () => {
  it("registers a merchant, pending, trimmed", async () => {
    await loginAs(OPERATOR);
    const merchant = await callJson<Merchant>("/api/merchants", {
      method: "POST",
      body: { legalName: "  Acme Widgets LLC ", ein: "12-3456789", businessType: "llc" },
    });
    expect(merchant).toMatchObject({ legalName: "Acme Widgets LLC", ein: "12-3456789", businessType: "llc", kycStatus: "pending", onboardingStatus: "pending" });
    const list = await callJson<Merchant[]>("/api/merchants");
    expect(list[0].id).toBe(merchant.id);
    expect(list.filter((m) => m.kycStatus === "pending")).toHaveLength(4);
  });

  it.each([
    [{ ein: "12-3456789", businessType: "llc" }, "All fields are required"],
    [{ legalName: "  ", ein: "12-3456789", businessType: "llc" }, "All fields are required"],
    [{ legalName: "Acme", ein: "", businessType: "llc" }, "All fields are required"],
    [{ legalName: "Acme", ein: "12-3456789" }, "All fields are required"],
    [{ legalName: "Acme", ein: "12-3456789", businessType: "nonprofit" }, "Business type must be corporation, llc, partnership or sole_proprietorship"],
    [{ legalName: "A".repeat(201), ein: "12-3456789", businessType: "llc" }, "Legal name must be at most 200 characters"],
  ])("refuses %j", async (body, message) => {
    await loginAs(OPERATOR);
    expect(await outcome("/api/merchants", { method: "POST", body })).toMatchObject({ status: 400, body: message });
  });

  it("approves and rejects, validating statuses", async () => {
    await loginAs(OPERATOR);
    const [first, second] = getDb().merchants.filter((m) => m.kycStatus === "pending");
    const approved = await callJson<Merchant>(`/api/merchants/${first.id}`, { method: "PUT", body: { kycStatus: "approved", onboardingStatus: "approved" } });
    expect(approved).toMatchObject({ kycStatus: "approved", onboardingStatus: "approved" });
    const rejected = await callJson<Merchant>(`/api/merchants/${second.id}`, { method: "PUT", body: { kycStatus: "rejected" } });
    expect(rejected).toMatchObject({ kycStatus: "rejected", onboardingStatus: "pending" });
    expect(await outcome(`/api/merchants/${first.id}`, { method: "PUT", body: { kycStatus: "done" } })).toMatchObject({
      status: 400,
      body: "KYC status must be pending, approved or rejected",
    });
    expect(await outcome(`/api/merchants/${first.id}`, { method: "PUT", body: { kycStatus: "approved", onboardingStatus: "x" } })).toMatchObject({ status: 400 });
    expect(await outcome("/api/merchants/nope", { method: "PUT", body: { kycStatus: "approved" } })).toMatchObject({ status: 404, body: "Merchant not found" });
  });
});

describe("KYC documents", () => {
  const upload = (merchantId: string) => ({
    merchantId,
    documentType: "bank_statement",
    fileName: "statement.pdf",
    fileUrl: "https://files.example.com/statement.pdf",
    fileSize: 1024000,
    mimeType: "application/pdf",
  });

  it("lists all documents, or one merchant's with ?merchantId", async () => {
    await loginAs(OPERATOR);
    const all = await callJson<KycDocument[]>("/api/kyc-documents");
    expect(all).toHaveLength(30);
    const merchantId = getDb().merchants[0].id;
    const mine = await callJson<KycDocument[]>(`/api/kyc-documents?merchantId=${merchantId}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((d) => d.merchantId === merchantId)).toBe(true);
    expect(mine).toEqual(all.filter((d) => d.merchantId === merchantId));
    expect(await callJson("/api/kyc-documents?merchantId=unknown")).toEqual([]);
  });

  it("uploads a document record, pending", async () => {
    await loginAs(OPERATOR);
    const merchantId = getDb().merchants[1].id;
    const doc = await callJson<KycDocument>("/api/kyc-documents", { method: "POST", body: upload(merchantId) });
    expect(doc).toMatchObject({ ...upload(merchantId), status: "pending", reviewedAt: null });
    expect(Date.now() - Date.parse(doc.uploadedAt)).toBeLessThan(5000);
    expect((await callJson<KycDocument[]>(`/api/kyc-documents?merchantId=${merchantId}`))[0].id).toBe(doc.id);
  });

  it("refuses missing fields, unknown merchants, bad types and non-http URLs", async () => {
    await loginAs(OPERATOR);
    const merchantId = getDb().merchants[0].id;
    const post = (body: unknown) => outcome("/api/kyc-documents", { method: "POST", body });
    for (const key of ["merchantId", "documentType", "fileName", "fileUrl"] as const) {
      expect(await post({ ...upload(merchantId), [key]: "  " }), key).toMatchObject({ status: 400, body: "All fields are required" });
      const { [key]: _omitted, ...rest } = upload(merchantId);
      expect(await post(rest), key).toMatchObject({ status: 400, body: "All fields are required" });
    }
    expect(await post(upload("nope"))).toMatchObject({ status: 404, body: "Merchant not found" });
    expect(await post({ ...upload(merchantId), documentType: "selfie" })).toMatchObject({ status: 400 });
    for (const fileUrl of ["javascript:alert(1)", "ftp://files.example.com/a.pdf", "not a url", "data:text/html,<b>x</b>", "/relative.pdf"]) {
      expect(await post({ ...upload(merchantId), fileUrl }), fileUrl).toMatchObject({ status: 400, body: "File URL must be an http(s) URL" });
    }
    expect(await post({ ...upload(merchantId), fileSize: -1 })).toMatchObject({ status: 400 });
    expect(getDb().kycDocuments).toHaveLength(30);
  });

  it("reviews a document", async () => {
    await loginAs(OPERATOR);
    const [a, b] = getDb().kycDocuments.filter((d) => d.status === "pending");
    const reviewedAt = new Date().toISOString();
    const approved = await callJson<KycDocument>(`/api/kyc-documents/${a.id}`, { method: "PUT", body: { status: "approved", reviewedAt } });
    expect(approved).toMatchObject({ status: "approved", reviewedAt });
    const rejected = await callJson<KycDocument>(`/api/kyc-documents/${b.id}`, {
      method: "PUT",
      body: { status: "rejected", reviewedAt, reviewNotes: "Document rejected" },
    });
    expect(rejected).toMatchObject({ status: "rejected", reviewNotes: "Document rejected" });
    expect(await outcome(`/api/kyc-documents/${a.id}`, { method: "PUT", body: { status: "maybe" } })).toMatchObject({ status: 400 });
    expect(await outcome(`/api/kyc-documents/${a.id}`, { method: "PUT", body: { status: "approved", reviewedAt: "yesterday" } })).toMatchObject({ status: 400 });
    expect(await outcome("/api/kyc-documents/nope", { method: "PUT", body: { status: "approved" } })).toMatchObject({ status: 404 });
  });
});

describe("API keys", () => {
  it("creates sandbox and production keys; global merchant is null", async () => {
    await loginAs(ADMIN);
    const sandbox = await callJson<ApiKey>("/api/api-keys", { method: "POST", body: { name: " CI key ", merchantId: "global", permissions: [] } });
    expect(sandbox).toMatchObject({ name: "CI key", merchantId: null, environment: "sandbox", permissions: [], isActive: true, lastUsed: null });
    expect(sandbox.keyValue).toMatch(/^pk_test_[A-Za-z0-9]{32}$/);
    const merchantId = getDb().merchants[0].id;
    const live = await callJson<ApiKey>("/api/api-keys", { method: "POST", body: { name: "Live", merchantId, environment: "production" } });
    expect(live).toMatchObject({ merchantId, environment: "production" });
    expect(live.keyValue).toMatch(/^pk_live_[A-Za-z0-9]{32}$/);
    expect((await callJson<ApiKey>("/api/api-keys", { method: "POST", body: { name: "x", merchantId: "" } })).merchantId).toBeNull();
    const list = await callJson<ApiKey[]>("/api/api-keys");
    expect(list).toHaveLength(9);
    expect(list[1].id).toBe(live.id);
  });

  it("validates name, environment, merchant and permissions", async () => {
    await loginAs(ADMIN);
    const post = (body: unknown) => outcome("/api/api-keys", { method: "POST", body });
    expect(await post({ environment: "sandbox" })).toMatchObject({ status: 400, body: "API key name is required" });
    expect(await post({ name: "   " })).toMatchObject({ status: 400, body: "API key name is required" });
    expect(await post({ name: "k", environment: "staging" })).toMatchObject({ status: 400, body: "Environment must be sandbox or production" });
    expect(await post({ name: "k", merchantId: "nope" })).toMatchObject({ status: 404, body: "Merchant not found" });
    expect(await post({ name: "k", permissions: "all" })).toMatchObject({ status: 400 });
  });

  it("toggles and deletes a key", async () => {
    await loginAs(ADMIN);
    const key = getDb().apiKeys.find((k) => k.isActive)!;
    const off = await callJson<ApiKey>(`/api/api-keys/${key.id}`, { method: "PUT", body: { isActive: false } });
    expect(off.isActive).toBe(false);
    const on = await callJson<ApiKey>(`/api/api-keys/${key.id}`, { method: "PUT", body: { isActive: true } });
    expect(on.isActive).toBe(true);
    expect(await outcome(`/api/api-keys/${key.id}`, { method: "PUT", body: { isActive: "no" } })).toMatchObject({ status: 400 });
    expect((await outcome(`/api/api-keys/${key.id}`, { method: "DELETE" })).status).toBe(204);
    expect(getDb().apiKeys.some((k) => k.id === key.id)).toBe(false);
    expect(await outcome(`/api/api-keys/${key.id}`, { method: "DELETE" })).toMatchObject({ status: 404, body: "API key not found" });
    expect(await outcome(`/api/api-keys/${key.id}`, { method: "PUT", body: { isActive: true } })).toMatchObject({ status: 404 });
  });
});
