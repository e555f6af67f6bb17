// Stand-ins swapped only where antd's own modules import them (each stand-in file says why): two
// antd features the console never uses, and a cheaper repeat of an unchanged style injection. The
// build fails if antd moves them, rather than silently bundling them again.
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const STAND_INS = [
  { importer: "antd/es/typography/Base/index.js", source: "../Editable", file: "../src/lib/shims/antd-typography-editable.ts" },
  { importer: "antd/es/card/Card.js", source: "../tabs", file: "../src/lib/shims/antd-card-tabs.ts" },
  { importer: "@ant-design/cssinjs/es/hooks/useStyleRegister.js", source: "rc-util/es/Dom/dynamicCSS", file: "../src/lib/shims/antd-update-css.ts" },
];

export function antdStandIns(): Plugin {
  const applied = new Set<string>();
  return {
    name: "paydesk-antd-stand-ins",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer) return null;
      const from = importer.replace(/\\/g, "/");
      const hit = STAND_INS.find((s) => source === s.source && from.endsWith(`/node_modules/${s.importer}`));
      if (!hit) return null;
      applied.add(hit.importer);
      return fileURLToPath(new URL(hit.file, import.meta.url));
    },
    buildEnd(error) {
      const missing = STAND_INS.filter((s) => !applied.has(s.importer));
      if (!error && missing.length) this.error(`antd stand-ins not applied (did antd move?): ${missing.map((s) => s.importer).join(", ")}`);
    },
  };
}
