// Saved views and column choice (issue 21, extension `views`): on Transactions, hide and reorder
// columns, filter, save the view as the default; it applies on reload and on opening the list with
// no query; another person does not see it (and may keep their own: a viewer too); it can be deleted.
import { expect, test, type Page } from "@playwright/test";
import { chooseOption, expectNoSeriousA11yViolations, signIn, toast, type Role } from "./helpers";

const headers = (page: Page) => page.locator(".ant-table-thead th.ant-table-cell").filter({ hasNotText: /^$/ });

async function logOutAndSignIn(page: Page, role: Role, to: string) {
  await page.getByRole("button", { name: "Regular Logout" }).click();
  await expect(page.getByPlaceholder("Enter your email")).toBeVisible();
  await signIn(page, role, to);
}

async function saveView(page: Page, name: string, isDefault: boolean) {
  await openViewsMenu(page);
  await page.getByRole("menuitem", { name: "Save current view…" }).click();
  const dialog = page.getByRole("dialog", { name: "Save view" });
  await dialog.getByLabel("View name").fill(name);
  if (isDefault) await dialog.getByRole("checkbox", { name: "Use as the default view of this list" }).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "View saved")).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function openViewsMenu(page: Page) {
  await page.getByRole("button", { name: /^(Views|View: .+)$/ }).click();
  await expect(page.getByRole("menuitem", { name: "Save current view…" })).toBeVisible();
}

