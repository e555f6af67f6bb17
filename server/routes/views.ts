// Extension `views`: GET/POST /api/views, PUT/DELETE /api/views/{id} — each signed-in person's own
// saved list views. Every role may keep views (a viewer too): they are personal, not business data.
import { json, noContent } from "../rules/respond";
import { changeViewOf, createView, deleteView, listViews } from "../rules/views";
import { guarded, type ServerOptions } from "../app/context";
import type { Route } from "../app/routes";

export function viewRoutes(options: ServerOptions): Route[] {
  // An extension that is off leaves no trace: no endpoint (404), as the demo backend built without it.
  if (!options.extensions.has("views")) return [];
  return [
    {
      method: "get",
      path: "/api/views",
      run: guarded(options, "viewer", async ({ store, user, url }) => json(await listViews(store, user, url.searchParams.get("list")))),
    },
    {
      method: "post",
      path: "/api/views",
      run: guarded(options, "viewer", async ({ store, user, body, now }) => json(await createView(store, user, await body(), now), 201)),
    },
    {
      method: "put",
      path: "/api/views/:id",
      run: guarded(options, "viewer", async ({ store, user, params, body, now }) => json(await changeViewOf(store, user, params.id, body, now))),
    },
    {
      method: "delete",
      path: "/api/views/:id",
      run: guarded(options, "viewer", async ({ store, user, params }) => {
        await deleteView(store, user, params.id);
        return noContent();
      }),
    },
  ];
}
