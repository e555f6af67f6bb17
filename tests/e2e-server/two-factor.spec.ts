// Extension `two-factor` on the production PayDesk server: enrolment from Settings with a code the
// test computes from the key the dialog shows (otpauth, as an authenticator app would), sign-out,
// sign-in with a code, then with a recovery code, and that recovery code refused the second time;
// axe on the enrolment dialog, the recovery codes and the sign-in's code step, light and dark.
// One person no other spec signs in as (the viewer Priya Nair), so the shared server is not disturbed.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { animationsDone, expectNoSeriousA11yViolations, setTheme } from "../e2e/helpers";

const EMAIL = "priya.nair@paydesk.dev";
const PASSWORD = "paydesk-demo";

const codeAt = (secret: string, timestamp: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp });

async function passwordStep(page: Page) {
  // After a sign-out the page is already the sign-in page (its own navigation, finished by signOut).
  if (!new URL(page.url()).pathname.startsWith("/login")) await page.goto("/login");
  await page.getByLabel("Email address").fill(EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await expect(page.getByLabel("Authentication code")).toBeFocused();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "User menu" }).click();
  await animationsDone(page);
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.waitForURL(/\/login/);
  await page.waitForLoadState("load");
  await expect(page.getByLabel("Email address")).toBeVisible();
}

async function freshPage(browser: Browser, colorScheme: "light" | "dark" = "light"): Promise<Page> {
  return (await browser.newContext({ colorScheme })).newPage();
}

async function openEnrolment(page: Page) {
  await page.getByRole("switch", { name: "Two-Factor Authentication" }).click();
  const dialog = page.getByRole("dialog", { name: "Turn on two-factor authentication" });
  await expect(dialog.locator("[data-secret]")).toBeVisible();
  await expect(dialog.locator(".ant-qrcode svg")).toBeVisible();
  await animationsDone(page);
  return dialog;
}

test("enrols with a computed code, then signs in with a code and with a recovery code used once", async ({ browser }) => {
  const page = await freshPage(browser);
  await page.goto("/login");
  await page.getByLabel("Email address").fill(EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await page.goto("/settings");

  // The enrolment dialog, light then dark (a new setup each time replaces the last key).
  await setTheme(page, "light");
  let dialog = await openEnrolment(page);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await setTheme(page, "dark");
  dialog = await openEnrolment(page);
  await expectNoSeriousA11yViolations(page);

  const secret = (await dialog.locator("[data-secret]").innerText()).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await dialog.getByLabel("6-digit code").fill(codeAt(secret, Date.now()));
  await dialog.getByRole("button", { name: "Confirm" }).click();
  const saved = page.getByRole("dialog", { name: "Save your recovery codes" });
  const list = saved.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(list).toHaveCount(10);
  const codes = await list.allInnerTexts();
  await animationsDone(page);
  await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent("download");
  await saved.getByRole("button", { name: "Download" }).click();
  expect((await download).suggestedFilename()).toBe("paydesk-recovery-codes.txt");
  await saved.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("switch", { name: "Two-Factor Authentication" })).toBeChecked();
  await page.goto("/profile");
  await expect(page.getByText("Enabled", { exact: true })).toBeVisible();
  await signOut(page);

  // Sign-in: the password, then a code (the next step's: the enrolment used this one).
  await passwordStep(page);
  await page.getByLabel("Authentication code").fill(codeAt(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await signOut(page);

  // Then a recovery code, once.
  await passwordStep(page);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(codes[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await signOut(page);
  await passwordStep(page);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(codes[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid code.");
  await page.context().close();

  // The code step, light and dark, in browsers of their own (the page follows the system's scheme).
  for (const scheme of ["light", "dark"] as const) {
    const other = await freshPage(browser, scheme);
    await passwordStep(other);
    await expect(other.locator("html")).toHaveAttribute("data-theme", scheme);
    await expectNoSeriousA11yViolations(other);
    await other.getByRole("button", { name: "Use a recovery code" }).click();
    await expect(other.getByLabel("Recovery code")).toBeVisible();
    await expectNoSeriousA11yViolations(other);
    await other.context().close();
  }
});
