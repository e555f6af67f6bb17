// "More Filters" (DESIGN §1): created-date range and amount range, kept in the URL as
// from/to (YYYY-MM-DD, local days, inclusive) and min/max (dollars). Pure, so it is cheap per row.
import type { CrudFilter } from "@refinedev/core";
import type { Transaction } from "../../src/domain";
import { centsToDecimal, parseCents } from "../../src/lib/format";

export const MORE_FILTERS_ID = "transactions-more-filters";

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a YYYY-MM-DD day (or the next one with `end`); NaN when invalid. */
export function dayStart(day: string, end = false): number {
  const m = DAY_RE.exec(day.trim());
  if (!m) return Number.NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const date = new Date(y, mo, d + (end ? 1 : 0));
  // Reject days that roll over (2026-02-31).
  const check = new Date(y, mo, d);
  if (check.getFullYear() !== y || check.getMonth() !== mo || check.getDate() !== d) return Number.NaN;
  return date.getTime();
}

export interface Ranges {
  from: string;
  to: string;
  min: string;
  max: string;
}

/** A row predicate for the active ranges, or undefined when none is active (or all are invalid). */
export function rangePredicate({ from, to, min, max }: Ranges): ((t: Transaction) => boolean) | undefined {
  const start = from ? dayStart(from) : Number.NaN;
  const end = to ? dayStart(to, true) : Number.NaN;
  const lo = min.trim() ? parseCents(min) : null;
  const hi = max.trim() ? parseCents(max) : null;
  const hasStart = Number.isFinite(start);
  const hasEnd = Number.isFinite(end);
  if (!hasStart && !hasEnd && lo === null && hi === null) return undefined;
  return (t) => {
    if (hasStart || hasEnd) {
      const at = Date.parse(t.createdAt);
      if (!Number.isFinite(at) || (hasStart && at < start) || (hasEnd && at >= end)) return false;
    }
    if (lo !== null || hi !== null) {
      const cents = parseCents(t.amount);
      if (cents === null || (lo !== null && cents < lo) || (hi !== null && cents > hi)) return false;
    }
    return true;
  };
}

/**
 * Server mode (extension `paging`): the same ranges as the server's filters — the local days as
 * instants (`createdAt_gte` the first millisecond of `from`, `createdAt_lte` the last of `to`) and
 * the amounts as plain decimals (`amount_gte`, `amount_lte`). Invalid values are left out, as
 * `rangePredicate` ignores them.
 */
export function rangeFilters({ from, to, min, max }: Ranges): CrudFilter[] {
  const out: CrudFilter[] = [];
  const start = from ? dayStart(from) : Number.NaN;
  const end = to ? dayStart(to, true) : Number.NaN;
  const lo = min.trim() ? parseCents(min) : null;
  const hi = max.trim() ? parseCents(max) : null;
  if (Number.isFinite(start)) out.push({ field: "createdAt", operator: "gte", value: new Date(start).toISOString() });
  if (Number.isFinite(end)) out.push({ field: "createdAt", operator: "lte", value: new Date(end - 1).toISOString() });
  if (lo !== null) out.push({ field: "amount", operator: "gte", value: centsToDecimal(lo) });
  if (hi !== null) out.push({ field: "amount", operator: "lte", value: centsToDecimal(hi) });
  return out;
}

export type SortKey = "createdAt" | "amount";
export type SortOrder = "ascend" | "descend";
export interface Sort {
  key: SortKey;
  order: SortOrder;
}

/** URL form "amount.asc" / "createdAt.desc"; anything else → no sort (server order, newest first). */
export function parseSort(value: string): Sort | null {
  const m = /^(createdAt|amount)\.(asc|desc)$/.exec(value);
  return m ? { key: m[1] as SortKey, order: m[2] === "asc" ? "ascend" : "descend" } : null;
}

export function formatSort(sort: Sort | null): string {
  return sort ? `${sort.key}.${sort.order === "ascend" ? "asc" : "desc"}` : "";
}
