// Create Wallet (SPEC "Wallets", §7): optional Merchant ID and Customer ID; empty fields are omitted.
import { Button, Flex, Form, Input, Modal } from "antd";
import { useCreate, type HttpError } from "@refinedev/core";
import type { Wallet } from "../../src/domain";
import { useInvalidateMoney } from "./FundsDialog";
import { MAX_CHARS, maxChars } from "../../src/lib/limits";
import { focusMarkedField } from "../../src/components/dialogFocus";
import { useIdempotencyKey } from "../../src/components/useIdempotencyKey";

interface Values {
  merchantId?: string;
  customerId?: string;
}

/** Trimmed text, or undefined (the data provider drops undefined fields from the body). */
function optional(v: string | undefined): string | undefined {
  const t = v?.trim();
  return t ? t : undefined;
}

function CreateWalletForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { mutate, mutation } = useCreate<Wallet, HttpError, { merchantId?: string; customerId?: string }>();
  const attempt = useIdempotencyKey(); // this form mounts per opening
  const pending = mutation.isPending;
  const invalidateMoney = useInvalidateMoney();
  const submit = (values: Values) => {
    if (pending) return;
    mutate(
      {
        resource: "wallets",
        values: { merchantId: optional(values.merchantId), customerId: optional(values.customerId) },
        meta: { idempotencyKey: attempt.key },
        successNotification: () => ({ message: "Wallet created successfully", type: "success" }),
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
    <Form<Values> name="create-wallet" layout="vertical" onFinish={submit} noValidate requiredMark={false}>
      {/* Length limits as rules, not maxLength: a long paste gets the server's message, not a silent cut. */}
      <Form.Item name="merchantId" label="Merchant ID" rules={[maxChars("Merchant ID", MAX_CHARS.id)]}>
        <Input placeholder="Optional" autoComplete="off" disabled={pending} autoFocus data-autofocus />
      </Form.Item>
      <Form.Item name="customerId" label="Customer ID" rules={[maxChars("Customer ID", MAX_CHARS.id)]}>
        <Input placeholder="Optional" autoComplete="off" disabled={pending} />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={pending}>
          Create
        </Button>
      </Flex>
    </Form>
  );
}

export function CreateWalletDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Create Wallet" onCancel={onClose} footer={null} destroyOnHidden maskClosable={false} afterOpenChange={focusMarkedField}>
      <CreateWalletForm onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
