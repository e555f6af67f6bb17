// Extension `paging` (docs/api-extensions.md "paging"): a list read page by page in
// `@refinedev/simple-rest`'s query conventions. This turns the call's parameters into a store Query
// (server/store/types.ts) — the one reading of the conventions, with its limits and its 400s, for
// the PayDesk server and the demo backend alike; each store then runs the Query its own way.
import type { Declaration } from "../../resources/types";
import { parseCents } from "../../src/lib/format";
import { searchNeedle } from "../../src/lib/search";
import { sortTypeOf } from "../../src/lib/sort";
import type { Filter, Query, SortKey, Table, ValueType } from "../store/types";
import { HttpError } from "./validate";

/** The most rows one page may ask for, and the most sort fields (more is 400). */
export const MAX_PAGE_ROWS = 1000;
export const MAX_SORT_FIELDS = 3;

/** Query parameters of the conventions itself (everything else names a field). */
const RESERVED = new Set(["_start", "_end", "_sort", "_order", "q"]);
const SUFFIXES = ["_gte", "_lte", "_ne", "_like"] as const;
type Suffix = (typeof SUFFIXES)[number] | "";

type Fields = Pick<Declaration, "fields" | "list">;

/** Whether a call asks for server mode: any parameter of the conventions or a field filter. */
export function wantsPaging(params: URLSearchParams, declaration: Pick<Declaration, "fields">): boolean {
  for (const key of params.keys()) {
    if (RESERVED.has(key)) return true;
    if (parseField(key, declaration)) return true;
  }
  return false;
}

function parseField(key: string, declaration: Pick<Declaration, "fields">): { field: string; suffix: Suffix } | null {
  const fields = declaration.fields ?? {};
  if (Object.hasOwn(fields, key)) return { field: key, suffix: "" };
  for (const suffix of SUFFIXES) {
    if (key.endsWith(suffix)) {
      const field = key.slice(0, -suffix.length);
      if (Object.hasOwn(fields, field)) return { field, suffix };
    }
  }
  return null;
}

function nonNegativeInt(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  if (!/^\d{1,9}$/.test(raw.trim())) throw new HttpError(400, `${name} must be a whole number of 0 or more`);
  return Number(raw);
}

function typeOf(declaration: Fields, field: string): ValueType {
  return sortTypeOf(declaration.fields?.[field]?.type);
}

/** Years 1–9999: ISO 8601's four digits, and well inside what the database's timestamps hold. */
const FIRST_INSTANT = Date.parse("0001-01-01T00:00:00.000Z");
const LAST_INSTANT = Date.parse("9999-12-31T23:59:59.999Z");
export function inDateRange(at: number): boolean {
  return Number.isFinite(at) && at >= FIRST_INSTANT && at <= LAST_INSTANT;
}

/** A bound of a money, date or number range, checked; text ranges compare as text. */
function checkedBound(type: ValueType, value: string, key: string): string {
  if (type === "text") return value;
  const ok = type === "money" ? parseCents(value) !== null : type === "date" ? inDateRange(Date.parse(value)) : value.trim() !== "" && Number.isFinite(Number(value));
  if (!ok) throw new HttpError(400, `${key} must be ${type === "date" ? "a date (ISO 8601)" : "a number"}`);
  return type === "date" ? new Date(Date.parse(value)).toISOString() : value.trim();
}

/**
 * A page's total is counted exactly up to this many matching rows; past it the answer says "at
 * least this many" (`X-Total-Count: 10000`, `X-Total-Count-Relation: gte`), as Elasticsearch's
 * totals do. An exact count visits every matching row: at 1,000,000 transactions, 50 ms for a
 * search that finds 26,000 and 180 ms for one that finds 336,000, on every page turn.
 */
export const EXACT_TOTAL_UP_TO = 10_000;

/**
 * With a search (`q`), up to this many: a search's match is only a trigram index's candidate until
 * its row is read, so counting 10,000 reads 10,000 rows (≈ 30 ms at 1,000,000 transactions); a
 * search is for finding rows, and past 1,000 the pager still walks on (docs/api-extensions.md "paging").
 */
export const EXACT_SEARCH_TOTAL_UP_TO = 1_000;

/** How far a query's total is exact: a search's less far than a filter's. */
export function exactTotalUpTo(query: Query): number {
  return query.search?.needle ? EXACT_SEARCH_TOTAL_UP_TO : EXACT_TOTAL_UP_TO;
}

