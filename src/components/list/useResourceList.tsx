import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import { useList, type CrudFilter, type CrudSort, type GetListResponse, type HttpError } from "@refinedev/core";
import { keepPreviousData } from "@tanstack/react-query";
import type { TableColumnsType } from "antd";
import { preloadRowParts, type Declaration, type ListConfig } from "../../../resources/types";
import { fieldValue } from "../resource/FieldValue";
import { RecordLink } from "../resource/RecordLink";
import { resolveColumns, resolveFilter } from "../resource/schema";
import { referenceLabel } from "../resource/ReferenceValue";
import { listReferences, useReferenceRecords } from "../resource/useReferenceRecords";
import { whenIdle } from "../../lib/idle";
import { sortRows, sortTypeOf } from "../../lib/sort";
import { filterRows, lazySearchIndex, type Row } from "./filter-rows";
import { useUrlParam, useUrlParams } from "./useUrlState";
import { chooseColumns, columnsParam, parseColumns, type ViewParams } from "../../lib/views";
import { isServerPaged, listFilters, pagingQuery, sortableKeys, sortersOf } from "../../../providers/paging";
import { arrivedPage } from "../../../providers/data-provider";

/**
 * Server mode: the search box tells the list only once typing pauses this long (or on Enter), so
 * a keystroke renders the box alone and each pause is one request.
 */
const SERVER_SEARCH_SETTLE_MS = 250;
/** Client mode: the address takes the typed search once typing pauses this long (each write re-renders the rows' record links). */
const SEARCH_URL_DELAY_MS = 250;

/** The list call a server-mode list makes, less its page: what an export repeats page by page. */
export interface ServerCall {
  resource: string;
  sorters: CrudSort[];
  filters: CrudFilter[];
  query: Record<string, string | undefined>;
}

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
  /**
   * Server mode: the screen's own filters sent to the server (what `predicate` checks in client
   * mode, e.g. Transactions' ranges as `createdAt_gte`…). `predicate` is not used in server mode.
   */
  serverFilters?: readonly CrudFilter[];
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
    // The arrows only: the list sorts its rows itself (useResourceList), antd does not.
    sorter: c.sorter ? true : undefined,
    render: (_: unknown, record: T) => {
      const value = fieldValue(c, declaration.fields?.[c.key], record);
      return i === linked && c.link !== false ? <RecordLink declaration={declaration} record={record}>{value}</RecordLink> : value;
    },
  }));
}

