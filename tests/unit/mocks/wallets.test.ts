import { describe, expect, it } from "vitest";
import type { DashboardMetrics, Transaction, Wallet } from "../../../src/domain";
import { getDb } from "../../../mocks/db";
import { toCents } from "../../../mocks/money";
import { OPERATOR, VIEWER, callJson, loginAs, outcome } from "./helpers";

const activeWallet = () => getDb().wallets.find((w) => w.status === "active" && toCents(w.balance)! > 100)!;
const AMOUNT_ERROR = "Amount must be a positive number with at most 2 decimals";

describe("wallets", () => {
  it("lists wallets newest first for viewers", async () => {
    await loginAs(VIEWER);
    const wallets = await callJson<Wallet[]>("/api/wallets");
    expect(wallets).toHaveLength(24);
    expect(wallets.map((w) => w.id)).toEqual(getDb().wallets.map((w) => w.id));
  });

  it("creates a wallet (trimmed ids, empty -> null) and records a wallet_creation transaction", async () => {
    await loginAs(OPERATOR);
    const wallet = await callJson<Wallet>("/api/wallets", { method: "POST", body: { merchantId: "  ", customerId: "  cust_42 " } });
    expect(wallet).toMatchObject({ balance: "0.00", currency: "USD", status: "active", merchantId: null, customerId: "cust_42" });
    expect(getDb().wallets[0].id).toBe(wallet.id);
    expect(getDb().transactions[0]).toMatchObject({ type: "wallet_creation", status: "completed", walletId: wallet.id, amount: null });
    expect((await callJson<Wallet>("/api/wallets", { method: "POST" })).customerId).toBeNull();
    expect(await outcome("/api/wallets", { method: "POST", body: { customerId: "x".repeat(101) } })).toMatchObject({
      status: 400,
      body: "Customer ID must be at most 100 characters",
    });
  });

  it("loads 0.10 then 0.20: balance up by exactly 0.30, two load_funds transactions", async () => {
    await loginAs(OPERATOR);
    const wallet = activeWallet();
    const before = toCents(wallet.balance)!;
    const txBefore = getDb().transactions.length;
    const first = await callJson<Wallet>(`/api/wallets/${wallet.id}/load`, { method: "POST", body: { amount: "0.10" } });
    expect(toCents(first.balance)).toBe(before + 10);
    const second = await callJson<Wallet>(`/api/wallets/${wallet.id}/load`, { method: "POST", body: { amount: "0.20" } });
    expect(toCents(second.balance)).toBe(before + 30);
    expect(second.balance).toMatch(/^\d+\.\d{2}$/);
    expect(getDb().transactions).toHaveLength(txBefore + 2);
    const [latest, previous] = getDb().transactions;
    expect(latest).toMatchObject({ type: "load_funds", amount: "0.20", currency: "USD", status: "completed", walletId: wallet.id });
    expect(latest.description).toBe(`Funds loaded to wallet ${wallet.id.slice(0, 8)}`);
    expect(previous).toMatchObject({ type: "load_funds", amount: "0.10", walletId: wallet.id });
  });

  it("withdraws within the balance and records a withdrawal", async () => {
    await loginAs(OPERATOR);
    const wallet = activeWallet();
    const before = toCents(wallet.balance)!;
    const updated = await callJson<Wallet>(`/api/wallets/${wallet.id}/withdraw`, { method: "POST", body: { amount: 1 } });
    expect(toCents(updated.balance)).toBe(before - 100);
    expect(getDb().transactions[0]).toMatchObject({ type: "withdrawal", amount: "1.00", walletId: wallet.id });
    // The whole balance can be withdrawn, to exactly zero.
    const empty = await callJson<Wallet>(`/api/wallets/${wallet.id}/withdraw`, { method: "POST", body: { amount: updated.balance } });
    expect(empty.balance).toBe("0.00");
  });

  it("refuses a withdrawal over the balance with 422 Insufficient funds and leaves the balance", async () => {
    await loginAs(OPERATOR);
    const wallet = activeWallet();
    const before = wallet.balance;
    const txBefore = getDb().transactions.length;
    const over = ((toCents(before)! + 1) / 100).toFixed(2);
    expect(await outcome(`/api/wallets/${wallet.id}/withdraw`, { method: "POST", body: { amount: over } })).toMatchObject({
      status: 422,
      body: "Insufficient funds",
    });
    expect(getDb().wallets.find((w) => w.id === wallet.id)!.balance).toBe(before);
    expect(getDb().transactions).toHaveLength(txBefore);
  });

  // Over the maximum ("1000000.01") has its own message: tests/unit/mocks/bad-input.test.ts.
  it.each(["-1", "1e21", "0.001", "12.345", "abc", "", "0", " ", null, true, -5])(
    "refuses amount %j with 400",
    async (amount) => {
      await loginAs(OPERATOR);
      const wallet = activeWallet();
      for (const action of ["load", "withdraw"]) {
        expect(await outcome(`/api/wallets/${wallet.id}/${action}`, { method: "POST", body: { amount } })).toMatchObject({
          status: 400,
          body: AMOUNT_ERROR,
        });
      }
      expect(getDb().wallets.find((w) => w.id === wallet.id)!.balance).toBe(wallet.balance);
    },
  );

  it("accepts the maximum amount and a missing amount is 400", async () => {
    await loginAs(OPERATOR);
    const wallet = activeWallet();
    expect((await outcome(`/api/wallets/${wallet.id}/load`, { method: "POST", body: { amount: "1000000.00" } })).status).toBe(200);
    expect(await outcome(`/api/wallets/${wallet.id}/load`, { method: "POST", body: {} })).toMatchObject({ status: 400, body: AMOUNT_ERROR });
  });

  it("refuses load and withdraw on a wallet that is not active (409) or unknown (404)", async () => {
    await loginAs(OPERATOR);
    for (const status of ["suspended", "closed"]) {
      const wallet = getDb().wallets.find((w) => w.status === status)!;
      for (const action of ["load", "withdraw"]) {
        expect(await outcome(`/api/wallets/${wallet.id}/${action}`, { method: "POST", body: { amount: "1.00" } })).toMatchObject({
          status: 409,
          body: "Wallet is not active",
        });
      }
    }
    expect(await outcome("/api/wallets/nope/load", { method: "POST", body: { amount: "1.00" } })).toMatchObject({
      status: 404,
      body: "Wallet not found",
    });
  });

  it("generates a deterministic QR payload", async () => {
    await loginAs(OPERATOR);
    const wallet = activeWallet();
    const qr = await callJson<{ qrCode: string }>(`/api/wallets/${wallet.id}/qr`, { method: "POST" });
    expect(qr.qrCode).toBe(`paydesk:wallet:${wallet.id}?currency=USD`);
    expect(await outcome("/api/wallets/nope/qr", { method: "POST" })).toMatchObject({ status: 404 });
  });
});

