// What the demo backend records for a request (extension `audit`, docs/api-extensions.md): which
// resource, action and record a call is about — read from the declarations' `api` paths, the
// table the console's data provider reads too — and what changed on that record. Pure: the
// plumbing that calls it is `guarded` in mocks/handlers/http.ts.
import type { DbState } from "./types";

// The pure rules are the PayDesk server's (server/rules/audit.ts), shared.
export { diff, outcomeOf, requestDetail, safeValue, targetOf, writeRoutes, type CallTarget } from "../server/rules/audit";

/** The demo state's collection of a resource: `kyc-documents` → `kycDocuments`. */
export function collectionOf(db: DbState, resource: string): ReadonlyArray<Record<string, unknown>> | undefined {
  const key = resource.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const value = (db as unknown as Record<string, unknown>)[key];
  return Array.isArray(value) ? (value as Array<Record<string, unknown>>) : undefined;
}

/** A copy of a record as it is now (undefined when there is none). */
export function snapshot(db: DbState, resource: string, id: string | null): Record<string, unknown> | undefined {
  if (id === null) return undefined;
  const record = collectionOf(db, resource)?.find((r) => r.id === id);
  return record ? (JSON.parse(JSON.stringify(record)) as Record<string, unknown>) : undefined;
}
