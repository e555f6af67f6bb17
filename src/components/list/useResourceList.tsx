import { useCallback, useDeferredValue, useEffect, useMemo } from "react";
import { useList, type HttpError } from "@refinedev/core";
import type { TableColumnsType } from "antd";
import type { Declaration, ListConfig } from "../../../resources/types";
import { fieldValue } from "../resource/FieldValue";
import { RecordLink } from "../resource/RecordLink";
import { resolveColumns, resolveFilter } from "../resource/schema";
import { whenIdle } from "../../lib/idle";
import { compareBy, filterRows, lazySearchIndex, type Row } from "./filter-rows";
import { useUrlParam, useUrlParams } from "./useUrlState";
import { chooseColumns, columnsParam, parseColumns, type ViewParams } from "../../lib/views";

export interface UseResourceListOptions<T> {
  /** Replaces parts of the declaration's list config. */
  config?: Partial<ListConfig<T>>;
  /** Extra query for the list call (e.g. merchantId); empty values are not sent. */
  query?: Record<string, string | undefined>;
  /** Extra client-side condition (e.g. date and amount ranges). */
  predicate?: (record: T) => boolean;
  /** Set false to keep the hook idle (e.g. an inactive tab). */
  enabled?: boolean;
  /**
   * Prefix of the list's own URL parameters (search, sort, columns) when two lists share a screen
   * (Onboarding's KYC tab: `kyc.sort`, `kyc.cols`). Declared filters keep their key.
   */
  paramPrefix?: string;
  /** The screen's own URL-kept filters that belong to a saved view (Transactions' from/to/min/max). */
  viewFilters?: readonly string[];
}

/** antd columns of a declaration's list: each named field with its schema display; the first cell links to the record page. */
export function toColumns<T extends Row>(declaration: Pick<Declaration<T>, "fields" | "record" | "route">, config: Pick<ListConfig<T>, "columns">): TableColumnsType<T> {
  const linked = declaration.record ? (config.columns.findIndex((c) => typeof c !== "string" && c.link) + 1 || 1) - 1 : -1;
  return resolveColumns(declaration, config.columns).map((c, i) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.title,
    width: c.width,
    align: c.align,
    sorter: c.sorter ? compareBy(c.sorter, c.key) : undefined,
    render: (_: unknown, record: T) => {
      const value = fieldValue(c, declaration.fields?.[c.key], record);
      return i === linked && c.link !== false ? <RecordLink declaration={declaration} record={record}>{value}</RecordLink> : value;
    },
  }));
}

/** Everything a list screen needs: data, URL-kept search and filters, filtered rows, columns. */
export function useResourceList<T extends Row>(declaration: Declaration<T>, opts: UseResourceListOptions<T> = {}) {
  const config = { ...(declaration.list as ListConfig<T>), ...opts.config } as ListConfig<T>;
  const { result, query } = useList<T, HttpError>({
    resource: declaration.name,
    pagination: { mode: "off" },
    meta: { query: { ...config.query, ...opts.query } },
    queryOptions: { enabled: opts.enabled ?? true },
  });
  const rows = useMemo(() => (result?.data ?? []) as T[], [result?.data]);

  const prefix = opts.paramPrefix ?? "";
  const [search, setSearch] = useUrlParam(`${prefix}q`, 250);
  // "key.asc" / "key.desc" (a column's key); the table's header arrows follow it.
  const [sort, setSort] = useUrlParam(`${prefix}sort`);
  const columnsKey = `${prefix}cols`;
  // Kept like the search (straight to the history entry): a router navigation would re-render the
  // whole route for a change only this list's table needs.
  const [colsValue, setColsValue] = useUrlParam(columnsKey);
  const filterDefs = useMemo(() => (config.filters ?? []).map((f) => resolveFilter(declaration, f)), [config.filters]); // eslint-disable-line react-hooks/exhaustive-deps
  const filterKeys = useMemo(() => filterDefs.map((f) => f.key), [filterDefs]);
  const [filterValues, setFilter] = useUrlParams(filterKeys);

  const searchFields = config.search?.fields;
  const searchIndex = useMemo(() => (searchFields ? lazySearchIndex(rows, searchFields) : null), [rows, searchFields]);
  useEffect(() => (searchIndex ? whenIdle(searchIndex) : undefined), [searchIndex]);
  // Typing stays instant; filtering 50,000 rows happens at lower priority.
  const deferredSearch = useDeferredValue(search);
  const searching = deferredSearch.trim() !== "";
  const filterKey = filterValues.join("\u0001");
  const { predicate } = opts;
  const filtered = useMemo(
    () =>
      filterRows(
        rows,
        searching && searchIndex ? searchIndex() : null,
        deferredSearch,
        filterDefs.map((f, i) => ({ key: f.key, value: filterValues[i], match: f.match })),
        predicate,
      ),
    // filterKey stands for filterValues; filterDefs is fixed per declaration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows, searchIndex, deferredSearch, filterKey, predicate],
  );

  // Every declared column, then the ones chosen (cols=, a saved view's columns) in the chosen order.
  const allColumns = useMemo(() => toColumns(declaration, config), [config.columns]); // eslint-disable-line react-hooks/exhaustive-deps
  const columns = useMemo(() => chooseColumns(allColumns, parseColumns(colsValue)) as TableColumnsType<T>, [allColumns, colsValue]);
  const declaredKeys = useMemo(() => allColumns.map((c) => String(c.key)), [allColumns]);
  const setColumns = useCallback(
    (keys: readonly string[]) => setColsValue(columnsParam(declaredKeys, keys)),
    [setColsValue, declaredKeys],
  );
  const viewFilterKey = (opts.viewFilters ?? []).join(",");
  const viewParams = useMemo<ViewParams>(
    () => ({ search: `${prefix}q`, sort: `${prefix}sort`, columns: columnsKey, filters: [...filterKeys, ...(viewFilterKey ? viewFilterKey.split(",") : [])] }),
    [prefix, columnsKey, filterKeys, viewFilterKey],
  );
  const narrowed = Boolean(search.trim()) || filterValues.some(Boolean) || (predicate !== undefined && filtered.length !== rows.length);

  return {
    declaration,
    config,
    query,
    rows,
    filtered,
    columns,
    /** Every column the list can show (the column chooser's choices). */
    allColumns,
    setColumns,
    sort,
    setSort,
    /** The URL parameters a saved view of this list holds. */
    viewParams,
    search,
    setSearch,
    filters: filterDefs.map((f, i) => ({ def: f, value: filterValues[i], set: (v: string) => setFilter(f.key, v) })),
    emptyText: rows.length && narrowed ? (config.emptyFiltered ?? config.empty) : config.empty,
    isStale: deferredSearch !== search,
  };
}
