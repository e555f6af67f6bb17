// The demo backend's page side: the msw service worker catches the console's API calls here in the
// page and hands each one to the demo server, which runs in a Web Worker (mocks/worker-client.ts,
// mocks/server.ts): seeding and answering never block the page.
// Fault injection for tests (mocks/faults.ts) stays here, in front, on the page's clock.
// The app only ever imports this module dynamically, on demand.
import { http } from "msw";
import { setupWorker } from "msw/browser";
import { API_BASE, isApiUrl } from "./config";
import { clearFaults, delayedCalls, faultHandler, injectFault } from "./faults";
import { takeControl } from "./take-control";
import { fromWireResponse, toWireRequest } from "./wire";
import type { DemoServer } from "./server";
import type { StartedServer } from "./worker-client";

let started: Promise<void> | null = null;
let server: DemoServer | null = null;

/**
 * Starts the service worker that hands the API calls to the demo server, which the app started
 * already (src/app/demo-backend.ts: its worker loads and seeds while this module loads).
 * Safe to call more than once.
 */
export function startDemoBackend(starting: Promise<StartedServer>): Promise<void> {
  if (!started) {
    started = start(starting).catch((error: unknown) => {
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

/** msw's worker behind a filter that passes it the API calls only (public/demo-service-worker.js). */
export function serviceWorkerUrl(base = import.meta.env.BASE_URL ?? "/", apiBase = API_BASE): string {
  return `${base}demo-service-worker.js${apiBase ? `?api=${encodeURIComponent(apiBase)}` : ""}`;
}

async function start(starting: Promise<StartedServer>): Promise<void> {
  const worker = setupWorker(faultHandler(() => [toServer]), toServer);
  // Else msw reloads a page its worker does not control, losing what the user typed (take-control.ts).
  await takeControl(navigator.serviceWorker, new URL(serviceWorkerUrl(), window.location.href).href);
  const listening = worker.start({
    onUnhandledRequest: "bypass",
    quiet: true,
    serviceWorker: { url: serviceWorkerUrl() },
  });
  listening.catch(() => {}); // awaited below; this only keeps an early failure from being "unhandled"

  const started = await starting;
  server = started.server;
  await listening;

  // Under automation, tests can inject faults (see mocks/faults.ts) and see where the server runs.
  // Set once msw listens, not before: tests take it as "the demo backend answers now", and a call
  // made before msw listens goes to the real network (a static host answers /api/wallets with its
  // index.html, 200).
  if (typeof navigator !== "undefined" && navigator.webdriver) {
    (window as unknown as { __paydeskDemo: unknown }).__paydeskDemo = { injectFault, clearFaults, delayedCalls, inWorker: started.inWorker };
  }
}

