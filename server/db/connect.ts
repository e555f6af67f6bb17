// Opens the database: PostgreSQL through a pool when DATABASE_URL is set, else PGlite (embedded
// PostgreSQL, nothing to install) in PAYDESK_DATA (default ./data), or in memory for tests.
import { Kysely, PostgresDialect } from "kysely";
import type { Database } from "./schema";
import { pgliteDialect } from "./pglite-dialect";

export interface DatabaseOptions {
  /** postgres://… : a PostgreSQL 15+ server. */
  url?: string;
  /** PGlite's data folder; "memory" keeps it in memory (tests). */
  dataDir?: string;
  /** Pool size for PostgreSQL (default 10). */
  poolSize?: number;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: "postgres" | "pglite";
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.url) {
    const pg = await import("pg");
    const Pool = pg.default?.Pool ?? pg.Pool;
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import("@electric-sql/pglite"), import("@electric-sql/pglite/contrib/pg_trgm")]);
  const dir = options.dataDir ?? "./data";
  // pg_trgm: the transactions search's index (migration 0002).
  const extensions = { pg_trgm };
  const lite = dir === "memory" ? new PGlite({ extensions }) : new PGlite(dir, { extensions });
  await lite.waitReady;
  const db = new Kysely<Database>({ dialect: pgliteDialect(lite) });
  return { db, kind: "pglite", close: () => db.destroy() };
}
