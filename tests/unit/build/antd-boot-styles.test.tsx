// @vitest-environment node
// Node, as in the build: antd renders on the "server" path, where its styles go into the cache
// instead of the page.
import { describe, expect, it } from "vitest";
import { allAntdBootStyles } from "../../../build/antd-boot-styles";

/** The cache-path map at the end of a sheet: "tokenKey|Component-Style|prefix|iconPrefix" → style hash. */
function paths(css: string): string[] {
  const m = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}$/.exec(css);
  expect(m, "the sheet ends with cssinjs's cache-path map").not.toBeNull();
  return m![1].split(";").map((entry) => entry.slice(0, entry.lastIndexOf(":")));
}

describe("antd's boot stylesheets", () => {
  const sheets = allAntdBootStyles();

  it("cover the shell and the dashboard: the components a signed-in cold load renders first", () => {
    const components = new Set(paths(sheets.light).map((p) => p.split("|")[1]));
    for (const c of ["Shared", "App-App", "Layout-Layout", "Layout-Sider", "Button-Button", "Wave-Wave", "Typography-Typography", "Card-Card", "Statistic-Statistic", "Tag-Tag", "Badge-Badge", "Avatar-Avatar", "Alert-Alert", "Skeleton-Skeleton", "Popover-Popover", "Tooltip-Tooltip", "Dropdown-Dropdown", "Flex-Flex", "Space-Space", "Empty-Empty", "Spin-Spin"]) {
      expect(components, c).toContain(c);
    }
    // What the first screen does not show stays with antd's run time (a full set was slower: see the sheet's file).
    expect(components).not.toContain("Table-Table");
    expect(components).not.toContain("DatePicker-DatePicker");
  });

  it("one theme per sheet: each variant's styles are under a token of its own, and only that one", () => {
    const tokens = Object.values(sheets).map((css) => new Set(paths(css).map((p) => p.split("|")[0])));
    for (const t of tokens) expect(t.size).toBe(1);
    expect(new Set(tokens.map((t) => [...t][0])).size).toBe(4);
    expect(sheets.dark).not.toBe(sheets.light);
    expect(sheets["light-still"]).not.toBe(sheets.light);
  });
});
