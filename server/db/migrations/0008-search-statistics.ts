// How many rows a search matches, as PostgreSQL's planner guesses it (docs/performance.md "The PayDesk
// server"). For `LIKE '%…%'` it tests the needle against the column's histogram, a sample of its
// values; a needle in none of them gets a guess from its length alone (a long one: ≈ 100 rows). With
// the default 100 values a merchant's name in 1 % of 1,000,000 transactions (9,467 rows) was guessed
// at 94, and the page read and sorted all 9,467 matches (57 ms) instead of walking the amount index
// (11 ms). A histogram of 1,000 values holds a needle down to a few in a thousand rows; ANALYZE
// samples 300,000 rows for it (≈ 2 s at 1,000,000) and planning a search takes ≈ 1–2 ms.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table transactions alter column "searchText" set statistics 1000`.execute(db);
  await sql`analyze transactions`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table transactions alter column "searchText" set statistics -1`.execute(db);
}
