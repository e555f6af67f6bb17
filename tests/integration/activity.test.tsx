// /activity (extension `audit`, on with the demo backend): the events table, its filters in the URL,
// record links, text-only details; and a record page's Activity section.
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getDb } from "../../mocks/db";
import { recordAudit } from "../../mocks/audit";
import { blobText } from "../csv-text";
import { renderApp } from "./render";

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 120000 });

function seedEvents() {
  const db = getDb();
  const wallet = db.wallets[0];
  const admin = db.users.find((u) => u.email === "admin@paydesk.dev")!;
  const operator = db.users.find((u) => u.email === "operator@paydesk.dev")!;
  const who = (u: typeof admin) => ({ actorId: u.id, actorEmail: u.email, actorName: `${u.firstName} ${u.lastName}`, actorRole: u.role });
  recordAudit(db, { ...who(operator), action: "withdraw", resource: "wallets", recordId: wallet.id, outcome: "422 Insufficient funds", detail: { request: { amount: "999.00" } } }, Date.now() - 60_000);
  // Three distinct instants: events of one instant are ordered by id, which says nothing about their order.
  recordAudit(db, { ...who(admin), action: "load", resource: "wallets", recordId: wallet.id, changes: [{ field: "balance", before: "100.00", after: "125.00" }] }, Date.now() - 30_000);
  recordAudit(db, { ...who(admin), action: "update", resource: "merchants", recordId: db.merchants[0].id, changes: [{ field: "legalName", before: "A", after: "<img src=x onerror=alert(1)>" }] }, Date.now() - 20_000);
  return { wallet, merchant: db.merchants[0] };
}

describe("Activity", () => {
  it("lists events with When, Who, Action, Record, Details; filters from the URL; records link to their pages; text only", async () => {
    const { wallet, merchant } = seedEvents();
    const { container } = await renderApp({ route: "/activity" });
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent?.trim())).toEqual(["When", "Who", "Action", "Record", "Details"]);
    expect(await screen.findByText("Balance: $100.00 → $125.00")).toBeInTheDocument();
    const loadRow = screen.getByText("Balance: $100.00 → $125.00").closest("tr")!;
    expect(within(loadRow).getByText("Alex Morgan")).toBeInTheDocument();
    expect(within(loadRow).getByRole("link", { name: /Wallets/ })).toHaveAttribute("href", `/wallets/${wallet.id}`);
    expect(screen.getByText("Legal Name: A → <img src=x onerror=alert(1)>")).toBeInTheDocument();
    expect(container.querySelector("img[src=x]")).toBeNull();
    const merchantRow = screen.getByText(/^Legal Name: A/).closest("tr")!;
    expect(within(merchantRow).getByRole("link", { name: /Onboarding/ })).toHaveAttribute("href", `/onboarding/merchants/${merchant.id}`);
    expect(screen.getByRole("link", { name: "Activity" })).toBeInTheDocument();
  });

  it("a filtered address shows only the matching events (the refusal with its outcome)", async () => {
    seedEvents();
    await renderApp({ route: "/activity?action=withdraw" });
    expect(await screen.findByText("Refused: 422 Insufficient funds")).toBeInTheDocument();
    expect(screen.getByText("Requested amount: 999.00")).toBeInTheDocument();
    expect(screen.queryByText("Balance: $100.00 → $125.00")).toBeNull();
    expect(screen.getByRole("combobox", { name: "Action" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Person" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Resource" })).toBeInTheDocument();
    expect(screen.getByLabelText("From")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Export CSV/ })).toBeEnabled();
  });

  it("Export CSV writes the events in the order the table shows them (the address's sort)", async () => {
    const user = userEvent.setup();
    // The file as the browser would save it: the Blob handed to the download link (no vi.mock here: this
    // file shares its modules with the other screen tests).
    const saved: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => void Object.assign(URL, { createObjectURL, revokeObjectURL }));
    Object.defineProperty(URL, "createObjectURL", { configurable: true, writable: true, value: (blob: Blob) => (saved.push(blob), "blob:activity") });
    Object.defineProperty(URL, "revokeObjectURL", { configurable: true, writable: true, value: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    seedEvents();
    await renderApp({ route: "/activity?sort=at.asc" });
    await screen.findByText("Balance: $100.00 → $125.00");
    const rowOf = (text: string) => screen.getAllByRole("row").findIndex((r) => r.textContent?.includes(text));
    await waitFor(() => expect(rowOf("Refused: 422 Insufficient funds")).toBeLessThan(rowOf("Balance: $100.00 → $125.00")));
    await user.click(screen.getByRole("button", { name: /Export CSV/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    click.mockRestore();
    const lines = (await blobText(saved[0])).split("\r\n").slice(1);
    const at = (action: string) => lines.findIndex((l) => l.includes(`"${action}"`));
    expect(at("withdraw")).toBeGreaterThanOrEqual(0);
    // The oldest first, as the table shows them.
    expect(at("withdraw")).toBe(0);
    expect(at("load")).toBe(1);
    expect(at("update")).toBe(2);
  });
});
