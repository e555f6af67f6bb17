// WCAG 2.5.3 (label in name): a control's accessible name contains the text it shows. Checked with
// axe's label-content-name-mismatch alone, on the controls where it failed: the header's user menu
// (named "User menu" while showing the user's name) and the sign-in page's demo-account buttons.
// The full sweep (a11y.spec.ts) runs the rule on every screen and overlay too.
import { expect, test, type Page } from "@playwright/test";
import { runAxe, signIn, THEME_RULES } from "./helpers";

async function labelInNameViolations(page: Page) {
  const { violations } = await runAxe(page, { rules: ["label-content-name-mismatch"] });
  return violations.flatMap((v) => v.nodes.map((n) => n.html));
}

test("sign-in page and the header's user menu: accessible names contain the visible text (1440 and 390 px)", async ({ page }) => {
  await page.goto("/login");
  const admin = page.getByRole("button", { name: "admin admin@paydesk.dev Full access" });
  await expect(admin).toBeVisible();
  expect(await labelInNameViolations(page)).toEqual([]);
  await admin.click();
  await expect(page.getByPlaceholder("Enter your email")).toHaveValue("admin@paydesk.dev");

  await signIn(page, "operator");
  const menu = page.getByRole("button", { name: "Jordan Lee, user menu", exact: true });
  await expect(menu).toContainText("Jordan Lee");
  expect(await labelInNameViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(menu.getByText("Jordan Lee")).toBeHidden(); // the icon alone on phones
  await menu.click();
  await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
  expect(await labelInNameViolations(page)).toEqual([]);
});

// The control for runAxe itself: it asks axe for violations only (resultTypes), and must still see them.
test("runAxe reports a violation put on the page, with its node", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  await page.evaluate(() => {
    const button = document.createElement("button");
    button.id = "axe-control";
    button.setAttribute("aria-label", "Close");
    button.textContent = "Open report";
    document.body.append(button);
  });
  expect(await labelInNameViolations(page)).toEqual(['<button id="axe-control" aria-label="Close">Open report</button>']);
  const { violations } = await runAxe(page, { include: "#axe-control" });
  expect(violations.map((v) => v.id)).toContain("label-content-name-mismatch");
});

// The control for the a11y sweep's pass after a theme flip (THEME_RULES): colours only, and it still
// sees a contrast failure that only the other theme has.
test("the colour rules alone report text that fails contrast in one theme only, and nothing structural", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await page.evaluate(() => {
    const note = document.createElement("p");
    note.id = "axe-dark-only";
    note.textContent = "Faint in dark";
    note.style.color = "#333";
    const button = document.createElement("button");
    button.setAttribute("aria-label", "Close");
    button.textContent = "Open report";
    document.querySelector("main")!.append(note, button);
  });
  const { violations } = await runAxe(page, { rules: THEME_RULES });
  expect(violations.map((v) => [v.id, v.nodes.map((n) => n.target.join(" "))])).toEqual([["color-contrast", ["#axe-dark-only"]]]);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  expect((await runAxe(page, { rules: THEME_RULES })).violations).toEqual([]);
});
