// Wallets (SPEC "Wallets", §4, §7, §8; DESIGN §1) against the msw demo backend.
import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { server } from "../../mocks/node";
import { getDb } from "../../mocks/db";
import { computeMetrics } from "../../server/rules/metrics";
import { demoStore } from "../../mocks/handlers";
import type { Wallet } from "../../src/domain";
import { formatDate } from "../../src/lib/format";
import { renderApp } from "./render";

interface Seen {
  method: string;
  url: URL;
  body: string;
  idempotencyKey: string | null;
}

function recordRequests(): Seen[] {
  const seen: Seen[] = [];
  server.events.on("request:start", async ({ request }) => {
    const body = request.method === "GET" ? "" : await request.clone().text();
    seen.push({ method: request.method, url: new URL(request.url), body, idempotencyKey: request.headers.get("Idempotency-Key") });
  });
  return seen;
}

const walletCalls = (seen: Seen[], method: string) => seen.filter((s) => s.method === method && s.url.pathname.startsWith("/api/wallets"));

afterEach(() => {
  server.events.removeAllListeners();
});

const W1: Wallet = {
  id: "1a2b3c4d5e6f-0000",
  balance: "1234.5",
  currency: "USD",
  status: "active",
  customerId: "cust_42",
  merchantId: null,
  createdAt: "2026-11-21T14:05:00.000Z",
};
const W2: Wallet = { ...W1, id: "99887766-suspended", balance: "0", customerId: null, status: "suspended", createdAt: "2026-11-01T09:00:00.000Z" };
const W3: Wallet = { ...W1, id: "abcdefab-closed", balance: "10.00", customerId: "  ", status: "closed", currency: "EUR" };

async function findButton(text: string, container: HTMLElement = document.body): Promise<HTMLButtonElement> {
  const label = await within(container).findByText(text, { selector: "button span" });
  return label.closest("button") as HTMLButtonElement;
}

async function waitForEnabled(text: string, container?: HTMLElement) {
  return waitFor(async () => {
    const button = await findButton(text, container);
    expect(button).toBeEnabled();
    return button;
  });
}

async function findDialog(title: string): Promise<HTMLElement> {
  const t = await screen.findByText(title, { selector: ".ant-modal-title" });
  return t.closest('[role="dialog"]') as HTMLElement;
}

const queryDialog = (title: string) => screen.queryByText(title, { selector: ".ant-modal-title" });

/** The table row whose first cell shows `shortId`. */
async function findRow(shortId: string): Promise<HTMLElement> {
  const cell = await screen.findByText(shortId, { selector: "td span" });
  return cell.closest("tr") as HTMLElement;
}

