// antd derives a theme's whole design token once per distinct theme. Its ConfigProvider styles the
// icons with the token of the context around it (antd's default theme when there is none), so the
// console's first render derived two tokens where it shows one theme. ThemeAround gives that outer
// context the console's theme, as ConfigProvider builds it.
import { describe, expect, it, vi } from "vitest";
import { render } from "@testing-library/react";
import { Button, ConfigProvider } from "antd";
import { StyleProvider, Theme, createCache } from "@ant-design/cssinjs";
import { antdThemeConfig } from "../../../src/theme/antd-theme";
import { ThemeAround } from "../../../src/theme/ThemeAround";

/** How many design tokens antd derives for a first render of a button under `config` (a fresh style cache). */
function derivations(wrapped: boolean, config = antdThemeConfig("light", false)) {
  const derive = vi.spyOn(Theme.prototype, "getDerivativeToken");
  const app = (
    <ConfigProvider theme={config}>
      <Button>Save</Button>
    </ConfigProvider>
  );
  const { unmount } = render(<StyleProvider cache={createCache()}>{wrapped ? <ThemeAround config={config}>{app}</ThemeAround> : app}</StyleProvider>);
  const count = derive.mock.calls.length;
  unmount();
  derive.mockRestore();
  return count;
}

describe("ThemeAround", () => {
  it("without it, antd derives its default theme's token too (for the icons' style)", () => {
    expect(derivations(false)).toBe(2);
  });

  it("with it, the console's theme is derived once, light and dark", () => {
    expect(derivations(true, antdThemeConfig("light", false))).toBe(1);
    expect(derivations(true, antdThemeConfig("dark", true))).toBe(1);
  });
});
