// Developer Portal (SPEC "Developer Portal"): five tabs of static documentation, kept in the URL
// (`/developer?tab=sdks`). Samples are text in code blocks, each copyable.
import { lazy, Suspense, type ReactNode } from "react";
import { Tabs } from "antd";
import { useSearchParams } from "react-router";
import { PageFallback } from "../../components/PageFallback";
import { OverviewTab } from "./OverviewTab";

const ApiExplorerTab = lazy(() => import("./ApiExplorerTab"));
const SdksTab = lazy(() => import("./SdksTab"));
const WebhookSimulatorTab = lazy(() => import("./WebhookSimulatorTab"));
const MetricsTab = lazy(() => import("./MetricsTab"));

export const DEVELOPER_TABS = ["overview", "explorer", "sdks", "webhooks", "metrics"] as const;
type DeveloperTab = (typeof DEVELOPER_TABS)[number];

export default function DeveloperPortalPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab") ?? "";
  const active: DeveloperTab = (DEVELOPER_TABS as readonly string[]).includes(requested) ? (requested as DeveloperTab) : "overview";
  const pane = (node: ReactNode) => <Suspense fallback={<PageFallback />}>{node}</Suspense>;
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => {
        const next = new URLSearchParams(params);
        next.set("tab", key);
        setParams(next);
      }}
      items={[
        { key: "overview", label: "Overview", children: <OverviewTab /> },
        { key: "explorer", label: "API Explorer", children: pane(<ApiExplorerTab />) },
        { key: "sdks", label: "SDKs", children: pane(<SdksTab />) },
        { key: "webhooks", label: "Webhooks", children: pane(<WebhookSimulatorTab />) },
        { key: "metrics", label: "Metrics", children: pane(<MetricsTab />) },
      ]}
    />
  );
}
