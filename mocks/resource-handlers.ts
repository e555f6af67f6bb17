// A declared resource the registry does not hold (a test's own): the demo backend answers it with the
// PayDesk server's routes of a declaration (server/routes/resources.ts), beside every other route. A
// resource folder's `demo.ts` gives only its seed and the handlers whose side effects are special
// (README "Adding a resource"); server/routes/resources.ts finds every `resources/*/demo.ts`.
import type { HttpHandler } from "msw";
import type { DeclaredResource } from "../server/rules/resources";
import { appHandler } from "./handlers";

export { checkField, validateCreate } from "../server/rules/resources";

/** A resource folder's `demo.ts` (a folder takes it from resources/types.ts; the same module serves the PayDesk server). */
export type DemoResource<T = any> = DeclaredResource<T>;

/** The demo backend with the routes of one more declared resource (for `server.use`). */
export function resourceHandlers<T>(resource: DemoResource<T>): HttpHandler[] {
  return [appHandler([resource])];
}
