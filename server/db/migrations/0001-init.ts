// The first schema: SPEC §3's entities, sessions, idempotency, and the extensions' records.
// Never edit a migration that has shipped: add the next one (server/db/migrations/index.ts).
import { sql, type Kysely } from "kysely";

const now = sql`now()`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("firstName", "text")
    .addColumn("lastName", "text")
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('viewer', 'operator', 'admin')`))
    .addColumn("theme", "text")
    .addColumn("profileImageUrl", "text")
    .addColumn("phone", "text")
    .addColumn("company", "text")
    .addColumn("department", "text")
    .addColumn("createdAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("emailNotifications", "boolean")
    .addColumn("pushNotifications", "boolean")
    .addColumn("smsNotifications", "boolean")
    .addColumn("transactionAlerts", "boolean")
    .addColumn("securityAlerts", "boolean")
    .addColumn("marketingEmails", "boolean")
    .addColumn("twoFactorEnabled", "boolean")
    .addColumn("loginAlerts", "boolean")
    .addColumn("sessionTimeout", "integer")
    .addColumn("language", "text")
    .addColumn("timezone", "text")
    .addColumn("currency", "text")
    .addColumn("dateFormat", "text")
    .addColumn("passwordHash", "text")
    .execute();
  await sql`create unique index users_email on users (lower(email))`.execute(db);

  await db.schema
    .createTable("wallets")
    .addColumn("id", "text", (c) => c.primaryKey())
    // The database itself refuses an overdraft, whatever a rule does.
    .addColumn("balance", sql`numeric(15,2)`, (c) => c.notNull().check(sql`balance >= 0`))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("customerId", "text")
    .addColumn("merchantId", "text")
    .addColumn("createdAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("wallets_created").on("wallets").columns(["createdAt desc", "id"]).execute();

  await db.schema
    .createTable("transactions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("amount", sql`numeric(15,2)`)
    .addColumn("currency", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("walletId", "text")
    .addColumn("createdAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("transactions_created").on("transactions").columns(["createdAt desc", "id"]).execute();
  await db.schema.createIndex("transactions_status_created").on("transactions").columns(["status", "createdAt desc"]).execute();
  await db.schema.createIndex("transactions_type_created").on("transactions").columns(["type", "createdAt desc"]).execute();
  await db.schema.createIndex("transactions_wallet").on("transactions").columns(["walletId", "createdAt desc"]).execute();
  await db.schema.createIndex("transactions_amount").on("transactions").column("amount").execute();

  await db.schema
    .createTable("tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tokenValue", "text", (c) => c.notNull())
    .addColumn("paymentMethodType", "text", (c) => c.notNull())
    .addColumn("lastFour", "text")
    .addColumn("expiryMonth", "text")
    .addColumn("expiryYear", "text")
    .addColumn("merchantId", "text")
    .addColumn("customerId", "text")
    .addColumn("isActive", "boolean", (c) => c.notNull())
    .addColumn("createdAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("tokens_created").on("tokens").columns(["createdAt desc", "id"]).execute();

  await db.schema
    .createTable("merchants")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("legalName", "text", (c) => c.notNull())
    .addColumn("ein", "text", (c) => c.notNull())
    .addColumn("businessType", "text", (c) => c.notNull())
    .addColumn("kycStatus", "text", (c) => c.notNull())
    .addColumn("onboardingStatus", "text", (c) => c.notNull())
    .addColumn("createdAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("kycDocuments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("merchantId", "text", (c) => c.notNull())
    .addColumn("documentType", "text", (c) => c.notNull())
    .addColumn("fileName", "text", (c) => c.notNull())
    .addColumn("fileUrl", "text", (c) => c.notNull())
    .addColumn("fileSize", "integer", (c) => c.notNull())
    .addColumn("mimeType", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("uploadedAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("reviewedAt", "timestamptz")
    .addColumn("reviewNotes", "text")
    .addColumn("reviewedBy", "text")
    .execute();
  await db.schema.createIndex("kyc_merchant").on("kycDocuments").columns(["merchantId", "uploadedAt desc"]).execute();

  await db.schema
    .createTable("apiKeys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("keyValue", "text", (c) => c.notNull())
    .addColumn("merchantId", "text")
    .addColumn("environment", "text", (c) => c.notNull())
    .addColumn("permissions", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("isActive", "boolean", (c) => c.notNull())
    .addColumn("createdAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("lastUsed", "timestamptz")
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("userId", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("startedAt", "timestamptz", (c) => c.notNull())
    .addColumn("lastActiveAt", "timestamptz", (c) => c.notNull())
    .addColumn("userAgent", "text")
    .addColumn("address", "text")
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").columns(["userId", "startedAt"]).execute();

  await db.schema
    .createTable("idempotency")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("userId", "text", (c) => c.notNull())
    .addColumn("request", "text", (c) => c.notNull())
    .addColumn("status", "integer")
    .addColumn("body", "text")
    .addColumn("contentType", "text")
    .addColumn("at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("idempotency_at").on("idempotency").column("at").execute();

  await db.schema
    .createTable("auditEvents")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", "timestamptz", (c) => c.notNull())
    .addColumn("actorId", "text", (c) => c.notNull())
    .addColumn("resource", "text", (c) => c.notNull())
    .addColumn("recordId", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("data", "jsonb", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_at").on("auditEvents").columns(["at desc", "id"]).execute();
  await db.schema.createIndex("audit_record").on("auditEvents").columns(["resource", "recordId", "at desc"]).execute();

  await db.schema
    .createTable("approvals")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("recordId", "text", (c) => c.notNull())
    .addColumn("requestedAt", "timestamptz", (c) => c.notNull())
    .addColumn("data", "jsonb", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("approvals_status").on("approvals").columns(["status", "requestedAt desc"]).execute();

  await db.schema
    .createTable("views")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner", "text", (c) => c.notNull())
    .addColumn("list", "text", (c) => c.notNull())
    .addColumn("createdAt", "timestamptz", (c) => c.notNull())
    .addColumn("data", "jsonb", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("views_owner").on("views").columns(["owner", "list"]).execute();

  await db.schema
    .createTable("records")
    .addColumn("resource", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("createdAt", "timestamptz", (c) => c.notNull())
    .addColumn("data", "jsonb", (c) => c.notNull())
    .addPrimaryKeyConstraint("records_pk", ["resource", "id"])
    .execute();
  await db.schema.createIndex("records_created").on("records").columns(["resource", "createdAt desc"]).execute();

  await db.schema
    .createTable("signInFailures")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sign_in_failures_email").on("signInFailures").columns(["email", "at"]).execute();
  await db.schema.createIndex("sign_in_failures_address").on("signInFailures").columns(["address", "at"]).execute();
}

export async function down(): Promise<void> {
  throw new Error("The first migration is not undone: drop the database instead.");
}
