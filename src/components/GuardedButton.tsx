// A write button that follows the access-control provider: disabled with the reason in a
// tooltip (DESIGN: viewer sees "Read-only access") instead of hidden or dead.
import type { ReactNode } from "react";
import { Button, Tooltip, type ButtonProps } from "antd";
import { useAccess } from "./useAccess";

export interface GuardedButtonProps extends ButtonProps {
  resource: string;
  action?: string;
  /** Extra reason to disable (e.g. "Enter an amount"); shown as the tooltip. */
  disabledReason?: string | null;
  children?: ReactNode;
}

export function GuardedButton({ resource, action = "create", disabledReason, disabled, children, ...rest }: GuardedButtonProps) {
  const data = useAccess(resource, action);
  const allowed = data?.can ?? false;
  const reason = !allowed ? (data?.reason ?? "Not allowed") : disabledReason;
  const isDisabled = disabled || !allowed || Boolean(disabledReason);
  const button = (
    <Button {...rest} disabled={isDisabled} aria-disabled={isDisabled}>
      {children}
    </Button>
  );
  if (!isDisabled || !reason) return button;
  // A disabled button gets no pointer events; the span carries the tooltip and keyboard focus.
  return (
    <Tooltip title={reason}>
      <span tabIndex={0} aria-label={`${typeof children === "string" ? children : (rest["aria-label"] ?? "Action")}: ${reason}`} style={{ display: "inline-block" }}>
        {button}
      </span>
    </Tooltip>
  );
}

/** The same decision for non-button UI (menus, switches). */
export function useCanWrite(resource: string, action = "create"): { can: boolean; reason?: string } {
  const data = useAccess(resource, action);
  return { can: data?.can ?? false, reason: data?.reason };
}
