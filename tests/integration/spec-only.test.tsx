// Against a server that implements only SPEC §7 (every extension off), the console calls nothing
// else: a tour of every screen an admin has, a record page and the bell, with every request checked
// against SPEC §7's table. The screens of the extensions (Activity, Approvals) do not exist.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getDb } from "../../mocks/db";
import { setDemoExtensions } from "../../mocks/extensions";
import { server } from "../../mocks/node";
import { renderApp } from "./render";

vi.mock("../../providers/extensions", async (original) => ({ ...(await original<typeof import("../../providers/extensions")>()), hasExtension: () => false }));

/** SPEC §7's reads (a tour makes no writes). */
const SPEC_READS = ["/api/users", "/api/dashboard/metrics", "/api/transactions", "/api/wallets", "/api/tokens", "/api/merchants", "/api/kyc-documents", "/api/api-keys"];

describe("a SPEC §7 server", () => {
  const calls: string[] = [];
  /** The query of every transactions read: SPEC §7's (none, or the dashboard's limit), never paging (extension `paging`). */
  const transactionQueries: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}`);
    if (url.pathname === "/api/transactions") transactionQueries.push(url.search);
  };
  beforeEach(() => {
    setDemoExtensions([]);
    calls.length = 0;
    transactionQueries.length = 0;
    server.events.on("request:start", listener);
  });
  afterEach(() => {
    setDemoExtensions(null);
    server.events.removeListener("request:start", listener);
  });

  it("every screen, a record page and the bell call only SPEC §7 reads; no extension screen exists", async () => {
    const user = userEvent.setup();
    const wallet = getDb().wallets[0];
    await renderApp({ route: `/wallets/${wallet.id}` });
    expect(await screen.findByRole("dialog", { name: `Wallet ${wallet.id}` })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    const labels = within(nav).getAllByRole("link").map((l) => l.textContent?.trim());
    expect(labels).toEqual(["Dashboard", "Wallets", "Token Vault", "Transactions", "Onboarding", "Admin Portal", "Developer", "User Management"]);
    // Each screen's first read shows it has loaded (the header's title changes before that).
    const firstRead: Record<string, string> = {
      Dashboard: "GET /api/dashboard/metrics",
      "Token Vault": "GET /api/tokens",
      Transactions: "GET /api/transactions",
      Onboarding: "GET /api/merchants",
      "Admin Portal": "GET /api/api-keys",
      "User Management": "GET /api/users",
    };
    for (const label of labels.filter((l) => l !== "Wallets")) {
      await user.click(within(nav).getByRole("link", { name: label }));
      expect(await screen.findByRole("heading", { name: label, level: 1 })).toBeInTheDocument();
      const read = firstRead[label!];
      if (read) await waitFor(() => expect(calls).toContain(read));
    }
    expect(await screen.findByText(/^All Users \(\d+\)$/)).toBeInTheDocument();
    // Extension `invitations` off: SPEC's Add New User has no action, and no pending list.
    expect(await screen.findByLabelText("Add New User: Not available in this version")).toBeInTheDocument();
    expect(screen.queryByText("Pending invitations")).toBeNull();
    await user.click(screen.getByRole("button", { name: /^Notifications/ }));
    expect(await screen.findByRole("region", { name: "Merchants waiting for KYC review" })).toBeInTheDocument();
    const notSpec = calls.filter((c) => !SPEC_READS.some((path) => c === `GET ${path}`) && c !== "POST /api/user/login");
    expect(notSpec).toEqual([]);
    expect(transactionQueries.filter((q) => q !== "" && q !== "?limit=10")).toEqual([]);
  });

  it("Transactions in client mode: pages of 20, and a new search starts again at page 1", async () => {
    const user = userEvent.setup();
    const base = getDb().transactions[0];
    // 45 rows, newest first: p00aaaaa… to p44aaaaa…; the even ones read "Even payment".
    getDb().transactions = Array.from({ length: 45 }, (_, i) => ({
      ...base,
      id: `p${String(i).padStart(2, "0")}aaaaa-page`,
      description: i % 2 ? "Odd payment" : "Even payment",
      createdAt: new Date(Date.UTC(2026, 10, 1) - i * 60_000).toISOString(),
    }));
    await renderApp({ route: "/transactions" });
    const shown = () => Array.from(document.querySelectorAll("tbody tr.ant-table-row")).map((tr) => tr.querySelector("td")?.textContent?.trim().slice(1, 3));
    const ids = (from: number, to: number, step = 1) => Array.from({ length: Math.ceil((to - from) / step) }, (_, k) => String(from + k * step).padStart(2, "0"));
    await waitFor(() => expect(shown()).toEqual(ids(0, 20)));
    await user.click(screen.getByTitle("3"));
    await waitFor(() => expect(shown()).toEqual(ids(40, 45)));
    // 23 matches: the first page of them, not what is left of page 3.
    await user.type(screen.getByPlaceholderText("Search transactions..."), "even");
    await waitFor(() => expect(shown()).toEqual(ids(0, 40, 2)));
    expect(screen.getByText("23 total")).toBeInTheDocument();
    // Client mode: the search and the paging never called the server again.
    expect(transactionQueries).toEqual([""]);
  });

  it("Transactions in client mode sort by Amount and by Date, as server mode does, without calling the server", async () => {
    const user = userEvent.setup();
    const base = getDb().transactions[0];
    // Newest first a00…a04; amounts 3, 1, none, 4, 2.
    const amounts = ["3.00", "1.00", null, "4.00", "2.00"];
    getDb().transactions = amounts.map((amount, i) => ({ ...base, id: `a0${i}aaaaa-sort`, amount, createdAt: new Date(Date.UTC(2026, 10, 1) - i * 60_000).toISOString() }));
    await renderApp({ route: "/transactions" });
    const shown = () => Array.from(document.querySelectorAll("tbody tr.ant-table-row")).map((tr) => tr.querySelector("td")?.textContent?.trim().slice(0, 3));
    const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(`^${name}`) });
    await waitFor(() => expect(shown()).toEqual(["a00", "a01", "a02", "a03", "a04"]));
    await user.click(header("Amount")); // descending first
    await waitFor(() => expect(shown()).toEqual(["a03", "a00", "a04", "a01", "a02"])); // no amount last
    await user.click(header("Amount"));
    await waitFor(() => expect(shown()).toEqual(["a01", "a04", "a00", "a03", "a02"]));
    await user.click(header("Date")); // descending first: newest first
    await user.click(header("Date"));
    await waitFor(() => expect(shown()).toEqual(["a04", "a03", "a02", "a01", "a00"]));
    expect(transactionQueries).toEqual([""]);
  });

  // src/app/screen-prefetch.ts preloadOnClick: a sidebar click starts a whole-list read before the
  // screen renders, and the screen takes it over.
  it("a sidebar click's early read: one read per screen, taken over by the screen; none for a list already held", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/wallets", role: "operator" });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(await screen.findByRole("heading", { name: "Wallets", level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain("GET /api/wallets"));

    await user.click(within(nav).getByRole("link", { name: "Transactions" }));
    expect(await screen.findByRole("heading", { name: "Transactions", level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll("tbody tr.ant-table-row").length).toBeGreaterThan(0));
    expect(transactionQueries).toEqual([""]);

    // Back to Wallets and again to Transactions: both lists are held, so neither is read again.
    await user.click(within(nav).getByRole("link", { name: "Wallets" }));
    expect(await screen.findByRole("heading", { name: "Wallets", level: 1 })).toBeInTheDocument();
    await user.click(within(nav).getByRole("link", { name: "Transactions" }));
    expect(await screen.findByRole("heading", { name: "Transactions", level: 1 })).toBeInTheDocument();
    expect(calls.filter((c) => c === "GET /api/wallets")).toHaveLength(1);
    expect(transactionQueries).toEqual([""]);
  });
});
