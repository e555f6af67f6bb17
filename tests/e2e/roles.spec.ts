// Role rules from the console's side (issue 7; DESIGN "Roles"): every route and its write actions,
// per role, by direct URL. The demo backend's side (403 per endpoint) is tests/unit/mocks/roles-matrix.test.ts.
import { expect, test, type Page } from "@playwright/test";
import { signIn, type Role } from "./helpers";

const RANK: Record<Role, number> = { viewer: 0, operator: 1, admin: 2 };

interface RouteRule {
  path: string;
  heading: string;
  /** Lowest role that may open the route. */
  read: Role;
  /** Lowest role allowed to use the write actions below (shown disabled, with a reason, below it). */
  write?: Role;
  writes?: Array<string | RegExp>;
  /** Waits until the write actions are drawn (lists load first). */
  ready?: (page: Page) => Promise<void>;
}

const rows = (page: Page) => expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();

const ROUTES: RouteRule[] = [
  {
    path: "/",
    heading: "Dashboard",
    read: "viewer",
    write: "operator",
    writes: ["Load Funds", "Withdraw Funds", "Generate QR"],
    ready: (page) => expect(page.getByTestId("available-balance")).toBeVisible(),
  },
  {
    path: "/wallets",
    heading: "Wallets",
    read: "viewer",
    write: "operator",
    writes: ["Create Wallet", /^Load funds to wallet/, /^Withdraw funds from wallet/, /^QR code for wallet/],
    ready: rows,
  },
  { path: "/transactions", heading: "Transactions", read: "viewer", ready: rows },
  { path: "/tokens", heading: "Token Vault", read: "operator", write: "operator", writes: ["Tokenize Payment Method"], ready: rows },
  { path: "/onboarding", heading: "Onboarding", read: "operator", write: "operator", writes: ["Add Merchant"], ready: rows },
  { path: "/onboarding?tab=kyc", heading: "Onboarding", read: "operator", write: "operator", writes: ["Upload KYC Document"], ready: rows },
  { path: "/admin?tab=api-keys", heading: "Admin Portal", read: "admin", write: "admin", writes: ["Create API Key"], ready: rows },
  { path: "/developer", heading: "Developer", read: "admin" },
  { path: "/users", heading: "User Management", read: "admin", ready: rows },
  { path: "/profile", heading: "Profile", read: "viewer" },
  { path: "/settings", heading: "Settings", read: "viewer" },
];

for (const role of ["viewer", "operator", "admin"] as const) {
  test(`${role}: every route opens or is denied, and its write actions follow the role`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, role);
    for (const route of ROUTES) {
      await test.step(route.path, async () => {
        await page.goto(route.path);
        const header = page.getByRole("banner").getByRole("heading", { level: 1 });
        if (RANK[role] < RANK[route.read]) {
          await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
          await expect(page.getByText(`Your ${role} role cannot open this page.`)).toBeVisible();
          return;
        }
        await expect(header).toHaveText(route.heading);
        await expect(page.getByRole("heading", { name: "Access denied" })).toHaveCount(0);
        if (route.ready) await route.ready(page);
        for (const name of route.writes ?? []) {
          const button = page.getByRole("main").getByRole("button", { name }).first();
          await expect(button).toBeVisible();
          if (RANK[role] >= RANK[route.write ?? "viewer"]) await expect(button).toBeEnabled();
          else await expect(button).toBeDisabled();
        }
      });
    }
  });
}
