// Money screens in Chromium on the production build: Dashboard, Wallets, Transactions.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, setTheme, signIn, toast } from "./helpers";

/** "$1,234.50" → 123450 (cents). */
function cents(text: string | null): number {
  const m = /(-?)\$([\d,]+)\.(\d{2})/.exec(text ?? "");
  if (!m) throw new Error(`not money: ${text}`);
  const value = Number(m[2].replace(/,/g, "")) * 100 + Number(m[3]);
  return m[1] ? -value : value;
}

/** RFC 4180 parser (quoted fields, doubled quotes, CRLF), BOM stripped. */
function parseCsv(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && src[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  row.push(field);
  rows.push(row);
  return rows;
}

const metricValue = (page: Page, title: string) =>
  page.locator(".ant-card").filter({ has: page.getByText(title, { exact: true }) }).locator(".ant-statistic-content");

/** The screen itself (the shell is covered by the foundation suite). Dialogs and toasts render outside it. */
const MAIN = "#main-content";

const tableIds = (page: Page) => page.locator("tbody tr.ant-table-row td:first-child").allTextContents();

test.describe("money screens", () => {
  test("load funds on the dashboard: new balance, transaction and metrics without a reload", async ({ page }) => {
    await signIn(page, "operator");
    const balance = page.getByTestId("available-balance");
    await expect(balance).toBeVisible();
    const volume = metricValue(page, "Total Volume");
    await expect(volume).toHaveText(/\$/);
    const balanceBefore = cents(await balance.textContent());
    const volumeBefore = cents(await volume.textContent());
    const navigations: string[] = [];
    page.on("framenavigated", (f) => f === page.mainFrame() && navigations.push(f.url()));

    await page.getByRole("button", { name: "Load Funds" }).click();
    const dialog = page.getByRole("dialog", { name: "Load Funds" });
    const amount = dialog.getByLabel("Amount ($)");
    await expect(amount).toHaveAttribute("type", "number");
    await expect(dialog.getByRole("button", { name: "Submit" })).toBeDisabled();
    const walletLabel = (await dialog.locator(".ant-select-selection-item").textContent()) ?? "";
    const walletShort = walletLabel.slice(0, 8);
    await amount.fill("12.34");
    await dialog.getByRole("button", { name: "Submit" }).click();

    await expect(toast(page, "Funds loaded successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => cents(await balance.textContent())).toBe(balanceBefore + 1234);
    await expect.poll(async () => cents(await volume.textContent())).toBe(volumeBefore + 1234);
    const recent = page.getByRole("list", { name: "Recent transactions" }).getByRole("listitem").first();
    await expect(recent).toContainText(`Funds loaded to wallet ${walletShort}`);
    await expect(recent).toContainText("+$12.34");
    await expect(recent).toContainText("Just now");
    expect(navigations).toEqual([]);
  });

  test("withdraw over the balance shows '422: Insufficient funds' and keeps the dialog with the amount", async ({ page }) => {
    await signIn(page, "operator");
    await page.getByRole("button", { name: "Withdraw Funds" }).click();
    const dialog = page.getByRole("dialog", { name: "Withdraw Funds" });
    const amount = dialog.getByLabel("Amount ($)");
    const max = Number(await amount.getAttribute("max"));
    expect(max).toBeGreaterThan(0);
    await amount.fill(String(Math.ceil(max) + 100));
    await dialog.getByRole("button", { name: "Submit" }).click();
    const error = toast(page, "422: Insufficient funds");
    await expect(error).toBeVisible();
    await expect(error).toContainText("Error");
    await expect(dialog).toBeVisible();
    await expect(amount).toHaveValue(String(Math.ceil(max) + 100));
    await expect(dialog.getByRole("button", { name: "Submit" })).toBeEnabled();
  });

  test("Generate QR shows the data and a QR image; Create Wallet adds a row", async ({ page }) => {
    await signIn(page, "operator", "/wallets");
    await page.getByRole("button", { name: /^QR code for wallet/ }).first().click();
    const qr = toast(page, "Wallet QR code");
    await expect(qr).toContainText("paydesk:wallet:");
    await expect(qr.getByRole("img", { name: /^QR code for wallet/ }).locator("svg")).toBeVisible();

    await page.getByRole("button", { name: "Create Wallet" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Wallet" });
    await dialog.getByLabel("Customer ID").fill("cust_e2e_1");
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(toast(page, "Wallet created successfully")).toBeVisible();
    const first = page.locator("tbody tr.ant-table-row").first();
    await expect(first).toContainText("cust_e2e_1");
    await expect(first).toContainText("$0.00 USD");
  });

  test("at 390 px the wide tables scroll sideways inside their card; the page itself does not", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const route of ["/transactions", "/wallets"]) {
      await (route === "/transactions" ? signIn(page, "viewer", route) : page.goto(route));
      await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
      const sizes = await page.locator(".ant-table-content").evaluate((el) => ({
        inner: el.scrollWidth,
        box: el.clientWidth,
        overflow: getComputedStyle(el).overflowX,
        page: document.documentElement.scrollWidth,
      }));
      expect(sizes.overflow, route).toBe("auto");
      expect(sizes.inner, route).toBeGreaterThan(sizes.box);
      expect(sizes.page, route).toBeLessThanOrEqual(390);
    }
  });

  test("a filtered transactions view lives in the URL and reloads to the same rows", async ({ page }) => {
    await signIn(page, "viewer", "/transactions");
    await expect(page.locator("tbody tr.ant-table-row")).toHaveCount(20);
    await page.locator(".ant-select").filter({ has: page.getByLabel("Status") }).click();
    await page.locator(".ant-select-item-option").filter({ hasText: "Completed" }).click();
    await page.getByPlaceholder("Search transactions...").fill("to");
    await page.getByRole("button", { name: /More Filters/ }).click();
    await page.getByLabel("Min amount ($)").fill("50");
    await expect.poll(() => new URL(page.url()).searchParams.toString()).toBe("status=completed&q=to&min=50");
    await expect(page.getByRole("button", { name: /More Filters/ })).toContainText("1");
    // The rows of what is asked for: none busy (in server mode, extension paging, they come from the
    // server; in client mode rows that lag the search or amount range are marked busy until caught up).
    await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
    const before = await tableIds(page);
    expect(before.length).toBeGreaterThan(0);

    await page.reload();
    await expect(page.getByPlaceholder("Search transactions...")).toHaveValue("to");
    await expect(page.locator(".ant-select-selection-item").filter({ hasText: "Completed" })).toBeVisible();
    await expect(page.getByLabel("Min amount ($)")).toHaveValue("50.00");
    await expect.poll(() => tableIds(page)).toEqual(before);
  });

  test("Export Data downloads the filtered transactions as CSV (all pages, raw values)", async ({ page }) => {
    await signIn(page, "viewer", "/transactions?status=completed&sort=amount.desc");
    await expect(page.locator("tbody tr.ant-table-row")).toHaveCount(20);
    const total = Number((await page.locator(".ant-pagination-total-text").textContent())?.replace(/\D/g, ""));
    expect(total).toBeGreaterThan(20);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export Data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^paydesk-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(await readFile((await download.path())!, "utf8"));
    expect(rows[0]).toEqual(["Transaction ID", "Type", "Description", "Amount", "Currency", "Status", "Wallet ID", "Created At"]);
    const data = rows.slice(1);
    expect(data).toHaveLength(total);
    for (const r of data) {
      expect(r[5]).toBe("completed");
      expect(r[7]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
      if (r[3]) expect(r[3]).toMatch(/^\d+\.\d{2}$/);
    }
    const amounts = data.filter((r) => r[3]).map((r) => Number(r[3]));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    // The first page on screen is the start of the file.
    const shown = await tableIds(page);
    expect(data.slice(0, 20).map((r) => r[0].slice(0, 8))).toEqual(shown);
  });

  test("dashboard Export Data: metrics and recent transactions in one CSV", async ({ page }) => {
    await signIn(page, "viewer");
    await expect(page.getByRole("list", { name: "Recent transactions" }).getByRole("listitem")).toHaveCount(10);
    await expect(metricValue(page, "Total Volume")).toHaveText(/\$/);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export Data" }).click()]);
    const rows = parseCsv(await readFile((await download.path())!, "utf8"));
    expect(rows[0]).toEqual(["Metric", "Value", "Change (%)"]);
    expect(rows.slice(1, 5).map((r) => r[0])).toEqual(["Total Volume", "Active Wallets", "Tokenized Cards", "Success Rate"]);
    expect(rows[1][1]).toBe(await metricValue(page, "Total Volume").textContent());
    expect(rows[5]).toEqual([""]);
    expect(rows[6][0]).toBe("Transaction ID");
    expect(rows.slice(7)).toHaveLength(10);
  });

  test("alert banners stay dismissed for the browser session", async ({ page }) => {
    await signIn(page, "viewer");
    await expect(page.getByText("Chargeback Alert")).toBeVisible();
    await page.getByRole("button", { name: "Dismiss Chargeback Alert" }).click();
    await expect(page.getByText("Chargeback Alert")).toBeHidden();
    await page.reload();
    await expect(page.getByText("KYC Review Required")).toBeVisible();
    await expect(page.getByText("Chargeback Alert")).toBeHidden();
  });

  // One test per theme: four axe runs in one test came near its time on a loaded 2-core machine.
  for (const theme of ["light", "dark"] as const) {
    test(`axe as viewer (disabled write actions with reasons), ${theme}`, async ({ page }) => {
      await signIn(page, "viewer");
      await setTheme(page, theme);
      await page.goto("/");
      await expect(page.getByTestId("available-balance")).toBeVisible();
      await expectNoSeriousA11yViolations(page, MAIN);
      await page.goto("/wallets");
      await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, MAIN);
    });
  }
});
