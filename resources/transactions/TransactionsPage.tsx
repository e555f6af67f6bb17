// Transactions (SPEC "Transactions", DESIGN §1): search, status/type filters, More Filters (date and
// amount ranges), sorting, page size, Export Data — every filter, the search and the sort in the URL.
// Built for 50,000 rows: search via the list's pre-lowercased index + useDeferredValue, sort keys
// computed once per row, only one page rendered. With the extension `paging` (server mode) the
// server does the search, filters, ranges, sort and paging, and Export Data fetches every page.
import { memo, Suspense, useCallback, useDeferredValue, useMemo, useState } from "react";
import { Badge, Button, Card, Flex, Table, Typography, type TableColumnsType, type TableProps } from "antd";
import { DownloadOutlined, FilterOutlined } from "@ant-design/icons";
import type { Transaction } from "../../src/domain";
import { ListToolbar } from "../../src/components/list/ResourceList";
import { ListError } from "../../src/components/list/ListError";
import { pagerState, pagerTotal } from "../../src/components/list/pager-total";
import { RecordDrawer } from "../../src/components/resource/RecordDrawer";
import { useResourceList } from "../../src/components/list/useResourceList";
import { ExportProgress, useCsvExport } from "../../src/components/list/CsvExport";
import { useUrlParam } from "../../src/components/list/useUrlState";
import { downloadCsv } from "../../src/lib/csv";
import { lazyView, type ViewProps } from "../types";
import { TRANSACTION_CSV_COLUMNS, exportFileName } from "./export";
import styles from "./Transactions.module.css";
import { MORE_FILTERS_ID, formatSort, parseSort, rangeFilters, rangePredicate, type SortKey } from "./ranges";

// The date pickers and number inputs (≈ 45 kB gzip) load when the panel is first opened.
const MoreFilters = lazyView(() => import("./MoreFilters").then((m) => ({ default: m.MoreFilters })));

const PAGE_SIZES = [10, 20, 50, 100];
/** More Filters' URL parameters: part of a saved view like the status and type filters. */
const RANGE_PARAMS = ["from", "to", "min", "max"] as const;
const SORTABLE = new Set<string>(["createdAt", "amount"]);

interface TableViewProps {
  rows: readonly Transaction[];
  columns: TableColumnsType<Transaction>;
  loading: boolean;
  emptyText: string;
  page: number;
  size: number;
  /** Server mode: the number of matching rows on the server (all pages), a lower bound when `totalAtLeast`. */
  total?: number;
  totalAtLeast?: boolean;
  onChange: NonNullable<TableProps<Transaction>["onChange"]>;
}

/** Memoised: re-renders only when the (deferred) rows, sort, paging or state change, not per keystroke. */
const TransactionsTable = memo(function TransactionsTable({ rows, columns, loading, emptyText, page, size, total, totalAtLeast, onChange }: TableViewProps) {
  // Past a lower bound, a page more while pages are full (total is set in server mode only).
  const pager = total === undefined ? null : pagerState(total, totalAtLeast === true, page, size, rows.length);
  return (
    <Table<Transaction>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows as Transaction[]}
      loading={loading}
      className="pd-table-scroll-x"
      // Secondary text, not the table placeholder's disabled grey (under 4.5:1).
      locale={{ emptyText: loading ? " " : <Typography.Text type="secondary">{emptyText}</Typography.Text> }}
      onChange={onChange}
      showSorterTooltip={false}
      pagination={{
        current: page,
        pageSize: size,
        total: pager?.total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES,
        showTotal: (shown) => pager?.label ?? pagerTotal(shown),
      }}
    />
  );
});

