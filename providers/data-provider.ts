// Data provider: maps Refine calls onto SPEC §7 using only each resource's declaration.
// Lists fetch the whole collection (DESIGN §1 "Wire details"): no paging/sort/filter params —
// except a list in server mode (`pagination.mode: "server"`, extension `paging`): its page, sort,
// filters and search go as simple-rest's query (providers/paging.ts), the total from X-Total-Count.
import type { AxiosInstance } from "axios";
import type { BaseRecord, DataProvider, HttpError } from "@refinedev/core";
import { actionsOf, type Declaration, type HttpMethod } from "../resources/types";
import { http as defaultHttp } from "./http";
import { arrivedPreloaded, claimPreloaded } from "./preload";
import { IDEMPOTENCY_HEADER } from "../src/lib/idempotency";
import { TOTAL_HEADER, TOTAL_RELATION_HEADER, pagingQuery, totalIsLowerBound, totalOf } from "./paging";

export interface CallMeta {
  /** Extra query parameters; empty values are dropped (e.g. merchantId only when chosen). */
  query?: Record<string, string | number | null | undefined>;
  /** For `custom`: resolve the path from the declaration's server actions (`actionsOf`: `api.actions` and row actions with a path). */
  resource?: string;
  action?: string;
  id?: string | number;
  /** Sent as the Idempotency-Key header (money moves and creates; src/components/useIdempotencyKey). */
  idempotencyKey?: string;
  /** Cancels the call (Refine passes its query's signal; the server-mode export its own). */
  signal?: AbortSignal;
}

function fill(path: string, id?: string | number): string {
  if (!path.includes(":id")) return path;
  if (id === undefined || id === null || id === "") throw missing(`an id for ${path}`);
  return path.replace(":id", encodeURIComponent(String(id)));
}

function missing(what: string): HttpError {
  return { message: `Not configured: ${what}`, statusCode: 0 } as HttpError;
}

/** A call's query as sent: values as strings, empty ones left out (none: undefined). */
export function cleanQuery(query?: CallMeta["query"]): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && String(v) !== "") out[k] = String(v);
  }
  return Object.keys(out).length ? out : undefined;
}

/** Drops undefined fields so optional inputs left empty are omitted from the body. */
function cleanBody(body: unknown): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body as Record<string, unknown>).filter(([, v]) => v !== undefined));
}

/** A server-mode page (extension `paging`): its rows and the total its headers give. */
function pageOf(res: { data: unknown; headers?: Record<string, unknown> }) {
  const rows = (Array.isArray(res.data) ? res.data : []) as BaseRecord[];
  const total = totalOf(res.headers?.[TOTAL_HEADER], rows.length);
  // A total past the server's exact count is a lower bound (docs/api-extensions.md "paging").
  return { data: rows as any[], total, totalAtLeast: totalIsLowerBound(res.headers?.[TOTAL_RELATION_HEADER]) };
}

/**
 * A server-mode page as getList will answer it, if its early read (providers/preload.ts) has already
 * arrived: `path` the list's, `query` the call's (its declared query and the page's parameters). The
 * list renders its first frame with it; its getList then takes the same read over.
 */
export function arrivedPage(path: string, query: CallMeta["query"], http: AxiosInstance = defaultHttp) {
  const res = arrivedPreloaded(http, path, cleanQuery(query));
  return res ? pageOf({ data: res.data, headers: res.headers as Record<string, unknown> }) : undefined;
}

