// The transactions list's "largest amounts first" with a search (extension `paging`,
// docs/performance.md "The PayDesk server"): without this index PostgreSQL reads every row a search
// matches to sort them (hilton hotels: 26,000 rows, 54 ms on 1,000,000). This index holds the rows in
// that order with the search column and the status beside them, so the page's ids are found by an
// index-only walk that stops at the page's last row (10 ms), and the page's rows are then read by id
// (server/store/sql.ts, the deferred join). 0001's index on the amount alone stays: "smallest first"
// sorts nulls last too, an order this index read backwards does not give.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index transactions_amount_desc on transactions (amount desc nulls last, "createdAt" desc, id desc) include (status, "searchText")`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists transactions_amount_desc`.execute(db);
}
