// Applies the migrations a database has not seen yet (at every start: server/main.ts).
import { Migrator, type Kysely } from "kysely";
import { migrations } from "./migrations";

export async function migrate(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
