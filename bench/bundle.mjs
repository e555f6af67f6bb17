// Bundle: which JS the browser actually requests (Playwright + Chromium), sized as gzip -9 of
// the built files. Sign-in page until interactive, sign-in → dashboard, each route cold.
import { EMAIL, ORIGIN, ROUTES, VIEWPORT, attempt, buildJsFiles, errorText, gzipOfBuiltFile, gzipSize, isServiceWorkerScript, log } from "./lib.mjs";

/** Records every JS response of a context (deduplicated by path; the msw worker is kept apart). */
function recordJs(context, distDir) {
  const seen = new Map(); // path -> entry
  const onResponse = async (response) => {
    let url;
    try {
      url = new URL(response.url());
    } catch {
      return;
    }
    if (url.origin !== ORIGIN) return;
    const type = (response.headers()["content-type"] ?? "").toLowerCase();
    if (!url.pathname.endsWith(".js") && !type.includes("javascript")) return;
    if (seen.has(url.pathname)) return;
    const entry = {
      path: url.pathname,
      status: response.status(),
      fromServiceWorker: response.fromServiceWorker(),
      serviceWorkerScript: isServiceWorkerScript(response.url()),
      order: seen.size,
      encoded: null,
      gzip: gzipOfBuiltFile(distDir, url.pathname),
    };
    seen.set(url.pathname, entry);
    try {
      const sizes = await response.request().sizes();
      entry.encoded = sizes.responseBodySize;
      if (entry.gzip === null) entry.gzip = gzipSize(await response.body());
    } catch {
      /* the page went away before the body finished */
    }
  };
  // Network activity of the whole context (any request), for a quiet-network wait that does not
  // resolve at once like page.waitForLoadState("networkidle") does after the first idle.
  let inflight = 0;
  let lastActivity = Date.now();
  const onRequest = () => {
    inflight++;
    lastActivity = Date.now();
  };
  const onDone = () => {
    inflight = Math.max(0, inflight - 1);
    lastActivity = Date.now();
  };
  context.on("response", onResponse);
  context.on("request", onRequest);
  context.on("requestfinished", onDone);
  context.on("requestfailed", onDone);
  return {
    /** Resolves when no request has started or ended for `quietMs` (or after `timeoutMs`). */
    async quiet(quietMs = 1000, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inflight === 0 && Date.now() - lastActivity >= quietMs) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    },
    /** Paths seen so far. */
    paths: () => new Set(seen.keys()),
    /** Summary of the entries whose path is in `paths` (default: all). */
    summary(paths = null, exclude = new Set()) {
      const entries = [...seen.values()].filter((e) => (!paths || paths.has(e.path)) && !exclude.has(e.path));
      const app = entries.filter((e) => !e.serviceWorkerScript);
      const sw = entries.filter((e) => e.serviceWorkerScript);
      return {
        jsGzip: app.reduce((s, e) => s + (e.gzip ?? 0), 0),
        jsEncoded: app.reduce((s, e) => s + (e.encoded ?? 0), 0),
        requests: app.length,
        serviceWorker: sw.length ? { path: sw[0].path, gzip: sw[0].gzip, encoded: sw[0].encoded } : null,
        files: app.sort((a, b) => a.order - b.order).map(({ path, gzip, encoded, fromServiceWorker }) => ({ path, gzip, encoded, fromServiceWorker })),
      };
    },
    stop: () => {
      context.off("response", onResponse);
      context.off("request", onRequest);
      context.off("requestfinished", onDone);
      context.off("requestfailed", onDone);
    },
  };
}

