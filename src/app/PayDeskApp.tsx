// The app root: providers (theme → antd → Refine) and the routes, built from the declarations.
import { useMemo, type ReactNode } from "react";
import { App as AntdApp, ConfigProvider } from "antd";
import { StyleProvider } from "@ant-design/cssinjs";
import { Refine } from "@refinedev/core";
import type { Declaration } from "../../resources/types";
import { createDataProvider } from "../../providers/data-provider";
import { createAuthProvider, type AuthDeps } from "../../providers/auth-provider";
import { createAccessControlProvider } from "../../providers/access-control";
import { NOTIFICATION_CONFIG, useNotificationProvider } from "../../providers/notification";
import { refineOptions } from "../../providers/refine-options";
import { routerProvider } from "../../providers/router-provider";
import { ThemeProvider, useTheme } from "../theme/ThemeContext";
import { antdThemeConfig } from "../theme/antd-theme";
import { ThemeAround } from "../theme/ThemeAround";
import { prefersReducedMotion } from "../theme/boot-styles";
import { styleCache } from "../theme/style-cache";
import { AccessDecisions } from "../components/useAccess";
import { DeclarationsContext } from "../components/resource/Declarations";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { AppRoutes } from "./AppRoutes";
import { demoBackendEnabled } from "./demo-backend";
import { DemoBackendSync } from "./DemoBackendSync";
import { allDeclarations } from "./declarations";

export interface PayDeskAppProps {
  declarations?: ReadonlyArray<Declaration>;
  /** For tests: replaces full-page navigation in the logouts. */
  navigate?: AuthDeps["navigate"];
}

const reducedMotion = prefersReducedMotion();

function ThemedAntd({ children }: { children: ReactNode }) {
  const { resolved } = useTheme();
  const config = useMemo(() => antdThemeConfig(resolved, reducedMotion), [resolved]);
  return (
    <StyleProvider cache={styleCache}>
      <ThemeAround config={config}>
        <ConfigProvider theme={config}>
          <AntdApp notification={NOTIFICATION_CONFIG}>{children}</AntdApp>
        </ConfigProvider>
      </ThemeAround>
    </StyleProvider>
  );
}

function RefineRoot({ declarations, navigate }: { declarations: ReadonlyArray<Declaration>; navigate?: AuthDeps["navigate"] }) {
  const providers = useMemo(() => {
    const dataProvider = createDataProvider(declarations);
    return {
      dataProvider,
      authProvider: createAuthProvider({ dataProvider, navigate }),
      accessControlProvider: createAccessControlProvider(declarations),
      resources: declarations.map((d) => ({
        name: d.name,
        list: d.route,
        meta: { label: d.label, icon: d.icon, hide: d.nav?.hidden },
      })),
    };
  }, [declarations, navigate]);
  return (
    <Refine
      {...providers}
      routerProvider={routerProvider}
      notificationProvider={useNotificationProvider}
      options={refineOptions}
    >
      {demoBackendEnabled() && <DemoBackendSync />}
      <AccessDecisions.Provider value={providers.accessControlProvider.decideNow}>
        <DeclarationsContext.Provider value={declarations}>
          <AppRoutes declarations={declarations} />
        </DeclarationsContext.Provider>
      </AccessDecisions.Provider>
    </Refine>
  );
}

/** Must be rendered inside a react-router router. */
export function PayDeskApp({ declarations, navigate }: PayDeskAppProps) {
  const decls = useMemo(() => declarations ?? allDeclarations(), [declarations]);
  return (
    <ThemeProvider>
      <ThemedAntd>
        {/* Last resort for a failure outside a screen (the shell, the providers): never a blank page. */}
        <RouteErrorBoundary level={1} hardLinks>
          <RefineRoot declarations={decls} navigate={navigate} />
        </RouteErrorBoundary>
      </ThemedAntd>
    </ThemeProvider>
  );
}
