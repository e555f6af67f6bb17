// Resources served from their declaration alone (DESIGN §6 "Resources", README "Adding a resource"):
// list (paged with `list.serverPaging` and the extension `paging`), create, update, delete and the
// declared actions of each, with the role guards of its `roles` and the validation of its `fields`
// (server/rules/resources.ts, shared with the demo backend). Records live in the JSON `records`
// table, one collection per declaration name (Store.records).
import { resources } from "../../resources";
import { actionsOf, seedCollections, seedContext, type HttpMethod } from "../../resources/types";
import { parsePage, readPage, wantsPaging } from "../rules/paging";
import { checkReferences, declaredRole, newRecord, recordNotFound, validateCreate, validateUpdate, type DeclaredResource } from "../rules/resources";
import { json, noContent } from "../rules/respond";
import { checkStorable } from "../rules/storable";
import { randomId } from "../rules/wallets";
import type { Row, Store, Table } from "../store/types";
import { guarded, type Ctx, type Rule, type ServerOptions } from "../app/context";
import type { Route } from "../app/routes";

/**
 * The `demo.ts` of every resource folder. A folder with one is a resource without hand-written
 * handlers on either host: the demo backend serves exactly these from their declaration
 * (mocks/handlers.ts), so the server does too. (A Vite glob, as in mocks/handlers.ts: the server runs
 * through Vite — its dev plugin, the tests and its build.)
 */
const demos = import.meta.glob<{ demo: DeclaredResource }>("../../resources/*/demo.ts", { eager: true });

/** The registry's declarations that are served from their declaration (their folder has a `demo.ts`). */
export function registryResources(): DeclaredResource[] {
  const byName = new Map(Object.values(demos).map((m) => [m.demo.declaration.name, m.demo]));
  return resources.flatMap((d) => {
    const demo = byName.get(d.name);
    return demo ? [demo] : [];
  });
}

/** Where the seed marks live: one row per collection that was seeded (not a declaration name). */
const SEEDED = ":seeded";

/** The tables of the resources with hand-written routes, by resource name (a seed's collections, a reference's records). */
const BUILT_IN: Readonly<Record<string, (store: Store) => Table<Row>>> = {
  wallets: (s) => s.wallets as unknown as Table<Row>,
  tokens: (s) => s.tokens as unknown as Table<Row>,
  transactions: (s) => s.transactions as unknown as Table<Row>,
  merchants: (s) => s.merchants as unknown as Table<Row>,
  "kyc-documents": (s) => s.kycDocuments as unknown as Table<Row>,
  "api-keys": (s) => s.apiKeys as unknown as Table<Row>,
};

/** The records of a resource by name: a built-in table, else the declared collection. */
function tableOf(store: Store, resource: string): Table<Row> {
  return BUILT_IN[resource]?.(store) ?? store.records(resource);
}

/**
 * A collection's seed (its folder's `demo.ts` `seed(ctx)`) is stored on the first request to the
 * resource, once per database: a mark in `records` says it was done, so deleting every record never
 * brings the seed back, and two processes starting together store it once (the mark's key decides).
 * On first use rather than at start, as the demo backend does, and because the seed belongs to the
 * resource's folder, not to the server's start. The seed reads the collections it names
 * (`ctx.collections`), each declared one seeded first (`before`).
 */
async function seedOnce(store: Store, resource: DeclaredResource, now: number, before: (name: string) => Promise<void>): Promise<void> {
  const name = resource.declaration.name;
  const uses = seedCollections(resource);
  for (const other of uses) await before(other);
  await store.atomically(async (tx) => {
    if (!(await tx.records(SEEDED).insertIfAbsent({ id: name, createdAt: new Date(now).toISOString() }))) return;
    const collections = Object.fromEntries(await Promise.all(uses.map(async (other) => [other, await tableOf(tx, other).list()] as const)));
    // The records table orders by createdAt: a seed row without one gets the seed's order (newest first).
    const rows = ((await resource.seed(seedContext(name, now, collections))) as Row[]).map((r, i) => ({ createdAt: new Date(now - i).toISOString(), ...r }));
    if (rows.length) await tx.records(name).insertMany(rows);
  });
}

/** The request an action handler reads: the body was read once already (Ctx.body), so it is given again. */
async function actionRequest(ctx: Ctx): Promise<Request> {
  const { request } = ctx;
  if (request.method === "GET" || request.method === "HEAD") return request;
  const body = await ctx.body();
  return new Request(request.url, { method: request.method, headers: request.headers, body: Object.keys(body).length ? JSON.stringify(body) : null });
}

