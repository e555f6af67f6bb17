import { createElement } from "react";
import { DeleteOutlined, KeyOutlined } from "@ant-design/icons";
import { declare } from "../types";
import type { ApiKey } from "../../src/domain";
import { MAX_CHARS } from "../../src/lib/limits";

export const DELETE_API_KEY_CONFIRM = "Are you sure you want to delete this API key? This action cannot be undone.";

export const apiKeys = declare<ApiKey>({
  name: "api-keys",
  label: "API Keys",
  icon: createElement(KeyOutlined),
  route: "/admin/api-keys",
  roles: { read: "admin", write: "admin" },
  // Shown as a tab of the Admin Portal, which hosts its route (src/pages/index.ts).
  nav: { order: 51, hidden: true },
  api: {
    list: "/api/api-keys",
    one: "/api/api-keys/:id",
    // Extension `secrets` (docs/api-extensions.md): one key's value, asked for by Reveal and Copy; recorded.
    actions: { secret: { method: "get", path: "/api/api-keys/:id/secret" } },
  },
  fields: {
    name: { label: "Name", term: "API key name", required: true, maxLength: MAX_CHARS.apiKeyName, placeholder: "e.g. Checkout production" },
    keyValue: { label: "Key Value", format: "apiKeyMask" },
    merchantId: {
      label: "Merchant",
      type: "reference",
      reference: { resource: "merchants", display: "legalName", none: { value: "global", label: "Global" } },
      empty: "Global",
      help: "Global keys are not tied to one merchant.",
    },
    environment: {
      label: "Environment",
      type: "enum",
      format: "badge",
      options: [
        { value: "sandbox", label: "Sandbox" },
        { value: "production", label: "Production" },
      ],
    },
    isActive: { label: "Status", format: "activeBadge" },
    createdAt: { label: "Created", type: "date", format: "date" },
    lastUsed: { label: "Last Used", type: "date", format: "date", empty: "Never" },
  },
  list: {
    title: "API Keys",
    columns: [
      { key: "name", sorter: "text", width: 150 },
      "keyValue",
      { key: "merchantId", width: 150 },
      "environment",
      "isActive",
      { key: "createdAt", width: 120 },
      { key: "lastUsed", width: 120, sorter: undefined },
    ],
    empty: "No API keys yet. Create one to get started.",
  },
  create: {
    title: "Create API Key",
    okText: "Create API Key",
    fields: ["name", { name: "merchantId", initial: () => "global" }, { name: "environment", initial: () => "sandbox" }],
    fixed: { permissions: [] },
    requiredMessages: { name: "API key name is required" },
    success: "API key created successfully",
  },
  actions: [
    {
      name: "delete",
      label: "Delete",
      iconOnly: true,
      danger: true,
      icon: createElement(DeleteOutlined),
      ariaLabel: (k) => `Delete ${k.name}`,
      confirm: { title: () => "Delete API key", description: DELETE_API_KEY_CONFIRM, okText: "Delete", danger: true, modal: true },
      call: { delete: true },
      success: "API key deleted successfully",
    },
  ],
});
