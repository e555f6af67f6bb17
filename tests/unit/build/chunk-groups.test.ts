// The production build's chunk groups (build/chunk-groups.ts): which modules each group starts from.
import { describe, expect, it } from "vitest";
import { codeSplitting } from "../../../build/chunk-groups";

const groups = codeSplitting.groups ?? [];
const group = (name: string) => groups.find((g) => g.name === name)!;
const takes = (name: string, id: string) => {
  const test = group(name).test;
  return test instanceof RegExp ? test.test(id) : false;
};

describe("chunk groups", () => {
  it("take the entry's modules first, then the route table, the shell, the dashboard, antd's controls and the list screens", () => {
    expect(groups.map((g) => [g.name, g.priority])).toEqual([
      ["boot", 6],
      ["routes", 5],
      ["shell", 4],
      ["dashboard", 3],
      ["controls", 2],
      ["lists", 1],
    ]);
    expect(group("boot").tags).toEqual(["$initial"]);
  });

  it("start each group from its own modules, on either path separator", () => {
    expect(takes("routes", "/repo/src/app/route-prefetch.ts")).toBe(true);
    expect(takes("shell", "/repo/src/app/FullApp.tsx")).toBe(true);
    expect(takes("shell", "C:\\repo\\src\\shell\\AppLayout.tsx")).toBe(true);
    expect(takes("dashboard", "/repo/src/pages/dashboard/DashboardPage.tsx")).toBe(true);
    expect(takes("lists", "/repo/src/components/resource/ResourceScreen.tsx")).toBe(true);
    expect(takes("lists", "/repo/src/components/list/useResourceList.tsx")).toBe(true);
    expect(takes("controls", "/repo/node_modules/antd/es/select/index.js")).toBe(true);
    expect(takes("controls", "C:\\repo\\node_modules\\antd\\es\\input\\TextArea.js")).toBe(true);
  });

  it("leave other modules to the automatic split (they join a group only as its static imports)", () => {
    expect(takes("shell", "/repo/src/app/FullApp.test.tsx")).toBe(false);
    expect(takes("shell", "/repo/src/shell/AppHeader.tsx")).toBe(false);
    expect(takes("dashboard", "/repo/resources/transactions/TransactionsPage.tsx")).toBe(false);
    expect(takes("routes", "/repo/src/app/route-prefetch-helpers.ts")).toBe(false);
    expect(takes("lists", "/repo/resources/transactions/TransactionsPage.tsx")).toBe(false);
    expect(takes("controls", "/repo/node_modules/antd/es/table/index.js")).toBe(false);
  });
});
