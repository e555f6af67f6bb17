// With the `audit` and `secrets` extensions off (a SPEC §7 server): no Activity route or sidebar
// entry, no Activity section on record pages, and Reveal/Copy use the list's value with no call.
import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getDb } from "../../mocks/db";
import { setDemoExtensions } from "../../mocks/extensions";
import { server } from "../../mocks/node";
import { renderApp } from "./render";
import { pick, record, rowOf } from "./admin-helpers";

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

describe("extension organisation off: Admin Portal → Settings as SPEC has it", () => {
  it("?tab=settings: defaults, the option lists, and says they are not saved; nothing is called", async () => {
    setDemoExtensions([]);
    const organisation = record("GET", "/api/organisation/settings");
    await renderApp({ route: "/admin?tab=settings" });
    expect(await screen.findByText("These settings are not saved")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Two-factor authentication" })).not.toBeChecked();
    expect(screen.getByRole("switch", { name: "Rate limiting" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Maintenance mode" })).not.toBeChecked();
    const card = screen.getByText("Platform Settings").closest(".ant-card") as HTMLElement;
    expect(within(card).getByTitle("15 minutes")).toBeInTheDocument();
    expect(within(card).getByTitle("USD")).toBeInTheDocument();
    expect(within(card).getByTitle("365 days")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Save" })).toBeNull();

    const options = async (label: string) => {
      fireEvent.mouseDown(within(card).getByLabelText(label));
      await waitFor(() => expect(document.querySelector(".ant-select-dropdown:not(.ant-select-dropdown-hidden)")).not.toBeNull());
      const shown = Array.from(document.querySelectorAll(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option")).map(
        (o) => o.getAttribute("title"),
      );
      fireEvent.keyDown(within(card).getByLabelText(label), { key: "Escape" });
      return shown;
    };
    expect(await options("Session timeout")).toEqual(["5 minutes", "15 minutes", "30 minutes", "60 minutes"]);
    await pick(card, "Transaction retention", "1095 days");
    expect(within(card).getByTitle("1095 days")).toBeInTheDocument();
    expect(organisation).toEqual([]);
    setDemoExtensions(null);
  });
});
