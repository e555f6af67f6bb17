// Shared e2e helpers: sign in through the real form, axe checks, theme switching.
import { expect, type Locator, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";

export type Role = "admin" | "operator" | "viewer";
export const EMAIL: Record<Role, string> = {
  admin: "admin@paydesk.dev",
  operator: "operator@paydesk.dev",
  viewer: "viewer@paydesk.dev",
};

/** Signs in on /login and waits for the shell. Each Playwright test has a fresh context (fresh demo data). */
export async function signIn(page: Page, role: Role, to = "/"): Promise<void> {
  await page.goto(to === "/" ? "/login" : `/login?to=${encodeURIComponent(to)}`);
  await page.getByPlaceholder("Enter your email").fill(EMAIL[role]);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The user menu is in the header at every width (the sidebar is a drawer on phones).
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  // The path only: a screen may consume its query at once (e.g. ?upload=kyc opens a dialog, becomes ?tab=kyc).
  if (to !== "/") await expect(page).toHaveURL((url) => url.pathname === new URL(to, url).pathname);
}

/**
 * Waits until nothing is moving (a dialog zooming in, a theme's colour transition): axe measures
 * contrast on what is painted, and half-faded text fails it. Endless loaders and antd's decorative
 * click wave are not waited for.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      const target = (a.effect as KeyframeEffect | null)?.target as Element | null;
      return a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity || Boolean(target?.classList.contains("ant-wave"));
    }),
  );
}

/**
 * Waits until no list is catching up with its search: until then ResourceList draws it at 0.7
 * opacity (isStale), and for a moment that can include its "no match" text, which axe would
 * measure faded (3.4:1).
 */
export async function listsSettled(page: Page): Promise<void> {
  await expect(page.locator('.ant-table-wrapper[style*="opacity: 0.7"]')).toHaveCount(0);
}

// The axe that runs in the page: the current axe-core (a devDependency), not the one
// @axe-core/playwright bundles, for its newer rules (label-content-name-mismatch is on by default
// since 4.14: WCAG 2.5.3, the accessible name contains the visible text).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Rules axe ships off as experimental that check a WCAG success criterion this console must meet. */
const EXPERIMENTAL_WCAG_RULES = ["p-as-heading", "td-has-header", "table-fake-caption", "css-orientation-lock"] as const;

/**
 * One axe run in the page with the current axe-core and its WCAG rules, experimental ones included
 * (`rules` limits the run to those rules). What @axe-core/playwright's AxeBuilder does, minus its cost:
 * it evaluates axe's 550 kB in the page on every run, then again in a new blank page where it
 * finishes the run (built for iframes; the console has none, so the same `axe.run` sees everything).
 * Here axe is put into a document once and stays until the next navigation.
 */
export async function runAxe(page: Page, { include, rules }: { include?: string; rules?: string[] } = {}): Promise<Pick<AxeResults, "violations">> {
  // A frame would be left out: fail instead (AxeBuilder would have to be used again).
  expect(page.frames(), "axe runs in the top document only; this page has frames").toHaveLength(1);
  if (!(await page.evaluate(() => "axe" in window))) {
    await page.evaluate(AXE_SOURCE);
    await page.evaluate(() => (window as any).axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } }));
  }
  // Only violations are read: axe then keeps one node per rule for the other result types, and only
  // the violations cross back to the test (a whole page's passes are megabytes of JSON).
  const options: RunOptions = {
    rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])),
    resultTypes: ["violations"],
  };
  if (rules) options.runOnly = { type: "rule", values: rules };
  // The context AxeBuilder builds from `.include(selector)`.
  const context = { include: include ? [include] : [], exclude: [] };
  return page.evaluate(({ context, options }) => ((window as any).axe.run(context, options) as Promise<AxeResults>).then(({ violations }) => ({ violations })), { context, options });
}

