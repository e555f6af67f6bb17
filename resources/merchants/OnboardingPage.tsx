// Onboarding (SPEC "Merchant Onboarding"): header buttons Add Merchant / Upload KYC Document and
// two tabs. Tab and merchant filter live in the URL (?tab=kyc&merchant=…); ?upload=kyc opens
// the upload dialog (the Dashboard's Quick action).
import { useEffect, useState } from "react";
import { Card, Flex, Grid, Tabs } from "antd";
import { PlusOutlined, UploadOutlined } from "@ant-design/icons";
import { useList, type HttpError } from "@refinedev/core";
import type { Merchant } from "../../src/domain";
import { GuardedButton } from "../../src/components/GuardedButton";
import { KycDocumentsTab } from "../kyc-documents/KycDocumentsTab";
import { UploadKycDialog } from "../kyc-documents/UploadKycDialog";
import { AddMerchantDialog } from "./AddMerchantDialog";
import { MerchantsTab } from "./MerchantsTab";
import { useSearchPatch } from "./useSearchPatch";

type Dialog = "merchant" | "kyc" | null;

export default function OnboardingPage() {
  const [params, patch] = useSearchPatch();
  const tab = params.get("tab") === "kyc" ? "kyc" : "merchants";
  const merchantId = params.get("merchant") ?? "";
  const upload = params.get("upload");
  const [dialog, setDialog] = useState<Dialog>(upload === "kyc" ? "kyc" : null);
  // Phones: the two header buttons stack at full width instead of wrapping ragged.
  const narrow = Grid.useBreakpoint().sm === false;

  // Same query as the Merchants tab's list (shared cache): options for the filter and the upload dialog.
  const { result, query } = useList<Merchant, HttpError>({ resource: "merchants", pagination: { mode: "off" }, meta: { query: {} } });
  const merchants = result?.data ?? [];

  // The deep link is consumed once: the dialog opens over the KYC tab and the URL forgets it.
  useEffect(() => {
    if (upload !== "kyc") return;
    setDialog("kyc");
    patch({ upload: null, tab: "kyc" });
  }, [upload, patch]);

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap="wrap" justify="flex-end" vertical={narrow}>
        <GuardedButton resource="merchants" type="primary" block={narrow} icon={<PlusOutlined aria-hidden />} onClick={() => setDialog("merchant")}>
          Add Merchant
        </GuardedButton>
        <GuardedButton resource="kyc-documents" block={narrow} icon={<UploadOutlined aria-hidden />} onClick={() => setDialog("kyc")}>
          Upload KYC Document
        </GuardedButton>
      </Flex>
      <Card styles={{ body: { paddingTop: 8 } }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => patch({ tab: key === "kyc" ? "kyc" : null })}
          items={[
            { key: "merchants", label: "Merchants", children: <MerchantsTab /> },
            {
              key: "kyc",
              label: "KYC Documents",
              children: (
                <KycDocumentsTab
                  merchantId={merchantId}
                  onMerchantChange={(id) => patch({ merchant: id })}
                  merchants={merchants}
                  merchantsLoading={query.isLoading}
                />
              ),
            },
          ]}
        />
      </Card>
      <AddMerchantDialog open={dialog === "merchant"} onClose={() => setDialog(null)} />
      <UploadKycDialog
        open={dialog === "kyc"}
        onClose={() => setDialog(null)}
        merchants={merchants}
        merchantsLoading={query.isLoading}
        merchantId={merchantId}
      />
    </Flex>
  );
}
