// The PayDesk server's place in the import direction (eslint.layers.js): server/ takes base, the
// resource declarations and the security header table; no app layer takes server/; mocks/ takes
// its rules, app, routes and store interface (the demo backend runs the app over its memory store). Snippets are linted as if they were files at the given path.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { "import-x/no-cycle": "off" } } });

async function direction(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === "import-x/no-restricted-paths").map((m) => m.message);
}

const SERVER_ONLY = expect.stringContaining("server/ may import only");

describe("import direction of server/", () => {
  it("server/ may import base, the declarations and build/security-headers.ts", async () => {
    const code = [
      `import { ROLES } from "../../src/domain";`,
      `import { formatMoney } from "../../src/lib/format";`,
      `import type { DeclaredResource } from "../../resources/types";`,
      `import { wallets } from "../../resources/wallets";`,
      `import { resources } from "../../resources";`,
      `import { securityHeaders } from "../../build/security-headers";`,
      `export const all = [ROLES, formatMoney, wallets, resources, securityHeaders] as unknown as DeclaredResource[];`,
    ].join("\n");
    expect(await direction("server/rules/x.ts", code)).toEqual([]);
  });

  it("server/ may not import screens, components, providers, the demo backend or other tooling", async () => {
    for (const from of ["../../resources/wallets/QrButton", "../../src/components/StatusBadge", "../../providers/http", "../../src/app/AppRoutes", "../../mocks/handlers", "../../build/head-preload", "../../tests/setup"])
      expect([from, await direction("server/rules/x.ts", `export const load = () => import("${from}");\n`)]).toEqual([from, [SERVER_ONLY]]);
  });

  it("the demo seed is a listed exception of server/db/seed.ts only", async () => {
    const code = `import { seed } from "../../mocks/seed";\nexport const s = seed;\n`;
    expect(await direction("server/db/seed.ts", code)).toEqual([]);
    expect(await direction("server/db/other.ts", code)).toEqual([SERVER_ONLY]);
  });

  it("no layer of the app imports server/", async () => {
    expect(await direction("src/lib/x.ts", `import { toCents } from "../../server/rules/money";\nexport const c = toCents;\n`)).toEqual([
      expect.stringContaining("base may not import server/"),
    ]);
    expect(await direction("src/pages/x.ts", `export const load = () => import("../../server/start");\n`)).toEqual([expect.stringContaining("app may not import server/")]);
    expect(await direction("resources/wallets/x.ts", `import { toCents } from "../../server/rules/money";\nexport const c = toCents;\n`)).toEqual([
      expect.stringContaining("resources may not import server/"),
    ]);
  });

  it("mocks/ may import the server's rules, app, routes and store interface, nothing else of it", async () => {
    const allowed = `import { toCents } from "../server/rules/money";\nimport type { Store } from "../server/store/types";\nimport { createApp } from "../server/app/app";\nimport { resourceRoutes } from "../server/routes/resources";\nexport const c: [typeof toCents, Store?, unknown, unknown] = [toCents, undefined, createApp, resourceRoutes];\n`;
    expect(await direction("mocks/x.ts", allowed)).toEqual([]);
    for (const from of ["../server/store/sql", "../server/db/connect", "../server/start"])
      expect(await direction("mocks/x.ts", `export const load = () => import("${from}");\n`)).toEqual([expect.stringContaining("mocks/ may import only server/rules")]);
  });
});
