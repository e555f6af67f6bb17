// Faults (issue 7) in real Chromium on the production build.
//
// Every mutation of SPEC §7 the UI can send is tried, in its own dialog or control, against: a 500
// with a body, 400/409/422 with a message, 403, a dropped network, a 401 and a 10 s slow answer.
// - Errors: the user reads "{status}: {body}" (SPEC §8; providers/http.ts) in a toast titled "Error"
//   (providers/notification.ts), or DESIGN's network message; screens with their own SPEC §8
//   message (role change, delete user, profile, settings) show that one. The dialog stays open
//   with the input, and submit is enabled again.
// - 401 (once per mutation): sign-in with the session-expired message, then back to the same page.
// - Slow (delayMs 10000, once, then the real handler answers): busy while in flight, a second click
//   and Enter send nothing, and exactly one request and one change result.
// Every list or data view is tried against a failed GET: an error state with Retry instead of an
// empty table, Retry recovers once the fault is gone, and the shell around it keeps working.
// Demo data: a failed call stores nothing, and what was saved survives reload and both logouts.
//
// The demo backend waits delayMs with setTimeout in the page, so most tests run on Playwright's
// clock (time flows normally) and jump the 10 s once the in-flight checks are done; the Tokenize
// test waits its 10 s out for real (proves no client-side timeout cuts a slow answer short).
// Requests are counted with Playwright's request events, which see the calls the service worker
// answers.
import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { EMAIL, chooseOption as choose, clearFaults, closeToasts, fastForwardDelayedCall, injectFault, selectedOption as selected, toast, type Fault, type Role } from "./helpers";

const NETWORK_ERROR = "Network error: the server could not be reached";
const SESSION_EXPIRED = "Your session has expired. Please sign in again.";
const INVALID_CREDENTIALS = `Invalid credentials. Please use ${EMAIL.admin}, ${EMAIL.operator}, or ${EMAIL.viewer}`;

interface FaultCase {
  name: string;
  fault: Pick<Fault, "status" | "body" | "network">;
  /** What the user reads where the screen shows the server's message. */
  message: string;
}

/** The faults every mutation is tried against (401 and slow are steps of their own). */
const FAULTS: readonly FaultCase[] = [
  { name: "500", fault: { status: 500, body: "Database exploded" }, message: "500: Database exploded" },
  { name: "400", fault: { status: 400, body: "Amount must be positive" }, message: "400: Amount must be positive" },
  { name: "409", fault: { status: 409, body: "Record was changed by someone else" }, message: "409: Record was changed by someone else" },
  { name: "422", fault: { status: 422, body: "Insufficient funds" }, message: "422: Insufficient funds" },
  { name: "403", fault: { status: 403, body: "Forbidden" }, message: "403: Forbidden" },
  { name: "network", fault: { network: true }, message: NETWORK_ERROR },
];

/**
 * For a dialog or hook whose whole matrix another test already runs (the wallet row's Load,
 * Withdraw and QR share the declared funds form (FormDialog) and useWalletQr with the dashboard): one server error and
 * the dropped network.
 */
const SHARED_FAULTS = FAULTS.filter((c) => c.name === "500" || c.name === "network");

/** Records a checked case on the test (annotation "case"), for the report's counts. */
function checked(what: string) {
  test.info().annotations.push({ type: "case", description: what });
}

/** Counts the page's calls of one endpoint (Playwright sees the service-worker-served ones too). */
function track(page: Page, method: string, path: RegExp) {
  const seen: string[] = [];
  const listener = (r: Request) => {
    if (r.method() === method && path.test(new URL(r.url()).pathname)) seen.push(r.url());
  };
  page.on("request", listener);
  return { count: () => seen.length, stop: () => page.off("request", listener) };
}

/** Pages on Playwright's clock (the others wait the slow answers out for real). */
const onFakeClock = new WeakSet<Page>();

/** The app (on Playwright's clock unless `clock` is false; no animations: the suite's reduced motion) on the sign-in page. */
async function openSignIn(page: Page, to = "/", clock = true) {
  if (clock) {
    await page.clock.install();
    onFakeClock.add(page);
  }
  await page.goto(to === "/" ? "/login" : `/login?to=${encodeURIComponent(to)}`);
}

async function submitSignIn(page: Page, role: Role, to: string) {
  await page.getByPlaceholder("Enter your email").fill(EMAIL[role]);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname + u.search === to);
}

async function start(page: Page, role: Role, to = "/", clock = true) {
  await openSignIn(page, to, clock);
  await submitSignIn(page, role, to);
}

/** The error toast: titled "Error", with `message`. Closed afterwards, so the next one is fresh. */
async function expectErrorToast(page: Page, message: string) {
  const notice = toast(page, message);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Error");
  await expect(page.locator(".ant-notification-notice"), "one toast: the error is not shown twice").toHaveCount(1);
  await closeToasts(page);
}

/** Loading or disabled: a click now cannot start anything. */
async function expectBusy(control: Locator) {
  await expect
    .poll(() =>
      control.evaluate(
        (el) => (el as HTMLButtonElement).disabled || /-loading\b/.test(el.className) || el.getAttribute("aria-busy") === "true",
      ),
    )
    .toBe(true);
}

interface Slow {
  /** The control that must be busy while the call is in flight. */
  busy: Locator;
  /** A second click and Enter, as an impatient user does (default: on `busy`). */
  again?: () => Promise<void>;
  /** The call has completed and shows its result (exactly one change). */
  done: () => Promise<void>;
}

interface Mutation {
  label: string;
  /** For the fault: method and path pattern (mocks/faults.ts). */
  method: string;
  path: string;
  /** The same endpoint, for counting requests. */
  pathRe: RegExp;
  /** Opens the dialog and fills it in (nothing for a control on the page). */
  prepare?: () => Promise<void>;
  /** Sends the call the way a user does. */
  fire: () => Promise<void>;
  /** After a failure: still open, input intact, submit enabled again. */
  intact: () => Promise<void>;
  /** The screen's own SPEC §8 message for every failure (else the server's, or the network one). */
  message?: string;
  /** The faults to try (default: all of FAULTS); a subset where another test covers the same dialog. */
  faults?: readonly FaultCase[];
  /** false: no 401 step (the same dialog's 401 is checked elsewhere, and this page's by another mutation). */
  unauthorized?: false;
  slow: Slow;
}

