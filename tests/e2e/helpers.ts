// Shared e2e helpers: sign in through the real form, axe checks, theme switching.
import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

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

/** Serious or critical axe violations on the page (or a part of it), once nothing is animating. */
export async function axeViolations(page: Page, include?: string) {
  await animationsDone(page);
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
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

export interface Fault {
  method?: string;
  path: string;
  status?: number;
  body?: string;
  delayMs?: number;
  network?: boolean;
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
