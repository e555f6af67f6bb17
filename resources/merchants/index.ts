import { createElement } from "react";
import { ShopOutlined } from "@ant-design/icons";
import { declare, lazyView } from "../types";
import type { Merchant } from "../../src/domain";
import { businessTypeLabel } from "./labels";

export const merchants = declare<Merchant>({
  name: "merchants",
  label: "Onboarding",
  icon: createElement(ShopOutlined),
  route: "/onboarding",
  roles: { read: "operator", write: "operator" },
  nav: { order: 40 },
  api: { list: "/api/merchants", one: "/api/merchants/:id" },
  list: {
    title: "Merchants",
    columns: [
      { key: "legalName", title: "Business Name", sorter: "text" },
      { key: "ein", title: "EIN" },
      { key: "businessType", title: "Business Type", render: (m) => businessTypeLabel(m.businessType) },
      { key: "kycStatus", title: "KYC Status", format: "badge" },
      { key: "onboardingStatus", title: "Onboarding Status", format: "badge" },
      { key: "createdAt", title: "Created", format: "date", sorter: "date" },
    ],
    empty: "No merchants found. Add your first merchant to get started.",
  },
  // Two tabs (Merchants, KYC Documents) and the Add Merchant / Upload KYC Document dialogs.
  view: lazyView(() => import("./OnboardingPage")),
});
