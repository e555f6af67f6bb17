import { describe, expect, it } from "vitest";
import { BUSINESS_TYPES, DOCUMENT_TYPES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from "../../../src/domain";
import { getDb, getProfile, resetDb } from "../../../mocks/db";
import { DAY, PROFILE_SIZES, iso, seed, sortNewestFirst, type Plan } from "../../../mocks/seed";

const NOW = Date.UTC(2026, 10, 21, 14, 0, 0);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function isNewestFirst(dates: string[]): boolean {
  return dates.every((d, i) => i === 0 || dates[i - 1] >= d);
}

describe("seed", () => {
  const data = seed("default", NOW);

  it("is deterministic for the same profile and now", () => {
    expect(seed("default", NOW)).toEqual(data);
    const later = seed("default", NOW + DAY);
    expect(later.users.map((u) => u.id)).toEqual(data.users.map((u) => u.id));
    expect(later.wallets[0].createdAt).not.toBe(data.wallets[0].createdAt);
  });

  it("has the default sizes", () => {
    expect(data.wallets).toHaveLength(24);
    expect(data.transactions).toHaveLength(300);
    expect(data.tokens).toHaveLength(40);
    expect(data.merchants).toHaveLength(12);
    expect(data.kycDocuments).toHaveLength(30);
    expect(data.apiKeys).toHaveLength(6);
    expect(data.users).toHaveLength(10);
    expect(data.sessions).toEqual({});
  });

  it("has the three demo accounts with real names", () => {
    for (const role of ["admin", "operator", "viewer"] as const) {
      const user = data.users.find((u) => u.email === `${role}@paydesk.dev`);
      expect(user?.role).toBe(role);
      expect(user?.firstName).toMatch(/^[A-Z][a-z]+$/);
      expect(user?.lastName).toMatch(/^[A-Z][a-z]+$/);
    }
    expect(data.users.filter((u) => u.theme === "dark")).toHaveLength(1);
    expect(data.users.some((u) => u.sessionTimeout === undefined && u.language === undefined)).toBe(true);
    expect(new Set(data.users.map((u) => u.email)).size).toBe(10);
  });

  it("uses uuid-like ids, unique per list", () => {
    for (const list of [data.users, data.wallets, data.transactions, data.tokens, data.merchants, data.kycDocuments, data.apiKeys]) {
      for (const item of list) expect(item.id).toMatch(UUID);
      expect(new Set(list.map((i) => i.id)).size).toBe(list.length);
    }
  });

  it("returns every list newest first, with recent dates", () => {
    expect(isNewestFirst(data.transactions.map((t) => t.createdAt))).toBe(true);
    expect(isNewestFirst(data.wallets.map((t) => t.createdAt))).toBe(true);
    expect(isNewestFirst(data.tokens.map((t) => t.createdAt))).toBe(true);
    expect(isNewestFirst(data.merchants.map((t) => t.createdAt))).toBe(true);
    expect(isNewestFirst(data.apiKeys.map((t) => t.createdAt))).toBe(true);
    expect(isNewestFirst(data.users.map((t) => t.createdAt ?? ""))).toBe(true);
    expect(isNewestFirst(data.kycDocuments.map((t) => t.uploadedAt))).toBe(true);
    const times = data.transactions.map((t) => Date.parse(t.createdAt));
    expect(Math.max(...times)).toBeLessThan(NOW);
    expect(Math.max(...times)).toBeGreaterThan(NOW - DAY);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW - 60 * DAY);
  });

  it("has wallets in USD with 2-decimal balances, some suspended or closed", () => {
    for (const w of data.wallets) {
      expect(w.balance).toMatch(/^\d+\.\d{2}$/);
      expect(w.currency).toBe("USD");
    }
    expect(data.wallets[0].status).toBe("active");
    expect(data.wallets.some((w) => w.status === "suspended")).toBe(true);
    expect(data.wallets.some((w) => w.status === "closed")).toBe(true);
  });

  it("has transactions of every type and status", () => {
    const types = new Set(data.transactions.map((t) => t.type));
    for (const type of TRANSACTION_TYPES) expect(types.has(type)).toBe(true);
    const statuses = new Set(data.transactions.map((t) => t.status));
    for (const status of TRANSACTION_STATUSES) expect(statuses.has(status)).toBe(true);
    const completed = data.transactions.filter((t) => t.status === "completed").length;
    expect(completed / data.transactions.length).toBeGreaterThan(0.85);
    for (const tx of data.transactions) {
      if (tx.amount != null) expect(tx.amount).toMatch(/^\d+\.\d{2}$/);
      else expect(["tokenization", "wallet_creation"]).toContain(tx.type);
      if (tx.type === "load_funds" || tx.type === "withdrawal") expect(data.wallets.some((w) => w.id === tx.walletId)).toBe(true);
    }
  });

  it("has tokens of every type with valid card fields", () => {
    expect(new Set(data.tokens.map((t) => t.paymentMethodType))).toEqual(new Set(["card", "ach", "bank"]));
    for (const t of data.tokens) {
      expect(t.tokenValue).toMatch(/^tok_[A-Za-z0-9]{24}$/);
      if (t.lastFour != null) expect(t.lastFour).toMatch(/^\d{4}$/);
      if (t.paymentMethodType === "card") {
        expect(t.expiryMonth).toMatch(/^(0[1-9]|1[0-2])$/);
        expect(t.expiryYear).toMatch(/^\d{4}$/);
      }
    }
    expect(data.tokens.some((t) => !t.isActive)).toBe(true);
  });

  it("has exactly 3 merchants pending KYC", () => {
    expect(data.merchants.filter((m) => m.kycStatus === "pending")).toHaveLength(3);
    for (const m of data.merchants) {
      expect(BUSINESS_TYPES).toContain(m.businessType);
      expect(m.ein).toMatch(/^\d{2}-\d{7}$/);
    }
  });

  it("has KYC documents with https URLs and a mix of statuses", () => {
    const merchantIds = new Set(data.merchants.map((m) => m.id));
    for (const d of data.kycDocuments) {
      expect(merchantIds.has(d.merchantId)).toBe(true);
      expect(DOCUMENT_TYPES).toContain(d.documentType);
      expect(d.fileUrl).toMatch(/^https:\/\/files\.paydesk\.dev\/kyc\/.+\.pdf$/);
      expect(d.fileSize).toBe(1024000);
      expect(d.mimeType).toBe("application/pdf");
      expect(d.reviewedAt == null).toBe(d.status === "pending");
    }
    expect(new Set(data.kycDocuments.map((d) => d.status))).toEqual(new Set(["pending", "approved", "rejected"]));
  });

  it("has API keys: global, merchant-bound and one for an unknown merchant", () => {
    const merchantIds = new Set(data.merchants.map((m) => m.id));
    for (const k of data.apiKeys) {
      expect(k.keyValue).toMatch(k.environment === "production" ? /^pk_live_[A-Za-z0-9]{32}$/ : /^pk_test_[A-Za-z0-9]{32}$/);
    }
    expect(data.apiKeys.filter((k) => k.merchantId == null).length).toBeGreaterThan(0);
    expect(data.apiKeys.filter((k) => k.merchantId != null && !merchantIds.has(k.merchantId))).toHaveLength(1);
    expect(data.apiKeys.some((k) => k.lastUsed == null)).toBe(true);
    expect(new Set(data.apiKeys.map((k) => k.environment))).toEqual(new Set(["sandbox", "production"]));
  });

  it("resetDb reseeds the chosen profile; the large profile has the benchmark sizes", () => {
    getDb().wallets.length = 0;
    resetDb("default", NOW);
    expect(getDb()).toEqual(data);

    const started = performance.now();
    resetDb("large", NOW);
    const elapsed = performance.now() - started;
    const large = getDb();
    expect(getProfile()).toBe("large");
    expect(large.transactions).toHaveLength(PROFILE_SIZES.large.transactions);
    expect(large.wallets).toHaveLength(5_000);
    expect(large.tokens).toHaveLength(10_000);
    expect(large.transactions).toHaveLength(50_000);
    expect(large.merchants).toEqual(data.merchants);
    expect(large.users).toEqual(data.users);
    expect(large.merchants.filter((m) => m.kycStatus === "pending")).toHaveLength(3);
    expect(isNewestFirst(large.transactions.map((t) => t.createdAt))).toBe(true);
    expect(elapsed).toBeLessThan(5000);
  });
});