describe("wallets", { timeout: 60_000 }, () => {
  it("table 'Active Wallets': six columns with their formats", async () => {
    getDb().wallets = [W1, W2, W3];
    await renderApp({ route: "/wallets", role: "viewer" });
    expect(await screen.findByText("Active Wallets")).toBeInTheDocument();
    const headers = Array.from(document.querySelectorAll("thead th")).map((th) => th.textContent?.trim());
    expect(headers).toEqual(["Wallet ID", "Customer ID", "Balance", "Status", "Created", "Actions"]);
    const r1 = await findRow("1a2b3c4d...");
    const cells1 = Array.from(r1.querySelectorAll("td")).map((td) => td.textContent?.trim());
    expect(cells1.slice(0, 5)).toEqual(["1a2b3c4d...", "cust_42", "$1,234.50 USD", "Active", formatDate(W1.createdAt)]);
    expect(cells1[4]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/);
    const r2 = await findRow("99887766...");
    const cells2 = Array.from(r2.querySelectorAll("td")).map((td) => td.textContent?.trim());
    expect(cells2.slice(0, 4)).toEqual(["99887766...", "N/A", "$0.00 USD", "Suspended"]);
    const r3 = await findRow("abcdefab...");
    expect(Array.from(r3.querySelectorAll("td")).map((td) => td.textContent?.trim()).slice(1, 4)).toEqual(["N/A", "$10.00 EUR", "Closed"]);
  });

  it("a sort click paints before the list re-renders: the arrow comes with the sorted rows, in a transition", async () => {
    getDb().wallets = [W1, W2, W3];
    await renderApp({ route: "/wallets", role: "viewer" });
    await findRow("1a2b3c4d...");
    const balance = () => screen.getByRole("columnheader", { name: /^Balance/ });
    expect(balance()).not.toHaveAttribute("aria-sort");
    const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = act.IS_REACT_ACT_ENVIRONMENT;
    act.IS_REACT_ACT_ENVIRONMENT = false; // React's own scheduling, as in the browser
    try {
      // Not fireEvent: Testing Library wraps it in act(), which renders a transition at once too.
      balance().dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      // A click's urgent update is committed within a microtask of the event; a transition is not.
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(balance()).not.toHaveAttribute("aria-sort");
      await waitFor(() => expect(balance()).toHaveAttribute("aria-sort", "ascending"));
    } finally {
      act.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    const ids = Array.from(document.querySelectorAll("tbody tr.ant-table-row")).map((tr) => tr.querySelector("td")?.textContent?.trim());
    expect(ids).toEqual(["99887766...", "abcdefab...", "1a2b3c4d..."]);
  });

  it("a pager click paints before the list re-renders: the new page comes with its rows, in a transition", async () => {
    // 12 wallets, newest first: page 1 holds w00…w09, page 2 w10 and w11.
    getDb().wallets = Array.from({ length: 12 }, (_, i) => ({ ...W1, id: `w${String(i).padStart(2, "0")}aaaaa-page`, createdAt: new Date(Date.UTC(2026, 10, 20) - i * 60_000).toISOString() }));
    await renderApp({ route: "/wallets", role: "viewer" });
    await findRow("w00aaaaa...");
    const active = () => document.querySelector(".ant-pagination-item-active")?.textContent;
    expect(active()).toBe("1");
    const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = act.IS_REACT_ACT_ENVIRONMENT;
    act.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      screen.getByTitle("2").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(active()).toBe("1");
      await waitFor(() => expect(active()).toBe("2"));
    } finally {
      act.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    const ids = Array.from(document.querySelectorAll("tbody tr.ant-table-row")).map((tr) => tr.querySelector("td")?.textContent?.trim());
    expect(ids).toEqual(["w10aaaaa...", "w11aaaaa..."]);
  });

  it("empty message", async () => {
    getDb().wallets = [];
    await renderApp({ route: "/wallets", role: "viewer" });
    expect(await screen.findByText("No wallets found. Create your first wallet to get started.")).toBeInTheDocument();
  });

  it("viewer: Create Wallet and every row action disabled with 'Read-only access'", async () => {
    getDb().wallets = [W1];
    await renderApp({ route: "/wallets", role: "viewer" });
    expect(await screen.findByLabelText("Create Wallet: Read-only access")).toBeInTheDocument();
    expect(await findButton("Create Wallet")).toBeDisabled();
    const row = await findRow("1a2b3c4d...");
    expect(within(row).getByLabelText("QR: Read-only access")).toBeInTheDocument();
    expect(within(row).getByLabelText("Load: Read-only access")).toBeInTheDocument();
    expect(within(row).getByLabelText("Withdraw: Read-only access")).toBeInTheDocument();
  });

  it("Create Wallet: empty fields are omitted; success toast; the list, the transactions and the metrics refresh", async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    const activeBefore = (await computeMetrics(demoStore())).activeWallets;
    await renderApp({ route: "/", role: "operator" });
    // The dashboard has loaded metrics and recent transactions (cached, never stale on their own).
    expect(await screen.findByText((await computeMetrics(demoStore())).totalVolume)).toBeInTheDocument();
    await user.click(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Wallets" }));
    expect(await screen.findByText("Wallet ID", { selector: "th" })).toBeInTheDocument();
    await user.click(await waitForEnabled("Create Wallet"));
    const dialog = await findDialog("Create Wallet");
    expect(within(dialog).getByLabelText("Merchant ID")).toHaveValue("");
    expect(within(dialog).getByLabelText("Customer ID")).toHaveValue("");
    await user.type(within(dialog).getByLabelText("Customer ID"), "  cust_new_1 ");
    await user.click(await findButton("Create", dialog));
    expect(await screen.findByText("Wallet created successfully")).toBeInTheDocument();
    const post = walletCalls(seen, "POST")[0];
    expect(post.url.pathname).toBe("/api/wallets");
    expect(JSON.parse(post.body)).toEqual({ customerId: "cust_new_1" });
    await waitFor(() => expect(queryDialog("Create Wallet")).toBeNull());
    expect(await screen.findByText("cust_new_1")).toBeInTheDocument();
    const created = getDb().wallets[0];
    const metricsCalls = seen.filter((s) => s.url.pathname === "/api/dashboard/metrics").length;
    await user.click(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Dashboard" }));
    expect(await screen.findByText(`Wallet ${created.id.slice(0, 8)} created`)).toBeInTheDocument();
    await waitFor(() => expect(seen.filter((s) => s.url.pathname === "/api/dashboard/metrics").length).toBeGreaterThan(metricsCalls));
    const card = (await screen.findByText("Active Wallets")).closest(".ant-card") as HTMLElement;
    await waitFor(() => expect(card).toHaveTextContent(String(activeBefore + 1)));
  });

  it("Create Wallet with both fields empty sends an empty object", async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    await renderApp({ route: "/wallets", role: "operator" });
    await user.click(await waitForEnabled("Create Wallet"));
    const dialog = await findDialog("Create Wallet");
    await user.type(within(dialog).getByLabelText("Merchant ID"), "   ");
    await user.click(await findButton("Create", dialog));
    expect(await screen.findByText("Wallet created successfully")).toBeInTheDocument();
    expect(JSON.parse(walletCalls(seen, "POST")[0].body)).toEqual({});
  });

  it("Create Wallet failure: 'Error' toast with the server message, dialog stays open with the input", async () => {
    const user = userEvent.setup();
    server.use(http.post("*/api/wallets", () => new HttpResponse("Merchant ID must be at most 100 characters", { status: 400 })));
    await renderApp({ route: "/wallets", role: "operator" });
    await user.click(await waitForEnabled("Create Wallet"));
    const dialog = await findDialog("Create Wallet");
    await user.type(within(dialog).getByLabelText("Merchant ID"), "m-1");
    await user.click(await findButton("Create", dialog));
    expect(await screen.findByText("400: Merchant ID must be at most 100 characters")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(queryDialog("Create Wallet")).not.toBeNull();
    expect(within(dialog).getByLabelText("Merchant ID")).toHaveValue("m-1");
    await waitFor(async () => expect(await findButton("Create", dialog)).toBeEnabled());
  });

  it("Create Wallet retried after a failure sends the same Idempotency-Key; a new opening sends a new one", async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    server.use(http.post("*/api/wallets", () => HttpResponse.error(), { once: true }));
    await renderApp({ route: "/wallets", role: "operator" });
    await user.click(await waitForEnabled("Create Wallet"));
    const dialog = await findDialog("Create Wallet");
    await user.type(within(dialog).getByLabelText("Customer ID"), "cust_retry");
    await user.click(await findButton("Create", dialog));
    expect(await screen.findByText("Network error: the server could not be reached")).toBeInTheDocument();
    await waitFor(async () => expect(await findButton("Create", dialog)).toBeEnabled());
    await user.click(await findButton("Create", dialog));
    expect(await screen.findByText("Wallet created successfully")).toBeInTheDocument();
    await waitFor(() => expect(queryDialog("Create Wallet")).toBeNull());
    await user.click(await waitForEnabled("Create Wallet"));
    const again = await findDialog("Create Wallet");
    await user.click(await findButton("Create", again));
    await waitFor(() => expect(walletCalls(seen, "POST")).toHaveLength(3));
    const [first, retry, next] = walletCalls(seen, "POST").map((s) => s.idempotencyKey);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retry).toBe(first);
    expect(next).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(next).not.toBe(first);
  });

  it("row QR: toast with the qrCode data and the QR image", async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    getDb().wallets = [W1, W2];
    await renderApp({ route: "/wallets", role: "operator" });
    const row = await findRow("99887766...");
    await user.click(await waitForEnabled("QR", row));
    expect(await screen.findByText("paydesk:wallet:99887766-suspended?currency=USD")).toBeInTheDocument();
    expect(screen.getByText("Wallet QR code")).toBeInTheDocument();
    const img = await screen.findByTestId("wallet-qr-image"); // the drawing loads with the first code
    expect(img).toHaveAttribute("aria-label", "QR code for wallet 99887766");
    expect(img.querySelector("svg")).not.toBeNull();
    expect(walletCalls(seen, "POST").map((s) => [s.url.pathname, s.body])).toEqual([["/api/wallets/99887766-suspended/qr", ""]]);
  });

  it("row Load opens the same dialog with that wallet preselected and loads it", async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    const second = { ...W1, id: "22222222-active", customerId: "cust_2", balance: "5.00" };
    getDb().wallets = [W1, second];
    await renderApp({ route: "/wallets", role: "operator" });
    const row = await findRow("22222222...");
    await user.click(await waitForEnabled("Load", row));
    const dialog = await findDialog("Load Funds");
    expect(within(dialog).getByText("22222222... · $5.00 USD · cust_2")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Amount ($)"), "0.5");
    await user.click(await findButton("Submit", dialog));
    expect(await screen.findByText("Funds loaded successfully")).toBeInTheDocument();
    const post = walletCalls(seen, "POST")[0];
    expect(post.url.pathname).toBe("/api/wallets/22222222-active/load");
    expect(JSON.parse(post.body)).toEqual({ amount: "0.50" });
    expect(post.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await waitFor(() => expect(within(row).getByText("$5.50 USD")).toBeInTheDocument());
  });

  it("row Withdraw: max is the row wallet's balance; the server's 422 keeps the dialog", async () => {
    const user = userEvent.setup();
    getDb().wallets = [W1];
    await renderApp({ route: "/wallets", role: "operator" });
    const row = await findRow("1a2b3c4d...");
    await user.click(await waitForEnabled("Withdraw", row));
    const dialog = await findDialog("Withdraw Funds");
    const amount = within(dialog).getByLabelText("Amount ($)");
    expect(amount).toHaveAttribute("max", "1234.5");
    await user.type(amount, "2000");
    await user.click(await findButton("Submit", dialog));
    expect(await screen.findByText("422: Insufficient funds")).toBeInTheDocument();
    expect(queryDialog("Withdraw Funds")).not.toBeNull();
    expect(amount).toHaveValue(2000);
  });

  it("Load and Withdraw are disabled with a reason on a wallet that is not active", async () => {
    getDb().wallets = [W1, W2];
    await renderApp({ route: "/wallets", role: "operator" });
    const row = await findRow("99887766...");
    expect(await within(row).findByLabelText("Load: Wallet is suspended")).toBeInTheDocument();
    expect(within(row).getByLabelText("Withdraw: Wallet is suspended")).toBeInTheDocument();
    await waitForEnabled("QR", row);
  });
});
