// Onboarding (SPEC "Merchant Onboarding"): header buttons Add Merchant / Upload KYC Document and two
// tabs — two declared resources on one screen. Tab and merchant filter live in the URL
// (?tab=kyc&merchant=…); ?upload=kyc opens the upload dialog (the Dashboard's Quick action).
import { useEffect, useRef } from "react";
import { Card, Flex, Grid, Select, Tabs } from "antd";
import { ListToolbar, ResourceTable } from "../../src/components/list/ResourceList";
import { useResourceList } from "../../src/components/list/useResourceList";
import { CreateAction } from "../../src/components/resource/CreateAction";
import { RecordDrawer } from "../../src/components/resource/RecordDrawer";
import type { Merchant, KycDocument } from "../../src/domain";
import type { ViewProps } from "../types";
import { kycDocuments } from "../kyc-documents";
import { useSearchPatch } from "./useSearchPatch";

const KYC_VIEW_FILTERS = ["merchant"];

export default function OnboardingPage({ declaration }: ViewProps<Merchant>) {
  const [params, patch] = useSearchPatch();
  const tab = params.get("tab") === "kyc" ? "kyc" : "merchants";
  const merchantId = params.get("merchant") ?? "";
  // The deep link is consumed once: the dialog opens over the KYC tab and the URL forgets it.
  const upload = useRef(params.get("upload") === "kyc").current;
  useEffect(() => {
    if (upload) patch({ upload: null, tab: "kyc" });
  }, [upload, patch]);
  // Phones: the two header buttons stack at full width instead of wrapping ragged.
  const narrow = Grid.useBreakpoint().sm === false;

  const merchants = useResourceList<Merchant>(declaration);
  // Two lists on one screen: the KYC list's own parameters are kyc.sort / kyc.cols; the merchant is part of its views.
  const documents = useResourceList<KycDocument>(kycDocuments, {
    query: { merchantId: merchantId || undefined },
    enabled: tab === "kyc",
    paramPrefix: "kyc.",
    viewFilters: KYC_VIEW_FILTERS,
  });
  const options = [
    { value: "", label: "All Merchants" },
    ...[...merchants.rows].sort((a, b) => a.legalName.localeCompare(b.legalName)).map((m) => ({ value: m.id, label: m.legalName })),
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap="wrap" justify="flex-end" vertical={narrow}>
        <CreateAction declaration={declaration} block={narrow} />
        <CreateAction declaration={kycDocuments} primary={false} block={narrow} autoOpen={upload} initialValues={merchantId ? { merchantId } : undefined} />
      </Flex>
      <Card styles={{ body: { paddingTop: 8 } }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => patch({ tab: key === "kyc" ? "kyc" : null })}
          items={[
            {
              key: "merchants",
              label: "Merchants",
              children: (
                <Flex vertical gap={16}>
                  <ListToolbar list={merchants} />
                  <ResourceTable list={merchants} label="Merchants" />
                </Flex>
              ),
            },
            {
              key: "kyc",
              label: "KYC Documents",
              children: (
                <Flex vertical gap={16}>
                  <ListToolbar
                    list={documents}
                    extra={
                      <Select
                        aria-label="Merchant"
                        value={merchantId}
                        onChange={(id) => patch({ merchant: id })}
                        options={options}
                        loading={merchants.query.isLoading}
                        showSearch
                        optionFilterProp="label"
                        style={{ minWidth: 240, maxWidth: "100%" }}
                        popupMatchSelectWidth={false}
                      />
                    }
                  />
                  <ResourceTable list={documents} emptyText={merchantId ? kycDocuments.list?.emptyFiltered : kycDocuments.list?.empty} />
                </Flex>
              ),
            },
          ]}
        />
      </Card>
      <RecordDrawer declaration={declaration} rows={merchants.rows} loading={merchants.query.isLoading} />
    </Flex>
  );
}
