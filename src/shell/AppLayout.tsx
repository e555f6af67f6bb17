// Signed-in layout: fixed sidebar on large screens, slide-in drawer with overlay on small ones.
import { Suspense, useEffect, useState } from "react";
import { useNotification } from "@refinedev/core";
import { Drawer, Layout } from "antd";
import { Outlet } from "react-router";
import type { Declaration } from "../../resources/types";
import { PageFallback } from "../components/PageFallback";
import { DemoStorageBanner } from "./DemoStorageBanner";
import { MaintenanceBanner, MaintenanceGate } from "./Maintenance";
import { EnrolmentGate } from "./EnrolmentGate";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { SiderContent } from "./SiderContent";
import { AppHeader } from "./AppHeader";
import { useLargeScreen } from "./useLargeScreen";
import { takeWelcome } from "../app/welcome";
import { SessionTimeout } from "../app/session/SessionTimeout";
import { StyleWarmup } from "./StyleWarmup";
import { escapeToOpeningDialog } from "../components/dialogFocus";
import styles from "./AppLayout.module.css";

export const SIDER_WIDTH = 248;

export default function AppLayout({ declarations }: { declarations: ReadonlyArray<Declaration> }) {
  const large = useLargeScreen();
  const [open, setOpen] = useState(false);
  // The phone menu's Drawer is mounted on first use: closed, it still rendered and injected its
  // styles on every cold load (≈ 14 ms at 1×, ×4 on Lighthouse's phone), and a closed Drawer shows nothing.
  const [menuUsed, setMenuUsed] = useState(false);
  const openMenu = () => {
    setMenuUsed(true);
    setOpen(true);
  };
  const { open: notify } = useNotification();

  // Escape reaches a dialog that is still opening (components/dialogFocus.ts).
  useEffect(() => {
    window.addEventListener("keydown", escapeToOpeningDialog, true);
    return () => window.removeEventListener("keydown", escapeToOpeningDialog, true);
  }, []);

  // Welcome toast after the standalone sign-in page handed over (SPEC §2).
  useEffect(() => {
    const welcome = takeWelcome();
    if (welcome) notify?.({ type: "success", key: "login-success", ...welcome });
  }, [notify]);

  return (
    <MaintenanceGate>
      <EnrolmentGate>
      <Layout className={styles.root}>
        <SessionTimeout />
        <StyleWarmup />
        {large ? (
          <Layout.Sider width={SIDER_WIDTH} className={styles.sider} theme="light" aria-label="Sidebar">
            <SiderContent declarations={declarations} />
          </Layout.Sider>
        ) : (
          menuUsed && (
            <Drawer
              open={open}
              onClose={() => setOpen(false)}
              placement="left"
              width={SIDER_WIDTH + 32}
              title="PayDesk"
              closable={{ "aria-label": "Close menu" }}
              styles={{ body: { padding: 0 } }}
              rootClassName={styles.drawer}
            >
              <SiderContent declarations={declarations} onNavigate={() => setOpen(false)} hideBrand />
            </Drawer>
          )
        )}
        <Layout style={{ marginLeft: large ? SIDER_WIDTH : 0 }} className={styles.main}>
          <AppHeader declarations={declarations} onMenu={large ? undefined : openMenu} />
          <DemoStorageBanner />
          <MaintenanceBanner />
          <Layout.Content id="main-content" className={styles.content} tabIndex={-1}>
            {/* A screen that fails keeps the shell: the sidebar and header stay usable. */}
            <RouteErrorBoundary>
              <Suspense fallback={<PageFallback />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </Layout.Content>
        </Layout>
      </Layout>
      </EnrolmentGate>
    </MaintenanceGate>
  );
}
