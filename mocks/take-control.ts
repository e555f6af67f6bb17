// msw reloads a page its service worker does not control while that worker is registered
// (`location.reload()` in msw's getWorkerInstance). That happens to a page opened while the worker
// was still installing (its activation claimed the pages that existed then) and to a hard reload:
// the sign-in page reloaded under the user's typing and lost the e-mail (e2e, 10 runs in 25 under
// load). Before msw looks, the page asks the worker to take it over (public/demo-service-worker.js
// answers CLAIM_MESSAGE with clients.claim()), which needs no reload.

export const CLAIM_MESSAGE = "paydesk:claim";

/** What this needs of `navigator.serviceWorker` (a stand-in in unit tests). */
export type Container = Pick<ServiceWorkerContainer, "controller" | "getRegistrations" | "addEventListener" | "removeEventListener">;

/**
 * Resolves once this page is controlled by the worker at `scriptUrl` (absolute), at once when it is
 * already, or when that worker is not registered (msw registers it, and its activation claims the
 * page). Gives up after `timeoutMs`: msw's reload is then the fallback, as before.
 */
export async function takeControl(container: Container | undefined, scriptUrl: string, timeoutMs = 3000): Promise<void> {
  if (!container || container.controller) return;
  const registrations = await container.getRegistrations();
  const ours = registrations.find((r) => [r.active, r.waiting, r.installing].some((w) => w?.scriptURL === scriptUrl));
  if (!ours) return;
  let done = () => {};
  const controlled = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    done = () => {
      clearTimeout(timer);
      container.removeEventListener("controllerchange", done);
      resolve();
    };
    container.addEventListener("controllerchange", done);
  });
  if (container.controller) return done(); // taken over while the registrations were read
  const worker = ours.active ?? (await activated(ours.waiting ?? ours.installing));
  worker?.postMessage(CLAIM_MESSAGE); // a worker still installing claims on activation anyway; asking again is harmless
  await controlled;
}

/** The worker once active (null if it becomes redundant instead). */
function activated(worker: ServiceWorker | null): Promise<ServiceWorker | null> {
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const check = () => {
      if (worker.state === "activated" || worker.state === "redundant") {
        worker.removeEventListener("statechange", check);
        resolve(worker.state === "activated" ? worker : null);
      }
    };
    worker.addEventListener("statechange", check);
    check();
  });
}
