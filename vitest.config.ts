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
    // One copy of react-router for the app and @refinedev/react-router (else two router contexts).
    server: { deps: { inline: [/@refinedev\//, /react-router/] } },
  },
});
