// A render failure shows a screen with a way back, never a blank page (issue 20), in the real browser.
import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";

test("a screen that fails to render shows 'Something went wrong' inside the shell, with a way back", async ({ page }) => {
  await signIn(page, "operator");
  // From now on every date and number format throws: the Transactions table cannot render.
  await page.evaluate(() => {
    const fail = () => {
      throw new Error("render failure for the test");
    };
    Intl.DateTimeFormat.prototype.format = fail;
    Intl.DateTimeFormat.prototype.formatToParts = fail;
    Intl.NumberFormat.prototype.format = fail;
    Date.prototype.toLocaleString = fail;
    Number.prototype.toLocaleString = fail;
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Transactions" }).click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Reload page/ })).toBeVisible();
  // The shell stays: the sidebar still navigates.
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Wallets" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Back to Dashboard/ })).toBeVisible();
});
