// A row action behind a confirmation popover. Keyboard: the confirmation's main button takes focus,
// Escape closes it from inside, and focus goes back to the button that opened it (unless the user
// moved it elsewhere).
import { useEffect, useRef, useState, type ReactElement } from "react";
import { Popconfirm } from "antd";

interface Props {
  title: string;
  description: string;
  okText: string;
  danger?: boolean;
  disabled: boolean;
  onConfirm: () => void;
  children: ReactElement;
}

export function ConfirmButton({ title, description, okText, danger, disabled, onConfirm, children }: Props) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const close = () => {
    setOpen(false);
    const active = document.activeElement;
    if (!active || active === document.body || active.closest(".ant-popover")) opener.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={okText}
      okButtonProps={{ danger, autoFocus: true }}
      cancelText="Cancel"
      onConfirm={onConfirm}
      open={open}
      destroyOnHidden
      onOpenChange={(next) => {
        if (!next) return close();
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setOpen(true);
      }}
      disabled={disabled}
    >
      {children}
    </Popconfirm>
  );
}
