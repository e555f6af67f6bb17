// Tokenize Payment Method (SPEC §5 "Create token", §7 POST /api/tokens, §8 toasts).
import { useRef } from "react";
import { Col, Form, Input, Modal, Row } from "antd";
import { FormSelect } from "../merchants/FormSelect";
import { useCreate, useInvalidate } from "@refinedev/core";
import { useIdempotencyKey } from "../../src/components/useIdempotencyKey";
import type { PaymentMethodType, Token } from "../../src/domain";
import { useInvalidateMetrics } from "../../src/app/metrics";
import { MAX_CHARS, maxChars } from "../../src/lib/limits";

export const TYPE_REQUIRED = "Payment method type is required";

const TYPE_OPTIONS: ReadonlyArray<{ value: PaymentMethodType; label: string }> = [
  { value: "card", label: "Card" },
  { value: "ach", label: "ACH" },
  { value: "bank", label: "Bank" },
];

interface Values {
  paymentMethodType?: PaymentMethodType;
  lastFour?: string;
  expiryMonth?: string;
  expiryYear?: string;
  merchantId?: string;
  customerId?: string;
}

/** Body of POST /api/tokens: card-only fields only for cards, empty optional fields omitted. */
export function tokenBody(v: Values): Record<string, string> {
  const body: Record<string, string> = {};
  const put = (key: keyof Values, value: string | undefined) => {
    const t = value?.trim();
    if (t) body[key] = t;
  };
  put("paymentMethodType", v.paymentMethodType);
  if (v.paymentMethodType === "card") {
    put("lastFour", v.lastFour);
    // "7" means July: send the two digits the server expects.
    put("expiryMonth", v.expiryMonth?.trim().length === 1 ? `0${v.expiryMonth.trim()}` : v.expiryMonth);
    put("expiryYear", v.expiryYear);
  }
  put("merchantId", v.merchantId);
  put("customerId", v.customerId);
  return body;
}

const digitsOnly = (v: string | undefined) => (v ?? "").replace(/\D/g, "");

/** An optional digits field: empty is fine, otherwise it must match. */
const optional = (re: RegExp, message: string) => ({
  validator: (_: unknown, value: string | undefined) => (!value || re.test(value) ? Promise.resolve() : Promise.reject(new Error(message))),
});

export function TokenizeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch("paymentMethodType", form);
  const { mutate, mutation } = useCreate<Token>();
  const attempt = useIdempotencyKey(open);
  const invalidate = useInvalidate();
  const invalidateMetrics = useInvalidateMetrics();
  const sending = useRef(false);
  const pending = mutation.isPending;

  const close = () => {
    if (sending.current) return;
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    if (sending.current) return;
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    sending.current = true;
    mutate(
      {
        resource: "tokens",
        values: tokenBody(values),
        meta: { idempotencyKey: attempt.key },
        successNotification: () => ({ message: "Token created successfully", type: "success" }),
      },
      {
        onSuccess: () => {
          sending.current = false;
          attempt.renew();
          invalidateMetrics();
          // Tokenizing records a transaction too.
          invalidate({ resource: "transactions", invalidates: ["list"] });
          form.resetFields();
          onClose();
        },
        // The error toast comes from the notification provider; the dialog keeps the input.
        onError: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title="Tokenize Payment Method"
      okText="Tokenize"
      onOk={submit}
      onCancel={close}
      confirmLoading={pending}
      cancelButtonProps={{ disabled: pending }}
      maskClosable={!pending}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit} disabled={pending}>
        <Form.Item name="paymentMethodType" label="Payment Method Type" rules={[{ required: true, message: TYPE_REQUIRED }]}>
          <FormSelect placeholder="Select a type" options={TYPE_OPTIONS as Array<{ value: string; label: string }>} />
        </Form.Item>
        {type === "card" && (
          <Row gutter={12}>
            <Col xs={24} sm={8}>
              <Form.Item
                name="lastFour"
                label="Last Four"
                normalize={digitsOnly}
                rules={[optional(/^\d{4}$/, "Last four must be 4 digits")]}
              >
                <Input maxLength={4} inputMode="numeric" autoComplete="off" placeholder="1234" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={8}>
              <Form.Item
                name="expiryMonth"
                label="Expiry Month"
                normalize={digitsOnly}
                rules={[optional(/^(0?[1-9]|1[0-2])$/, "Expiry month must be 01–12")]}
              >
                <Input maxLength={2} inputMode="numeric" autoComplete="off" placeholder="MM" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={8}>
              <Form.Item
                name="expiryYear"
                label="Expiry Year"
                normalize={digitsOnly}
                rules={[optional(/^\d{4}$/, "Expiry year must be 4 digits")]}
              >
                <Input maxLength={4} inputMode="numeric" autoComplete="off" placeholder="YYYY" />
              </Form.Item>
            </Col>
          </Row>
        )}
        <Form.Item name="merchantId" label="Merchant ID" rules={[maxChars("Merchant ID", MAX_CHARS.id)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="customerId" label="Customer ID" rules={[maxChars("Customer ID", MAX_CHARS.id)]}>
          <Input autoComplete="off" />
        </Form.Item>
        {/* Enter submits from any field. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
