import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// Vite config for the console. Tests use vitest.config.ts.
export default defineConfig({
  plugins: [react()],
  build: {
    target: "es2022",
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
  },
  preview: { port: 4173, strictPort: true },
});
