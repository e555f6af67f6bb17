import { createElement } from "react";
import { ShopOutlined } from "@ant-design/icons";
import { declare, lazyView, type RowAction } from "../types";
import type { Merchant } from "../../src/domain";
import { MAX_CHARS } from "../../src/lib/limits";
import { BUSINESS_TYPE_OPTIONS } from "./labels";

type Decision = "approve" | "reject";

/** Approve sets KYC and onboarding approved; Reject only KYC (SPEC §4). Offered while KYC is pending. */
function review(decision: Decision): RowAction<Merchant> {
  const verb = decision === "approve" ? "Approve" : "Reject";
  return {
    name: decision,
    label: verb,
    danger: decision === "reject",
    ariaLabel: (m) => `${verb} ${m.legalName}`,
    when: (m) => m.kycStatus === "pending",
    confirm: {
      title: (m) => `${verb} ${m.legalName}?`,
      description: decision === "approve" ? "KYC and onboarding will be marked approved." : "KYC will be marked rejected.",
      okText: verb,
      danger: decision === "reject",
    },
    call: { update: () => (decision === "approve" ? { kycStatus: "approved", onboardingStatus: "approved" } : { kycStatus: "rejected" }) },
    success: "Merchant status updated",
  };
}

const REVIEW_STATUS = [
  { value: "pending", label: "Pending", color: "gold" },
  { value: "approved", label: "Approved", color: "green" },
  { value: "rejected", label: "Rejected", color: "red" },
];

export const merchants = declare<Merchant>({
  name: "merchants",
  label: "Onboarding",
  icon: createElement(ShopOutlined),
  route: "/onboarding",
  roles: { read: "operator", write: "operator" },
  nav: { order: 40 },
  api: { list: "/api/merchants", one: "/api/merchants/:id" },
  fields: {
    legalName: { label: "Legal Name", term: "Legal name", required: true, maxLength: MAX_CHARS.legalName, input: { autoComplete: "organization" } },
    ein: { label: "EIN", required: true, maxLength: MAX_CHARS.ein, placeholder: "XX-XXXXXXX" },
    businessType: { label: "Business Type", type: "enum", required: true, placeholder: "Select a business type", options: BUSINESS_TYPE_OPTIONS },
    kycStatus: { label: "KYC Status", type: "enum", options: REVIEW_STATUS },
    onboardingStatus: { label: "Onboarding Status", type: "enum", options: REVIEW_STATUS },
    createdAt: { label: "Created", type: "date", format: "date" },
    id: { label: "Merchant ID" },
  },
  list: {
    title: "Merchants",
    columns: [
      { key: "legalName", title: "Business Name", sorter: "text" },
      "ein",
      { key: "businessType", render: (m) => BUSINESS_TYPE_OPTIONS.find((o) => o.value === m.businessType)?.label ?? m.businessType },
      "kycStatus",
      "onboardingStatus",
      "createdAt",
    ],
    empty: "No merchants found. Add your first merchant to get started.",
  },
  create: {
    title: "Add Merchant",
    okText: "Add Merchant",
    fields: ["legalName", "ein", "businessType"],
    requiredMessage: "All fields are required",
    success: "Merchant created successfully",
  },
  actions: [review("approve"), review("reject")],
  record: {
    path: "/onboarding/merchants/:id",
    title: (m) => m.legalName,
    fields: ["legalName", "ein", "businessType", "kycStatus", "onboardingStatus", "createdAt", "id"],
    related: [
      // Who reviewed each document, as the demo backend records it (issue 20).
      { resource: "kyc-documents", field: "merchantId", query: (id) => ({ merchantId: id }), columns: ["documentType", "fileName", "status", "reviewedAt", "reviewedBy"] },
      { resource: "wallets", field: "merchantId" },
      { resource: "tokens", field: "merchantId" },
      { resource: "api-keys", field: "merchantId" },
    ],
  },
  // Two tabs (Merchants, KYC Documents) and the Add Merchant / Upload KYC Document buttons.
  view: lazyView(() => import("./OnboardingPage")),
});
