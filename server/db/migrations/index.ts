// Every migration, in order. Kysely's Migrator applies the ones a database has not seen yet, at
// start (server/db/migrate.ts), one transaction each, recorded in kysely_migration. Names sort in order.
import type { Migration } from "kysely";
import * as init from "./0001-init";

export const migrations: Record<string, Migration> = {
  "0001-init": init,
};
