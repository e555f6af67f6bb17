// The first click right after a screen appears acts (issue 20): each screen's primary button is
// clicked once, as soon as it is visible, after a cold load and after in-app navigation, and its
// dialog must open. No waiting for data or animations first: that is what a user does.
import { expect, test, type Page } from "@playwright/test";
import { animationsDone, signIn, type Role } from "./helpers";

interface Target {
  role: Role;
  /** Sidebar link and route. */
  link: string;
  route: string;
  /** The button (in the screen, not the shell) and the dialog it opens. */
  button: string | RegExp;
  dialog: string;
}

const TARGETS: ReadonlyArray<Target> = [
  { role: "operator", link: "Wallets", route: "/wallets", button: "Create Wallet", dialog: "Create Wallet" },
  { role: "operator", link: "Token Vault", route: "/tokens", button: "Tokenize Payment Method", dialog: "Tokenize Payment Method" },
  { role: "operator", link: "Onboarding", route: "/onboarding", button: "Add Merchant", dialog: "Add Merchant" },
  { role: "operator", link: "Onboarding", route: "/onboarding", button: "Upload KYC Document", dialog: "Upload KYC Document" },
  { role: "operator", link: "Dashboard", route: "/", button: "Load Funds", dialog: "Load Funds" },
  { role: "admin", link: "Admin Portal", route: "/admin?tab=api-keys", button: "Create API Key", dialog: "Create API Key" },
  { role: "admin", link: "User Management", route: "/users", button: /^Edit role of /, dialog: "Edit User Role" },
];

/**
 * What the page shows when a first click opened no dialog: where the focus is, whether any modal or
 * its mask is in the document, whether the dialog's code was fetched, and the page's errors.
 */
async function noDialogReport(page: Page, errors: readonly string[]): Promise<string> {
  const seen = await page.evaluate(() => ({
    focus: document.activeElement?.outerHTML.slice(0, 160) ?? null,
    modalRoots: document.querySelectorAll(".ant-modal-root").length,
    masks: document.querySelectorAll(".ant-modal-mask").length,
    dialogCode: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((e) => /FormDialog|ActionDialog|Dialog-/.test(e.name)).map((e) => `${new URL(e.name).pathname} ${Math.round(e.responseEnd)} ms`),
    now: Math.round(performance.now()),
  }));
  return JSON.stringify({ ...seen, errors: errors.slice(0, 5) }, null, 1);
}

/** Clicks the screen's button once, as soon as it is visible, and expects its dialog; then closes it. */
async function firstClickOpens(page: Page, t: Target) {
  const errors: string[] = [];
  const onError = (e: Error) => errors.push(e.message.slice(0, 200));
  page.on("pageerror", onError);
  await page.locator("#main-content").getByRole("button", { name: t.button, exact: typeof t.button === "string" }).first().click();
  const dialog = page.getByRole("dialog", { name: t.dialog });
  try {
    await expect(dialog).toBeVisible();
  } catch (error) {
    throw new Error(`${(error as Error).message}\nWhat the page shows: ${await noDialogReport(page, errors)}`);
  } finally {
    page.off("pageerror", onError);
  }
  // Closing is not what is tested: wait for the zoom to end, or on a loaded machine the click can be
  // aimed at the Close button mid-zoom and land beside it, on the mask (seen 1 run in 12 under load).
  await animationsDone(page);
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();
}

// With antd's motion on, as most users have it: a click can come while a screen or dialog still moves.
test.use({ reducedMotion: "no-preference" });

for (const role of ["operator", "admin"] as const) {
  const targets = TARGETS.filter((t) => t.role === role);

  test(`${role}: first click after a cold load opens the dialog (${targets.map((t) => t.dialog).join(", ")})`, async ({ page }) => {
    test.setTimeout(30_000 * (targets.length + 1)); // a sign-in and one screen load per target
    await signIn(page, role);
    for (const t of targets) {
      await page.goto(t.route);
      await firstClickOpens(page, t);
    }
  });

  test(`${role}: first click after in-app navigation opens the dialog (${targets.map((t) => t.dialog).join(", ")})`, async ({ page }) => {
    test.setTimeout(30_000 * (targets.length + 1)); // a sign-in and two in-app navigations per target
    await signIn(page, role);
    // From a screen with a different first button, so each click below lands on the new screen's.
    for (const t of targets) {
      if (t.route !== "/") await page.getByRole("link", { name: "Dashboard" }).click();
      else await page.getByRole("link", { name: t.role === "admin" ? "Wallets" : "Token Vault" }).click();
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(t.link);
      await page.getByRole("link", { name: t.link }).click();
      // React Router renders the next screen in a transition, so the old one stays up for a moment
      // after the link's click (8 times in 10 when measured). The dashboard has a "Create Wallet" of
      // its own, which goes to /wallets: a click could find that one and open nothing (a flake: focus
      // on <body>, the dialog's code never fetched). The header's title changes in the same commit as
      // the screen.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.link);
      await firstClickOpens(page, t);
    }
  });
}
