import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KycDocument, Merchant } from "../../src/domain";
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

const MINUTE = 60_000;
const send = (method: string, path: string, body?: unknown, cookie = operator) => server.call(path, { method, cookie, body });
const outcome = async (res: Response) => [res.status, await res.text()];

describe(`merchants on ${DATABASE}`, () => {
  it("lists merchants for operators", async () => {
    const res = await server.call("/api/merchants", { cookie: operator });
    expect(res.status).toBe(200);
    const merchants: Merchant[] = await res.json();
    expect(merchants).toHaveLength(await server.store.merchants.count());
    expect(merchants.some((m) => m.kycStatus === "pending")).toBe(true);
  });

  it("registers a merchant, trimmed and pending, first in the list", async () => {
    const res = await send("POST", "/api/merchants", { legalName: "  Acme Widgets LLC ", ein: " 12-3456789 ", businessType: " llc " });
    expect(res.status).toBe(201);
    const merchant: Merchant = await res.json();
    expect(merchant).toMatchObject({ legalName: "Acme Widgets LLC", ein: "12-3456789", businessType: "llc", kycStatus: "pending", onboardingStatus: "pending" });
    expect(merchant.id).toMatch(/^[0-9a-f-]{36}$/);
    const [first] = await (await server.call("/api/merchants", { cookie: operator })).json();
    expect(first).toEqual(merchant);
  });

  it.each([
    [{ ein: "12-3456789", businessType: "llc" }, "All fields are required"],
    [{ legalName: "  ", ein: "12-3456789", businessType: "llc" }, "All fields are required"],
    [{ legalName: "Acme", ein: "", businessType: "llc" }, "All fields are required"],
    [{ legalName: "Acme", ein: "12-3456789" }, "All fields are required"],
    [{ legalName: "Acme", ein: 123, businessType: "llc" }, "All fields are required"],
    [{ legalName: "Acme", ein: "12-3456789", businessType: "nonprofit" }, "Business type must be corporation, llc, partnership or sole_proprietorship"],
    [{ legalName: "A".repeat(201), ein: "12-3456789", businessType: "llc" }, "Legal name must be at most 200 characters"],
    [{ legalName: "Acme", ein: "1".repeat(21), businessType: "llc" }, "EIN must be at most 20 characters"],
    [{ legalName: "Acme\u0007", ein: "12-3456789", businessType: "llc" }, "Legal name must not contain control characters"],
  ])("refuses %j: %s", async (body, message) => {
    const before = await server.store.merchants.count();
    expect(await outcome(await send("POST", "/api/merchants", body))).toEqual([400, message]);
    expect(await server.store.merchants.count()).toBe(before);
  });

  it("approves (both statuses) and rejects (KYC only)", async () => {
    const [a, b] = await server.store.merchants.list({ where: { kycStatus: "pending" } });
    const approved = await send("PUT", `/api/merchants/${a.id}`, { kycStatus: "approved", onboardingStatus: "approved" });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ ...a, kycStatus: "approved", onboardingStatus: "approved" });
    const rejected: Merchant = await (await send("PUT", `/api/merchants/${b.id}`, { kycStatus: "rejected" })).json();
    expect(rejected).toMatchObject({ id: b.id, kycStatus: "rejected", onboardingStatus: b.onboardingStatus });
    expect(await server.store.merchants.get(b.id)).toMatchObject({ kycStatus: "rejected" });
  });

  it.each([
    [{}, "KYC status is required"],
    [{ kycStatus: "done" }, "KYC status must be pending, approved or rejected"],
    [{ kycStatus: "approved", onboardingStatus: "x" }, "Onboarding status must be pending, approved or rejected"],
    [{ onboardingStatus: 1 }, "Onboarding status must be pending, approved or rejected"],
  ])("refuses the review %j: %s, changing nothing", async (body, message) => {
    const [merchant] = await server.store.merchants.list({ limit: 1 });
    expect(await outcome(await send("PUT", `/api/merchants/${merchant.id}`, body))).toEqual([400, message]);
    expect(await server.store.merchants.get(merchant.id)).toEqual(merchant);
  });

  it("answers 404 Merchant not found for an unknown id, before reading the body", async () => {
    expect(await outcome(await send("PUT", "/api/merchants/nope", { kycStatus: "approved" }))).toEqual([404, "Merchant not found"]);
    expect(await outcome(await send("PUT", "/api/merchants/nope", { kycStatus: "done" }))).toEqual([404, "Merchant not found"]);
  });

  it("refuses viewers every call (403)", async () => {
    const [merchant] = await server.store.merchants.list({ limit: 1 });
    expect(await outcome(await server.call("/api/merchants", { cookie: viewer }))).toEqual([403, "Forbidden"]);
    expect(await outcome(await send("POST", "/api/merchants", { legalName: "V", ein: "1", businessType: "llc" }, viewer))).toEqual([403, "Forbidden"]);
    expect(await outcome(await send("PUT", `/api/merchants/${merchant.id}`, { kycStatus: "approved" }, viewer))).toEqual([403, "Forbidden"]);
    expect((await server.call("/api/merchants")).status).toBe(401);
  });
});

