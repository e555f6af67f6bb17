// Sessions (issue 20): logout ends the server session, hostile return paths, a user without an id,
// and the idle-timeout warning (the error screen: tests/integration/session.test.tsx), in Chromium on the production build.
import { expect, test, type Page } from "@playwright/test";
import { animationsDone, EMAIL, injectFault, setTheme, signIn } from "./helpers";

const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Status of GET /api/wallets sent from the page with the cookies it has now, as the demo backend answers it. */
async function walletsStatus(page: Page): Promise<number> {
  const { status, type } = await page.evaluate(() =>
    fetch("/api/wallets", { credentials: "include" }).then((r) => ({ status: r.status, type: r.headers.get("content-type") ?? "" })),
  );
  // A call that misses the demo backend reaches the static host, which answers with its index.html, 200.
  expect(type, "answered by the demo backend, not the static host").not.toContain("text/html");
  return status;
}

/**
 * The session cookie as the page's msw keeps it: the server's cookie is HttpOnly, so it is not in
 * document.cookie but in msw's own cookie store (localStorage), which msw sends with every API call.
 */
async function sessionCookie(page: Page): Promise<string> {
  const cookie = await page.evaluate(() => {
    const find = (value: unknown): string | undefined => {
      if (!value || typeof value !== "object") return undefined;
      const { key, value: v } = value as { key?: unknown; value?: unknown };
      if (key === "paydesk_session" && typeof v === "string" && v) return `paydesk_session=${v}`;
      for (const inner of Object.values(value)) {
        const found = find(inner);
        if (found) return found;
      }
      return undefined;
    };
    return find(JSON.parse(localStorage.getItem("__msw-cookie-store__") ?? "null"));
  });
  expect(cookie).toBeTruthy();
  return cookie!;
}

/** On the sign-in page the demo backend starts once the e-mail field is used. */
async function startBackendOnSignIn(page: Page) {
  await page.getByPlaceholder("Enter your email").fill(EMAIL.viewer);
  await page.waitForFunction(() => "__paydeskDemo" in window);
}

test.describe("logout ends the server session (extension logout)", () => {
  for (const button of ["Regular Logout", "Force Logout"]) {
    test(`${button}: the old session cookie gets 401 afterwards`, async ({ page }) => {
      await signIn(page, "viewer");
      const cookie = await sessionCookie(page);
      expect(await walletsStatus(page)).toBe(200);
      // The logout call's own answer, for the message below: this failed 1 CI run in ~10 under load
      // (200 afterwards) and the answer tells a call that never ended the session from one undone later.
      const logoutAnswer = page
        .waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/user/logout", { timeout: 15_000 })
        .then((r) => `logout answered ${r.status()}`, () => "no logout answer seen");
      await page.getByRole("button", { name: button }).click();
      await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
      await startBackendOnSignIn(page);
      // The old cookie sent again (msw adds the document's cookies to every call).
      await page.evaluate((c) => (document.cookie = `${c}; path=/`), cookie);
      expect(await walletsStatus(page), await logoutAnswer).toBe(401);
      expect(await logoutAnswer).toBe("logout answered 204");
    });
  }
});

// The cause of the flake above: tests take `__paydeskDemo` as "the demo backend answers now", and it
// used to appear before msw listened, so a call made at once reached the static host (200, its index.html).
test("the demo backend answers the moment it says it is ready", async ({ page }) => {
  await page.addInitScript(() => {
    let hook: unknown;
    Object.defineProperty(window, "__paydeskDemo", {
      configurable: true,
      get: () => hook,
      set: (value) => {
        hook = value;
        (window as unknown as { firstCall: Promise<string> }).firstCall = fetch("/api/wallets").then((r) => `${r.status} ${r.headers.get("content-type")}`);
      },
    });
  });
  await page.goto("/login");
  await page.getByPlaceholder("Enter your email").fill(EMAIL.viewer); // starts the demo backend
  await page.waitForFunction(() => "firstCall" in window);
  // Not signed in: the demo backend's 401 (the static host would say 200, text/html).
  expect(await page.evaluate(() => (window as unknown as { firstCall: Promise<string> }).firstCall)).toMatch(/^401 text\/plain/);
});

