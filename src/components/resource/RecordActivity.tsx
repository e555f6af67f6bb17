// A record page's Activity section (extension `audit`): that record's events, newest first, from
// GET /api/audit-events?resource=…&recordId=…. Shown to whoever may read the audit trail (the
// `audit-events` declaration's roles: admins); with the extension off that declaration does not
// exist in the running app, so neither does this section (no call).
import { useEffect, useRef } from "react";
import { Table, Typography, type TableColumnsType } from "antd";
import { useList, type HttpError } from "@refinedev/core";
import { decide } from "../../../providers/access-control";
import { useCurrentUser } from "../../../providers/useCurrentUser";
import type { AuditEventRecord } from "../../lib/audit";
import { ActionCell, DetailsCell, WhenCell, WhoCell } from "../audit/EventCells";
import { useDeclaration } from "./Declarations";

export const AUDIT_RESOURCE = "audit-events";

const COLUMNS: TableColumnsType<AuditEventRecord> = [
  { key: "at", title: "When", render: (_, e) => <WhenCell event={e} /> },
  { key: "who", title: "Who", render: (_, e) => <WhoCell event={e} /> },
  { key: "action", title: "Action", render: (_, e) => <ActionCell event={e} /> },
  { key: "details", title: "Details", render: (_, e) => <DetailsCell event={e} /> },
];

/** Renders nothing unless the audit trail exists in this app and the user may read it. */
export function RecordActivity({ resource, id, version }: { resource: string; id: string; version: unknown }) {
  const declaration = useDeclaration(AUDIT_RESOURCE);
  const role = useCurrentUser()?.role;
  const allowed = declaration ? decide(role, declaration, "list").can : false;
  return allowed ? <ActivityList resource={resource} id={id} version={version} /> : null;
}

function ActivityList({ resource, id, version }: { resource: string; id: string; version: unknown }) {
  const { result, query } = useList<AuditEventRecord, HttpError>({
    resource: AUDIT_RESOURCE,
    pagination: { mode: "off" },
    meta: { query: { resource, recordId: id } },
  });
  // The record changed (a Load from this page, another tab's write): its events did too.
  const first = useRef(version);
  const { refetch } = query;
  useEffect(() => {
    if (first.current !== version) void refetch();
  }, [version, refetch]);
  const rows = result?.data ?? [];
  return (
    <section aria-label="Activity">
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Activity ({query.isLoading ? "…" : rows.length})
      </Typography.Title>
      {query.isError ? (
        <Typography.Text type="danger">Could not load activity: {query.error?.message}</Typography.Text>
      ) : (
        <Table<AuditEventRecord>
          rowKey="id"
          size="small"
          columns={COLUMNS}
          dataSource={rows}
          loading={query.isLoading}
          className="pd-table-scroll-x"
          locale={{ emptyText: query.isLoading ? " " : <Typography.Text type="secondary">No activity recorded for this record.</Typography.Text> }}
          pagination={{ pageSize: 5, hideOnSinglePage: true }}
        />
      )}
    </section>
  );
}
