// Extension `sessions` on the production PayDesk server: one person in two browsers (two contexts,
// the second with a Firefox User-Agent so its session can be told apart). The first sees both
// sessions, gets a sign-in alert in its bell for the second (a browser not seen before), signs the
// second out, and the second's next call lands on sign-in. axe on the card and the bell, light and dark.
// Other specs share the server (and may sign the same person in), so rows are found by browser.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, setTheme, toast } from "../e2e/helpers";

const PASSWORD = "paydesk-demo";
const EMAIL = "admin2@paydesk.dev";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
}

test("two browsers of one person: both listed, a sign-in alert for the new one, one signs the other out", async ({ browser }) => {
  const first = await (await browser.newContext()).newPage();
  await signIn(first, EMAIL);
  const second = await (await browser.newContext({ userAgent: FIREFOX })).newPage();
  await signIn(second, EMAIL);

  await first.goto("/profile");
  const card = first.locator(".ant-card").filter({ has: first.getByText("Active sessions", { exact: true }) });
  const list = card.getByRole("list", { name: "Active sessions" });
  const mine = list.getByRole("listitem").filter({ hasText: "This browser" });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("Chrome on Linux");
  await expect(mine.getByRole("button", { name: /Sign out/ })).toHaveCount(0);
  const other = list.getByRole("listitem").filter({ hasText: "Firefox on Windows" });
  await expect(other).toHaveCount(1);
  await expect(other).toContainText("127.0.0.1 · Last active just now");
  expect(await list.getByRole("listitem").count()).toBeGreaterThanOrEqual(2);

  // The bell: its dot from the server's hint, the alert listed when it opens.
  for (const theme of ["light", "dark"] as const) {
    await setTheme(first, theme);
    await expectNoSeriousA11yViolations(first);
  }
  const bell = first.getByRole("button", { name: "Notifications (new)" });
  await expect(bell).toBeVisible();
  await bell.click();
  const alert = first.locator(".ant-popover li").filter({ hasText: "New sign-in from Firefox on Windows, 127.0.0.1" });
  await expect(alert).toBeVisible();
  for (const theme of ["dark", "light"] as const) {
    await setTheme(first, theme);
    if (!(await alert.isVisible())) await first.getByRole("button", { name: /^Notifications/ }).click();
    await expect(alert).toBeVisible();
    await expectNoSeriousA11yViolations(first, ".ant-popover");
  }
  await alert.getByRole("button", { name: /^Mark as read: New sign-in from Firefox on Windows/ }).click();
  await expect(alert).toHaveCount(0);
  await first.keyboard.press("Escape");

  // Sign the other browser out: its next call lands on sign-in.
  await other.getByRole("button", { name: "Sign out Firefox on Windows, 127.0.0.1" }).click();
  await expect(toast(first, "Session ended")).toBeVisible();
  await expect(other).toHaveCount(0);
  await second.goto("/wallets");
  await expect(second).toHaveURL(/\/login/);
  await expect(second.getByLabel("Password")).toBeVisible();
  // The first is still signed in.
  await first.reload();
  await expect(mine).toHaveCount(1);
});
