// public/ holds the demo backend's two service worker files (demo-service-worker.js in front of msw's
// mockServiceWorker.js). A build without the demo backend (VITE_MOCK_API=off) registers neither, so
// they are taken out of what it publishes: a real deployment serves no script it does not use.
import { rmSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export const DEMO_SERVICE_WORKER_FILES = ["demo-service-worker.js", "mockServiceWorker.js"] as const;

export function withoutDemoServiceWorkers(): Plugin {
  let outDir = "";
  return {
    name: "paydesk-without-demo-service-workers",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the bundle is written: Vite copies public/ into the output while it renders.
    closeBundle() {
      for (const file of DEMO_SERVICE_WORKER_FILES) rmSync(path.join(outDir, file), { force: true });
    },
  };
}
