// The planner's guess of how many rows a search matches (migration 0008): the search column keeps a
// histogram of 1,000 values, so a needle in a few rows of a thousand is guessed from it instead of
// from its length (docs/performance.md, "The PayDesk server"). Checked on the migrated schema.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { openDatabase, type OpenDatabase } from "../../server/db/connect";
import { migrate } from "../../server/db/migrate";

let database: OpenDatabase;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory" });
  await migrate(database.db);
});
afterAll(() => database.close());

describe("the transactions search column's statistics", () => {
  it("has a statistics target of 1,000 (the default 100 guessed a merchant in 1 % of the rows at 94 rows)", async () => {
    const { rows } = await sql<{ target: number }>`select attstattarget::int as target from pg_attribute where attrelid = 'transactions'::regclass and attname = 'searchText'`.execute(database.db);
    expect(rows).toEqual([{ target: 1000 }]);
  });
});
