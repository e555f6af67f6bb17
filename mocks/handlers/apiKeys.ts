// API keys: list, create, toggle, delete (admin).
import { http, HttpResponse } from "msw";
import type { ApiKey, Environment } from "../../src/domain";
import { route } from "../config";
import { minimumRole } from "../access";
import { randomId, randomString } from "../random";
import { MAX_CHARS } from "../../src/lib/limits";
import { maskApiKey } from "../../src/lib/format";
import { offers } from "../extensions";
import { HttpError, guarded, jsonList, has, noContent, nowIso, oneOf, param, readBody, requiredString } from "./http";

export const ENVIRONMENTS: readonly Environment[] = ["sandbox", "production"];
/** A permission name: "read", "payments:write", "wallets.read" (letters, digits, : . _ -), at most 50. */
const PERMISSION = /^[A-Za-z][A-Za-z0-9:._-]{0,49}$/;

/** A key as the list shows it with the `secrets` extension: its value masked as the console masks it. */
export function masked(key: ApiKey): ApiKey {
  return { ...key, keyValue: maskApiKey(key.keyValue) };
}

export const apiKeyHandlers = [
  http.get(
    route("/api/api-keys"),
    // Extension `secrets`: the list answers masked values; one key's value is GET /api/api-keys/{id}/secret (./audit.ts).
    guarded(minimumRole("api-keys", "list"), ({ db }) => jsonList(offers("secrets") ? db.apiKeys.map(masked) : db.apiKeys)),
  ),

  http.post(
    route("/api/api-keys"),
    guarded(minimumRole("api-keys", "create"), async ({ request, db }) => {
      const body = await readBody(request);
      const name = requiredString(body, "name", "API key name", MAX_CHARS.apiKeyName, "API key name is required");

      let environment: Environment = "sandbox";
      const env = typeof body.environment === "string" ? body.environment.trim() : body.environment;
      if (env !== undefined && env !== null && env !== "") {
        if (!oneOf(env, ENVIRONMENTS)) throw new HttpError(400, "Environment must be sandbox or production");
        environment = env;
      }

      let merchantId: string | null = null;
      if (has(body, "merchantId") && body.merchantId !== null) {
        if (typeof body.merchantId !== "string") throw new HttpError(400, "Merchant ID must be a string");
        const value = body.merchantId.trim();
        if (value !== "" && value.toLowerCase() !== "global") {
          if (!db.merchants.some((m) => m.id === value)) throw new HttpError(404, "Merchant not found");
          merchantId = value;
        }
      }

      let permissions: string[] = [];
      if (has(body, "permissions") && body.permissions !== null) {
        const list = body.permissions;
        if (!Array.isArray(list) || list.some((p) => typeof p !== "string" || !PERMISSION.test(p.trim())) || list.length > 50) {
          throw new HttpError(400, "Permissions must be a list of names");
        }
        permissions = [...new Set(list.map((p: string) => p.trim()))];
      }

      const key: ApiKey = {
        id: randomId(),
        name,
        keyValue: `${environment === "production" ? "pk_live_" : "pk_test_"}${randomString(32)}`,
        merchantId,
        environment,
        permissions,
        isActive: true,
        createdAt: nowIso(),
        lastUsed: null,
      };
      db.apiKeys.unshift(key);
      return HttpResponse.json(key, { status: 201 });
    }),
  ),

  http.put(
    route("/api/api-keys/:id"),
    guarded(minimumRole("api-keys", "edit"), async ({ request, params, db }) => {
      const key = db.apiKeys.find((k) => k.id === param(params, "id"));
      if (!key) throw new HttpError(404, "API key not found");
      const body = await readBody(request);
      if (typeof body.isActive !== "boolean") throw new HttpError(400, "isActive must be true or false");
      key.isActive = body.isActive;
      return HttpResponse.json(key);
    }),
  ),

  http.delete(
    route("/api/api-keys/:id"),
    guarded(minimumRole("api-keys", "delete"), ({ params, db }) => {
      const index = db.apiKeys.findIndex((k) => k.id === param(params, "id"));
      if (index < 0) throw new HttpError(404, "API key not found");
      db.apiKeys.splice(index, 1);
      return noContent();
    }),
  ),
];
