// Starts the in-browser demo backend (DESIGN §3) once, on demand, and holds API calls until
// it listens. The sign-in page starts it when the e-mail field is used, so its code is not
// part of what the sign-in page needs to become interactive.
import { setRequestGate } from "../../providers/http";

let started: Promise<void> | null = null;

export function demoBackendEnabled(): boolean {
  // Under Vitest the same handlers run in msw/node (tests/setup.ts); no service worker there.
  return import.meta.env.VITE_MOCK_API !== "off" && import.meta.env.MODE !== "test";
}

export function ensureDemoBackend(): Promise<void> {
  if (!demoBackendEnabled()) return Promise.resolve();
  if (!started) {
    started = import("../../mocks/browser").then((m) => m.startDemoBackend());
    setRequestGate(started);
  }
  return started;
}
