// Approvals (extension `approvals`, admins): the rules, the requests waiting for a second person with
// Approve and Reject, and the decided ones. The server enforces every rule (docs/api-extensions.md);
// this screen shows them and says why a button is disabled.
import { useMemo, useRef, useState, type RefObject } from "react";
import { Button, Card, Flex, Form, Grid, Input, Modal, Popconfirm, Table, Tag, Typography, type TableColumnsType } from "antd";
import { CheckOutlined, CloseOutlined } from "@ant-design/icons";
import { useCustomMutation, type HttpError } from "@refinedev/core";
import { GuardedButton } from "../../src/components/GuardedButton";
import { useApprovalRequests } from "../../src/components/approvals/useApprovalRequests";
import { RequestRecordLink } from "../../src/components/approvals/RequestRecordLink";
import { WithdrawRequestButton } from "../../src/components/approvals/WithdrawRequestButton";
import { useRefetch } from "../../src/components/resource/useRefetch";
import { useIdempotencyKey } from "../../src/components/useIdempotencyKey";
import { useCurrentUser } from "../../providers/useCurrentUser";
import {
  APPROVAL_RULES,
  approvalChange,
  approvalStatusColor,
  approvalStatusLabel,
  approvalWhat,
  type ApprovalPerson,
  type ApprovalRequest,
} from "../../src/lib/approvals";
import { formatDate, formatRelativeTime } from "../../src/lib/format";

export const OWN_REQUEST_REASON = "You asked for this";
export const REQUEST_APPROVED = "Request approved";
export const REQUEST_REJECTED = "Request rejected";
export const NOTE_REQUIRED = "A note is required to reject a request";

/** What the decision changed, refetched after it (the balance, transactions, metrics, the role). */
const CHANGED = ["approvals", "wallets", "transactions", "users", "metrics"];

/** Who asked, and when. */
function Asked({ who, at }: { who: ApprovalPerson; at: string }) {
  return (
    <Flex vertical>
      <span>{who.name}</span>
      <Typography.Text type="secondary" style={{ overflowWrap: "anywhere" }}>
        {who.email}
      </Typography.Text>
      <Typography.Text type="secondary">
        {formatDate(at)} ({formatRelativeTime(at)})
      </Typography.Text>
    </Flex>
  );
}

/** Approved or rejected, by whom, when, and the note. */
function Decision({ request }: { request: ApprovalRequest }) {
  return (
    <Flex vertical gap={2} style={{ maxWidth: 320 }}>
      <span>
        <Tag color={approvalStatusColor(request.status)}>{approvalStatusLabel(request.status)}</Tag>
        {request.decidedBy && <>by {request.decidedBy.name}</>}
      </span>
      {request.decidedBy && (
        <Typography.Text type="secondary" style={{ overflowWrap: "anywhere" }}>
          {request.decidedBy.email}
        </Typography.Text>
      )}
      {request.decidedAt && <Typography.Text type="secondary">{formatDate(request.decidedAt)}</Typography.Text>}
      {request.note && <span style={{ overflowWrap: "anywhere" }}>Note: {request.note}</span>}
    </Flex>
  );
}

function What({ request }: { request: ApprovalRequest }) {
  return (
    <Flex vertical gap={4}>
      <span>{approvalWhat(request)}</span>
      {request.status === "pending" && request.lastAttempt && (
        <Typography.Text type="danger" style={{ whiteSpace: "normal", overflowWrap: "anywhere" }}>
          Could not be carried out: {request.lastAttempt.outcome} ({request.lastAttempt.by.name}, {formatRelativeTime(request.lastAttempt.at)})
        </Typography.Text>
      )}
    </Flex>
  );
}

function Decide({ request, onReject, focusAfter }: { request: ApprovalRequest; onReject: (r: ApprovalRequest) => void; focusAfter: RefObject<HTMLElement | null> }) {
  const me = useCurrentUser();
  const { mutateAsync, mutation } = useCustomMutation<ApprovalRequest, HttpError>();
  const refetch = useRefetch();
  const key = useIdempotencyKey();
  const own = request.requestedBy.id === me?.id;
  const approve = async () => {
    try {
      await mutateAsync({
        url: "",
        method: "post",
        values: {},
        meta: { resource: "approvals", action: "approve", id: request.id, idempotencyKey: key.key },
        successNotification: () => ({ message: REQUEST_APPROVED, type: "success" }),
      });
      key.renew();
    } catch {
      // The error toast ("422: Insufficient funds") came from the notification provider; the request stays.
    } finally {
      refetch(CHANGED);
    }
  };
  const label = `${approvalWhat(request)}, ${approvalChange(request)}`;
  return (
    <Flex gap={8} wrap>
      {own ? (
        <GuardedButton resource="approvals" action="approve" icon={<CheckOutlined />} disabledReason={OWN_REQUEST_REASON}>
          Approve
        </GuardedButton>
      ) : (
        <Popconfirm
          title="Approve this request?"
          description={`${label}. It is carried out at once.`}
          okText="Approve"
          onConfirm={approve}
        >
          <GuardedButton resource="approvals" action="approve" type="primary" icon={<CheckOutlined />} loading={mutation.isPending} aria-label={`Approve: ${label}`}>
            Approve
          </GuardedButton>
        </Popconfirm>
      )}
      {/* Rejecting one's own request is taking it back: Withdraw request, its own call, toast and event. */}
      {own ? (
        <WithdrawRequestButton request={request} focusAfter={focusAfter} />
      ) : (
        <GuardedButton resource="approvals" action="reject" danger icon={<CloseOutlined />} onClick={() => onReject(request)} aria-label={`Reject: ${label}`}>
          Reject
        </GuardedButton>
      )}
    </Flex>
  );
}

