// Bad input against the PayDesk server: the demo backend's sweep (tests/bad-input-sweep.ts) — every
// field of every SPEC §7 call that takes a body, with odd values, wrong JSON types and non-object
// bodies — answered exactly as the demo answers it. One server for the file: each person signs in once
// (again only when the write limit of their session comes near), and the store's tables are the
// "everything" a refused call must leave alone.
import { afterAll, beforeAll, describe } from "vitest";
import { ADMIN, badInputSweep, type Back, type Caller, type SweepIds } from "../bad-input-sweep";
import { DEMO_PASSWORD } from "../../server/db/seed";
import { WRITES_PER_MINUTE } from "../../server/rules/audit";
import { INVALID_CREDENTIALS } from "../../server/rules/sign-in";
import type { TableName } from "../../server/store/types";
import { DATABASE, testServer, type TestServer } from "./harness";

let server: TestServer;
let ids: SweepIds;

beforeAll(async () => {
  server = await testServer();
  const { store } = server;
  const wallets = await store.wallets.list();
  const merchants = await store.merchants.list();
  const users = await store.users.list();
  ids = {
    wallet: wallets.find((w) => w.status === "active" && Number(w.balance) > 100)!.id,
    anyWallet: wallets[0].id,
    merchant: merchants.find((m) => m.kycStatus === "pending")!.id,
    anyMerchant: merchants[0].id,
    doc: (await store.kycDocuments.list({ limit: 1 }))[0].id,
    key: (await store.apiKeys.list({ limit: 1 }))[0].id,
    admin: users.find((u) => u.email === ADMIN)!.id,
    other: users.find((u) => u.role === "viewer" && u.email !== "viewer@paydesk.dev")!.id,
  };
});
afterAll(() => server.close());

/**
 * The tables a refused call must leave as they were. Left out by design: the audit trail (a refusal is
 * recorded, extension `audit`) and the sign-in failures (a wrong e-mail counts toward the lockout,
 * extension `password`); sessions by id only (every call moves a session's last activity).
 */
const TABLES: readonly TableName[] = ["users", "wallets", "transactions", "tokens", "merchants", "kycDocuments", "apiKeys", "idempotency", "approvals", "views"];

/** Writes one session makes before the file signs that person in afresh: the limit is per session and minute. */
const WRITES_PER_SESSION = WRITES_PER_MINUTE - 20;

/** One session per person for the whole file, renewed only before the write limit would answer 429. */
const sessions = new Map<string, { cookie: string; writes: number }>();

/** The person's session, and whether it is new (a sessions row more). */
async function session(email: string): Promise<{ held: { cookie: string; writes: number }; renewed: boolean }> {
  const held = sessions.get(email);
  if (held && held.writes < WRITES_PER_SESSION) return { held, renewed: false };
  const fresh = { cookie: await server.signIn(email), writes: 0 };
  sessions.set(email, fresh);
  return { held: fresh, renewed: true };
}

const back: Back = {
  ids: async () => ids,
  async caller(as): Promise<Caller> {
    if (as === null) return { call: (path, init = {}) => server.call(path, init), ready: async () => false };
    await session(as);
    return {
      async call(path, { method = "GET", body } = {}) {
        const { held } = await session(as);
        if (method !== "GET") held.writes++;
        return server.call(path, { method, body, cookie: held.cookie });
      },
      // A renewed session is a new sessions row: made here, before the case's "before" snapshot.
      ready: async () => (await session(as)).renewed,
    };
  },
  async snapshot() {
    const { store } = server;
    const tables = await Promise.all(TABLES.map((name) => store[name].list()));
    const sessionIds = (await store.sessions.list()).map((s) => s.id);
    return JSON.stringify([...tables, sessionIds]);
  },
  latestTransaction: async () => (await server.store.transactions.list({ limit: 1 }))[0],
  // Extension `password` (the server always has it): the right password, so only the e-mail is wrong,
  // and the one answer for every failed sign-in (docs/api-extensions.md), not SPEC §8's "User not found".
  signInBase: { password: DEMO_PASSWORD },
  signInRefused: { status: 401, body: INVALID_CREDENTIALS },
  // PostgreSQL holds no NUL and jsonb no lone surrogate: refused as 400 (server/rules/storable.ts).
  refusesUnstorable: true,
};

describe(`bad input on ${DATABASE}`, () => {
  badInputSweep(back);
});