/**
 * The whole matrix for one mutation, in one dialog: every fault of FAULTS, then a 401 (sign-in,
 * expired message, back to `path`), then the slow answer.
 * After the faults the dialog is still open and filled in; the slow answer is sent from there
 * (prepare runs again only after the 401's new sign-in).
 */
async function checkMutation(page: Page, role: Role, path: string, m: Mutation) {
  await m.prepare?.();
  for (const c of m.faults ?? FAULTS) {
    await injectFault(page, { method: m.method, path: m.path, ...c.fault, times: 1 });
    await m.fire();
    await expectErrorToast(page, m.message ?? c.message);
    await m.intact();
    checked(`${m.label} × ${c.name}`);
  }

  if (m.unauthorized !== false) {
    await injectFault(page, { method: m.method, path: m.path, status: 401, body: "Unauthorized", times: 1 });
    await m.fire();
    await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
    await expect(page).toHaveURL((u) => u.pathname === "/login" && u.searchParams.get("to") === path);
    await submitSignIn(page, role, path);
    checked(`${m.label} × 401`);
    await m.prepare?.();
  }
  const calls = track(page, m.method, m.pathRe);
  await injectFault(page, { method: m.method, path: m.path, delayMs: 10_000, times: 1 });
  await m.fire();
  await expect.poll(calls.count).toBe(1);
  await expectBusy(m.slow.busy);
  if (m.slow.again) await m.slow.again();
  else await clickAgain(page, m.slow.busy);
  await expectBusy(m.slow.busy);
  expect(calls.count()).toBe(1);
  if (onFakeClock.has(page)) {
    await fastForwardDelayedCall(page);
  } else {
    // Real time: still in flight (one request, busy) more than halfway through the 10 s; then
    // done() sees the answer (no client-side timeout cut it short).
    await page.waitForTimeout(6_000);
    await expectBusy(m.slow.busy);
    expect(calls.count()).toBe(1);
  }
  await m.slow.done();
  expect(calls.count()).toBe(1);
  calls.stop();
  checked(`${m.label} × slow`);
}

/** A second click on a busy control (it takes no ordinary click) and Enter on whatever has focus. */
async function clickAgain(page: Page, control: Locator) {
  await control.click({ force: true });
  await page.keyboard.press("Enter");
}


function cents(text: string | null): number {
  const m = /\$([\d,]+)\.(\d{2})/.exec(text ?? "");
  if (!m) throw new Error(`not money: ${text}`);
  return Number(m[1].replace(/,/g, "")) * 100 + Number(m[2]);
}

/** "{n} total" under the visible table. */
async function totalRows(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ total$/).filter({ visible: true }).textContent();
  return Number(text!.replace(/\D/g, ""));
}

/** Confirms the open Popconfirm with its OK button. */
async function confirmPopup(page: Page, title: string, ok: string) {
  const pop = page.locator(".ant-popover:visible").filter({ hasText: title });
  await pop.getByRole("button", { name: ok, exact: true }).click();
}

/** An antd loading Select (its wrapper carries the loading class). */
function selectWrapper(field: Locator) {
  return field.locator("xpath=ancestor::div[contains(@class,'ant-select ')][1]");
}

