// Four-eyes approvals (extension `approvals`, docs/api-extensions.md): requests held for a second admin.
// A resource, so the demo backend's guards read its roles from this one access table (mocks/access.ts).
import { createElement } from "react";
import { SafetyCertificateOutlined } from "@ant-design/icons";
import { declare, lazyView } from "../types";

export const approvals = declare({
  name: "approvals",
  label: "Approvals",
  icon: createElement(SafetyCertificateOutlined),
  route: "/approvals",
  // Anyone who can ask (operators: withdrawals) can withdraw their own request; the server checks it is theirs.
  roles: { read: "admin", write: "admin", actions: { "withdraw-request": "operator" } },
  nav: { order: 75 },
  extension: "approvals",
  api: {
    list: "/api/approvals",
    actions: {
      approve: { method: "post", path: "/api/approvals/:id/approve" },
      reject: { method: "post", path: "/api/approvals/:id/reject" },
      "withdraw-request": { method: "post", path: "/api/approvals/:id/withdraw" },
    },
  },
  preload: [{ path: "/api/approvals" }],
  view: lazyView(() => import("./ApprovalsPage")),
});
