// Extension `organisation` (docs/api-extensions.md "organisation"): the organisation's settings, one
// row (id "settings") kept whole as JSON, so a setting added later needs no migration; a missing or
// unusable value reads as its default (server/rules/organisation.ts).
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("organisation")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("data", "jsonb", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("organisation").ifExists().execute();
}