function RejectDialog({ request, onClose }: { request: ApprovalRequest | null; onClose: () => void }) {
  const [form] = Form.useForm<{ note: string }>();
  const { mutateAsync, mutation } = useCustomMutation<ApprovalRequest, HttpError>();
  const refetch = useRefetch();
  const submit = async ({ note }: { note: string }) => {
    if (!request) return;
    try {
      await mutateAsync({
        url: "",
        method: "post",
        values: { note },
        meta: { resource: "approvals", action: "reject", id: request.id },
        successNotification: () => ({ message: REQUEST_REJECTED, type: "success" }),
      });
      refetch(["approvals"]);
      onClose();
    } catch {
      // The dialog keeps the note; the error toast says why.
    }
  };
  return (
    <Modal open={request !== null} title="Reject request" onCancel={onClose} footer={null} destroyOnHidden maskClosable={false}>
      {request && (
        <Form form={form} layout="vertical" onFinish={submit} disabled={mutation.isPending} requiredMark={false}>
          <Typography.Paragraph>
            {approvalWhat(request)}: {approvalChange(request)}, <RequestRecordLink request={request} />, asked by {request.requestedBy.name}.
          </Typography.Paragraph>
          <Form.Item name="note" label="Note" rules={[{ required: true, whitespace: true, message: NOTE_REQUIRED }, { max: 500, message: "Note must be at most 500 characters" }]}>
            <Input.TextArea autoFocus rows={3} placeholder="Why is it rejected?" />
          </Form.Item>
          <Flex justify="end" gap={8}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" danger htmlType="submit" loading={mutation.isPending}>
              Reject
            </Button>
          </Flex>
        </Form>
      )}
    </Modal>
  );
}


export default function ApprovalsPage() {
  const { requests, query } = useApprovalRequests();
  const [rejecting, setRejecting] = useState<ApprovalRequest | null>(null);
  // Where focus goes when a request leaves the Pending list under the person's hands (Withdraw request).
  const pendingHeading = useRef<HTMLHeadingElement>(null);
  const compact = Grid.useBreakpoint().md === false;
  const pending = useMemo(() => requests.filter((r) => r.status === "pending"), [requests]);
  const decided = useMemo(
    () => requests.filter((r) => r.status !== "pending").sort((a, b) => (b.decidedAt ?? "").localeCompare(a.decidedAt ?? "")),
    [requests],
  );

  const common: TableColumnsType<ApprovalRequest> = [
    { key: "what", title: "What", width: 260, render: (_, r) => <What request={r} /> },
    { key: "record", title: "Record", render: (_, r) => <RequestRecordLink request={r} /> },
    { key: "change", title: "Amount or change", render: (_, r) => approvalChange(r) },
    { key: "asked", title: "Asked by", render: (_, r) => <Asked who={r.requestedBy} at={r.requestedAt} /> },
  ];
  // Phones: one column, each request's facts stacked, its buttons under them.
  const stacked = (decidedList: boolean): TableColumnsType<ApprovalRequest> => [
    {
      key: "request",
      title: "Request",
      render: (_, r) => (
        <Flex vertical gap={6}>
          <What request={r} />
          <span>
            {approvalChange(r)} · <RequestRecordLink request={r} />
          </span>
          <Asked who={r.requestedBy} at={r.requestedAt} />
          {decidedList ? <Decision request={r} /> : <Decide request={r} onReject={setRejecting} focusAfter={pendingHeading} />}
        </Flex>
      ),
    },
  ];
  const pendingColumns: TableColumnsType<ApprovalRequest> = compact
    ? stacked(false)
    : [...common, { key: "actions", title: "Actions", render: (_, r) => <Decide request={r} onReject={setRejecting} focusAfter={pendingHeading} /> }];
  const decidedColumns: TableColumnsType<ApprovalRequest> = compact
    ? stacked(true)
    : [...common, { key: "decision", title: "Decision", render: (_, r) => <Decision request={r} /> }];

  return (
    <Flex vertical gap={16}>
      <Card title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>Rules</Typography.Title>}>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {APPROVAL_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </Card>
      <Card title={<Typography.Title ref={pendingHeading} tabIndex={-1} level={2} style={{ fontSize: 16, margin: 0 }}>{`Pending (${pending.length})`}</Typography.Title>}>
        <Table<ApprovalRequest>
          rowKey="id"
          size={compact ? "small" : "middle"}
          columns={pendingColumns}
          dataSource={pending}
          loading={query.isLoading}
          className={compact ? undefined : "pd-table-scroll-x"}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: query.isError ? `Could not load approval requests: ${query.error?.message ?? ""}` : query.isLoading ? " " : "Nothing is waiting for approval." }}
        />
      </Card>
      <Card title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{`Decided (${decided.length})`}</Typography.Title>}>
        <Table<ApprovalRequest>
          rowKey="id"
          size={compact ? "small" : "middle"}
          columns={decidedColumns}
          dataSource={decided}
          loading={query.isLoading}
          className={compact ? undefined : "pd-table-scroll-x"}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: query.isLoading ? " " : "No decided requests yet." }}
        />
      </Card>
      <RejectDialog request={rejecting} onClose={() => setRejecting(null)} />
    </Flex>
  );
}