test.describe("saved views", () => {
  test("hide and reorder columns, filter, sort, save as the default view: it applies on opening the list and on reload", async ({ page }) => {
    const viewCalls: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith("/api/views")) viewCalls.push(`${r.method()} ${url.pathname}${url.search}`);
    });
    await signIn(page, "admin", "/transactions");
    await expect(headers(page)).toHaveText(["Transaction ID", "Type", "Description", "Amount", "Status", "Date"]);

    // Columns: hide Description, move Amount to the front of the rest; the table follows at once.
    await page.getByRole("button", { name: "Columns", exact: true }).click();
    const chooser = page.getByRole("group", { name: "Columns" });
    await expect(chooser.getByRole("checkbox", { name: "Transaction ID" })).toBeFocused();
    await expectNoSeriousA11yViolations(page, ".ant-popover");
    // The box follows the address (cols=), which the router updates in a transition: click, then expect.
    await chooser.getByRole("checkbox", { name: "Description" }).click();
    await expect(chooser.getByRole("checkbox", { name: "Description" })).not.toBeChecked();
    await expect(headers(page)).toHaveText(["Transaction ID", "Type", "Amount", "Status", "Date"]);
    await chooser.getByRole("button", { name: "Move Amount up" }).click();
    await expect(headers(page)).toHaveText(["Transaction ID", "Amount", "Type", "Status", "Date"]);
    await expect(chooser.getByRole("button", { name: "Move Amount up" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(chooser).toBeHidden();
    await expect(page.getByRole("button", { name: "Columns", exact: true })).toBeFocused();
    await expect(page).toHaveURL(/cols=id%2Camount%2Ctype%2Cstatus%2CcreatedAt/);

    // Filter and sort.
    await chooseOption(page, page.getByRole("combobox", { name: "Status" }), "Pending");
    await expect(page).toHaveURL(/status=pending/);
    await page.locator(".ant-table-thead th").filter({ hasText: "Amount" }).click();
    await expect(page).toHaveURL(/sort=amount\.desc/);

    // Save it as the default view.
    await openViewsMenu(page);
    await page.getByRole("menuitem", { name: "Save current view…" }).click();
    const dialog = page.getByRole("dialog", { name: "Save view" });
    await expect(dialog.getByLabel("View name")).toBeFocused();
    await expectNoSeriousA11yViolations(page, ".ant-modal-wrap");
    await dialog.getByLabel("View name").fill("Pending only");
    await dialog.getByRole("checkbox", { name: "Use as the default view of this list" }).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "View saved")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "View: Pending only" })).toBeVisible();

    // Opening the list with no query applies the default view; so does a reload of that address.
    await page.goto("/transactions");
    await expect(page).toHaveURL(/status=pending/);
    await expect(headers(page)).toHaveText(["Transaction ID", "Amount", "Type", "Status", "Date"]);
    await expect(page.getByRole("button", { name: "View: Pending only" })).toBeVisible();
    const statuses = page.locator("tbody tr.ant-table-row td:nth-child(4)");
    await expect(statuses.first()).toHaveText("Pending");
    expect(new Set(await statuses.allTextContents())).toEqual(new Set(["Pending"]));
    await page.reload();
    await expect(headers(page)).toHaveText(["Transaction ID", "Amount", "Type", "Status", "Date"]);
    await expect(page.getByRole("button", { name: "View: Pending only" })).toBeVisible();
    expect(viewCalls).toContain("GET /api/views?list=transactions");
    expect(viewCalls.filter((c) => c.startsWith("POST "))).toHaveLength(1);
  });

  test("a view belongs to its owner: another person (a viewer too) does not see it and keeps their own; the owner deletes it", async ({ page }) => {
    await signIn(page, "admin", "/transactions?status=pending");
    await saveView(page, "Pending only", true);
    await expect(page.getByRole("button", { name: "View: Pending only" })).toBeVisible();

    // Views are personal, not business data: a viewer may keep them (nothing is disabled as read-only).
    await logOutAndSignIn(page, "viewer", "/transactions");
    await expect(page).not.toHaveURL(/status=/);
    await openViewsMenu(page);
    await expect(page.getByRole("menuitem", { name: /Pending only/ })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: "No saved views yet" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Save current view…" }).click();
    const dialog = page.getByRole("dialog", { name: "Save view" });
    await dialog.getByLabel("View name").fill("Everything");
    await dialog.getByLabel("View name").press("Enter");
    await expect(toast(page, "View saved")).toBeVisible();
    await expect(dialog).toBeHidden();

    // The owner's default still applies; the viewer's view is not among theirs; Manage deletes it.
    await logOutAndSignIn(page, "admin", "/transactions");
    await expect(page).toHaveURL(/status=pending/);
    // Clearing the filter leaves the view (the button says so); the menu brings it back.
    await chooseOption(page, page.getByRole("combobox", { name: "Status" }), "All Statuses");
    await expect(page.getByRole("button", { name: "Views", exact: true })).toBeVisible();
    await openViewsMenu(page);
    await page.getByRole("menuitem", { name: /Pending only/ }).click();
    await expect(page).toHaveURL(/status=pending/);
    await expect(page.getByRole("button", { name: "View: Pending only" })).toBeVisible();

    await openViewsMenu(page);
    await expect(page.getByRole("menuitem", { name: /Everything/ })).toHaveCount(0);
    await page.getByRole("menuitem", { name: "Manage views…" }).click();
    const manage = page.getByRole("dialog", { name: "Saved views" });
    await expect(manage.getByText("Default", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, ".ant-modal-wrap");
    await manage.getByRole("button", { name: "Delete view Pending only" }).click();
    await expect(toast(page, "View deleted")).toBeVisible();
    await expect(manage.getByText("No saved views for this list.")).toBeVisible();
    await manage.getByRole("button", { name: "Close" }).last().click();
    await page.goto("/transactions");
    await expect(headers(page)).toHaveText(["Transaction ID", "Type", "Description", "Amount", "Status", "Date"]);
    await expect(page).not.toHaveURL(/status=/);
    await expect(page.getByRole("button", { name: "Views", exact: true })).toBeVisible();
  });

  test("the column chooser by keyboard alone; a generic list (Wallets) keeps its sort and columns in the address", async ({ page }) => {
    await signIn(page, "operator", "/wallets");
    const columnsButton = page.getByRole("button", { name: "Columns", exact: true });
    await columnsButton.focus();
    await page.keyboard.press("Enter");
    const chooser = page.getByRole("group", { name: "Columns" });
    const walletId = chooser.getByRole("checkbox", { name: "Wallet ID" });
    await expect(walletId).toBeFocused();
    await expect(columnsButton).toHaveAttribute("aria-expanded", "true");
    // Space unticks the focused column (the box keeps the focus), Space again shows it after the others.
    await page.keyboard.press("Space");
    await expect(headers(page)).toHaveText(["Customer ID", "Balance", "Status", "Created", "Actions"]);
    await expect(walletId).toBeFocused();
    await page.keyboard.press("Space");
    await expect(headers(page)).toHaveText(["Customer ID", "Balance", "Status", "Created", "Wallet ID", "Actions"]);
    // Tab reaches a column's move buttons; Enter moves it; at the top the focus goes to "down".
    await chooser.getByRole("checkbox", { name: "Balance" }).focus();
    await page.keyboard.press("Tab");
    await expect(chooser.getByRole("button", { name: "Move Balance up" })).toBeFocused();
    await page.keyboard.press("Enter");
    const order = ["Balance", "Customer ID", "Status", "Created", "Wallet ID", "Actions"];
    await expect(headers(page)).toHaveText(order);
    await expect(chooser.getByRole("button", { name: "Move Balance down" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(columnsButton).toBeFocused();
    await expect(columnsButton).toHaveAttribute("aria-expanded", "false");

    // Sorting a generic list writes ?sort=; the address restores sort and columns.
    await page.locator(".ant-table-thead th").filter({ hasText: "Balance" }).click();
    await expect(page).toHaveURL(/sort=balance\.(asc|desc)/);
    const url = page.url();
    await page.goto("about:blank");
    await page.goto(url);
    await expect(headers(page)).toHaveText(order);
    await expect(page.locator(".ant-table-thead th").filter({ hasText: "Balance" })).toHaveAttribute("aria-sort", /ascending|descending/);
  });
});
