// Extension `invitations` in the in-browser demo (no passwords): an admin invites, the invitee's
// sign-in by e-mail is refused until the link is accepted (no password step), then it signs in.
// The demo's data belongs to one browser, so the link is opened in a second tab of it.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, signIn, toast } from "./helpers";

test("the demo: an invited person cannot sign in until they accept the link, which asks for no password", async ({ page, context }) => {
  await signIn(page, "admin", "/users");
  await page.getByRole("button", { name: /Add New User/ }).click();
  const dialog = page.getByRole("dialog", { name: "Add New User" });
  await dialog.getByLabel("Email").fill("demo.invitee@paydesk.dev");
  await dialog.getByLabel("First name").fill("Demo");
  await dialog.getByLabel("Last name").fill("Invitee");
  await dialog.getByRole("button", { name: /Send invitation/ }).click();
  const link = await page.getByRole("dialog", { name: "Invitation link" }).getByLabel("Invitation link").inputValue();
  await page.getByRole("button", { name: /Done/ }).click();
  await expect(page.getByRole("row").filter({ hasText: "Demo Invitee" }).getByText("Invited")).toBeVisible();

  // E-mail-only sign-in is refused while the invitation is open
  const refused = await page.evaluate(async () => (await fetch("/api/user/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "demo.invitee@paydesk.dev" }) })).status);
  expect(refused).toBe(401);

  const tab = await context.newPage();
  await tab.goto(new URL(link).pathname);
  await expect(tab.getByText("Demo Invitee")).toBeVisible();
  await expect(tab.getByLabel("Password")).toHaveCount(0);
  // This browser's stored theme applies (the admin's, light); both themes of the page: tests/e2e-server/invitations.spec.ts
  await expectNoSeriousA11yViolations(tab);
  await tab.getByRole("button", { name: "Accept and sign in" }).click();
  await expect(tab.getByRole("button", { name: "User menu" })).toBeVisible();
  await expect(toast(tab, "Logged in as viewer")).toBeVisible();
});
