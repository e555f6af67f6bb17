// The console on the production PayDesk server (npm run build:server; node dist-server/main.js on an
// in-memory database seeded with the demo data): password sign-in, money moves, four-eyes approval
// between two people in two browsers, the audit trail, and a logout that ends the server session.
// The specs share one server, so each works on a wallet it creates.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { animationsDone, expectNoSeriousA11yViolations, setTheme, toast } from "../e2e/helpers";

const PASSWORD = "paydesk-demo";

async function signIn(page: Page, email: string, to = "/") {
  await page.goto(to === "/" ? "/login" : `/login?to=${encodeURIComponent(to)}`);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
}

async function person(browser: Browser, email: string, to = "/"): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, to);
  return page;
}

/** A call through the server as the signed-in person: status and body. */
async function api(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ([p, method, body]) => {
      const r = await fetch(p, { method, credentials: "include", headers: body === undefined ? {} : { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await r.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* plain text */
      }
      return { status: r.status, body: parsed };
    },
    [path, init.method ?? "GET", init.body] as const,
  );
}

test("the sign-in page asks for a password, shows the demo password, refuses a wrong one, and has no serious axe violation in either theme", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
  await expect(page.getByText("Password for every demo account:")).toContainText(PASSWORD);
  await page.getByLabel("Email address").fill("viewer@paydesk.dev");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
    await expectNoSeriousA11yViolations(page);
  }
  // An account's button fills both fields.
  await page.getByRole("button", { name: /operator@paydesk\.dev/ }).click();
  await expect(page.getByLabel("Password")).toHaveValue(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
});

test("an operator creates a wallet, loads and withdraws; another browser sees the same data", async ({ page, browser }) => {
  await signIn(page, "operator@paydesk.dev", "/wallets");
  const before = (await api(page, "/api/wallets")).body.length;
  await page.getByRole("button", { name: "Create Wallet" }).click();
  const create = page.getByRole("dialog", { name: "Create Wallet" });
  await create.getByLabel("Customer ID").fill("cust_e2e_server");
  await create.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "Wallet created successfully")).toBeVisible();
  const wallets = (await api(page, "/api/wallets")).body as Array<{ id: string; customerId: string | null }>;
  expect(wallets).toHaveLength(before + 1);
  const wallet = wallets.find((w) => w.customerId === "cust_e2e_server")!;

  for (const [action, amount, toastText] of [
    ["Load funds to", "250.00", "Funds loaded successfully"],
    ["Withdraw funds from", "40.50", "Funds withdrawn successfully"],
  ] as const) {
    await page.getByRole("button", { name: `${action} wallet ${wallet.id.slice(0, 8)}` }).click();
    const dialog = page.getByRole("dialog", { name: action.startsWith("Load") ? "Load Funds" : "Withdraw Funds" });
    await dialog.getByLabel("Amount ($)").fill(amount);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, toastText)).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByRole("row").filter({ hasText: wallet.id.slice(0, 8) })).toContainText("$209.50 USD");

  // A second person, in a browser of their own, reads the same database.
  const viewer = await person(browser, "viewer@paydesk.dev", "/transactions");
  await viewer.getByPlaceholder("Search transactions...").fill(wallet.id.slice(0, 8));
  await expect(viewer.getByRole("row").filter({ hasText: `Funds withdrawn from wallet ${wallet.id.slice(0, 8)}` })).toContainText("-$40.50");
  await expect(viewer.getByRole("row").filter({ hasText: `Funds loaded to wallet ${wallet.id.slice(0, 8)}` })).toContainText("+$250.00");
  await viewer.context().close();
});

test("an operator's $12,000 withdrawal waits for a second admin in another browser; Activity shows both people; the money moves once", async ({ page, browser }) => {
  await signIn(page, "operator@paydesk.dev");
  const created = await api(page, "/api/wallets", { method: "POST", body: { customerId: "cust_e2e_four_eyes" } });
  const wallet = created.body as { id: string };
  expect((await api(page, `/api/wallets/${wallet.id}/load`, { method: "POST", body: { amount: "20000.00" } })).status).toBe(200);

  await page.goto(`/wallets/${wallet.id}`);
  const drawer = page.getByRole("dialog", { name: `Wallet ${wallet.id}` });
  await drawer.getByRole("button", { name: /^Withdraw funds from wallet/ }).click();
  const dialog = page.getByRole("dialog", { name: "Withdraw Funds" });
  await dialog.getByLabel("Amount ($)").fill("12000");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Sent for approval")).toBeVisible();
  await expect(drawer.getByText("Waiting for approval: Withdrawal, $12,000.00 USD")).toBeVisible();

  // admin2, in another browser with a cookie of their own, approves it.
  const admin2 = await person(browser, "admin2@paydesk.dev", "/approvals");
  const row = admin2.locator(".ant-card").filter({ has: admin2.getByRole("heading", { name: /^Pending/ }) }).getByRole("row").filter({ hasText: "Withdrawal" }).filter({ hasText: "$12,000.00" });
  await row.getByRole("button", { name: /^Approve/ }).click();
  await admin2.getByRole("tooltip").getByRole("button", { name: "Approve" }).click();
  await expect(toast(admin2, "Request approved")).toBeVisible();

  const after = (await api(page, "/api/wallets")).body.find((w: { id: string }) => w.id === wallet.id);
  expect(after.balance).toBe("8000.00");
  const withdrawals = (await api(page, `/api/transactions?walletId=${wallet.id}&type=withdrawal`)).body;
  expect(withdrawals).toHaveLength(1);

  // Activity (an admin's screen) shows the request and the approval, by two different people.
  await admin2.goto(`/activity?q=${wallet.id.slice(0, 8)}`);
  await expect(admin2.getByRole("row").filter({ hasText: "Jordan Lee" }).first()).toBeVisible();
  await expect(admin2.getByRole("row").filter({ hasText: "Riley Quinn" }).first()).toBeVisible();
  await admin2.context().close();
});

test("a logout ends the server session: the old cookie is refused afterwards", async ({ page }) => {
  await signIn(page, "viewer@paydesk.dev");
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === "paydesk_session")!;
  expect(session.httpOnly).toBe(true);
  expect(session.sameSite).toBe("Lax");
  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Log out" })).toBeVisible();
  await animationsDone(page);
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.waitForURL(/\/login/);
  const replay = await page.request.get("/api/wallets", { headers: { Cookie: `paydesk_session=${session.value}` } });
  expect(replay.status()).toBe(401);
});

test("each role's dashboard renders on the server, light and dark", async ({ browser }) => {
  for (const email of ["admin@paydesk.dev", "operator@paydesk.dev", "viewer@paydesk.dev"]) {
    const page = await person(browser, email);
    await expect(page.getByText("Total Volume")).toBeVisible();
    for (const theme of ["dark", "light"] as const) await setTheme(page, theme);
    await page.context().close();
  }
});
