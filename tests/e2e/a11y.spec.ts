// Accessibility sweep (issue 7): axe on the whole page (shell included) for every screen of SPEC §2
// and every dialog, drawer, popover and toast that can be opened there, in light and dark, at
// 1440 px and 390 px. One test per screen and width; each stop is checked in both themes (flipped in place).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { animationsDone, chooseOption, closeToasts, listsSettled, runAxe, signIn, THEME_RULES, type Role } from "./helpers";

/**
 * Findings this suite cannot fix where it may edit (reported to the lead). Each is matched per node,
 * so anything else on the same rule still fails. Remove an entry once its cause is fixed.
 */
const KNOWN: ReadonlyArray<{ rule: string; node: RegExp; why: string }> = [
  {
    rule: "aria-allowed-attr",
    node: /class="ant-select-item ant-select-item-option/,
    why: "antd (rc-select) draws the visible options as divs with aria-selected and no role; the accessible listbox is a separate hidden list (library)",
  },
  {
    rule: "color-contrast",
    node: /\.ant-select-item-option-disabled/,
    why: "a disabled option (a closed wallet) is exempt from WCAG 1.4.3, but antd marks it with a class only, so axe cannot tell",
  },
  {
    rule: "scrollable-region-focusable",
    node: /rc-virtual-list-holder/,
    why: "antd's virtual option list scrolls without focusable children; the arrow keys on the combobox move through it (library)",
  },
  {
    rule: "color-contrast",
    node: /ant-picker-cell-inner/,
    why: "antd date picker: days outside the month and disabled (future) days are drawn faded on purpose (library)",
  },
  {
    rule: "aria-required-children",
    node: /ant-tabs-nav/,
    why: "antd Tabs at 390 px puts its overflow ('more') button inside the tablist (library)",
  },
];

