// Contrast for the administration screens: ReadableText (secondary text, links, tags) plus a
// darker danger red in light mode and, in dark mode, a lighter danger red, purple tag text and
// selected-tab colour; all of
// which fall under WCAG AA 4.5:1 with the app's defaults.
import { useMemo, type ReactNode } from "react";
import { ConfigProvider } from "antd";
import { ReadableText } from "../../components/ReadableText";
import { useTheme } from "../../theme/ThemeContext";

export function AdminTheme({ children }: { children: ReactNode }) {
  const { resolved } = useTheme();
  const dark = resolved === "dark";
  const config = useMemo(
    () =>
      dark
        ? {
            token: { colorError: "#ff7875", purple7: "#b37feb" },
            components: { Tabs: { itemSelectedColor: "#8fb3ff", itemActiveColor: "#b5ccff", itemHoverColor: "#b5ccff", inkBarColor: "#8fb3ff" } },
          }
        : { token: { colorError: "#cf1322" } },
    [dark],
  );
  return (
    <ConfigProvider theme={config}>
      <ReadableText>{children}</ReadableText>
    </ConfigProvider>
  );
}
