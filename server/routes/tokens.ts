// SPEC §7 token vault: GET/POST /api/tokens.
import { minimumRole } from "../rules/access";
import { json } from "../rules/respond";
import { tokenize } from "../rules/tokens";
import { guarded, type ServerOptions } from "../app/context";
import type { Route } from "../app/routes";

export function tokenRoutes(options: ServerOptions): Route[] {
  return [
    { method: "get", path: "/api/tokens", run: guarded(options, minimumRole("tokens", "list"), async ({ store }) => json(await store.tokens.list())) },
    {
      method: "post",
      path: "/api/tokens",
      run: guarded(options, minimumRole("tokens", "create"), async ({ store, body, now }) => json(await tokenize(store, await body(), now), 201)),
    },
  ];
}
