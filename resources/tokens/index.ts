import { createElement } from "react";
import { SafetyCertificateOutlined } from "@ant-design/icons";
import { declare, lazyView } from "../types";
import type { Token } from "../../src/domain";
import { formatExpiry } from "../../src/lib/format";

export const tokens = declare<Token>({
  name: "tokens",
  label: "Token Vault",
  icon: createElement(SafetyCertificateOutlined),
  route: "/tokens",
  roles: { read: "operator", write: "operator" },
  nav: { order: 20 },
  api: { list: "/api/tokens" },
  view: lazyView(() => import("./TokenVaultPage")),
  list: {
    columns: [
      { key: "tokenValue", title: "Token ID", format: "shortId(12)" },
      { key: "paymentMethodType", title: "Type", format: "upperBadge" },
      { key: "lastFour", title: "Last Four", format: "lastFour" },
      { key: "expiry", title: "Expiry", render: (t) => formatExpiry(t.expiryMonth, t.expiryYear) },
      { key: "customerId", title: "Customer ID", empty: "N/A" },
      { key: "isActive", title: "Status", format: "activeBadge" },
      { key: "createdAt", title: "Created", format: "date", sorter: "date" },
    ],
    search: {
      fields: ["tokenValue", "paymentMethodType", "lastFour", "customerId"],
      placeholder: "Search tokens by ID, type, last four, or customer...",
    },
    empty: "No tokens found. Create your first token to get started.",
    emptyFiltered: "No tokens match your search.",
  },
});
