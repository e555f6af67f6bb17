// Start loading the signed-in app while the user types, so it is ready when sign-in succeeds.
import { ensureDemoBackend } from "./demo-backend";

let started = false;
/**
 * `pathname`: where sign-in will land (the `to` return path, else the dashboard). `loadApp`: the
 * app's own chunk, from the sign-in page shown before the app is loaded (StandaloneLogin); the one
 * inside the app has it already. Passed in, not imported: the app's sign-in page uses this module,
 * so importing the app's root here would be an import cycle.
 */
export function prefetchSignedIn(pathname = "/", loadApp?: () => Promise<unknown>): void {
  if (started) return;
  started = true;
  void ensureDemoBackend();
  void loadApp?.();
  void import("./route-prefetch")
    .then((m) => m.prefetchRoute(pathname))
    .catch(() => undefined); // retried when the route renders
}
