import { createElement } from "react";
import { WalletOutlined } from "@ant-design/icons";
import { declare, lazyView } from "../types";
import type { Wallet } from "../../src/domain";

export const wallets = declare<Wallet>({
  name: "wallets",
  label: "Wallets",
  icon: createElement(WalletOutlined),
  route: "/wallets",
  roles: { read: "viewer", write: "operator" },
  nav: { order: 10 },
  api: {
    list: "/api/wallets",
    actions: {
      load: { method: "post", path: "/api/wallets/:id/load" },
      withdraw: { method: "post", path: "/api/wallets/:id/withdraw" },
      qr: { method: "post", path: "/api/wallets/:id/qr" },
    },
  },
  list: {
    title: "Active Wallets",
    columns: [
      { key: "id", title: "Wallet ID", format: "shortId(8)" },
      { key: "customerId", title: "Customer ID", empty: "N/A" },
      { key: "balance", title: "Balance", format: "moneyWithCurrency", sorter: "number", align: "right" },
      { key: "status", title: "Status", format: "badge" },
      { key: "createdAt", title: "Created", format: "date", sorter: "date" },
    ],
    empty: "No wallets found. Create your first wallet to get started.",
  },
  view: lazyView(() => import("./WalletsPage")),
});
