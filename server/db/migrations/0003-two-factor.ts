// Extension `two-factor` (docs/api-extensions.md "two-factor"): one row per person who started or
// finished enrolment, keyed by the user (their row goes with them). The TOTP secrets are AES-256-GCM
// ciphertexts made with the server key (PAYDESK_SECRET_KEY), the recovery codes SHA-256 hashes;
// `lastStep` is the last 30-second step whose code was used (a code is taken at most once).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("twoFactor")
    .addColumn("id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("secret", "text")
    .addColumn("pendingSecret", "text")
    .addColumn("lastStep", "integer")
    .addColumn("recoveryCodes", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("updatedAt", "timestamptz", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("twoFactor").ifExists().execute();
}
