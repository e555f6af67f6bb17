import { describe, expect, it } from "vitest";
import { getDb, onChange, replaceDb, resetDb } from "../../../mocks/db";
import { getLatency, setLatency } from "../../../mocks/latency";
import { seed } from "../../../mocks/seed";
import { OPERATOR, VIEWER, callJson, loginAs, outcome } from "./helpers";

describe("change notifications", () => {
  it("fire after each successful mutation and each recorded refusal, not after reads", async () => {
    await loginAs(OPERATOR);
    let changes = 0;
    const stop = onChange(() => {
      changes++;
    });
    try {
      await callJson("/api/wallets");
      expect(changes).toBe(0);
      await callJson("/api/wallets", { method: "POST", body: {} });
      expect(changes).toBe(1);
      // A refusal changes no data, but its audit event is new state (issue 21).
      await outcome("/api/wallets/nope/load", { method: "POST", body: { amount: "1.00" } });
      expect(changes).toBe(2);
      await loginAs(VIEWER); // sessions are state too
      expect(changes).toBe(3);
    } finally {
      stop();
    }
  });

  it("wait for async listeners (persistence) before answering", async () => {
    await loginAs(OPERATOR);
    let saved = false;
    const stop = onChange(() => new Promise<void>((resolve) => setTimeout(() => ((saved = true), resolve()), 20)));
    try {
      await callJson("/api/wallets", { method: "POST", body: {} });
      expect(saved).toBe(true);
    } finally {
      stop();
    }
  });

  it("replaceDb swaps the whole state", async () => {
    const other = seed("default", Date.UTC(2030, 0, 1));
    await replaceDb(other);
    expect(getDb()).toEqual(other);
    resetDb();
    expect(getDb().wallets[0].createdAt).not.toBe(other.wallets[0].createdAt);
  });
});

describe("latency", () => {
  it("defaults to 0 and can be set", () => {
    expect(getLatency()).toEqual({ minMs: 0, maxMs: 0 });
    setLatency(100, 400);
    expect(getLatency()).toEqual({ minMs: 100, maxMs: 400 });
    setLatency(0, 0);
    expect(getLatency()).toEqual({ minMs: 0, maxMs: 0 });
  });
});