/** The headers of a page's total, from a count of at most `upTo` + 1 rows. */
export function totalHeaders(counted: number, upTo = EXACT_TOTAL_UP_TO): Record<string, string> {
  const more = counted > upTo;
  return {
    "X-Total-Count": String(more ? upTo : counted),
    ...(more ? { "X-Total-Count-Relation": "gte" } : {}),
    "Access-Control-Expose-Headers": "X-Total-Count, X-Total-Count-Relation",
  };
}

/** A page's rows and its total's headers, read at once. */
export async function readPage<T extends { id: string }>(table: Pick<Table<T>, "list" | "count">, { query, start, end }: PageRequest): Promise<{ rows: T[]; headers: Record<string, string> }> {
  const upTo = exactTotalUpTo(query);
  const [rows, counted] = await Promise.all([table.list({ ...query, offset: start, limit: (end ?? start) - start }), table.count({ ...query, limit: upTo + 1 })]);
  return { rows, headers: totalHeaders(counted, upTo) };
}

export interface PageRequest {
  query: Query;
  start: number;
  end: number | undefined;
}

/**
 * The page a call asks for: `_start`..`_end` (end excluded, at most MAX_PAGE_ROWS rows), the field
 * filters (`field`, `field_ne`, `field_like`, `field_gte`, `field_lte`), the search `q` over the
 * declared search fields and the sort (at most MAX_SORT_FIELDS declared fields). Bad parameters are
 * 400 with a plain-text reason.
 */
export function parsePage(declaration: Fields, params: URLSearchParams): PageRequest {
  // A database text never holds NUL, so no parameter may carry one (%00): 400, not a failed query.
  for (const [key, value] of params) if (key.includes("\u0000") || value.includes("\u0000")) throw new HttpError(400, "Query parameters must not contain NUL characters");
  const start = nonNegativeInt(params, "_start") ?? 0;
  let end = nonNegativeInt(params, "_end");
  if (end !== undefined && end < start) throw new HttpError(400, "_end must not be less than _start");
  if (end === undefined) end = start + MAX_PAGE_ROWS;
  if (end - start > MAX_PAGE_ROWS) throw new HttpError(400, `A page has at most ${MAX_PAGE_ROWS} rows`);

  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const named = parseField(key, declaration);
    if (!named) throw new HttpError(400, `Unknown query parameter: ${key}`);
    const type = typeOf(declaration, named.field);
    if (named.suffix === "") filters.push({ field: named.field, op: "eq", value });
    else if (named.suffix === "_ne") filters.push({ field: named.field, op: "ne", value });
    else if (named.suffix === "_like") filters.push({ field: named.field, op: "like", value });
    else filters.push({ field: named.field, op: named.suffix === "_gte" ? "gte" : "lte", value: checkedBound(type, value, key), type });
  }

  const needle = searchNeedle(params.get("q") ?? "");
  const searchFields = declaration.list?.search?.fields ?? [];
  if (needle && !searchFields.length) throw new HttpError(400, "This list has no search");

  const sortFields = (params.get("_sort") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const orders = (params.get("_order") ?? "").split(",").map((s) => s.trim().toLowerCase()).filter(Boolean);
  if (sortFields.length > MAX_SORT_FIELDS) throw new HttpError(400, `Sort by at most ${MAX_SORT_FIELDS} fields`);
  if (orders.length && !sortFields.length) throw new HttpError(400, "_order needs _sort");
  if (orders.length > sortFields.length) throw new HttpError(400, "_order has more entries than _sort");
  for (const o of orders) if (o !== "asc" && o !== "desc") throw new HttpError(400, "_order must be asc or desc");
  for (const f of sortFields) if (!Object.hasOwn(declaration.fields ?? {}, f)) throw new HttpError(400, `Cannot sort by ${f}`);
  const sort: SortKey[] = sortFields.map((field, k) => ({ field, type: typeOf(declaration, field), order: orders[k] === "desc" ? "desc" : "asc" }));

  const query: Query = {
    ...(filters.length ? { filters } : {}),
    ...(needle ? { search: { fields: searchFields, needle } } : {}),
    ...(sort.length ? { sort } : {}),
  };
  return { query, start, end };
}
