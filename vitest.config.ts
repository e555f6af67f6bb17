import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

/** Re-requires qs with a patched resolver: Node's resolve cache would keep another file's answer. */
const LOADS_MODULES_AFRESH = "tests/unit/lib/shims.test.ts";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    setupFiles: ["tests/setup.ts"],
    css: false,
    testTimeout: 60000,
    hookTimeout: 20000,
    pool: "forks",
    // Both cores: the jsdom screen tests are CPU-bound and independent.
    maxWorkers: 2,
    // antd under jsdom is CPU-heavy; on a busy 2-core CI box a render can overrun a wait.
    // One retry absorbs that; a real failure still fails twice.
    retry: process.env.CI ? 1 : 0,
    // One copy of react-router for the app and @refinedev/react-router (else two router contexts).
    server: { deps: { inline: [/@refinedev\//, /react-router/] } },
    projects: [
      // The unit files share one module graph per worker (isolate: false): the setup's imports (the demo
      // backend, Testing Library, antd's icons) cost ≈ 2 s per file when every file loads them afresh.
      // 59 files: 133 s → 19 s. tests/setup.ts puts the demo server's switches back before each test.
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], exclude: [LOADS_MODULES_AFRESH], isolate: false },
      },
      // Screen tests render the whole app, whose module state (React Query caches, Refine) is per file.
      {
        extends: true,
        test: { name: "isolated", include: ["tests/integration/**/*.test.{ts,tsx}", LOADS_MODULES_AFRESH] },
      },
    ],
  },
});
