// The production build swaps two antd features the console never uses for stand-ins, and antd's
// style injection for one that skips an unchanged repeat, only where antd's own modules import them
// (build/antd-stand-ins.ts).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { antdStandIns } from "../../../build/antd-stand-ins";
import Editable from "../../../src/lib/shims/antd-typography-editable";
import CardTabs from "../../../src/lib/shims/antd-card-tabs";

const require = createRequire(import.meta.url);
const antdFile = (path: string) => require.resolve(`antd/es/${path}`);
const styleRegister = require.resolve("@ant-design/cssinjs/es/hooks/useStyleRegister.js");

type ResolveId = (this: unknown, source: string, importer?: string) => string | null;
const resolveWith = (plugin: Plugin) => (plugin.resolveId as ResolveId).bind({});

describe("antd stand-ins", () => {
  it("replace Typography's Editable, Card's Tabs and the style hook's updateCSS where antd imports them", () => {
    const resolve = resolveWith(antdStandIns());
    expect(resolve("../Editable", antdFile("typography/Base/index.js"))).toMatch(/src[\\/]lib[\\/]shims[\\/]antd-typography-editable\.ts$/);
    expect(resolve("../tabs", antdFile("card/Card.js"))).toMatch(/src[\\/]lib[\\/]shims[\\/]antd-card-tabs\.ts$/);
    expect(resolve("rc-util/es/Dom/dynamicCSS", styleRegister)).toMatch(/src[\\/]lib[\\/]shims[\\/]antd-update-css\.ts$/);
  });

  it("leave every other import alone — the screens' own Tabs included", () => {
    const resolve = resolveWith(antdStandIns());
    expect(resolve("../tabs", antdFile("typography/Base/index.js"))).toBeNull();
    expect(resolve("antd/es/tabs", "/work/src/pages/admin/AdminPortalPage.tsx")).toBeNull();
    expect(resolve("../Editable", undefined)).toBeNull();
    // The stand-in's own import of rc-util, and rc-util's other users, reach the real module.
    expect(resolve("rc-util/es/Dom/dynamicCSS", "/work/src/lib/shims/antd-update-css.ts")).toBeNull();
    expect(resolve("rc-util/es/Dom/dynamicCSS", require.resolve("@ant-design/cssinjs/es/hooks/useCacheToken.js"))).toBeNull();
  });

  it("match the imports antd actually has (an antd upgrade that moves them fails here and in the build)", () => {
    expect(readFileSync(antdFile("typography/Base/index.js"), "utf8")).toContain("import Editable from '../Editable';");
    expect(readFileSync(antdFile("card/Card.js"), "utf8")).toContain("import Tabs from '../tabs';");
    expect(readFileSync(styleRegister, "utf8")).toContain('import { removeCSS, updateCSS } from "rc-util/es/Dom/dynamicCSS";');
  });

  it("fail the build when one was not applied", () => {
    const plugin = antdStandIns();
    const errors: string[] = [];
    (plugin.buildEnd as (this: unknown, error?: Error) => void).call({ error: (message: string) => errors.push(message) });
    expect(errors.join()).toMatch(/not applied.*typography.*card.*useStyleRegister/);
  });

  it("say why if a screen ever uses the feature", () => {
    expect(() => Editable()).toThrow(/editable.*not bundled/);
    expect(() => CardTabs()).toThrow(/tabList.*not bundled/);
  });
});
