// Starts the demo backend in the browser (msw service worker + IndexedDB shared by the tabs).
// The app only ever imports this module dynamically, on demand; its own imports are static so
// that one dynamic import fetches all of the backend's chunks at once instead of in two rounds.
import { setupWorker } from "msw/browser";
import * as db from "./db";
import { handlers } from "./handlers";
import { setLatency } from "./latency";
import { setWriteGate } from "./handlers/http";
import { indexedDbStore } from "./persistence";
import { seed } from "./seed";
import { CHANNEL_NAME, createSharedState, tabOnlyLocks, withSessions, type Locks, type SharedState, type StorageStatus } from "./shared-state";
import type { Profile } from "./types";

export type { StorageStatus } from "./shared-state";
export { setDemoExtensions } from "./extensions";

const PROFILE_KEY = "paydesk:demo-profile";

function searchParams(): URLSearchParams {
  return new URLSearchParams(typeof location === "undefined" ? "" : location.search);
}

/**
 * The data profile: `?profile=large|huge|default` in the URL (remembered for the tab
 * in sessionStorage), else the remembered one, else `VITE_DEMO_PROFILE`, else default.
 */
export function chooseProfile(): Profile {
  const isProfile = (value: unknown): value is Profile => value === "default" || value === "large" || value === "huge";
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
let shared: SharedState | null = null;

/** What the console hears from the demo backend: its storage status, and other tabs' saves. */
export interface DemoBackendEvents {
  storageStatus(status: StorageStatus): void;
  otherTabSaved(): void;
}
let events: Partial<DemoBackendEvents> = {};

/** Sets the console's listeners (one set; a later call replaces it). */
export function listenToDemoBackend(listeners: Partial<DemoBackendEvents>): void {
  events = listeners;
  if (shared) listeners.storageStatus?.(shared.status());
}

/**
 * Loads the stored state (or seeds it), makes every write go through the tabs' shared lock and
 * storage (mocks/shared-state.ts), sets the simulated latency and starts the service worker.
 * Safe to call more than once.
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

/** navigator.locks, or (without it: an insecure origin) a lock for this tab only. */
function tabLocks(): Locks {
  if (typeof navigator !== "undefined" && navigator.locks) return navigator.locks as Locks;
  return tabOnlyLocks();
}

function storage(): ReturnType<typeof indexedDbStore> | null {
  try {
    return typeof indexedDB === "undefined" || indexedDB === null ? null : indexedDbStore(indexedDB);
  } catch {
    return null; // reading `indexedDB` itself can throw where storage is blocked
  }
}

async function start(): Promise<void> {
  const profile = chooseProfile();

  // The service worker registers while the data loads (API calls wait for the whole start:
  // providers/http's request gate), instead of after it: it saved a few hundred ms per cold load.
  const worker = setupWorker(...handlers);
  const listening = worker.start({
    onUnhandledRequest: "bypass",
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL ?? "/"}mockServiceWorker.js` },
  });
  listening.catch(() => {}); // awaited below; this only keeps an early failure from being "unhandled"

  shared = createSharedState({
    profile,
    store: storage(),
    locks: tabLocks(),
    channel: typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL_NAME),
    seed: () => seed(profile),
    onStatus: (status) => events.storageStatus?.(status),
    onOtherTabSaved: () => events.otherTabSaved?.(),
  });
  await shared.start();
  setWriteGate(shared.gate);
  events.storageStatus?.(shared.status());

  setLatency(latencyWanted() ? 100 : 0, latencyWanted() ? 400 : 0);

  // Under automation, tests can inject faults (see mocks/faults.ts).
  if (typeof navigator !== "undefined" && navigator.webdriver) {
    const { injectFault, clearFaults, delayedCalls } = await import("./faults");
    (window as unknown as { __paydeskDemo: unknown }).__paydeskDemo = { injectFault, clearFaults, delayedCalls };
  }

  await listening;
}

/**
 * "Reset demo data": reseeds the active profile (the default one unless the tab
 * uses `?profile=large`) and saves it. Sessions of users that exist in the seed
 * (the demo accounts always do) are kept, so the caller stays signed in.
 */
export async function resetDemoData(): Promise<void> {
  await startDemoBackend();
  const profile = db.getProfile();
  await shared!.reset(withSessions(seed(profile), db.getDb().sessions));
}
