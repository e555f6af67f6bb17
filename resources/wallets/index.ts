import { createElement } from "react";
import { ArrowDownOutlined, ArrowUpOutlined, WalletOutlined } from "@ant-design/icons";
import { declare, lazyView, type FormConfig, type FormField, type RowAction } from "../types";
import type { Wallet } from "../../src/domain";
import { balanceMax } from "../../src/lib/amount";
import { formatMoney, titleCase, truncate } from "../../src/lib/format";
import { MAX_CHARS } from "../../src/lib/limits";
import { defaultWalletId, walletOptionLabel } from "./labels";

const QrButton = lazyView(() => import("./QrButton").then((m) => ({ default: m.QrButton })));

type Mode = "load" | "withdraw";
const chosen = (values: Record<string, unknown>, wallets: readonly Wallet[]) => wallets.find((w) => w.id === values.walletId);

/** Load Funds / Withdraw Funds (SPEC "Dashboard", §5): a wallet select and "Amount ($)". */
function fundsForm(mode: Mode): FormConfig {
  const walletField: FormField = {
    name: "walletId",
    send: false,
    initial: (ctx) => defaultWalletId((ctx.refs.wallets ?? []) as Wallet[], ctx.record?.id),
    optionLabel: walletOptionLabel,
    optionDisabled: (w: Wallet) => w.status !== "active",
  };
  const amountField: FormField = {
    name: "amount",
    autoFocus: true,
    max: mode === "withdraw" ? (v, ctx) => balanceMax(chosen(v, ctx.refs.wallets as Wallet[])?.balance) : undefined,
    help: (v, ctx) => {
      const w = chosen(v, (ctx.refs.wallets ?? []) as Wallet[]);
      return w && `${mode === "withdraw" ? "Available" : "Current"} balance: ${formatMoney(w.balance, w.currency)}`;
    },
  };
  return {
    title: mode === "load" ? "Load Funds" : "Withdraw Funds",
    okText: "Submit",
    fields: [walletField, amountField],
    disabledUntil: ["walletId", "amount"],
    success: mode === "load" ? "Funds loaded successfully" : "Funds withdrawn successfully",
    refetch: ["transactions", "metrics"],
  };
}

const inactive = (w: Wallet) => (w.status !== "active" ? `Wallet is ${titleCase(w.status).toLowerCase()}` : null);

function fundsAction(mode: Mode): RowAction<Wallet> {
  const label = mode === "load" ? "Load" : "Withdraw";
  return {
    name: mode,
    label,
    icon: createElement(mode === "load" ? ArrowDownOutlined : ArrowUpOutlined, { "aria-hidden": true }),
    ariaLabel: (w) => `${mode === "load" ? "Load funds to" : "Withdraw funds from"} wallet ${truncate(w.id, 8)}`,
    disabled: inactive,
    call: { custom: mode, idField: "walletId" },
    form: fundsForm(mode),
  };
}

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
  fields: {
    id: { label: "Wallet ID", format: "shortId(8)" },
    customerId: { label: "Customer ID", empty: "N/A", maxLength: MAX_CHARS.id, placeholder: "Optional" },
    merchantId: { label: "Merchant ID", empty: "N/A", maxLength: MAX_CHARS.id, placeholder: "Optional" },
    balance: { label: "Balance", type: "money", format: "moneyWithCurrency" },
    status: {
      label: "Status",
      type: "enum",
      options: [
        { value: "active", label: "Active", color: "green" },
        { value: "suspended", label: "Suspended", color: "orange" },
        { value: "closed", label: "Closed" },
      ],
    },
    createdAt: { label: "Created", type: "date", format: "date" },
    walletId: { label: "Wallet", type: "reference", reference: { resource: "wallets", display: "id" }, placeholder: "Choose a wallet" },
    amount: { label: "Amount ($)", type: "money", placeholder: "0.00" },
  },
  list: {
    title: "Active Wallets",
    columns: ["id", "customerId", "balance", "status", "createdAt"],
    empty: "No wallets found. Create your first wallet to get started.",
  },
  create: {
    title: "Create Wallet",
    okText: "Create",
    fields: ["merchantId", "customerId"],
    success: "Wallet created successfully",
    refetch: ["transactions", "metrics"],
  },
  actions: [{ name: "qr", label: "QR", Component: QrButton }, fundsAction("load"), fundsAction("withdraw")],
  record: {
    title: (w) => `Wallet ${w.id}`,
    fields: ["id", "balance", "status", "customerId", "merchantId", "createdAt"],
  },
});
