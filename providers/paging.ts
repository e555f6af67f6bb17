// Extension `paging` (DESIGN §5, docs/api-extensions.md): a list call's paging, sort, filters and
// search as query parameters, in the conventions of `@refinedev/simple-rest` (which the design card
// names; the package itself is not installed, so its `generateSort`/`generateFilter`/`mapOperator`
// are mirrored here): `_start`/`_end`, `_sort`/`_order`, `field=value`, `field_gte`/`field_lte`,
// `field_ne`, `field_like`, and `q` for the search. The total comes back in `X-Total-Count`.
// `pagingQuery` is pure: the data provider calls it for every server-mode list call, the boot
// preload (src/app/route-prefetch.ts) for a cold load's first page.
import type { CrudFilter, CrudSort, Pagination } from "@refinedev/core";
import type { Declaration, ListConfig } from "../resources/types";
import { hasExtension } from "./extensions";

/**
 * Whether a list runs in server mode: it opts in (`list.serverPaging`) and the server offers the
 * extension `paging`. Otherwise it is read whole and worked in the browser (SPEC §7).
 */
export function isServerPaged(config: Pick<ListConfig<unknown>, "serverPaging"> | undefined): boolean {
  return Boolean(config?.serverPaging) && hasExtension("paging");
}

/** The filter field that carries the list's search (simple-rest's full-text `q`). */
export const SEARCH_FIELD = "q";
/** The answer header with the number of records matching the filters (all pages). */
export const TOTAL_HEADER = "x-total-count";

export interface PagingCall {
  pagination?: Pagination;
  sorters?: readonly CrudSort[];
  filters?: readonly CrudFilter[];
}

const SUFFIX: Partial<Record<CrudFilter["operator"], string>> = {
  eq: "",
  ne: "_ne",
  gte: "_gte",
  lte: "_lte",
  contains: "_like",
};

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || String(v).trim() === "";
}

/**
 * The query of a server-mode list call. Empty filter values are not sent; an operator the
 * conventions have no name for throws (better than a filter silently dropped).
 */
export function pagingQuery({ pagination, sorters, filters }: PagingCall): Record<string, string> {
  const out: Record<string, string> = {};
  if (pagination?.mode === "server") {
    const page = Math.max(1, Math.floor(pagination.currentPage ?? 1));
    const size = Math.max(1, Math.floor(pagination.pageSize ?? 10));
    out._start = String((page - 1) * size);
    out._end = String(page * size);
  }
  const sorts = (sorters ?? []).filter((s) => s.field);
  if (sorts.length) {
    out._sort = sorts.map((s) => s.field).join(",");
    out._order = sorts.map((s) => s.order).join(",");
  }
  for (const f of filters ?? []) {
    if (!("field" in f)) throw new Error(`paging: "${f.operator}" filters are not supported`);
    if (isEmpty(f.value)) continue;
    const value = String(f.value).trim();
    if (f.field === SEARCH_FIELD) {
      out.q = value;
      continue;
    }
    const suffix = SUFFIX[f.operator];
    if (suffix === undefined) throw new Error(`paging: operator "${f.operator}" is not supported`);
    out[`${f.field}${suffix}`] = value;
  }
  return out;
}

const ORDERED = new Set(["date", "number", "money"]);

/**
 * The columns a server-mode list sorts by: as client mode's (`resolveColumn`), a column with a
 * declared sorter, or one that declares none on a date, number or money field.
 */
export function sortableKeys(declaration: Pick<Declaration, "fields" | "list">): Set<string> {
  const out = new Set<string>();
  for (const c of declaration.list?.columns ?? []) {
    const key = typeof c === "string" ? c : c.key;
    if (typeof c !== "string" && "sorter" in c ? c.sorter : ORDERED.has(declaration.fields?.[key]?.type ?? "")) out.add(key);
  }
  return out;
}

/**
 * "amount.asc" (a list's `sort` URL value) → Refine sorters; anything else, or a column the list
 * does not sort by (`sortable`), → none (client mode ignores such a value too).
 */
export function sortersOf(sort: string, sortable?: ReadonlySet<string>): CrudSort[] {
  const m = /^(.+)\.(asc|desc)$/.exec(sort);
  if (!m || (sortable && !sortable.has(m[1]))) return [];
  return [{ field: m[1], order: m[2] as "asc" | "desc" }];
}

/** Refine filters of a list's search and declared `field=value` filters (empty ones left out). */
export function listFilters(search: string, values: ReadonlyArray<{ key: string; value: string }>): CrudFilter[] {
  const out: CrudFilter[] = [];
  if (search.trim()) out.push({ field: SEARCH_FIELD, operator: "eq", value: search.trim() });
  for (const { key, value } of values) if (value) out.push({ field: key, operator: "eq", value });
  return out;
}

/** `gte`: X-Total-Count is a lower bound, more rows match (the PayDesk server counts exactly up to 10,000). */
export const TOTAL_RELATION_HEADER = "x-total-count-relation";

/** Whether a paged answer's total is a lower bound (its X-Total-Count-Relation is `gte`). */
export function totalIsLowerBound(header: unknown): boolean {
  return typeof header === "string" && header.trim().toLowerCase() === "gte";
}

/** The total of a paged answer: `X-Total-Count`, else the rows received (a server that ignored the paging). */
export function totalOf(header: unknown, rows: number): number {
  const n = typeof header === "string" && /^\d{1,15}$/.test(header.trim()) ? Number(header) : Number.NaN;
  return Number.isSafeInteger(n) ? n : rows;
}

/** URL parameters a list screen may carry that do not change its first page. */
const NEUTRAL_PARAMS = new Set(["cols", "profile", "latency"]);

/**
 * The query of a server-mode list's first page for a cold load of `search` (its URL query), for
 * the boot preload: the declared search, filters and sort. Null when the URL carries anything else
 * (a screen's own filters, a prefixed list): the screen's call is then left to the screen.
 */
export function firstPageQuery(declaration: Pick<Declaration, "fields" | "list">, search: string): Record<string, string> | null {
  const list = declaration.list;
  if (!list) return null;
  const params = new URLSearchParams(search);
  const filterKeys = (list.filters ?? []).map((f) => f.key);
  for (const key of params.keys()) if (!NEUTRAL_PARAMS.has(key) && key !== "q" && key !== "sort" && !filterKeys.includes(key)) return null;
  return {
    ...list.query,
    ...pagingQuery({
      pagination: { mode: "server", currentPage: 1, pageSize: list.pageSize ?? 10 },
      sorters: sortersOf(params.get("sort") ?? "", sortableKeys(declaration)),
      filters: listFilters(params.get("q") ?? "", filterKeys.map((key) => ({ key, value: params.get(key) ?? "" }))),
    }),
  };
}
