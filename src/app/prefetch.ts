// Start loading the signed-in shell while the user types, so it is ready when sign-in succeeds.
let started = false;
export function prefetchSignedIn(): void {
  if (started) return;
  started = true;
  void import("../shell/AppLayout");
  void import("../pages/dashboard/DashboardPage");
}
