// Text colours with WCAG AA contrast for a screen's content. antd's description/secondary text
// (0.45 alpha), default link blue and light-theme preset tags (StatusBadge: green, gold, orange,
// cyan on their pale backgrounds) fall under 4.5:1. Wrap a screen in it: it inherits the app
// theme and only raises those tokens (tags take their text colour from `${preset}7`).
import { useMemo, type ReactNode } from "react";
import { ConfigProvider, theme } from "antd";
import { useTheme } from "../theme/ThemeContext";

const PRESETS = ["blue", "purple", "cyan", "green", "magenta", "pink", "red", "orange", "yellow", "volcano", "geekblue", "lime", "gold"] as const;

export function ReadableText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const { resolved } = useTheme();
  const dark = resolved === "dark";
  const config = useMemo(() => {
    const palette = token as unknown as Record<string, string>;
    const tagText = dark ? {} : Object.fromEntries(PRESETS.map((p) => [`${p}7`, palette[`${p}8`]]));
    return {
      token: {
        ...tagText,
        colorTextDescription: token.colorTextSecondary,
        colorLink: dark ? "#8fb3ff" : "#1f5fd1",
        colorLinkHover: dark ? "#b5ccff" : "#174aa6",
      },
    };
  }, [token, dark]);
  return <ConfigProvider theme={config}>{children}</ConfigProvider>;
}
