// Cells of an audit event (extension `audit`): the Activity screen's table and a record page's
// Activity section show events the same way. Everything is text (React escapes it), never markup.
import { Flex, Tag, Typography } from "antd";
import { Link } from "react-router";
import { actionLabel, AUDIT_ACTIONS, detailLines, isSuccess, outcomeText, valueText, type AuditEventRecord } from "../../lib/audit";
import { formatDate, formatMoney, roleLabel, safeText, shortId } from "../../lib/format";
import { useDeclaration } from "../resource/Declarations";
import { recordPath } from "../resource/schema";

export function WhenCell({ event }: { event: AuditEventRecord }) {
  return (
    <time dateTime={event.at} style={{ whiteSpace: "nowrap" }}>
      {formatDate(event.at)}
    </time>
  );
}

export function WhoCell({ event }: { event: AuditEventRecord }) {
  return (
    <Flex vertical>
      <Typography.Text>{safeText(event.actorName) || safeText(event.actorEmail)}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {roleLabel(event.actorRole)} · {safeText(event.actorEmail)}
      </Typography.Text>
    </Flex>
  );
}

export function ActionCell({ event }: { event: AuditEventRecord }) {
  const color = AUDIT_ACTIONS.find((a) => a.value === event.action)?.color;
  return <Tag color={color}>{actionLabel(event.action)}</Tag>;
}

/** The record, linked to its page ({route}/{id}); a resource without record pages links to its list. */
export function RecordCell({ event }: { event: AuditEventRecord }) {
  const declaration = useDeclaration(event.resource);
  const label = declaration?.label ?? event.resource;
  if (!declaration) return <>{event.recordId ? `${label} ${shortId(event.recordId, 8)}` : label}</>;
  const to = event.recordId && declaration.record ? recordPath(declaration, event.recordId) : declaration.route;
  return (
    <Link to={to} className="pd-record-link" title={event.recordId ?? undefined}>
      {label}
      {event.recordId ? <span className="pd-mono"> {shortId(event.recordId, 8)}</span> : null}
    </Link>
  );
}

/** Changed fields before → after (named by the resource's field labels), or what was asked; then the outcome. */
export function DetailsCell({ event }: { event: AuditEventRecord }) {
  const declaration = useDeclaration(event.resource);
  const fields = declaration?.fields;
  const lines = detailLines(event, {
    label: (field) => fields?.[field]?.label ?? field,
    value: (field, value) => {
      const def = fields?.[field];
      if (def?.type === "money") return formatMoney(value as string);
      if (def?.format === "activeBadge") return value ? "Active" : "Inactive";
      if (def?.type === "enum") return def.options?.find((o) => o.value === value)?.label ?? valueText(value);
      return valueText(value);
    },
  });
  return (
    <Flex vertical gap={2} style={{ minWidth: 200, overflowWrap: "anywhere" }}>
      {lines.map((line, i) => (
        <span key={i}>{line}</span>
      ))}
      {isSuccess(event) ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {outcomeText(event)}
        </Typography.Text>
      ) : (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {outcomeText(event)}
        </Typography.Text>
      )}
    </Flex>
  );
}
