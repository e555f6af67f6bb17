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
  const components = (css: string) => new Set(paths(css).map((p) => p.split("|")[1]));
  const SHELL_AND_DASHBOARD = ["Shared", "App-App", "Layout-Layout", "Layout-Sider", "Button-Button", "Wave-Wave", "Typography-Typography", "Card-Card", "Statistic-Statistic", "Tag-Tag", "Badge-Badge", "Avatar-Avatar", "Alert-Alert", "Skeleton-Skeleton", "Popover-Popover", "Tooltip-Tooltip", "Dropdown-Dropdown", "Flex-Flex", "Space-Space", "Empty-Empty", "Spin-Spin"];
  const LIST = ["Input-Component", "Select-Select", "Table-Table", "Pagination-Pagination", "Tag-preset", "Tag-status"];

  it("the dashboard's cover the shell and the dashboard: the components a signed-in cold load of / renders first", () => {
    const dashboard = components(sheets.dashboard.light);
    for (const c of SHELL_AND_DASHBOARD) expect(dashboard, c).toContain(c);
    // What the first screen does not show stays with antd's run time (a full set was slower: see the sheet's file).
    for (const c of [...LIST, "DatePicker-DatePicker"]) expect(dashboard, c).not.toContain(c);
  });

  it("the shell's own pages (Profile, Settings) take the dashboard's", () => {
    expect(sheets.shell).toEqual(sheets.dashboard);
  });

  it("the list screens' add a list's toolbar, table and pager to those", () => {
    const lists = components(sheets.lists.light);
    for (const c of [...SHELL_AND_DASHBOARD, ...LIST]) expect(lists, c).toContain(c);
    expect(lists).not.toContain("DatePicker-DatePicker");
  });

  it("one theme per sheet: each variant's styles are under a token of its own, and only that one", () => {
    for (const variants of Object.values(sheets)) {
      const tokens = Object.values(variants).map((css) => new Set(paths(css).map((p) => p.split("|")[0])));
      for (const t of tokens) expect(t.size).toBe(1);
      expect(new Set(tokens.map((t) => [...t][0])).size).toBe(4);
      expect(variants.dark).not.toBe(variants.light);
      expect(variants["light-still"]).not.toBe(variants.light);
    }
  });
});
