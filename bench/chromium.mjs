// How the bench and the end-to-end tests (playwright.config.ts) launch Debian's Chromium.

import { existsSync } from "node:fs";

/** The browser the bench measures: Debian's Chromium, as a user runs it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser the e2e suite drives: Debian's build of Chromium's headless shell (package
 * chromium-headless-shell, same source and version as chromium), which is what Playwright itself
 * runs for headless Chromium. It has no browser UI: no window chrome, no omnibox WebUI renderer per
 * context, no GPU process. The same spec ran in 71 s instead of 116 s (foundation.spec, 2 workers).
 * Falls back to the full browser where the shell is not installed.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const E2E_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);

/** Flags that work for Debian's Chromium in this sandbox-less container. */
export const CHROME_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
/** Playwright: old-style `--headless` plus the flags above. */
export const PLAYWRIGHT_ARGS = ["--headless", ...CHROME_FLAGS];

/**
 * The e2e suite's browser only: V8 runs the app in its interpreter and baseline compiler
 * (Sparkplug) and never in its optimizing ones (Maglev, TurboFan). A test's page lives for seconds
 * and each test gets a fresh renderer, so the optimized code is thrown away almost as soon as it is
 * made, while making it takes CPU on background threads from the other worker on two cores. Same
 * specs, same build, in alternation: a11y + faults 566 → 391 and 545 → 466 worker-seconds,
 * foundation + money + tabs 265 → 215 and 256 → 227; bad-input + paging + records unchanged
 * (docs/quality.md, "Why the suites run as they do"). The bench never uses it: it measures the browser people have.
 */
export const E2E_ARGS = [...PLAYWRIGHT_ARGS, "--js-flags=--max-opt=1"];

/**
 * Chromium's own UI, off: in every new window (Playwright opens one per browser context) Chromium
 * preloads its omnibox popup, a WebUI page in a renderer of its own — ≈ 0.6–0.9 s of CPU on this
 * 2-core machine, taken from the page under test just when it loads (a Transactions 50k
 * navigation ran ≈ 15–20 % slower with it). A user's browser window did that long before they
 * opened the console.
 */
export const BROWSER_UI_FEATURES_OFF = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup", "PreloadTopChromeWebUI"];

/**
 * Playwright passes its own `--disable-features=…`, and Chromium keeps only the last such switch
 * (checked: a second one re-enables what the first turned off). So ours repeats Playwright's list,
 * read from chrome://version of a throwaway launch to follow Playwright's version, and replaces it.
 */
async function playwrightDisableFeatures(chromium) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: PLAYWRIGHT_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    await page.goto("chrome://version");
    const commandLine = (await page.locator("#command_line").textContent()) ?? "";
    return commandLine.split(/\s+/).find((arg) => arg.startsWith("--disable-features=")) ?? null;
  } finally {
    await browser.close();
  }
}

/** Options for Playwright's chromium.launch(): Debian's Chromium, the flags above, the browser UI off. */
export async function playwrightLaunchOptions() {
  const { chromium } = await import("playwright-core");
  const theirs = await playwrightDisableFeatures(chromium);
  const features = [...(theirs ? theirs.slice("--disable-features=".length).split(",") : []), ...BROWSER_UI_FEATURES_OFF];
  return {
    executablePath: CHROMIUM,
    args: [...PLAYWRIGHT_ARGS, `--disable-features=${features.join(",")}`],
    ...(theirs ? { ignoreDefaultArgs: [theirs] } : {}),
    headless: true,
  };
}
