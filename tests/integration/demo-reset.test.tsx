// "Reset demo data" in the user menu (issue 51 item 9): offered to admins only, carried out by the
// demo server's guarded call (tests/unit/mocks/demo-reset.test.ts has its rules).
import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "./render";
import { getDb } from "../../mocks/db";

// Under Vitest the demo backend answers through msw/node, so the app reports it off (no service
// worker to start); the user menu is what is under test here.
vi.mock("../../src/app/demo-backend", async (original) => ({ ...(await original<object>()), demoBackendEnabled: () => true }));

describe("Reset demo data", () => {
  it.each([
    ["admin", true],
    ["operator", false],
    ["viewer", false],
  ] as const)("the user menu offers Reset demo data to an admin only (%s)", async (role, offered) => {
    const user = userEvent.setup();
    await renderApp({ route: "/", role });
    await user.click(await screen.findByRole("button", { name: /user menu$/ }));
    expect(await screen.findByRole("menuitem", { name: "Settings" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Reset demo data" }) !== null).toBe(offered);
  });

  it("Reset demo data: the demo server puts the seed back and the console reads it again", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/", role: "admin" });
    const wallets = getDb().wallets.length;
    getDb().wallets.pop();
    await user.click(await screen.findByRole("button", { name: /user menu$/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Reset demo data" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Reset demo data?" })).getByRole("button", { name: "Reset demo data" }));
    expect(await screen.findByText("Demo data reset")).toBeInTheDocument();
    expect(getDb().wallets).toHaveLength(wallets);
    expect(getDb().audit?.[0]).toMatchObject({ action: "reset", resource: "demo", outcome: "success" });
  });

});
