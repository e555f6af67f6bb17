// Create API key (SPEC "Admin Portal", §5, §7): name required, merchant (Global = none),
// environment sandbox/production (default sandbox), permissions sent empty.
import { Button, Flex, Form, Input, Modal, Select } from "antd";
import { useCreate, type HttpError } from "@refinedev/core";
import { useIdempotencyKey } from "../../src/components/useIdempotencyKey";
import type { ApiKey, Environment, Merchant } from "../../src/domain";
import { MAX_CHARS, maxChars } from "../../src/lib/limits";
import { focusMarkedField } from "../../src/components/dialogFocus";

export const GLOBAL_MERCHANT = "global";
export const ENVIRONMENT_OPTIONS = [
  { value: "sandbox", label: "Sandbox" },
  { value: "production", label: "Production" },
];

interface Values {
  name: string;
  merchantId: string;
  environment: Environment;
}

export interface CreateApiKeyBody {
  name: string;
  merchantId?: string;
  environment: Environment;
  permissions: string[];
}

/** The POST body: a merchant of "global" or empty means no merchant (the field is omitted). */
export function toCreateBody(values: Values): CreateApiKeyBody {
  const merchant = values.merchantId?.trim();
  return {
    name: values.name.trim(),
    merchantId: merchant && merchant.toLowerCase() !== GLOBAL_MERCHANT ? merchant : undefined,
    environment: values.environment ?? "sandbox",
    permissions: [],
  };
}

function CreateApiKeyForm({ merchants, onDone, onCancel }: { merchants: Merchant[]; onDone: () => void; onCancel: () => void }) {
  const { mutate, mutation } = useCreate<ApiKey, HttpError, CreateApiKeyBody>();
  const attempt = useIdempotencyKey(); // this form mounts per opening
  const pending = mutation.isPending;
  const submit = (values: Values) => {
    if (pending) return;
    mutate(
      {
        resource: "api-keys",
        values: toCreateBody(values),
        meta: { idempotencyKey: attempt.key },
        successNotification: () => ({ message: "API key created successfully", type: "success" }),
      },
      {
        onSuccess: () => {
          attempt.renew();
          onDone();
        },
      },
    );
  };
  return (
    <Form<Values>
      name="create-api-key"
      layout="vertical"
      onFinish={submit}
      noValidate
      requiredMark={false}
      initialValues={{ merchantId: GLOBAL_MERCHANT, environment: "sandbox" }}
    >
      <Form.Item
        name="name"
        label="Name"
        rules={[{ required: true, whitespace: true, message: "API key name is required" }, maxChars("API key name", MAX_CHARS.apiKeyName)]}
      >
        <Input placeholder="e.g. Checkout production" autoComplete="off" disabled={pending} autoFocus data-autofocus />
      </Form.Item>
      <Form.Item name="merchantId" label="Merchant" extra="Global keys are not tied to one merchant.">
        <Select
          disabled={pending}
          showSearch
          optionFilterProp="label"
          options={[{ value: GLOBAL_MERCHANT, label: "Global" }, ...merchants.map((m) => ({ value: m.id, label: m.legalName }))]}
        />
      </Form.Item>
      <Form.Item name="environment" label="Environment">
        <Select disabled={pending} options={ENVIRONMENT_OPTIONS} />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={pending}>
          Create API Key
        </Button>
      </Flex>
    </Form>
  );
}

export function CreateApiKeyDialog({ open, merchants, onClose }: { open: boolean; merchants: Merchant[]; onClose: () => void }) {
  return (
    <Modal open={open} title="Create API Key" onCancel={onClose} footer={null} destroyOnHidden maskClosable={false} afterOpenChange={focusMarkedField}>
      <CreateApiKeyForm merchants={merchants} onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