describe("transactions", () => {
  it("returns all transactions newest first, or the newest `limit`", async () => {
    await loginAs(VIEWER);
    const all = await callJson<Transaction[]>("/api/transactions");
    expect(all).toHaveLength(300);
    const ten = await callJson<Transaction[]>("/api/transactions?limit=10");
    expect(ten).toEqual(all.slice(0, 10));
    const times = ten.map((t) => t.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const bad of ["0", "-1", "abc", "1.5"]) {
      expect(await outcome(`/api/transactions?limit=${bad}`)).toMatchObject({ status: 400, body: "limit must be a positive integer" });
    }
  });
});

describe("dashboard metrics", () => {
  it("are computed from the data", async () => {
    await loginAs(VIEWER);
    const db = getDb();
    const m = await callJson<DashboardMetrics>("/api/dashboard/metrics");
    expect(m.activeWallets).toBe(db.wallets.filter((w) => w.status === "active").length);
    expect(m.tokenizedCards).toBe(db.tokens.filter((t) => t.isActive).length);
    let volume = 0;
    for (const t of db.transactions) {
      if (t.status === "completed" && (t.type === "payment" || t.type === "load_funds")) volume += toCents(t.amount!)!;
    }
    const dollars = Math.floor(volume / 100).toLocaleString("en-US");
    expect(m.totalVolume).toBe(`$${dollars}.${String(volume % 100).padStart(2, "0")}`);
    const rate = (db.transactions.filter((t) => t.status === "completed").length / db.transactions.length) * 100;
    expect(m.successRate).toBe(`${rate.toFixed(1)}%`);
    for (const key of ["totalVolumeChange", "activeWalletsChange", "tokenizedCardsChange", "successRateChange"] as const) {
      expect(typeof m[key], key).toBe("number");
      expect(Math.round(m[key]! * 10) / 10).toBe(m[key]);
    }
  });

  it("follow changes: a new wallet and a load move the numbers", async () => {
    await loginAs(OPERATOR);
    const before = await callJson<DashboardMetrics>("/api/dashboard/metrics");
    const wallet = await callJson<Wallet>("/api/wallets", { method: "POST", body: {} });
    await callJson(`/api/wallets/${wallet.id}/load`, { method: "POST", body: { amount: "1000.00" } });
    const after = await callJson<DashboardMetrics>("/api/dashboard/metrics");
    expect(after.activeWallets).toBe(before.activeWallets + 1);
    const cents = (text: string) => toCents(text.replace(/[$,]/g, ""))!;
    expect(cents(after.totalVolume)).toBe(cents(before.totalVolume) + 100000);
    expect(after.activeWalletsChange).toBeGreaterThan(before.activeWalletsChange!);
  });
});
