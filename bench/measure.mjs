// One build measured: vite preview of it on :4319, the parts asked for, preview stopped. Both the
// plain bench (bench/run.mjs) and its A/B mode (bench/ab.mjs) measure a build through here.
import { signedInState } from "./lib.mjs";
import { startPreview } from "./server.mjs";

/**
 * `distDir`: the default build; `clientDir`: its client-mode twin (no `paging`), for the tables
 * part. `onServer` receives the preview's stop() while it runs, so a signal can stop it.
 * Returns `{ bundle?, lighthouse?, tables? }` for the parts that ran.
 */
export async function measureBuild({ parts, distDir, clientDir, cwd, runs, browser, onServer = () => {} }) {
  const results = {};
  let stop = await startPreview({ distDir, cwd });
  onServer(stop);
  try {
    let state = null;
    if (parts.includes("bundle")) {
      const { runBundle } = await import("./bundle.mjs");
      const t = Date.now();
      const { state: s, ...bundle } = await runBundle({ browser, distDir });
      results.bundle = { ...bundle, seconds: Math.round((Date.now() - t) / 1000) };
      state = s ?? null;
    }
    if (parts.includes("lighthouse")) {
      const { runLighthouse } = await import("./lighthouse.mjs");
      const t = Date.now();
      results.lighthouse = { ...(await runLighthouse({ runs })), seconds: Math.round((Date.now() - t) / 1000) };
    }
    if (parts.includes("tables")) {
      const { runTables, SCREENS, SERVER_SCREENS } = await import("./tables.mjs");
      const t = Date.now();
      if (!state) state = await signedInState(browser);
      // Server mode on the default build (extension `paging` is on with the demo backend)…
      const server = await runTables({ browser, state, screens: SERVER_SCREENS });
      // …client mode on the build without it: the same origin, so the signed-in state still holds.
      await stop();
      stop = await startPreview({ distDir: clientDir, cwd });
      onServer(stop);
      const client = await runTables({ browser, state, screens: SCREENS });
      results.tables = { ...client, screens: { ...client.screens, ...server.screens }, seconds: Math.round((Date.now() - t) / 1000) };
    }
  } finally {
    await stop();
    onServer(null);
  }
  return results;
}
