// Invitations and Change Password on the production PayDesk server: an admin invites, a second
// browser context opens the one-time link, sets a password and lands signed in; a used or revoked
// link is refused; Change Password in one context ends the person's session in another. axe on every
// new screen in light and dark. Each test works on people it invites itself (the specs share one server).
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, setTheme, toast } from "../e2e/helpers";

const PASSWORD = "paydesk-demo";

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
}

async function fresh(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Invites through User Management's dialog; returns the link shown once (null when held for approval). */
async function invite(page: Page, who: { email: string; first: string; last: string; role: "Viewer" | "Operator" | "Admin" }, axe = false): Promise<string | null> {
  await page.getByRole("button", { name: /Add New User/ }).click();
  const dialog = page.getByRole("dialog", { name: "Add New User" });
  await expect(dialog).toBeVisible();
  if (axe) await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel("Email").fill(who.email);
  await dialog.getByLabel("First name").fill(who.first);
  await dialog.getByLabel("Last name").fill(who.last);
  if (who.role !== "Viewer") {
    // Opened from the keyboard (a click lands on the shown value)
    await dialog.getByLabel("Role").focus();
    await page.keyboard.press("ArrowDown");
    await page.locator(".ant-select-dropdown:visible").getByTitle(who.role, { exact: true }).click();
    await expect(dialog.locator(".ant-select-selection-item")).toHaveText(who.role);
  }
  await dialog.getByRole("button", { name: /Send invitation/ }).click();
  if (who.role === "Admin") {
    await expect(page.getByRole("dialog", { name: "Waiting for approval" })).toBeVisible();
    await page.getByRole("button", { name: /Done/ }).click();
    return null;
  }
  const shown = page.getByRole("dialog", { name: "Invitation link" });
  await expect(shown).toBeVisible();
  if (axe) await expectNoSeriousA11yViolations(page);
  const link = await shown.getByLabel("Invitation link").inputValue();
  await shown.getByRole("button", { name: /Done/ }).click();
  await expect(shown).toBeHidden();
  return link;
}

/** Opens a link in a context of its own, accepts with `password` and waits for the dashboard. */
async function accept(browser: Browser, link: string, password: string, axe = false): Promise<Page> {
  const page = await fresh(browser);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { name: "Accept your invitation" })).toBeVisible();
  if (axe) {
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
      await expectNoSeriousA11yViolations(page);
    }
    await page.emulateMedia({ colorScheme: "light" });
  }
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  return page;
}

test("an admin invites an operator; a second browser accepts, sets a password and is signed in; used, revoked and expired links are refused", async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  await signIn(page, "admin@paydesk.dev");
  await page.goto("/users");
  await expect(page.getByText("Pending invitations", { exact: true })).toBeVisible();

  await setTheme(page, "light");
  const link = (await invite(page, { email: `ada.${stamp}@paydesk.dev`, first: "Ada", last: `Lee ${stamp}`, role: "Operator" }, true))!;
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await setTheme(page, "dark");
  const other = (await invite(page, { email: `bo.${stamp}@paydesk.dev`, first: "Bo", last: `Kim ${stamp}`, role: "Viewer" }, true))!;
  const item = page.locator(".ant-list-item").filter({ hasText: `ada.${stamp}@paydesk.dev` });
  await expect(item.getByText("Link sent")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await setTheme(page, "light");

  const invitee = await accept(browser, link, `Ada's own long phrase ${stamp}`, true);
  await expect(invitee).toHaveURL(/\/$/);
  await expect(toast(invitee, "Logged in as operator")).toBeVisible();
  await expect(invitee.getByRole("link", { name: "Token Vault" })).toBeVisible(); // an operator's sidebar

  // Used: the page says so (and the admin's list no longer holds it)
  const again = await fresh(browser);
  await again.goto(new URL(link).pathname);
  await expect(again.getByRole("alert")).toHaveText("This invitation was already used. Sign in with your email address instead.");
  await page.reload();
  await expect(page.locator(".ant-list-item").filter({ hasText: `ada.${stamp}@paydesk.dev` })).toHaveCount(0);

  // Revoked: the user goes, the link is unknown
  const revoke = page.locator(".ant-list-item").filter({ hasText: `bo.${stamp}@paydesk.dev` });
  await revoke.getByRole("button", { name: /Revoke invitation of Bo/ }).click();
  await page.getByRole("tooltip").getByRole("button", { name: "Revoke" }).click();
  await expect(toast(page, "Invitation revoked")).toBeVisible();
  await expect(revoke).toHaveCount(0);
  await again.goto(new URL(other).pathname);
  await expect(again.getByRole("alert")).toHaveText(/This invitation link is not valid/);
  for (const scheme of ["light", "dark"] as const) {
    await again.emulateMedia({ colorScheme: scheme });
    await expect(again.locator("html")).toHaveAttribute("data-theme", scheme);
    await expectNoSeriousA11yViolations(again);
  }

  // Expired (72 hours cannot pass here: the server's 410 for such a link is stood in for; the rule is tests/server/invitations.test.ts)
  const expired = await fresh(browser);
  await expired.route("**/api/invitations/*", (route) => route.fulfill({ status: 410, contentType: "text/plain", body: "This invitation has expired" }));
  await expired.goto(new URL(other).pathname);
  await expect(expired.getByRole("alert")).toHaveText("This invitation has expired. Ask an admin for a new link.");
});

test("Change Password ends the person's session in another browser and keeps this one", async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const email = `cy.${stamp}@paydesk.dev`;
  const first = `Cy's first long phrase ${stamp}`;
  const second = `Cy's second long phrase ${stamp}`;
  await signIn(page, "admin@paydesk.dev");
  await page.goto("/users");
  const link = (await invite(page, { email, first: "Cy", last: `Park ${stamp}`, role: "Viewer" }))!;
  const here = await accept(browser, link, first);
  const there = await fresh(browser);
  await signIn(there, email, first);

  await here.goto("/settings");
  const dialog = here.getByRole("dialog", { name: "Change Password" });
  for (const theme of ["dark", "light"] as const) {
    await setTheme(here, theme);
    await here.getByRole("button", { name: /Change Password/ }).click();
    await expect(dialog.getByText("At least 12 characters, not your email address, not a common password.")).toBeVisible();
    await expectNoSeriousA11yViolations(here);
    if (theme === "light") break;
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  }
  await dialog.getByLabel("Current password").fill("not my password");
  await dialog.getByLabel("New password", { exact: true }).fill(second);
  await dialog.getByLabel("Confirm new password").fill(second);
  await dialog.getByRole("button", { name: /Change password/ }).click();
  await expect(toast(here, "400: Current password is incorrect")).toBeVisible();
  await expect(dialog.getByLabel("New password", { exact: true })).toHaveValue(second);
  await dialog.getByLabel("Current password").fill(first);
  await dialog.getByRole("button", { name: /Change password/ }).click();
  await expect(toast(here, "Password changed")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The other browser's session has ended: its next call (here, the reload's) is refused and it is sent to sign in
  await there.reload();
  await expect(there).toHaveURL(/\/login\?expired=1/);
  // This one goes on
  await here.getByRole("link", { name: "Wallets" }).click();
  await expect(here.getByText("Active Wallets")).toBeVisible();
  // The new password signs in; the old one no longer does
  const later = await fresh(browser);
  await signIn(later, email, second);
});
