// src/shell/ListStyles.tsx: a list screen's antd styles, made ahead of time by instances out of the
// document; the components a screen renders then find them in antd's cache and inject nothing more.
// src/shell/StyleWarmup.tsx renders them once someone uses the console, not during a load.
import { describe, expect, it } from "vitest";
import { act, fireEvent, render, waitFor } from "@testing-library/react";
import { createCache, StyleProvider } from "@ant-design/cssinjs";
import { ConfigProvider, Pagination, Select, Table, Tag } from "antd";
import type { ReactNode } from "react";
import ListStyles from "../../../src/shell/ListStyles";
import { StyleWarmup } from "../../../src/shell/StyleWarmup";
import { ThemeProvider } from "../../../src/theme/ThemeContext";
import { antdThemeConfig } from "../../../src/theme/antd-theme";

const styleTags = () => Array.from(document.head.querySelectorAll("style")).map((s) => s.textContent ?? "");
const cache = createCache();

function Themed({ children, styles = cache }: { children: ReactNode; styles?: ReturnType<typeof createCache> }) {
  return (
    <StyleProvider cache={styles} container={document.head}>
      <ConfigProvider theme={antdThemeConfig("light", false)}>{children}</ConfigProvider>
    </StyleProvider>
  );
}

describe("ListStyles", () => {
  it("injects Select, Table, Pagination, Spin and Tag styles with nothing in the document; the screen's components add none", () => {
    document.head.innerHTML = "";
    const { container, rerender } = render(
      <Themed>
        <ListStyles />
      </Themed>,
    );
    expect(container.innerHTML).toBe("");
    expect(document.querySelector(".ant-table, .ant-select, .ant-tag")).toBeNull();
    const warmed = styleTags();
    for (const cls of ["ant-select", "ant-table", "ant-pagination", "ant-spin", "ant-tag", "ant-tag-blue"]) {
      expect(warmed.some((css) => css.includes(`.${cls}`)), cls).toBe(true);
    }
    rerender(
      <Themed>
        <ListStyles />
        <Select aria-label="Status" options={[{ value: "a", label: "A" }]} />
        <Table columns={[{ key: "a", dataIndex: "a", title: "A" }]} dataSource={[{ key: 1, a: "x" }]} />
        <Pagination total={50} showSizeChanger />
        <Tag color="blue">Pending</Tag>
      </Themed>,
    );
    expect(styleTags()).toEqual(warmed);
  });
});

describe("StyleWarmup", () => {
  const tableStyles = () => styleTags().filter((css) => css.includes(".ant-table")).length;

  it("warms nothing while nobody has touched the page; after the first input, at an idle moment, the list's styles", async () => {
    document.head.innerHTML = "";
    render(
      <Themed styles={createCache()}>
        <ThemeProvider>
          <StyleWarmup />
        </ThemeProvider>
      </Themed>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(tableStyles()).toBe(0);
    fireEvent.pointerMove(window);
    await waitFor(() => expect(tableStyles()).toBe(1));
  });
});
