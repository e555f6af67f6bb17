// The transactions list's search at scale (extension `paging`, docs/performance.md "The PayDesk
// server"): a search is a plain substring of id, description or type, which no b-tree can find.
// One stored column holds the three lower-cased, separated by U+0001 (a character a search never
// holds: server/store/sql.ts falls back to the three fields for one that does), and a trigram GIN
// index (pg_trgm) serves `searchText LIKE '%needle%'`. One column rather than an index per field:
// each row a search finds is checked again with one LIKE instead of three lower() and LIKEs — on
// 1,000,000 rows the exact X-Total-Count of "payment to" (a third of them) took 344 instead of
// 706 ms, of "hilton" 48 instead of 62 ms (docs/performance.md "The PayDesk server"). pg_trgm is a
// trusted extension (PostgreSQL 13+): the database's owner may create it; PGlite loads it in
// server/db/connect.ts.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`alter table transactions add column "searchText" text generated always as (
    lower(id) || E'\\x01' || coalesce(lower(description), '') || E'\\x01' || lower(type)
  ) stored`.execute(db);
  await sql`create index transactions_search on transactions using gin ("searchText" gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists transactions_search`.execute(db);
  await sql`alter table transactions drop column if exists "searchText"`.execute(db);
}
