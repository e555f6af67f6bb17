import { createElement } from "react";
import { SwapOutlined } from "@ant-design/icons";
import { declare, lazyView } from "../types";
import type { Transaction } from "../../src/domain";

export const transactions = declare<Transaction>({
  name: "transactions",
  label: "Transactions",
  icon: createElement(SwapOutlined),
  route: "/transactions",
  roles: { read: "viewer", write: "admin" },
  nav: { order: 30 },
  api: { list: "/api/transactions" },
  list: {
    columns: [
      { key: "id", title: "Transaction ID", format: "truncate(8)" },
      { key: "type", title: "Type", format: "typeLabel" },
      { key: "description", title: "Description" },
      { key: "amount", title: "Amount", format: "signedAmount", sorter: "number", align: "right" },
      { key: "status", title: "Status", format: "badge" },
      { key: "createdAt", title: "Date", format: "date", sorter: "date" },
    ],
    search: { fields: ["id", "description", "type"], placeholder: "Search transactions..." },
    filters: [
      {
        key: "status",
        label: "Status",
        allLabel: "All Statuses",
        options: [
          { value: "completed", label: "Completed" },
          { value: "pending", label: "Pending" },
          { value: "failed", label: "Failed" },
          { value: "cancelled", label: "Cancelled" },
        ],
      },
      {
        key: "type",
        label: "Type",
        allLabel: "All Types",
        options: [
          { value: "payment", label: "Payment" },
          { value: "withdrawal", label: "Withdrawal" },
          { value: "load_funds", label: "Load Funds" },
          { value: "tokenization", label: "Tokenization" },
          { value: "wallet_creation", label: "Wallet Creation" },
        ],
      },
    ],
    empty: "No transactions found.",
    emptyFiltered: "No transactions match your filters.",
    pageSize: 20,
  },
  view: lazyView(() => import("./TransactionsPage")),
});