async function measureSignIn(browser, distDir) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const rec = recordJs(context, distDir);
  try {
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${ORIGIN}/login`, { waitUntil: "networkidle", timeout: 30_000 });
    const email = page.getByPlaceholder("Enter your email");
    await email.waitFor({ state: "visible", timeout: 15_000 });
    if (!(await email.isEditable())) {
      await page.waitForFunction(() => {
        const el = document.querySelector('input[placeholder="Enter your email"]');
        return el && !el.disabled && !el.readOnly;
      }, null, { timeout: 15_000 });
    }
    const beforeInteractive = rec.paths();
    const signInPage = { ...rec.summary(beforeInteractive), msToInteractive: Date.now() - started };
    // Anything the page fetches on its own while the user reads it (idle prefetch), not counted above.
    await page.waitForTimeout(1_000);
    await rec.quiet(1_000, 10_000);
    const idle = rec.paths();
    const prefetchedWhileIdle = rec.summary(idle, beforeInteractive);

    // Sign in like a user: focusing the field may prefetch the signed-in code.
    await email.fill(EMAIL);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "User menu" }).waitFor({ state: "visible", timeout: 30_000 });
    await rec.quiet(1_000, 20_000);
    const signInToDashboard = rec.summary(null, idle);
    const state = await context.storageState({ indexedDB: true });
    return { signInPage, prefetchedWhileIdle, signInToDashboard, state };
  } finally {
    rec.stop();
    await context.close();
  }
}

/** A full page load of `route` in a fresh context that starts signed in (cold HTTP cache). */
async function measureRoute(browser, distDir, state, route) {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: state });
  const rec = recordJs(context, distDir);
  try {
    const page = await context.newPage();
    const pageErrors = [];
    page.on("pageerror", (e) => pageErrors.push(errorText(e)));
    await page.goto(`${ORIGIN}${route}`, { waitUntil: "networkidle", timeout: 30_000 }).catch((e) => {
      if (!/Timeout/i.test(String(e))) throw e;
    });
    const path = new URL(page.url()).pathname;
    if (path.startsWith("/login")) throw new Error("redirected to /login (session not kept)");
    const ready = await page
      .waitForFunction(
        () =>
          // Named "<user's name>, user menu" since 6a3991c (WCAG 2.5.3), as bench/lighthouse.mjs reads it.
          [...document.querySelectorAll("button")].some((b) => /user menu$/i.test(b.getAttribute("aria-label") ?? "")) &&
          !document.querySelector(".ant-skeleton-active, .ant-spin-spinning, [aria-busy='true']"),
        null,
        { timeout: 15_000 },
      )
      .then(() => true)
      .catch(() => false);
    // Lazy parts of the screen (tabs, panels) may start loading after the first idle moment.
    const quiet = await rec.quiet(1_000, 20_000);
    const ready2 = await page
      .waitForFunction(() => !document.querySelector(".ant-skeleton-active, .ant-spin-spinning, [aria-busy='true']"), null, { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    await rec.quiet(1_000, 10_000);
    const title = await page.locator("h1").first().textContent({ timeout: 2_000 }).catch(() => null);
    return { ...rec.summary(), path, ready: ready && ready2 && quiet, title: title?.trim() ?? null, pageErrors: pageErrors.slice(0, 3) };
  } finally {
    rec.stop();
    await context.close();
  }
}

export async function runBundle({ browser, distDir }) {
  log("bundle: sign-in page");
  const total = buildJsFiles(distDir);
  const result = {
    method:
      "Playwright + Chromium, fresh context (cold cache). JS = same-origin .js responses, deduplicated by path, sized as gzip -9 of the built file. " +
      "Sign-in: requests up to networkidle + email input editable. Routes: full page load in a fresh context restored signed in (cookies, localStorage, IndexedDB), until networkidle and no skeleton/spinner.",
    total: { jsGzip: total.reduce((s, f) => s + f.gzip, 0), jsRaw: total.reduce((s, f) => s + f.raw, 0), files: total.length, largest: total.slice(0, 8) },
    serviceWorkerScript: { path: "/demo-service-worker.js + /mockServiceWorker.js", gzip: (gzipOfBuiltFile(distDir, "/demo-service-worker.js") ?? 0) + (gzipOfBuiltFile(distDir, "/mockServiceWorker.js") ?? 0) },
    signIn: null,
    prefetchedWhileIdle: null,
    signInToDashboard: null,
    routes: {},
  };
  const first = await attempt("bundle sign-in", () => measureSignIn(browser, distDir));
  if (first.error) {
    result.signIn = { error: first.error };
    return result;
  }
  result.signIn = first.signInPage;
  result.prefetchedWhileIdle = first.prefetchedWhileIdle;
  result.signInToDashboard = first.signInToDashboard;
  log(`  sign-in: ${(first.signInPage.jsGzip / 1000).toFixed(1)} kB gzip JS in ${first.signInPage.requests} files`);
  for (const route of ROUTES) {
    const r = await attempt(`bundle ${route}`, () => measureRoute(browser, distDir, first.state, route));
    result.routes[route] = r;
    if (!r.error) log(`  ${route.padEnd(14)} ${(r.jsGzip / 1000).toFixed(1).padStart(7)} kB gzip JS, ${r.requests} files${r.ready ? "" : " (not settled)"}`);
  }
  return result;
}
