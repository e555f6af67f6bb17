import { defineConfig } from "@playwright/test";
import { E2E_ARGS, E2E_CHROMIUM } from "./bench/chromium.mjs";

// E2E in Debian's Chromium: the console's production build on the in-browser demo backend (vite
// preview, tests/e2e/), and the production PayDesk server with the console built for it
// (npm run build:server, tests/e2e-server/), on an in-memory database seeded with the demo data.
const port = Number(process.env.PW_PORT ?? 4173);
const serverPort = Number(process.env.PW_SERVER_PORT ?? 4181);

export default defineConfig({
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  projects: [
    { name: "demo", testDir: "tests/e2e", use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: "server", testDir: "tests/e2e-server", use: { baseURL: `http://127.0.0.1:${serverPort}` } },
  ],
  use: {
    viewport: { width: 1440, height: 900 },
    // The app honours prefers-reduced-motion by turning antd's motion off: dialogs, drawers and toasts
    // come and go at once, with no animation frames to draw or wait out (the specs that check what a
    // user does with motion on, first-click and keyboard, set "no-preference"). 5.6 vs 6.5 worker-min
    // on five specs with motion on and off (docs/quality.md, "Why the suites run as they do").
    reducedMotion: "reduce",
    // Debian's Chromium headless shell (bench/chromium.mjs) with the container flags the bench uses
    // too, and V8 without its optimizing compilers (E2E_ARGS: why, and what it saved).
    launchOptions: { executablePath: E2E_CHROMIUM, args: E2E_ARGS },
    // A click, fill or hover normally returns within a second or two even on a busy machine. In CI a
    // click's actionability check has been seen never to return (its log stops at "waiting for
    // element to be visible, enabled and stable", with no retry), holding the test for its whole
    // 240 s budget; bounded, such a hang fails in 30 s and the retry runs that much sooner.
    actionTimeout: 30_000,
  },
  webServer: [
    {
      // Uncompressed (build/uncompressed-preview.ts): gzip per test and script buys nothing on loopback.
      command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
      env: { PAYDESK_PREVIEW_UNCOMPRESSED: "1" },
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The production host itself (server/main.ts), not a test double; its database lives and dies with it.
      command: "node dist-server/main.js",
      env: { PORT: String(serverPort), HOST: "127.0.0.1", PAYDESK_DATA: "memory", PAYDESK_SEED: "demo" },
      url: `http://127.0.0.1:${serverPort}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
