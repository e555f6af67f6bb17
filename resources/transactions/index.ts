import { createElement } from "react";
import { SwapOutlined } from "@ant-design/icons";
import { declare, lazyView } from "../types";
import type { Transaction } from "../../src/domain";

const STATUSES = [
  { value: "completed", label: "Completed", color: "green" },
  { value: "pending", label: "Pending", color: "gold" },
  { value: "failed", label: "Failed", color: "red" },
  { value: "cancelled", label: "Cancelled" },
];

const TYPES = [
  { value: "payment", label: "Payment", color: "green" },
  { value: "withdrawal", label: "Withdrawal", color: "red" },
  { value: "load_funds", label: "Load Funds", color: "green" },
  { value: "tokenization", label: "Tokenization", color: "blue" },
  { value: "wallet_creation", label: "Wallet Creation", color: "cyan" },
];

export const transactions = declare<Transaction>({
  name: "transactions",
  label: "Transactions",
  icon: createElement(SwapOutlined),
  route: "/transactions",
  roles: { read: "viewer", write: "admin" },
  nav: { order: 30 },
  api: { list: "/api/transactions" },
  fields: {
    id: { label: "Transaction ID", format: "truncate(8)" },
    type: { label: "Type", type: "enum", format: "typeLabel", options: TYPES },
    description: { label: "Description", empty: "—" },
    amount: { label: "Amount", type: "money", format: "signedAmount", empty: "N/A" },
    status: { label: "Status", type: "enum", format: "badge", options: STATUSES },
    walletId: { label: "Wallet ID", empty: "—" },
    createdAt: { label: "Date", type: "date", format: "date" },
  },
  list: {
    columns: ["id", "type", "description", { key: "amount", empty: undefined }, "status", "createdAt"],
    search: { fields: ["id", "description", "type"], placeholder: "Search transactions..." },
    filters: [
      {
        key: "status",
        allLabel: "All Statuses",
      },
      {
        key: "type",
        allLabel: "All Types",
      },
    ],
    empty: "No transactions found.",
    emptyFiltered: "No transactions match your filters.",
    pageSize: 20,
    // Up to millions of rows: the server pages them when it offers `paging`.
    serverPaging: true,
  },
  record: { title: (t) => `Transaction ${t.id}` },
  view: lazyView(() => import("./TransactionsPage")),
});
