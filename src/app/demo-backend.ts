// Starts the in-browser demo backend (DESIGN §3) once, on demand, and holds API calls until
// it listens. The sign-in page starts it when the e-mail field is used, so its code is not
// part of what the sign-in page needs to become interactive.
// It also relays what the demo backend tells the console: whether it can save its data in this
// browser (the banner), and that another tab saved (the lists refetch).
import { useSyncExternalStore } from "react";
import type { StorageStatus } from "../../mocks/shared-state";
import { chooseProfile, latencyWanted, serverInPage } from "../../mocks/choices";
import { startServer } from "../../mocks/worker-client";
import { setRequestGate } from "../../providers/http";
import { EXTENSIONS, hasExtension } from "../../providers/extensions";
import { demoBackendOn } from "../lib/extension-names";

export type { StorageStatus } from "../../mocks/shared-state";

let started: Promise<void> | null = null;
let storageStatus: StorageStatus = { saving: true };
const statusListeners = new Set<() => void>();
const otherTabListeners = new Set<() => void>();

/**
 * The demo server's report on its storage (at start, and when a save fails or works again). The
 * same status again changes nothing: the start's report lands during the app's first render, and a
 * new object there made React redo that whole render synchronously (useCommitted says why).
 */
export function reportStorageStatus(status: StorageStatus): void {
  const reason = (s: StorageStatus) => (s.saving ? "" : s.reason);
  if (status.saving === storageStatus.saving && reason(status) === reason(storageStatus)) return;
  storageStatus = status;
  statusListeners.forEach((listener) => listener());
}

export function demoBackendEnabled(): boolean {
  // Under Vitest the same handlers run in msw/node (tests/setup.ts); no service worker there.
  return demoBackendOn(import.meta.env) && import.meta.env.MODE !== "test";
}

export function ensureDemoBackend(): Promise<void> {
  if (!demoBackendEnabled()) return Promise.resolve();
  if (!started) {
    // The server's worker starts now, at boot: it loads and seeds on its own thread while the rest
    // of the demo backend (msw) and the app load. It offers what the console is built to use: with
    // `VITE_API_EXTENSIONS=none` it behaves as a SPEC §7 server (full key values in the API key
    // list, no audit endpoints).
    const server = startServer(
      { profile: chooseProfile(), extensions: EXTENSIONS.filter(hasExtension), latency: latencyWanted() },
      { storageStatus: reportStorageStatus, otherTabSaved: () => otherTabListeners.forEach((listener) => listener()) },
      serverInPage(),
    );
    server.then(({ status }) => reportStorageStatus(status)).catch(() => undefined); // a failure rejects `started`
    // msw's service worker registers while the server seeds, not after: registering takes
    // 0.1–0.4 s on a first visit, and the first API call waits for both.
    started = import("../../mocks/browser").then((m) => m.startDemoBackend(server));
    setRequestGate(started);
  }
  return started;
}

const ASSUMED_SAVING: StorageStatus = { saving: true };

/**
 * Whether the demo backend can save its data in this browser (always "saving" without it). Read
 * from the first commit on (`committed`, useCommitted): until then "saving" is assumed.
 */
export function useDemoStorageStatus(committed: boolean): StorageStatus {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    committed ? () => storageStatus : () => ASSUMED_SAVING,
  );
}

/** Calls `listener` whenever another tab saved demo data this tab shows; returns the unsubscribe function. */
export function onOtherTabSaved(listener: () => void): () => void {
  otherTabListeners.add(listener);
  return () => otherTabListeners.delete(listener);
}
