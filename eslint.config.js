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
      // A cycle through a dynamic import() is allowed: a declaration lazy-loads its screen
      // (`lazyView(() => import("./WalletsPage"))`) and the screen imports the declaration back;
      // the import() runs after both modules have been evaluated, so neither sees the other half
      // initialised — the hazard no-cycle exists for. Type-only imports are ignored too.
      "import-x/no-cycle": ["error", { allowUnsafeDynamicCyclicDependency: true, ignoreExternal: true }],
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
