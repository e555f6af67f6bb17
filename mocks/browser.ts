// Starts the demo backend for the browser: the msw service worker catches the console's API calls
// here in the page, and hands each one to the demo server, which runs in a Web Worker
// (mocks/worker-client.ts, mocks/server.ts): seeding and answering never block the page.
// Fault injection for tests (mocks/faults.ts) stays here, in front, on the page's clock.
// The app only ever imports this module dynamically, on demand.
import { http } from "msw";
import { setupWorker } from "msw/browser";
import { isApiUrl } from "./config";
import { clearFaults, delayedCalls, faultHandler, injectFault } from "./faults";
import { startServer } from "./worker-client";
import { fromWireResponse, toWireRequest } from "./wire";
import type { DemoServer } from "./server";
import type { StorageStatus } from "./shared-state";
import { EXTENSIONS, type Extension } from "../src/lib/extension-names";
import type { Profile } from "./types";

export type { StorageStatus } from "./shared-state";

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

const BACKEND_KEY = "paydesk:demo-backend";

/**
 * `?backend=page` (remembered for the tab): the demo server runs in the page instead of its worker,
 * for tests that change the page's own storage APIs (IndexedDB that fails) and for debugging.
 */
function serverInPage(): boolean {
  try {
    if (searchParams().get("backend") === "page") sessionStorage.setItem(BACKEND_KEY, "page");
    return sessionStorage.getItem(BACKEND_KEY) === "page";
  } catch {
    return searchParams().get("backend") === "page";
  }
}

/** No simulated latency under automation (`navigator.webdriver`) or with `?latency=0`. */
function latencyWanted(): boolean {
  if (typeof navigator !== "undefined" && navigator.webdriver) return false;
  return searchParams().get("latency") !== "0";
}

let started: Promise<void> | null = null;
let server: DemoServer | null = null;
let status: StorageStatus | null = null;
let extensions: Extension[] | null = null;

/** The API extensions the console uses: the demo backend offers those only (all by default). */
export function setDemoExtensions(names: Extension[]): void {
  extensions = [...names];
}

/** What the console hears from the demo backend: its storage status, and other tabs' saves. */
export interface DemoBackendEvents {
  storageStatus(status: StorageStatus): void;
  otherTabSaved(): void;
}
let events: Partial<DemoBackendEvents> = {};

/** Sets the console's listeners (one set; a later call replaces it). */
export function listenToDemoBackend(listeners: Partial<DemoBackendEvents>): void {
  events = listeners;
  if (status) listeners.storageStatus?.(status);
}

/**
 * Starts the demo server (stored state or the seed, writes through the tabs' shared lock and
 * storage: mocks/shared-state.ts) and the service worker that hands it the API calls.
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

/** Every API call goes to the demo server, as it was sent (cookies included). */
const toServer = http.all(
  ({ request }) => isApiUrl(request.url),
  async ({ request, cookies }) => fromWireResponse(await server!.handle(await toWireRequest(request, cookies))),
);

async function start(): Promise<void> {
  // The service worker registers while the server starts (API calls wait for the whole start:
  // providers/http's request gate), instead of after it: it saved a few hundred ms per cold load.
  const worker = setupWorker(faultHandler(() => [toServer]), toServer);
  const listening = worker.start({
    onUnhandledRequest: "bypass",
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL ?? "/"}mockServiceWorker.js` },
  });
  listening.catch(() => {}); // awaited below; this only keeps an early failure from being "unhandled"

  const started = await startServer(
    { profile: chooseProfile(), extensions: extensions ?? [...EXTENSIONS], latency: latencyWanted() },
    {
      storageStatus: (next) => {
        status = next;
        events.storageStatus?.(next);
      },
      otherTabSaved: () => events.otherTabSaved?.(),
    },
    serverInPage(),
  );
  server = started.server;
  status = started.status;
  events.storageStatus?.(status);

  // Under automation, tests can inject faults (see mocks/faults.ts) and see where the server runs.
  if (typeof navigator !== "undefined" && navigator.webdriver) {
    (window as unknown as { __paydeskDemo: unknown }).__paydeskDemo = { injectFault, clearFaults, delayedCalls, inWorker: started.inWorker };
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
  await server!.reset();
}
