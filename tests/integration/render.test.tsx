// renderUi's promise: antd's components render, with their styles neither generated nor injected
// (render.tsx, skipAntdStyles); outside its scope antd generates and injects them as usual.
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { createCache, StyleProvider } from "@ant-design/cssinjs";
import { SearchOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { renderUi } from "./render";

/** Keys of the style entries (not the theme tokens) in an antd style cache. */
const styleEntries = (cache: ReturnType<typeof createCache>) =>
  [...(cache as unknown as { cache: Map<string, unknown> }).cache.keys()].filter((key) => key.startsWith("style%"));
const iconStyleTags = () => document.querySelectorAll('style[rc-util-key="@ant-design-icons"]').length;

describe("renderUi", () => {
  it("renders antd with no style generated and none injected, icons' included", () => {
    document.head.querySelectorAll('style[rc-util-key="@ant-design-icons"]').forEach((tag) => tag.remove());
    const cache = createCache();
    renderUi(
      <StyleProvider cache={cache}>
        <Button icon={<SearchOutlined />}>Search</Button>
      </StyleProvider>,
    );
    expect(screen.getByRole("button", { name: "search Search" })).toBeInTheDocument();
    expect(styleEntries(cache)).toEqual([]);
    expect(iconStyleTags()).toBe(0);
  });

  it("leaves antd's styles alone outside it", () => {
    const cache = createCache();
    render(
      <StyleProvider cache={cache} mock="client">
        <Button icon={<SearchOutlined />}>Search</Button>
      </StyleProvider>,
    );
    expect(styleEntries(cache).length).toBeGreaterThan(0);
    expect(iconStyleTags()).toBeGreaterThan(0);
  });
});
