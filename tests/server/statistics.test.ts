// The planner's statistics (server/db/statistics.ts): PGlite has no autovacuum, so the server
// analyses a database right after seeding it and, on PGlite, at start and then on a timer. Without
// them a search's matches are guessed from the needle's length and its rarest word is never chosen.
import { afterEach, describe, expect, it, vi } from "vitest";
import { sql, type Kysely } from "kysely";
import type { Transaction } from "../../src/domain";
import { startServer, type StartOptions } from "../../server/start";
import { POSTGRES_URL, freshPostgres } from "./harness";

/** How many values the statistics keep of the transactions' search column (0: never analysed). */
async function sampled(db: Kysely<any>): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select coalesce(array_length(histogram_bounds::text::text[], 1), 0) + coalesce(array_length(most_common_vals::text::text[], 1), 0) as n
    from pg_stats where schemaname = current_schema() and tablename = 'transactions' and attname = 'searchText'`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

const row = (n: number): Transaction =>
  ({ id: `st-${n}`, type: "payment", description: `Payment ${n}`, amount: "1.00", currency: "USD", status: "completed", walletId: null, createdAt: new Date(Date.UTC(2024, 0, 1, 0, n)).toISOString() }) as Transaction;

const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const close of closing.splice(0)) await close();
});

/** The server on a fresh database of this run's kind (PostgreSQL, else PGlite in memory). */
async function start(options: Omit<StartOptions, "url" | "dataDir">) {
  const started = await startServer({ url: POSTGRES_URL ? await freshPostgres() : undefined, dataDir: "memory", secretKey: crypto.getRandomValues(new Uint8Array(32)), ...options });
  closing.push(started.close);
  return started;
}

describe("the planner's statistics", () => {
  it("are there as soon as the demo data is seeded", async () => {
    const started = await start({ seed: "demo" });
    expect(await sampled(started.db)).toBeGreaterThan(100);
  });

  it("on PGlite are renewed on a timer as the data grows; PostgreSQL's autovacuum needs none", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const started = await start({ seed: null, statisticsEveryMs: 60_000 });
    if (started.kind === "postgres") {
      expect(vi.getTimerCount()).toBe(0);
      return;
    }
    expect(vi.getTimerCount()).toBe(1);
    await started.store.transactions.insertMany(Array.from({ length: 300 }, (_, n) => row(n)));
    expect(await sampled(started.db)).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(async () => expect(await sampled(started.db)).toBeGreaterThan(100));
  });
});
