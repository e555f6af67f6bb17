// Tab KYC Documents: merchant filter (sent as merchantId only when chosen), six columns,
// View (http(s) only), Approve/Reject while pending (SPEC §4, §7).
import { Select, Space, Tooltip, Typography, Button } from "antd";
import { EyeOutlined, WarningOutlined } from "@ant-design/icons";
import { useUpdate } from "@refinedev/core";
import type { KycDocument, Merchant } from "../../src/domain";
import { openExternal, safeHttpUrl } from "../../src/lib/url";
import { ListToolbar, ResourceTable } from "../../src/components/list/ResourceList";
import { useResourceList } from "../../src/components/list/useResourceList";
import { ReviewButtons, type Decision } from "../merchants/ReviewButtons";
import { kycDocuments } from ".";
import { documentTypeLabel } from "./labels";

export const DOCUMENT_REJECTED_NOTE = "Document rejected";

/** PUT /api/kyc-documents/{id} body for a decision taken at `now`. */
export function documentDecision(d: Decision, now: Date = new Date()): Partial<KycDocument> {
  const reviewedAt = now.toISOString();
  return d === "approve" ? { status: "approved", reviewedAt } : { status: "rejected", reviewedAt, reviewNotes: DOCUMENT_REJECTED_NOTE };
}

/** View opens only http(s) URLs, in a new tab without an opener; anything else is shown as invalid. */
export function ViewFile({ doc }: { doc: KycDocument }) {
  if (!safeHttpUrl(doc.fileUrl)) {
    return (
      <Tooltip title="This file URL is not an http(s) link, so it is not opened.">
        <Typography.Text type="danger" tabIndex={0} style={{ whiteSpace: "nowrap" }}>
          <WarningOutlined aria-hidden /> Invalid link
        </Typography.Text>
      </Tooltip>
    );
  }
  return (
    <Button type="link" size="small" icon={<EyeOutlined aria-hidden />} aria-label={`View ${doc.fileName}`} onClick={() => openExternal(doc.fileUrl)}>
      View
    </Button>
  );
}

function DocumentActions({ record }: { record: KycDocument }) {
  const { mutate, mutation } = useUpdate<KycDocument>();
  const subject = `${documentTypeLabel(record.documentType)} ${record.fileName}`;
  return (
    <Space size={0} wrap={false}>
      <ViewFile doc={record} />
      {record.status === "pending" && (
        <ReviewButtons
          resource="kyc-documents"
          subject={subject}
          approveText="The document will be marked approved."
          rejectText={`The document will be marked rejected with the note "${DOCUMENT_REJECTED_NOTE}".`}
          pending={mutation.isPending}
          onDecide={(d) =>
            mutate({
              resource: "kyc-documents",
              id: record.id,
              values: documentDecision(d),
              successNotification: () => ({ message: "Document status updated", type: "success" }),
            })
          }
        />
      )}
    </Space>
  );
}

/** Long file names are cut with an ellipsis (CSS, no per-row measuring); the full name is in the title. */
function FileNameCell({ name }: { name: string }) {
  return (
    <Typography.Text className="pd-truncate" title={name} style={{ maxWidth: 220 }}>
      {name}
    </Typography.Text>
  );
}

const config = {
  RowActions: DocumentActions,
  columns: kycDocuments.list!.columns.map((c) =>
    c.key === "fileName" ? { ...c, render: (d: KycDocument) => <FileNameCell name={d.fileName} /> } : c,
  ),
};

interface Props {
  merchantId: string;
  onMerchantChange: (id: string) => void;
  merchants: readonly Merchant[];
  merchantsLoading?: boolean;
}

export function KycDocumentsTab({ merchantId, onMerchantChange, merchants, merchantsLoading }: Props) {
  const list = useResourceList<KycDocument>(kycDocuments, { config, query: { merchantId: merchantId || undefined } });
  const emptyText = merchantId ? list.config.emptyFiltered! : list.config.empty;
  const options = [
    { value: "", label: "All Merchants" },
    ...[...merchants].sort((a, b) => a.legalName.localeCompare(b.legalName)).map((m) => ({ value: m.id, label: m.legalName })),
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <ListToolbar
        list={list}
        extra={
          <Select
            aria-label="Merchant"
            value={merchantId}
            onChange={onMerchantChange}
            options={options}
            loading={merchantsLoading}
            showSearch
            optionFilterProp="label"
            style={{ minWidth: 240, maxWidth: "100%" }}
            popupMatchSelectWidth={false}
          />
        }
      />
      <ResourceTable list={{ ...list, emptyText }} label="KYC Documents" />
    </Space>
  );
}
