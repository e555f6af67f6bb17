// The planner's statistics on PGlite. PostgreSQL's autovacuum renews them as tables change; PGlite
// runs PostgreSQL in one process without it, so a PGlite database kept the statistics of its
// migrations (empty tables) for good: no histogram to guess how many rows a search matches (migration
// 0008) or to pick a search's rarest word (server/store/search-words.ts). So the server analyses the
// database right after seeding it (on both), and on PGlite at every start and every 24 hours.
import { sql, type Kysely } from "kysely";

export const STATISTICS_EVERY_MS = 24 * 60 * 60 * 1000;

/** ANALYZE of every table: a sample of each (at most 300,000 rows), ≈ 70 ms on the demo data. */
export async function analyse(db: Kysely<any>): Promise<void> {
  await sql`analyze`.execute(db);
}

/** Analyses every `everyMs` while the process lives; a failure is reported and tried at the next. Returns the stop. */
export function startStatisticsJob(db: Kysely<any>, report: (message: string) => void, everyMs: number = STATISTICS_EVERY_MS): () => void {
  const timer = setInterval(() => void analyse(db).catch((error: unknown) => report(`statistics not renewed: ${error instanceof Error ? error.message : String(error)}`)), everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
