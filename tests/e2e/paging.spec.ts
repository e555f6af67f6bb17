// Extension `paging` (on with the demo backend): Transactions in server mode. Every list read
// carries _start/_end (never the whole collection), the server's X-Total-Count is the total shown,
// and search, the status filter, the sort, the next page, a record page and Export Data work as in
// client mode.
import { test, expect, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { injectFault, signIn } from "./helpers";

interface Read {
  query: URLSearchParams;
  total: string | null;
}

/** Every GET /api/transactions the page makes, with the total its answer carried. */
function recordListReads(page: Page): Read[] {
  const reads: Read[] = [];
  page.on("response", (res) => {
    const url = new URL(res.url());
    if (res.request().method() === "GET" && url.pathname === "/api/transactions") reads.push({ query: url.searchParams, total: res.headers()["x-total-count"] ?? null });
  });
  return reads;
}

const rowsOf = (page: Page) => page.locator("tbody tr.ant-table-row");
const totalShown = async (page: Page) => Number((await page.locator(".ant-pagination-total-text").textContent())?.replace(/\D/g, ""));
const idle = (page: Page) => expect(page.locator("[aria-busy='true']")).toHaveCount(0);

/** The lines of a CSV file (no field of these holds a line break) and each line's first field. */
function parseCsvLines(text: string): string[] {
  return text.replace(/^\uFEFF/, "").split("\r\n").filter(Boolean);
}
const firstField = (line: string) => line.split(",")[0].replace(/^"|"$/g, "");

test.describe("Transactions in server mode (extension paging)", () => {
  test("every read is a page; search, status filter, sort, next page and the total come from the server", async ({ page }) => {
    const reads = recordListReads(page);
    await signIn(page, "viewer", "/transactions");
    await expect(rowsOf(page)).toHaveCount(20);
    await idle(page);
    expect(reads.length).toBeGreaterThan(0);
    for (const r of reads) {
      expect(r.query.get("_start"), r.query.toString()).toBe("0");
      expect(r.query.get("_end")).toBe("20");
      expect(r.total).toMatch(/^\d+$/);
    }
    const all = Number(reads.at(-1)!.total);
    expect(all).toBeGreaterThan(20);
    expect(await totalShown(page)).toBe(all);

    // Status filter.
    await page.locator(".ant-select").filter({ has: page.getByLabel("Status") }).click();
    await page.locator(".ant-select-item-option").filter({ hasText: "Pending" }).click();
    await expect.poll(() => reads.at(-1)?.query.get("status")).toBe("pending");
    await idle(page);
    const pending = Number(reads.at(-1)!.total);
    expect(pending).toBeLessThan(all);
    await expect.poll(() => totalShown(page)).toBe(pending);
    for (const badge of await page.locator("tbody tr.ant-table-row td:nth-child(5)").allTextContents()) expect(badge).toBe("Pending");

    // Search (one request once typing pauses), with the status filter kept.
    await page.getByPlaceholder("Search transactions...").fill("wallet");
    await expect.poll(() => reads.at(-1)?.query.get("q")).toBe("wallet");
    expect(reads.at(-1)!.query.get("status")).toBe("pending");
    expect(reads.filter((r) => r.query.get("q") && r.query.get("q") !== "wallet")).toEqual([]);
    await idle(page);
    const found = Number(reads.at(-1)!.total);
    await expect.poll(() => totalShown(page)).toBe(found);
    expect(found).toBeLessThan(pending);
    await expect(page).toHaveURL(/\/transactions\?status=pending&q=wallet$/);

    // Sort by the Amount header: the URL keeps it as in client mode, the server sorts.
    await page.getByPlaceholder("Search transactions...").fill("");
    await page.locator(".ant-select").filter({ has: page.getByLabel("Status") }).click();
    await page.locator(".ant-select-item-option").filter({ hasText: "All Statuses" }).click();
    await expect(page).not.toHaveURL(/status=/);
    // The first page of everything was read before and is kept: shown again without a request.
    await expect.poll(() => totalShown(page)).toBe(all);
    await page.getByRole("columnheader", { name: /Amount/ }).click();
    await expect(page).toHaveURL(/sort=amount\.desc/);
    await expect.poll(() => `${reads.at(-1)?.query.get("_sort")} ${reads.at(-1)?.query.get("_order")}`).toBe("amount desc");
    // The previous rows stay on screen, dimmed and unsorted, until the sorted page is drawn (CI run 69 read them).
    const amounts = async () => (await page.locator("tbody tr.ant-table-row td:nth-child(4)").allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, "")));
    const sortedDesc = (a: number[]) => a.length > 1 && a.every((v, i) => i === 0 || a[i - 1] >= v);
    await expect.poll(async () => sortedDesc(await amounts())).toBe(true);
    await idle(page);

    // Next page: _start 20, _end 40, other rows.
    const firstPage = await rowsOf(page).first().textContent();
    await page.locator(".ant-pagination-next").click();
    await expect.poll(() => `${reads.at(-1)?.query.get("_start")}-${reads.at(-1)?.query.get("_end")}`).toBe("20-40");
    await idle(page);
    await expect(page.locator(".ant-pagination-item-active")).toHaveText("2");
    await expect(rowsOf(page).first()).not.toHaveText(firstPage!);
    // No read ever asked for the whole collection.
    expect(reads.filter((r) => !r.query.has("_start") || !r.query.has("_end"))).toEqual([]);
  });

  test("a record page not on the page is read with an id= filter; Export Data fetches every page", async ({ page }) => {
    const reads = recordListReads(page);
    await signIn(page, "viewer", "/transactions?status=completed&sort=amount.asc");
    await expect(rowsOf(page)).toHaveCount(20);
    await idle(page);
    const total = await totalShown(page);
    expect(total).toBe(Number(reads.at(-1)!.total));
    expect(total).toBeGreaterThan(20);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export Data" }).click()]);
    const lines = parseCsvLines(await readFile((await download.path())!, "utf8"));
    expect(lines[0].replace(/"/g, "")).toBe("Transaction ID,Type,Description,Amount,Currency,Status,Wallet ID,Created At");
    expect(lines.length - 1).toBe(total);
    const exportReads = reads.filter((r) => r.query.get("_end") !== "20");
    expect(exportReads.length).toBe(Math.ceil(total / 1000));
    expect(exportReads.map((r) => `${r.query.get("_start")}-${r.query.get("_end")}`)[0]).toBe("0-1000");
    for (const r of exportReads) expect(`${r.query.get("status")} ${r.query.get("_sort")} ${r.query.get("_order")}`).toBe("completed amount asc");
    // The file starts with the page on screen.
    const firstId = firstField(lines[1]);
    await expect(rowsOf(page).first().locator("td").first()).toHaveText(firstId.slice(0, 8));
    const lastId = firstField(lines.at(-1)!);

    // A record far past the first page: one read of that id, one row.
    reads.length = 0;
    await page.goto(`/transactions/${lastId}`);
    await expect(page.getByRole("dialog", { name: `Transaction ${lastId}` })).toBeVisible();
    await expect(page.getByRole("dialog").getByText(lastId, { exact: true })).toBeVisible();
    await expect.poll(() => reads.filter((r) => r.query.get("id") === lastId).map((r) => `${r.query.get("_start")}-${r.query.get("_end")} ${r.total}`)).toEqual(["0-1 1"]);
  });

  test("Export Data shows its progress and can be cancelled (no file)", async ({ page }) => {
    await signIn(page, "viewer", "/transactions");
    await expect(rowsOf(page)).toHaveCount(20);
    await idle(page);
    // Hold the export's first page in the demo backend so its progress can be seen and cancelled.
    await injectFault(page, { method: "GET", path: "/api/transactions", delayMs: 4000, times: 1 });
    let downloads = 0;
    page.on("download", () => void downloads++);
    await page.getByRole("button", { name: "Export Data" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Exporting…/ })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Export progress" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Exporting…/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Export Data" })).toBeEnabled();
    // The held page is answered in the end: the cancelled export makes no file of it.
    await expect.poll(() => page.evaluate(() => (window as any).__paydeskDemo.delayedCalls() as number)).toBe(0);
    // A new export runs to the end and is the only file.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export Data" }).click()]);
    expect(parseCsvLines(await readFile((await download.path())!, "utf8")).length - 1).toBe(await totalShown(page));
    expect(downloads).toBe(1);
  });
});

