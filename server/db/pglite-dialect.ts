// Kysely on PGlite (the embedded PostgreSQL): Kysely's own PostgresDialect, given a "pool" of
// PGlite's one connection. PGlite runs one query at a time, so a transaction must hold the
// connection until it ends: `connect` hands it out to one caller at a time, in order.
// (kysely-pglite-dialect pins PGlite ≤ 0.4 and kysely-pglite brings a code generator and a CLI:
// this is the 40 lines of them this server needs.)
import type { PGlite } from "@electric-sql/pglite";
import { PostgresDialect, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from "kysely";

type Command = PostgresQueryResult<unknown>["command"];

function commandOf(sqlText: string): Command {
  const word = /^\s*(\w+)/.exec(sqlText)?.[1]?.toUpperCase();
  return (word === "INSERT" || word === "UPDATE" || word === "DELETE" || word === "MERGE" ? word : "SELECT") as Command;
}

export function pgliteDialect(db: PGlite): PostgresDialect {
  let queue: Promise<void> = Promise.resolve();
  const client = {
    async query(sqlText: string, parameters: readonly unknown[]) {
      const result = await db.query(sqlText, parameters as unknown[]);
      return { command: commandOf(sqlText), rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
    },
  };
  const pool: PostgresPool = {
    connect() {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const turn = queue.then(() => ({ ...client, release }) as unknown as PostgresPoolClient);
      queue = queue.then(() => released);
      return turn;
    },
    async end() {
      await queue;
      await db.close();
    },
  };
  return new PostgresDialect({ pool });
}
