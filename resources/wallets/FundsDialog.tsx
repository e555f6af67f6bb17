// Load Funds / Withdraw Funds (SPEC "Dashboard", §5, §8; DESIGN §1): one dialog for both, a wallet
// select (first active wallet by default, or the row's wallet) and one field "Amount ($)".
// On failure the dialog stays open with the amount; the error toast comes from the notification provider.
import { useCallback, useMemo } from "react";
import { Button, Flex, Form, Input, Modal, Select } from "antd";
import { useCustomMutation, useInvalidate, type HttpError } from "@refinedev/core";
import type { Wallet } from "../../src/domain";
import { useInvalidateMetrics } from "../../src/app/metrics";
import { formatMoney, shortId, titleCase } from "../../src/lib/format";
import { balanceMax, toWireAmount } from "./amount";
import { focusMarkedField } from "../../src/components/dialogFocus";
import { useIdempotencyKey } from "../../src/components/useIdempotencyKey";

export type FundsMode = "load" | "withdraw";

export const FUNDS_TEXT: Record<FundsMode, { title: string; success: string }> = {
  load: { title: "Load Funds", success: "Funds loaded successfully" },
  withdraw: { title: "Withdraw Funds", success: "Funds withdrawn successfully" },
};

/** Refetch everything a money movement changes (SPEC §4). */
export function useInvalidateMoney() {
  const invalidate = useInvalidate();
  const invalidateMetrics = useInvalidateMetrics();
  return useCallback(() => {
    void invalidate({ resource: "wallets", invalidates: ["list"] });
    void invalidate({ resource: "transactions", invalidates: ["list"] });
    void invalidateMetrics();
  }, [invalidate, invalidateMetrics]);
}

export function walletOptionLabel(w: Wallet): string {
  const parts = [shortId(w.id, 8), formatMoney(w.balance, w.currency)];
  if (w.customerId) parts.push(w.customerId);
  if (w.status !== "active") parts.push(`(${titleCase(w.status)})`);
  return parts.join(" · ");
}

/** The preselected wallet: the one asked for, else the first active one, else the first. */
export function defaultWalletId(wallets: readonly Wallet[], wanted?: string): string | undefined {
  if (wanted && wallets.some((w) => w.id === wanted)) return wanted;
  return (wallets.find((w) => w.status === "active") ?? wallets[0])?.id;
}

interface Values {
  walletId?: string;
  amount?: string;
}

interface FormProps {
  mode: FundsMode;
  wallets: readonly Wallet[];
  walletId?: string;
  onDone: () => void;
  onCancel: () => void;
}

function FundsForm({ mode, wallets, walletId, onDone, onCancel }: FormProps) {
  const [form] = Form.useForm<Values>();
  const amount = Form.useWatch("amount", form);
  const chosenId = Form.useWatch("walletId", form);
  const chosen = wallets.find((w) => w.id === chosenId);
  const { mutate, mutation } = useCustomMutation<Wallet, HttpError, { amount: string }>();
  const attempt = useIdempotencyKey(); // this form mounts per opening
  const pending = mutation.isPending;
  const invalidateMoney = useInvalidateMoney();
  const initialValues = useMemo<Values>(() => ({ walletId: defaultWalletId(wallets, walletId) }), []); // eslint-disable-line react-hooks/exhaustive-deps
  const options = useMemo(
    () => wallets.map((w) => ({ value: w.id, label: walletOptionLabel(w), disabled: w.status !== "active" })),
    [wallets],
  );
  const max = mode === "withdraw" ? balanceMax(chosen?.balance) : undefined;
  const empty = amount === undefined || amount === null || String(amount).trim() === "";

  const submit = (values: Values) => {
    if (pending || !values.walletId) return;
    mutate(
      {
        url: "",
        method: "post",
        values: { amount: toWireAmount(values.amount) },
        meta: { resource: "wallets", action: mode, id: values.walletId, idempotencyKey: attempt.key },
        successNotification: () => ({ message: FUNDS_TEXT[mode].success, type: "success" }),
      },
      {
        onSuccess: () => {
          attempt.renew();
          invalidateMoney();
          onDone();
        },
      },
    );
  };

  return (
    <Form<Values> form={form} name={`funds-${mode}`} layout="vertical" initialValues={initialValues} onFinish={submit} noValidate requiredMark={false}>
      <Form.Item name="walletId" label="Wallet">
        <Select
          options={options}
          showSearch
          optionFilterProp="label"
          placeholder="Choose a wallet"
          notFoundContent="No wallets found"
          disabled={pending}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label="Amount ($)"
        extra={chosen ? `${mode === "withdraw" ? "Available" : "Current"} balance: ${formatMoney(chosen.balance, chosen.currency)}` : undefined}
      >
        <Input type="number" inputMode="decimal" min={0} step={0.01} max={max} placeholder="0.00" autoFocus data-autofocus disabled={pending} />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={pending} disabled={empty || !chosenId}>
          Submit
        </Button>
      </Flex>
    </Form>
  );
}

export interface FundsDialogProps {
  open: boolean;
  mode: FundsMode;
  wallets: readonly Wallet[];
  /** Preselected wallet (a row's Load/Withdraw); defaults to the first active wallet. */
  walletId?: string;
  onClose: () => void;
}

export function FundsDialog({ open, mode, wallets, walletId, onClose }: FundsDialogProps) {
  return (
    <Modal open={open} title={FUNDS_TEXT[mode].title} onCancel={onClose} footer={null} destroyOnHidden maskClosable={false} afterOpenChange={focusMarkedField}>
      <FundsForm mode={mode} wallets={wallets} walletId={walletId} onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
