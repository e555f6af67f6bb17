// API keys (SPEC §7 `GET/POST /api/api-keys`, `PUT/DELETE /api/api-keys/{id}`) and the `secrets`
// extension (docs/api-extensions.md): a key's value is shown whole only in the answer that creates
// it and in `GET /api/api-keys/{id}/secret`; every other answer masks it — the list (with `secrets`),
// the Active switch's PUT, and a replay of the create (Idempotency-Key). Shared by the PayDesk server
// and the demo backend (mocks/handlers/apiKeys.ts).
import type { ApiKey, Environment } from "../../src/domain";
import { maskApiKey } from "../../src/lib/format";
import type { Store } from "../store/types";
import { MERCHANT_NOT_FOUND } from "./merchants";
import { randomText } from "./random";
import { HttpError, declaredString, has, oneOf, type Body } from "./validate";
import { apiKeys } from "../../resources/api-keys";
import { randomId } from "./wallets";

export const ENVIRONMENTS: readonly Environment[] = ["sandbox", "production"];
/** A permission name: "read", "payments:write", "wallets.read" (letters, digits, : . _ -), at most 50. */
const PERMISSION = /^[A-Za-z][A-Za-z0-9:._-]{0,49}$/;

export const NAME_REQUIRED = "API key name is required";
export const ENVIRONMENT_INVALID = "Environment must be sandbox or production";
export const MERCHANT_ID_NOT_STRING = "Merchant ID must be a string";
export const PERMISSIONS_INVALID = "Permissions must be a list of names";
export const IS_ACTIVE_INVALID = "isActive must be true or false";
export const API_KEY_NOT_FOUND = "API key not found";

/** A key with its value masked as the console shows it: first 8, `••••••••`, last 4 (src/lib/format.ts). */
export function masked(key: ApiKey): ApiKey {
  return { ...key, keyValue: maskApiKey(key.keyValue) };
}

/**
 * A new active key from a POST /api/api-keys body: 400 for the name and environment, 404
 * `Merchant not found` for a merchant that `merchantExists` does not know, then 400 for the
 * permissions (in that order, as the demo backend answers). A merchant of "global" or "" is none.
 */
export async function apiKeyFromBody(body: Body, merchantExists: (id: string) => boolean | Promise<boolean>, id: string, createdAt: string): Promise<ApiKey> {
  const name = declaredString(body, "name", apiKeys.fields!.name!, NAME_REQUIRED);

  let environment: Environment = "sandbox";
  const env = typeof body.environment === "string" ? body.environment.trim() : body.environment;
  if (env !== undefined && env !== null && env !== "") {
    if (!oneOf(env, ENVIRONMENTS)) throw new HttpError(400, ENVIRONMENT_INVALID);
    environment = env;
  }

  let merchantId: string | null = null;
  if (has(body, "merchantId") && body.merchantId !== null) {
    if (typeof body.merchantId !== "string") throw new HttpError(400, MERCHANT_ID_NOT_STRING);
    const value = body.merchantId.trim();
    if (value !== "" && value.toLowerCase() !== "global") {
      if (!(await merchantExists(value))) throw new HttpError(404, MERCHANT_NOT_FOUND);
      merchantId = value;
    }
  }

  let permissions: string[] = [];
  if (has(body, "permissions") && body.permissions !== null) {
    const list = body.permissions;
    if (!Array.isArray(list) || list.some((p) => typeof p !== "string" || !PERMISSION.test(p.trim())) || list.length > 50) {
      throw new HttpError(400, PERMISSIONS_INVALID);
    }
    permissions = [...new Set(list.map((p: string) => p.trim()))];
  }

  return {
    id,
    name,
    keyValue: `${environment === "production" ? "pk_live_" : "pk_test_"}${randomText(32)}`,
    merchantId,
    environment,
    permissions,
    isActive: true,
    createdAt,
    lastUsed: null,
  };
}

/** The Active switch's body: `{ isActive: boolean }`, or 400. */
export function activeFromBody(body: Body): boolean {
  if (typeof body.isActive !== "boolean") throw new HttpError(400, IS_ACTIVE_INVALID);
  return body.isActive;
}

export async function findApiKey(store: Store, id: string): Promise<ApiKey> {
  const key = await store.apiKeys.get(id);
  if (!key) throw new HttpError(404, API_KEY_NOT_FOUND);
  return key;
}

/** POST /api/api-keys: the new key, whole (its one showing). */
export async function createApiKey(store: Store, body: Body, now: number = Date.now()): Promise<ApiKey> {
  const exists = async (id: string) => (await store.merchants.get(id)) !== undefined;
  return store.apiKeys.insert(await apiKeyFromBody(body, exists, randomId(), new Date(now).toISOString()));
}

/** PUT /api/api-keys/{id}: 404 for an unknown key before the body is read; answered masked. */
export async function setApiKeyActive(store: Store, id: string, body: () => Promise<Body>): Promise<ApiKey> {
  const key = await findApiKey(store, id);
  const isActive = activeFromBody(await body());
  return masked((await store.apiKeys.update(key.id, { isActive })) ?? { ...key, isActive });
}

/** DELETE /api/api-keys/{id}. */
export async function deleteApiKey(store: Store, id: string): Promise<void> {
  if (!(await store.apiKeys.remove(id))) throw new HttpError(404, API_KEY_NOT_FOUND);
}
