// `npm run build:server`'s second half: the PayDesk server bundled into dist-server/ (main.js, the
// host that `npm run serve` runs, and cli.js, `node dist-server/cli.js create-admin EMAIL`). Every
// package stays an import of node_modules (Vite's SSR build externalises dependencies: pg, PGlite's
// WebAssembly, argon2's native binding), so a deployment needs `npm ci --omit=dev` beside it; our own
// TypeScript (server/, and the src/lib, resources and mocks/seed files it imports) is bundled.
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const ENTRIES: Record<string, string> = { main: "server/main.ts", cli: "server/cli.ts" };
const PREFIX = "paydesk-entry:";

/**
 * Each entry file calls its module's `main` (server/main.ts starts nothing when merely imported),
 * with the console built inside the bundle's folder: dist-server/public (dist/ stays the demo build).
 */
function entries(): Plugin {
  return {
    name: "paydesk-server-entries",
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const source = fileURLToPath(new URL(`../${ENTRIES[id.slice(PREFIX.length + 1)]}`, import.meta.url));
      return [
        `import { fileURLToPath } from "node:url";`,
        `import { main } from ${JSON.stringify(source)};`,
        `const status = await main(process.argv.slice(2), { consoleDir: fileURLToPath(new URL("./public", import.meta.url)) });`,
        `if (typeof status === "number") process.exitCode = status;`,
      ].join("\n");
    },
  };
}

export default defineConfig({
  root,
  envDir: false,
  publicDir: false,
  plugins: [entries()],
  build: {
    ssr: true,
    target: "node20",
    outDir: "dist-server",
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rolldownOptions: {
      input: Object.fromEntries(Object.keys(ENTRIES).map((name) => [name, `${PREFIX}${name}`])),
      output: { format: "esm", entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});
