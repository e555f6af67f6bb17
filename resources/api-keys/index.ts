import { createElement } from "react";
import { KeyOutlined } from "@ant-design/icons";
import { declare, lazyView } from "../types";
import type { ApiKey } from "../../src/domain";

export const apiKeys = declare<ApiKey>({
  name: "api-keys",
  label: "API Keys",
  icon: createElement(KeyOutlined),
  route: "/admin/api-keys",
  roles: { read: "admin", write: "admin" },
  // Shown as a tab of the Admin Portal.
  nav: { order: 51, hidden: true },
  api: { list: "/api/api-keys", one: "/api/api-keys/:id" },
  list: {
    columns: [
      { key: "name", title: "Name", sorter: "text" },
      { key: "keyValue", title: "Key Value", format: "apiKeyMask" },
      { key: "merchantId", title: "Merchant", empty: "Global" },
      { key: "environment", title: "Environment", format: "badge" },
      { key: "isActive", title: "Status", format: "activeBadge" },
      { key: "createdAt", title: "Created", format: "date", sorter: "date" },
      { key: "lastUsed", title: "Last Used", format: "date", empty: "Never" },
    ],
    empty: "No API keys yet. Create one to get started.",
  },
  // /admin/api-keys is the Admin Portal opened on its API Keys tab.
  view: lazyView(() => import("../../src/pages/admin/AdminPortalPage")),
});
