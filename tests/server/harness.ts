// The PayDesk server under test: the real app, store and migrations, on a fresh database per test
// file — PGlite in memory, or a new database on the PostgreSQL server that PAYDESK_TEST_DATABASE_URL
// names (npm run test:server starts one: tests/server/run.mjs). Calls go straight to the app's fetch.
// PAYDESK_TEST_STORE=memory runs the same app over the demo backend's memory store instead
// (mocks/memory-store.ts, over mocks/seed.ts's default data): one set of rules, two stores.
import pg from "pg";
import { appOptions, demoPasswordInUse, startServer, type Started } from "../../server/start";
import { DEMO_PASSWORD } from "../../server/db/seed";
import { createApp } from "../../server/app/app";
import { argon2id } from "../../server/passwords";
import { memoryStore } from "../../mocks/memory-store";
import { openDatabase, type OpenDatabase } from "../../server/db/connect";
import { seed } from "../../mocks/seed";
import type { DbState } from "../../mocks/types";

export const ORIGIN = "http://paydesk.test";
export const MEMORY = process.env.PAYDESK_TEST_STORE === "memory";
export const POSTGRES_URL = (!MEMORY && process.env.PAYDESK_TEST_DATABASE_URL) || undefined;
export const DATABASE: "postgres" | "pglite" | "memory" = MEMORY ? "memory" : POSTGRES_URL ? "postgres" : "pglite";

/** A database of its own on the test PostgreSQL server. */
export async function freshPostgres(): Promise<string> {
  const name = `paydesk_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database of the run's kind (PostgreSQL, else PGlite in memory), for tests of the SQL store itself. */
export async function testDatabase(): Promise<OpenDatabase> {
  return openDatabase(POSTGRES_URL ? { url: await freshPostgres() } : { dataDir: "memory" });
}

export interface TestServer extends Omit<Started, "kind" | "db"> {
  kind: Started["kind"] | "memory";
  /** The SQL database (none over the memory store). */
  db?: Started["db"];
  url?: string;
  /** Signs in (demo password) and returns the session's Cookie header. */
  signIn(email: string, password?: string): Promise<string>;
  call(path: string, init?: CallInit): Promise<Response>;
}

export interface CallInit extends Omit<RequestInit, "body"> {
  cookie?: string;
  body?: unknown;
  address?: string;
}

/** An empty demo state (no seed). */
function emptyState(): DbState {
  return { users: [], wallets: [], transactions: [], tokens: [], merchants: [], kycDocuments: [], apiKeys: [], sessions: {}, idempotency: {} };
}

/** The app over the memory store: the demo's default data, every account with the demo password (as server/db/seed.ts). */
async function memoryServer(seeded: boolean): Promise<Omit<TestServer, "url" | "call" | "signIn">> {
  const store = memoryStore(seeded ? seed("default") : emptyState());
  if (seeded) {
    const hash = await argon2id.hash(DEMO_PASSWORD);
    for (const user of await store.users.list()) await store.passwords.set(user.id, hash);
  }
  return { app: createApp(appOptions(store)), store, kind: "memory", demoPassword: await demoPasswordInUse(store), close: async () => {} };
}

export async function testServer(options: { seed?: "demo" | null } = {}): Promise<TestServer> {
  const url = POSTGRES_URL ? await freshPostgres() : undefined;
  const seeded = options.seed === undefined ? "demo" : options.seed;
  const started = MEMORY ? await memoryServer(seeded !== null) : await startServer({ url, dataDir: "memory", seed: seeded, poolSize: 20, secretKey: crypto.getRandomValues(new Uint8Array(32)) });
  const call = (path: string, init: CallInit = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("Cookie", init.cookie);
    let body: BodyInit | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
      if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
    }
    return Promise.resolve(started.app.fetch(new Request(ORIGIN + path, { ...init, headers, body }), { address: init.address ?? "127.0.0.1" }));
  };
  return {
    ...started,
    url,
    call,
    async signIn(email, password = DEMO_PASSWORD) {
      const res = await call("/api/user/login", { method: "POST", body: { email, password } });
      if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
      return (res.headers.get("Set-Cookie") ?? "").split(";")[0];
    },
  };
}