/** The routes of one declared resource. */
function routesOf(options: ServerOptions, resource: DeclaredResource, readyOf: (name: string) => Promise<void>): Route[] {
  const d = resource.declaration;
  const api = d.api ?? {};
  const list = api.list;
  if (!list) return [];
  const one = api.one ?? `${list}/:id`;
  const table = (store: Store) => store.records(d.name);

  const ready = () => readyOf(d.name);
  // A reference names a record its resource holds (declared ones seeded first).
  const exists = async (store: Store, other: string, id: string) => {
    await readyOf(other);
    return (await tableOf(store, other).get(id)) !== undefined;
  };
  // Seeded before the guard, on the outer store: inside a guarded write the rule may hold a transaction.
  const route = (method: Route["method"], path: string, action: string, rule: Rule): Route => {
    const run = guarded(options, declaredRole(d, action), rule);
    return {
      method,
      path,
      async run(incoming) {
        await ready();
        return run(incoming);
      },
    };
  };

  const out: Route[] = [];
  // Actions first, as in the demo backend: their paths are more specific than the record's.
  for (const [name, call] of Object.entries(actionsOf(d))) {
    const handler = resource.actions?.[name];
    // A declared action without a handler has no route (the demo backend has none either); the Route
    // table has no PATCH.
    if (!handler || !isRouteMethod(call.method)) continue;
    out.push(
      route(call.method, call.path, name, (ctx) =>
        ctx.store.atomically(async (tx) => {
          const stored = await table(tx).lock(ctx.params.id);
          if (!stored) throw recordNotFound(d);
          // The handler changes a working copy in place, as it changes the demo's record; kept after a success.
          const working = structuredClone(stored);
          const response = await handler({ request: await actionRequest(ctx), params: ctx.params, user: ctx.user }, working);
          if (response.ok && JSON.stringify(working) !== JSON.stringify(stored)) {
            checkStorable(working);
            await table(tx).update(stored.id, { ...working, id: stored.id });
          }
          return response;
        }),
      ),
    );
  }
  out.push(
    route("get", list, "list", async ({ store, url }) => {
      const params = url.searchParams;
      if (d.list?.serverPaging && options.extensions.has("paging") && wantsPaging(params, d)) {
        const { rows, headers } = await readPage(table(store), parsePage(d, params));
        return json(rows, 200, headers);
      }
      return json(await table(store).list());
    }),
    route("post", api.create ?? list, "create", async ({ store, body, now }) => {
      const values = validateCreate(d, await body());
      await checkReferences(d, values, (other, id) => exists(store, other, id));
      const record = newRecord(resource, values, randomId(), new Date(now).toISOString()) as Row;
      checkStorable(record);
      await table(store).insert(record);
      return json(record, 201);
    }),
    route("put", api.update ?? one, "edit", ({ store, params, body }) =>
      store.atomically(async (tx) => {
        // 404 before the body is looked at, as in the demo backend.
        if (!(await table(tx).lock(params.id))) throw recordNotFound(d);
        const patch = validateUpdate(d, await body());
        await checkReferences(d, patch, (other, id) => exists(tx, other, id));
        checkStorable(patch);
        return json(await table(tx).update(params.id, patch));
      }),
    ),
    route("delete", api.delete ?? one, "delete", async ({ store, params }) => {
      if (!(await table(store).remove(params.id))) throw recordNotFound(d);
      return noContent();
    }),
  );
  return out;
}

function isRouteMethod(method: HttpMethod): method is Route["method"] {
  return method === "get" || method === "post" || method === "put" || method === "delete";
}

/** The routes of resources served from their declaration alone (the registry's: `registryResources()`). */
export function resourceRoutes(options: ServerOptions, declared: readonly DeclaredResource[]): Route[] {
  const byName = new Map(declared.map((r) => [r.declaration.name, r]));
  const seeded = new Map<string, Promise<void>>();
  // Once per collection and process; a resource without a seed here (built in) is ready at once.
  const readyOf = (name: string): Promise<void> => {
    const resource = byName.get(name);
    if (!resource) return Promise.resolve();
    let done = seeded.get(name);
    if (!done) {
      seeded.set(name, Promise.resolve()); // a seed that names itself through another waits for no one
      done = seedOnce(options.store, resource, options.now?.() ?? Date.now(), readyOf).catch((error: unknown) => {
        seeded.delete(name); // a failed seed is tried again by the next request
        throw error;
      });
      seeded.set(name, done);
    }
    return done;
  };
  return declared.flatMap((resource) => routesOf(options, resource, readyOf));
}
