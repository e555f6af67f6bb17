// The generic resource screen: everything comes from the declaration — the card with its title and
// Create button, the toolbar (search, filters), the table with the row actions, and the record page
// ({route}/{id}) over it. Custom screens compose the same parts (useResourceList, ListToolbar,
// ResourceTable, RecordDrawer, CreateAction).
import type { ReactNode } from "react";
import { Card, Flex, Space } from "antd";
import type { Declaration } from "../../../resources/types";
import { ListToolbar, ResourceTable } from "../list/ResourceList";
import type { Row } from "../list/filter-rows";
import { useResourceList, type UseResourceListOptions } from "../list/useResourceList";
import { CreateAction } from "./CreateAction";
import { RecordDrawer } from "./RecordDrawer";

export interface ResourceScreenProps<T extends Row> extends UseResourceListOptions<T> {
  declaration: Declaration<T>;
  /** More buttons in the card's header, before Create. */
  headerExtra?: ReactNode;
  /** More controls after the search and filters. */
  toolbarExtra?: ReactNode;
  /** Card title; defaults to the list's title, then the label. */
  title?: ReactNode;
}

export default function ResourceScreen<T extends Row>({ declaration, headerExtra, toolbarExtra, title, ...opts }: ResourceScreenProps<T>) {
  const list = useResourceList<T>(declaration, opts);
  return (
    <>
      <Card
        title={title ?? list.config.title ?? declaration.label}
        extra={
          (headerExtra || declaration.create) && (
            <Space wrap>
              {headerExtra}
              <CreateAction declaration={declaration} />
            </Space>
          )
        }
      >
        <Flex vertical gap={16}>
          <ListToolbar list={list} extra={toolbarExtra} />
          <ResourceTable list={list} />
        </Flex>
      </Card>
      <RecordDrawer declaration={declaration} rows={list.rows} loading={list.query.isLoading} />
    </>
  );
}
