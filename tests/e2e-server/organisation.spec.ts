// Extension `organisation` on the production PayDesk server: an admin turns maintenance mode on in
// Admin Portal → Settings; a viewer in another browser then sees the maintenance page (their writes
// answer 503) while the admin works on under a banner; axe in light and dark on both screens.
// Maintenance mode stops every non-admin's writes, so this spec runs its own server process (the
// production host, in-memory database, demo data) rather than the one the other specs share.
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, toast } from "../e2e/helpers";

const PASSWORD = "paydesk-demo";
let child: ChildProcess;
let base: string;

test.beforeAll(async () => {
  child = spawn(process.execPath, ["dist-server/main.js"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", PAYDESK_DATA: "memory", PAYDESK_SEED: "demo" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  base = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on("line", (line) => {
      try {
        const entry = JSON.parse(line) as { event?: string; url?: string };
        if (entry.event === "listening" && entry.url) resolve(entry.url);
      } catch {
        /* not a log line */
      }
    });
    child.once("exit", (code) => reject(new Error(`the server exited (${code})`)));
  });
});
test.afterAll(() => {
  child?.kill("SIGTERM");
});

async function person(browser: Browser, email: string, to: string, colorScheme: "light" | "dark" = "light"): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: base, colorScheme })).newPage();
  await page.goto(`/login?to=${encodeURIComponent(to)}`);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  return page;
}

/** A write through the server as the signed-in person: status, text and Retry-After. */
function write(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ([p, b]) => {
      const r = await fetch(p, { method: "POST", credentials: "include", headers: { "Content-Type": "application/json" }, body: JSON.stringify(b) });
      return { status: r.status, text: await r.text(), retryAfter: r.headers.get("Retry-After") };
    },
    [path, body] as const,
  );
}

/**
 * Sets the theme the way a load reads it (the signed-in user kept in this browser, whose theme comes
 * first) and reloads: the maintenance page has no header toggle, and a viewer's save would be a write.
 */
async function inTheme(page: Page, theme: "light" | "dark") {
  await page.evaluate((t) => {
    const user = JSON.parse(localStorage.getItem("paydesk:user") ?? "{}") as Record<string, unknown>;
    localStorage.setItem("paydesk:user", JSON.stringify({ ...user, theme: t }));
    localStorage.setItem("paydesk:theme", t);
  }, theme);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
}

test("an admin turns maintenance mode on; a viewer then sees the maintenance page and cannot write; axe light and dark", async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await person(browser, "admin@paydesk.dev", "/admin?tab=settings");
  const card = admin.locator(".ant-card").filter({ hasText: "Platform Settings" });
  await expect(card.getByRole("button", { name: "Save" })).toBeEnabled();
  await expect(admin.getByText("These settings are not saved")).toHaveCount(0);
  for (const theme of ["light", "dark"] as const) {
    await inTheme(admin, theme);
    await expect(card.getByRole("switch", { name: "Maintenance mode" })).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
  }

  await card.getByRole("switch", { name: "Maintenance mode" }).click();
  await card.getByRole("button", { name: "Save" }).click();
  await expect(toast(admin, "Settings updated")).toBeVisible();
  const banner = admin.getByText("Maintenance mode is on: only admins can use PayDesk and make changes.");
  await expect(banner).toBeVisible();
  // An admin's writes still work.
  expect((await write(admin, "/api/wallets", { customerId: "cust_maintenance_admin" })).status).toBe(201);

  const viewer = await person(browser, "viewer@paydesk.dev", "/wallets");
  const heading = viewer.getByRole("heading", { name: "PayDesk is down for maintenance", level: 1 });
  await expect(heading).toBeVisible();
  await expect(viewer.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  for (const theme of ["light", "dark"] as const) {
    await inTheme(viewer, theme);
    await expect(heading).toBeVisible();
    await expectNoSeriousA11yViolations(viewer);
  }
  const refused = await write(viewer, "/api/views", { list: "wallets", name: "Mine", filters: {}, columns: [] });
  expect(refused).toEqual({ status: 503, text: "PayDesk is in maintenance. Please try again later.", retryAfter: "300" });

  // Off again: the viewer's console is back at the next load.
  await card.getByRole("switch", { name: "Maintenance mode" }).click();
  await card.getByRole("button", { name: "Save" }).click();
  await expect(banner).toHaveCount(0);
  await viewer.reload();
  await expect(viewer.getByRole("button", { name: "User menu" })).toBeVisible();
  await expect(heading).toHaveCount(0);

  // The maintenance page signs out.
  await card.getByRole("switch", { name: "Maintenance mode" }).click();
  await card.getByRole("button", { name: "Save" }).click();
  await expect(banner).toBeVisible();
  await viewer.reload();
  await expect(heading).toBeVisible();
  await viewer.getByRole("button", { name: "Sign out" }).click();
  await expect(viewer.getByLabel("Password")).toBeVisible();
});
