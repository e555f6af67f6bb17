// SPEC §7 merchants: GET/POST /api/merchants, PUT /api/merchants/{id}.
import { minimumRole } from "../rules/access";
import { createMerchant, reviewMerchant } from "../rules/merchants";
import { json } from "../rules/respond";
import { guarded, type ServerOptions } from "../app/context";
import type { Route } from "../app/routes";

export function merchantRoutes(options: ServerOptions): Route[] {
  return [
    { method: "get", path: "/api/merchants", run: guarded(options, minimumRole("merchants", "list"), async ({ store }) => json(await store.merchants.list())) },
    {
      method: "post",
      path: "/api/merchants",
      run: guarded(options, minimumRole("merchants", "create"), async ({ store, body, now }) => json(await createMerchant(store, await body(), now), 201)),
    },
    {
      method: "put",
      path: "/api/merchants/:id",
      run: guarded(options, minimumRole("merchants", "edit"), async ({ store, params, body }) => json(await reviewMerchant(store, params.id, body))),
    },
  ];
}
