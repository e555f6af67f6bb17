// Keyboard alone (issue 7): for every screen of SPEC §2 at least one flow done without the mouse —
// Tab reaches the control, Enter/Space activates it, Escape closes dialogs and focus returns to the
// opener, forms submit with Enter. One test per screen; each walks its flows in the same page.
// Also: an API key's value never reaches the console or web storage, and the stored user holds no secrets.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { EMAIL, signIn, toast } from "./helpers";

// With antd's motion on, as most users have it: focus must come back to the opener after a dialog's
// closing animation too, not only when it closes at once.
test.use({ reducedMotion: "no-preference" });

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not in the tab order. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Keyboard-opens an antd Select that has focus and picks the option with this label. */
async function pickOption(page: Page, select: Locator, label: string, max = 12): Promise<void> {
  await expect(select).toBeFocused();
  await page.keyboard.press("ArrowDown");
  const listbox = page.locator(".ant-select-dropdown:visible");
  await expect(listbox).toHaveCount(1);
  for (let i = 0; i < max; i++) {
    const active = listbox.locator(".ant-select-item-option-active");
    if ((await active.getAttribute("title")) === label) {
      await page.keyboard.press("Enter");
      await expect(listbox).toHaveCount(0);
      return;
    }
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`option ${label} not reached`);
}