export default function TransactionsPage({ declaration }: ViewProps<Transaction>) {
  const [from, setFrom] = useUrlParam("from");
  const [to, setTo] = useUrlParam("to");
  const [min, setMin] = useUrlParam("min", 300);
  const [max, setMax] = useUrlParam("max", 300);
  // Typing an amount stays instant; re-filtering runs at lower priority.
  const lazyMin = useDeferredValue(min);
  const lazyMax = useDeferredValue(max);
  const predicate = useMemo(() => rangePredicate({ from, to, min: lazyMin, max: lazyMax }), [from, to, lazyMin, lazyMax]);
  // Server mode: the same ranges as the server's filters (`createdAt_gte`, `amount_lte`, …).
  const serverFilters = useMemo(() => rangeFilters({ from, to, min: lazyMin, max: lazyMax }), [from, to, lazyMin, lazyMax]);

  const list = useResourceList<Transaction>(declaration, { predicate, serverFilters, viewFilters: RANGE_PARAMS });
  const { server } = list;
  // The sort is the list's (?sort=, part of a saved view): `list.filtered` comes sorted (client mode,
  // at lower priority than the header's arrow) or as the server sorted the page.
  const { sort: sortParam, setSort: setSortParam } = list;
  const sort = parseSort(sortParam);
  const sorted = list.filtered;
  // Rows that lag what is asked for (search, amount range, sort) are drawn faded until they catch up.
  const stale = list.isStale || lazyMin !== min || lazyMax !== max;

  const rangesActive = Number(Boolean(from || to)) + Number(Boolean(min || max));
  const [moreOpen, setMoreOpen] = useState(rangesActive > 0);

  // The list's page: back to page 1 when the search, a filter, a range or the sort changes.
  const { page, pageSize: size, setPage } = list;

  const columns = useMemo<TableColumnsType<Transaction>>(
    () =>
      list.columns.map((c) => {
        const key = String(c.key);
        if (!SORTABLE.has(key)) return { ...c, sorter: undefined };
        return { ...c, sorter: true, sortOrder: sort?.key === key ? sort.order : null, sortDirections: ["descend", "ascend"] };
      }),
    [list.columns, sort?.key, sort?.order],
  );

  const onTableChange = useCallback<NonNullable<TableProps<Transaction>["onChange"]>>(
    (pagination, _filters, sorter, extra) => {
      if (extra.action === "sort") {
        const s = Array.isArray(sorter) ? sorter[0] : sorter;
        const key = String(s?.columnKey ?? s?.field ?? "") as SortKey;
        setSortParam(s?.order && SORTABLE.has(key) ? formatSort({ key, order: s.order }) : "");
        return;
      }
      if (extra.action === "paginate") setPage(pagination.current ?? 1, pagination.pageSize);
    },
    [setSortParam, setPage],
  );

  // Values written straight to the history entry first, router-kept filters last: the filters'
  // navigation then carries the cleared URL (the other order would bring the old ranges back).
  const clearAll = () => {
    setFrom("");
    setTo("");
    setMin("");
    setMax("");
    list.setSearch("");
    for (const f of list.filters) f.set("");
  };
  const anyFilter = Boolean(list.search || list.filters.some((f) => f.value) || from || to || min || max);

  const csvExport = useCsvExport<Transaction>(TRANSACTION_CSV_COLUMNS);
  const exportCsv = async () => {
    // Server mode: every page of the current search, filters, ranges and sort.
    const csv = await csvExport.run(list.serverCall ?? sorted);
    if (csv) downloadCsv(exportFileName("paydesk-transactions"), csv);
  };

  const toolbarExtra = (
    <>
      <Button
        icon={<FilterOutlined aria-hidden />}
        aria-expanded={moreOpen}
        aria-controls={MORE_FILTERS_ID}
        onClick={() => setMoreOpen((o) => !o)}
        onPointerEnter={() => void MoreFilters.preload()}
        onFocus={() => void MoreFilters.preload()}
      >
        More Filters
        {rangesActive > 0 && <Badge count={rangesActive} size="small" color="#1f5fd1" aria-label={`${rangesActive} active`} />}
      </Button>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        onClick={() => void exportCsv()}
        loading={csvExport.running}
        disabled={list.query.isLoading || list.query.isError}
      >
        Export Data
      </Button>
    </>
  );

  return (
    <>
    <Card className={styles.card}>
      <Flex vertical gap={16}>
        <ListToolbar list={list} extra={toolbarExtra} />
        {csvExport.running && <ExportProgress of={csvExport} />}
        {moreOpen && (
          <Suspense fallback={<div id={MORE_FILTERS_ID} role="group" aria-label="More filters" aria-busy="true" className={styles.panel} />}>
            <MoreFilters
              values={{ from, to, min, max }}
              set={{ from: setFrom, to: setTo, min: setMin, max: setMax }}
              onClearAll={clearAll}
              canClear={anyFilter}
            />
          </Suspense>
        )}
        {list.query.isError ? (
          <ListError label={declaration.label} message={list.query.error?.message} onRetry={() => list.query.refetch()} />
        ) : (
          // Busy while what is shown lags what is asked for (a search being applied, a page on its way).
          // Rows only are faded: the "no match" text keeps its contrast.
          <div style={{ opacity: stale && sorted.length > 0 ? 0.7 : 1, transition: "opacity 0.15s" }} aria-busy={stale || undefined}>
            <TransactionsTable
              rows={sorted}
              columns={columns}
              loading={list.query.isLoading}
              emptyText={list.emptyText}
              page={page}
              size={size}
              total={server ? list.total : undefined}
              totalAtLeast={list.totalAtLeast}
              onChange={onTableChange}
            />
          </div>
        )}
      </Flex>
    </Card>
    <RecordDrawer declaration={declaration} rows={list.rows} loading={list.query.isLoading} />
    </>
  );
}
