// Serves the app `virtual:antd-boot-styles`: the URLs of antd's pre-made boot stylesheets, one per
// screens and theme variant (build/antd-boot-styles.tsx makes them; src/theme/boot-styles.ts loads one). The
// build emits them as hashed assets; the dev server and tests get none, and antd generates every
// style at run time as it always did.
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { runnerImport, type Plugin } from "vite";

const ID = "virtual:antd-boot-styles";
const RESOLVED_ID = `\0${ID}`;

/** The plugin, and the URLs it emitted (for the head script's preload, build/head-preload.ts). */
export function antdBootStylesheets(): Plugin & { urls: Record<string, Record<string, string>> } {
  let building = false;
  let base = "/";
  const urls: Record<string, Record<string, string>> = {};
  return {
    urls,
    name: "paydesk-antd-boot-styles",
    configResolved(config) {
      building = config.command === "build";
      base = config.base;
    },
    resolveId: (id) => (id === ID ? RESOLVED_ID : null),
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      if (!building) return "export default {};";
      // Loaded only here, in a build: rendering antd in Node costs ≈ 2 s, which `vite` (dev) and
      // `vite preview` should not pay on every start.
      const { module } = await runnerImport<typeof import("./antd-boot-styles.tsx")>(fileURLToPath(new URL("./antd-boot-styles.tsx", import.meta.url)));
      const emitted = new Set<string>();
      for (const [screens, variants] of Object.entries(module.allAntdBootStyles())) {
        urls[screens] = {};
        for (const [variant, css] of Object.entries(variants)) {
          // antd hashes differently outside production: the browser would look up paths that are not there.
          if (css.includes("css-dev-only")) this.error(`antd boot styles: made with NODE_ENV=${process.env.NODE_ENV}, not production`);
          if (!css.includes(".data-ant-cssinjs-cache-path{")) this.error("antd boot styles: no cache-path map (did @ant-design/cssinjs change?)");
          // Named by content: screens with the same sheet share its file.
          const fileName = `assets/antd-${variant}-${createHash("sha256").update(css).digest("hex").slice(0, 8)}.css`;
          if (!emitted.has(fileName)) this.emitFile({ type: "asset", fileName, source: css });
          emitted.add(fileName);
          urls[screens][variant] = base + fileName;
        }
      }
      return `export default ${JSON.stringify(urls)};`;
    },
  };
}
