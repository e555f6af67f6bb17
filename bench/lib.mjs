// Shared helpers for the bench: paths, Chromium flags, stats, sign-in, gzip sizes.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync, constants as zc } from "node:zlib";
import { playwrightLaunchOptions } from "./chromium.mjs";

export const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
export const REPO_DIR = resolve(BENCH_DIR, "..");
export const PORT = 4319;
export const ORIGIN = `http://127.0.0.1:${PORT}`;
export { CHROME_FLAGS, CHROMIUM, PLAYWRIGHT_ARGS, playwrightLaunchOptions } from "./chromium.mjs";

export const EMAIL = "admin@paydesk.dev";
export const VIEWPORT = { width: 1440, height: 900 };

export const ROUTES = ["/", "/wallets", "/transactions", "/tokens", "/onboarding", "/admin", "/developer", "/users", "/profile", "/settings"];

// ------------------------------------------------------------------ stats
export function median(values) {
  const v = values.filter((x) => typeof x === "number" && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}
export function max(values) {
  const v = values.filter((x) => typeof x === "number" && Number.isFinite(x));
  return v.length ? Math.max(...v) : null;
}
export function percentile(values, p) {
  const v = values.filter((x) => typeof x === "number" && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  return v[Math.min(v.length - 1, Math.ceil((p / 100) * v.length) - 1)];
}
export const round = (x, digits = 1) => (typeof x === "number" && Number.isFinite(x) ? Number(x.toFixed(digits)) : null);

// ------------------------------------------------------------------ logging
const t0 = Date.now();
export function log(...args) {
  const s = ((Date.now() - t0) / 1000).toFixed(1).padStart(6);
  console.log(`[bench ${s}s]`, ...args);
}
export function errorText(e) {
  return String(e?.message ?? e).split("\n")[0].slice(0, 300);
}

/** Runs `fn`; on error logs it and returns `{ error }` instead of throwing (one failed measurement ≠ a crash). */
export async function attempt(label, fn) {
  try {
    return await fn();
  } catch (e) {
    log(`  ! ${label} failed: ${errorText(e)}`);
    return { error: errorText(e) };
  }
}

// ------------------------------------------------------------------ gzip of the build
const gzipCache = new Map();
export function gzipSize(buf) {
  return gzipSync(buf, { level: 9, memLevel: 9, strategy: zc.Z_DEFAULT_STRATEGY }).length;
}
/** gzip -9 size of a file of the build, by URL path (e.g. /assets/index-abc.js); null if not in the build. */
export function gzipOfBuiltFile(distDir, urlPath) {
  const file = join(distDir, decodeURIComponent(urlPath).replace(/^\/+/, ""));
  if (gzipCache.has(file)) return gzipCache.get(file);
  let size = null;
  try {
    size = gzipSize(readFileSync(file));
  } catch {
    size = null;
  }
  gzipCache.set(file, size);
  return size;
}
/** Every .js file of the build's assets with raw and gzip sizes. */
export function buildJsFiles(distDir) {
  const dir = join(distDir, "assets");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ file: `/assets/${f}`, raw: statSync(join(dir, f)).size, gzip: gzipOfBuiltFile(distDir, `/assets/${f}`) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** The demo backend's service worker: its filter (public/demo-service-worker.js) and msw's worker it loads. */
export const isServiceWorkerScript = (url) => /\/(demo-service-worker|mockServiceWorker)\.js$/.test(new URL(url).pathname);

// ------------------------------------------------------------------ Playwright
export async function launchPlaywright(options) {
  const { chromium } = await import("playwright-core");
  return chromium.launch(options ?? (await playwrightLaunchOptions()));
}

/**
 * Signs in through the real form on a page of a fresh context and waits for the shell. `password`:
 * the PayDesk server's sign-in (the demo backend's has no password field).
 */
export async function signIn(page, { timeout = 30_000, origin = ORIGIN, password } = {}) {
  await page.goto(`${origin}/login`, { waitUntil: "domcontentloaded" });
  const email = page.getByPlaceholder("Enter your email");
  await email.waitFor({ state: "visible", timeout });
  await email.fill(EMAIL);
  if (password) await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "User menu" }).waitFor({ state: "visible", timeout });
}

/**
 * A signed-in storage state (cookies — the PayDesk server's session cookie —, localStorage,
 * IndexedDB incl. the demo backend's sessions) so later fresh contexts start signed in without using the form.
 */
export async function signedInState(browser, options = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await signIn(page, options);
    await page.waitForLoadState("networkidle").catch(() => {});
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}

/** Waits until the network is idle, without failing the measurement when it never is. */
export async function settle(page, timeout = 15_000) {
  await page.waitForLoadState("networkidle", { timeout }).catch(() => {});
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
