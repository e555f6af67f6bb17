// antd's styles for a signed-in cold load, made at build time (antd's static extraction: its
// server-side rendering path). At run time, antd generates each component's CSS from the theme the
// first time the component renders (stylis parse + serialise) and injects it: ≈ 120 ms of a cold
// dashboard's main thread at 1×, inside its longest tasks. Rendered here once per theme variant
// into a cache, those styles become one stylesheet whose last rule is cssinjs's cache-path map
// (`.data-ant-cssinjs-cache-path{content:"path:hash;…"}`); with that sheet in the page before antd
// first renders, cssinjs finds each listed style in it and neither generates nor injects it
// (@ant-design/cssinjs, util/cacheMapUtil.ts). Anything not listed is generated as before.
//
// One sheet per theme variant and per screens a cold load may open (src/theme/boot-styles.ts
// BOOT_SCREENS): the shell with the dashboard (also for the shell's own pages), and that with what a
// list screen renders on arrival (antd's Input, Select, Table, Pagination); foundation.spec fails if
// a cold dashboard or list has antd make a style of its own. Every component the console uses in one
// sheet, 670 kB per variant (62 kB gzip), made a cold dashboard slower, not faster: more bytes before
// the first paint, and every style recalculation matched against four times the rules
// (docs/performance.md, "antd's styles").
import { renderToString } from "react-dom/server";
import { createCache, extractStyle, StyleProvider } from "@ant-design/cssinjs";
import type { ReactNode } from "react";
import { Alert, App, Avatar, Badge, Button, Card, ConfigProvider, Dropdown, Empty, Flex, Input, Layout, Pagination, Popover, Select, Skeleton, Space, Spin, Statistic, Table, Tag, Tooltip, Typography } from "antd";
import { antdThemeConfig, type ResolvedTheme } from "../src/theme/antd-theme";
import { ThemeAround } from "../src/theme/ThemeAround";
import { BOOT_SCREEN_SETS, BOOT_STYLE_VARIANTS, type BootScreens, type BootStyleVariant } from "../src/theme/boot-styles";

/** One of each component a list screen renders on arrival besides the shell's: its toolbar, table and pager. */
function ListScreen() {
  return (
    <>
      <Input />
      <Input.Search />
      <Select />
      <Table dataSource={[{ key: 1, a: 1 }]} columns={[{ title: "a", dataIndex: "a" }]} />
      <Pagination total={100} />
      <Tag color="blue">t</Tag>
      <Tag color="success">t</Tag>
    </>
  );
}

const SCREENS: Record<BootScreens, ReactNode> = { dashboard: null, shell: null, lists: <ListScreen /> };

/** One of each component the shell (header, sider, bell, user menu) and the dashboard render on arrival, and `children`. */
function ShellAndDashboard({ children }: { children: ReactNode }) {
  return (
    <App>
      <Layout>
        <Layout.Header />
        <Layout>
          <Layout.Sider />
          <Layout.Content>
            <Flex>
              <Space>
                <Button>b</Button>
              </Space>
            </Flex>
            <Typography.Title>t</Typography.Title>
            <Typography.Text>t</Typography.Text>
            <Alert message="a" />
            <Card title="c">
              <Statistic value={1} />
              <Tag>t</Tag>
              <Badge count={1} />
              <Avatar />
              <Skeleton />
              <Spin />
              <Empty />
            </Card>
            <Popover content="p">
              <span />
            </Popover>
            <Tooltip title="t">
              <span />
            </Tooltip>
            <Dropdown menu={{ items: [{ key: "a", label: "a" }] }}>
              <span />
            </Dropdown>
            {children}
          </Layout.Content>
        </Layout>
      </Layout>
    </App>
  );
}

const THEME_OF: Record<BootStyleVariant, [ResolvedTheme, boolean]> = {
  light: ["light", false],
  dark: ["dark", false],
  "light-still": ["light", true],
  "dark-still": ["dark", true],
};

/** The stylesheet for one screens and variant: the styles, then the cache-path map that makes antd use them. */
export function antdBootStyles(screens: BootScreens, variant: BootStyleVariant): string {
  const [theme, reducedMotion] = THEME_OF[variant];
  const cache = createCache();
  // The same providers, in the same order, as PayDeskApp's ThemedAntd: the paths and hashes antd
  // computes here are the ones it looks up in the browser.
  const config = antdThemeConfig(theme, reducedMotion);
  renderToString(
    <StyleProvider cache={cache}>
      <ThemeAround config={config}>
        <ConfigProvider theme={config}>
          <ShellAndDashboard>{SCREENS[screens]}</ShellAndDashboard>
        </ConfigProvider>
      </ThemeAround>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true, types: ["style"] });
}

/** Every screens' and variant's stylesheet. */
export function allAntdBootStyles(): Record<BootScreens, Record<BootStyleVariant, string>> {
  const variants = (screens: BootScreens) => Object.fromEntries(BOOT_STYLE_VARIANTS.map((v) => [v, antdBootStyles(screens, v)]));
  return Object.fromEntries(BOOT_SCREEN_SETS.map((screens) => [screens, variants(screens)])) as Record<BootScreens, Record<BootStyleVariant, string>>;
}
