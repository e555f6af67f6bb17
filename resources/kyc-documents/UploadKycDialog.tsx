// Upload KYC Document (SPEC §5 "Upload KYC document", §7 POST /api/kyc-documents, §9 fixed size and type).
import { useEffect, useRef } from "react";
import { Alert, Form, Input, Modal } from "antd";
import { FormSelect } from "../merchants/FormSelect";
import { useCreate } from "@refinedev/core";
import { useIdempotencyKey } from "../../src/components/useIdempotencyKey";
import type { DocumentType, KycDocument, Merchant } from "../../src/domain";
import { ALL_FIELDS_REQUIRED, useRequiredFields } from "../merchants/required";
import { DOCUMENT_TYPE_OPTIONS } from "./labels";
import { MAX_CHARS, maxChars } from "../../src/lib/limits";

/** SPEC §9: every upload record carries these. */
export const KYC_FILE_SIZE = 1024000;
export const KYC_MIME_TYPE = "application/pdf";

interface Values {
  merchantId?: string;
  documentType?: DocumentType;
  fileName?: string;
  fileUrl?: string;
}

const FIELDS = ["merchantId", "documentType", "fileName", "fileUrl"] as const;

interface Props {
  open: boolean;
  onClose: () => void;
  merchants: readonly Merchant[];
  merchantsLoading?: boolean;
  /** Preselected merchant (the KYC tab's filter). */
  merchantId?: string;
}

export function UploadKycDialog({ open, onClose, merchants, merchantsLoading, merchantId }: Props) {
  const [form] = Form.useForm<Values>();
  const required = useRequiredFields(FIELDS);
  const { mutate, mutation } = useCreate<KycDocument>();
  const attempt = useIdempotencyKey(open);
  const sending = useRef(false);
  const pending = mutation.isPending;

  useEffect(() => {
    if (open && merchantId && !form.getFieldValue("merchantId")) form.setFieldsValue({ merchantId });
  }, [open, merchantId, form]);

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
      await form.validateFields(); // length limits (the server's messages); the URL scheme is the server's check
    } catch {
      return;
    }
    if (sending.current) return;
    sending.current = true;
    mutate(
      {
        resource: "kyc-documents",
        values: {
          merchantId: values.merchantId,
          documentType: values.documentType,
          fileName: values.fileName!.trim(),
          fileUrl: values.fileUrl!.trim(),
          fileSize: KYC_FILE_SIZE,
          mimeType: KYC_MIME_TYPE,
        },
        meta: { idempotencyKey: attempt.key },
        successNotification: () => ({ message: "KYC document uploaded successfully", type: "success" }),
      },
      {
        onSuccess: () => {
          sending.current = false;
          attempt.renew();
          form.resetFields();
          onClose();
        },
        // Error toast from the notification provider (e.g. a non-http(s) URL); the input stays.
        onError: () => {
          sending.current = false;
        },
      },
    );
  };

  const merchantOptions = merchants.map((m) => ({ value: m.id, label: m.legalName }));

  return (
    <Modal
      open={open}
      title="Upload KYC Document"
      okText="Upload"
      onOk={submit}
      onCancel={close}
      confirmLoading={pending}
      cancelButtonProps={{ disabled: pending }}
      maskClosable={!pending}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit} onValuesChange={required.onValuesChange} disabled={pending}>
        {required.missing.length > 0 && <Alert type="error" showIcon message={ALL_FIELDS_REQUIRED} style={{ marginBottom: 16 }} />}
        <Form.Item name="merchantId" label="Merchant" required validateStatus={required.status("merchantId")}>
          <FormSelect
            showSearch
            optionFilterProp="label"
            placeholder="Select a merchant"
            loading={merchantsLoading}
            options={merchantOptions}
            aria-invalid={Boolean(required.status("merchantId"))}
          />
        </Form.Item>
        <Form.Item name="documentType" label="Document Type" required validateStatus={required.status("documentType")}>
          <FormSelect
            placeholder="Select a document type"
            options={DOCUMENT_TYPE_OPTIONS}
            aria-invalid={Boolean(required.status("documentType"))}
          />
        </Form.Item>
        <Form.Item
          name="fileName"
          label="File Name"
          required
          validateStatus={required.status("fileName")}
          rules={[maxChars("File name", MAX_CHARS.fileName)]}
        >
          <Input placeholder="business-license.pdf" autoComplete="off" aria-invalid={Boolean(required.status("fileName"))} />
        </Form.Item>
        <Form.Item
          name="fileUrl"
          label="File URL"
          required
          validateStatus={required.status("fileUrl")}
          rules={[maxChars("File URL", MAX_CHARS.fileUrl)]}
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://files.example.com/business-license.pdf"
            autoComplete="off"
            aria-invalid={Boolean(required.status("fileUrl"))}
          />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
