// A record's page ({route}/{id}): a drawer over its list, with every field whole, the record's
// actions and its related records. The record comes from the SPEC list call (already cached when
// opened from the list): SPEC §7 has no GET-one endpoint, so none is called. A list in server mode
// (extension `paging`) holds one page: a record not on it is read with the list call and an `id=`
// filter (one row), never a GET-one path.
import { Suspense, useMemo, useRef } from "react";
import { Descriptions, Drawer, Flex, Grid, Result, Skeleton, Table, Typography } from "antd";
import { useList, type HttpError } from "@refinedev/core";
import { useNavigate, useParams } from "react-router";
import type { ColumnFormat, Declaration, RelatedList } from "../../../resources/types";
import { decide } from "../../../providers/access-control";
import { toColumns } from "../list/useResourceList";
import { useListSearch } from "../list/useUrlState";
import { isServerPaged } from "../../../providers/paging";
import { useCurrentUser } from "../../../providers/useCurrentUser";
import { useDeclaration } from "./Declarations";
import { fieldValue } from "./FieldValue";
import { RecordActivity } from "./RecordActivity";
import { RowActions } from "./RowActions";
import { RecordApprovals } from "../approvals/RecordApprovals";

type Rec = { id?: unknown } & Record<string, any>;

/** On the record page a value is whole: ids and codes are not cut short. */
function wholeFormat(format: ColumnFormat | undefined): ColumnFormat | undefined {
  return format && /^(shortId|truncate)\(/.test(format) ? undefined : format;
}

function RecordFields<T extends Rec>({ declaration, record }: { declaration: Declaration<T>; record: T }) {
  const names = declaration.record?.fields ?? Object.keys(declaration.fields ?? {});
  const items = names.map((name) => {
    const f = declaration.fields?.[name] ?? { label: name };
    const format = wholeFormat(f.format);
    return {
      key: name,
      label: f.label,
      children: (
        <span className={format === f.format ? undefined : "pd-mono"} style={{ overflowWrap: "anywhere" }}>
          {fieldValue({ key: name, format, empty: f.empty ?? "—", render: f.render }, f, record)}
        </span>
      ),
    };
  });
  return <Descriptions column={1} size="small" bordered items={items} />;
}

function Related({ parentId, rel }: { parentId: string; rel: RelatedList }) {
  const declaration = useDeclaration(rel.resource);
  const role = useCurrentUser()?.role;
  const allowed = declaration ? decide(role, declaration, "list").can : false;
  const { result, query } = useList<Rec & { id: string }, HttpError>({
    resource: rel.resource,
    pagination: { mode: "off" },
    meta: { query: { ...declaration?.list?.query, ...rel.query?.(parentId) } },
    queryOptions: { enabled: allowed },
  });
  const rows = useMemo(() => (result?.data ?? []).filter((r) => String(r[rel.field] ?? "") === parentId), [result?.data, rel.field, parentId]);
  const columns = useMemo(
    () => (declaration?.list ? toColumns(declaration, { columns: rel.columns ?? declaration.list.columns.slice(0, 4) }) : []),
    [declaration, rel.columns],
  );
  if (!declaration || !allowed) return null;
  return (
    <section aria-label={declaration.label}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {declaration.label} ({query.isLoading ? "…" : rows.length})
      </Typography.Title>
      <Table<Rec>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={query.isLoading}
        className="pd-table-scroll-x"
        locale={{ emptyText: query.isLoading ? " " : `No ${declaration.label.toLowerCase()}.` }}
        pagination={{ pageSize: 5, hideOnSinglePage: true }}
      />
    </section>
  );
}

/** Server mode: the record of the page when it is on the page, else the one row of `id={id}`. */
function useServerRecord<T extends Rec>(declaration: Declaration<T>, id: string | undefined, onPage: T | undefined) {
  const server = isServerPaged(declaration.list);
  const wanted = server && id !== undefined && !onPage;
  const { result, query } = useList<Rec & { id: string }, HttpError>({
    resource: declaration.name,
    pagination: { mode: "server", currentPage: 1, pageSize: 1 },
    filters: [{ field: "id", operator: "eq", value: id }],
    meta: { query: declaration.list?.query },
    queryOptions: { enabled: wanted },
  });
  const found = wanted ? (result?.data?.find((r) => String(r.id) === id) as T | undefined) : undefined;
  return { found, loading: wanted && query.isLoading };
}

type DrawerProps<T> = { declaration: Declaration<T>; rows: readonly T[]; loading: boolean };

/**
 * Nothing but a route check until a record's page is open: the list screen re-renders with every
 * keystroke, filter and page, and the open drawer's hooks (Refine's useList among them) would run
 * each time for a drawer that is not there.
 */
export function RecordDrawer<T extends Rec>(props: DrawerProps<T>) {
  const { id } = useParams();
  return id === undefined || !props.declaration.record ? null : <OpenRecordDrawer {...props} id={id} />;
}

function OpenRecordDrawer<T extends Rec>({ declaration, rows, loading: listLoading, id }: DrawerProps<T> & { id: string }) {
  const navigate = useNavigate();
  const list = useListSearch(declaration.route);
  const narrow = Grid.useBreakpoint().md === false;
  const onPage = rows.find((r) => String(r.id) === id);
  const single = useServerRecord(declaration, id, onPage);
  const record = onPage ?? single.found;
  const loading = listLoading || single.loading;
  const config = declaration.record!;
  const title = record ? config.title(record) : declaration.label;
  // The record's heading: where focus goes when an action that hides itself once done (Approve while
  // pending) had it and no other action is left, so it stays in the drawer and Escape still closes it.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Drawer
      open
      title={
        <h2 ref={heading} tabIndex={-1} className="pd-record-heading">
          {title}
        </h2>
      }
      width={narrow ? "100%" : 640}
      // Back to the list at its address as it is now (the history entry's: the list writes some of
      // its query there, not through the router).
      onClose={() => navigate({ pathname: declaration.route, search: list.take() })}
      destroyOnHidden
    >
      {/* A cell or action whose code is still loading (a related list's lazy cell) waits in here: a
          suspension caught by the route's boundary hid the whole screen and remounted the drawer,
          which dropped the focus it had taken (Escape then did nothing). */}
      <Suspense fallback={<Skeleton active />}>
      {record ? (
        <Flex vertical gap={24}>
          {Boolean(declaration.actions?.length || declaration.list?.RowActions) && <RowActions declaration={declaration} record={record} size="middle" focusFallback={heading} />}
          {/* Extension `approvals`: requests waiting for a second person on this record (none when off). */}
          <RecordApprovals resource={declaration.name} recordId={String(record.id)} focusAfter={heading} />
          <RecordFields declaration={declaration} record={record} />
          {config.related?.map((rel) => <Related key={rel.resource} parentId={String(record.id)} rel={rel} />)}
          <RecordActivity resource={declaration.name} id={String(record.id)} version={record} />
        </Flex>
      ) : loading ? (
        <Skeleton active />
      ) : (
        <Result status="warning" title="Record not found" subTitle={`${declaration.label} has no record with ID ${id}. It may have been deleted.`} />
      )}
      </Suspense>
    </Drawer>
  );
}
