// The app root: providers (theme → antd → Refine) and the routes, built from the declarations.
import { useMemo, type ReactNode } from "react";
import { App as AntdApp, ConfigProvider, theme as antdTheme } from "antd";
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import type { Declaration } from "../../resources/types";
import { createDataProvider } from "../../providers/data-provider";
import { createAuthProvider, type AuthDeps } from "../../providers/auth-provider";
import { createAccessControlProvider } from "../../providers/access-control";
import { NOTIFICATION_CONFIG, useNotificationProvider } from "../../providers/notification";
import { refineOptions } from "../../providers/refine-options";
import { ThemeProvider, useTheme } from "../theme/ThemeContext";
import { AppRoutes } from "./AppRoutes";
import { allDeclarations } from "./declarations";

export interface PayDeskAppProps {
  declarations?: ReadonlyArray<Declaration>;
  /** For tests: replaces full-page navigation in the logouts. */
  navigate?: AuthDeps["navigate"];
}

// No animations for people who ask for reduced motion, nor under test (jsdom waits on them).
const reducedMotion =
  import.meta.env.MODE === "test" || (typeof window !== "undefined" && Boolean(window.matchMedia?.("(prefers-reduced-motion: reduce)").matches));

function ThemedAntd({ children }: { children: ReactNode }) {
  const { resolved } = useTheme();
  const config = useMemo(
    () => ({
      algorithm: resolved === "dark" ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      // Darker primary than antd's default so text on it meets WCAG AA contrast.
      token: {
        motion: !reducedMotion,
        colorPrimary: "#1f5fd1",
        borderRadius: 8,
        fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
        // antd's secondary text (0.45 alpha) and error red fall under WCAG AA 4.5:1.
        colorTextSecondary: resolved === "dark" ? "rgba(255,255,255,0.70)" : "rgba(0,0,0,0.65)",
        colorTextDescription: resolved === "dark" ? "rgba(255,255,255,0.70)" : "rgba(0,0,0,0.65)",
        colorError: resolved === "dark" ? "#ff7875" : "#c41d1f",
      },
      components: {
        // Selected sidebar entry: white on primary in dark (primary text on near-black is too dim).
        Menu: resolved === "dark" ? { itemSelectedBg: "#1f5fd1", itemSelectedColor: "#ffffff" } : {},
        // Dark text on the dark theme's light danger red (white on it is ~2.6:1).
        Button: resolved === "dark" ? { dangerColor: "rgba(0,0,0,0.88)" } : {},
      },
    }),
    [resolved],
  );
  return (
    <ConfigProvider theme={config}>
      <AntdApp notification={NOTIFICATION_CONFIG}>{children}</AntdApp>
    </ConfigProvider>
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
      <AppRoutes declarations={declarations} />
    </Refine>
  );
}

/** Must be rendered inside a react-router router. */
export function PayDeskApp({ declarations, navigate }: PayDeskAppProps) {
  const decls = useMemo(() => declarations ?? allDeclarations(), [declarations]);
  return (
    <ThemeProvider>
      <ThemedAntd>
        <RefineRoot declarations={decls} navigate={navigate} />
      </ThemedAntd>
    </ThemeProvider>
  );
}
