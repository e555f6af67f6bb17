// Lint enforces the import direction (eslint.layers.js) and forbids import cycles, dynamic import()
// included, with the repo's own eslint.config.js. Snippets are linted as if they were files at the given path.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
// tests/fixtures is ignored by `npm run lint` (its cycle is on purpose); ignore: false lints it here.
const eslint = new ESLint({ cwd: root, ignore: false });
// The direction cases without no-cycle, which would read the app's whole import graph first.
const directionOnly = new ESLint({ cwd: root, overrideConfig: { rules: { "import-x/no-cycle": "off" } } });

async function direction(filePath: string, code: string) {
  const [result] = await directionOnly.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === "import-x/no-restricted-paths").map((m) => m.message);
}

describe("import direction", () => {
  it("src/lib may not import the app layer", async () => {
    expect(await direction("src/lib/x.ts", `import { allDeclarations } from "../app/declarations";\nexport const n = allDeclarations;\n`)).toEqual([
      expect.stringContaining(`base may not import app`),
    ]);
  });

  it("src/lib may not import providers, even lazily", async () => {
    expect(await direction("src/lib/x.ts", `export const load = () => import("../../providers/http");\n`)).toEqual([
      expect.stringContaining(`base may not import providers`),
    ]);
  });

  it("a resource may not import src/app, outside the files listed as temporary exceptions", async () => {
    const code = `import { AppRoutes } from "../../src/app/AppRoutes";\nexport const u = AppRoutes;\n`;
    expect(await direction("resources/users/Other.tsx", code)).toEqual([expect.stringContaining(`resources may not import app`)]);
  });

  it("a resource may not import another resource's files (its declaration, index.ts, it may)", async () => {
    expect(await direction("resources/wallets/x.tsx", `import { merchants } from "../merchants";\nexport const m = merchants;\n`)).toEqual([]);
    const code = `import { BUSINESS_TYPE_OPTIONS } from "../merchants/labels";\nexport const f = BUSINESS_TYPE_OPTIONS;\n`;
    expect(await direction("resources/wallets/x.tsx", code)).toEqual([
      expect.stringContaining(`A resource does not import another resource's files`),
    ]);
  });

  it("a resource's demo.ts takes its seed context, types and reject from ../types, never from mocks/", async () => {
    expect(await direction("resources/wallets/demo.ts", `import { reject, type DemoResource } from "../types";\nexport const d: Partial<DemoResource> = {};\nexport const r = reject;\n`)).toEqual([]);
    expect(await direction("resources/wallets/demo.ts", `import { getDb } from "../../mocks/db";\nexport const g = getDb;\n`)).toEqual([
      expect.stringContaining(`Only the app layer loads the demo backend`),
    ]);
  });

  it("mocks may import the declarations but not the screens or components", async () => {
    expect(await direction("mocks/x.ts", `import { wallets } from "../resources/wallets";\nexport const w = wallets;\n`)).toEqual([]);
    expect(await direction("mocks/x.ts", `import { StatusBadge } from "../src/components/StatusBadge";\nexport const s = StatusBadge;\n`)).toEqual([
      expect.stringContaining(`mocks/ may import only`),
    ]);
  });

  it("the app layer may import everything below it", async () => {
    const code = `import { wallets } from "../../resources/wallets";\nimport { http } from "../../providers/http";\nexport const x = [wallets, http];\n`;
    expect(await direction("src/app/x.ts", code)).toEqual([]);
  });
});

describe("import cycles", () => {
  it("a static cycle fails lint", async () => {
    const [result] = await eslint.lintFiles([path.join(root, "tests/fixtures/import-cycle/static-a.ts")]);
    expect(result.messages.map((m) => m.ruleId)).toContain("import-x/no-cycle");
  });

  it("a cycle through a lazy import() fails lint too (declaration ⇄ screen), from either side", async () => {
    const results = await eslint.lintFiles(["lazy-declaration.ts", "lazy-screen.ts"].map((f) => path.join(root, "tests/fixtures/import-cycle", f)));
    expect(results.map((r) => r.messages.map((m) => m.ruleId))).toEqual([["import-x/no-cycle"], ["import-x/no-cycle"]]);
  });

  it("the same lazy screen given its declaration as a prop has no cycle", async () => {
    const results = await eslint.lintFiles(["prop-declaration.ts", "prop-screen.ts"].map((f) => path.join(root, "tests/fixtures/import-cycle", f)));
    expect(results.flatMap((r) => r.messages.map((m) => m.ruleId))).toEqual([]);
  });
});
