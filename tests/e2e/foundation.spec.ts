import { expect, test, type Page } from "@playwright/test";
import { EMAIL, expectNoSeriousA11yViolations, injectFault, setTheme, signIn, type Role } from "./helpers";

const SIDEBAR: Record<Role, string[]> = {
  viewer: ["Dashboard", "Wallets", "Transactions"],
  operator: ["Dashboard", "Wallets", "Token Vault", "Transactions", "Onboarding"],
  admin: ["Dashboard", "Wallets", "Token Vault", "Transactions", "Onboarding", "Admin Portal", "Developer", "Activity", "User Management", "Approvals"],
};

/** The API reads (GET path and query) the page makes from now on. */
function recordReads(page: Page): string[] {
  const reads: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (r.method() === "GET" && url.pathname.startsWith("/api/")) reads.push(url.pathname + url.search);
  });
  return reads;
}

/** Signed in, nothing loading, the network quiet. */
async function settle(page: Page) {
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await expect(page.locator(".ant-skeleton, .ant-spin-spinning, [aria-busy='true']")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

test.describe("sign-in and shell", () => {
  for (const role of ["admin", "operator", "viewer"] as const) {
    test(`${role} signs in and sees the sidebar for the role`, async ({ page }) => {
      await signIn(page, role);
      await expect(page.locator(".ant-notification-notice").filter({ hasText: "Welcome to PayDesk" })).toContainText(`Logged in as ${role}`);
      const items = page.getByRole("navigation", { name: "Main" }).getByRole("link");
      await expect(items).toHaveText(SIDEBAR[role]);
      await expect(page.getByText(`${role} account`).first()).toBeVisible();
    });
  }

  test("sign-in page rules: disabled while empty, failure alert, light and dark without axe violations", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    const submit = page.getByRole("button", { name: "Sign in" });
    await expect(submit).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await page.getByPlaceholder("Enter your email").fill("nobody@example.com");
    await submit.click();
    await expect(page.getByRole("alert")).toContainText(`Invalid credentials. Please use ${EMAIL.admin}, ${EMAIL.operator}, or ${EMAIL.viewer}`);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expectNoSeriousA11yViolations(page);
  });

  test("a direct URL to a forbidden route shows access denied, and an unknown one the 404 page", async ({ page }) => {
    await signIn(page, "viewer");
    await page.goto("/users");
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    await expect(page.getByText("Your viewer role cannot open this page.")).toBeVisible();
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });

  // Every route, loaded cold: an early read the screen did not take over would show up twice.
  // In three parts, so each test stays well inside its time on a loaded 2-core CI machine.
  const COLD_ROUTES = [
    ["/", "/wallets", "/transactions", "/tokens"],
    ["/onboarding", "/onboarding/kyc-documents", "/admin", "/admin/api-keys"],
    ["/developer", "/users", "/profile", "/settings", "/approvals", "/activity"],
  ];
  for (const routes of COLD_ROUTES) {
    test(`a cold load starts the screen's reads early and still asks for each exactly once: ${routes.join(" ")}`, async ({ page }) => {
      const reads = recordReads(page);
      await signIn(page, "admin");
      await settle(page);
      for (const route of routes) {
        reads.length = 0;
        await page.goto(route);
        // This route redirects to the Onboarding screen's KYC tab, which then makes its own reads:
        // settle on that screen, or its merchants read lands in the next route's list.
        if (route === "/onboarding/kyc-documents") await expect(page.getByRole("tab", { name: "KYC Documents", selected: true })).toBeVisible();
        await settle(page);
        expect(reads.filter((r, i) => reads.indexOf(r) !== i), `${route} read twice`).toEqual([]);
        // Every signed-in load reads the organisation's settings once (extension organisation: the idle limit, maintenance mode).
        if (route === "/") expect(reads.sort()).toEqual(["/api/dashboard/metrics", "/api/organisation/settings", "/api/transactions?limit=10", "/api/wallets"]);
        // The list's saved views (extension views) come along: the default view applies on open. The
        // list is in server mode (extension paging): its read is the first page, started early.
        if (route === "/transactions") expect(reads.sort()).toEqual(["/api/organisation/settings", "/api/transactions?_start=0&_end=20", "/api/views?list=transactions"]);
        if (route === "/approvals") expect(reads.sort()).toEqual(["/api/approvals", "/api/organisation/settings"]);
      }
    });
  }

  test("no early read the role cannot make: a forbidden route asks for nothing", async ({ page }) => {
    const reads = recordReads(page);
    await signIn(page, "viewer");
    await settle(page);
    reads.length = 0;
    await page.goto("/users");
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // The shell's own read (extension organisation: the idle limit, maintenance mode) is not the screen's.
    expect(reads.filter((r) => r !== "/api/organisation/settings")).toEqual([]);
  });

  test("pointing at a sidebar link loads its screen's code before the click, and no data", async ({ page }) => {
    await signIn(page, "viewer", "/wallets");
    await settle(page);
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Transactions" });
    const reads = recordReads(page);
    const screenChunk = page.waitForRequest((r) => /\/assets\/TransactionsPage-[^/]*\.js$/.test(r.url()), { timeout: 5_000 });
    await link.hover();
    await screenChunk; // before any click
    await page.waitForLoadState("networkidle");
    expect(reads).toEqual([]);
    await link.click();
    await expect(page.getByRole("heading", { name: "Transactions", level: 1 })).toBeVisible();
    await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
    await settle(page);
    expect(reads.filter((r) => r.startsWith("/api/transactions"))).toHaveLength(1);
  });

  test("after sign-in, Wallets' rows come without a loading skeleton before them, and its saved views are read once", async ({ page }) => {
    const reads = recordReads(page);
    await page.goto("/login?to=%2Fwallets");
    // Sign-in hands over to the app in the same document: watch it for a fallback skeleton. The QR
    // button's chunk, left to the first render with data, suspended every row (preloadRowParts).
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector("#main-content .ant-skeleton")) document.documentElement.dataset.sawSkeleton = "1";
      }).observe(document, { subtree: true, childList: true });
    });
    await page.getByPlaceholder("Enter your email").fill(EMAIL.operator);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
    expect(await page.locator("html").getAttribute("data-saw-skeleton")).toBeNull();
    await settle(page);
    // Started beside the list's read at sign-in, then taken over by the toolbar's query.
    expect(reads.filter((r) => r.startsWith("/api/views"))).toEqual(["/api/views?list=wallets"]);
    expect(reads.filter((r) => r === "/api/wallets")).toHaveLength(1);
  });

  test("signed in, a cold load fetches the shell from the head script; the sign-in page fetches none of it", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    const preloads = () => page.locator('link[rel$="preload"][fetchpriority="low"]').evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    const shellFiles = (paths: (string | null)[]) => paths.filter((p) => /\/assets\/(routes|shell)-/.test(p ?? ""));

    await page.goto("/login");
    await expect(page.getByPlaceholder("Enter your email")).toBeVisible();
    expect(await preloads()).toEqual([]);
    expect(shellFiles(requested)).toEqual([]);

    await signIn(page, "operator");
    requested.length = 0;
    await page.reload();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    const preloaded = shellFiles(await preloads());
    expect(preloaded.filter((p) => p?.endsWith(".js"))).toHaveLength(2);
    expect(preloaded.filter((p) => p?.endsWith(".css"))).toHaveLength(1);
    // Fetched once each: the app's own loading of the shell took what the head script preloaded.
    expect(shellFiles(requested).sort()).toEqual([...preloaded].sort());
  });

  test("signed in, a cold load of a list preloads the list screens' group with the shell, the dashboard its own, Profile none; each fetched once", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    const preloads = () => page.locator('link[rel="modulepreload"][fetchpriority="low"]').evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""));
    const of = (group: string, paths: string[]) => paths.filter((p) => new RegExp(`/assets/${group}-[^/]*\\.js$`).test(p));

    await signIn(page, "operator", "/wallets");
    requested.length = 0;
    await page.reload();
    await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
    const lists = of("lists", await preloads());
    expect(lists).toHaveLength(1);
    expect(of("lists", requested)).toEqual(lists); // the screen took the preload: fetched once

    // The dashboard needs none of it.
    requested.length = 0;
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    expect(of("lists", await preloads())).toEqual([]);
    expect(of("dashboard", await preloads())).toHaveLength(1);
    expect(of("dashboard", requested)).toEqual(of("dashboard", await preloads()));

    // Nor do Profile's forms.
    requested.length = 0;
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(of("lists", await preloads())).toEqual([]);
    expect(of("lists", requested)).toEqual([]);
  });

  test("a signed-in cold load puts the app in place of the page's loading screen in one pass, with no loading fallback of React's between", async ({ page }) => {
    await signIn(page, "operator", "/wallets");
    await page.addInitScript(() => {
      const seen = window as unknown as { bootScreens: number };
      seen.bootScreens = 0;
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n instanceof Element && n.classList.contains("pd-boot")) seen.bootScreens++;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
    // One: the page's own HTML. A fallback drew a second, and React then held the app back until
    // 300 ms after it (its reveal throttle).
    expect(await page.evaluate(() => (window as unknown as { bootScreens: number }).bootScreens)).toBe(1);
  });

  test("a signed-in cold load takes antd's styles for the shell and its screen from the build's sheet for its theme: antd makes none of them", async ({ page }) => {
    const sheets: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/antd-.*\.css$/.test(r.url())) sheets.push(new URL(r.url()).pathname);
    });
    // Styles antd made and injected itself at run time (its <style data-css-hash> tags).
    const madeByAntd = () => page.locator("style[data-css-hash]").count();
    const bootSheet = () => page.locator("link[rel=stylesheet][data-antd-boot-styles]").getAttribute("href");
    const dashboard = page.getByRole("heading", { name: "Dashboard", level: 1 });

    await signIn(page, "operator");
    await setTheme(page, "light");
    sheets.length = 0;
    await page.reload();
    await expect(dashboard).toBeVisible();
    await page.waitForLoadState("networkidle"); // the dashboard's data is in and drawn
    // The suite runs with reduced motion: antd's motion token is off, a variant of its own.
    expect(await bootSheet()).toMatch(/^\/assets\/antd-light-still-\w+\.css$/);
    expect(sheets).toEqual([await bootSheet()]); // once: the head script's preload was taken
    expect(await madeByAntd()).toBe(0);
    // …and the sheet is antd's: the theme's 8 px corners on a button.
    await expect(page.getByRole("button", { name: "User menu" })).toHaveCSS("border-radius", "8px");

    // The other theme is made at run time, as before the sheet.
    await setTheme(page, "dark");
    await expect.poll(madeByAntd).toBeGreaterThan(0);
    // Saved for the user before the reload, which then opens in dark.
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("paydesk:user") || "{}").theme)).toBe("dark");
    sheets.length = 0;
    await page.reload();
    await expect(dashboard).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await bootSheet()).toMatch(/^\/assets\/antd-dark-still-\w+\.css$/);
    expect(sheets).toEqual([await bootSheet()]);
    expect(await madeByAntd()).toBe(0);

    // A list's path: its toolbar, table and pager are in the list screens' sheet.
    const dashboardSheet = await bootSheet();
    sheets.length = 0;
    await page.goto("/wallets");
    await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await bootSheet()).toMatch(/^\/assets\/antd-dark-still-\w+\.css$/);
    expect(await bootSheet()).not.toBe(dashboardSheet);
    expect(sheets).toEqual([await bootSheet()]);
    expect(await madeByAntd()).toBe(0);
  });

  test("signed out, a deep link goes to sign-in and comes back after", async ({ page }) => {
    await page.goto("/transactions?status=completed");
    await expect(page).toHaveURL(/\/login\?to=/);
    await page.getByPlaceholder("Enter your email").fill(EMAIL.viewer);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/transactions\?status=completed$/);
  });

  test("Regular Logout returns to sign-in; the stored user is gone", async ({ page }) => {
    await signIn(page, "operator");
    await page.getByRole("button", { name: "Regular Logout" }).click();
    await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("paydesk:user"))).toBeNull();
  });

  test("Force Logout clears storage and cookies and shows sign-in at /", async ({ page, context }) => {
    await signIn(page, "admin");
    await page.evaluate(() => sessionStorage.setItem("x", "1"));
    await page.getByRole("button", { name: "Force Logout" }).click();
    await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem("paydesk:user"), sessionStorage.length])).toEqual([null, 0]);
    expect((await context.cookies()).length).toBe(0);
  });

  test("the theme toggle survives a reload and is saved for the user", async ({ page }) => {
    await signIn(page, "operator");
    await setTheme(page, "light");
    await setTheme(page, "dark");
    // No wait for the save's answer: the stored user carries the theme from the click on.
    await page.reload();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("paydesk:user") || "{}").theme)).toBe("dark");
  });

  test("demo data survives reload, logout and Force Logout", async ({ page }) => {
    await signIn(page, "viewer", "/wallets");
    const firstId = await page.locator("tbody tr.ant-table-row").first().locator("td").first().textContent();
    await page.reload();
    await expect(page.locator("tbody tr.ant-table-row").first().locator("td").first()).toHaveText(firstId!);
    await page.getByRole("button", { name: "Force Logout" }).click();
    // Force Logout first ends the server session (extension `logout`), then clears the browser and reloads.
    await expect(page.getByPlaceholder("Enter your email")).toBeVisible();
    await signIn(page, "viewer", "/wallets");
    await expect(page.locator("tbody tr.ant-table-row").first().locator("td").first()).toHaveText(firstId!);
  });

  test("small screens: slide-in sidebar with overlay and close button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "admin");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.locator(".ant-drawer-content");
    await expect(drawer.getByRole("link", { name: "Wallets" })).toBeVisible();
    await expect(page.locator(".ant-drawer-mask")).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
  });

  test("the production build sets a strict Content-Security-Policy and nothing violates it", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/.test(m.text())) violations.push(m.text());
    });
    await signIn(page, "admin", "/wallets");
    await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toMatch(/script-src 'self';/);
    expect(violations).toEqual([]);
  });

  test("a 401 ends the session: sign-in says so, and signing in again returns to the page", async ({ page }) => {
    await signIn(page, "viewer", "/wallets");
    await injectFault(page, { method: "GET", path: "/api/transactions", status: 401, body: "Unauthorized" });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Transactions" }).click();
    await expect(page.getByText("Your session has expired. Please sign in again.")).toBeVisible();
    await expect(page).toHaveURL(/\/login\?expired=1&to=%2Ftransactions/);
    await page.getByPlaceholder("Enter your email").fill(EMAIL.viewer);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
  });
});
