// "Reset demo data" as the demo server's own route: guarded like every write (an admin's, recorded
// in the audit trail as `reset` of `demo`), answered 204; the demo backend then puts the seed back
// (mocks/handlers.ts runs `afterReset`). What the reset keeps: the audit trail (with this event),
// everyone's saved views and the sessions of users the seed has. What it drops: every record, the
// approval requests (their records are gone; how many were pending is in the event) and the kept
// Idempotency-Key answers.
import { guarded, type ServerOptions } from "../server/app/context";
import type { Route } from "../server/app/routes";
import { noContent } from "../server/rules/respond";
import { DEMO_RESET_PATH, DEMO_RESET_ROLE } from "../src/lib/demo-reset";
import { getDb, getProfile, loadDb, notifyChange } from "./db";
import { seed } from "./seed";
import { withSessions } from "./shared-state";
import type { DbState, Profile } from "./types";

export function demoResetRoute(options: ServerOptions): Route {
  return {
    method: "post",
    path: DEMO_RESET_PATH,
    run: guarded(
      options,
      DEMO_RESET_ROLE,
      async ({ store, audit }) => {
        const pending = (await store.approvals.list()).filter((request) => request.status === "pending").length;
        Object.assign(audit, { changes: [], detail: { pendingApprovalsDropped: pending } });
        return noContent();
      },
      { target: { resource: "demo", action: "reset", recordId: null } },
    ),
  };
}

/** The state after a reset: the profile's seed, with what the reset keeps of `current`. */
export function resetState(current: DbState, profile: Profile, now = Date.now()): DbState {
  const fresh = withSessions(seed(profile, now), current.sessions);
  fresh.audit = current.audit ?? [];
  fresh.views = current.views ?? [];
  return fresh;
}

/** Puts the reset state in place; the browser's demo server replaces it with one that saves it for every tab. */
let reset = async (): Promise<void> => {
  loadDb(resetState(getDb(), getProfile()));
  await notifyChange();
};

export function setDemoReset(next: () => Promise<void>): void {
  reset = next;
}

export function afterReset(): Promise<void> {
  return reset();
}
