// The console's one antd theme, light and dark. Every screen and the layout share it: antd
// generates each component's styles once per distinct theme, so a per-screen ConfigProvider
// with a few changed tokens used to generate (and inject) Button, Typography, Tooltip… a second
// and third time on every screen.
//
// Contrast: antd's defaults for secondary/description text (0.45 alpha), error red, link blue,
// light preset tags (green, gold, orange, cyan… on their pale backgrounds), tab colours in dark
// and a table's empty message (disabled text, about 2:1) fall under WCAG AA 4.5:1; each is
// raised here.
import { theme, type ThemeConfig } from "antd";

export type ResolvedTheme = "light" | "dark";

const PRESETS = ["blue", "purple", "cyan", "green", "magenta", "pink", "red", "orange", "yellow", "volcano", "geekblue", "lime", "gold"] as const;

let lightPalette: Record<string, string> | null = null;
/** antd's light preset colours (`blue1` … `gold10`), computed once. */
function lightPresets(): Record<string, string> {
  lightPalette ??= theme.getDesignToken() as unknown as Record<string, string>;
  return lightPalette;
}

/** Tags take their text colour from `${preset}7`: one shade darker reaches 4.5:1 on the pale tag. */
function lightTagText(): Record<string, string> {
  const palette = lightPresets();
  const tokens: Record<string, string> = Object.fromEntries(PRESETS.map((p) => [`${p}7`, palette[`${p}8`]]));
  tokens.gold7 = palette.gold9; // Pending (gold) needs two shades
  return tokens;
}

export function antdThemeConfig(resolved: ResolvedTheme, reducedMotion: boolean): ThemeConfig {
  const dark = resolved === "dark";
  const secondaryText = dark ? "rgba(255,255,255,0.70)" : "rgba(0,0,0,0.65)";
  const tabs = { itemSelectedColor: "#8fb3ff", itemActiveColor: "#b5ccff", itemHoverColor: "#b5ccff", inkBarColor: "#8fb3ff" };
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      motion: !reducedMotion,
      // Darker primary than antd's default so text on it meets WCAG AA contrast.
      colorPrimary: "#1f5fd1",
      borderRadius: 8,
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      colorTextSecondary: secondaryText,
      colorTextDescription: secondaryText,
      colorError: dark ? "#ff7875" : "#c41d1f",
      colorLink: dark ? "#8fb3ff" : "#1f5fd1",
      colorLinkHover: dark ? "#b5ccff" : "#174aa6",
      ...(dark ? { purple7: "#b37feb" } : lightTagText()),
    },
    components: {
      // Dark text on the dark theme's light danger red (white on it is ~2.6:1).
      Button: dark ? { dangerColor: "rgba(0,0,0,0.88)" } : {},
      Tabs: dark ? tabs : {},
      // A table's empty message is drawn in the disabled text colour: use secondary text.
      Table: { colorTextDisabled: secondaryText },
    },
  };
}
