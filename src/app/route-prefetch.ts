// Fetch the signed-in shell, the screen of a route and its first data ahead of rendering. At boot
// this runs in parallel with the app chunk, so nothing waits in a chain (app → auth check →
// layout → page → its API calls).
import { preloadCalls } from "../../resources/types";
import { decide } from "../../providers/access-control";
import { http } from "../../providers/http";
import { preloadGet } from "../../providers/preload";
import { firstPageQuery, isServerPaged } from "../../providers/paging";
import { readUser } from "../../providers/session-store";
import { allDeclarations, findByRoute } from "./declarations";
import { AppLayout, ResourceScreen } from "./shell-views";

/** Starts loading the shell and the route's screen; resolves when both are in. */
export function prefetchRoute(pathname: string): Promise<unknown> {
  const declaration = findByRoute(allDeclarations(), pathname);
  const screen = declaration?.view?.preload ? declaration.view.preload() : declaration ? ResourceScreen.preload() : undefined;
  return Promise.all([AppLayout.preload(), screen]);
}

/** Starts the route's first reads, if the signed-in user may read it (no doomed 403s). */
export function preloadRouteData(pathname: string): void {
  const declaration = findByRoute(allDeclarations(), pathname);
  if (!declaration || !decide(readUser()?.role, declaration, "list").can) return;
  // Server mode (extension paging): the first page the screen will ask for, from the URL's search,
  // filters and sort; nothing when the URL holds the screen's own filters (its call differs).
  if (isServerPaged(declaration.list) && !declaration.preload && declaration.api?.list) {
    const query = firstPageQuery(declaration, typeof location === "undefined" ? "" : location.search);
    if (query) preloadGet(http, declaration.api.list, query);
    return;
  }
  for (const call of preloadCalls(declaration)) preloadGet(http, call.path, call.query);
}