test.describe("faults on every mutation", () => {
  test("sign-in: a failure shows the credentials hint, no network the network message; a slow sign-in is sent once", async ({ page }) => {
    await openSignIn(page);
    const email = page.getByPlaceholder("Enter your email");
    await email.fill(EMAIL.operator);
    await page.waitForFunction(() => "__paydeskDemo" in window);
    const submit = page.getByRole("button", { name: "Sign in" });
    for (const c of [...FAULTS, { name: "401", fault: { status: 401, body: "User not found" }, message: "" }]) {
      await injectFault(page, { method: "POST", path: "/api/user/login", ...c.fault, times: 1 });
      await submit.click();
      await expect(page.getByRole("alert")).toHaveText(c.fault.network ? NETWORK_ERROR : INVALID_CREDENTIALS);
      await expect(email).toHaveValue(EMAIL.operator);
      await expect(submit).toBeEnabled();
      checked(`sign-in × ${c.name}`);
    }
    const calls = track(page, "POST", /^\/api\/user\/login$/);
    await injectFault(page, { method: "POST", path: "/api/user/login", delayMs: 10_000, times: 1 });
    await submit.click();
    const busy = page.getByRole("button", { name: "Signing in..." });
    await expect(busy).toBeDisabled();
    await busy.click({ force: true });
    await email.press("Enter");
    await expect.poll(calls.count).toBe(1);
    await fastForwardDelayedCall(page);
    await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
    expect(calls.count()).toBe(1);
    checked("sign-in × slow");
  });

  test("dashboard: Load Funds, Withdraw Funds, Generate QR", async ({ page }) => {
    await start(page, "operator");
    const balance = page.getByTestId("available-balance");
    await expect(balance).toHaveText(/\$/);

    // Load first, so the withdrawal of the same amount always has the funds.
    for (const [mode, action, success, sign] of [
      ["Load Funds", "load", "Funds loaded successfully", 1],
      ["Withdraw Funds", "withdraw", "Funds withdrawn successfully", -1],
    ] as const) {
      const dialog = page.getByRole("dialog", { name: mode });
      const amount = dialog.getByLabel("Amount ($)");
      const submit = dialog.getByRole("button", { name: "Submit" });
      let wallet = "";
      let before = 0;
      await checkMutation(page, "operator", "/", {
        label: `dashboard ${mode}`,
        method: "POST",
        path: `/api/wallets/*/${action}`,
        pathRe: new RegExp(`^/api/wallets/[^/]+/${action}$`),
        prepare: async () => {
          await expect(balance).toHaveText(/\$/);
          before = cents(await balance.textContent());
          await page.getByRole("button", { name: mode }).click();
          wallet = (await selected(dialog.getByLabel("Wallet")).textContent()) ?? "";
          await amount.fill("12.34");
        },
        fire: () => submit.click(),
        intact: async () => {
          await expect(dialog).toBeVisible();
          await expect(amount).toHaveValue("12.34");
          await expect(selected(dialog.getByLabel("Wallet"))).toHaveText(wallet);
          await expect(submit).toBeEnabled();
        },
        slow: {
          busy: submit,
          again: async () => {
            await clickAgain(page, submit);
            await amount.press("Enter");
          },
          done: async () => {
            await expect(toast(page, success)).toBeVisible();
            await expect(dialog).toBeHidden();
            // Exactly one movement of $12.34.
            await expect.poll(async () => cents(await balance.textContent())).toBe(before + sign * 1234);
          },
        },
      });
    }

    const qr = page.getByRole("button", { name: "Generate QR" });
    await checkMutation(page, "operator", "/", {
      label: "dashboard Generate QR",
      method: "POST",
      path: "/api/wallets/*/qr",
      pathRe: /^\/api\/wallets\/[^/]+\/qr$/,
      fire: () => qr.click(),
      intact: () => expect(qr).toBeEnabled(),
      slow: {
        busy: qr,
        done: async () => {
          await expect(toast(page, "Wallet QR code")).toHaveCount(1);
          await expect(qr).toBeEnabled();
        },
      },
    });
  });

  test("wallets: Create Wallet, and a row's Load, Withdraw and QR", async ({ page }) => {
    await start(page, "operator", "/wallets");
    await expect(page.getByRole("row").nth(1)).toBeVisible();

    const create = page.getByRole("dialog", { name: "Create Wallet" });
    let count = 0;
    await checkMutation(page, "operator", "/wallets", {
      label: "Create Wallet",
      method: "POST",
      path: "/api/wallets",
      pathRe: /^\/api\/wallets$/,
      prepare: async () => {
        await expect(page.getByRole("row").nth(1)).toBeVisible();
        count = await totalRows(page);
        await page.getByRole("button", { name: "Create Wallet" }).click();
        await create.getByLabel("Merchant ID").fill("m_faults");
        await create.getByLabel("Customer ID").fill("cust_faults_wallet");
      },
      fire: () => create.getByRole("button", { name: "Create" }).click(),
      intact: async () => {
        await expect(create).toBeVisible();
        await expect(create.getByLabel("Merchant ID")).toHaveValue("m_faults");
        await expect(create.getByLabel("Customer ID")).toHaveValue("cust_faults_wallet");
        await expect(create.getByRole("button", { name: "Create" })).toBeEnabled();
      },
      slow: {
        busy: create.getByRole("button", { name: "Create" }),
        again: async () => {
          await clickAgain(page, create.getByRole("button", { name: "Create" }));
          await create.getByLabel("Customer ID").press("Enter");
        },
        done: async () => {
          await expect(toast(page, "Wallet created successfully")).toBeVisible();
          await expect(create).toBeHidden();
          await expect(page.getByRole("row").filter({ hasText: "cust_faults_wallet" })).toHaveCount(1);
          await expect.poll(() => totalRows(page)).toBe(count + 1);
        },
      },
    });

    // The first active wallet (the new one: $0.00, so load before withdrawing).
    const loadButton = page.getByRole("button", { name: /^Load funds to wallet / }).and(page.locator(":enabled")).first();
    const short = (await loadButton.getAttribute("aria-label"))!.replace("Load funds to wallet ", "");
    const row = page.getByRole("row").filter({ has: page.getByRole("button", { name: `Load funds to wallet ${short}` }) });
    const rowBalance = async () => cents(await row.getByRole("cell").nth(2).textContent());
    for (const [mode, action, title, success, sign] of [
      ["Load", "load", "Load Funds", "Funds loaded successfully", 1],
      ["Withdraw", "withdraw", "Withdraw Funds", "Funds withdrawn successfully", -1],
    ] as const) {
      const dialog = page.getByRole("dialog", { name: title });
      const amount = dialog.getByLabel("Amount ($)");
      const submit = dialog.getByRole("button", { name: "Submit" });
      let before = 0;
      await checkMutation(page, "operator", "/wallets", {
        label: `wallet row ${mode}`,
        faults: SHARED_FAULTS,
        unauthorized: false,
        method: "POST",
        path: `/api/wallets/*/${action}`,
        pathRe: new RegExp(`^/api/wallets/[^/]+/${action}$`),
        prepare: async () => {
          before = await rowBalance();
          await row.getByRole("button", { name: new RegExp(`^${mode} funds`) }).click();
          await expect(selected(dialog.getByLabel("Wallet"))).toHaveText(new RegExp(`^${short.slice(0, 8)}`));
          await amount.fill("12.34");
        },
        fire: () => submit.click(),
        intact: async () => {
          await expect(dialog).toBeVisible();
          await expect(amount).toHaveValue("12.34");
          await expect(selected(dialog.getByLabel("Wallet"))).toHaveText(new RegExp(`^${short.slice(0, 8)}`));
          await expect(submit).toBeEnabled();
        },
        slow: {
          busy: submit,
          done: async () => {
            await expect(toast(page, success)).toBeVisible();
            await expect(dialog).toBeHidden();
            await expect.poll(rowBalance).toBe(before + sign * 1234);
          },
        },
      });
    }

    const qr = row.getByRole("button", { name: `QR code for wallet ${short}` });
    await checkMutation(page, "operator", "/wallets", {
      label: "wallet row QR",
      faults: SHARED_FAULTS,
      unauthorized: false,
      method: "POST",
      path: "/api/wallets/*/qr",
      pathRe: /^\/api\/wallets\/[^/]+\/qr$/,
      fire: () => qr.click(),
      intact: () => expect(qr).toBeEnabled(),
      slow: {
        busy: qr,
        done: async () => {
          await expect(toast(page, "Wallet QR code")).toHaveCount(1);
          await expect(qr).toBeEnabled();
        },
      },
    });
  });

  test("token vault: Tokenize Payment Method (the slow answer waited out in real time)", async ({ page }) => {
    await start(page, "operator", "/tokens", false);
    const dialog = page.getByRole("dialog", { name: "Tokenize Payment Method" });
    const ok = dialog.getByRole("button", { name: "Tokenize" });
    const fields: Array<[string, string]> = [
      ["Last Four", "4242"],
      ["Expiry Month", "09"],
      ["Expiry Year", "2031"],
      ["Merchant ID", "m_faults"],
      ["Customer ID", "cust_faults_token"],
    ];
    let count = 0;
    await checkMutation(page, "operator", "/tokens", {
      label: "Tokenize",
      method: "POST",
      path: "/api/tokens",
      pathRe: /^\/api\/tokens$/,
      prepare: async () => {
        await expect(page.getByRole("row").nth(1)).toBeVisible();
        count = await totalRows(page);
        await page.getByRole("button", { name: "Tokenize Payment Method" }).click();
        await choose(page, dialog.getByLabel("Payment Method Type"), "Card");
        for (const [label, value] of fields) await dialog.getByLabel(label).fill(value);
      },
      fire: () => ok.click(),
      intact: async () => {
        await expect(dialog).toBeVisible();
        await expect(selected(dialog.getByLabel("Payment Method Type"))).toHaveText("Card");
        for (const [label, value] of fields) await expect(dialog.getByLabel(label)).toHaveValue(value);
        await expect(ok).toBeEnabled();
      },
      slow: {
        busy: ok,
        again: async () => {
          await clickAgain(page, ok);
          await dialog.getByLabel("Customer ID").press("Enter");
        },
        done: async () => {
          await expect(toast(page, "Token created successfully")).toBeVisible();
          await expect(dialog).toBeHidden();
          await expect.poll(() => totalRows(page)).toBe(count + 1);
          await page.getByPlaceholder("Search tokens by ID, type, last four, or customer...").fill("cust_faults_token");
          await expect(page.getByRole("row").filter({ hasText: "cust_faults_token" })).toHaveCount(1);
        },
      },
    });
  });

  test("onboarding: Add Merchant, Upload KYC Document, merchant KYC decision, document review", async ({ page }) => {
    test.setTimeout(120_000);
    await start(page, "operator", "/onboarding");

    const add = page.getByRole("dialog", { name: "Add Merchant" });
    const addOk = add.getByRole("button", { name: "Add Merchant" });
    const merchant: Array<[string, string]> = [
      ["Legal Name", "Faults Test LLC"],
      ["EIN", "12-3456789"],
    ];
    let merchants = 0;
    await checkMutation(page, "operator", "/onboarding", {
      label: "Add Merchant",
      method: "POST",
      path: "/api/merchants",
      pathRe: /^\/api\/merchants$/,
      prepare: async () => {
        await expect(page.getByRole("row").nth(1)).toBeVisible();
        merchants = await totalRows(page);
        await page.getByRole("button", { name: "Add Merchant", exact: true }).click();
        for (const [label, value] of merchant) await add.getByLabel(label).fill(value);
        await choose(page, add.getByLabel("Business Type"), "LLC");
      },
      fire: () => addOk.click(),
      intact: async () => {
        await expect(add).toBeVisible();
        for (const [label, value] of merchant) await expect(add.getByLabel(label)).toHaveValue(value);
        await expect(selected(add.getByLabel("Business Type"))).toHaveText("LLC");
        await expect(addOk).toBeEnabled();
      },
      slow: {
        busy: addOk,
        again: async () => {
          await clickAgain(page, addOk);
          await add.getByLabel("EIN").press("Enter");
        },
        done: async () => {
          await expect(toast(page, "Merchant created successfully")).toBeVisible();
          await expect(add).toBeHidden();
          await expect(page.getByRole("row").filter({ hasText: "Faults Test LLC" })).toHaveCount(1);
          await expect.poll(() => totalRows(page)).toBe(merchants + 1);
        },
      },
    });

    const upload = page.getByRole("dialog", { name: "Upload KYC Document" });
    const uploadOk = upload.getByRole("button", { name: "Upload" });
    const documentFields: Array<[string, string]> = [
      ["File Name", "faults-statement.pdf"],
      ["File URL", "https://files.example.com/faults-statement.pdf"],
    ];
    await checkMutation(page, "operator", "/onboarding", {
      label: "Upload KYC Document",
      method: "POST",
      path: "/api/kyc-documents",
      pathRe: /^\/api\/kyc-documents$/,
      prepare: async () => {
        await page.getByRole("button", { name: "Upload KYC Document" }).click();
        await choose(page, upload.getByLabel("Merchant"), "Maple Street Bakery", "Maple");
        await choose(page, upload.getByLabel("Document Type"), "Bank Statement");
        for (const [label, value] of documentFields) await upload.getByLabel(label).fill(value);
      },
      fire: () => uploadOk.click(),
      intact: async () => {
        await expect(upload).toBeVisible();
        await expect(selected(upload.getByLabel("Merchant"))).toHaveText("Maple Street Bakery");
        await expect(selected(upload.getByLabel("Document Type"))).toHaveText("Bank Statement");
        for (const [label, value] of documentFields) await expect(upload.getByLabel(label)).toHaveValue(value);
        await expect(uploadOk).toBeEnabled();
      },
      slow: {
        busy: uploadOk,
        again: async () => {
          await clickAgain(page, uploadOk);
          await upload.getByLabel("File Name").press("Enter");
        },
        done: async () => {
          await expect(toast(page, "KYC document uploaded successfully")).toBeVisible();
          await expect(upload).toBeHidden();
          await page.getByRole("tab", { name: "KYC Documents" }).click();
          await expect(page.getByRole("row").filter({ hasText: "faults-statement.pdf" })).toHaveCount(1);
          await page.getByRole("tab", { name: "Merchants" }).click();
        },
      },
    });

    // Merchant KYC decision: Approve behind its confirmation.
    const name = "Maple Street Bakery";
    const merchantRow = page.getByRole("row").filter({ hasText: name });
    const approveMerchant = merchantRow.getByRole("button", { name: `Approve ${name}` });
    await checkMutation(page, "operator", "/onboarding", {
      label: "merchant KYC status",
      method: "PUT",
      path: "/api/merchants/*",
      pathRe: /^\/api\/merchants\/[^/]+$/,
      fire: async () => {
        await approveMerchant.click();
        await confirmPopup(page, `Approve ${name}?`, "Approve");
      },
      intact: async () => {
        await expect(merchantRow.locator(".ant-tag")).toHaveText(["Pending", "Pending"]);
        await expect(approveMerchant).toBeEnabled();
        await expect(merchantRow.getByRole("button", { name: `Reject ${name}` })).toBeEnabled();
      },
      slow: {
        busy: approveMerchant,
        again: async () => {
          await clickAgain(page, approveMerchant);
          await merchantRow.getByRole("button", { name: `Reject ${name}` }).click({ force: true });
          await expect(page.locator(".ant-popover:visible")).toHaveCount(0);
        },
        done: async () => {
          await expect(toast(page, "Merchant status updated")).toBeVisible();
          await expect(merchantRow.locator(".ant-tag")).toHaveText(["Approved", "Approved"]);
        },
      },
    });

    // Document review on the KYC tab: the first pending document.
    await page.getByRole("tab", { name: "KYC Documents" }).click();
    await expect(page).toHaveURL(/tab=kyc/);
    const kycPanel = page.getByRole("tabpanel", { name: "KYC Documents" });
    const firstApprove = kycPanel.getByRole("button", { name: /^Approve / }).first();
    await expect(firstApprove).toBeVisible();
    const subject = (await firstApprove.getAttribute("aria-label"))!.replace("Approve ", "");
    const fileName = subject.split(" ").pop()!;
    const docRow = kycPanel.getByRole("row").filter({ hasText: fileName });
    const approveDoc = docRow.getByRole("button", { name: `Approve ${subject}` });
    await checkMutation(page, "operator", "/onboarding?tab=kyc", {
      label: "KYC document review",
      method: "PUT",
      path: "/api/kyc-documents/*",
      pathRe: /^\/api\/kyc-documents\/[^/]+$/,
      fire: async () => {
        await approveDoc.click();
        await confirmPopup(page, `Approve ${subject}?`, "Approve");
      },
      intact: async () => {
        await expect(docRow.locator(".ant-tag")).toHaveText("Pending");
        await expect(approveDoc).toBeEnabled();
      },
      slow: {
        busy: approveDoc,
        done: async () => {
          await expect(toast(page, "Document status updated")).toBeVisible();
          await expect(docRow.locator(".ant-tag")).toHaveText("Approved");
        },
      },
    });
  });

  test("admin portal: create, toggle and delete an API key", async ({ page }) => {
    test.setTimeout(90_000);
    const path = "/admin?tab=api-keys";
    await start(page, "admin", path);
    const dialog = page.getByRole("dialog", { name: "Create API Key" });
    const submit = dialog.getByRole("button", { name: "Create API Key" });
    const keyName = "Faults key";
    await checkMutation(page, "admin", path, {
      label: "Create API Key",
      method: "POST",
      path: "/api/api-keys",
      pathRe: /^\/api\/api-keys$/,
      prepare: async () => {
        await expect(page.getByRole("row").nth(1)).toBeVisible();
        await page.getByRole("button", { name: "Create API Key" }).click();
        await dialog.getByLabel("Name").fill(keyName);
        await choose(page, dialog.getByLabel("Environment"), "Production");
      },
      fire: () => submit.click(),
      intact: async () => {
        await expect(dialog).toBeVisible();
        await expect(dialog.getByLabel("Name")).toHaveValue(keyName);
        await expect(selected(dialog.getByLabel("Merchant"))).toHaveText("Global");
        await expect(selected(dialog.getByLabel("Environment"))).toHaveText("Production");
        await expect(submit).toBeEnabled();
      },
      slow: {
        busy: submit,
        again: async () => {
          await clickAgain(page, submit);
          await dialog.getByLabel("Name").press("Enter");
        },
        done: async () => {
          await expect(toast(page, "API key created successfully")).toBeVisible();
          await expect(dialog).toBeHidden();
          await expect(page.getByRole("row").filter({ hasText: keyName })).toHaveCount(1);
        },
      },
    });

    const row = page.getByRole("row").filter({ hasText: keyName });
    const active = row.getByRole("switch", { name: `Active: ${keyName}` });
    await checkMutation(page, "admin", path, {
      label: "toggle API key",
      method: "PUT",
      path: "/api/api-keys/*",
      pathRe: /^\/api\/api-keys\/[^/]+$/,
      fire: () => active.click(),
      intact: async () => {
        await expect(active).toBeChecked();
        await expect(active).toBeEnabled();
        await expect(row.getByText("Active", { exact: true })).toBeVisible();
      },
      slow: {
        busy: active,
        done: async () => {
          await expect(toast(page, "API key updated successfully")).toBeVisible();
          await expect(active).not.toBeChecked();
          await expect(row.getByText("Inactive", { exact: true })).toBeVisible();
        },
      },
    });

    // The confirmation closes after a failure (nothing typed in it); the key stays, Delete works again.
    const confirm = page.getByRole("dialog").filter({ hasText: "Are you sure you want to delete this API key? This action cannot be undone." });
    const confirmDelete = confirm.getByRole("button", { name: "Delete" });
    const deleteButton = row.getByRole("button", { name: `Delete ${keyName}` });
    await checkMutation(page, "admin", path, {
      label: "delete API key",
      method: "DELETE",
      path: "/api/api-keys/*",
      pathRe: /^\/api\/api-keys\/[^/]+$/,
      fire: async () => {
        await deleteButton.click();
        await confirmDelete.click();
      },
      intact: async () => {
        await expect(confirm).toBeHidden();
        await expect(row).toHaveCount(1);
        await expect(deleteButton).toBeEnabled();
      },
      slow: {
        busy: confirmDelete,
        done: async () => {
          await expect(toast(page, "API key deleted successfully")).toBeVisible();
          await expect(page.getByRole("row").filter({ hasText: keyName })).toHaveCount(0);
        },
      },
    });
  });

  test("user management: change a role, delete a user", async ({ page }) => {
    await start(page, "admin", "/users");
    const dialog = page.getByRole("dialog", { name: "Edit User Role" });
    const update = dialog.getByRole("button", { name: "Update" });
    const priya = page.getByRole("row").filter({ hasText: "priya.nair@paydesk.dev" });
    await checkMutation(page, "admin", "/users", {
      label: "change role",
      method: "PUT",
      path: "/api/user/*",
      pathRe: /^\/api\/user\/[^/]+$/,
      message: "Failed to update user role. Please try again.",
      prepare: async () => {
        await priya.getByRole("button", { name: "Edit role of Priya Nair" }).click();
        await dialog.getByRole("radio", { name: /Operator/ }).check();
      },
      fire: () => update.click(),
      intact: async () => {
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole("radio", { name: /Operator/ })).toBeChecked();
        await expect(update).toBeEnabled();
      },
      slow: {
        busy: update,
        done: async () => {
          await expect(toast(page, "Role updated")).toBeVisible();
          await expect(dialog).toBeHidden();
          await expect(priya).toContainText("Operator");
        },
      },
    });

    const tom = page.getByRole("row").filter({ hasText: "tom.becker@paydesk.dev" });
    const confirm = page.getByRole("dialog").filter({ hasText: "This permanently deletes the account" });
    const confirmDelete = confirm.getByRole("button", { name: "Delete" });
    await checkMutation(page, "admin", "/users", {
      label: "delete user",
      method: "DELETE",
      path: "/api/user/*",
      pathRe: /^\/api\/user\/[^/]+$/,
      message: "Failed to delete user. Please try again.",
      fire: async () => {
        await tom.getByRole("button", { name: "Delete Tom Becker" }).click();
        await confirmDelete.click();
      },
      intact: async () => {
        await expect(confirm).toBeHidden();
        await expect(tom).toHaveCount(1);
        await expect(tom.getByRole("button", { name: "Delete Tom Becker" })).toBeEnabled();
      },
      slow: {
        busy: confirmDelete,
        done: async () => {
          await expect(toast(page, "User deleted")).toBeVisible();
          await expect(tom).toHaveCount(0);
        },
      },
    });
  });

  test("profile: Save Changes", async ({ page }) => {
    await start(page, "operator", "/profile");
    const save = page.getByRole("button", { name: "Save Changes" });
    const edits: Array<[string, string]> = [
      ["First name", "Jordana"],
      ["Phone", "+1 555 0100"],
      ["Department", "Risk"],
    ];
    await checkMutation(page, "operator", "/profile", {
      label: "update profile",
      method: "PUT",
      path: "/api/user/*",
      pathRe: /^\/api\/user\/[^/]+$/,
      message: "Failed to update profile. Please try again.",
      prepare: async () => {
        await page.getByRole("button", { name: "Edit" }).click();
        for (const [label, value] of edits) await page.getByLabel(label).fill(value);
      },
      fire: () => save.click(),
      intact: async () => {
        for (const [label, value] of edits) await expect(page.getByLabel(label)).toHaveValue(value);
        await expect(page.getByLabel("First name")).toBeEditable();
        await expect(save).toBeEnabled();
      },
      slow: {
        busy: save,
        again: async () => {
          await clickAgain(page, save);
          await page.getByLabel("Phone").press("Enter");
        },
        done: async () => {
          await expect(toast(page, "Profile updated")).toBeVisible();
          await expect(page.getByRole("heading", { name: "Jordana Lee" })).toBeVisible();
          await expect(save).toBeHidden();
        },
      },
    });
  });

  test("settings: a notification switch, a security switch, a preference and the theme", async ({ page }) => {
    test.setTimeout(90_000);
    await start(page, "viewer", "/settings");
    const settingsPath = "/api/user/*/settings";
    const settingsRe = /^\/api\/user\/[^/]+\/settings$/;

    for (const [label, section, success, from] of [
      ["Push Notifications", "notification", "Settings updated", false],
      ["Login Alerts", "security", "Security settings updated", true],
    ] as const) {
      const control = page.getByRole("switch", { name: label });
      await checkMutation(page, "viewer", "/settings", {
        label: `settings ${label}`,
        method: "PUT",
        path: settingsPath,
        pathRe: settingsRe,
        message: `Failed to update ${section} settings. Please try again.`,
        fire: () => control.click(),
        // SPEC §4: switches are reverted on failure.
        intact: async () => {
          await expect(control).toBeChecked({ checked: from });
          await expect(control).toBeEnabled();
        },
        slow: {
          busy: control,
          done: async () => {
            await expect(toast(page, success)).toBeVisible();
            await expect(control).toBeChecked({ checked: !from });
          },
        },
      });
    }

    // Preferences: a select is not reverted (SPEC §4) and is not locked while saving; it shows
    // loading, and the one change is sent once.
    const language = page.getByLabel("Language");
    for (const c of FAULTS) {
      await injectFault(page, { method: "PUT", path: settingsPath, ...c.fault, times: 1 });
      const next = c.name === "400" || c.name === "422" || c.name === "network" ? "Français" : "Español";
      await choose(page, language, next);
      await expectErrorToast(page, "Failed to update preferences. Please try again.");
      await expect(selected(language)).toHaveText(next);
      await expect(selectWrapper(language)).not.toHaveClass(/ant-select-loading/);
      checked(`settings Language × ${c.name}`);
    }
    const calls = track(page, "PUT", settingsRe);
    await injectFault(page, { method: "PUT", path: settingsPath, delayMs: 10_000, times: 1 });
    await choose(page, language, "Deutsch");
    await expect(selectWrapper(language)).toHaveClass(/ant-select-loading/);
    await expect.poll(calls.count).toBe(1); // the request leaves after the loading state shows
    await fastForwardDelayedCall(page);
    await expect(toast(page, "Preferences updated")).toBeVisible();
    await expect(selected(language)).toHaveText("Deutsch");
    expect(calls.count()).toBe(1);
    calls.stop();
    checked("settings Language × slow");

    // The header's theme toggle: applied at once, restored with the server's message on failure.
    const html = page.locator("html");
    const toggle = page.getByRole("button", { name: /Switch to (dark|light) theme/ });
    const theme = (await html.getAttribute("data-theme"))!;
    const other = theme === "dark" ? "light" : "dark";
    for (const c of FAULTS) {
      await injectFault(page, { method: "PUT", path: settingsPath, ...c.fault, times: 1 });
      await toggle.click();
      await expectErrorToast(page, c.message);
      await expect(html).toHaveAttribute("data-theme", theme);
      checked(`theme toggle × ${c.name}`);
    }
    const themeCalls = track(page, "PUT", settingsRe);
    await injectFault(page, { method: "PUT", path: settingsPath, delayMs: 10_000, times: 1 });
    await toggle.click();
    await expect(html).toHaveAttribute("data-theme", other);
    await expect.poll(themeCalls.count).toBe(1);
    await fastForwardDelayedCall(page);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("paydesk:user") ?? "{}").theme)).toBe(other);
    await expect(html).toHaveAttribute("data-theme", other);
    expect(themeCalls.count()).toBe(1);
    themeCalls.stop();
    checked("theme toggle × slow");
  });
});