describe(`KYC documents on ${DATABASE}`, () => {
  const upload = (merchantId: string) => ({
    merchantId,
    documentType: "bank_statement",
    fileName: "statement.pdf",
    fileUrl: "https://files.example.com/statement.pdf",
    fileSize: 1024000,
    mimeType: "application/pdf",
  });
  const anyMerchant = async () => (await server.store.merchants.list({ limit: 1 }))[0].id;
  const pending = () => server.store.kycDocuments.list({ where: { status: "pending" } });
  const review = (id: string, body: unknown, cookie = operator) => send("PUT", `/api/kyc-documents/${id}`, body, cookie);

  it("lists every document, or one merchant's with ?merchantId", async () => {
    const all: KycDocument[] = await (await server.call("/api/kyc-documents", { cookie: operator })).json();
    expect(all).toHaveLength(await server.store.kycDocuments.count());
    const merchantId = all[0].merchantId;
    const mine: KycDocument[] = await (await server.call(`/api/kyc-documents?merchantId=${merchantId}`, { cookie: operator })).json();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine).toEqual(all.filter((d) => d.merchantId === merchantId));
    expect(await (await server.call("/api/kyc-documents?merchantId=unknown", { cookie: operator })).json()).toEqual([]);
    expect(await (await server.call("/api/kyc-documents?merchantId=%20", { cookie: operator })).json()).toHaveLength(all.length);
  });

  it("records an upload, pending, first in its merchant's list", async () => {
    const merchantId = await anyMerchant();
    const res = await send("POST", "/api/kyc-documents", { ...upload(merchantId), fileName: "  statement.pdf " });
    expect(res.status).toBe(201);
    const doc: KycDocument = await res.json();
    expect(doc).toMatchObject({ ...upload(merchantId), status: "pending", reviewedAt: null, reviewNotes: null });
    expect(Math.abs(Date.now() - Date.parse(doc.uploadedAt))).toBeLessThan(MINUTE);
    const [first] = await (await server.call(`/api/kyc-documents?merchantId=${merchantId}`, { cookie: operator })).json();
    expect(first).toMatchObject(doc);
    const bare: KycDocument = await (await send("POST", "/api/kyc-documents", { ...upload(merchantId), fileSize: undefined, mimeType: undefined })).json();
    expect(bare).toMatchObject({ fileSize: 0, mimeType: "application/octet-stream" });
  });

  it("refuses a missing or blank required field: All fields are required", async () => {
    const merchantId = await anyMerchant();
    for (const key of ["merchantId", "documentType", "fileName", "fileUrl"] as const) {
      expect(await outcome(await send("POST", "/api/kyc-documents", { ...upload(merchantId), [key]: "  " })), key).toEqual([400, "All fields are required"]);
      const { [key]: _omitted, ...rest } = upload(merchantId);
      expect(await outcome(await send("POST", "/api/kyc-documents", rest)), key).toEqual([400, "All fields are required"]);
    }
  });

  it.each([
    ["a bad document type", { documentType: "selfie" }, "Document type must be one of business_license, bank_statement, tax_return, identity_document, articles_of_incorporation"],
    ["javascript:", { fileUrl: "javascript:alert(1)" }, "File URL must be an http(s) URL"],
    ["ftp:", { fileUrl: "ftp://files.example.com/a.pdf" }, "File URL must be an http(s) URL"],
    ["not a URL", { fileUrl: "not a url" }, "File URL must be an http(s) URL"],
    ["data:", { fileUrl: "data:text/html,<b>x</b>" }, "File URL must be an http(s) URL"],
    ["a relative URL", { fileUrl: "/relative.pdf" }, "File URL must be an http(s) URL"],
    ["a negative size", { fileSize: -1 }, "File size must be a whole number of bytes up to 100 MB"],
    ["a fractional size", { fileSize: 1.5 }, "File size must be a whole number of bytes up to 100 MB"],
    ["a size over 100 MB", { fileSize: 100 * 1024 * 1024 + 1 }, "File size must be a whole number of bytes up to 100 MB"],
    ["a bad MIME type", { mimeType: "pdf" }, "MIME type must look like type/subtype"],
    ["a long file name", { fileName: "f".repeat(256) }, "File name must be at most 255 characters"],
  ])("refuses %s", async (_, change, message) => {
    const before = await server.store.kycDocuments.count();
    expect(await outcome(await send("POST", "/api/kyc-documents", { ...upload(await anyMerchant()), ...change }))).toEqual([400, message]);
    expect(await server.store.kycDocuments.count()).toBe(before);
  });

  it("refuses an unknown merchant with 404 Merchant not found", async () => {
    expect(await outcome(await send("POST", "/api/kyc-documents", upload("nope")))).toEqual([404, "Merchant not found"]);
  });

  it("records who approved or rejected (the session's e-mail, not the body's); back to pending clears it", async () => {
    const [a, b] = await pending();
    const reviewedAt = new Date().toISOString();
    const approved = await review(a.id, { status: "approved", reviewedAt, reviewedBy: "someone-else@example.com" });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ ...a, status: "approved", reviewedAt, reviewNotes: a.reviewNotes ?? null, reviewedBy: "operator@paydesk.dev" });
    expect(await server.store.kycDocuments.get(a.id)).toMatchObject({ status: "approved", reviewedBy: "operator@paydesk.dev" });
    const rejected: KycDocument = await (await review(b.id, { status: "rejected", reviewedAt, reviewNotes: " Document rejected " }, admin)).json();
    expect(rejected).toMatchObject({ status: "rejected", reviewNotes: "Document rejected", reviewedBy: "admin@paydesk.dev" });
    const reopened: KycDocument = await (await review(b.id, { status: "pending", reviewedAt: null })).json();
    expect(reopened).toMatchObject({ status: "pending", reviewedAt: null, reviewedBy: null, reviewNotes: "Document rejected" });
  });

  it("stamps a review without reviewedAt with the server's time", async () => {
    const [doc] = await pending();
    const before = Date.now();
    const approved: KycDocument = await (await review(doc.id, { status: "approved" })).json();
    expect(Date.parse(approved.reviewedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(approved.reviewedBy).toBe("operator@paydesk.dev");
  });

  it("accepts a reviewedAt within 5 minutes of the server's clock and refuses one further off", async () => {
    const [a, b] = await pending();
    const behind = new Date(Date.now() - 4 * MINUTE).toISOString();
    expect((await review(a.id, { status: "approved", reviewedAt: behind })).status).toBe(200);
    expect((await server.store.kycDocuments.get(a.id))!.reviewedAt).toBe(behind);
    const SKEW = "Reviewed at must be the current time (within 5 minutes of the server's clock)";
    for (const offset of [-6 * MINUTE, 6 * MINUTE, -365 * 24 * 60 * MINUTE]) {
      expect(await outcome(await review(b.id, { status: "approved", reviewedAt: new Date(Date.now() + offset).toISOString() }))).toEqual([400, SKEW]);
    }
    expect(await server.store.kycDocuments.get(b.id)).toMatchObject({ status: "pending", reviewedAt: null });
  });

  it.each([
    [{ status: "maybe" }, "Status must be pending, approved or rejected"],
    [{}, "Status must be pending, approved or rejected"],
    [{ status: "approved", reviewedAt: "yesterday" }, "Reviewed at must be a date"],
    [{ status: "approved", reviewedAt: "0" }, "Reviewed at must be a date"],
    [{ status: "rejected", reviewNotes: "n".repeat(1001) }, "Review notes must be at most 1000 characters"],
  ])("refuses the review %j: %s", async (body, message) => {
    const [doc] = await pending();
    expect(await outcome(await review(doc.id, body))).toEqual([400, message]);
    expect(await server.store.kycDocuments.get(doc.id)).toEqual(doc);
  });

  it("answers 404 KYC document not found for an unknown id", async () => {
    expect(await outcome(await review("nope", { status: "approved" }))).toEqual([404, "KYC document not found"]);
    expect(await outcome(await review("nope", { status: "maybe" }))).toEqual([404, "KYC document not found"]);
  });

  it("refuses viewers every call (403)", async () => {
    const [doc] = await pending();
    expect(await outcome(await server.call("/api/kyc-documents", { cookie: viewer }))).toEqual([403, "Forbidden"]);
    expect(await outcome(await send("POST", "/api/kyc-documents", upload(await anyMerchant()), viewer))).toEqual([403, "Forbidden"]);
    expect(await outcome(await review(doc.id, { status: "approved" }, viewer))).toEqual([403, "Forbidden"]);
    expect((await server.call("/api/kyc-documents")).status).toBe(401);
  });
});
