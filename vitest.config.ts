import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

/**
 * Test files that need modules of their own: `vi.mock` replaces a module for one file (a module another
 * file loaded first would stay real), and shims.test re-requires qs with a patched resolver (Node's
 * resolve cache would keep another file's answer).
 */
export const OWN_MODULES = [
  "tests/unit/lib/shims.test.ts",
  // Renders antd in Node (its server path): a module graph loaded under jsdom would be on the client path.
  "tests/unit/build/antd-boot-styles.test.tsx",
  "tests/unit/app/demo-backend.test.ts",
  "tests/unit/app/preload-on-click.test.ts",
  "tests/unit/mocks/browser-start.test.ts",
  "tests/unit/shell/main-nav.test.tsx",
  "tests/integration/approvals-off.test.tsx",
  "tests/integration/change-password.test.tsx",
  "tests/integration/dashboard.test.tsx",
  "tests/integration/demo-reset.test.tsx",
  "tests/integration/extensions-off.test.tsx",
  "tests/integration/row-actions.test.tsx",
  "tests/integration/settings.test.tsx",
  "tests/integration/spec-only.test.tsx",
  "tests/integration/transactions.test.tsx",
];

/** The console's tests: a DOM, and the demo backend in msw/node (tests/setup.ts). */
const BROWSER = { environment: "jsdom", setupFiles: ["tests/setup.ts"] };

export default defineConfig({
  plugins: [react()],
  test: {
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
    // The other files share one module graph per worker (isolate: false): the setup's imports (the demo
    // backend, Testing Library, antd's icons) cost ≈ 2 s per file when every file loads them afresh.
    // tests/setup.ts puts the demo server's switches back before each test. Figures: docs/quality.md, "Why the suites run as they do".
    projects: [
      { extends: true, test: { ...BROWSER, name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], exclude: OWN_MODULES, isolate: false } },
      { extends: true, test: { ...BROWSER, name: "screens", include: ["tests/integration/**/*.test.{ts,tsx}"], exclude: OWN_MODULES, isolate: false } },
      { extends: true, test: { ...BROWSER, name: "own-modules", include: OWN_MODULES } },
      // The PayDesk server's rules over HTTP, on PGlite (in memory) and, when PAYDESK_TEST_DATABASE_URL
      // names one, on a real PostgreSQL server too (tests/server/harness.ts). Node, no DOM, no demo backend.
      // processes.test.ts (two server processes on one database) only then: PGlite is one process's.
      // `npm run test:server` runs both passes (tests/server/run.mjs); `npm run test:unit` runs the others.
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["tests/server/**/*.test.ts"],
          // Two OS processes on one PostgreSQL: only where there is a PostgreSQL server (not PGlite, not the memory store).
          exclude: process.env.PAYDESK_TEST_DATABASE_URL && process.env.PAYDESK_TEST_STORE !== "memory" ? [] : ["tests/server/processes.test.ts"],
          // A file's database is made in its beforeAll: PGlite compiles PostgreSQL's WebAssembly (2–4 s
          // a file on a busy 2-core machine), then migrates and seeds: past 20 s in CI when other work
          // loads the machine. The tests themselves keep the suite's limits.
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
