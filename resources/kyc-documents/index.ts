import { createElement } from "react";
import { FileProtectOutlined } from "@ant-design/icons";
import { declare, lazyView } from "../types";
import type { KycDocument } from "../../src/domain";
import { documentTypeLabel } from "./labels";

export const kycDocuments = declare<KycDocument>({
  name: "kyc-documents",
  label: "KYC Documents",
  icon: createElement(FileProtectOutlined),
  route: "/onboarding/kyc-documents",
  roles: { read: "operator", write: "operator" },
  // Shown as a tab of Onboarding, not as its own sidebar entry.
  nav: { order: 41, hidden: true },
  api: { list: "/api/kyc-documents", one: "/api/kyc-documents/:id" },
  list: {
    columns: [
      { key: "documentType", title: "Document Type", render: (d) => documentTypeLabel(d.documentType) },
      { key: "fileName", title: "File Name" },
      { key: "status", title: "Status", format: "badge" },
      { key: "uploadedAt", title: "Uploaded", format: "date", sorter: "date" },
      { key: "reviewedAt", title: "Reviewed", format: "date", empty: "N/A" },
    ],
    empty: "No KYC documents found. Upload documents to get started.",
    emptyFiltered: "No documents found for selected merchant.",
  },
  // The route opens the Onboarding screen on its KYC Documents tab.
  view: lazyView(() => import("./KycDocumentsRoute")),
});
