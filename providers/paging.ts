// Extension `paging` (DESIGN §5, docs/api-extensions.md): a list call's paging, sort, filters and
// search as query parameters, in the conventions of `@refinedev/simple-rest` (which the design card
// names; the package itself is not installed, so its `generateSort`/`generateFilter`/`mapOperator`
// are mirrored here): `_start`/`_end`, `_sort`/`_order`, `field=value`, `field_gte`/`field_lte`,
// `field_ne`, `field_like`, and `q` for the search. The total comes back in `X-Total-Count`.
// Pure: the data provider calls it for every server-mode list call, the boot preload for the first.
import type { CrudFilter, CrudSort, Pagination } from "@refinedev/core";

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
    if (f.operator === "or" || f.operator === "and") throw new Error(`paging: "${f.operator}" filters are not supported`);
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

/** "amount.asc" (a list's `sort` URL value) → Refine sorters; anything else → none. */
export function sortersOf(sort: string): CrudSort[] {
  const m = /^(.+)\.(asc|desc)$/.exec(sort);
  return m ? [{ field: m[1], order: m[2] as "asc" | "desc" }] : [];
}

/** Refine filters of a list's search and declared `field=value` filters (empty ones left out). */
export function listFilters(search: string, values: ReadonlyArray<{ key: string; value: string }>): CrudFilter[] {
  const out: CrudFilter[] = [];
  if (search.trim()) out.push({ field: SEARCH_FIELD, operator: "eq", value: search.trim() });
  for (const { key, value } of values) if (value) out.push({ field: key, operator: "eq", value });
  return out;
}

/** The total of a paged answer: `X-Total-Count`, else the rows received (a server that ignored the paging). */
export function totalOf(header: unknown, rows: number): number {
  const n = typeof header === "string" && /^\d{1,15}$/.test(header.trim()) ? Number(header) : Number.NaN;
  return Number.isSafeInteger(n) ? n : rows;
}
