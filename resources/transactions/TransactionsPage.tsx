// Transactions (SPEC "Transactions", DESIGN §1): search, status/type filters, More Filters (date and
// amount ranges), sorting, page size, Export Data — every filter, the search and the sort in the URL.
// Built for 50,000 rows: search via the list's pre-lowercased index + useDeferredValue, sort keys
// computed once per row, only one page rendered.
import { useDeferredValue, useMemo, useState } from "react";
import { Badge, Button, Card, Flex, Table, type TableColumnsType, type TableProps } from "antd";
import { DownloadOutlined, FilterOutlined } from "@ant-design/icons";
import type { Transaction } from "../../src/domain";
import { ReadableText } from "../../src/components/ReadableText";
import { ListToolbar } from "../../src/components/list/ResourceList";
import { ListError } from "../../src/components/list/ListError";
import { useResourceList } from "../../src/components/list/useResourceList";
import { useUrlParam } from "../../src/components/list/useUrlState";
import { downloadCsv, toCsv } from "../../src/lib/csv";
import { transactions as declaration } from "./index";
import { TRANSACTION_CSV_COLUMNS, exportFileName } from "./export";
import { MORE_FILTERS_ID, MoreFilters } from "./MoreFilters";
import { formatSort, parseSort, rangePredicate, sortRows, type SortKey } from "./ranges";

const PAGE_SIZES = [10, 20, 50, 100];
const SORTABLE = new Set<string>(["createdAt", "amount"]);

export default function TransactionsPage() {
  const [from, setFrom] = useUrlParam("from");
  const [to, setTo] = useUrlParam("to");
  const [min, setMin] = useUrlParam("min", 300);
  const [max, setMax] = useUrlParam("max", 300);
  const [sortParam, setSortParam] = useUrlParam("sort");
  // Typing an amount stays instant; re-filtering runs at lower priority.
  const lazyMin = useDeferredValue(min);
  const lazyMax = useDeferredValue(max);
  const predicate = useMemo(() => rangePredicate({ from, to, min: lazyMin, max: lazyMax }), [from, to, lazyMin, lazyMax]);

  const list = useResourceList<Transaction>(declaration, { predicate });
  const sort = parseSort(sortParam);
  const sorted = useMemo(() => sortRows(list.filtered, parseSort(sortParam)), [list.filtered, sortParam]);

  const rangesActive = Number(Boolean(from || to)) + Number(Boolean(min || max));
  const [moreOpen, setMoreOpen] = useState(rangesActive > 0);

  // Back to page 1 whenever what is shown changes (filters, search, ranges, sort).
  const signature = [list.search, ...list.filters.map((f) => f.value), from, to, min, max, sortParam].join("\u0001");
  const [paging, setPaging] = useState({ signature, page: 1, size: declaration.list?.pageSize ?? 20 });
  const page = paging.signature === signature ? paging.page : 1;

  const columns = useMemo<TableColumnsType<Transaction>>(
    () =>
      list.columns.map((c) => {
        const key = String(c.key);
        if (!SORTABLE.has(key)) return { ...c, sorter: undefined };
        return { ...c, sorter: true, sortOrder: sort?.key === key ? sort.order : null, sortDirections: ["descend", "ascend"] };
      }),
    [list.columns, sort?.key, sort?.order],
  );

  const onTableChange: TableProps<Transaction>["onChange"] = (pagination, _filters, sorter, extra) => {
    if (extra.action === "sort") {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const key = String(s?.columnKey ?? s?.field ?? "") as SortKey;
      setSortParam(s?.order && SORTABLE.has(key) ? formatSort({ key, order: s.order }) : "");
      return;
    }
    if (extra.action === "paginate") {
      setPaging({ signature, page: pagination.current ?? 1, size: pagination.pageSize ?? paging.size });
    }
  };

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

  const exportCsv = () => {
    downloadCsv(exportFileName("paydesk-transactions"), toCsv(sorted, TRANSACTION_CSV_COLUMNS));
  };

  const toolbarExtra = (
    <>
      <Button
        icon={<FilterOutlined aria-hidden />}
        aria-expanded={moreOpen}
        aria-controls={MORE_FILTERS_ID}
        onClick={() => setMoreOpen((o) => !o)}
      >
        More Filters
        {rangesActive > 0 && <Badge count={rangesActive} size="small" color="#1f5fd1" aria-label={`${rangesActive} active`} />}
      </Button>
      <Button icon={<DownloadOutlined aria-hidden />} onClick={exportCsv} disabled={list.query.isLoading || list.query.isError}>
        Export Data
      </Button>
    </>
  );

  return (
    <ReadableText>
      <Card>
        <Flex vertical gap={16}>
          <ListToolbar list={list} extra={toolbarExtra} />
          {moreOpen && (
            <MoreFilters
              values={{ from, to, min, max }}
              set={{ from: setFrom, to: setTo, min: setMin, max: setMax }}
              onClearAll={clearAll}
              canClear={anyFilter}
            />
          )}
          {list.query.isError ? (
            <ListError label={declaration.label} message={list.query.error?.message} onRetry={() => list.query.refetch()} />
          ) : (
            <Table<Transaction>
              rowKey="id"
              size="middle"
              columns={columns}
              dataSource={sorted as Transaction[]}
              loading={list.query.isLoading}
              scroll={{ x: "max-content" }}
              locale={{ emptyText: list.query.isLoading ? " " : list.emptyText }}
              onChange={onTableChange}
              showSorterTooltip={false}
              pagination={{
                current: page,
                pageSize: paging.size,
                showSizeChanger: true,
                pageSizeOptions: PAGE_SIZES,
                showTotal: (total) => `${total.toLocaleString("en-US")} total`,
              }}
              style={{ opacity: list.isStale ? 0.7 : 1, transition: "opacity 0.15s" }}
            />
          )}
        </Flex>
      </Card>
    </ReadableText>
  );
}
