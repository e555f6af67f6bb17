import { test, expect } from "@playwright/test";
import { signIn, setTheme } from "./helpers";
test("huge", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, "admin", "/transactions");
  for (const profile of ["large", "huge"]) {
    const t = Date.now();
    await page.goto(`/transactions?profile=${profile}`);
    await expect(page.locator("tbody tr.ant-table-row")).toHaveCount(20, { timeout: 120_000 });
    const ms = Date.now() - t;
    const heap = await page.evaluate(() => (performance as any).memory?.usedJSHeapSize);
    const total = await page.locator(".ant-pagination-total-text").textContent();
    console.log(profile, ms, "ms to first page", Math.round(heap / 1e6), "MB heap", total);
    const t2 = Date.now();
    await page.getByPlaceholder("Search transactions...").fill("invoice");
    await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
    await expect.poll(() => page.locator(".ant-pagination-total-text").textContent()).not.toBe(total);
    console.log(profile, "search", Date.now() - t2, "ms", await page.locator(".ant-pagination-total-text").textContent());
    await page.getByPlaceholder("Search transactions...").fill("");
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/transactions?profile=huge&status=pending&sort=amount.desc`);
  await expect(page.locator("tbody tr.ant-table-row")).toHaveCount(20, { timeout: 120_000 });
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  await page.screenshot({ path: "/tmp/paging-shots/light-1440.png" });
  await setTheme(page, "dark");
  await page.waitForTimeout(500);
  await page.screenshot({ path: "/tmp/paging-shots/dark-1440.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: "/tmp/paging-shots/dark-390.png", fullPage: true });
});