/** Serious or critical axe violations, minus the KNOWN nodes (`rules`: only those rules). */
async function axeViolations(page: Page, include?: string, rules?: string[]): Promise<string[]> {
  const { violations } = await runAxe(page, { include, rules });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ v, nodes: v.nodes.filter((n) => !KNOWN.some((k) => k.rule === v.id && k.node.test(`${n.html} ${n.target.join(" ")}`))) }))
    .filter(({ nodes }) => nodes.length > 0)
    .map(({ v, nodes }) => `${v.id} (${v.impact}): ${v.help} — ${nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

type Theme = "light" | "dark";
const WIDTHS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

interface Sweep {
  page: Page;
  theme: Theme;
  phone: boolean;
  /** Runs axe on the whole page (or only on an overlay: the page under it is checked on its own), every rule in the current theme and the colour rules (THEME_RULES) in the other, and records serious/critical violations. */
  check: (label: string, scope?: Locator) => Promise<void>;
}

/**
 * The page's theme follows the system's (the user's saved preference becomes `system`), so a check can
 * flip it in place: what is open stays open, and each stop is checked in both themes with one visit.
 * This is a user's case too (the OS turns dark at sunset with a dialog open). Desktop sweeps start in
 * light, phone sweeps in dark, so every screen is also mounted once in each.
 */
async function followSystemTheme(page: Page, role: Role | null, route: string) {
  if (role === null) return;
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("paydesk:user") ?? "{}") as { id?: string; theme?: string });
  // No saved choice follows the system already (DESIGN §1).
  if (saved.theme === undefined || saved.theme === "system") return;
  // The header toggle saves light or dark; `system` is chosen on the server, then picked up by a reload.
  await page.evaluate(async (id) => {
    const res = await fetch(`/api/user/${id}/settings`, {
      method: "PUT",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ theme: "system" }),
    });
    if (!res.ok) throw new Error(`settings: ${res.status}`);
    localStorage.setItem("paydesk:user", JSON.stringify((await res.json()).user));
  }, saved.id);
  await page.goto(route);
}

/** Signs in (or not), then runs the screen's body once; each check runs axe in both themes. Fails listing every violation found. */
function sweep(screen: string, role: Role | null, route: string, body: (s: Sweep) => Promise<void>) {
  for (const [size, viewport] of Object.entries(WIDTHS)) {
    test(`${screen} at ${viewport.width}px, light and dark: no serious axe violations`, async ({ page }) => {
      test.setTimeout(240_000); // up to ~50 axe checks per test on a 2-core box
      await page.setViewportSize(viewport);
      let theme: Theme = size === "phone" ? "dark" : "light";
      await page.emulateMedia({ colorScheme: theme });
      // axe checks what is at rest: under the suite's reduced motion (playwright.config.ts) a dialog is
      // at rest at once, instead of after its zoom in and out.
      if (role) {
        await signIn(page, role, route);
        await followSystemTheme(page, role, route);
        await closeToasts(page);
      } else {
        await page.goto(route);
      }
      const html = page.locator("html");
      await expect(html).toHaveAttribute("data-theme", theme);
      const problems: string[] = [];
      let checks = 0;
      const axeHere = async (label: string, rules?: string[]) => {
        checks++;
        for (const v of await axeViolations(page, label.startsWith("scope:") ? "[data-axe-scope]" : undefined, rules)) {
          problems.push(`[${theme} ${viewport.width}px] ${label.replace(/^scope:/, "")}: ${v}`);
        }
      };
      const check = async (label: string, scope?: Locator) => {
        // Hover is transient: the pointer is parked on the header so each control is checked at rest.
        await page.mouse.move(viewport.width / 2, 1);
        await animationsDone(page);
        await listsSettled(page);
        if (scope) await scope.first().evaluate((el) => el.setAttribute("data-axe-scope", ""));
        const tagged = scope ? `scope:${label}` : label;
        await axeHere(tagged);
        theme = theme === "light" ? "dark" : "light";
        await page.emulateMedia({ colorScheme: theme });
        await expect(html).toHaveAttribute("data-theme", theme);
        await animationsDone(page);
        await axeHere(tagged, THEME_RULES);
        // Not through `scope`: a toast may have closed on its timer meanwhile, and the locator would wait for it.
        if (scope) await page.evaluate(() => document.querySelector("[data-axe-scope]")?.removeAttribute("data-axe-scope"));
      };
      await body({ page, get theme() { return theme; }, phone: size === "phone", check });
      test.info().annotations.push({ type: "axe checks", description: String(checks) });
      expect(checks, "both themes at every stop").toBeGreaterThan(1);
      expect(problems).toEqual([]);
    });
  }
}

const main = (page: Page) => page.locator("#main-content");

/** The screen has loaded: no skeletons or spinners left in it. */
async function loaded(page: Page) {
  await expect(main(page).locator(".ant-skeleton, .ant-spin-spinning")).toHaveCount(0);
}

/** Opens a dialog with its button, runs axe, closes it with Escape. */
async function checkDialog(s: Sweep, opener: Locator, name: string, before?: (dialog: Locator) => Promise<void>) {
  await opener.click();
  const dialog = s.page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await animationsDone(s.page); // a click into a dialog still zooming in can land beside its target
  if (before) await before(dialog);
  await s.check(`dialog "${name}"`, dialog);
  await s.page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

/** Opens a confirmation (antd confirm modal), runs axe, cancels it. */
async function checkConfirm(s: Sweep, opener: Locator, text: string) {
  await opener.click();
  const dialog = s.page.getByRole("dialog").filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await s.check(`confirmation "${text}"`, dialog);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
}

/** Opens a Popconfirm, runs axe, cancels it. */
async function checkPopconfirm(s: Sweep, opener: Locator, title: string) {
  await opener.click();
  const pop = s.page.getByRole("tooltip").filter({ hasText: title });
  await expect(pop).toBeVisible();
  await s.check(`popconfirm "${title}"`, pop);
  await pop.getByRole("button", { name: "Cancel" }).click();
  await expect(pop).toBeHidden();
}

/** Opens an antd Select's list, runs axe, closes it. */
async function checkSelectOpen(s: Sweep, select: Locator, label: string) {
  // Opened from the keyboard: a click can land beside it while a dialog is still zooming in.
  await select.focus();
  await s.page.keyboard.press("ArrowDown");
  await expect(s.page.getByRole("listbox").first()).toBeAttached();
  await expect(s.page.locator(".ant-select-dropdown:visible")).toHaveCount(1);
  await s.check(`open list "${label}"`, s.page.locator(".ant-select-dropdown:visible"));
  await s.page.keyboard.press("Escape");
  await expect(s.page.locator(".ant-select-dropdown:visible")).toHaveCount(0);
}

/** A toast that just appeared: checked as it stands, then closed. */
async function checkToast(s: Sweep, text: string) {
  const notice = s.page.locator(".ant-notification-notice").filter({ hasText: text });
  await expect(notice).toBeVisible();
  await s.check(`toast "${text}"`, notice);
  await closeToasts(s.page);
}

test.describe("axe: every screen and overlay, light and dark, 1440px and 390px", () => {
  sweep("Sign-in (incl. failure alert)", null, "/login", async (s) => {
    await expect(s.page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    await s.check("sign-in");
    await s.page.getByPlaceholder("Enter your email").fill("nobody@example.com");
    await s.page.getByRole("button", { name: "Sign in" }).click();
    await expect(s.page.getByRole("alert")).toContainText("Invalid credentials");
    await s.check("sign-in with failure alert");
    await s.page.goto("/login?expired=1");
    await expect(s.page.getByText("Your session has expired. Please sign in again.")).toBeVisible();
    await s.check("sign-in, session expired");
  });

  sweep("Dashboard (+ Load, Withdraw, QR toast, notifications, user menu, reset confirm, phone drawer)", "admin", "/", async (s) => {
    const { page } = s;
    await expect(page.getByTestId("available-balance")).toBeVisible();
    await expect(page.getByRole("list", { name: "Recent transactions" }).getByRole("listitem")).toHaveCount(10);
    await loaded(page);
    await s.check("dashboard");
    await checkDialog(s, page.getByRole("button", { name: "Load Funds" }), "Load Funds", async (d) => {
      await expect(d.getByLabel("Amount ($)")).toBeFocused();
    });
    await checkDialog(s, page.getByRole("button", { name: "Withdraw Funds" }), "Withdraw Funds", async (d) => {
      await checkSelectOpen(s, d.getByRole("combobox", { name: "Wallet" }), "Wallet");
    });
    await page.getByRole("button", { name: "Generate QR" }).click();
    await checkToast(s, "Wallet QR code");

    // Shell overlays.
    // The bell's list (issue 21): for an operator, the merchants waiting for KYC review.
    const bell = page.getByRole("button", { name: /^Notifications/ });
    const bellList = page.getByRole("tooltip").filter({ hasText: "Merchants waiting for KYC review" });
    await bell.click();
    await expect(bellList).toBeVisible();
    await s.check("notifications popover", bellList);
    await bell.click();
    await expect(bellList).toBeHidden();

    await page.getByRole("button", { name: "User menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
    await s.check("user menu", page.getByRole("menu").filter({ has: page.getByRole("menuitem", { name: "Profile" }) }));
    await page.getByRole("menuitem", { name: "Reset demo data" }).click();
    const reset = page.getByRole("dialog").filter({ hasText: "Reset demo data?" });
    await expect(reset).toBeVisible();
    await s.check("reset demo data confirmation", reset);
    await reset.getByRole("button", { name: "Cancel" }).click();
    await expect(reset).toBeHidden();

    if (s.phone) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog", { name: "PayDesk" });
      await expect(drawer.getByRole("link", { name: "Wallets" })).toBeVisible();
      await s.check("navigation drawer", drawer);
      await page.getByRole("button", { name: "Close menu" }).click();
      await expect(drawer).toBeHidden();
    }
  });

  sweep("Wallets (+ Create Wallet, row Load/Withdraw, QR toast)", "operator", "/wallets", async (s) => {
    const { page } = s;
    await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
    await loaded(page);
    await s.check("wallets");
    await checkDialog(s, page.getByRole("button", { name: "Create Wallet" }), "Create Wallet");
    await checkDialog(s, page.getByRole("button", { name: /^Load funds to wallet/ }).first(), "Load Funds");
    await checkDialog(s, page.getByRole("button", { name: /^Withdraw funds from wallet/ }).first(), "Withdraw Funds");
    await page.getByRole("button", { name: /^QR code for wallet/ }).first().click();
    await checkToast(s, "Wallet QR code");
  });

  sweep("Token Vault (+ Tokenize with errors and card fields, type list, empty search)", "operator", "/tokens", async (s) => {
    const { page } = s;
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await loaded(page);
    await s.check("token vault");
    await checkDialog(s, page.getByRole("button", { name: "Tokenize Payment Method" }), "Tokenize Payment Method", async (d) => {
      await s.check("tokenize, as opened", d);
      await d.getByRole("button", { name: "Tokenize" }).click();
      await expect(d.getByText("Payment method type is required")).toBeVisible();
      await s.check("tokenize: required message", d);
      await checkSelectOpen(s, d.getByRole("combobox", { name: "Payment Method Type" }), "Payment Method Type");
      await chooseOption(page, d.getByRole("combobox", { name: "Payment Method Type" }), "Card");
      await d.getByLabel("Last Four").fill("12");
      await d.getByLabel("Expiry Month").fill("13");
      await d.getByRole("button", { name: "Tokenize" }).click();
      await expect(d.getByText("Expiry month must be 01–12")).toBeVisible();
    });
    const search = page.getByPlaceholder("Search tokens by ID, type, last four, or customer...");
    await search.fill("no-such-token");
    await expect(page.getByText("No tokens match your search.")).toBeVisible();
    await s.check("token vault, no match");
    await search.fill("");
    await expect(page.getByRole("row").nth(1)).toBeVisible();
  });

  sweep("Transactions (+ More Filters, status list, date picker)", "operator", "/transactions", async (s) => {
    const { page } = s;
    await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
    await loaded(page);
    await s.check("transactions");
    await checkSelectOpen(s, page.getByRole("combobox", { name: "Status" }), "Status");
    const more = page.getByRole("button", { name: /More Filters/ });
    if ((await more.getAttribute("aria-expanded")) !== "true") await more.click();
    await expect(page.getByLabel("Created from")).toBeVisible();
    await s.check("transactions, more filters");
    await page.getByLabel("Created from").click();
    await expect(page.locator(".ant-picker-dropdown:visible")).toHaveCount(1);
    await s.check("date picker", page.locator(".ant-picker-dropdown:visible"));
    await page.keyboard.press("Escape");
    await expect(page.locator(".ant-picker-dropdown:visible")).toHaveCount(0);
    await page.getByPlaceholder("Search transactions...").fill("no-such-transaction");
    await expect(page.getByText("No transactions match your filters.")).toBeVisible();
    await s.check("transactions, no match");
    await page.getByPlaceholder("Search transactions...").fill("");
    await more.click();
  });

  sweep("Onboarding (both tabs + Add Merchant, Upload KYC, review confirmations)", "operator", "/onboarding", async (s) => {
    const { page } = s;
    await page.getByRole("tab", { name: "Merchants" }).click();
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await loaded(page);
    await s.check("onboarding: merchants");
    await checkDialog(s, page.getByRole("button", { name: "Add Merchant", exact: true }), "Add Merchant", async (d) => {
      await d.getByRole("button", { name: "Add Merchant" }).click();
      await expect(d.getByText("All fields are required")).toBeVisible();
    });
    await checkDialog(s, page.getByRole("button", { name: "Upload KYC Document" }), "Upload KYC Document", async (d) => {
      await d.getByRole("button", { name: "Upload" }).click();
      await expect(d.getByText("All fields are required")).toBeVisible();
      await s.check("upload KYC: required message", d);
      await checkSelectOpen(s, d.getByRole("combobox", { name: "Document Type" }), "Document Type");
    });
    await checkPopconfirm(s, page.getByRole("button", { name: /^Approve / }).first(), "Approve ");
    await checkPopconfirm(s, page.getByRole("button", { name: /^Reject / }).first(), "Reject ");

    await page.getByRole("tab", { name: "KYC Documents" }).click();
    await expect(page.getByRole("combobox", { name: "Merchant" })).toBeVisible();
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await loaded(page);
    await s.check("onboarding: KYC documents");
    await checkSelectOpen(s, page.getByRole("combobox", { name: "Merchant" }), "Merchant filter");
    await checkPopconfirm(s, page.getByRole("button", { name: /^Approve / }).first(), "Approve ");
    await checkPopconfirm(s, page.getByRole("button", { name: /^Reject / }).first(), "Reject ");

    await page.goto("/onboarding?tab=kyc&merchant=no-such-merchant");
    await expect(page.locator("html")).toHaveAttribute("data-theme", s.theme);
    await expect(page.getByText("No documents found for selected merchant.")).toBeVisible();
    await s.check("onboarding: KYC documents, unknown merchant");
    await page.goto("/onboarding");
    await expect(page.getByRole("tab", { name: "Merchants" })).toBeVisible();
  });

  sweep("Admin Portal (four tabs + Create API Key, key reveal, delete confirmation)", "admin", "/admin?tab=api-keys", async (s) => {
    const { page } = s;
    await expect(page.getByRole("tab", { name: "API Keys" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("button", { name: /^Reveal key / }).first()).toBeVisible();
    await loaded(page);
    await s.check("admin: API keys");
    const name = "Axe key";
    await checkDialog(s, page.getByRole("button", { name: "Create API Key" }), "Create API Key", async (d) => {
      await s.check("create API key, as opened", d);
      await d.getByRole("button", { name: "Create API Key" }).click();
      await expect(d.getByText("API key name is required")).toBeVisible();
      await s.check("create API key: required message", d);
      await checkSelectOpen(s, d.getByRole("combobox", { name: "Environment" }), "Environment");
    });
    await page.getByRole("button", { name: "Create API Key" }).click();
    const dialog = page.getByRole("dialog", { name: "Create API Key" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Create API Key" }).click();
    await expect(dialog).toBeHidden();
    await checkToast(s, "API key created successfully");
    await page.getByRole("button", { name: `Reveal key ${name}` }).click();
    await expect(page.getByRole("button", { name: `Hide key ${name}` })).toBeVisible();
    await s.check("admin: key revealed");
    await page.getByRole("button", { name: `Hide key ${name}` }).click();
    await checkConfirm(s, page.getByRole("button", { name: `Delete ${name}` }), "Are you sure you want to delete this API key? This action cannot be undone.");

    for (const tab of ["Users & Roles", "Webhooks", "Settings"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name: tab })).toBeVisible();
      await loaded(page);
      await s.check(`admin: ${tab}`);
    }
    await checkSelectOpen(s, page.getByRole("combobox", { name: "Session timeout" }), "Session timeout");
  });

  sweep("Developer Portal (five tabs + simulator toast)", "admin", "/developer?tab=overview", async (s) => {
    const { page } = s;
    for (const tab of ["Overview", "API Explorer", "SDKs", "Webhooks", "Metrics"]) {
      // By keyboard: at 390 px the last tabs sit in the overflow of the tab bar.
      await page.getByRole("tab", { name: tab }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name: tab })).toBeVisible();
      await loaded(page);
      await s.check(`developer: ${tab}`);
      if (tab === "Webhooks") {
        await page.getByLabel("Target URL").fill("ftp://example.com");
        await page.getByRole("button", { name: "Send Test" }).click();
        await expect(page.getByText("Enter a valid http:// or https:// URL")).toBeVisible();
        await s.check("developer: simulator error");
        await page.getByLabel("Target URL").fill("https://example.com/hooks");
        await page.getByRole("button", { name: "Send Test" }).click();
        await checkToast(s, "Test payload sent to https://example.com/hooks");
      }
    }
  });

  sweep("Profile (read-only and editing)", "operator", "/profile", async (s) => {
    const { page } = s;
    await expect(page.getByRole("heading", { name: "Jordan Lee" })).toBeVisible();
    await s.check("profile");
    await page.getByRole("button", { name: "Edit" }).click();
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
    await page.getByLabel("Email").fill("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await s.check("profile, editing with an error");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("button", { name: "Edit" })).toBeVisible();
  });

  sweep("Settings (+ a preference list; an admin's Profile)", "admin", "/settings", async (s) => {
    const { page } = s;
    await expect(page.getByRole("switch", { name: "Email Notifications" })).toBeVisible();
    await s.check("settings");
    await checkSelectOpen(s, page.getByRole("combobox", { name: "Language" }), "Language");
    // The Profile sweep is an operator's; an admin's shows another role.
    await page.goto("/profile");
    await expect(page.locator("html")).toHaveAttribute("data-theme", s.theme);
    await expect(page.getByRole("heading", { name: "Alex Morgan" })).toBeVisible();
    await s.check("profile (admin)");
    await page.goto("/settings");
  });

  sweep("User Management (+ Edit Role, delete confirmation, role list)", "admin", "/users", async (s) => {
    const { page } = s;
    await expect(page.getByText("priya.nair@paydesk.dev")).toBeVisible();
    await loaded(page);
    await s.check("user management");
    await checkSelectOpen(s, page.getByRole("combobox", { name: "Filter by role" }), "Filter by role");
    await checkDialog(s, page.getByRole("button", { name: "Edit role of Priya Nair" }), "Edit User Role", async (d) => {
      await s.check("edit user role, as opened", d);
      await d.getByRole("radio", { name: /Operator/ }).check();
      await expect(d.getByRole("button", { name: "Update" })).toBeEnabled();
    });
    await checkConfirm(s, page.getByRole("button", { name: "Delete Priya Nair" }), "permanently deletes the account");
    await page.getByRole("searchbox", { name: "Search users by name or email" }).fill("nobody-at-all");
    await expect(page.getByText("No users found matching your search criteria.")).toBeVisible();
    await s.check("user management, no match");
    await page.getByRole("searchbox", { name: "Search users by name or email" }).fill("");
  });

  sweep("404 page", "viewer", "/no-such-page", async (s) => {
    await expect(s.page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await s.check("404");
  });

  sweep("Access denied", "viewer", "/users", async (s) => {
    await expect(s.page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    await s.check("access denied");
  });
});
