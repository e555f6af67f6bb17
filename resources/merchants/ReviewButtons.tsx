// Approve / Reject, each behind a confirmation (merchants and KYC documents).
import { useEffect, useRef, useState } from "react";
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
  // Keyboard: the confirmation's main button takes focus, Escape closes it from inside, and focus goes
  // back to the button that opened it (unless the user moved it elsewhere).
  const [open, setOpen] = useState<Decision | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const close = () => {
    setOpen(null);
    const active = document.activeElement;
    if (!active || active === document.body || active.closest(".ant-popover")) opener.current?.focus();
  };
  const openChange = (d: Decision) => (next: boolean) => {
    if (!next) return close();
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(d);
  };
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
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
        okButtonProps={{ autoFocus: true }}
        cancelText="Cancel"
        onConfirm={() => decide("approve")}
        open={open === "approve"}
        destroyOnHidden
        onOpenChange={openChange("approve")}
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
        okButtonProps={{ danger: true, autoFocus: true }}
        cancelText="Cancel"
        onConfirm={() => decide("reject")}
        open={open === "reject"}
        destroyOnHidden
        onOpenChange={openChange("reject")}
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
