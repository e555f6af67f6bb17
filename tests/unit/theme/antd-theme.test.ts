import { describe, expect, it } from "vitest";
import { theme } from "antd";
import { LIGHT_TAG_TEXT, antdThemeConfig } from "../../../src/theme/antd-theme";

const light = antdThemeConfig("light", false);
const dark = antdThemeConfig("dark", false);
const palette = theme.getDesignToken() as unknown as Record<string, string>;

/** WCAG relative-luminance contrast of two opaque #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe("antd theme", () => {
  it("picks the algorithm for the resolved theme", () => {
    expect(light.algorithm).toBe(theme.defaultAlgorithm);
    expect(dark.algorithm).toBe(theme.darkAlgorithm);
  });

  it("turns motion off for reduced motion", () => {
    expect(antdThemeConfig("light", true).token?.motion).toBe(false);
    expect(light.token?.motion).toBe(true);
  });

  it("light preset tags take a darker shade for their text, gold two shades", () => {
    expect(light.token).toMatchObject({ green7: palette.green8, cyan7: palette.cyan8, orange7: palette.orange8, gold7: palette.gold9 });
    expect(dark.token).not.toHaveProperty("green7");
  });

  it("the written-out tag colours are antd's palette: one shade darker for every preset, two for gold", () => {
    const presets = ["blue", "purple", "cyan", "green", "magenta", "pink", "red", "orange", "yellow", "volcano", "geekblue", "lime", "gold"];
    const expected = Object.fromEntries(presets.map((p) => [`${p}7`, p === "gold" ? palette.gold9 : palette[`${p}8`]]));
    expect(LIGHT_TAG_TEXT).toEqual(expected);
  });

  it("light links, errors and tag text reach 4.5:1 on white", () => {
    const t = light.token as Record<string, string>;
    for (const key of ["colorLink", "colorLinkHover", "colorError", "colorPrimary", "green7", "gold7", "orange7", "cyan7"]) {
      expect(contrast(t[key], "#ffffff"), key).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("light hover colour reaches 4.5:1 both as text on white and under white text (hovered buttons)", () => {
    const hover = (light.token as Record<string, string>).colorPrimaryHover;
    expect(contrast(hover, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(theme.getDesignToken(light).colorPrimaryHover).toBe(hover);
    expect(dark.token).not.toHaveProperty("colorPrimaryHover");
  });

  it("dark links and errors reach 4.5:1 on antd's dark container", () => {
    const t = dark.token as Record<string, string>;
    for (const key of ["colorLink", "colorLinkHover", "colorError", "purple7"]) {
      expect(contrast(t[key], "#141414"), key).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("a hovered default button's text reaches 4.5:1 on the dark container (antd's derived hover does not)", () => {
    const derived = theme.getDesignToken({ algorithm: theme.darkAlgorithm, token: { colorPrimary: dark.token!.colorPrimary } }).colorPrimaryHover;
    expect(contrast(derived, "#141414")).toBeLessThan(4.5);
    const button = dark.components?.Button as Record<string, string>;
    expect(contrast(button.defaultHoverColor, "#141414")).toBeGreaterThanOrEqual(4.5);
    expect(button.defaultHoverBorderColor).toBe(button.defaultHoverColor);
  });

  it("a table's empty message uses secondary text, not the disabled colour", () => {
    expect(light.components?.Table?.colorTextDisabled).toBe(light.token?.colorTextSecondary);
    expect(dark.components?.Table?.colorTextDisabled).toBe(dark.token?.colorTextSecondary);
  });
});
