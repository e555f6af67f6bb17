// The demo backend as one object: start it (stored data or the seed, the tabs' shared state),
// answer a request, reset it. It runs in a Web Worker (mocks/worker.ts), so seeding, filtering
// and serialising 50,000 or 500,000 rows never hold up the page; the page's msw service worker
// hands it each API call (mocks/browser.ts). Where a module worker cannot start, the page runs
// this same object itself.
import { getResponse } from "msw";
import * as db from "./db";
import { endpoints } from "./handlers";
import { setLatency } from "./latency";
import { setWriteGate } from "./handlers/http";
import { indexedDbStore } from "./persistence";
import { growingSeed, seed } from "./seed";
import { growInBackground, waitForSeed } from "./growing-seed";
import { setDemoExtensions } from "./extensions";
import { resetState, setDemoReset } from "./demo-reset";
import { CHANNEL_NAME, createSharedState, tabOnlyLocks, type Locks, type SharedState, type StorageStatus } from "./shared-state";
import { fromWireRequest, toWireResponse, type WireRequest, type WireResponse } from "./wire";
import type { Extension } from "../src/lib/extension-names";
import type { Profile } from "./types";

export interface StartOptions {
  profile: Profile;
  /** The API extensions the console uses (the backend offers those only). */
  extensions: Extension[];
  /** Simulated network latency (100–400 ms), off under automation. */
  latency: boolean;
}

/** What the demo backend tells the console. */
export interface DemoServerEvents {
  storageStatus(status: StorageStatus): void;
  otherTabSaved(): void;
}

export interface DemoServer {
  /** Loads the stored state (or seeds it) and makes writes go through the tabs' shared lock and storage. */
  start(options: StartOptions): Promise<StorageStatus>;
  handle(request: WireRequest): Promise<WireResponse>;
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

export function createDemoServer(events: DemoServerEvents): DemoServer {
  let shared: SharedState | null = null;
  let started: Promise<unknown> | null = null;

  const start = async ({ profile, extensions, latency }: StartOptions) => {
    setDemoExtensions(extensions);
    setLatency(latency ? 100 : 0, latency ? 400 : 0);
    shared = createSharedState({
      profile,
      store: storage(),
      locks: tabLocks(),
      channel: typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL_NAME),
      // The large profiles' transactions are built on after the start, between calls (mocks/growing-seed.ts).
      seed: () => {
        if (profile === "default") return seed(profile);
        const growing = growingSeed(profile);
        queueMicrotask(() => growInBackground(growing)); // once the state is the server's
        return growing.state;
      },
      onStatus: (status) => events.storageStatus(status),
      onOtherTabSaved: () => events.otherTabSaved(),
    });
    await shared.start();
    setWriteGate(shared.gate);
    const sharing = shared;
    setDemoReset(() => sharing.reset(resetState(db.getDb(), db.getProfile())));
    return shared.status();
  };

  return {
    start(options) {
      const starting = start(options);
      started = starting;
      return starting;
    },
    async handle(wire) {
      await started;
      await waitForSeed(wire);
      const response = await getResponse(endpoints, fromWireRequest(wire));
      // The endpoints end in a catch-all 404; an answer is always there.
      return toWireResponse(response ?? new Response("Not found", { status: 404 }));
    },
  };
}