describe("seed helpers", () => {
  it("iso writes what Date#toISOString writes", () => {
    const edges = [0, 1, DAY - 1, DAY, NOW, NOW + 999, Date.UTC(2028, 1, 29, 23, 59, 59, 999), 253402300799999];
    const random = Array.from({ length: 2000 }, (_, i) => NOW - Math.floor(((i * 7919) % 2000) * 0.045 * DAY) - i);
    for (const ms of [...edges, ...random]) expect(iso(ms)).toBe(new Date(ms).toISOString());
    // Outside the fast path (fractions, before 1970): still toISOString's answer.
    for (const ms of [NOW + 0.5, -1, -DAY - 123]) expect(iso(ms)).toBe(new Date(ms).toISOString());
  });

  it("sortNewestFirst is a stable sort by time, newest first, on both paths", () => {
    const since = NOW - 60 * DAY;
    const plan = (times: number[]): Plan[] => times.map((at, i) => ({ at, kind: "money", i }) as unknown as Plan);
    const expected = (p: Plan[]) => [...p].sort((a, b) => b.at - a.at);
    const times = Array.from({ length: 3000 }, (_, i) => since + ((i * 104729) % 997) * 1000); // many ties
    const fast = plan(times);
    const want = expected(fast);
    sortNewestFirst(fast, since);
    expect(fast).toEqual(want); // ties (many) stay in plan order: `i` tells them apart
    const slow = plan([...times, since - 5]); // one step before `since`: the comparator path
    const wantSlow = expected(slow);
    sortNewestFirst(slow, since);
    expect(slow).toStrictEqual(wantSlow);
    // More steps than 16 bits of index (the huge profile's 500,000): the keyed path, still stable.
    const many = plan(Array.from({ length: 70_000 }, (_, i) => since + ((i * 104729) % 60_000) * 86_399)); // ties, up to 60 days
    const wantMany = expected(many);
    sortNewestFirst(many, since);
    expect(many.map((p) => (p as unknown as { i: number }).i)).toEqual(wantMany.map((p) => (p as unknown as { i: number }).i));
  });
});
