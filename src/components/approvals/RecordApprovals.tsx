// A record page's approval requests (extension `approvals`): what is waiting for a second person on
// this wallet or user, and what was decided. Operators see their own requests (the server's rule).
import { useMemo, type RefObject } from "react";
import { Alert, Flex, Tag, Typography } from "antd";
import { hasExtension } from "../../../providers/extensions";
import { useCurrentUser } from "../../../providers/useCurrentUser";
import { hasRole } from "../../../providers/roles";
import { approvalChange, approvalStatusColor, approvalStatusLabel, approvalWhat, type ApprovalRequest } from "../../lib/approvals";
import { formatRelativeTime } from "../../lib/format";
import { useApprovalRequests } from "./useApprovalRequests";
import { WithdrawRequestButton } from "./WithdrawRequestButton";

/** The resources whose actions can be held for approval. */
export const APPROVAL_RESOURCES: readonly string[] = ["wallets", "users"];

function Pending({ request, mine, focusAfter }: { request: ApprovalRequest; mine: boolean; focusAfter?: RefObject<HTMLElement | null> }) {
  return (
    <Alert
      type="warning"
      showIcon
      action={mine ? <WithdrawRequestButton request={request} size="small" focusAfter={focusAfter} /> : undefined}
      message={`Waiting for approval: ${approvalWhat(request)}, ${approvalChange(request)}`}
      description={
        <Flex vertical>
          <span>
            Asked by {request.requestedBy.name} ({request.requestedBy.email}), {formatRelativeTime(request.requestedAt)}. Nothing moves until another admin approves it.
          </span>
          {request.lastAttempt && <span>Could not be carried out: {request.lastAttempt.outcome}</span>}
        </Flex>
      }
    />
  );
}

function Decided({ request }: { request: ApprovalRequest }) {
  return (
    <li>
      <Flex gap={8} wrap align="center">
        <Tag color={approvalStatusColor(request.status)}>{approvalStatusLabel(request.status)}</Tag>
        <span>
          {approvalWhat(request)}, {approvalChange(request)} — asked by {request.requestedBy.name}
          {request.decidedBy ? `, ${request.status} by ${request.decidedBy.name}` : ""} {request.decidedAt ? formatRelativeTime(request.decidedAt) : ""}
          {request.note ? `. Note: ${request.note}` : ""}
        </span>
      </Flex>
    </li>
  );
}

/** `focusAfter`: the record page's heading, focused once one's own request is withdrawn (its button goes). */
export function RecordApprovals({ resource, recordId, focusAfter }: { resource: string; recordId: string; focusAfter?: RefObject<HTMLElement | null> }) {
  const me = useCurrentUser();
  const role = me?.role;
  // Only operators and admins can ask (withdrawals, role changes); a viewer has nothing here.
  const applies = hasExtension("approvals") && APPROVAL_RESOURCES.includes(resource) && hasRole(role, "operator");
  const { requests } = useApprovalRequests({ enabled: applies });
  const mine = useMemo(() => requests.filter((r) => r.resource === resource && r.recordId === recordId), [requests, resource, recordId]);
  if (!applies || mine.length === 0) return null;
  const pending = mine.filter((r) => r.status === "pending");
  const decided = mine.filter((r) => r.status !== "pending");
  return (
    <section aria-label="Approval requests">
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Approval requests ({mine.length})
      </Typography.Title>
      <Flex vertical gap={8}>
        {pending.map((r) => (
          <Pending key={r.id} request={r} mine={r.requestedBy.id === me?.id} focusAfter={focusAfter} />
        ))}
        {decided.length > 0 && <ul style={{ margin: 0, paddingInlineStart: 20 }}>{decided.map((r) => <Decided key={r.id} request={r} />)}</ul>}
      </Flex>
    </section>
  );
}
