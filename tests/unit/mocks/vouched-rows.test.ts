// The seed vouches for its transactions (mocks/vouched-rows.ts), so the memory store's first read
// skips checking them: what it reads must be what the checked read of the same rows gives.
import { describe, expect, it } from "vitest";
import { memoryStore } from "../../../mocks/memory-store";
import { seed } from "../../../mocks/seed";
import type { DbState } from "../../../mocks/types";

describe("rows the seed vouches for", () => {
  it.each(["default", "large"] as const)("read as the same rows checked one by one (%s profile)", async (profile) => {
    const vouched = seed(profile, Date.parse("2026-11-01T00:00:00.000Z"));
    const checked = structuredClone(vouched); // new arrays: nobody vouches for them
    const [a, b] = await Promise.all([memoryStore(vouched).transactions.list(), memoryStore(checked).transactions.list()]);
    expect(a.length).toBe(vouched.transactions.length);
    expect(a).toEqual(b);
  });

  it("still checks and orders the rows added after the vouching", async () => {
    const state = seed("default", Date.parse("2026-11-01T00:00:00.000Z"));
    const oldest = state.transactions.at(-1)!;
    // Newer than every row, pushed last, with an amount the store would keep as numeric text.
    state.transactions.push({ ...oldest, id: "tx_late", amount: 5 as unknown as string, createdAt: "2030-01-01T00:00:00.000Z" });
    const rows = await memoryStore(state as DbState).transactions.list();
    expect(rows[0]).toMatchObject({ id: "tx_late", amount: "5.00" });
  });

});
