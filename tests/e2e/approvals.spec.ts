// Four-eyes approvals and the bell (issue 21), in Chromium against the demo backend.
import { expect, test, type Page } from "@playwright/test";
import { animationsDone, EMAIL, expectNoSeriousA11yViolations, toast } from "./helpers";

const ADMIN2 = "admin2@paydesk.dev";

interface WalletRow {
  id: string;
  balance: string;
  status: string;
}
interface TxRow {
  type: string;
  amount: string | null;
  walletId?: string;
}

/** Signs in by typing an e-mail (admin2 is not listed on the sign-in page). */
async function signInAs(page: Page, email: string, to = "/") {
  await page.goto(to === "/" ? "/login" : `/login?to=${encodeURIComponent(to)}`);
  await page.getByPlaceholder("Enter your email").fill(email);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "User menu" }).click();
  // At rest first: a click into the menu while it slides in can land outside it, which only closes it
  // (twice a CI-loaded run stayed signed in for 60 s after this click).
  await expect(page.getByRole("menuitem", { name: "Log out" })).toBeVisible();
  await animationsDone(page);
  await page.getByRole("menuitem", { name: "Log out" }).click();
  // The logout ends the server session first, then reloads: wait for the page it lands on.
  await page.waitForURL(/\/login/);
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
}

/** Reads through the demo backend, as the signed-in person. */
async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate((p) => fetch(p, { credentials: "include" }).then((r) => r.json()), path) as Promise<T>;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (c: number) => `$${(c / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function richestWallet(page: Page): Promise<WalletRow> {
  const wallets = await api<WalletRow[]>(page, "/api/wallets");
  return wallets.filter((w) => w.status === "active").sort((a, b) => cents(b.balance) - cents(a.balance))[0];
}

async function withdrawalsOf(page: Page, walletId: string): Promise<TxRow[]> {
  return (await api<TxRow[]>(page, "/api/transactions")).filter((t) => t.type === "withdrawal" && t.walletId === walletId);
}

/** A withdrawal through the API as the signed-in person: its status and body. */
async function withdrawByApi(page: Page, walletId: string, amount: string): Promise<{ status: number; body: string }> {
  return page.evaluate(
    ([id, a]) =>
      fetch(`/api/wallets/${id}/withdraw`, { method: "POST", credentials: "include", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ amount: a }) }).then(async (r) => ({
        status: r.status,
        body: await r.text(),
      })),
    [walletId, amount] as const,
  );
}

const card = (page: Page, title: RegExp) => page.locator(".ant-card").filter({ has: page.getByRole("heading", { name: title }) });

async function openBell(page: Page) {
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const panel = page.getByRole("tooltip").filter({ hasText: "Notifications" });
  await expect(panel).toBeVisible();
  await expect(panel.locator(".ant-skeleton")).toHaveCount(0);
  return panel;
}

test("an operator's $12,000 withdrawal waits for approval; the operator cannot approve it; admin2 does and the money moves once", async ({ page }) => {
  await signInAs(page, EMAIL.operator);
  const wallet = await richestWallet(page);
  expect(cents(wallet.balance)).toBeGreaterThanOrEqual(1_200_000);
  const before = cents(wallet.balance);
  const withdrawalsBefore = (await withdrawalsOf(page, wallet.id)).length;

  // The operator withdraws $12,000.00 on the wallet's record page: held, nothing moves.
  await page.goto(`/wallets/${wallet.id}`);
  const drawer = page.getByRole("dialog", { name: `Wallet ${wallet.id}` });
  await drawer.getByRole("button", { name: /^Withdraw funds from wallet/ }).click();
  const dialog = page.getByRole("dialog", { name: "Withdraw Funds" });
  await dialog.getByLabel("Amount ($)").fill("12000");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Sent for approval")).toBeVisible();
  await expect(toast(page, "Funds withdrawn successfully")).toHaveCount(0);
  await expect(dialog).toBeHidden();
  await expect(drawer.getByText("Waiting for approval: Withdrawal, $12,000.00 USD")).toBeVisible();
  await expect(drawer.getByText(`${money(before)} USD`)).toBeVisible();
  expect(cents((await richestWallet(page)).balance)).toBe(before);
  expect(await withdrawalsOf(page, wallet.id)).toHaveLength(withdrawalsBefore);

  // The operator cannot approve: no Approvals screen, and the server refuses the call.
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Approvals" })).toHaveCount(0);
  await page.goto("/approvals");
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  const requests = await api<Array<{ id: string; status: string }>>(page, "/api/approvals");
  expect(requests).toHaveLength(1);
  const refused = await page.evaluate((id) => fetch(`/api/approvals/${id}/approve`, { method: "POST", credentials: "include" }).then((r) => r.status), requests[0].id);
  expect(refused).toBe(403);
  await logOut(page);

  // admin2 approves it: the balance and the transactions change exactly once.
  await signInAs(page, ADMIN2, "/approvals");
  const row = card(page, /^Pending \(1\)$/).getByRole("row").filter({ hasText: "Withdrawal" });
  await expect(row).toContainText("Jordan Lee");
  await row.getByRole("button", { name: /^Approve/ }).click();
  await page.getByRole("tooltip").getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Request approved")).toBeVisible();
  await expect(card(page, /^Pending \(0\)$/)).toBeVisible();
  const decided = card(page, /^Decided \(1\)$/);
  await expect(decided.getByRole("row").filter({ hasText: "Withdrawal" })).toContainText("Approved");
  await expect(decided).toContainText("Riley Quinn");
  expect(cents((await api<WalletRow[]>(page, "/api/wallets")).find((w) => w.id === wallet.id)!.balance)).toBe(before - 1_200_000);
  const after = await withdrawalsOf(page, wallet.id);
  expect(after).toHaveLength(withdrawalsBefore + 1);
  expect(after[0].amount).toBe("12000.00");
  // A second approve of the same request is refused by the server; nothing moves again.
  const again = await page.evaluate(
    (id) => fetch(`/api/approvals/${id}/approve`, { method: "POST", credentials: "include" }).then(async (r) => `${r.status}: ${await r.text()}`),
    requests[0].id,
  );
  expect(again).toBe("409: This request was already approved");
  expect(await withdrawalsOf(page, wallet.id)).toHaveLength(withdrawalsBefore + 1);
  await logOut(page);

  // The operator sees the outcome: in the bell (new) and on the wallet's record page.
  await signInAs(page, EMAIL.operator);
  await expect(page.getByRole("button", { name: "Notifications (new)" })).toBeVisible();
  const panel = await openBell(page);
  const mine = panel.getByRole("region", { name: "Your requests" });
  await expect(mine).toContainText("Withdrawal: $12,000.00 USD — approved");
  await expect(mine).toContainText("Approved by Riley Quinn");
  await mine.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/wallets/${wallet.id}$`));
  await expect(page.getByRole("dialog", { name: `Wallet ${wallet.id}` }).getByText("Approved", { exact: true })).toBeVisible();
});

