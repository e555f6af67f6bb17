import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { layerConfigs } from "./eslint.layers.js";

export default tseslint.config(
  { ignores: ["dist", "dist-server", "data", "tests/fixtures/import-cycle", "node_modules", "bench/.dist", ".shoot-tmp.mjs", "public/mockServiceWorker.js", "bench/results*", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // Import direction and cycles (eslint.layers.js; docs/DEVELOPING.md, "Import direction").
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      // As import-x's flat "typescript" preset: without these, no-cycle reads no .ts/.tsx file.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/external-module-folders": ["node_modules", "node_modules/@types"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      // Every cycle fails, one through a dynamic import() too (import-x's default: no
      // allowUnsafeDynamicCyclicDependency). A lazy screen is still a dependency: a module that
      // loads its own importer later is one tangle to read, to test alone and to split into chunks
      // (docs/DEVELOPING.md, "Import direction"). A screen gets its declaration as a prop
      // (`ViewProps`) instead of importing it back. Type-only imports are erased and don't count.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  ...layerConfigs(),
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.commonjs, ...globals.es2021 } },
  },
);
