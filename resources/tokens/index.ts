import { createElement } from "react";
import { SafetyCertificateOutlined } from "@ant-design/icons";
import { declare, lazyView } from "../types";
import type { Token } from "../../src/domain";
import { formatExpiry } from "../../src/lib/format";
import { MAX_CHARS } from "../../src/lib/limits";

// The cell's tooltip and copy button load with the screen's first render, not with the route table.
const TokenIdCell = lazyView(() => import("./TokenIdCell").then((m) => ({ default: m.TokenIdCell })));

const isCard = (v: Record<string, unknown>) => v.paymentMethodType === "card";

export const tokens = declare<Token>({
  name: "tokens",
  label: "Token Vault",
  icon: createElement(SafetyCertificateOutlined),
  route: "/tokens",
  roles: { read: "operator", write: "operator" },
  nav: { order: 20 },
  api: { list: "/api/tokens" },
  fields: {
    tokenValue: { label: "Token ID", format: "shortId(12)" },
    paymentMethodType: {
      label: "Payment Method Type",
      type: "enum",
      format: "upperBadge",
      required: true,
      placeholder: "Select a type",
      options: [
        { value: "card", label: "Card" },
        { value: "ach", label: "ACH" },
        { value: "bank", label: "Bank" },
      ],
    },
    lastFour: { label: "Last Four", format: "lastFour", placeholder: "1234", input: { digits: true, maxInput: 4, pattern: /^\d{4}$/, patternMessage: "Last four must be 4 digits" } },
    expiryMonth: { label: "Expiry Month", placeholder: "MM", input: { digits: true, maxInput: 2, padTo: 2, pattern: /^(0?[1-9]|1[0-2])$/, patternMessage: "Expiry month must be 01–12" } },
    expiryYear: { label: "Expiry Year", placeholder: "YYYY", input: { digits: true, maxInput: 4, pattern: /^\d{4}$/, patternMessage: "Expiry year must be 4 digits" } },
    expiry: { label: "Expiry", render: (t) => formatExpiry(t.expiryMonth, t.expiryYear) },
    merchantId: { label: "Merchant ID", empty: "N/A", maxLength: MAX_CHARS.id },
    customerId: { label: "Customer ID", empty: "N/A", maxLength: MAX_CHARS.id },
    isActive: { label: "Status", format: "activeBadge" },
    createdAt: { label: "Created", type: "date", format: "date" },
  },
  list: {
    title: "Tokenized Payment Methods",
    columns: [
      { key: "tokenValue", render: (t) => createElement(TokenIdCell, { value: t.tokenValue }) },
      { key: "paymentMethodType", title: "Type" },
      "lastFour",
      "expiry",
      "customerId",
      "isActive",
      "createdAt",
    ],
    search: {
      fields: ["tokenValue", "paymentMethodType", "lastFour", "customerId"],
      placeholder: "Search tokens by ID, type, last four, or customer...",
    },
    empty: "No tokens found. Create your first token to get started.",
    emptyFiltered: "No tokens match your search.",
  },
  create: {
    title: "Tokenize Payment Method",
    okText: "Tokenize",
    fields: [
      "paymentMethodType",
      { name: "lastFour", when: isCard },
      { name: "expiryMonth", when: isCard },
      { name: "expiryYear", when: isCard },
      "merchantId",
      "customerId",
    ],
    requiredMessages: { paymentMethodType: "Payment method type is required" },
    success: "Token created successfully",
    // Tokenizing records a transaction too.
    refetch: ["transactions", "metrics"],
  },
  record: {
    title: (t) => `Token ${t.tokenValue}`,
    fields: ["tokenValue", "paymentMethodType", "lastFour", "expiry", "customerId", "merchantId", "isActive", "createdAt"],
  },
});
