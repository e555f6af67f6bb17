// SPEC §7 API keys: GET/POST /api/api-keys, PUT/DELETE /api/api-keys/{id}; extension `secrets`:
// GET /api/api-keys/{id}/secret. A key's value is whole only in its create's first answer and in
// /secret (server/rules/api-keys.ts).
import { minimumRole } from "../rules/access";
import { createApiKey, deleteApiKey, findApiKey, masked, setApiKeyActive } from "../rules/api-keys";
import { replayAs } from "../rules/idempotency";
import { json, noContent } from "../rules/respond";
import { HttpError } from "../rules/validate";
import { guarded, type ServerOptions } from "../app/context";
import type { Route } from "../app/routes";

export function apiKeyRoutes(options: ServerOptions): Route[] {
  const secrets = options.extensions.has("secrets");
  return [
    {
      method: "get",
      path: "/api/api-keys",
      // Without `secrets` (a SPEC §7 server) the list is the console's only source of the values.
      run: guarded(options, minimumRole("api-keys", "list"), async ({ store }) => {
        const keys = await store.apiKeys.list();
        return json(secrets ? keys.map(masked) : keys);
      }),
    },
    {
      method: "post",
      path: "/api/api-keys",
      run: guarded(options, minimumRole("api-keys", "create"), async ({ store, body, now }) => {
        const key = await createApiKey(store, await body(), now);
        // Shown whole once; the idempotency store keeps (and a retry gets) it masked.
        return replayAs(json(key, 201), masked(key));
      }),
    },
    {
      method: "put",
      path: "/api/api-keys/:id",
      run: guarded(options, minimumRole("api-keys", "edit"), async ({ store, params, body }) => json(await setApiKeyActive(store, params.id, body))),
    },
    {
      method: "delete",
      path: "/api/api-keys/:id",
      run: guarded(options, minimumRole("api-keys", "delete"), async ({ store, params }) => {
        await deleteApiKey(store, params.id);
        return noContent();
      }),
    },
    {
      method: "get",
      path: "/api/api-keys/:id/secret",
      // A sensitive read: recorded in the audit trail as `reveal`, whatever its answer.
      run: guarded(
        options,
        minimumRole("api-keys", "secret"),
        async ({ store, params }) => {
          if (!secrets) throw new HttpError(404, "Not found");
          const key = await findApiKey(store, params.id);
          return json({ keyValue: key.keyValue }, 200, { "Cache-Control": "no-store" });
        },
        { audit: "reveal" },
      ),
    },
  ];
}