/** Focus has moved into the dialog (so Tab stays in it and Escape reaches it). */
async function focusIsIn(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

/** Opens a dialog from a focused opener with `key`, checks it, closes it with Escape, and checks focus came back. */
async function escapeRoundTrip(page: Page, opener: Locator, name: string | RegExp, key = "Enter"): Promise<void> {
  await tabTo(page, opener);
  await page.keyboard.press(key);
  const dialog = page.getByRole("dialog", { name });
  await focusIsIn(dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe("keyboard alone, one flow per screen", () => {
  test("sign-in: Tab to the e-mail field, type, Enter signs in", async ({ page }) => {
    await page.goto("/login");
    const email = page.getByLabel("Email address");
    await tabTo(page, email);
    await page.keyboard.type(EMAIL.operator);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
    await expect(toast(page, "Welcome to PayDesk")).toBeVisible();

  });

  test("dashboard: Load Funds with Enter, Withdraw closed with Escape, Generate QR with Space", async ({ page }) => {
    await signIn(page, "operator");
    await expect(page.getByTestId("available-balance")).toBeVisible();

    const load = page.getByRole("button", { name: "Load Funds" });
    await tabTo(page, load);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Load Funds" });
    await expect(dialog.getByLabel("Amount ($)")).toBeFocused(); // the field, not antd's panel
    await page.keyboard.type("5.25");
    await page.keyboard.press("Enter");
    await expect(toast(page, "Funds loaded successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(load).toBeFocused();
    await expect(page.getByRole("list", { name: "Recent transactions" }).getByRole("listitem").first()).toContainText("+$5.25");

    await escapeRoundTrip(page, page.getByRole("button", { name: "Withdraw Funds" }), "Withdraw Funds", "Space");

    await tabTo(page, page.getByRole("button", { name: "Generate QR" }));
    await page.keyboard.press("Space");
    await expect(toast(page, "Wallet QR code")).toBeVisible();
  });

  test("wallets: Create Wallet, row Load and Withdraw, QR — all by keyboard", async ({ page }) => {
    await signIn(page, "operator", "/wallets");
    await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();

    const create = page.getByRole("button", { name: "Create Wallet" });
    await tabTo(page, create);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Create Wallet" });
    await expect(dialog.getByLabel("Merchant ID")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Customer ID")).toBeFocused();
    await page.keyboard.type("cust_keyboard_1");
    await page.keyboard.press("Enter");
    await expect(toast(page, "Wallet created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();
    await expect(page.locator("tbody tr.ant-table-row").first()).toContainText("cust_keyboard_1");

    const loadRow = page.getByRole("button", { name: /^Load funds to wallet/ }).first();
    await tabTo(page, loadRow);
    await page.keyboard.press("Enter");
    const funds = page.getByRole("dialog", { name: "Load Funds" });
    await focusIsIn(funds);
    await tabTo(page, funds.getByLabel("Amount ($)"));
    await page.keyboard.type("7");
    await page.keyboard.press("Enter");
    await expect(toast(page, "Funds loaded successfully")).toBeVisible();
    await expect(funds).toBeHidden();
    await expect(page.locator("tbody tr.ant-table-row").first()).toContainText("$7.00 USD");

    await escapeRoundTrip(page, page.getByRole("button", { name: /^Withdraw funds from wallet/ }).first(), "Withdraw Funds");

    // Escape at once, while the dialog is still opening (antd moves focus into it only when its
    // open animation ends): it closes all the same, and focus is back on the opener.
    await tabTo(page, create);
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "attached" });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();

    await tabTo(page, page.getByRole("button", { name: /^QR code for wallet/ }).first());
    await page.keyboard.press("Enter");
    await expect(toast(page, "Wallet QR code")).toBeVisible();
  });

  test("token vault: tokenize a card by keyboard, Enter submits, then search", async ({ page }) => {
    await signIn(page, "operator", "/tokens");
    await expect(page.getByRole("row").nth(1)).toBeVisible();

    await escapeRoundTrip(page, page.getByRole("button", { name: "Tokenize Payment Method" }), "Tokenize Payment Method");

    const opener = page.getByRole("button", { name: "Tokenize Payment Method" });
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Tokenize Payment Method" });
    await focusIsIn(dialog);
    const type = dialog.getByLabel("Payment Method Type");
    await tabTo(page, type);
    await pickOption(page, type, "Card");
    await tabTo(page, dialog.getByLabel("Last Four"));
    await page.keyboard.type("4242");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Expiry Month")).toBeFocused();
    await page.keyboard.type("12");
    await page.keyboard.press("Tab");
    await page.keyboard.type("2031");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Customer ID")).toBeFocused();
    await page.keyboard.type("cust_keyboard_card");
    await page.keyboard.press("Enter");
    await expect(toast(page, "Token created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    const search = page.getByPlaceholder("Search tokens by ID, type, last four, or customer...");
    await tabTo(page, search);
    await page.keyboard.type("cust_keyboard_card");
    await expect(page.locator("tbody tr.ant-table-row")).toHaveCount(1);
    await expect(page.locator("tbody tr.ant-table-row")).toContainText("****4242");
    await expect(page.locator("tbody tr.ant-table-row")).toContainText("12/2031");
  });

  test("transactions: search and status filter by keyboard", async ({ page }) => {
    await signIn(page, "viewer", "/transactions");
    const rows = page.locator("tbody tr.ant-table-row");
    await expect(rows.first()).toBeVisible();

    const status = page.getByRole("combobox", { name: "Status" });
    await tabTo(page, status);
    await pickOption(page, status, "Failed");
    // Waited for, not read once: the rows of before the choice stay on screen until the list catches up.
    await expect(rows.filter({ hasNotText: "Failed" })).toHaveCount(0);
    await expect(rows.first()).toBeVisible();

    const search = page.getByPlaceholder("Search transactions...");
    await tabTo(page, search, { back: true });
    await page.keyboard.type("no-such-transaction");
    await expect(page.getByText("No transactions match your filters.")).toBeVisible();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Backspace");
    await expect(rows.first()).toBeVisible();
  });

  test("onboarding: Add Merchant by keyboard, approve and reject a merchant, review a KYC document", async ({ page }) => {
    await signIn(page, "operator", "/onboarding");
    await expect(page.getByRole("row").nth(1)).toBeVisible();

    const add = page.getByRole("button", { name: "Add Merchant", exact: true });
    await escapeRoundTrip(page, add, "Add Merchant");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add Merchant" });
    await focusIsIn(dialog);
    await tabTo(page, dialog.getByLabel("Legal Name"));
    await page.keyboard.type("Keyboard Goods LLC");
    await page.keyboard.press("Tab");
    await page.keyboard.type("12-3456789");
    await page.keyboard.press("Tab");
    await pickOption(page, dialog.getByLabel("Business Type"), "LLC");
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByLabel("EIN")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast(page, "Merchant created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    // Approve and reject behind confirmations: Enter opens, Escape cancels, Enter confirms.
    for (const decision of ["Approve", "Reject"] as const) {
      const first = page.getByRole("button", { name: new RegExp(`^${decision} `) }).first();
      const subject = (await first.getAttribute("aria-label"))!.replace(`${decision} `, "");
      // Held by its name: the list refetches after the create above, and `first` can then be
      // another merchant's button (CI: Enter opened the new merchant's confirmation, not this one's).
      const opener = page.getByRole("button", { name: `${decision} ${subject}`, exact: true });
      await tabTo(page, opener);
      await page.keyboard.press("Enter");
      const pop = page.getByRole("tooltip").filter({ hasText: `${decision} ${subject}?` });
      await expect(pop).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(pop).toBeHidden();
      await expect(opener).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(pop).toBeVisible();
      await expect(pop.getByRole("button", { name: decision })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(toast(page, "Merchant status updated").last()).toBeVisible();
      await expect(page.getByRole("button", { name: `${decision} ${subject}` })).toHaveCount(0);
    }

    // Tabs use a roving focus: Tab reaches the selected tab, the arrow keys move to the others.
    const kycTab = page.getByRole("tab", { name: "KYC Documents" });
    await tabTo(page, page.getByRole("tab", { name: "Merchants" }), { back: true });
    await page.keyboard.press("ArrowRight");
    await expect(kycTab).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(kycTab).toHaveAttribute("aria-selected", "true");
    const approve = page.getByRole("button", { name: /^Approve / }).first();
    const subject = (await approve.getAttribute("aria-label"))!.replace("Approve ", "");
    await tabTo(page, approve);
    await page.keyboard.press("Enter");
    const pop = page.getByRole("tooltip").filter({ hasText: `Approve ${subject}?` });
    await expect(pop.getByRole("button", { name: "Approve" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast(page, "Document status updated")).toBeVisible();
    await expect(page.getByRole("button", { name: `Approve ${subject}` })).toHaveCount(0);
  });

  test("API keys: create with Enter, revoke with Space, delete through the confirmation", async ({ page }) => {
    await signIn(page, "admin", "/admin?tab=api-keys");
    await expect(page.getByRole("button", { name: /^Reveal key / }).first()).toBeVisible();

    const create = page.getByRole("button", { name: "Create API Key" });
    await escapeRoundTrip(page, create, "Create API Key");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Create API Key" });
    await focusIsIn(dialog);
    await tabTo(page, dialog.getByLabel("Name"));
    await page.keyboard.type("Keyboard key");
    await page.keyboard.press("Enter");
    await expect(toast(page, "API key created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();

    const active = page.getByRole("switch", { name: "Active: Keyboard key" });
    await tabTo(page, active);
    await page.keyboard.press("Space");
    await expect(toast(page, "API key updated successfully")).toBeVisible();
    await expect(active).not.toBeChecked();

    const del = page.getByRole("button", { name: "Delete Keyboard key" });
    const text = "Are you sure you want to delete this API key? This action cannot be undone.";
    await tabTo(page, del);
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog").filter({ hasText: text });
    await focusIsIn(confirm);
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(del).toBeFocused();
    await page.keyboard.press("Enter");
    await focusIsIn(confirm);
    await tabTo(page, confirm.getByRole("button", { name: "Delete" }));
    await page.keyboard.press("Enter");
    await expect(toast(page, "API key deleted successfully")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Keyboard key" })).toHaveCount(0);
  });

  test("developer docs: tabs with the arrow keys, webhook simulator submitted with Enter", async ({ page }) => {
    await signIn(page, "admin", "/developer?tab=overview");
    const overview = page.getByRole("tab", { name: "Overview" });
    await tabTo(page, overview);
    for (const tab of ["API Explorer", "SDKs", "Webhooks"]) {
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("tab", { name: tab })).toBeFocused();
    }
    await page.keyboard.press("Enter");
    await expect(page.getByRole("tab", { name: "Webhooks" })).toHaveAttribute("aria-selected", "true");
    const url = page.getByLabel("Target URL");
    await tabTo(page, url);
    await page.keyboard.type("https://example.com/keyboard");
    await page.keyboard.press("Enter");
    await expect(toast(page, "Test payload sent to https://example.com/keyboard")).toBeVisible();
  });

  test("users: edit a role with the arrow keys, delete confirmation closed with Escape, search", async ({ page }) => {
    await signIn(page, "admin", "/users");
    const row = page.getByRole("row").filter({ hasText: "priya.nair@paydesk.dev" });
    await expect(row).toContainText("Viewer");

    const edit = page.getByRole("button", { name: "Edit role of Priya Nair" });
    await escapeRoundTrip(page, edit, "Edit User Role");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Edit User Role" });
    await focusIsIn(dialog);
    const viewer = dialog.getByRole("radio", { name: /Viewer/ });
    await tabTo(page, viewer);
    await page.keyboard.press("ArrowUp");
    await expect(dialog.getByRole("radio", { name: /Operator/ })).toBeChecked();
    await tabTo(page, dialog.getByRole("button", { name: "Update" }));
    await page.keyboard.press("Enter");
    await expect(toast(page, "Role updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
    await expect(row).toContainText("Operator");

    const del = page.getByRole("button", { name: "Delete Priya Nair" });
    await tabTo(page, del);
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog").filter({ hasText: "permanently deletes the account" });
    await focusIsIn(confirm);
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(del).toBeFocused();
    await expect(row).toBeVisible();

    const search = page.getByRole("searchbox", { name: "Search users by name or email" });
    await tabTo(page, search, { back: true });
    await page.keyboard.type("priya");
    await expect(page.getByText("All Users (1)")).toBeVisible();
  });

  test("profile: Edit, change a field, Enter saves", async ({ page }) => {
    await signIn(page, "operator", "/profile");
    await expect(page.getByRole("heading", { name: "Jordan Lee" })).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: "Edit" }));
    await page.keyboard.press("Enter");
    const first = page.getByLabel("First Name");
    await tabTo(page, first);
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Jordy");
    await page.keyboard.press("Enter");
    await expect(toast(page, "Profile updated")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Jordy Lee" })).toBeVisible();
  });

  test("settings: switches with Space, a preference list with the arrow keys", async ({ page }) => {
    await signIn(page, "operator", "/settings");
    const email = page.getByRole("switch", { name: "Email Notifications" });
    const before = await email.getAttribute("aria-checked");
    await tabTo(page, email);
    await page.keyboard.press("Space");
    await expect(email).not.toHaveAttribute("aria-checked", before!);

    const dark = page.getByRole("switch", { name: "Dark Mode" });
    const html = page.locator("html");
    const theme = await html.getAttribute("data-theme");
    await tabTo(page, dark, { back: true });
    await page.keyboard.press("Space");
    await expect(html).not.toHaveAttribute("data-theme", theme!);

    const language = page.getByLabel("Language");
    await tabTo(page, language);
    await pickOption(page, language, "Español");
    await expect(page.locator(".ant-select").filter({ has: language })).toContainText("Español");
  });
});

test("an API key's value never reaches the console or web storage; the stored user holds no secrets", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (m) => logged.push(`${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => logged.push(`pageerror: ${e.message}`));
  await signIn(page, "admin", "/admin?tab=api-keys");
  await page.getByRole("button", { name: "Create API Key" }).click();
  const dialog = page.getByRole("dialog", { name: "Create API Key" });
  await dialog.getByLabel("Name").fill("Secret check");
  await dialog.getByRole("button", { name: "Create API Key" }).click();
  await expect(toast(page, "API key created successfully")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Secret check" });
  await row.getByRole("button", { name: "Reveal key Secret check" }).click();
  const value = (await row.getByText(/^pk_test_[A-Za-z0-9]{32}$/).textContent())!;
  expect(value).toMatch(/^pk_test_[A-Za-z0-9]{32}$/);
  // The full value and its random part (without the pk_test_ prefix).
  const secrets = [value, value.slice(8)];

  // Move around so anything that logs on navigation or reload has its chance.
  await page.reload();
  await expect(page.getByRole("button", { name: "Reveal key Secret check" })).toBeVisible();
  await page.getByRole("tab", { name: "Users & Roles" }).click();

  const storage = await page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
  }));
  const dump = JSON.stringify(storage) + "\n" + logged.join("\n");
  for (const s of secrets) expect(dump).not.toContain(s);
  expect(dump).not.toMatch(/pk_(test|live)_[A-Za-z0-9]{32}/);

  const stored = JSON.parse(storage.local["paydesk:user"] ?? "null") as Record<string, unknown> | null;
  expect(stored).not.toBeNull();
  expect(stored!.email).toBe(EMAIL.admin);
  const secretish = Object.keys(stored!).filter((k) => /pass|secret|token|key|credential|otp|pin/i.test(k));
  expect(secretish).toEqual([]);
});
