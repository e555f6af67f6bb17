// KYC document review on the demo backend: the review time must be the server's "now" (within
// 5 minutes), and the document records who reviewed it.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { KycDocument } from "../../../src/domain";
import { getDb } from "../../../mocks/db";
import { ADMIN, OPERATOR, callJson, loginAs, outcome } from "./helpers";

const SKEW = "Reviewed at must be the current time (within 5 minutes of the server's clock)";
const MINUTE = 60_000;
const pending = () => getDb().kycDocuments.filter((d) => d.status === "pending");
const review = (id: string, body: Record<string, unknown>) => outcome(`/api/kyc-documents/${id}`, { method: "PUT", body });

describe("KYC review time", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ["6 minutes ago", -6 * MINUTE],
    ["6 minutes ahead", 6 * MINUTE],
    ["a year ago", -365 * 24 * 60 * MINUTE],
    ["next day", 24 * 60 * MINUTE],
  ])("refuses a reviewedAt %s with 400 and a readable message; the document stays pending", async (_, offset) => {
    await loginAs(OPERATOR);
    const doc = pending()[0];
    const reviewedAt = new Date(Date.now() + offset).toISOString();
    expect(await review(doc.id, { status: "approved", reviewedAt })).toMatchObject({ status: 400, body: SKEW });
    expect(getDb().kycDocuments.find((d) => d.id === doc.id)).toMatchObject({ status: "pending", reviewedAt: null });
  });

  it("accepts a reviewedAt up to 5 minutes either side (a client clock a little off)", async () => {
    await loginAs(OPERATOR);
    const [a, b] = pending();
    const behind = new Date(Date.now() - 4 * MINUTE).toISOString();
    expect(await review(a.id, { status: "approved", reviewedAt: behind })).toMatchObject({ status: 200 });
    expect(getDb().kycDocuments.find((d) => d.id === a.id)!.reviewedAt).toBe(behind);
    const ahead = new Date(Date.now() + 4 * MINUTE).toISOString();
    expect(await review(b.id, { status: "rejected", reviewedAt: ahead, reviewNotes: "Document rejected" })).toMatchObject({ status: 200 });
  });

  it("measures against the server's own clock, not the date the client sent", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2030-01-01T12:00:00.000Z") });
    await loginAs(OPERATOR);
    const doc = pending()[0];
    expect(await review(doc.id, { status: "approved", reviewedAt: "2030-01-01T12:03:00.000Z" })).toMatchObject({ status: 200 });
    const other = pending()[0];
    expect(await review(other.id, { status: "approved", reviewedAt: "2026-11-25T12:00:00.000Z" })).toMatchObject({ status: 400, body: SKEW });
  });
});

describe("KYC reviewer", () => {
  it("records who approved or rejected (from the session, not the body); back to pending clears it", async () => {
    await loginAs(OPERATOR);
    const [a, b] = pending();
    const now = () => new Date().toISOString();
    const approved = await callJson<KycDocument>(`/api/kyc-documents/${a.id}`, {
      method: "PUT",
      body: { status: "approved", reviewedAt: now(), reviewedBy: "someone-else@example.com" },
    });
    expect(approved.reviewedBy).toBe(OPERATOR);
    expect(getDb().kycDocuments.find((d) => d.id === a.id)!.reviewedBy).toBe(OPERATOR);
    await loginAs(ADMIN);
    const rejected = await callJson<KycDocument>(`/api/kyc-documents/${b.id}`, {
      method: "PUT",
      body: { status: "rejected", reviewedAt: now(), reviewNotes: "Document rejected" },
    });
    expect(rejected).toMatchObject({ status: "rejected", reviewedBy: ADMIN });
    const reopened = await callJson<KycDocument>(`/api/kyc-documents/${b.id}`, { method: "PUT", body: { status: "pending", reviewedAt: null } });
    expect(reopened).toMatchObject({ status: "pending", reviewedAt: null, reviewedBy: null });
  });

  it("a review without reviewedAt is stamped with the server's time and the reviewer", async () => {
    await loginAs(OPERATOR);
    const doc = pending()[0];
    const before = Date.now();
    const approved = await callJson<KycDocument>(`/api/kyc-documents/${doc.id}`, { method: "PUT", body: { status: "approved" } });
    expect(Date.parse(approved.reviewedAt!)).toBeGreaterThanOrEqual(before);
    expect(approved.reviewedBy).toBe(OPERATOR);
  });
});
