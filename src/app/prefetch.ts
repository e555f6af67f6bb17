// Start loading the signed-in app while the user types, so it is ready when sign-in succeeds.
import { ensureDemoBackend } from "./demo-backend";

let started = false;
export function prefetchSignedIn(): void {
  if (started) return;
  started = true;
  void ensureDemoBackend();
  void import("./FullApp");
  void import("../shell/AppLayout");
  void import("../pages/dashboard/DashboardPage");
}