/** The shell around a failed view still works: user menu, theme toggle and sidebar. */
async function expectShellWorks(page: Page) {
  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menuitem", { name: "Profile" })).toBeHidden();
  const html = page.locator("html");
  const theme = await html.getAttribute("data-theme");
  await page.getByRole("button", { name: /Switch to (dark|light) theme/ }).click();
  await expect(html).not.toHaveAttribute("data-theme", theme!);
  await page.getByRole("button", { name: /Switch to (dark|light) theme/ }).click();
  await expect(html).toHaveAttribute("data-theme", theme!);
}

/** A screen's own button opens its dialog over the failed list, and closes again. */
async function expectDialogOpens(page: Page, button: string, dialog: string) {
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByRole("dialog", { name: dialog })).toBeVisible();
  await page.getByRole("dialog", { name: dialog }).getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog", { name: dialog })).toBeHidden();
}

const nav = (page: Page, item: string) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: item }).click();

test.describe("failed reads", () => {
  test("every list and data view: an error state with Retry, the page keeps working, Retry recovers", async ({ page }) => {
    test.setTimeout(120_000);
    const main = page.locator("#main-content");
    const listError = async (title: string, message: string) => {
      await expect(main.getByText(title)).toBeVisible();
      await expect(main.getByText(message)).toBeVisible();
      await expect(main.getByRole("table")).toHaveCount(0);
      return main.getByRole("button", { name: "Retry" });
    };

    // Wallets, the first screen after sign-in (its query is shared with the dashboard's balance card).
    await openSignIn(page, "/wallets");
    await page.getByPlaceholder("Enter your email").fill(EMAIL.admin);
    await page.waitForFunction(() => "__paydeskDemo" in window);
    await injectFault(page, { method: "GET", path: "/api/wallets", status: 500, body: "Database exploded" });
    await page.getByRole("button", { name: "Sign in" }).click();
    let retry = await listError("Could not load wallets", "500: Database exploded");
    await expectDialogOpens(page, "Create Wallet", "Create Wallet");
    await expectShellWorks(page);
    // Still failing: stays an error state. Wait for that answer before clearing the fault, or the
    // refetch may reach the demo backend after it and succeed.
    const failedAgain = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/wallets" && r.status() === 500);
    await retry.click();
    await failedAgain;
    await expect(main.getByText("Could not load wallets")).toBeVisible();
    await clearFaults(page);
    await retry.click();
    await expect(main.getByRole("row").nth(1)).toBeVisible();
    await expect(main.getByText("Could not load wallets")).toHaveCount(0);
    checked("list Wallets");

    // Dashboard: metrics and recent transactions (the balance card shares the wallets query: see below).
    await injectFault(page, { method: "GET", path: "/api/dashboard/metrics", status: 500, body: "Database exploded" });
    await injectFault(page, { method: "GET", path: "/api/transactions", network: true });
    await nav(page, "Dashboard");
    await expect(main.getByText("Failed to load metrics")).toBeVisible();
    await expect(main.getByText("Failed to load transactions")).toBeVisible();
    await expect(main.getByText("No transactions found")).toHaveCount(0);
    await expect(main.getByTestId("available-balance")).toBeVisible();
    await expectShellWorks(page);
    await clearFaults(page);
    for (const title of ["Failed to load metrics", "Failed to load transactions"]) {
      await main.getByRole("alert").filter({ hasText: title }).getByRole("button", { name: "Retry" }).click();
    }
    await expect(main.getByText("Total Volume")).toBeVisible();
    await expect(main.getByRole("list", { name: "Recent transactions" }).getByRole("listitem")).toHaveCount(10);
    checked("dashboard metrics");
    checked("dashboard recent transactions");

    // The balance card: its wallets read fails on the refetch after a change.
    await injectFault(page, { method: "GET", path: "/api/wallets", status: 503, body: "Service unavailable" });
    await page.getByRole("button", { name: "Load Funds" }).click();
    await page.getByRole("dialog", { name: "Load Funds" }).getByLabel("Amount ($)").fill("1.00");
    await page.getByRole("dialog", { name: "Load Funds" }).getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Funds loaded successfully")).toBeVisible();
    await expect(main.getByText("Failed to load wallets")).toBeVisible();
    await expect(main.getByTestId("available-balance")).toHaveCount(0);
    await expect(main.getByRole("button", { name: "Onboard Merchant" })).toBeEnabled();
    await clearFaults(page);
    await main.getByRole("button", { name: "Retry" }).click();
    await expect(main.getByTestId("available-balance")).toBeVisible();
    checked("dashboard wallet balance");

    const screens: Array<{ item: string; path: string; title: string; fault: Omit<Fault, "method" | "path">; message: string; more?: () => Promise<void> }> = [
      {
        item: "Transactions",
        path: "/api/transactions",
        title: "Could not load transactions",
        fault: { status: 500, body: "Database exploded" },
        message: "500: Database exploded",
        more: async () => {
          await main.getByRole("button", { name: /More Filters/ }).click();
          await expect(main.getByLabel("Min amount ($)")).toBeVisible();
          await expect(main.getByRole("button", { name: "Export Data" })).toBeDisabled();
        },
      },
      {
        item: "Token Vault",
        path: "/api/tokens",
        title: "Could not load token vault",
        fault: { network: true },
        message: NETWORK_ERROR,
        more: () => expectDialogOpens(page, "Tokenize Payment Method", "Tokenize Payment Method"),
      },
      {
        item: "Onboarding",
        path: "/api/merchants",
        title: "Could not load merchants",
        fault: { status: 500, body: "Database exploded" },
        message: "500: Database exploded",
        more: () => expectDialogOpens(page, "Add Merchant", "Add Merchant"),
      },
    ];
    for (const s of screens) {
      await injectFault(page, { method: "GET", path: s.path, ...s.fault });
      await nav(page, s.item);
      retry = await listError(s.title, s.message);
      await s.more?.();
      await expectShellWorks(page);
      await clearFaults(page);
      await retry.click();
      await expect(main.getByRole("row").nth(1)).toBeVisible();
      await expect(main.getByText(s.title)).toHaveCount(0);
      checked(`list ${s.item}`);
    }

    // KYC Documents tab (read when the tab opens).
    await injectFault(page, { method: "GET", path: "/api/kyc-documents", status: 403, body: "Forbidden" });
    await page.getByRole("tab", { name: "KYC Documents" }).click();
    retry = await listError("Could not load kyc documents", "403: Forbidden");
    await expect(main.getByRole("combobox", { name: "Merchant" })).toBeEnabled();
    await expectDialogOpens(page, "Upload KYC Document", "Upload KYC Document");
    await expectShellWorks(page);
    await clearFaults(page);
    await retry.click();
    await expect(main.getByRole("row").nth(1)).toBeVisible();
    checked("list KYC Documents");

    // Admin Portal → API Keys.
    await injectFault(page, { method: "GET", path: "/api/api-keys", status: 500, body: "Database exploded" });
    await nav(page, "Admin Portal");
    await page.getByRole("tab", { name: "API Keys" }).click();
    retry = await listError("Could not load api keys", "500: Database exploded");
    await expectDialogOpens(page, "Create API Key", "Create API Key");
    await page.getByRole("tab", { name: "Webhooks" }).click();
    await page.getByRole("tab", { name: "API Keys" }).click();
    await expectShellWorks(page);
    await clearFaults(page);
    await retry.click();
    await expect(main.getByRole("row").nth(1)).toBeVisible();
    checked("list API Keys");

    // User Management.
    await injectFault(page, { method: "GET", path: "/api/users", network: true });
    await nav(page, "User Management");
    await expect(main.getByText("Failed to fetch users. Please try again.")).toBeVisible();
    await expect(main.getByRole("table")).toHaveCount(0);
    await main.getByLabel("Search users by name or email").fill("priya");
    await expect(page).toHaveURL(/q=priya/);
    await expectShellWorks(page);
    await clearFaults(page);
    await main.getByRole("button", { name: "Retry" }).click();
    await expect(main.getByRole("row").filter({ hasText: "priya.nair@paydesk.dev" })).toBeVisible();
    checked("list Users");
  });
});

