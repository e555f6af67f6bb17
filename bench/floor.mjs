// The floor: the design card's stack with next to no app, measured as the console is. Two small
// apps (bench/floor/): antd 5 alone, and Refine 5 + antd 5 + React Router 7 with Refine's layout
// and `useTable` over an in-memory data provider. Each is built and served like the console (same
// `vite preview`, port and headers) and measured with the same code: a cold load of
// /transactions → first row painted, the status filter's option click at 1× and 4×, and
// Lighthouse mobile on its dashboard. A budget the stack itself misses here cannot be met by any
// console built on it on this machine; the budget table prints the floor beside each such budget.
import { join } from "node:path";
import { build } from "vite";
import react from "@vitejs/plugin-react";
import { BENCH_DIR, ORIGIN, attempt, log } from "./lib.mjs";
import { startPreview } from "./server.mjs";
import { measureInteractions, measureNavigation } from "./tables.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { FLOOR_APPS } from "./budgets.mjs";


const SCREEN = {
  url: "/transactions",
  api: null, // no request: the rows are in the page
  filter: { label: "Status", option: "Completed", all: "All Statuses" },
};

async function buildFloor(name, outDir) {
  log(`floor: vite build ${name} → ${outDir}`);
  await build({
    configFile: false,
    root: join(BENCH_DIR, "floor", name),
    plugins: [react()],
    logLevel: "warn",
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
}

/** `{ refine: { navigation, interactions, lighthouse }, antd: … }`. */
export async function runFloor({ browser, runs, cacheDir, onServer = () => {} }) {
  const out = { method: `bench/floor.mjs: ${Object.values(FLOOR_APPS).join(" and ")}, served as the console at ${ORIGIN}, measured by the same code`, apps: {} };
  for (const name of Object.keys(FLOOR_APPS)) {
    const distDir = join(cacheDir, `floor-${name}`);
    await buildFloor(name, distDir);
    const stop = await startPreview({ distDir });
    onServer(stop);
    try {
      const navigation = await attempt(`floor ${name} navigation`, () => measureNavigation(browser, undefined, SCREEN));
      log(`  floor ${name}: navigation → table painted: median ${navigation.medianMs ?? "n/a"} ms`);
      const interactions = await attempt(`floor ${name} status filter`, () => measureInteractions(browser, undefined, SCREEN));
      const lighthouse = await attempt(`floor ${name} lighthouse`, () => runLighthouse({ runs, pages: { dashboard: { url: `${ORIGIN}/`, signedIn: false } }, presets: ["mobile"] }));
      out.apps[name] = { label: FLOOR_APPS[name], navigation, interactions, lighthouse };
    } finally {
      await stop();
      onServer(null);
    }
  }
  return out;
}
