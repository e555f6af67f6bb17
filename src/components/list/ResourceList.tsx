// The generic list: renders a declaration's `list` config (columns, search, filters, empty
// message, row actions). Custom screens compose useResourceList + ResourceTable instead.
import type { ReactNode } from "react";
import { Card, Flex, Select, Table } from "antd";
import type { Declaration } from "../../../resources/types";
import type { Row } from "./filter-rows";
import { ListError } from "./ListError";
import { SearchBox } from "./SearchBox";
import { useResourceList, type UseResourceListOptions } from "./useResourceList";

export type ListState<T extends Row> = ReturnType<typeof useResourceList<T>>;

export function ListToolbar<T extends Row>({ list, extra }: { list: ListState<T>; extra?: ReactNode }) {
  const { config } = list;
  if (!config.search && !list.filters.length && !extra) return null;
  return (
    <Flex gap={8} wrap="wrap" className="pd-toolbar">
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

export function ResourceTable<T extends Row>({ list, label }: { list: ListState<T>; label: string }) {
  const { config } = list;
  if (list.query.isError) {
    return <ListError label={label} message={list.query.error?.message} onRetry={() => list.query.refetch()} />;
  }
  const RowActions = config.RowActions;
  const columns = RowActions
    ? [...list.columns, { key: "actions", title: "Actions", render: (_: unknown, r: T) => <RowActions record={r} /> }]
    : list.columns;
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.filtered}
      loading={list.query.isLoading}
      className="pd-table-scroll-x"
      locale={{ emptyText: list.query.isLoading ? " " : list.emptyText }}
      pagination={{ defaultPageSize: config.pageSize ?? 10, showSizeChanger: true, hideOnSinglePage: false, showTotal: (t) => `${t} total` }}
      style={{ opacity: list.isStale ? 0.7 : 1 }}
    />
  );
}

interface Props<T extends Row> extends UseResourceListOptions<T> {
  declaration: Declaration<T>;
  /** Buttons in the card's header (e.g. Create). */
  actions?: ReactNode;
  toolbarExtra?: ReactNode;
}

export default function ResourceList<T extends Row>({ declaration, actions, toolbarExtra, ...opts }: Props<T>) {
  const list = useResourceList<T>(declaration, opts);
  return (
    <Card title={list.config.title ?? declaration.label} extra={actions}>
      <Flex vertical gap={16}>
        <ListToolbar list={list} extra={toolbarExtra} />
        <ResourceTable list={list} label={declaration.label} />
      </Flex>
    </Card>
  );
}
