// Fetch a route's screen and its first data ahead of rendering: at boot and after sign-in (through
// route-prefetch, with the shell), and from the sidebar (pointing at a link, clicking it). Not the
// shell itself (route-prefetch): the sidebar is part of it.
import { preloadCalls, preloadRowParts, type Declaration, type ReadCall } from "../../resources/types";
import { decide } from "../../providers/access-control";
import { hasExtension } from "../../providers/extensions";
import { http } from "../../providers/http";
import { preloadGet } from "../../providers/preload";
import { firstPageQuery, isServerPaged } from "../../providers/paging";
import { readUser } from "../../providers/session-store";
import { viewsRead } from "../../providers/views";
import { ORGANISATION_SETTINGS_PATH } from "../lib/organisation";
import { allDeclarations, findByRoute } from "./declarations";
import { ResourceScreen } from "./resource-screen";

/** Starts loading the route's screen (its rows' lazy parts too); resolves when it is in. */
export function prefetchScreen(pathname: string): Promise<unknown> | undefined {
  const declaration = findByRoute(allDeclarations(), pathname);
  if (declaration) preloadRowParts(declaration);
  return declaration?.view?.preload ? declaration.view.preload() : declaration ? ResourceScreen.preload() : undefined;
}

/**
 * A list screen's saved views (extension `views`; every list's toolbar shows them, a screen with its
 * own first reads has no list toolbar): asked for only once the toolbar has rendered, then one more
 * round trip before the person's default view applies. Started with the list's own read instead.
 */
function startViewsRead(declaration: Declaration, holds: (list: string) => boolean = () => false): void {
  if (!hasExtension("views") || !declaration.list || declaration.preload || holds(declaration.name)) return;
  const { path, query } = viewsRead(declaration.name);
  preloadGet(http, path, query);
}

/** Starts the route's first reads, if the signed-in user may read it (no doomed 403s), and the organisation's settings every signed-in screen reads. */
export function preloadRouteData(pathname: string): void {
  if (hasExtension("organisation") && readUser()) preloadGet(http, ORGANISATION_SETTINGS_PATH);
  const declaration = findByRoute(allDeclarations(), pathname);
  if (!declaration || !decide(readUser()?.role, declaration, "list").can) return;
  startViewsRead(declaration);
  // Server mode (extension paging): the first page the screen will ask for, from the URL's search,
  // filters and sort; nothing when the URL holds the screen's own filters (its call differs).
  if (isServerPaged(declaration.list) && !declaration.preload && declaration.api?.list) {
    const query = firstPageQuery(declaration, typeof location === "undefined" ? "" : location.search);
    if (query) preloadGet(http, declaration.api.list, query);
    return;
  }
  for (const call of preloadCalls(declaration)) preloadGet(http, call.path, call.query);
}

/**
 * In the running console, at the click on a sidebar link: a client-mode list screen's whole-list
 * read (SPEC §7), which is most of its wait, starts now instead of after the screen's first render.
 * Only when the screen will surely ask for it: not if React Query holds that read already (`holds`:
 * the screen would take it from the cache and leave this one unclaimed), not for a screen with its
 * own first calls (the dashboard's may all be cached), not in server mode (a page answers in tens
 * of milliseconds), and only if the role may read the route. A write drops any early read left
 * waiting (providers/http.ts), so none can answer a later refetch with older data. The list's saved
 * views are read now too (in both modes), unless React Query holds them (`holdsViews`).
 */
export function preloadOnClick(pathname: string, holds: (resource: string, call: ReadCall) => boolean, holdsViews: (list: string) => boolean): void {
  const declaration = findByRoute(allDeclarations(), pathname);
  if (!declaration || declaration.preload) return;
  if (!decide(readUser()?.role, declaration, "list").can) return;
  startViewsRead(declaration, holdsViews);
  if (isServerPaged(declaration.list)) return;
  for (const call of preloadCalls(declaration)) if (!holds(declaration.name, call)) preloadGet(http, call.path, call.query);
}
