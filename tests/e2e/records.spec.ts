// Record pages (issue 19): every record has an address, {route}/{id}, opened from its row (a link,
// keyboard too), shown as a drawer over the list, with back/forward, every field whole, its actions
// and its related records — read from the SPEC list call (no GET-one path exists in SPEC §7).
import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";

test.describe("record pages", () => {
  test("a wallet: from its row by keyboard, its address, the whole id, its actions; back and forward", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/")) calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await signIn(page, "operator", "/wallets");
    const link = page.locator("tbody a.pd-record-link").first();
    const href = (await link.getAttribute("href"))!;
    const id = href.split("/").pop()!;
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/wallets/${id}$`));
    const drawer = page.getByRole("dialog", { name: `Wallet ${id}` });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(id, { exact: true })).toBeVisible();
    await expect(drawer.getByRole("button", { name: /^Load funds to wallet/ })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/wallets$/);
    await expect(drawer).toBeHidden();
    await page.goForward();
    await expect(page.getByRole("dialog", { name: `Wallet ${id}` })).toBeVisible();
    // Only SPEC §7 paths: the record came from the list call.
    expect(calls.filter((c) => c.startsWith("GET /api/wallets/"))).toEqual([]);
  });

  test("a typed search stays with the list: in the row's address, and back after the record closes", async ({ page }) => {
    await signIn(page, "operator", "/tokens");
    const search = page.getByPlaceholder("Search tokens by ID, type, last four, or customer...");
    await search.fill("card");
    // The search reaches the address after a pause, straight to the history entry (not a router navigation).
    await expect(page).toHaveURL(/[?&]q=card/);
    const link = page.locator("tbody a.pd-record-link").first();
    await expect(link).toHaveAttribute("href", /\?q=card$/);
    await link.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/tokens\?q=card$/);
    await expect(search).toHaveValue("card");
  });

  test("a search typed just before a record is opened, and the sort, go with it and come back (issue 51)", async ({ page }) => {
    await signIn(page, "operator", "/tokens");
    await page.locator("thead th").filter({ hasText: /^Created$/ }).click();
    await expect(page).toHaveURL(/[?&]sort=createdAt\.(asc|desc)/);
    const sort = new URL(page.url()).searchParams.get("sort");
    const search = page.getByPlaceholder("Search tokens by ID, type, last four, or customer...");
    await search.fill("card");
    // At once: the list writes the search to the address only after a pause in typing.
    await page.locator("tbody a.pd-record-link").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ sort, q: "card" });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === "/tokens" && url.searchParams.get("q") === "card" && url.searchParams.get("sort") === sort);
    await expect(search).toHaveValue("card");
  });

  test("a merchant's page by keyboard: Approve confirmed with Enter hides itself, focus goes to the heading, Escape closes the page (issue 51)", async ({ page }) => {
    await signIn(page, "admin", "/onboarding");
    await page.getByRole("link", { name: "Blue Harbor Coffee Co." }).click();
    const drawer = page.getByRole("dialog", { name: "Blue Harbor Coffee Co." });
    // The drawer takes the focus once it is open and its related lists are in.
    await expect(drawer.getByRole("region", { name: "Token Vault" }).locator("tbody tr.ant-table-row")).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest(".ant-drawer")))).toBe(true);
    const approve = drawer.getByRole("button", { name: "Approve Blue Harbor Coffee Co." });
    await approve.focus();
    await page.keyboard.press("Enter");
    const ok = page.locator(".ant-popover:visible").getByRole("button", { name: "Approve", exact: true });
    await expect(ok).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Merchant status updated")).toBeVisible();
    await expect(approve).toBeHidden();
    // It used to fall to <body>, where Escape no longer reached the drawer.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest(".ant-drawer")))).toBe(true);
    await expect(drawer.getByRole("heading", { name: "Blue Harbor Coffee Co.", level: 2 })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(drawer).toBeHidden();
  });

  test("a merchant shows its KYC documents, wallets and tokens; an admin also sees its API keys", async ({ page }) => {
    await signIn(page, "admin", "/onboarding");
    await page.getByRole("link", { name: "Blue Harbor Coffee Co." }).click();
    await expect(page).toHaveURL(/\/onboarding\/merchants\/[^/]+$/);
    const drawer = page.getByRole("dialog", { name: "Blue Harbor Coffee Co." });
    for (const section of ["KYC Documents", "Wallets", "Token Vault", "API Keys"]) {
      await expect(drawer.getByRole("region", { name: section })).toBeVisible();
    }
    await expect(drawer.getByRole("button", { name: "Approve Blue Harbor Coffee Co." })).toBeVisible();
  });

  test("a merchant's page opened by a click keeps the focus once its related lists are in; Escape closes it", async ({ page }) => {
    await signIn(page, "admin", "/onboarding");
    await page.getByRole("link", { name: "Blue Harbor Coffee Co." }).click();
    const drawer = page.getByRole("dialog", { name: "Blue Harbor Coffee Co." });
    // The merchant's token: its Token ID cell's code loads on first use.
    await expect(drawer.getByRole("region", { name: "Token Vault" }).locator("tbody tr.ant-table-row")).toHaveCount(1);
    // That lazy cell once suspended the whole screen and remounted the drawer: focus fell to <body>.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest(".ant-drawer")))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(drawer).toBeHidden();
  });

  test("an operator's merchant page leaves out API keys; an unknown id says so inside the screen", async ({ page }) => {
    await signIn(page, "operator", "/onboarding");
    await page.getByRole("link", { name: "Blue Harbor Coffee Co." }).click();
    const drawer = page.getByRole("dialog", { name: "Blue Harbor Coffee Co." });
    await expect(drawer.getByRole("region", { name: "KYC Documents" })).toBeVisible();
    await expect(drawer.getByRole("region", { name: "API Keys" })).toHaveCount(0);

    await page.goto("/transactions/not-a-real-id");
    await expect(page.getByText("Record not found")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Transactions", level: 1 })).toBeVisible();
  });

  test("a reviewed KYC document shows who reviewed it on its merchant's page", async ({ page }) => {
    await signIn(page, "operator", "/onboarding");
    await page.getByRole("link", { name: "Blue Harbor Coffee Co." }).click();
    const id = new URL(page.url()).pathname.split("/").pop()!;
    await page.goto(`/onboarding?tab=kyc&merchant=${id}`);
    await page.getByRole("button", { name: /^Approve / }).first().click();
    await page.locator(".ant-popover:visible").getByRole("button", { name: "Approve", exact: true }).click();
    await expect(page.getByText("Document status updated")).toBeVisible();
    await page.goto(`/onboarding/merchants/${id}`);
    const documents = page.getByRole("dialog", { name: "Blue Harbor Coffee Co." }).getByRole("region", { name: "KYC Documents" });
    await expect(documents.getByText("operator@paydesk.dev")).toBeVisible();
  });
});
