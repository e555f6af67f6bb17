// With the `audit` and `secrets` extensions off (a SPEC §7 server): no Activity route or sidebar
// entry, no Activity section on record pages, and Reveal/Copy use the list's value with no call.
import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getDb } from "../../mocks/db";
import { setDemoExtensions } from "../../mocks/extensions";
import { server } from "../../mocks/node";
import { renderApp } from "./render";
import { rowOf } from "./admin-helpers";

vi.mock("../../providers/extensions", async (original) => ({
  ...(await original<typeof import("../../providers/extensions")>()),
  hasExtension: () => false,
}));


describe("extensions audit and secrets off", () => {
  it("no Activity anywhere, no audit or secret call; Reveal shows the list's value", async () => {
    setDemoExtensions([]);
    const calls: string[] = [];
    server.events.on("request:start", ({ request }) => calls.push(`${request.method} ${new URL(request.url).pathname}`));
    const user = userEvent.setup();
    const wallet = getDb().wallets[0];
    await renderApp({ route: `/wallets/${wallet.id}` });
    expect(await screen.findByRole("dialog", { name: `Wallet ${wallet.id}` })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Activity" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Activity" })).toBeNull();
    expect(screen.getByRole("link", { name: "Admin Portal" })).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Admin Portal" }));
    await screen.findByText("Sandbox testing");
    const sandbox = getDb().apiKeys.find((k) => k.name === "Sandbox testing")!;
    await user.click(within(rowOf("Sandbox testing")).getByRole("button", { name: "Reveal key Sandbox testing" }));
    expect(within(rowOf("Sandbox testing")).getByText(sandbox.keyValue)).toBeInTheDocument();
    expect(calls.filter((c) => /audit-events|\/secret|\/views/.test(c))).toEqual([]);
    setDemoExtensions(null);
    server.events.removeAllListeners("request:start");
  });
});
