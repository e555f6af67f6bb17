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

/**
 * Tag text for the light theme: tags take their text colour from `${preset}7`; one shade darker
 * (antd's `${preset}8`) reaches 4.5:1 on the pale tag, and Pending (gold) needs two (`gold9`).
 * The values are antd's default palette, written out: computing them with theme.getDesignToken()
 * cost ≈ 20 ms on every cold load. tests/unit/theme checks them against that palette.
 */
export const LIGHT_TAG_TEXT: Readonly<Record<string, string>> = {
  blue7: "#003eb3",
  purple7: "#391085",
  cyan7: "#006d75",
  green7: "#237804",
  magenta7: "#9e1068",
  pink7: "#9e1068",
  red7: "#a8071a",
  orange7: "#ad4e00",
  yellow7: "#ad8b00",
  volcano7: "#ad2102",
  geekblue7: "#10239e",
  lime7: "#5b8c00",
  gold7: "#874d00",
};

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
      // Hover darkens in the light theme: antd's derived hover blue (#4582de) is 3.8:1 as a hovered
      // default button's text on white and under a hovered primary button's white text.
      ...(dark ? {} : { colorPrimaryHover: "#174aa6" }),
      ...(dark ? { purple7: "#b37feb" } : LIGHT_TAG_TEXT),
    },
    components: {
      // Dark text on the dark theme's light danger red (white on it is ~2.6:1).
      // A hovered default button's text: antd's derived dark hover blue (#4077ca) is 4.1:1 on the
      // dark container; the link hover colour reads 10:1. (Primary buttons keep the derived hover,
      // which sits under white text.)
      Button: dark ? { dangerColor: "rgba(0,0,0,0.88)", defaultHoverColor: "#b5ccff", defaultHoverBorderColor: "#b5ccff" } : {},
      Tabs: dark ? tabs : {},
      // A table's empty message is drawn in the disabled text colour: use secondary text.
      Table: { colorTextDisabled: secondaryText },
    },
  };
}
