// The demo backend from a declaration: list, create, update and delete of a resource, with the role
// guards of its declaration (the same access table the console reads) and validation from its field
// schema. A resource folder's `demo.ts` gives only its seed and the handlers whose side effects are
// special (README "Adding a resource"); mocks/handlers.ts finds every `resources/*/demo.ts`.
import { http, HttpResponse, type HttpHandler } from "msw";
import { route } from "./config";
import type { DbState } from "./db";
import { randomId } from "./random";
import { guarded, jsonList, noContent, nowIso, param, readBody, type Ctx } from "./handlers/http";
// The rules (role guards, validation, the new record) are the PayDesk server's too.
import { declaredRole as requiredRole, newRecord, recordNotFound, validateCreate, validateUpdate, type DeclaredResource } from "../server/rules/resources";

export { checkField, validateCreate } from "../server/rules/resources";

type Rec = Record<string, unknown> & { id: string };

/** A resource folder's `demo.ts` (server/rules/resources.ts: the same module serves the PayDesk server). */
export type DemoResource<T = any> = DeclaredResource<T>;

/** A resource's records in the demo state (created from its seed on first use). */
export function collection<T>(db: DbState, resource: DemoResource<T>): T[] {
  const store = db as unknown as Record<string, T[] | undefined>;
  return (store[resource.declaration.name] ??= resource.seed(Date.now()));
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
    if (!record) throw recordNotFound(d);
    return { rows, record };
  };
  const handlers: HttpHandler[] = [
    http.get(route(list), guarded(requiredRole(d, "list"), ({ db }) => jsonList(collection(db, resource)))),
    http.post(
      route(api.create ?? list),
      guarded(requiredRole(d, "create"), async (ctx) => {
        const body = validateCreate(d, await readBody(ctx.request));
        const record = newRecord(resource, body, randomId(), nowIso());
        collection(ctx.db, resource).unshift(record);
        return HttpResponse.json(record as object, { status: 201 });
      }),
    ),
    http.put(
      route(api.update ?? one),
      guarded(requiredRole(d, "edit"), async (ctx) => {
        const { record } = find(ctx);
        Object.assign(record, validateUpdate(d, await readBody(ctx.request)));
        return HttpResponse.json(record);
      }),
    ),
    http.delete(
      route(api.delete ?? one),
      guarded(requiredRole(d, "delete"), (ctx) => {
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
        guarded(requiredRole(d, name), (ctx) => run(ctx, find(ctx).record as unknown as T)),
      ),
    );
  }
  return handlers;
}
