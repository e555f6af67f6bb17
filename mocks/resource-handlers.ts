// The demo backend from a declaration: list, create, update and delete of a resource, with the role
// guards of its declaration (the same access table the console reads) and validation from its field
// schema. A resource folder's `demo.ts` gives only its seed and the handlers whose side effects are
// special (README "Adding a resource"); mocks/handlers.ts finds every `resources/*/demo.ts`.
import { http, HttpResponse, type HttpHandler } from "msw";
import type { Role } from "../src/domain";
import { textLimit, type Declaration, type FieldDef, type FormValues } from "../resources/types";
import { route } from "./config";
import type { DbState } from "./db";
import { randomId } from "./random";
import { HttpError, checkText, guarded, jsonList, noContent, nowIso, param, readBody, type Ctx } from "./handlers/http";

type Rec = Record<string, unknown> & { id: string };

export interface DemoResource<T = any> {
  declaration: Declaration<T>;
  /** The first records (newest first), made once when the collection is first used. */
  seed: (now: number) => T[];
  /** Values a new record gets besides the validated body (e.g. status "active"). */
  defaults?: (body: FormValues) => Partial<T>;
  /** Handlers of the declaration's `api.actions`, by action name (the record is already found). */
  actions?: Record<string, (ctx: Ctx, record: T) => Response | Promise<Response>>;
}

/** A resource's records in the demo state (created from its seed on first use). */
export function collection<T>(db: DbState, resource: DemoResource<T>): T[] {
  const store = db as unknown as Record<string, T[] | undefined>;
  return (store[resource.declaration.name] ??= resource.seed(Date.now()));
}

function requiredRole(d: Declaration, action: string): Role | undefined {
  return action === "list" ? d.roles.read : (d.roles.actions?.[action] ?? d.roles.write ?? d.roles.read);
}

/** One value checked against its field: type, options, length, http(s) for URLs. */
export function checkField(def: FieldDef, value: unknown): unknown {
  if (value === undefined || value === null || value === "") return undefined;
  const label = def.term ?? def.label;
  switch (def.type) {
    case "number":
    case "money": {
      const n = typeof value === "number" ? value : Number(value);
      if (!Number.isFinite(n) || n < 0) throw new HttpError(400, `${label} must be a positive number`);
      if (def.type === "money" && !/^\d+(\.\d{1,2})?$/.test(String(value).trim())) throw new HttpError(400, `${label} must have at most 2 decimals`);
      return def.type === "money" ? String(value).trim() : n;
    }
    case "boolean":
      if (typeof value !== "boolean") throw new HttpError(400, `${label} must be true or false`);
      return value;
    default: {
      if (typeof value !== "string") throw new HttpError(400, `${label} must be a string`);
      const max = textLimit(def);
      // Free text gets the length and control-character rules every hand-written handler applies.
      const text = max ? checkText(value.trim(), label, max, {}) : value.trim();
      if (def.type === "enum" && !def.options?.some((o) => o.value === text)) {
        throw new HttpError(400, `${label} must be one of ${def.options?.map((o) => o.value).join(", ")}`);
      }
      if (def.type === "url" && !/^https?:\/\//i.test(text)) throw new HttpError(400, `${label} must be an http(s) URL`);
      if (def.type === "email" && !/^[^\s@]+@[^\s@]+$/.test(text)) throw new HttpError(400, `${label} must be an e-mail address`);
      return text;
    }
  }
}

/** The body of a create: every field of the create form checked, required ones present, fixed values kept. */
export function validateCreate(d: Declaration, body: FormValues): FormValues {
  const out: FormValues = {};
  const names = (d.create?.fields ?? []).map((f) => (typeof f === "string" ? f : f.name));
  for (const name of names) {
    const def = d.fields?.[name] ?? { label: name };
    const value = checkField(def, body[name]);
    if (value === undefined && def.required) throw new HttpError(400, d.create?.requiredMessage ?? d.create?.requiredMessages?.[name] ?? `${def.label} is required`);
    if (value !== undefined) out[name] = value;
  }
  for (const key of Object.keys(d.create?.fixed ?? {})) if (key in body) out[key] = body[key];
  return out;
}

/** The handlers of one declared resource. */
export function resourceHandlers<T>(resource: DemoResource<T>): HttpHandler[] {
  const d = resource.declaration;
  const api = d.api ?? {};
  const list = api.list;
  if (!list) return [];
  const one = api.one ?? `${list}/:id`;
  const find = (ctx: Ctx) => {
    const rows = collection(ctx.db, resource) as unknown as Rec[];
    const record = rows.find((r) => r.id === param(ctx.params, "id"));
    if (!record) throw new HttpError(404, `${d.label} record not found`);
    return { rows, record };
  };
  const handlers: HttpHandler[] = [
    http.get(route(list), guarded(requiredRole(d, "list") ?? "viewer", ({ db }) => jsonList(collection(db, resource)))),
    http.post(
      route(api.create ?? list),
      guarded(requiredRole(d, "create") ?? "viewer", async (ctx) => {
        const body = validateCreate(d, await readBody(ctx.request));
        const record = { id: randomId(), createdAt: nowIso(), ...resource.defaults?.(body), ...body } as unknown as T;
        collection(ctx.db, resource).unshift(record);
        return HttpResponse.json(record as object, { status: 201 });
      }),
    ),
    http.put(
      route(api.update ?? one),
      guarded(requiredRole(d, "edit") ?? "viewer", async (ctx) => {
        const { record } = find(ctx);
        const body = await readBody(ctx.request);
        for (const [key, value] of Object.entries(body)) {
          const def = d.fields?.[key];
          if (!def || key === "id") throw new HttpError(400, `${key} cannot be changed`);
          record[key] = checkField(def, value) ?? null;
        }
        return HttpResponse.json(record);
      }),
    ),
    http.delete(
      route(api.delete ?? one),
      guarded(requiredRole(d, "delete") ?? "viewer", (ctx) => {
        const { rows, record } = find(ctx);
        rows.splice(rows.indexOf(record), 1);
        return noContent();
      }),
    ),
  ];
  for (const [name, action] of Object.entries(api.actions ?? {})) {
    const run = resource.actions?.[name];
    if (!run) continue;
    handlers.unshift(
      http[action.method](
        route(action.path),
        guarded(requiredRole(d, name) ?? "viewer", (ctx) => run(ctx, find(ctx).record as unknown as T)),
      ),
    );
  }
  return handlers;
}
