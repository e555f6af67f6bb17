// Extension `sessions` (docs/api-extensions.md "sessions"): what the Active sessions list shows and
// what sign-in alerts remember.
//   - sessions."publicId": a random id that names a session to its owner (the row's own id is the
//     SHA-256 of the cookie's token and never leaves the server). Sessions open before this migration
//     get one now.
//   - knownBrowsers: the browsers each user has signed in from, by the SHA-256 of the user's id and
//     the browser's long-lived device cookie (never the cookie's token itself).
//   - userAlerts: a person's alerts (a sign-in from a browser not seen before) until marked read.
// Both go with their user (on delete cascade), as sessions do.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("publicId", "text").execute();
  await sql`update sessions set "publicId" = gen_random_uuid()::text where "publicId" is null`.execute(db);
  await db.schema.alterTable("sessions").alterColumn("publicId", (c) => c.setNotNull()).execute();
  await db.schema.createIndex("sessions_public_id").on("sessions").column("publicId").unique().execute();

  await db.schema
    .createTable("knownBrowsers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("userId", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("firstSeenAt", "timestamptz", (c) => c.notNull())
    .addColumn("lastSeenAt", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("known_browsers_user").on("knownBrowsers").columns(["userId", "lastSeenAt"]).execute();

  await db.schema
    .createTable("userAlerts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("userId", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("at", "timestamptz", (c) => c.notNull())
    .addColumn("browser", "text")
    .addColumn("address", "text")
    .addColumn("readAt", "timestamptz")
    .execute();
  await db.schema.createIndex("user_alerts_user").on("userAlerts").columns(["userId", "at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("userAlerts").ifExists().execute();
  await db.schema.dropTable("knownBrowsers").ifExists().execute();
  await db.schema.dropIndex("sessions_public_id").ifExists().execute();
  await db.schema.alterTable("sessions").dropColumn("publicId").execute();
}
