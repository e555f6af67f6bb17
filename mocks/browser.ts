// Starts the demo backend in the browser (msw service worker + IndexedDB).
// The app only ever imports this module dynamically, on demand; its own imports are static so
// that one dynamic import fetches all of the backend's chunks at once instead of in two rounds.
import { setupWorker } from "msw/browser";
import * as db from "./db";
import { handlers } from "./handlers";
import { setLatency } from "./latency";
import * as persistence from "./persistence";
import { seed } from "./seed";
import type { DbState, Profile, Session } from "./types";

const PROFILE_KEY = "paydesk:demo-profile";

function searchParams(): URLSearchParams {
  return new URLSearchParams(typeof location === "undefined" ? "" : location.search);
}

/**
 * The data profile: `?profile=large|default` in the URL (remembered for the tab
 * in sessionStorage), else the remembered one, else `VITE_DEMO_PROFILE`, else default.
 */
export function chooseProfile(): Profile {
  const isProfile = (value: unknown): value is Profile => value === "default" || value === "large";
  const fromUrl = searchParams().get("profile");
  try {
    if (isProfile(fromUrl)) {
      sessionStorage.setItem(PROFILE_KEY, fromUrl);
      return fromUrl;
    }
    const remembered = sessionStorage.getItem(PROFILE_KEY);
    if (isProfile(remembered)) return remembered;
  } catch {
    // storage unavailable: fall through
  }
  const fromEnv: unknown = import.meta.env.VITE_DEMO_PROFILE;
  return isProfile(fromEnv) ? fromEnv : "default";
}

/** No simulated latency under automation (`navigator.webdriver`) or with `?latency=0`. */
function latencyWanted(): boolean {
  if (typeof navigator !== "undefined" && navigator.webdriver) return false;
  return searchParams().get("latency") !== "0";
}

let started: Promise<void> | null = null;
let activeProfile: Profile = "default";

/**
 * Loads the persisted state (or seeds it), persists every change, sets the
 * simulated latency and starts the service worker. Safe to call more than once.
 */
export function startDemoBackend(): Promise<void> {
  if (!started) {
    started = start().catch((error: unknown) => {
      started = null;
      throw error;
    });
  }
  return started;
}

async function start(): Promise<void> {
  const profile = chooseProfile();
  activeProfile = profile;

  // The service worker registers while the data loads (API calls wait for the whole start:
  // providers/http's request gate), instead of after it: it saved a few hundred ms per cold load.
  const worker = setupWorker(...handlers);
  const listening = worker.start({
    onUnhandledRequest: "bypass",
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL ?? "/"}mockServiceWorker.js` },
  });
  listening.catch(() => {}); // awaited below; this only keeps an early failure from being "unhandled"

  const reading = persistence.loadPersisted(profile).catch((error: unknown): persistence.PersistedState => {
    console.warn("[demo backend] could not read saved demo data; starting from the seed", error);
    return { data: null, sessions: {} };
  });
  // A profile whose data is never saved (the large one) is seeded while the sessions are read,
  // not after: the read waits on IndexedDB, the seed on the CPU.
  const unsaved = persistence.persistsData(profile) ? null : seed(profile);
  const persisted = await reading;

  if (persisted.data) {
    // Listen only after loading: saving back what was just read cost a full copy per page load.
    await db.replaceDb({ ...persisted.data, sessions: persisted.sessions }, profile);
    persistence.persistChanges(profile);
  } else {
    persistence.persistChanges(profile);
    await db.replaceDb(withSessions(unsaved ?? seed(profile), persisted.sessions), profile); // saves the fresh seed
  }

  setLatency(latencyWanted() ? 100 : 0, latencyWanted() ? 400 : 0);

  // Under automation, tests can inject faults (see mocks/faults.ts).
  if (typeof navigator !== "undefined" && navigator.webdriver) {
    const { injectFault, clearFaults, delayedCalls } = await import("./faults");
    (window as unknown as { __paydeskDemo: unknown }).__paydeskDemo = { injectFault, clearFaults, delayedCalls };
  }

  await listening;
}

/** `state` plus the given sessions whose user exists in it, so signed-in users stay signed in. */
function withSessions(state: DbState, sessions: Record<string, Session>): DbState {
  const ids = new Set(state.users.map((u) => u.id));
  for (const [token, session] of Object.entries(sessions)) {
    if (ids.has(session.userId)) state.sessions[token] = session;
  }
  return state;
}

/**
 * "Reset demo data": reseeds the active profile (the default one unless the tab
 * uses `?profile=large`) and saves it. Sessions of users that exist in the seed
 * (the demo accounts always do) are kept, so the caller stays signed in.
 */
export async function resetDemoData(): Promise<void> {
  const fresh = withSessions(seed(activeProfile), db.getDb().sessions);
  await db.replaceDb(fresh, activeProfile); // the listener set by startDemoBackend saves it
  if (!started) await persistence.savePersisted(activeProfile, fresh);
}
