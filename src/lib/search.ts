// The list search's one rule, shared by the console (client mode, src/components/list/filter-rows.ts)
// and the demo backend (server mode, extension `paging`, mocks/paging.ts): a row matches when the
// trimmed, lower-cased search text occurs in one of the declared search fields, lower-cased.

/** The text searched for: trimmed and lower-cased ("" = no search). */
export function searchNeedle(search: string): string {
  return search.trim().toLowerCase();
}

/** A row's searchable text: each non-empty search field lower-cased, separated so no match spans two fields. */
export function searchText(row: Record<string, unknown>, fields: readonly string[]): string {
  let s = "";
  for (const f of fields) {
    const v = row[f];
    if (v !== null && v !== undefined) s += `${String(v).toLowerCase()}\u0001`;
  }
  return s;
}
