/* global importScripts -- a service worker's own */
// The demo backend's service worker: msw's own (mockServiceWorker.js, as msw generates it, never
// edited) behind a filter that lets it see the API calls only.
// msw's worker hands every request of the page it controls to that page's main thread and back
// before fetching it, and posts each response body to the page as well: a script chunk loaded
// after the demo backend started took 60–121 ms instead of 13–68 ms, and waited on a busy page.
// The API origin comes in this script's query (`?api=` VITE_API_URL); the rule is the one
// mocks/config.ts `isApiUrl` applies (tests/unit/mocks/demo-service-worker.test.ts holds them equal).
const API_BASE = new URL(self.location.href).searchParams.get("api") ?? "";

function isApiUrl(url) {
  if (API_BASE && url.startsWith(`${API_BASE.replace(/\/$/, "")}/api/`)) return true;
  try {
    return new URL(url).pathname.startsWith("/api/");
  } catch {
    return false;
  }
}

// First in line: anything else goes to the network untouched (no respondWith, msw's listener skipped).
self.addEventListener("fetch", (event) => {
  if (!isApiUrl(event.request.url)) event.stopImmediatePropagation();
});

// A page this worker does not control (opened while it installed, or hard-reloaded) asks to be
// taken over, instead of msw reloading it under what the user typed (mocks/take-control.ts).
self.addEventListener("message", (event) => {
  if (event.data === "paydesk:claim") event.waitUntil(self.clients.claim());
});

importScripts("mockServiceWorker.js");
