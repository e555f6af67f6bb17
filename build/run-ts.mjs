// Runs an entry of the PayDesk server (server/main.ts, server/cli.ts) from its TypeScript source,
// without a build: Vite's SSR module loader transforms server/ and what it imports, and leaves the
// packages in node_modules to Node. `node build/run-ts.mjs server/cli.ts create-admin a@b.c` calls
// the entry's `main(args, { consoleDir })`; a number it resolves with is the exit status. The
// bundle (build/server-bundle.config.ts) calls the same `main` from dist-server/.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node build/run-ts.mjs <server entry .ts> [arguments…]");
  process.exit(2);
}

// No config file (the console's plugins are not needed), no watcher, no HMR, no dependency scan.
const vite = await createServer({
  configFile: false,
  root,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const module = await vite.ssrLoadModule(`/${path.relative(root, path.resolve(entry)).split(path.sep).join("/")}`);
const status = await module.main(args, { consoleDir: path.join(root, "dist") });
// A command is done: close the loader so the process can end. A server keeps running (it exits on SIGTERM).
if (typeof status === "number") {
  await vite.close();
  process.exitCode = status;
}