test.describe("demo data", () => {
  test("a failed call stores nothing; what was saved survives reload, Regular Logout and Force Logout", async ({ page }) => {
    await start(page, "operator", "/wallets", false);
    const main = page.locator("#main-content");
    const rows = (text: string) => main.getByRole("row").filter({ hasText: text });
    await expect(main.getByRole("row").nth(1)).toBeVisible();
    const before = await totalRows(page);

    const create = page.getByRole("dialog", { name: "Create Wallet" });
    await page.getByRole("button", { name: "Create Wallet" }).click();
    await create.getByLabel("Customer ID").fill("cust_persist_failed");
    await injectFault(page, { method: "POST", path: "/api/wallets", status: 500, body: "Database exploded", times: 1 });
    await create.getByRole("button", { name: "Create" }).click();
    await expectErrorToast(page, "500: Database exploded");
    await create.getByLabel("Customer ID").fill("cust_persist_saved");
    await create.getByRole("button", { name: "Create" }).click();
    await expect(toast(page, "Wallet created successfully")).toBeVisible();
    await expect(create).toBeHidden();

    const expectSaved = async (when: string) => {
      await expect(rows("cust_persist_saved")).toHaveCount(1);
      await expect(rows("cust_persist_failed")).toHaveCount(0);
      await expect.poll(() => totalRows(page)).toBe(before + 1);
      checked(`demo data after ${when}`);
    };
    await expectSaved("the failed and the saved call");

    await page.reload();
    await expectSaved("reload");

    await page.getByRole("button", { name: "Regular Logout" }).click();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await page.goto("/login?to=%2Fwallets");
    await submitSignIn(page, "operator", "/wallets");
    await expectSaved("Regular Logout");

    await page.getByRole("button", { name: "Force Logout" }).click();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await page.goto("/login?to=%2Fwallets");
    await submitSignIn(page, "operator", "/wallets");
    await expectSaved("Force Logout");
  });
});
