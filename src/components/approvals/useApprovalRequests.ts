// The approval requests the signed-in person may see (extension `approvals`): GET /api/approvals —
// every request for admins, their own for anyone else. One cached list shared by the Approvals
// screen, the record pages and the bell. With the extension off there is no call.
import { useMemo } from "react";
import { useList, type HttpError } from "@refinedev/core";
import { hasExtension } from "../../../providers/extensions";
import { readApprovalRequest, type ApprovalRequest } from "../../lib/approvals";

export function useApprovalRequests(options: { enabled?: boolean; refetchOnMount?: boolean | "always" } = {}) {
  const on = hasExtension("approvals") && options.enabled !== false;
  const { result, query } = useList<ApprovalRequest, HttpError>({
    resource: "approvals",
    pagination: { mode: "off" },
    queryOptions: { enabled: on, ...(options.refetchOnMount !== undefined ? { refetchOnMount: options.refetchOnMount } : {}) },
  });
  // Read once per answer: every reader (the screen, the record pages, the bell) gets safe people and texts.
  const data = result?.data;
  const requests = useMemo(() => (on && data ? data.map(readApprovalRequest) : []), [on, data]);
  return { requests, query, on };
}
