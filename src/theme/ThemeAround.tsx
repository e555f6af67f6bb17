// antd's ConfigProvider styles the icons (its useResetIconStyle) with the design token of the
// context *around* it. With nothing around it that is antd's default theme, whose whole token antd
// then derives (palettes, aliases, a hash) for that one style, which needs none of it: 25–45 ms of a
// cold load at 1× CPU, in one unit of React work (docs/performance.md, "antd's styles"). Given from
// outside, the context carries the console's own theme, exactly as ConfigProvider builds it, so the
// icons' token is the one ConfigProvider derives anyway: one derivation, cached by its content.
// antd exposes that context as `theme._internalContext`; tests/unit/theme/theme-around.test.tsx
// fails if antd ever builds its context differently (two derivations again).
import { useMemo, type ReactNode } from "react";
import { theme, type ThemeConfig } from "antd";
import { createTheme } from "@ant-design/cssinjs";

/** The design-token context ConfigProvider gives its children for `config` (antd 5's ConfigProvider, "Dynamic theme"). */
export function designTokenContext(config: ThemeConfig) {
  const { algorithm = theme.defaultAlgorithm, token, components = {}, ...rest } = config;
  const mergedToken = { ...theme.defaultSeed, ...token };
  const parsed = Object.fromEntries(Object.entries(components).map(([name, tokens]) => [name, { ...tokens }]));
  return {
    ...theme.defaultConfig,
    ...rest,
    theme: createTheme(algorithm),
    token: mergedToken,
    components: parsed,
    override: { override: mergedToken, ...parsed },
  };
}

/** Wraps the app's ConfigProvider (same `config`). */
export function ThemeAround({ config, children }: { config: ThemeConfig; children: ReactNode }) {
  const value = useMemo(() => designTokenContext(config), [config]);
  return <theme._internalContext.Provider value={value as never}>{children}</theme._internalContext.Provider>;
}
