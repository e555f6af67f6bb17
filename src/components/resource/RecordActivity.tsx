// A record page's Activity section (extension `audit`): that record's events, newest first, from
// GET /api/audit-events?resource=…&recordId=…. Shown to whoever may read the audit trail (the
// `audit-events` declaration's roles: admins); with the extension off that declaration does not
// exist in the running app, so neither does this section (no call).
import { useEffect, useRef, useState } from "react";
import { Button, Flex, Skeleton, Typography, theme } from "antd";
import { useList, type HttpError } from "@refinedev/core";
import { decide } from "../../../providers/access-control";
import { useCurrentUser } from "../../../providers/useCurrentUser";
import type { AuditEventRecord } from "../../lib/audit";
import { ActionCell, DetailsCell, WhenCell, WhoCell } from "../audit/EventCells";
import { useDeclaration } from "./Declarations";

export const AUDIT_RESOURCE = "audit-events";

/** Events shown before "Show all". */
const FIRST = 10;

/** One event as a block (a drawer is narrow: no sideways scrolling): action, who, when; then the details. */
function EventItem({ event }: { event: AuditEventRecord }) {
  const { token } = theme.useToken();
  return (
    <li style={{ padding: "10px 0", borderBottom: `1px solid ${token.colorSplit}` }}>
      <Flex gap={8} wrap="wrap" align="start" justify="space-between">
        <Flex gap={8} align="start">
          <ActionCell event={event} />
          <WhoCell event={event} />
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <WhenCell event={event} />
        </Typography.Text>
      </Flex>
      <div style={{ marginTop: 4 }}>
        <DetailsCell event={event} />
      </div>
    </li>
  );
}

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
  const [all, setAll] = useState(false);
  return (
    <section aria-label="Activity">
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Activity ({query.isLoading ? "…" : rows.length})
      </Typography.Title>
      {query.isError ? (
        <Typography.Text type="danger">Could not load activity: {query.error?.message}</Typography.Text>
      ) : query.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : rows.length === 0 ? (
        <Typography.Text type="secondary">No activity recorded for this record.</Typography.Text>
      ) : (
        <>
          <ol style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {(all ? rows : rows.slice(0, FIRST)).map((e) => (
              <EventItem key={e.id} event={e} />
            ))}
          </ol>
          {!all && rows.length > FIRST && (
            <Button type="link" onClick={() => setAll(true)} style={{ paddingInline: 0 }}>
              Show all {rows.length}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
