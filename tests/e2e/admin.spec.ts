// Administration screens end to end (issue 5): API keys, user roles, profile, settings revert. Their axe checks (every screen, dialog and confirmation, light and dark) are in a11y.spec.ts.
import { expect, test } from "@playwright/test";
import { injectFault, signIn, toast } from "./helpers";

test.describe("administration flows", () => {
  test("create an API key, reveal it, copy it, toggle it, delete it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page, "admin", "/admin?tab=api-keys");
    await expect(page.getByRole("tab", { name: "API Keys" })).toHaveAttribute("aria-selected", "true");

    await page.getByRole("button", { name: "Create API Key" }).click();
    const dialog = page.getByRole("dialog", { name: "Create API Key" });
    await dialog.getByRole("button", { name: "Create API Key" }).click();
    await expect(dialog.getByText("API key name is required")).toBeVisible();
    await dialog.getByLabel("Name").fill("E2E integration");
    await dialog.getByRole("button", { name: "Create API Key" }).click();
    await expect(toast(page, "API key created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole("row").filter({ hasText: "E2E integration" });
    await expect(row).toContainText("Global");
    const masked = row.getByText(/^pk_test_••••••••.{4}$/);
    await expect(masked).toBeVisible();
    await row.getByRole("button", { name: "Reveal key E2E integration" }).click();
    const full = row.getByText(/^pk_test_[A-Za-z0-9]{32}$/);
    await expect(full).toBeVisible();
    const value = (await full.textContent())!;
    await row.getByRole("button", { name: "Copy key E2E integration" }).click();
    await expect(toast(page, "Copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    // The secret is never kept in browser storage.
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(storage).not.toContain(value);
    await row.getByRole("button", { name: "Hide key E2E integration" }).click();
    await expect(row.getByText(/^pk_test_••••••••.{4}$/)).toBeVisible();

    const active = row.getByRole("switch", { name: "Active: E2E integration" });
    await expect(active).toBeChecked();
    await active.click();
    await expect(toast(page, "API key updated successfully")).toBeVisible();
    await expect(row.getByText("Inactive")).toBeVisible();
    await expect(active).not.toBeChecked();

    await row.getByRole("button", { name: "Delete E2E integration" }).click();
    const confirm = page.getByRole("dialog").filter({ hasText: "Are you sure you want to delete this API key? This action cannot be undone." });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "API key deleted successfully")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "E2E integration" })).toHaveCount(0);
  });

  test("/admin/api-keys opens the API Keys tab; quick-action tabs are addressable", async ({ page }) => {
    await signIn(page, "admin", "/admin/api-keys");
    await expect(page.getByRole("tab", { name: "API Keys" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Webhooks" }).click();
    await expect(page).toHaveURL(/\/admin\?tab=webhooks$/);
    await expect(page.getByText("Webhooks are not connected yet")).toBeVisible();
  });

  test("change a user's role and see the list update", async ({ page }) => {
    await signIn(page, "admin", "/users");
    const row = page.getByRole("row").filter({ hasText: "priya.nair@paydesk.dev" });
    await expect(row).toContainText("Viewer");
    await row.getByRole("button", { name: "Edit role of Priya Nair" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit User Role" });
    await expect(dialog.getByRole("button", { name: "Update" })).toBeDisabled();
    await dialog.getByRole("radio", { name: /Operator/ }).check();
    await dialog.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Role updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Operator");
    await page.getByRole("combobox", { name: "Filter by role" }).click({ force: true });
    await page.locator(".ant-select-item-option[title='Operator']").click();
    await expect(page.getByRole("row").filter({ hasText: "priya.nair@paydesk.dev" })).toBeVisible();
  });

  test("edit the profile and see the sidebar name change", async ({ page }) => {
    await signIn(page, "operator", "/profile");
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect(sidebar).toContainText("Jordan Lee");
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByLabel("First name").fill("Jordana");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Profile updated")).toBeVisible();
    await expect(sidebar).toContainText("Jordana Lee");
    await expect(page.getByRole("heading", { name: "Jordana Lee" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toContainText("Jordana Lee");
  });

  test("a notification switch reverts with the message when the server fails", async ({ page }) => {
    await signIn(page, "viewer", "/settings");
    const push = page.getByRole("switch", { name: "Push Notifications" });
    await expect(push).not.toBeChecked();
    await injectFault(page, { method: "PUT", path: "/api/user/*/settings", status: 500, body: "Database unavailable" });
    await push.click();
    await expect(toast(page, "Failed to update notification settings. Please try again.")).toBeVisible();
    await expect(push).not.toBeChecked();
  });

  test("Manage API Keys takes an admin to the Admin Portal's API Keys tab", async ({ page }) => {
    await signIn(page, "admin", "/settings");
    await page.getByRole("button", { name: "Manage API Keys" }).click();
    await expect(page).toHaveURL(/\/admin\?tab=api-keys$/);
    await expect(page.getByRole("tab", { name: "API Keys" })).toHaveAttribute("aria-selected", "true");
  });

  test("the webhook simulator confirms with the target URL", async ({ page }) => {
    await signIn(page, "admin", "/developer?tab=webhooks");
    await page.getByLabel("Target URL").fill("ftp://example.com");
    await page.getByRole("button", { name: "Send Test" }).click();
    await expect(page.getByText("Enter a valid http:// or https:// URL")).toBeVisible();
    await page.getByLabel("Target URL").fill("https://example.com/hooks");
    await page.getByRole("button", { name: "Send Test" }).click();
    await expect(toast(page, "Test payload sent to https://example.com/hooks")).toBeVisible();
  });
});

test("narrow screens: the administration screens fit 390px without sideways scrolling", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "admin");
  await page.setViewportSize({ width: 390, height: 844 });
  for (const route of ["/admin?tab=api-keys", "/users", "/profile", "/settings", "/developer?tab=overview"]) {
    await page.goto(route);
    await expect(page.locator("#main-content .ant-card").first()).toBeVisible();
    await expect(page.locator("#main-content .ant-skeleton, #main-content .ant-spin-spinning")).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, route).toBeLessThanOrEqual(0);
  }
});
