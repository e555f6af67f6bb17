// What the demo backend records for a request (extension `audit`, docs/api-extensions.md): which
// resource, action and record a call is about — read from the declarations' `api` paths, the
// table the console's data provider reads too — and what changed on that record. Pure: the
// plumbing that calls it is `guarded` in mocks/handlers/http.ts.
import type { Declaration } from "../resources/types";
import { maskApiKey } from "../src/lib/format";
import type { FieldChange } from "./audit";
import type { DbState } from "./types";

export interface CallTarget {
  resource: string;
  action: string;
  /** The record's id from the path; null for a create (taken from the answer) or a collection call. */
  recordId: string | null;
}

interface Route {
  method: string;
  pattern: RegExp;
  resource: string;
  action: string;
  /** Literal characters of the path: the most specific path wins. */
  weight: number;
}

function compile(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:id/g, "([^/]+)");
  // Anchored at the end only: VITE_API_URL may put a prefix before /api/.
  return new RegExp(`${escaped}$`);
}

/** The write routes (and declared non-CRUD calls) of the declarations. */
export function writeRoutes(declarations: ReadonlyArray<Declaration>): Route[] {
  const routes: Route[] = [];
  const add = (method: string, path: string | undefined, resource: string, action: string) => {
    if (path) routes.push({ method: method.toUpperCase(), pattern: compile(path), resource, action, weight: path.replace(/:id/g, "").length });
  };
  for (const d of declarations) {
    const api = d.api;
    if (!api) continue;
    const one = api.one ?? (api.list ? `${api.list}/:id` : undefined);
    add("POST", api.create ?? api.list, d.name, "create");
    add("PUT", api.update ?? one, d.name, "update");
    add("DELETE", api.delete ?? one, d.name, "delete");
    for (const [name, action] of Object.entries(api.actions ?? {})) add(action.method, action.path, d.name, name);
  }
  return routes.sort((a, b) => b.weight - a.weight);
}

const METHOD_ACTIONS: Record<string, string> = { POST: "create", PUT: "update", PATCH: "update", DELETE: "delete" };

/**
 * The resource, action and record id of a call. A path no declaration names falls back to its
 * segments: `/api/{resource}/{id}/{action}`.
 */
export function targetOf(routes: ReadonlyArray<Route>, method: string, pathname: string): CallTarget {
  const verb = method.toUpperCase();
  for (const route of routes) {
    if (route.method !== verb) continue;
    const match = route.pattern.exec(pathname);
    if (match) return { resource: route.resource, action: route.action, recordId: match[1] ? decodeURIComponent(match[1]) : null };
  }
  const segments = pathname.slice(pathname.indexOf("/api/") + 5).split("/").filter(Boolean).map(decodeURIComponent);
  const [resource = "", recordId = null, ...rest] = segments;
  return { resource, recordId, action: rest.length ? rest.join("/") : (METHOD_ACTIONS[verb] ?? verb.toLowerCase()) };
}

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

/** Fields that are secrets: an event shows them masked, never whole. */
const SECRET_FIELDS = new Set(["keyValue"]);
const MAX_TEXT = 200;

/** A value as an event may hold it: secrets masked, long text cut. */
export function safeValue(field: string, value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (SECRET_FIELDS.has(field)) return maskApiKey(typeof value === "string" ? value : null);
  if (typeof value === "string" && value.length > MAX_TEXT) return `${value.slice(0, MAX_TEXT)}…`;
  if (typeof value === "object") return JSON.parse(JSON.stringify(value, (key, v: unknown) => (SECRET_FIELDS.has(key) ? maskApiKey(typeof v === "string" ? v : null) : v))) as unknown;
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two states of a record (a create has no `before`, a delete no
 * `after`), in the record's own field order; the id is the event's record id, not a change.
 * Empty values of a new record (or of a deleted one) are left out.
 */
export function diff(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? after ?? {}), ...Object.keys(after ?? {})])].filter((k) => k !== "id");
  const changes: FieldChange[] = [];
  for (const field of keys) {
    const b = before?.[field] ?? null;
    const a = after?.[field] ?? null;
    if (same(a, b)) continue;
    changes.push({ field, before: safeValue(field, b), after: safeValue(field, a) });
  }
  return changes;
}

/** A request's JSON body (or a read's query) as an event's detail: secrets masked, at most 2,000 characters. */
export function requestDetail(body: unknown): Record<string, unknown> | undefined {
  if (body === null || typeof body !== "object" || Array.isArray(body) || Object.keys(body).length === 0) return undefined;
  const safe = Object.fromEntries(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, safeValue(k, v)]));
  return JSON.stringify(safe).length <= 2000 ? safe : undefined;
}

/** "success", "held for approval" (202), or a refusal's status and message ("422 Insufficient funds"). */
export function outcomeOf(status: number, body: string): string {
  // Extension `approvals`: a 202 is a request stored for a second person; nothing moved yet.
  if (status === 202) return "held for approval";
  if (status < 400) return "success";
  const message = body.trim().slice(0, MAX_TEXT);
  return message ? `${status} ${message}` : String(status);
}
