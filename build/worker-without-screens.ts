import type { Plugin } from "vite";

export const NOT_IN_WORKER = "\0paydesk-not-in-the-demo-backend-worker";

/**
 * The demo backend's worker reads the resource declarations, and they name their screens and dialogs
 * by `import()`. The worker never renders, so in its build each of those imports (any outside
 * mocks/) becomes one stub that rejects. Without this the worker build emitted a second copy of
 * every screen (never loaded; their CSS files clashed with the app's by name), and shared React and
 * antd's icons with them as separate files: the worker then fetched four files in two round trips
 * before it could start. With it, the worker is one file, and the build fails if it is ever more.
 */
export function workerWithoutScreens(): Plugin {
  return {
    name: "paydesk-worker-without-screens",
    enforce: "pre",
    resolveDynamicImport(_specifier, importer) {
      if (importer && !/[\\/]mocks[\\/]/.test(importer)) return NOT_IN_WORKER;
      return null;
    },
    load(id) {
      if (id === NOT_IN_WORKER) return `throw new Error("screens are not loaded in the demo backend's worker");`;
      return null;
    },
    generateBundle(_options, bundle) {
      const extra = Object.values(bundle).filter((file) => file.type === "chunk" && !file.isEntry && file.facadeModuleId !== NOT_IN_WORKER);
      if (extra.length) this.error(`the demo backend's worker should be one file, but its build also emitted ${extra.map((file) => file.fileName).join(", ")}`);
    },
  };
}
