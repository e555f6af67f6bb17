// Opens the PayDesk server: the database (PostgreSQL or embedded PGlite), its migrations, the demo
// data on an empty database when asked, and the HTTP app over the SQL store. Shared by the Node host
// (server/main.ts), `npm start`'s Vite plugin and the CLI; every step says what it does.
import { openDatabase, type DatabaseOptions, type OpenDatabase } from "./db/connect";
import { migrate } from "./db/migrate";
import { analyse, startStatisticsJob } from "./db/statistics";
import { DEMO_PASSWORD, seedDemo } from "./db/seed";
import { createApp } from "./app/app";
import type { ServerOptions } from "./app/context";
import { argon2id } from "./passwords";
import { resolveSecretKey } from "./secret-key";
import { RETENTION_EVERY_MS, applyTransactionRetention } from "./rules/organisation";
import { sqlStore } from "./store/sql";
import type { Store } from "./store/types";
import type { Profile } from "../mocks/seed";

/** Every extension the PayDesk server offers (DESIGN §5, §6). */
export const SERVER_EXTENSIONS = [
  "logout",
  "paging",
  "password",
  "views",
  "secrets",
  "audit",
  "approvals",
  "two-factor",
  "organisation",
  "invitations",
  "sessions",
] as const;

export interface StartOptions extends DatabaseOptions {
  /** Seed the demo data into an empty database: "demo" (default profile) or "large". */
  seed?: "demo" | "large" | null;
  secureCookie?: boolean;
  allowedOrigins?: string[];
  /** Writes per session and minute (ServerOptions.writesPerMinute). */
  writesPerMinute?: number;
  /** Audit retention by age (ServerOptions.auditRetentionDays); null: keep every event. */
  auditRetentionDays?: number | null;
  /** The key of stored two-factor secrets (PAYDESK_SECRET_KEY); unset: server/secret-key.ts decides. */
  secretKey?: Uint8Array;
  /** PGlite: how often the planner's statistics are renewed (server/db/statistics.ts; default 24 hours). */
  statisticsEveryMs?: number;
  log?: (message: string) => void;
}

export interface Started {
  app: ReturnType<typeof createApp>;
  store: Store;
  /** The database under the store, for what is not a rule (statistics, tests' look at the schema). */
  db: OpenDatabase["db"];
  kind: "postgres" | "pglite";
  /** The demo accounts' password when they still have it (the sign-in page shows it then), else null. */
  demoPassword: string | null;
  close(): Promise<void>;
}

/** Whether the first demo admin still signs in with the demo password (one argon2id check at start). */
export async function demoPasswordInUse(store: Store): Promise<string | null> {
  const admin = (await store.users.list()).find((u) => u.email.toLowerCase() === "admin@paydesk.dev");
  const hash = admin ? await store.passwords.get(admin.id) : null;
  return hash && (await argon2id.verify(hash, DEMO_PASSWORD)) ? DEMO_PASSWORD : null;
}

/** The app's options over a store: the server's and the tests' over the demo's memory store alike. */
export function appOptions(store: Store, options: Pick<StartOptions, "secureCookie" | "allowedOrigins" | "writesPerMinute" | "auditRetentionDays" | "secretKey"> = {}): ServerOptions {
  return {
    store,
    passwords: argon2id,
    secureCookie: options.secureCookie ?? false,
    extensions: new Set(SERVER_EXTENSIONS),
    allowedOrigins: options.allowedOrigins,
    writesPerMinute: options.writesPerMinute,
    auditRetentionDays: options.auditRetentionDays ?? null,
    secretKey: options.secretKey,
  };
}

export async function startServer(options: StartOptions): Promise<Started> {
  const log = options.log ?? (() => {});
  const secretKey = resolveSecretKey(options, log);
  const where = options.url ? "PostgreSQL" : options.dataDir === "memory" ? "PGlite in memory" : `PGlite in ${options.dataDir ?? "./data"}`;
  log(`opening the database (${where}${options.url ? "" : "; a new PGlite folder takes a few seconds"})`);
  const database = await openDatabase(options);
  const applied = await migrate(database.db);
  log(applied.length ? `migrated: ${applied.join(", ")}` : "schema up to date");
  const store = sqlStore(database.db);
  let seeded = false;
  if (options.seed && (await store.users.count()) === 0) {
    const profile: Profile = options.seed === "large" ? "large" : "default";
    const rows = await seedDemo(store, profile, argon2id, log);
    log(`seeded ${rows.toLocaleString("en-US")} rows of demo data`);
    seeded = true;
  }
  // PGlite has no autovacuum: the planner's statistics are renewed here (server/db/statistics.ts).
  const pglite = database.kind === "pglite";
  if (seeded || pglite) await analyse(database.db);
  const stopStatistics = pglite ? startStatisticsJob(database.db, log, options.statisticsEveryMs) : () => {};
  return {
    app: createApp(appOptions(store, { ...options, secretKey })),
    store,
    db: database.db,
    kind: database.kind,
    demoPassword: await demoPasswordInUse(store),
    close: async () => {
      stopStatistics();
      await database.close();
    },
  };
}

/**
 * Extension `organisation`'s transaction retention (docs/api-extensions.md "organisation"): runs the
 * job now and every 24 hours while the process lives (server/main.ts, `npm start`'s plugin). A
 * failed run is logged and tried again at the next. Returns the stop.
 */
export function startRetentionJob(store: Store, log: (message: string, failed?: boolean) => void, everyMs: number = RETENTION_EVERY_MS): () => void {
  const run = () =>
    applyTransactionRetention(store).then(
      (result) => log(`transaction retention: ${result.deleted} deleted (older than ${result.days} days)`),
      (error: unknown) => log(`transaction retention failed: ${error instanceof Error ? error.message : String(error)}`, true),
    );
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
