// Extension `two-factor` in the in-browser demo (no passwords): enrolment from Settings with a code the
// test computes from the shown key, then sign-in is the e-mail and then the code (the demo backend
// runs the server's own rules, its secrets encrypted with the demo's fixed key).
import { expect, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { animationsDone, signIn } from "./helpers";

const codeAt = (secret: string, timestamp: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp });

test("the demo signs in with the e-mail, then the code", async ({ page }) => {
  await signIn(page, "operator", "/settings");
  await page.getByRole("switch", { name: "Two-Factor Authentication" }).click();
  const dialog = page.getByRole("dialog", { name: "Turn on two-factor authentication" });
  const secret = (await dialog.locator("[data-secret]").innerText()).replace(/\s+/g, "");
  await dialog.getByLabel("6-digit code").fill(codeAt(secret, Date.now()));
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("dialog", { name: "Save your recovery codes" }).getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("switch", { name: "Two-Factor Authentication" })).toBeChecked();

  await page.getByRole("button", { name: "User menu" }).click();
  await animationsDone(page);
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.waitForURL(/\/login/);
  await page.waitForLoadState("load");
  await page.getByPlaceholder("Enter your email").fill("operator@paydesk.dev");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveCount(0);
  await page.getByLabel("Authentication code").fill(codeAt(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
});
