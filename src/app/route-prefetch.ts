// Fetch the signed-in shell and the screen of a route ahead of rendering. At boot this runs in
// parallel with the app chunk, so nothing waits in a chain (app → auth check → layout → page).
import { allDeclarations, findByRoute } from "./declarations";

export function prefetchRoute(pathname: string): void {
  void import("../shell/AppLayout");
  const declaration = findByRoute(allDeclarations(), pathname);
  if (declaration?.view?.preload) void declaration.view.preload();
  else if (declaration) void import("../components/list/ResourceList");
}
