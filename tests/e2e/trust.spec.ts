// Issue 20 ("Trust"): what the served build sends and publishes, exports, and idempotent retries.
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { expect, test, type APIResponse } from "@playwright/test";
import { injectFault, signIn, toast } from "./helpers";

const DIST = fileURLToPath(new URL("../../dist/", import.meta.url));

function expectSecurityHeaders(response: APIResponse, path: string) {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, path).toContain("frame-ancestors 'none'");
  expect(csp, path).toMatch(/(^|; )script-src 'self'(;|$)/);
  expect(csp, path).toContain("object-src 'none'");
  expect(csp, path).not.toContain("unsafe-eval");
  expect(headers["x-frame-options"], path).toBe("DENY");
  expect(headers["x-content-type-options"], path).toBe("nosniff");
  expect(headers["referrer-policy"], path).toBe("no-referrer");
  const features = (headers["permissions-policy"] ?? "").split(", ");
  for (const feature of ["camera", "microphone", "geolocation", "payment"]) expect(features, path).toContain(`${feature}=()`);
}

test.describe("served build", () => {
  test("every page and file comes with the security headers", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    for (const path of ["/", "/login", "/wallets", "/transactions?status=completed", "/demo-service-worker.js", "/mockServiceWorker.js", "/theme-init.js", script!]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response, path);
    }
  });

  test("the CSP header and the build's meta tag agree, apart from frame-ancestors", async ({ request }) => {
    const response = await request.get("/wallets");
    const header = response.headers()["content-security-policy"];
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await response.text())?.[1];
    expect(meta).toBeTruthy();
    expect(header).toBe(`${meta!.replace(/&#39;/g, "'")}; frame-ancestors 'none'`);
  });

  test("the page cannot be framed", async ({ page, baseURL }) => {
    const refused: string[] = [];
    page.on("console", (m) => {
      if (/frame-ancestors|X-Frame-Options|refused to (connect|display)/i.test(m.text())) refused.push(m.text());
    });
    // A page of no policy of its own (about:blank) tries to frame the console.
    await page.setContent(`<iframe src="${new URL("/login", baseURL).href}" title="framed"></iframe>`);
    const frame = page.frameLocator("iframe[title=framed]");
    await expect(frame.getByRole("heading", { name: "Sign in to your account" })).toHaveCount(0);
    await expect.poll(() => refused.length).toBeGreaterThan(0);
  });

  test("no source maps are published: no .map files, no sourceMappingURL comments", async ({ request }) => {
    const files = await readdir(DIST, { recursive: true });
    expect(files.filter((f) => f.endsWith(".map"))).toEqual([]);
    const scripts = files.filter((f) => f.endsWith(".js") || f.endsWith(".css"));
    expect(scripts.length).toBeGreaterThan(5);
    for (const file of scripts) {
      const path = `/${file.split("\\").join("/")}`;
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const body = await response.text();
      expect(body, path).not.toMatch(/[#@] sourceMappingURL=/);
      expect(response.headers()["sourcemap"] ?? response.headers()["x-sourcemap"], path).toBeUndefined();
      const map = await request.get(`${path}.map`);
      expect(map.headers()["content-type"] ?? "", `${path}.map`).not.toContain("json");
    }
  });
});

test("Transactions Export Data: every text cell is quoted, so no locale's separator splits it", async ({ page }) => {
  await signIn(page, "viewer", "/transactions?status=completed");
  await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export Data" }).click()]);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n");
  expect(lines[0]).toBe('"Transaction ID","Type","Description","Amount","Currency","Status","Wallet ID","Created At"');
  expect(lines.length).toBeGreaterThan(10);
  for (const line of lines.slice(1)) {
    // Eight fields, each empty or one quoted string: nothing a ";" or "," could split.
    expect(line).toMatch(/^(?:"(?:[^"]|"")*")?(?:,(?:"(?:[^"]|"")*")?){7}$/);
    const cells = [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|)/g)].map((m) => m[1].slice(1, -1).replace(/""/g, '"'));
    expect(cells[5]).toBe("completed");
    if (cells[3]) expect(cells[3]).toMatch(/^\d+\.\d{2}$/);
  }
});

/** "$1,234.50" → 123450 (cents). */
function cents(text: string | null): number {
  const m = /\$([\d,]+)\.(\d{2})/.exec(text ?? "");
  if (!m) throw new Error(`not money: ${text}`);
  return Number(m[1].replace(/,/g, "")) * 100 + Number(m[2]);
}

test("idempotent retry: the answer to Load Funds is lost after the server moved the money; Submit again moves it once", async ({ page }) => {
  await signIn(page, "operator");
  const balance = page.getByTestId("available-balance");
  await expect(balance).toHaveText(/\$/);
  const before = cents(await balance.textContent());
  await page.getByRole("button", { name: "Load Funds" }).click();
  const dialog = page.getByRole("dialog", { name: "Load Funds" });
  await dialog.getByLabel("Amount ($)").fill("25.00");
  // The demo backend loads the funds, then the connection drops before the answer arrives.
  await injectFault(page, { method: "POST", path: "/api/wallets/*/load", answerLost: true, times: 1 });
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Network error: the server could not be reached")).toBeVisible();
  await expect(dialog.getByLabel("Amount ($)")).toHaveValue("25.00");
  // The user tries again: same dialog, same key, and the server answers from memory.
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Funds loaded successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => cents(await balance.textContent())).toBe(before + 2500);
  await page.reload();
  await expect(balance).toHaveText(/\$/);
  expect(cents(await balance.textContent())).toBe(before + 2500);
  const loads = page.getByRole("list", { name: "Recent transactions" }).getByRole("listitem").filter({ hasText: "+$25.00" });
  await expect(loads).toHaveCount(1);

  // A new opening of the dialog is a new request: the same amount again is loaded again.
  await page.getByRole("button", { name: "Load Funds" }).click();
  await dialog.getByLabel("Amount ($)").fill("25.00");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Funds loaded successfully")).toBeVisible();
  await expect.poll(async () => cents(await balance.textContent())).toBe(before + 5000);
});
