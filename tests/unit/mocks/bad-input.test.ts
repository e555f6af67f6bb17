// Bad input against the demo backend (issue 7): the shared sweep (tests/bad-input-sweep.ts) — every
// field of every SPEC §7 call that takes a body, with odd values, wrong JSON types and non-object
// bodies. The database is reset before each test (tests/setup.ts), so each field starts from the seed.
// The same sweep runs on the PayDesk server: tests/server/bad-input.test.ts.
import { getDb } from "../../../mocks/db";
import { demoStore } from "../../../mocks/handlers";
import { ADMIN, badInputSweep, type Back } from "../../bad-input-sweep";
import { call, loginAs } from "./helpers";

// Sessions by token only: any call on a live session moves its last-activity time (issue 20).
// The audit trail is left out: a refused write is recorded there by design (issue 21), the data is not touched.
// The data as the demo backend's store keeps it (mocks/memory-store.ts puts a row into its columns'
// form when it first reads its table), without the records a refusal leaves by design: its audit
// event and a failed sign-in (counted towards the sign-in limit, server/rules/sign-in.ts).
const snapshot = async () => {
  const store = demoStore();
  for (const table of ["users", "wallets", "transactions", "tokens", "merchants", "kycDocuments", "apiKeys", "approvals", "views"] as const) await store[table].count();
  const { sessions, audit: _audit, ":signInFailures": _failures, ...data } = getDb() as ReturnType<typeof getDb> & Record<string, unknown>;
  return JSON.stringify({ ...data, sessions: Object.keys(sessions) });
};

const demo: Back = {
  async ids() {
    const db = getDb();
    return {
      wallet: db.wallets.find((w) => w.status === "active" && Number(w.balance) > 100)!.id,
      anyWallet: db.wallets[0].id,
      merchant: db.merchants.find((m) => m.kycStatus === "pending")!.id,
      anyMerchant: db.merchants[0].id,
      doc: db.kycDocuments[0].id,
      key: db.apiKeys[0].id,
      admin: db.users.find((u) => u.email === ADMIN)!.id,
      other: db.users.find((u) => u.role === "viewer" && u.email !== "viewer@paydesk.dev")!.id,
    };
  },
  // msw keeps one cookie jar: signing in makes every later call that person's.
  async caller(as) {
    if (as) await loginAs(as);
    return { call, ready: async () => false };
  },
  snapshot,
  latestTransaction: async () => getDb().transactions[0],
  // SPEC §7: the e-mail alone names the user (no extension `password` in the browser).
  signInBase: {},
  signInRefused: { status: 401, body: "User not found" },
  // JavaScript strings hold anything.
  refusesUnstorable: false,
};

badInputSweep(demo);
