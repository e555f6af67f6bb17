// With nobody signed in, the sign-in page follows the system colour scheme live (DESIGN §1: theme
// default `system`, followed live), as the signed-in console does: no reload.
import { expect, test } from "@playwright/test";

test("sign-in page follows the system colour scheme live, without a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/login");
  const html = page.locator("html");
  const card = page.getByRole("heading", { name: "Sign in to your account" });
  await expect(card).toBeVisible();
  await expect(html).toHaveAttribute("data-theme", "light");
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body.querySelector("#root > *")!).backgroundColor);
  // A reload would lose this marker.
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveAttribute("data-theme", "dark");
  await expect(html).toHaveCSS("color-scheme", "dark");
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body.querySelector("#root > *")!).backgroundColor)).not.toBe(lightBackground);

  await page.emulateMedia({ colorScheme: "light" });
  await expect(html).toHaveAttribute("data-theme", "light");
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body.querySelector("#root > *")!).backgroundColor)).toBe(lightBackground);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});
