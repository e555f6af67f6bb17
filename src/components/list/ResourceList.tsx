// The parts of a list screen: the toolbar (search, filters) and the table (columns from the schema,
// the declared row actions). The generic screen is src/components/resource/ResourceScreen.tsx.
import type { ReactNode } from "react";
import { Flex, Select, Table, Typography } from "antd";
import { RowActions } from "../resource/RowActions";
import type { Row } from "./filter-rows";
import { ListError } from "./ListError";
import { SearchBox } from "./SearchBox";
import type { useResourceList } from "./useResourceList";

export type ListState<T extends Row> = ReturnType<typeof useResourceList<T>>;

/** Search box and filters of a list; `search` replaces the declared search box (a screen's own matching). */
export function ListToolbar<T extends Row>({ list, extra, search }: { list: ListState<T>; extra?: ReactNode; search?: ReactNode }) {
  const { config } = list;
  if (!config.search && !search && !list.filters.length && !extra) return null;
  return (
    <Flex gap={8} wrap="wrap" className="pd-toolbar">
      {search}
      {config.search && (
        <SearchBox
          aria-label={config.search.placeholder}
          placeholder={config.search.placeholder}
          value={list.search}
          onChange={list.setSearch}
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
        />
      ))}
      {extra}
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
  const { config, declaration } = list;
  if (list.query.isError) {
    return <ListError label={label ?? declaration.label} message={list.query.error?.message} onRetry={() => list.query.refetch()} />;
  }
  const hasActions = actions && Boolean(declaration.actions?.length || config.RowActions);
  const columns = hasActions
    ? [...list.columns, { key: "actions", title: "Actions", render: (_: unknown, r: T) => <RowActions declaration={declaration} record={r} /> }]
    : list.columns;
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.filtered}
      loading={list.query.isLoading}
      className={scrollX ? "pd-table-scroll-x" : undefined}
      // Secondary text, not the table placeholder's disabled grey (under 4.5:1).
      locale={{ emptyText: list.query.isLoading ? " " : <Typography.Text type="secondary">{emptyText ?? list.emptyText}</Typography.Text> }}
      pagination={{ defaultPageSize: config.pageSize ?? 10, showSizeChanger: true, hideOnSinglePage: false, showTotal: (t) => `${t} total` }}
      style={{ opacity: list.isStale ? 0.7 : 1 }}
    />
  );
}
