// Extension `paging` in the demo backend (docs/api-extensions.md "paging"): a list served page by
// page, filtered, sorted and searched here, in `@refinedev/simple-rest`'s query conventions. The
// rules follow the console's client mode exactly, so both modes show the same rows in the same
// order: the search is src/lib/search.ts's, `field=value` is string equality (filter-rows.ts), money
// and dates compare as cents and instants, rows without a value sort last in both directions, and
// ties keep the stored order (newest first).
import type { Declaration, FieldType } from "../resources/types";
import { parseCents } from "../src/lib/format";
import { searchNeedle, searchText } from "../src/lib/search";
import { sortRows, sortTypeOf } from "../src/lib/sort";
import { HttpError } from "./handlers/http";

type Row = Record<string, any>;

/** Query parameters of the conventions itself (everything else names a field). */
const RESERVED = new Set(["_start", "_end", "_sort", "_order", "q"]);
const SUFFIXES = ["_gte", "_lte", "_ne", "_like"] as const;
type Suffix = (typeof SUFFIXES)[number] | "";

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

/** A comparable number of a value for ordering and ranges: cents, epoch ms or a number; NaN when it has none. */
function numeric(type: FieldType | undefined, value: unknown): number {
  if (value === null || value === undefined || value === "") return Number.NaN;
  if (type === "money") return parseCents(value as string) ?? Number.NaN;
  if (type === "date") return Date.parse(String(value));
  if (type === "number") return Number(value);
  return Number.NaN;
}

const isOrdered = (type: FieldType | undefined) => type === "money" || type === "date" || type === "number";

interface Condition {
  test(row: Row): boolean;
}

function condition(declaration: Pick<Declaration, "fields">, field: string, suffix: Suffix, value: string, key: string): Condition {
  const type = declaration.fields?.[field]?.type;
  if (suffix === "") return { test: (r) => String(r[field] ?? "") === value };
  if (suffix === "_ne") return { test: (r) => String(r[field] ?? "") !== value };
  if (suffix === "_like") {
    const needle = value.toLowerCase();
    return { test: (r) => r[field] !== null && r[field] !== undefined && String(r[field]).toLowerCase().includes(needle) };
  }
  if (isOrdered(type)) {
    const bound = numeric(type, value);
    if (!Number.isFinite(bound)) throw new HttpError(400, `${key} must be ${type === "date" ? "a date (ISO 8601)" : "a number"}`);
    return suffix === "_gte"
      ? { test: (r) => numeric(type, r[field]) >= bound }
      : { test: (r) => numeric(type, r[field]) <= bound };
  }
  return suffix === "_gte" ? { test: (r) => String(r[field] ?? "") >= value } : { test: (r) => String(r[field] ?? "") <= value };
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
 * The answer to a server-mode list call: the rows of `_start`..`_end` (end excluded) of the
 * filtered, searched and sorted collection, and the number of matching rows. Bad parameters are
 * 400 with a plain-text reason.
 */
export function pageOf<T extends Row>(declaration: Pick<Declaration, "fields" | "list">, all: readonly T[], params: URLSearchParams): Paged<T> {
  const start = nonNegativeInt(params, "_start") ?? 0;
  const end = nonNegativeInt(params, "_end");
  if (end !== undefined && end < start) throw new HttpError(400, "_end must not be less than _start");

  const conditions: Condition[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const named = parseField(key, declaration);
    if (!named) throw new HttpError(400, `Unknown query parameter: ${key}`);
    conditions.push(condition(declaration, named.field, named.suffix, value, key));
  }
  const needle = searchNeedle(params.get("q") ?? "");
  const searchFields = declaration.list?.search?.fields ?? [];
  if (needle && !searchFields.length) throw new HttpError(400, "This list has no search");

  const sortFields = (params.get("_sort") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const orders = (params.get("_order") ?? "").split(",").map((s) => s.trim().toLowerCase()).filter(Boolean);
  if (orders.length && !sortFields.length) throw new HttpError(400, "_order needs _sort");
  if (orders.length > sortFields.length) throw new HttpError(400, "_order has more entries than _sort");
  for (const o of orders) if (o !== "asc" && o !== "desc") throw new HttpError(400, "_order must be asc or desc");
  for (const f of sortFields) if (!Object.hasOwn(declaration.fields ?? {}, f)) throw new HttpError(400, `Cannot sort by ${f}`);

  let rows: T[] = [];
  if (!needle && !conditions.length) rows = all as T[];
  else {
    const texts = needle ? searchTexts(all, searchFields) : null;
    for (let i = 0; i < all.length; i++) {
      const r = all[i];
      if (texts && !texts[i].includes(needle)) continue;
      let ok = true;
      for (const c of conditions) {
        if (!c.test(r)) {
          ok = false;
          break;
        }
      }
      if (ok) rows.push(r);
    }
  }

  if (sortFields.length) {
    // The console's own sort (client mode), so both modes show the same order.
    rows = sortRows(
      rows,
      sortFields.map((field, k) => ({ field, type: sortTypeOf(declaration.fields?.[field]?.type), order: orders[k] === "desc" ? "desc" : "asc" })),
    );
  }

  return { rows: rows.slice(start, end ?? rows.length), total: rows.length };
}
