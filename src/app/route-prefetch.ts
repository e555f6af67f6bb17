// Fetch the signed-in shell, the screen of a route and its first data ahead of rendering. At boot
// this runs in parallel with the app chunk, so nothing waits in a chain (app → auth check →
// layout → page → its API calls).
import { preloadCalls } from "../../resources/types";
import { decide } from "../../providers/access-control";
import { http } from "../../providers/http";
import { preloadGet } from "../../providers/preload";
import { readUser } from "../../providers/session-store";
import { allDeclarations, findByRoute } from "./declarations";

export function prefetchRoute(pathname: string): void {
  void import("../shell/AppLayout");
  const declaration = findByRoute(allDeclarations(), pathname);
  if (declaration?.view?.preload) void declaration.view.preload();
  else if (declaration) void import("../components/list/ResourceList");
}

/** Starts the route's first reads, if the signed-in user may read it (no doomed 403s). */
export function preloadRouteData(pathname: string): void {
  const declaration = findByRoute(allDeclarations(), pathname);
  if (!declaration || !decide(readUser()?.role, declaration, "list").can) return;
  for (const call of preloadCalls(declaration)) preloadGet(http, call.path, call.query);
}