test("the large profile: the first page shows at once with its total as at least 10,000 of 50,000; a search right after covers every row", async ({ page }) => {
  // 50,000 transactions are built after the demo server starts (mocks/growing-seed.ts): the first
  // page is answered from the newest rows with the planned total, a search waits for the last row.
  // Past 10,000 rows a total is a lower bound (server/rules/paging.ts): "10000+ total".
  await signIn(page, "viewer");
  // A profile is chosen by a page load with ?profile= (the session, kept in IndexedDB, carries over).
  const reads = recordListReads(page);
  await page.goto("/transactions?profile=large");
  await expect(rowsOf(page)).toHaveCount(20);
  await idle(page);
  expect(reads[0].total).toBe("10000");
  await expect(page.locator(".ant-pagination-total-text")).toHaveText("10,000+ total");
  await expect(page).toHaveURL(/\/transactions/); // still signed in: the sessions were read (a long seed once lost them)

  // The pager walks on past the bound: its last page (the 500th of 20 rows) offers one more, and
  // that one, full too, the next (src/components/list/pager-total.ts pagerState).
  const next = page.locator(".ant-pagination li.ant-pagination-next");
  await page.locator(".ant-pagination").getByTitle("500", { exact: true }).click();
  await expect.poll(() => reads.at(-1)?.query.get("_start")).toBe("9980");
  await idle(page);
  await expect(next).not.toHaveClass(/ant-pagination-disabled/);
  await next.click();
  await expect.poll(() => reads.at(-1)?.query.get("_start")).toBe("10000");
  await idle(page);
  await expect(rowsOf(page)).toHaveCount(20);
  await expect(page.locator(".ant-pagination-item-active")).toHaveText("501");
  await expect(next).not.toHaveClass(/ant-pagination-disabled/);
  await expect(page.locator(".ant-pagination-total-text")).toHaveText("10,000+ total");

  // A search's total is exact up to 1,000 (server/rules/paging.ts); "bakery" finds a few hundred.
  await page.getByPlaceholder("Search transactions...").fill("bakery");
  await expect.poll(() => reads.at(-1)?.query.get("q")).toBe("bakery");
  await idle(page);
  const found = Number(reads.at(-1)!.total);
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(50_000);
  await expect.poll(() => totalShown(page)).toBe(found);
  // The whole list, counted in the page: the search's total is over every row.
  const counted = await page.evaluate(async () => {
    const all = (await (await fetch("/api/transactions", { credentials: "same-origin" })).json()) as Array<{ description: string | null }>;
    return { rows: all.length, bakery: all.filter((t) => t.description?.toLowerCase().includes("bakery")).length };
  });
  expect(counted).toEqual({ rows: 50_000, bakery: found });
});
