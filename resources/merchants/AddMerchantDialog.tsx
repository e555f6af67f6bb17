// Add Merchant (SPEC §5 "Create merchant", §7 POST /api/merchants, §8 toasts).
import { useRef } from "react";
import { Alert, Form, Input, Modal } from "antd";
import { FormSelect } from "./FormSelect";
import { useCreate } from "@refinedev/core";
import { useIdempotencyKey } from "../../src/components/useIdempotencyKey";
import type { BusinessType, Merchant } from "../../src/domain";
import { BUSINESS_TYPE_OPTIONS } from "./labels";
import { ALL_FIELDS_REQUIRED, useRequiredFields } from "./required";
import { MAX_CHARS, maxChars } from "../../src/lib/limits";

interface Values {
  legalName?: string;
  ein?: string;
  businessType?: BusinessType;
}

const FIELDS = ["legalName", "ein", "businessType"] as const;

export function AddMerchantDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const required = useRequiredFields(FIELDS);
  const { mutate, mutation } = useCreate<Merchant>();
  const attempt = useIdempotencyKey(open);
  const sending = useRef(false);
  const pending = mutation.isPending;

  const close = () => {
    if (sending.current) return;
    form.resetFields();
    required.reset();
    onClose();
  };

  const submit = async () => {
    if (sending.current) return;
    const values = form.getFieldsValue();
    if (required.check(values).length) return;
    try {
      await form.validateFields(); // length limits (the server's messages)
    } catch {
      return;
    }
    if (sending.current) return;
    sending.current = true;
    mutate(
      {
        resource: "merchants",
        values: { legalName: values.legalName!.trim(), ein: values.ein!.trim(), businessType: values.businessType },
        meta: { idempotencyKey: attempt.key },
        successNotification: () => ({ message: "Merchant created successfully", type: "success" }),
      },
      {
        onSuccess: () => {
          sending.current = false;
          attempt.renew();
          form.resetFields();
          onClose();
        },
        onError: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title="Add Merchant"
      okText="Add Merchant"
      onOk={submit}
      onCancel={close}
      confirmLoading={pending}
      cancelButtonProps={{ disabled: pending }}
      maskClosable={!pending}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit} onValuesChange={required.onValuesChange} disabled={pending}>
        {required.missing.length > 0 && <Alert type="error" showIcon message={ALL_FIELDS_REQUIRED} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="legalName"
          label="Legal Name"
          required
          validateStatus={required.status("legalName")}
          rules={[maxChars("Legal name", MAX_CHARS.legalName)]}
        >
          <Input autoComplete="organization" aria-invalid={Boolean(required.status("legalName"))} />
        </Form.Item>
        <Form.Item name="ein" label="EIN" required validateStatus={required.status("ein")} rules={[maxChars("EIN", MAX_CHARS.ein)]}>
          <Input placeholder="XX-XXXXXXX" autoComplete="off" aria-invalid={Boolean(required.status("ein"))} />
        </Form.Item>
        <Form.Item name="businessType" label="Business Type" required validateStatus={required.status("businessType")}>
          <FormSelect
            placeholder="Select a business type"
            options={BUSINESS_TYPE_OPTIONS}
            aria-invalid={Boolean(required.status("businessType"))}
          />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
