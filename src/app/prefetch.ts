// Start loading the signed-in app while the user types, so it is ready when sign-in succeeds.
import { ensureDemoBackend } from "./demo-backend";

let started = false;
/** `pathname`: where sign-in will land (the `to` return path, else the dashboard). */
export function prefetchSignedIn(pathname = "/"): void {
  if (started) return;
  started = true;
  void ensureDemoBackend();
  void import("./FullApp");
  void import("./route-prefetch")
    .then((m) => m.prefetchRoute(pathname))
    .catch(() => undefined); // retried when the route renders
}
