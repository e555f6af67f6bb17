// Lighthouse 12 (navigation mode, default simulated throttling) on the sign-in page and,
// signed in, the dashboard; mobile (default config) and desktop presets; median of N runs.
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import * as chromeLauncher from "chrome-launcher";
import puppeteer from "puppeteer-core";
import { createRequire } from "node:module";
import { CHROME_FLAGS, CHROMIUM, EMAIL, ORIGIN, attempt, errorText, log, median, round, sleep } from "./lib.mjs";

const PRESETS = { mobile: undefined, desktop: desktopConfig };

export const PAGES = {
  signIn: { url: `${ORIGIN}/login`, signedIn: false },
  // `?latency=0`: the demo backend's simulated 100–400 ms random latency would only add noise.
  dashboard: { url: `${ORIGIN}/?latency=0`, signedIn: true },
};

/**
 * Signs in through the form in the launched Chrome, then empties its HTTP cache (storage —
 * cookies, localStorage, IndexedDB, the msw service worker — is kept), so the dashboard run
 * is a signed-in user opening the console with a cold cache.
 */
async function signInWithPuppeteer(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await page.goto(`${ORIGIN}/login`, { waitUntil: "networkidle0", timeout: 30_000 });
    const input = await page.waitForSelector('input[placeholder="Enter your email"]', { visible: true, timeout: 15_000 });
    await input.type(EMAIL);
    await page.click('button[type="submit"]');
    // The menu is named after its user ("Jordan Lee, user menu": WCAG 2.5.3, label in name).
    await page.waitForSelector('button[aria-label$="user menu" i]', { visible: true, timeout: 30_000 });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 15_000 }).catch(() => {});
    await sleep(500); // the demo backend saves its sessions to IndexedDB asynchronously
    const webdriver = await page.evaluate(() => navigator.webdriver);
    const cdp = await page.createCDPSession();
    await cdp.send("Network.clearBrowserCache");
    await cdp.detach();
    await page.goto("about:blank");
    await page.close();
    return { webdriver };
  } finally {
    await browser.disconnect();
  }
}

async function oneRun(pageDef, preset) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROME_FLAGS, "--headless=new"],
    logLevel: "silent",
  });
  try {
    let info = {};
    if (pageDef.signedIn) info = await signInWithPuppeteer(chrome.port);
    const flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      disableStorageReset: pageDef.signedIn,
    };
    const result = await lighthouse(pageDef.url, flags, PRESETS[preset]);
    const lhr = result?.lhr;
    if (!lhr) throw new Error("lighthouse returned no result");
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const a = lhr.audits;
    const score = (c) => (lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100));
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      lcpMs: round(a["largest-contentful-paint"]?.numericValue, 0),
      fcpMs: round(a["first-contentful-paint"]?.numericValue, 0),
      tbtMs: round(a["total-blocking-time"]?.numericValue, 0),
      cls: round(a["cumulative-layout-shift"]?.numericValue, 3),
      transferBytes: round(a["total-byte-weight"]?.numericValue, 0),
      scriptTransferBytes: a["resource-summary"]?.details?.items?.find((i) => i.resourceType === "script")?.transferSize ?? null,
      requests: a["network-requests"]?.details?.items?.length ?? null,
      finalUrl: lhr.finalDisplayedUrl,
      a11yFailures: (lhr.categories.accessibility?.auditRefs ?? []).filter((r) => r.weight > 0 && a[r.id]?.score === 0).map((r) => r.id),
      warnings: lhr.runWarnings?.slice(0, 3) ?? [],
      ...info,
    };
  } finally {
    await chrome.kill();
  }
}

const METRICS = ["performance", "accessibility", "lcpMs", "fcpMs", "tbtMs", "cls", "transferBytes", "scriptTransferBytes", "requests"];

/** `pages` and `presets`: the console's by default; the floor (bench/floor.mjs) passes its own. */
export async function runLighthouse({ runs = 3, pages = PAGES, presets = Object.keys(PRESETS) } = {}) {
  const out = {
    method: `Lighthouse ${createRequire(import.meta.url)("lighthouse/package.json").version}, navigation mode, default simulated throttling; mobile = default config, desktop = desktop-config.js; fresh Chrome (chrome-launcher, --headless=new) per run; median of ${runs} runs per metric. Dashboard: signed in through the form with puppeteer-core in the same Chrome, HTTP cache cleared, disableStorageReset: true.`,
    pages: {},
  };
  for (const [name, pageDef] of Object.entries(pages)) {
    out.pages[name] = {};
    for (const preset of presets) {
      const samples = [];
      const errors = [];
      for (let i = 0; i < runs; i++) {
        const r = await attempt(`lighthouse ${name} ${preset} #${i + 1}`, () => oneRun(pageDef, preset));
        if (r.error) errors.push(r.error);
        else samples.push(r);
      }
      const med = {};
      for (const m of METRICS) med[m] = samples.length ? median(samples.map((s) => s[m])) : null;
      out.pages[name][preset] = { median: med, runs: samples, errors };
      log(
        `  lighthouse ${name} ${preset}: perf ${med.performance ?? "n/a"}, a11y ${med.accessibility ?? "n/a"}, LCP ${med.lcpMs ?? "n/a"} ms, TBT ${med.tbtMs ?? "n/a"} ms, ${
          med.transferBytes == null ? "n/a" : `${(med.transferBytes / 1000).toFixed(0)} kB`
        }${errors.length ? ` (${errors.length} failed: ${errorText(errors[0])})` : ""}`,
      );
    }
  }
  return out;
}