test("an admin's own role-change request: Approve disabled with 'You asked for this'; admin2 rejects it with a note", async ({ page }) => {
  await signInAs(page, EMAIL.admin, "/users");
  await page.getByRole("button", { name: "Edit role of Sam Patel" }).click();
  const edit = page.getByRole("dialog", { name: "Edit User Role" });
  await edit.getByText("Admin", { exact: true }).click();
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Sent for approval")).toBeVisible();
  await expect(edit).toBeHidden();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Approvals" }).click();
  await expect(page.getByText("A withdrawal of $10,000.00 or more needs a second person.")).toBeVisible();
  const row = card(page, /^Pending \(1\)$/).getByRole("row").filter({ hasText: "Role change to admin" });
  await expect(row).toContainText("viewer@paydesk.dev");
  await expect(row).toContainText("Viewer → Admin");
  await expect(row.getByRole("button", { name: "Approve" })).toBeDisabled();
  await row.getByLabel("Approve: You asked for this").hover();
  await expect(page.getByRole("tooltip").filter({ hasText: "You asked for this" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await logOut(page);

  await signInAs(page, ADMIN2, "/approvals");
  const pending = card(page, /^Pending \(1\)$/).getByRole("row").filter({ hasText: "Role change to admin" });
  await expect(pending.getByRole("button", { name: /^Approve/ })).toBeEnabled();
  await pending.getByRole("button", { name: /^Reject/ }).click();
  const reject = page.getByRole("dialog", { name: "Reject request" });
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(reject.getByText("A note is required to reject a request")).toBeVisible();
  await reject.getByLabel("Note").fill("Sam stays a viewer until the audit.");
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Request rejected")).toBeVisible();
  const decided = card(page, /^Decided \(1\)$/);
  await expect(decided).toContainText("Rejected");
  await expect(decided).toContainText("Sam stays a viewer until the audit.");
  expect((await api<Array<{ email: string; role: string }>>(page, "/api/users")).find((u) => u.email === EMAIL.viewer)!.role).toBe("viewer");
});

test("the bell: an admin sees the request waiting for them; opening it marks the list seen", async ({ page }) => {
  await signInAs(page, EMAIL.operator);
  const wallet = await richestWallet(page);
  expect((await withdrawByApi(page, wallet.id, "10000.00")).status).toBe(202);
  await logOut(page);

  await signInAs(page, EMAIL.admin);
  await expect(page.getByRole("button", { name: "Notifications (new)" })).toBeVisible();
  const panel = await openBell(page);
  const waiting = panel.getByRole("region", { name: "Waiting for your approval" });
  await expect(waiting).toContainText("Withdrawal: $10,000.00 USD");
  await expect(waiting).toContainText("asked by Jordan Lee");
  await expect(waiting.getByText("New")).toBeVisible();
  await expect(panel.getByRole("region", { name: "Merchants waiting for KYC review" }).getByRole("link")).toHaveCount(3);
  await expectNoSeriousA11yViolations(page, ".ant-popover");
  await waiting.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/approvals$/);
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  // Seen stays seen after a reload; a new request lights the dot again.
  await page.reload();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
});

test("/activity names both people: the operator's request and admin2's approval", async ({ page }) => {
  await signInAs(page, EMAIL.operator);
  const wallet = await richestWallet(page);
  const held = await withdrawByApi(page, wallet.id, "12000.00");
  expect(held.status).toBe(202);
  await logOut(page);
  await signInAs(page, ADMIN2, "/activity");
  const id = (JSON.parse(held.body) as { id: string }).id;
  expect(await page.evaluate((i) => fetch(`/api/approvals/${i}/approve`, { method: "POST", credentials: "include" }).then((r) => r.status), id)).toBe(200);
  await page.reload();
  const approval = page.getByRole("row").filter({ hasText: "Approved by admin2@paydesk.dev" });
  await expect(approval).toContainText("Asked by operator@paydesk.dev");
  await expect(approval).toContainText("Riley Quinn");
  await expect(page.getByRole("row").filter({ hasText: "Approval request" }).first()).toContainText("Jordan Lee");
});

test("Withdraw request: an operator takes back their own held withdrawal from the wallet's page; no one can approve it then", async ({ page }) => {
  await signInAs(page, EMAIL.operator);
  const wallet = await richestWallet(page);
  expect((await withdrawByApi(page, wallet.id, "10000.00")).status).toBe(202);
  await page.goto(`/wallets/${wallet.id}`);
  const notice = page.getByRole("region", { name: "Approval requests" });
  await expect(notice).toContainText("Waiting for approval: Withdrawal, $10,000.00");
  await notice.getByRole("button", { name: /^Withdraw request: Withdrawal/ }).click();
  await page.getByRole("tooltip").getByRole("button", { name: "Withdraw request" }).click();
  await expect(toast(page, "Request withdrawn")).toBeVisible();
  await expect(notice).toContainText("Withdrawn");
  await expect(notice.getByRole("button", { name: /^Withdraw request/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  expect((await api<WalletRow[]>(page, "/api/wallets")).find((w) => w.id === wallet.id)!.balance).toBe(wallet.balance);
  // The button that hid itself handed focus on: Escape still closes the record page.
  await page.keyboard.press("Escape");
  await expect(notice).toBeHidden();
  await logOut(page);

  await signInAs(page, ADMIN2, "/approvals");
  await expect(card(page, /^Pending \(0\)$/)).toBeVisible();
  await expect(card(page, /^Decided/)).toContainText("Withdrawn");
});
