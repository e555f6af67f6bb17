// "Withdraw request": the person who asked takes their own pending request back (extension
// `approvals`, POST /api/approvals/{id}/withdraw). On the Approvals screen in place of Reject, and on
// the record page of what was asked for, where an operator sees their own requests.
import type { RefObject } from "react";
import { Popconfirm } from "antd";
import { RollbackOutlined } from "@ant-design/icons";
import { useCustomMutation, type HttpError } from "@refinedev/core";
import { GuardedButton } from "../GuardedButton";
import { useRefetch } from "../resource/useRefetch";
import { approvalChange, approvalWhat, type ApprovalRequest } from "../../lib/approvals";

export const REQUEST_WITHDRAWN = "Request withdrawn";

interface Props {
  request: ApprovalRequest;
  size?: "small" | "middle";
  /** Where focus goes once done: the button hides itself, and focus must not fall to the page (Escape closes a record page). */
  focusAfter?: RefObject<HTMLElement | null>;
}

export function WithdrawRequestButton({ request, size, focusAfter }: Props) {
  const { mutateAsync, mutation } = useCustomMutation<ApprovalRequest, HttpError>();
  const refetch = useRefetch();
  const label = `${approvalWhat(request)}, ${approvalChange(request)}`;
  const withdraw = async () => {
    try {
      await mutateAsync({
        url: "",
        method: "post",
        values: {},
        meta: { resource: "approvals", action: "withdraw-request", id: request.id },
        successNotification: () => ({ message: REQUEST_WITHDRAWN, type: "success" }),
      });
      focusAfter?.current?.focus();
    } catch {
      // The error toast came from the notification provider; the request stays as it was.
    } finally {
      refetch(["approvals"]);
    }
  };
  return (
    <Popconfirm title="Withdraw this request?" description={`${label}. Nothing moves, and no one can approve it any more.`} okText="Withdraw request" onConfirm={withdraw}>
      <GuardedButton resource="approvals" action="withdraw-request" size={size} icon={<RollbackOutlined />} loading={mutation.isPending} aria-label={`Withdraw request: ${label}`}>
        Withdraw request
      </GuardedButton>
    </Popconfirm>
  );
}