export function createDataProvider(declarations: ReadonlyArray<Declaration>, http: AxiosInstance = defaultHttp): DataProvider {
  const byName = new Map(declarations.map((d) => [d.name, d]));
  const api = (resource: string) => {
    const d = byName.get(resource);
    if (!d?.api) throw missing(`resource "${resource}" has no api`);
    return d.api;
  };
  const onePath = (resource: string, kind: "one" | "update" | "delete") => {
    const a = api(resource);
    const path = a[kind] ?? a.one ?? (a.list ? `${a.list}/:id` : undefined);
    if (!path) throw missing(`${kind} path of "${resource}"`);
    return path;
  };
  type SendOptions = { body?: unknown; query?: CallMeta["query"]; idempotencyKey?: string; signal?: AbortSignal };
  const send = async <T>(method: HttpMethod, url: string, opts: SendOptions = {}) => (await sendFull<T>(method, url, opts)).data;
  /** A write the server answered with 202 Accepted was held for approval (extension `approvals`): marked `accepted`. */
  const sendMarked = async <T>(method: HttpMethod, url: string, opts: SendOptions = {}) => {
    const res = await sendFull<T>(method, url, opts);
    return res.status === 202 ? { data: res.data, accepted: true as const } : { data: res.data };
  };
  const sendFull = async <T>(method: HttpMethod, url: string, opts: SendOptions = {}): Promise<{ data: T; status: number; headers?: Record<string, unknown> }> => {
    const params = cleanQuery(opts.query);
    const early = method === "get" ? claimPreloaded(http, url, params) : undefined;
    if (early) {
      const res = await early;
      return { data: res.data as T, status: res.status, headers: res.headers as Record<string, unknown> };
    }
    const res = await http.request<T>({
      method,
      url,
      params,
      // "payload none" sends no body at all (DESIGN §1).
      data: opts.body === undefined ? undefined : cleanBody(opts.body),
      // A header, not a path or a field: a server implementing only SPEC §7 ignores it (DESIGN §5).
      headers: opts.idempotencyKey ? { [IDEMPOTENCY_HEADER]: opts.idempotencyKey } : undefined,
      signal: opts.signal,
    });
    return { data: res.data, status: res.status, headers: res.headers as Record<string, unknown> };
  };

  return {
    getApiUrl: () => http.defaults.baseURL ?? "",

    getList: async ({ resource, meta, pagination, sorters, filters }) => {
      const a = api(resource);
      if (!a.list) throw missing(`list path of "${resource}"`);
      const m = meta as CallMeta | undefined;
      if (pagination?.mode !== "server") {
        // SPEC §7: the whole collection, nothing but the declared query.
        const data = await send<BaseRecord[]>("get", a.list, { query: m?.query });
        const rows = Array.isArray(data) ? data : [];
        return { data: rows as any, total: rows.length };
      }
      return pageOf(await sendFull<BaseRecord[]>("get", a.list, { query: { ...m?.query, ...pagingQuery({ pagination, sorters, filters }) }, signal: m?.signal }));
    },

    getOne: async ({ resource, id, meta }) => {
      const data = await send<BaseRecord>("get", fill(onePath(resource, "one"), id), { query: (meta as CallMeta)?.query });
      return { data: data as any };
    },

    create: async ({ resource, variables, meta }) => {
      const a = api(resource);
      const path = a.create ?? a.list;
      if (!path) throw missing(`create path of "${resource}"`);
      const data = await send<BaseRecord>("post", path, { body: variables ?? {}, idempotencyKey: (meta as CallMeta | undefined)?.idempotencyKey });
      return { data: data as any };
    },

    update: async ({ resource, id, variables }) => {
      return (await sendMarked<BaseRecord>("put", fill(onePath(resource, "update"), id), { body: variables ?? {} })) as any;
    },

    deleteOne: async ({ resource, id }) => {
      const data = await send<BaseRecord>("delete", fill(onePath(resource, "delete"), id));
      return { data: (data || { id }) as any };
    },

    custom: async ({ url, method, payload, query, meta }) => {
      const m = (meta ?? {}) as CallMeta;
      let path = url;
      let verb: HttpMethod = method as HttpMethod;
      if (m.resource && m.action) {
        const d = byName.get(m.resource);
        const action = d ? actionsOf(d)[m.action] : undefined;
        if (!action) throw missing(`action "${m.action}" of "${m.resource}"`);
        path = fill(action.path, m.id);
        verb = action.method;
      }
      return (await sendMarked<any>(verb, path, {
        body: payload,
        query: { ...(query as CallMeta["query"]), ...m.query },
        idempotencyKey: verb === "get" ? undefined : m.idempotencyKey,
      })) as any;
    },
  };
}
