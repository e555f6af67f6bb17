// Tab Merchants: the seven columns; Approve/Reject only while KYC is pending (SPEC §4, §7).
import { Typography } from "antd";
import { useUpdate } from "@refinedev/core";
import type { Merchant } from "../../src/domain";
import { ResourceTable } from "../../src/components/list/ResourceList";
import { useResourceList } from "../../src/components/list/useResourceList";
import { merchants } from ".";
import { ReviewButtons, type Decision } from "./ReviewButtons";

export const MERCHANT_DECISIONS: Record<Decision, Partial<Merchant>> = {
  approve: { kycStatus: "approved", onboardingStatus: "approved" },
  reject: { kycStatus: "rejected" },
};

export function NoActions() {
  return (
    <Typography.Text type="secondary" aria-label="No actions">
      —
    </Typography.Text>
  );
}

function MerchantActions({ record }: { record: Merchant }) {
  const { mutate, mutation } = useUpdate<Merchant>();
  if (record.kycStatus !== "pending") return <NoActions />;
  return (
    <ReviewButtons
      resource="merchants"
      subject={record.legalName}
      approveText="KYC and onboarding will be marked approved."
      rejectText="KYC will be marked rejected."
      pending={mutation.isPending}
      onDecide={(d) =>
        mutate({
          resource: "merchants",
          id: record.id,
          values: MERCHANT_DECISIONS[d],
          successNotification: () => ({ message: "Merchant status updated", type: "success" }),
        })
      }
    />
  );
}

const config = { RowActions: MerchantActions };

export function MerchantsTab() {
  const list = useResourceList<Merchant>(merchants, { config });
  return <ResourceTable list={list} label="Merchants" />;
}
