// The audit trail end to end (issue 21, extensions `audit` and `secrets`, on with the demo backend):
// a Reveal of an API key and a wallet Load appear in /activity with who did them; the record page's
// Activity section lists the load. Screenshots of /activity and a record page go to test-results.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, setTheme, signIn, toast } from "./helpers";

const BALANCE_CHANGE = /^Balance: \$([\d,]+\.\d{2}) → \$([\d,]+\.\d{2})$/;

async function loadFromRecordPage(page: Page, amount: string, theme: "light" | "dark" = "light"): Promise<{ id: string; change: string }> {
  await signIn(page, "admin", "/wallets");
  await setTheme(page, theme);
  const link = page.locator("tbody a.pd-record-link").first();
  const id = (await link.getAttribute("href"))!.split("/").pop()!;
  await link.click();
  const drawer = page.getByRole("dialog", { name: `Wallet ${id}` });
  await expect(drawer.getByRole("region", { name: "Activity" })).toContainText("No activity recorded for this record.");
  await drawer.getByRole("button", { name: /^Load funds to wallet/ }).click();
  const dialog = page.getByRole("dialog", { name: "Load Funds" });
  await dialog.getByLabel("Amount ($)").fill(amount);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Funds loaded successfully")).toBeVisible();
  // The record changed, so its Activity section asks again and lists the load.
  const activity = drawer.getByRole("region", { name: "Activity" });
  const change = activity.getByText(BALANCE_CHANGE);
  await expect(change).toBeVisible();
  await expect(activity).toContainText("Alex Morgan");
  await expect(activity).toContainText("Load");
  return { id, change: (await change.textContent())! };
}

test.describe("audit trail", () => {
  test("a Reveal of an API key appears in /activity with the admin's name, without the key", async ({ page }) => {
    const secretCalls: string[] = [];
    page.on("request", (r) => {
      if (/\/api\/api-keys\/[^/]+\/secret/.test(new URL(r.url()).pathname)) secretCalls.push(r.method());
    });
    await signIn(page, "admin", "/admin?tab=api-keys");
    const row = page.getByRole("row").filter({ hasText: "Sandbox testing" });
    // Extension `secrets`: the list itself holds masked values only.
    await expect(row.getByText(/^pk_test_••••••••.{4}$/)).toBeVisible();
    await row.getByRole("button", { name: "Reveal key Sandbox testing" }).click();
    const full = row.getByText(/^pk_test_[A-Za-z0-9]{32}$/);
    await expect(full).toBeVisible();
    const value = (await full.textContent())!;
    expect(secretCalls).toEqual(["GET"]);

    await page.getByRole("link", { name: "Activity" }).click();
    await expect(page).toHaveURL(/\/activity$/);
    const event = page.getByRole("row").filter({ hasText: "Reveal" });
    await expect(event).toHaveCount(1);
    await expect(event).toContainText("Alex Morgan");
    await expect(event).toContainText("Admin · admin@paydesk.dev");
    await expect(event.getByRole("link", { name: /API Keys/ })).toHaveAttribute("href", "/admin/api-keys");
    await expect(page.locator("body")).not.toContainText(value);
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(storage).not.toContain(value);
  });

  test("a wallet Load appears in /activity with its balance before → after, linked to the record page that lists it", async ({ page }) => {
    const { id, change } = await loadFromRecordPage(page, "25.00");
    const [, before, after] = BALANCE_CHANGE.exec(change)!;
    const cents = (text: string) => Math.round(Number(text.replace(/,/g, "")) * 100);
    expect(cents(after) - cents(before)).toBe(2500);

    await page.goto("/activity");
    const event = page.getByRole("row").filter({ hasText: change });
    await expect(event).toHaveCount(1);
    await expect(event).toContainText("Alex Morgan");
    await expect(event).toContainText("Load");
    await expect(event).toContainText("Success");

    // Filters live in the URL: the action filter narrows to loads and survives a reload.
    await page.getByRole("combobox", { name: "Action" }).click({ force: true });
    await page.locator(".ant-select-item-option[title='Load']").click();
    await expect(page).toHaveURL(/action=load/);
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: change })).toHaveCount(1);
    await expect(page.getByRole("row").filter({ hasText: "Reveal" })).toHaveCount(0);

    await event.getByRole("link", { name: /Wallets/ }).click();
    await expect(page).toHaveURL(new RegExp(`/wallets/${id}$`));
    const drawer = page.getByRole("dialog", { name: `Wallet ${id}` });
    await expect(drawer.getByRole("region", { name: "Activity" }).getByText(change)).toBeVisible();
  });

  test("opening a KYC document is recorded: View sends one call and /activity shows it", async ({ page }) => {
    const views: string[] = [];
    page.on("request", (r) => {
      if (/\/api\/kyc-documents\/[^/]+\/views$/.test(new URL(r.url()).pathname)) views.push(r.method());
    });
    await signIn(page, "admin", "/onboarding?tab=kyc");
    await page.evaluate(() => {
      window.open = () => null; // no real tab to files.example.com
    });
    await page.getByRole("button", { name: /^View / }).first().click();
    await expect.poll(() => views).toEqual(["POST"]);
    await page.getByRole("link", { name: "Activity" }).click();
    const event = page.getByRole("row").filter({ hasText: "View file" });
    await expect(event).toHaveCount(1);
    await expect(event).toContainText("Alex Morgan");
    await expect(event.getByRole("link", { name: /KYC Documents/ })).toBeVisible();
  });

  test("a record page's Activity section: no serious axe violations (dark)", async ({ page }) => {
    const { id } = await loadFromRecordPage(page, "10.00", "dark");
    const activity = page.getByRole("dialog", { name: `Wallet ${id}` }).getByRole("region", { name: "Activity" });
    await activity.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath("record-activity-dark-1440.png") });
  });

  for (const theme of ["light", "dark"] as const) {
    test(`/activity in ${theme}: no serious axe violations at 1440 and 390 px`, async ({ page }) => {
      // Two events: a reveal and an update (the key switched off).
      await signIn(page, "admin", "/admin?tab=api-keys");
      const row = page.getByRole("row").filter({ hasText: "Sandbox testing" });
      await row.getByRole("button", { name: "Reveal key Sandbox testing" }).click();
      await expect(row.getByText(/^pk_test_[A-Za-z0-9]{32}$/)).toBeVisible();
      await row.getByRole("switch", { name: "Active: Sandbox testing" }).click();
      await expect(toast(page, "API key updated successfully")).toBeVisible();
      await page.getByRole("link", { name: "Activity" }).click();
      await expect(page.getByRole("row").filter({ hasText: "Status: Active → Inactive" })).toHaveCount(1);
      await setTheme(page, theme);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.getByRole("heading", { name: "Activity", level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.screenshot({ path: test.info().outputPath(`activity-${theme}-${width}.png`), fullPage: true });
      }
    });
  }
});
