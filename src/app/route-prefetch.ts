// Fetch the signed-in shell, the screen of a route and its first data ahead of rendering. At boot
// this runs in parallel with the app chunk, so nothing waits in a chain (app → auth check →
// layout → page → its API calls). The screen and its data are screen-prefetch's: the sidebar, part
// of the shell, starts them too, and importing this module (which loads the shell) would make a cycle.
import { prefetchScreen } from "./screen-prefetch";
import { AppLayout } from "./shell-views";

export { preloadRouteData } from "./screen-prefetch";

/** Starts loading the shell and the route's screen (its rows' lazy parts too); resolves when the shell and screen are in. */
export function prefetchRoute(pathname: string): Promise<unknown> {
  const screen = prefetchScreen(pathname);
  return Promise.all([AppLayout.preload(), screen]);
}
