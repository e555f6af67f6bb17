import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
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
  },
});
