// WCAG AA contrast for the operations screens (Token Vault, Onboarding): the shared
// ReadableText (secondary text, links, light preset tags) plus, here, a darker gold for the
// Pending badge and a danger red in light mode, and in dark mode a lighter danger red and tab
// colours, and readable table empty messages — each reaching 4.5:1 on the app's backgrounds.
import { useMemo, type ReactNode } from "react";
import { ConfigProvider, theme } from "antd";
import { ReadableText } from "../../src/components/ReadableText";
import { useTheme } from "../../src/theme/ThemeContext";

function Overrides({ children }: { children: ReactNode }) {
  const { resolved } = useTheme();
  const { token } = theme.useToken();
  const dark = resolved === "dark";
  const config = useMemo(() => {
    // A table's empty message is drawn in the disabled text colour (about 2:1): use secondary text.
    const Table = { colorTextDisabled: token.colorTextSecondary };
    return dark
      ? {
          token: { colorError: "#ff7875" },
          components: { Table, Tabs: { itemSelectedColor: "#8fb3ff", itemActiveColor: "#b5ccff", itemHoverColor: "#b5ccff", inkBarColor: "#8fb3ff" } },
        }
      : { token: { colorError: "#cf1322", gold7: (token as unknown as Record<string, string>).gold9 }, components: { Table } };
  }, [dark, token]);
  return <ConfigProvider theme={config}>{children}</ConfigProvider>;
}

export function OperationsTheme({ children }: { children: ReactNode }) {
  return (
    <ReadableText>
      <Overrides>{children}</Overrides>
    </ReadableText>
  );
}
