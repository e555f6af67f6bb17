import { createElement } from "react";
import { FileProtectOutlined, UploadOutlined } from "@ant-design/icons";
import { declare, lazyView, type RowAction } from "../types";
import type { KycDocument } from "../../src/domain";
import { MAX_CHARS } from "../../src/lib/limits";
import { DOCUMENT_TYPE_OPTIONS, documentTypeLabel } from "./labels";
import { DOCUMENT_REJECTED_NOTE, documentDecision, type Decision } from "./review";

const ViewFile = lazyView(() => import("./ViewFile").then((m) => ({ default: m.ViewFile })));

const subject = (d: KycDocument) => `${documentTypeLabel(d.documentType)} ${d.fileName}`;

function review(decision: Decision): RowAction<KycDocument> {
  const verb = decision === "approve" ? "Approve" : "Reject";
  return {
    name: decision,
    label: verb,
    danger: decision === "reject",
    ariaLabel: (d) => `${verb} ${subject(d)}`,
    when: (d) => d.status === "pending",
    confirm: {
      title: (d) => `${verb} ${subject(d)}?`,
      description: decision === "approve" ? "The document will be marked approved." : `The document will be marked rejected with the note "${DOCUMENT_REJECTED_NOTE}".`,
      okText: verb,
      danger: decision === "reject",
    },
    call: { update: () => documentDecision(decision) },
    success: "Document status updated",
  };
}

const REVIEW_STATUS = [
  { value: "pending", label: "Pending", color: "gold" },
  { value: "approved", label: "Approved", color: "green" },
  { value: "rejected", label: "Rejected", color: "red" },
];

export const kycDocuments = declare<KycDocument>({
  name: "kyc-documents",
  label: "KYC Documents",
  icon: createElement(FileProtectOutlined),
  route: "/onboarding/kyc-documents",
  roles: { read: "operator", write: "operator" },
  // Shown as a tab of Onboarding, not as its own sidebar entry.
  nav: { order: 41, hidden: true },
  api: {
    list: "/api/kyc-documents",
    one: "/api/kyc-documents/:id",
    // Extension `audit` (docs/api-extensions.md): View records that the document was opened (no body, 204).
    actions: { "view-file": { method: "post", path: "/api/kyc-documents/:id/views" } },
  },
  fields: {
    merchantId: { label: "Merchant", type: "reference", reference: { resource: "merchants", display: "legalName" }, required: true, placeholder: "Select a merchant" },
    documentType: { label: "Document Type", type: "enum", required: true, placeholder: "Select a document type", options: DOCUMENT_TYPE_OPTIONS, render: (d) => documentTypeLabel(d.documentType) },
    fileName: {
      label: "File Name",
      term: "File name",
      required: true,
      maxLength: MAX_CHARS.fileName,
      placeholder: "business-license.pdf",
      // Long names are cut with an ellipsis (CSS, no per-row measuring); the full name is in the title.
      render: (d) => createElement("span", { className: "pd-truncate", title: d.fileName, style: { maxWidth: 220 } }, d.fileName),
    },
    fileUrl: { label: "File URL", type: "url", required: true, maxLength: MAX_CHARS.fileUrl, placeholder: "https://files.example.com/business-license.pdf" },
    status: { label: "Status", type: "enum", options: REVIEW_STATUS },
    uploadedAt: { label: "Uploaded", type: "date", format: "date" },
    reviewedAt: { label: "Reviewed", type: "date", format: "date", empty: "N/A" },
    reviewNotes: { label: "Review notes", empty: "—" },
    reviewedBy: { label: "Reviewed by", type: "email", empty: "—" },
  },
  list: {
    columns: ["documentType", "fileName", "status", "uploadedAt", { key: "reviewedAt", sorter: undefined }],
    empty: "No KYC documents found. Upload documents to get started.",
    emptyFiltered: "No documents found for selected merchant.",
  },
  create: {
    title: "Upload KYC Document",
    icon: createElement(UploadOutlined, { "aria-hidden": true }),
    okText: "Upload",
    fields: ["merchantId", "documentType", "fileName", "fileUrl"],
    // SPEC §9: every upload record carries these.
    fixed: { fileSize: 1024000, mimeType: "application/pdf" },
    requiredMessage: "All fields are required",
    success: "KYC document uploaded successfully",
  },
  actions: [{ name: "view", label: "View", Component: ViewFile }, review("approve"), review("reject")],
  // The route opens the Onboarding screen on its KYC Documents tab.
  view: lazyView(() => import("./KycDocumentsRoute")),
});
