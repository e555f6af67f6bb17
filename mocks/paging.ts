// Extension `paging` in the demo backend (docs/api-extensions.md "paging"): a list served page by
// page, filtered, sorted and searched here, in `@refinedev/simple-rest`'s query conventions. The
// rules follow the console's client mode exactly, so both modes show the same rows in the same
// order: the search is src/lib/search.ts's, `field=value` is string equality (filter-rows.ts), money
// and dates compare as cents and instants, rows without a value sort last in both directions, and
// ties keep the stored order (newest first).
import type { Declaration } from "../resources/types";
import { parsePage, wantsPaging } from "../server/rules/paging";
import type { Filter, ValueType } from "../server/store/types";
import { parseCents } from "../src/lib/format";
import { searchText } from "../src/lib/search";
import { sortRows } from "../src/lib/sort";

// The reading of the parameters (and its caps and 400s) is the PayDesk server's: server/rules/paging.ts.
export { wantsPaging };

type Row = Record<string, any>;

/** A comparable number of a value for ordering and ranges: cents, epoch ms or a number; NaN when it has none. */
function numeric(type: ValueType, value: unknown): number {
  if (value === null || value === undefined || value === "") return Number.NaN;
  if (type === "money") return parseCents(String(value)) ?? Number.NaN;
  if (type === "date") return Date.parse(String(value));
  if (type === "number") return Number(value);
  return Number.NaN;
}

type Condition = (row: Row) => boolean;

/** A filter of the parsed Query as a test on a row (the SQL store runs the same Query in SQL). */
function condition({ field, op, value, type = "text" }: Filter): Condition {
  const text = (r: Row) => String(r[field] ?? "");
  switch (op) {
    case "eq":
      return value === null || value === undefined ? (r) => r[field] === null || r[field] === undefined : (r) => text(r) === String(value);
    case "ne":
      return value === null || value === undefined ? (r) => r[field] !== null && r[field] !== undefined : (r) => text(r) !== String(value);
    case "like": {
      const needle = String(value).toLowerCase();
      return (r) => r[field] !== null && r[field] !== undefined && String(r[field]).toLowerCase().includes(needle);
    }
    case "in": {
      const values = new Set((value as unknown[]).map(String));
      return (r) => r[field] !== null && r[field] !== undefined && values.has(String(r[field]));
    }
    case "gte":
    case "lte": {
      const gte = op === "gte";
      if (type === "text") return gte ? (r) => text(r) >= String(value) : (r) => text(r) <= String(value);
      const bound = numeric(type, value);
      return gte ? (r) => numeric(type, r[field]) >= bound : (r) => numeric(type, r[field]) <= bound;
    }
  }
}

interface SearchTexts {
  length: number;
  first: Row | undefined;
  fields: string;
  texts: string[];
}
/** Per list array: each row's search text, built on the first search and kept (rows are never edited in place). */
const searchCache = new WeakMap<readonly Row[], SearchTexts>();

/**
 * The search texts of `all` (src/lib/search.ts), from the cache when the array is unchanged, or
 * when it has only grown at the front (a new transaction is `unshift`ed): then only the new rows'
 * are made. 500,000 rows: built once (≈ 0.5 s), then a search is one `includes` per row.
 */
function searchTexts(all: readonly Row[], fields: readonly string[]): string[] {
  const key = fields.join(",");
  const hit = searchCache.get(all);
  if (hit && hit.fields === key && hit.first !== undefined) {
    const added = all.length - hit.length;
    if (added === 0 && all[0] === hit.first) return hit.texts;
    if (added > 0 && all[added] === hit.first) {
      const fresh = all.slice(0, added).map((r) => searchText(r, fields));
      hit.texts = fresh.concat(hit.texts);
      hit.length = all.length;
      hit.first = all[0];
      return hit.texts;
    }
  }
  const texts = all.map((r) => searchText(r, fields));
  searchCache.set(all, { length: all.length, first: all[0], fields: key, texts });
  return texts;
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

/**
 * The answer to a server-mode list call: the rows of `_start`..`_end` (end excluded, at most
 * MAX_PAGE_ROWS) of the filtered, searched and sorted collection, and the number of matching rows.
 * The parameters are read by the server's parsePage (its caps, its 400s); the Query it makes is run
 * here, in memory.
 */
export function pageOf<T extends Row>(declaration: Pick<Declaration, "fields" | "list">, all: readonly T[], params: URLSearchParams): Paged<T> {
  const { query, start, end } = parsePage(declaration, params);
  const conditions = (query.filters ?? []).map(condition);
  const needle = query.search?.needle ?? "";
  const searchFields = query.search?.fields ?? [];

  let rows: T[] = [];
  if (!needle && !conditions.length) rows = all as T[];
  else {
    const texts = needle ? searchTexts(all, searchFields) : null;
    for (let i = 0; i < all.length; i++) {
      const r = all[i];
      if (texts && !texts[i].includes(needle)) continue;
      let ok = true;
      for (const test of conditions) {
        if (!test(r)) {
          ok = false;
          break;
        }
      }
      if (ok) rows.push(r);
    }
  }

  // The console's own sort (client mode), so both modes show the same order.
  if (query.sort?.length) rows = sortRows(rows, query.sort);

  return { rows: rows.slice(start, end ?? rows.length), total: rows.length };
}
