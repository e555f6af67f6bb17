// Admin Portal (SPEC "Admin Portal"): four tabs kept in the URL (`/admin?tab=webhooks`).
// `/admin/api-keys` (the api-keys declaration's route) is the same screen on the API Keys tab.
import { lazy, Suspense, type ReactNode } from "react";
import { Tabs } from "antd";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { PageFallback } from "../../components/PageFallback";
import { UsersRolesTab } from "./UsersRolesTab";

const ApiKeysTab = lazy(() => import("../../../resources/api-keys/ApiKeysTab"));
const WebhooksTab = lazy(() => import("./WebhooksTab"));
const AdminSettingsTab = lazy(() => import("./AdminSettingsTab"));

export const ADMIN_TABS = ["api-keys", "users", "webhooks", "settings"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

function isAdminTab(v: string | null): v is AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(v ?? "");
}

export default function AdminPortalPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const onApiKeysRoute = /\/admin\/api-keys\/?$/.test(pathname);
  const requested = params.get("tab");
  const active: AdminTab = onApiKeysRoute ? "api-keys" : isAdminTab(requested) ? requested : "api-keys";

  const select = (key: string) => {
    if (key === active) return;
    navigate(`/admin?tab=${encodeURIComponent(key)}`);
  };

  const pane = (node: ReactNode) => <Suspense fallback={<PageFallback />}>{node}</Suspense>;
  return (
    <Tabs
      activeKey={active}
      onChange={select}
      destroyOnHidden={false}
      items={[
        { key: "api-keys", label: "API Keys", children: pane(<ApiKeysTab />) },
        { key: "users", label: "Users & Roles", children: <UsersRolesTab /> },
        { key: "webhooks", label: "Webhooks", children: pane(<WebhooksTab />) },
        { key: "settings", label: "Settings", children: pane(<AdminSettingsTab />) },
      ]}
    />
  );
}