/**
 * The rules whose outcome a theme can change: they measure colours. Everything else axe checks
 * (roles, names, structure, target size) is the same DOM in either theme, and each stop's first check
 * runs every rule in whichever theme is current; the theme alternates from stop to stop and the two
 * widths start in different themes, so each theme gets the full set too. The a11y sweep's pass after
 * a theme flip runs these only (the colour rules a full run includes; the AAA one is off there too).
 */
export const THEME_RULES = ["color-contrast", "link-in-text-block"];

/** Serious or critical axe violations on the page (or a part of it), once nothing is animating. */
export async function axeViolations(page: Page, include?: string) {
  await animationsDone(page);
  await listsSettled(page);
  const results = await runAxe(page, { include });
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

export async function expectNoSeriousA11yViolations(page: Page, include?: string) {
  expect(await axeViolations(page, include)).toEqual([]);
}

/** Sets the theme the way a user does (header toggle) until it matches. */
export async function setTheme(page: Page, theme: "light" | "dark") {
  const html = page.locator("html");
  if ((await html.getAttribute("data-theme")) !== theme) {
    await page.getByRole("button", { name: /Switch to (dark|light) theme/ }).click();
  }
  await expect(html).toHaveAttribute("data-theme", theme);
}

/** Toast text (antd notification). */
export function toast(page: Page, text: string | RegExp) {
  return page.locator(".ant-notification-notice").filter({ hasText: text });
}

/**
 * Closes every toast, so the next check sees only its own (they also fade out on a timer, which
 * would race it). antd draws the close control as an <a> without href, so it has no button role:
 * found by its class and name. (Looked up as a button it was never found, and each call waited
 * the toast's 4.5 s out instead.) Retried: a toast may close on its own between being counted
 * and being clicked.
 */
export async function closeToasts(page: Page): Promise<void> {
  const close = page.getByLabel("Close", { exact: true }).and(page.locator(".ant-notification-notice-close"));
  await expect(async () => {
    if ((await close.count()) > 0) await close.first().click({ timeout: 1_000 });
    await expect(page.locator(".ant-notification-notice")).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

export interface Fault {
  method?: string;
  path: string;
  status?: number;
  body?: string;
  delayMs?: number;
  network?: boolean;
  /** The demo backend does the work, then the connection drops (mocks/faults.ts). */
  answerLost?: boolean;
  times?: number;
}

/** Makes the in-browser demo backend fail chosen calls (mocks/faults.ts). Call after signIn. */
export async function injectFault(page: Page, fault: Fault): Promise<void> {
  await page.waitForFunction(() => "__paydeskDemo" in window);
  await page.evaluate((f) => (window as any).__paydeskDemo.injectFault(f), fault);
}

export async function clearFaults(page: Page): Promise<void> {
  await page.evaluate(() => (window as any).__paydeskDemo?.clearFaults());
}

/** Moves the page's fake clock past a slow call's delay, once the call is waiting in the demo backend. */
export async function fastForwardDelayedCall(page: Page, ms = 10_000): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window as any).__paydeskDemo.delayedCalls() as number)).toBeGreaterThan(0);
  await page.clock.fastForward(ms);
}

/** The text an antd Select shows for its value (`field` is its combobox). */
export function selectedOption(field: Locator): Locator {
  return field.locator("xpath=ancestor::div[contains(@class,'ant-select-selector')]").locator(".ant-select-selection-item");
}

/**
 * Chooses an option in an antd Select (`field` is its combobox; `search` is typed first) and waits
 * until the Select shows it. Opening and picking are retried: on a loaded machine a click can land
 * while the list is still opening and choose nothing.
 */
export async function chooseOption(page: Page, field: Locator, option: string, search?: string): Promise<void> {
  await expect(async () => {
    if (!(await page.locator(".ant-select-dropdown:visible").count())) await field.click({ force: true });
    if (search) await field.fill(search);
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click({ timeout: 5_000 });
    await expect(selectedOption(field)).toHaveText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
