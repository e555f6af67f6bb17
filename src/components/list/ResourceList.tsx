// The parts of a list screen: the toolbar (search, filters) and the table (columns from the schema,
// the declared row actions). The generic screen is src/components/resource/ResourceScreen.tsx.
import { useCallback, useMemo, type ReactNode } from "react";
import { Flex, Select, Table, Typography, type TableProps } from "antd";
import { RowActions } from "../resource/RowActions";
import { DeclaredCallScope } from "../resource/DeclaredCallScope";
import type { Row } from "./filter-rows";
import { ListError } from "./ListError";
import { SearchBox } from "./SearchBox";
import { ListViews } from "./views/ListViews";
import type { ListState } from "./useResourceList";
import { pagerState, pagerTotal } from "./pager-total";

/**
 * Search box and filters of a list, and its saved views and column chooser (`ListViews`);
 * `search` replaces the declared search box (a screen's own matching). `columns={false}` leaves
 * out the column chooser where the table is not shown (a phone's one-column layout).
 */
export function ListToolbar<T extends Row>({
  list,
  extra,
  search,
  columns = true,
}: {
  list: ListState<T>;
  extra?: ReactNode;
  search?: ReactNode;
  columns?: boolean;
}) {
  const { config } = list;
  return (
    <Flex gap={8} wrap="wrap" className="pd-toolbar">
      {search}
      {config.search && (
        <SearchBox
          aria-label={config.search.placeholder}
          placeholder={config.search.placeholder}
          value={list.search}
          onChange={list.setSearch}
          settleMs={list.searchSettleMs}
          style={{ maxWidth: 420, flex: "1 1 240px" }}
        />
      )}
      {list.filters.map(({ def, value, set }) => (
        <Select
          key={def.key}
          aria-label={def.label}
          value={value}
          onChange={set}
          style={{ minWidth: 160 }}
          options={[{ value: "", label: def.allLabel }, ...def.options]}
          // A reference filter's records are many: typed to find one by its label.
          showSearch={def.searchable}
          optionFilterProp={def.searchable ? "label" : undefined}
        />
      ))}
      {extra}
      <Flex gap={8} wrap="wrap" style={{ marginInlineStart: "auto" }}>
        <ListViews list={list} columns={columns} />
      </Flex>
    </Flex>
  );
}

/** `scrollX: false` for a one-column phone layout: it fits, and an empty scroll region would be a keyboard trap for axe. */
export function ResourceTable<T extends Row>({
  list,
  emptyText,
  actions = true,
  scrollX = true,
  label,
}: {
  list: ListState<T>;
  emptyText?: string;
  actions?: boolean;
  scrollX?: boolean;
  /** What "Could not load …" names; defaults to the resource's label. */
  label?: string;
}) {
  const { declaration, sort, setSort, setPage } = list;
  // The sort lives in the URL (?sort=key.asc), so a saved view and a shared link restore it.
  const sorted = useMemo(() => {
    const m = /^(.+)\.(asc|desc)$/.exec(sort);
    return list.columns.map((c) =>
      c.sorter ? { ...c, sortOrder: m && m[1] === String(c.key) ? (m[2] === "asc" ? ("ascend" as const) : ("descend" as const)) : null } : c,
    );
  }, [list.columns, sort]);
  const onChange = useCallback<NonNullable<TableProps<T>["onChange"]>>(
    (pagination, _filters, sorter, extra) => {
      if (extra.action === "paginate") setPage(pagination.current ?? 1, pagination.pageSize);
      if (extra.action !== "sort") return;
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      setSort(s?.order && s.columnKey !== undefined ? `${String(s.columnKey)}.${s.order === "ascend" ? "asc" : "desc"}` : "");
    },
    [setSort, setPage],
  );
  if (list.query.isError) {
    return <ListError label={label ?? declaration.label} message={list.query.error?.message} onRetry={() => list.query.refetch()} />;
  }
  const hasActions = actions && Boolean(declaration.actions?.length || list.config.RowActions);
  const columns = hasActions
    ? [...sorted, { key: "actions", title: "Actions", render: (_: unknown, r: T) => <RowActions declaration={declaration} record={r} /> }]
    : sorted;
  // Server mode: the server's total (past a lower bound, a page more while pages are full).
  const pager = list.server ? pagerState(list.total, list.totalAtLeast, list.page, list.pageSize, list.filtered.length) : null;
  const table = (
    <Table<T>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.filtered}
      onChange={onChange}
      loading={list.query.isLoading}
      className={scrollX ? "pd-table-scroll-x" : undefined}
      // Secondary text, not the table placeholder's disabled grey (under 4.5:1).
      locale={{ emptyText: list.query.isLoading ? " " : <Typography.Text type="secondary">{emptyText ?? list.emptyText}</Typography.Text> }}
      // The list's page (useResourceList). Server mode (extension paging): one page held, the total from the server.
      pagination={{
        current: list.page,
        pageSize: list.pageSize,
        total: pager?.total,
        showSizeChanger: true,
        hideOnSinglePage: false,
        showTotal: (t) => pager?.label ?? pagerTotal(t),
      }}
      // Rows that lag the search are faded; the "no match" text never is (faded, it fails 4.5:1).
      style={{ opacity: list.isStale && list.filtered.length > 0 ? 0.7 : 1 }}
    />
  );
  // One set of mutation hooks for all the rows' actions, not one per row.
  return hasActions ? <DeclaredCallScope resource={declaration.name}>{table}</DeclaredCallScope> : table;
}
