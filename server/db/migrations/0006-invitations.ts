// Extension `invitations` (server/rules/invitations.ts): one row per invitation. The link's token is
// kept only as its SHA-256 (unique: the link finds its row); the user goes, their invitation goes.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("invitations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("userId", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('viewer', 'operator', 'admin')`))
    .addColumn("tokenHash", "text", (c) => c.unique())
    .addColumn("invitedBy", "text", (c) => c.notNull())
    .addColumn("createdAt", "timestamptz", (c) => c.notNull())
    .addColumn("expiresAt", "timestamptz")
    .addColumn("acceptedAt", "timestamptz")
    .addColumn("approvalId", "text")
    .execute();
  await db.schema.createIndex("invitations_user").on("invitations").columns(["userId", "acceptedAt"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("invitations").ifExists().execute();
}
