// API keys: list, create, toggle, delete (admin). The rules are the PayDesk server's
// (server/rules/api-keys.ts): a key's value is whole only in its create's answer and in
// GET /api/api-keys/{id}/secret (./audit.ts); the list (with `secrets`) and the switch's PUT mask it.
import { http, HttpResponse } from "msw";
import { route } from "../config";
import { minimumRole } from "../access";
import { randomId } from "../random";
import { offers } from "../extensions";
import { HttpError, guarded, jsonList, noContent, nowIso, param, readBody } from "./http";
import { API_KEY_NOT_FOUND, activeFromBody, apiKeyFromBody, masked } from "../../server/rules/api-keys";
import { replayAs } from "../../server/rules/idempotency";

export const apiKeyHandlers = [
  http.get(
    route("/api/api-keys"),
    // Extension `secrets`: the list answers masked values; one key's value is GET /api/api-keys/{id}/secret (./audit.ts).
    guarded(minimumRole("api-keys", "list"), ({ db }) => jsonList(offers("secrets") ? db.apiKeys.map(masked) : db.apiKeys)),
  ),

  http.post(
    route("/api/api-keys"),
    guarded(minimumRole("api-keys", "create"), async ({ request, db }) => {
      const exists = (id: string) => db.merchants.some((m) => m.id === id);
      const key = await apiKeyFromBody(await readBody(request), exists, randomId(), nowIso());
      db.apiKeys.unshift(key);
      // Shown whole once; the idempotency store keeps (and a retry gets) it masked.
      return replayAs(HttpResponse.json(key, { status: 201 }), masked(key));
    }),
  ),

  http.put(
    route("/api/api-keys/:id"),
    guarded(minimumRole("api-keys", "edit"), async ({ request, params, db }) => {
      const key = db.apiKeys.find((k) => k.id === param(params, "id"));
      if (!key) throw new HttpError(404, API_KEY_NOT_FOUND);
      key.isActive = activeFromBody(await readBody(request));
      return HttpResponse.json(masked(key));
    }),
  ),

  http.delete(
    route("/api/api-keys/:id"),
    guarded(minimumRole("api-keys", "delete"), ({ params, db }) => {
      const index = db.apiKeys.findIndex((k) => k.id === param(params, "id"));
      if (index < 0) throw new HttpError(404, API_KEY_NOT_FOUND);
      db.apiKeys.splice(index, 1);
      return noContent();
    }),
  ),
];