test("the demo backend's service worker handles the API calls only: script chunks load straight from the network", async ({ page, context }) => {
  // A request the service worker passes on shows up as its own fetch (msw's passthrough); one it
  // leaves alone, or answers itself (every API call), does not.
  const passedOn: string[] = [];
  context.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (r.serviceWorker() && !/\/(demo-service-worker|mockServiceWorker)\.js$/.test(path)) passedOn.push(path);
  });
  await signIn(page, "operator", "/wallets");
  await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/demo-service-worker\.js$/);
  // Lazy chunks loaded after the demo backend started (the dialog's form; the Token Vault screen).
  await page.getByRole("button", { name: "Create Wallet" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Wallet" });
  await expect(dialog).toBeVisible();
  // Closed with its Cancel button: an Escape pressed the moment the dialog shows can still reach the
  // page, before focus has moved into the dialog (CI: the dialog stayed open and covered the menu).
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Token Vault" }).click();
  await expect(page.getByRole("button", { name: "Tokenize Payment Method" })).toBeVisible();
  expect(await walletsStatus(page)).toBe(200); // the API still goes to the demo backend
  expect(passedOn).toEqual([]);
});

test.describe("sign-in return path", () => {
  const hostile = ["/%09/evil.example", "/%0A/evil.example", "//evil.example", "https:evil.example", "/%5Cevil.example", "javascript:alert(1)"];
  for (const to of hostile) {
    test(`?to=${to} lands on the dashboard, signed in, and survives a reload`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("dialog", (d) => errors.push(`dialog: ${d.message()}`));
      await page.goto(`/login?to=${to}`);
      await page.getByPlaceholder("Enter your email").fill(EMAIL.viewer);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
      expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
      expect(new URL(page.url()).pathname).toBe("/");
      await page.reload();
      await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe("/");
      expect(errors).toEqual([]);
    });
  }
});

test("a user record without an id signs in and works (ID: none)", async ({ page }) => {
  // A real session first (the cookie), then the sign-in answer without an id, as another server might send.
  await signIn(page, "viewer");
  const { id, ...withoutId } = await page.evaluate(() => JSON.parse(localStorage.getItem("paydesk:user")!));
  expect(id).toBeTruthy();
  await page.evaluate(() => localStorage.removeItem("paydesk:user"));
  await page.goto("/login");
  await startBackendOnSignIn(page);
  await injectFault(page, { method: "POST", path: "/api/user/login", status: 200, body: JSON.stringify(withoutId), times: 1 });
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("ID: none")).toBeVisible();
  await expect(page.getByText("viewer account")).toBeVisible();
  await expect(page.getByText("Total Volume")).toBeVisible();
  await expect(page.getByText("Failed to load metrics")).toHaveCount(0);
  // The theme applies (kept locally: there is no id to save it under).
  await setTheme(page, "dark");
  await setTheme(page, "light");
});

test("idle timeout: a warning a minute before, Stay signed in, then sign-out with the expired message", async ({ page }) => {
  await page.clock.install();
  // The viewer's own timeout is the default 30 minutes; the demo's organisation (extension
  // `organisation`, its default maximum) allows 15, which applies.
  await signIn(page, "viewer", "/wallets");
  await expect(page.getByText("Active Wallets")).toBeVisible();
  const warnAt = () => page.evaluate(() => JSON.parse(localStorage.getItem("paydesk:session")!).lastActiveAt + 14 * 60_000);
  // The clock stops one minute before the end of 15 idle minutes (timers due by then fire).
  const first = await warnAt();
  await page.clock.pauseAt(first - 1000);
  await expect(page.getByText(/Your session will expire/)).toHaveCount(0);
  await page.clock.pauseAt(first);
  await expect(page.getByText("Your session will expire in 60 seconds")).toBeVisible();
  // Time runs again (the dialog's opening animation too) for the picture.
  await page.clock.resume();
  await animationsDone(page);
  await expect(page.getByRole("dialog", { name: "Session expiring" })).toBeVisible();
  await shot(page, "warning-light");
  await page.getByRole("button", { name: "Stay signed in" }).click();
  await expect(page.getByText(/Your session will expire/)).toHaveCount(0);
  expect(await warnAt()).toBeGreaterThan(first);

  await setTheme(page, "dark"); // its save is a call too: wait until the last activity settles
  let settled = 0;
  await expect
    .poll(async () => {
      const now = await warnAt();
      const same = now === settled;
      settled = now;
      return same;
    }, { intervals: [500] })
    .toBe(true);
  await page.clock.pauseAt(settled);
  await expect(page.getByText("Your session will expire in 60 seconds")).toBeVisible();
  await page.clock.resume();
  await animationsDone(page);
  await shot(page, "warning-dark");
  await page.clock.fastForward("01:00");
  await expect(page.getByText("Your session has expired. Please sign in again.")).toBeVisible();
  await expect(page).toHaveURL(/\/login\?expired=1&to=%2Fwallets/);
});