/** What a list screen reads of its list call: the answer and its state, taken in together. */
export interface ListQueryState {
  isLoading: boolean;
  isError: boolean;
  error: HttpError | null;
  /** Server mode: the previous page, shown while the asked one loads. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * React Query hands an answer over through an external store, which React renders synchronously:
 * a list's first rows were one long task (53–140 ms at 1× CPU; docs/performance.md, "React and Refine").
 * Deferred, with its state, the answer renders in a transition (in slices, interruptible); until
 * then the list shows what it showed, its loading state included, so no empty table flashes.
 */
export function useDeferredAnswer<T>({ result, query }: { result: { data?: T[]; total?: number; totalAtLeast?: boolean } | undefined; query: ListQueryState }) {
  const { data, total, totalAtLeast } = result ?? {};
  const { isLoading, isError, error, isPlaceholderData, refetch } = query;
  const answer = useMemo(
    () => ({ result: { data, total, totalAtLeast }, query: { isLoading, isError, error, isPlaceholderData, refetch } }),
    [data, total, totalAtLeast, isLoading, isError, error, isPlaceholderData, refetch],
  );
  return useDeferredValue(answer);
}

/** Everything a list screen needs: data, URL-kept search and filters, filtered rows, columns. */
export function useResourceList<T extends Row>(declaration: Declaration<T>, opts: UseResourceListOptions<T> = {}) {
  const config = { ...(declaration.list as ListConfig<T>), ...opts.config } as ListConfig<T>;
  const server = isServerPaged(config);
  // Reached without the route's prefetch (an in-app link): the rows' lazy parts load while the data does.
  useEffect(() => preloadRowParts(declaration as Declaration), [declaration]);

  const prefix = opts.paramPrefix ?? "";
  // The address follows the search after a pause; in server mode the box has already waited for one.
  const [search, setSearch] = useUrlParam(`${prefix}q`, server ? 0 : SEARCH_URL_DELAY_MS);
  // "key.asc" / "key.desc" (a column's key); the table's header arrows follow it.
  const [sort, setSortNow] = useUrlParam(`${prefix}sort`);
  // A new sort re-renders the whole list screen (toolbar, table, every row). As a transition, the
  // click paints at once and the arrow comes with the sorted rows, rendered in slices that yield
  // to input (Wallets, 5,000 rows: a click's Event Timing 96 → 40 ms at 1×; docs/performance.md).
  const setSort = useCallback((v: string) => startTransition(() => setSortNow(v)), [setSortNow]);
  const columnsKey = `${prefix}cols`;
  // Kept like the search (straight to the history entry): a router navigation would re-render the
  // whole route for a change only this list's table needs.
  const [colsValue, setColsValue] = useUrlParam(columnsKey);
  // Reference fields searched or filtered by: their resources' lists (one cached read each, as the
  // cells'), so a search finds a row by the label it shows and a filter offers the labels (by id).
  const refNames = useMemo(() => listReferences(declaration, config), [config.search, config.filters]); // eslint-disable-line react-hooks/exhaustive-deps
  const ref0 = useReferenceRecords(refNames[0]);
  const ref1 = useReferenceRecords(refNames[1]);
  const ref2 = useReferenceRecords(refNames[2]);
  const refRecords = useMemo(
    () => new Map(refNames.map((name, i) => [name, [ref0, ref1, ref2][i]!.records] as const)),
    [refNames, ref0.records, ref1.records, ref2.records], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const filterDefs = useMemo(
    () =>
      (config.filters ?? []).map((f) => {
        const def = declaration.fields?.[f.key];
        const records = def?.type === "reference" && !f.options ? refRecords.get(def.reference!.resource) : undefined;
        if (!records) return resolveFilter(declaration, f);
        // A reference filter chooses a record by its label and filters by its id (in both list modes).
        const options = records.map((r) => ({ value: String(r.id), label: referenceLabel(def!, records, r.id) ?? String(r.id) }));
        return { ...resolveFilter(declaration, { ...f, options: def!.reference!.none ? [def!.reference!.none, ...options] : options }), searchable: true };
      }),
    [config.filters, refRecords], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const filterKeys = useMemo(() => filterDefs.map((f) => f.key), [filterDefs]);
  const [filterValues, setFilter] = useUrlParams(filterKeys);
  const filterKey = filterValues.join("\u0001");

  // Server mode: the page, the sort, the filters and the search (settled by the box) are the call.
  const extraFilters = opts.serverFilters;
  const serverFiltersKey = JSON.stringify(extraFilters ?? []);
  const sorters = useMemo(() => (server ? sortersOf(sort, sortableKeys({ fields: declaration.fields, list: config })) : []), [server, sort]); // eslint-disable-line react-hooks/exhaustive-deps
  const filters = useMemo(
    () => (server ? [...listFilters(search, filterDefs.map((f, i) => ({ key: f.key, value: filterValues[i] }))), ...(extraFilters ?? [])] : []),
    // filterKey stands for filterValues, serverFiltersKey for extraFilters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [server, search, filterKey, serverFiltersKey],
  );
  // Typing stays instant; filtering 50,000 rows happens at lower priority (client mode).
  const deferredSearch = useDeferredValue(search);
  // Back to page 1 whenever what is shown changes (search, filters, the screen's own filters, sort),
  // in both modes. Client mode follows the deferred search, like the rows, so a keystroke's urgent
  // render leaves the table alone.
  const signature = server ? `${JSON.stringify(filters)}\u0001${sort}` : [deferredSearch, filterKey, serverFiltersKey, sort].join("\u0001");
  const [paging, setPaging] = useState({ signature, page: 1, size: config.pageSize ?? 10 });
  const page = paging.signature === signature ? paging.page : 1;
  // A transition, as a sort click: the pager's click paints at once, the new page comes with its rows.
  const setPage = useCallback(
    (next: number, size?: number) => startTransition(() => setPaging((prev) => ({ signature, page: next, size: size ?? prev.size }))),
    [signature],
  );
  const listQuery = useMemo(() => ({ ...config.query, ...opts.query }), [JSON.stringify(config.query), JSON.stringify(opts.query)]); // eslint-disable-line react-hooks/exhaustive-deps

  const pagination = server ? ({ mode: "server", currentPage: page, pageSize: paging.size } as const) : ({ mode: "off" } as const);
  // Server mode: a page whose early read has already arrived (src/app/screen-prefetch.ts, at boot or
  // a sidebar click) is the first frame's rows, not an empty table first; useList's own read then
  // takes that early read over (one request). Found only while unclaimed: the first mount's page.
  const listPath = declaration.api?.list;
  const arrived = server && listPath ? arrivedPage(listPath, { ...listQuery, ...pagingQuery({ pagination, sorters, filters }) }) : undefined;
  const live = useList<T, HttpError>({
    resource: declaration.name,
    pagination,
    sorters: server ? sorters : undefined,
    filters: server ? filters : undefined,
    meta: { query: listQuery },
    // Server mode: the last page stays on screen (dimmed) while the next one loads.
    queryOptions: { enabled: opts.enabled ?? true, placeholderData: server ? keepPreviousData : undefined, ...(arrived && { initialData: arrived as GetListResponse<T> }) },
  });
  const { result, query } = useDeferredAnswer(live);
  const rows = useMemo(() => (result.data ?? []) as T[], [result.data]);
  const serverCall = useMemo<ServerCall | null>(
    () => (server ? { resource: declaration.name, sorters, filters, query: listQuery } : null),
    [server, declaration.name, sorters, filters, listQuery],
  );

  const searchFields = server ? undefined : config.search?.fields;
  // A searched reference field is searched by its label and its id (client mode; in server mode its filter chooses by label).
  const searchRows = useMemo(() => {
    const refFields = (searchFields ?? []).filter((k) => refRecords.get(declaration.fields?.[k]?.reference?.resource ?? "")?.length);
    if (!refFields.length) return rows;
    return rows.map((r) => {
      const copy: Row = { ...r };
      for (const k of refFields) {
        const def = declaration.fields![k]!;
        const label = referenceLabel(def, refRecords.get(def.reference!.resource)!, r[k]);
        if (label !== undefined) copy[k] = `${label} ${String(r[k])}`;
      }
      return copy;
    });
  }, [rows, searchFields, refRecords]); // eslint-disable-line react-hooks/exhaustive-deps
  const searchIndex = useMemo(() => (searchFields ? lazySearchIndex(searchRows, searchFields) : null), [searchRows, searchFields]);
  useEffect(() => (searchIndex ? whenIdle(searchIndex) : undefined), [searchIndex]);
  const searching = deferredSearch.trim() !== "";
  const predicate = server ? undefined : opts.predicate;
  const filtered = useMemo(
    () =>
      server
        ? rows
        : filterRows(
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

  // Client mode sorts as the server does in server mode (src/lib/sort.ts), by any column the
  // declaration or the screen makes sortable, shown or not (a saved view's sort holds on a phone's
  // one-column layout too). A click's sort is a transition (`setSort`): the arrow and the rows come
  // together. One from outside (back, forward) is deferred: the rows are drawn faded until they follow.
  const sortTypes = useMemo(
    () =>
      new Map(
        resolveColumns(declaration, [...(declaration.list?.columns ?? []), ...config.columns]).flatMap((c) =>
          c.sorter ? [[c.key, sortTypeOf(declaration.fields?.[c.key]?.type, c.sorter)] as const] : [],
        ),
      ),
    [config.columns], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const deferredSort = useDeferredValue(sort);
  const shown = useMemo(() => {
    const [by] = server ? [] : sortersOf(deferredSort, new Set(sortTypes.keys()));
    return by ? sortRows(filtered, [{ field: by.field, type: sortTypes.get(by.field)!, order: by.order }]) : filtered;
  }, [server, filtered, deferredSort, sortTypes]);

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
  const narrowed =
    Boolean(search.trim()) || filterValues.some(Boolean) || (server ? Boolean(extraFilters?.length) : predicate !== undefined && filtered.length !== rows.length);
  const total = server ? (result.total ?? 0) : filtered.length;

  return {
    declaration,
    config,
    query,
    rows,
    /** The rows shown, in the order shown: searched, filtered and sorted (server mode: the page). */
    filtered: shown,
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
    emptyText: (server || rows.length) && narrowed ? (config.emptyFiltered ?? config.empty) : config.empty,
    /** Server mode: a request for what is asked is on its way (the previous page still shown). */
    isStale: server ? query.isPlaceholderData : deferredSearch !== search || deferredSort !== sort,
    /** How long the search box waits for typing to pause before it sets `search` (server mode). */
    searchSettleMs: server ? SERVER_SEARCH_SETTLE_MS : undefined,
    /** Server mode (extension `paging`): `rows` and `filtered` are the page the server sent. */
    server,
    /** The current page (1-based) and page size, and how to change them (both modes: page 1 again when the search, a filter or the sort changes). */
    page,
    pageSize: paging.size,
    setPage,
    /** Rows matching the search and filters: all pages in server mode. */
    total,
    /** Server mode: `total` is a lower bound, more rows match (the server counts exactly up to 10,000). */
    totalAtLeast: server && result.totalAtLeast === true,
    /** Server mode: the call without its page (for an export); null in client mode. */
    serverCall,
  };
}

/** A list as its parts (ListToolbar, ResourceTable, ListViews) take it: what useResourceList returns. */
export type ListState<T extends Row> = ReturnType<typeof useResourceList<T>>;
