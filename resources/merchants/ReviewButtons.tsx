// Approve / Reject, each behind a confirmation (merchants and KYC documents).
import { useState } from "react";
import { Popconfirm, Space } from "antd";
import { GuardedButton } from "../../src/components/GuardedButton";

export type Decision = "approve" | "reject";

interface Props {
  resource: string;
  /** What is being reviewed, e.g. "merchant Acme LLC" (used in the confirmations and labels). */
  subject: string;
  approveText: string;
  rejectText: string;
  pending: boolean;
  onDecide: (decision: Decision) => void;
}

export function ReviewButtons({ resource, subject, approveText, rejectText, pending, onDecide }: Props) {
  const [last, setLast] = useState<Decision | null>(null);
  const decide = (d: Decision) => {
    if (pending) return;
    setLast(d);
    onDecide(d);
  };
  return (
    <Space size={0} wrap={false}>
      <Popconfirm
        title={`Approve ${subject}?`}
        description={approveText}
        okText="Approve"
        cancelText="Cancel"
        onConfirm={() => decide("approve")}
        disabled={pending}
      >
        <GuardedButton
          resource={resource}
          action="edit"
          size="small"
          type="link"
          loading={pending && last === "approve"}
          disabled={pending}
          aria-label={`Approve ${subject}`}
        >
          Approve
        </GuardedButton>
      </Popconfirm>
      <Popconfirm
        title={`Reject ${subject}?`}
        description={rejectText}
        okText="Reject"
        okButtonProps={{ danger: true }}
        cancelText="Cancel"
        onConfirm={() => decide("reject")}
        disabled={pending}
      >
        <GuardedButton
          resource={resource}
          action="edit"
          size="small"
          type="link"
          danger
          loading={pending && last === "reject"}
          disabled={pending}
          aria-label={`Reject ${subject}`}
        >
          Reject
        </GuardedButton>
      </Popconfirm>
    </Space>
  );
}
