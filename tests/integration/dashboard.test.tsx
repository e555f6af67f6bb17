// Dashboard (SPEC "Dashboard", §4, §5, §7, §8, §9; DESIGN §1) against the msw demo backend.
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { server } from "../../mocks/node";
import { getDb } from "../../mocks/db";
import { computeMetrics } from "../../server/rules/metrics";
import { demoStore } from "../../mocks/handlers";
import type { Transaction, Wallet } from "../../src/domain";
import { formatMoney, sumDecimals } from "../../src/lib/format";
import { csvCell, downloadCsv } from "../../src/lib/csv";
import { csvText } from "../csv-text";
import { DISMISSED_KEY } from "../../src/pages/dashboard/useDismissed";
import { renderApp } from "./render";

vi.mock("../../src/lib/csv", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../src/lib/csv")>()),
  downloadCsv: vi.fn(),
}));

interface Seen {
  method: string;
  url: URL;
  body: string;
}

/** Every request the app sends, with its body. */
function recordRequests(): Seen[] {
  const seen: Seen[] = [];
  server.events.on("request:start", async ({ request }) => {
    const body = request.method === "GET" ? "" : await request.clone().text();
    seen.push({ method: request.method, url: new URL(request.url), body });
  });
  return seen;
}

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const MIN = 60_000;

function tx(partial: Partial<Transaction> & Pick<Transaction, "id" | "type">): Transaction {
  return { status: "completed", currency: "USD", amount: "1.00", description: null, createdAt: ago(0), ...partial };
}

function wallet(id: string, balance: string, status: Wallet["status"] = "active"): Wallet {
  return { id, balance, currency: "USD", status, customerId: null, merchantId: null, createdAt: ago(DAY) };
}
const DAY = 24 * 60 * MIN;

/** A button by its visible text (role queries are slow on antd's large DOM). */
async function findButton(text: string, container: HTMLElement = document.body): Promise<HTMLButtonElement> {
  const label = await within(container).findByText(text, { selector: "button span" });
  return label.closest("button") as HTMLButtonElement;
}

async function findHeading(text: string) {
  return screen.findByText(text, { selector: "h1" });
}

async function findDialog(title: string): Promise<HTMLElement> {
  const t = await screen.findByText(title, { selector: ".ant-modal-title" });
  return t.closest('[role="dialog"]') as HTMLElement;
}

function queryDialog(title: string): HTMLElement | null {
  return screen.queryByText(title, { selector: ".ant-modal-title" });
}

async function findRecentList(): Promise<HTMLElement> {
  return waitFor(() => {
    const ul = document.querySelector<HTMLElement>('ul[aria-label="Recent transactions"]');
    if (!ul) throw new Error("no recent list yet");
    return ul;
  });
}

/** GuardedButton swaps its tree once access is known, so look the button up again each time. */
async function waitForEnabled(text: string) {
  return waitFor(async () => {
    const button = await findButton(text);
    expect(button).toBeEnabled();
    return button;
  });
}

/** Opens an antd Select (by its accessible label) and picks an option by text. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string | RegExp) {
  await user.click(screen.getByLabelText(label));
  const opt = await screen.findByText(option, { selector: ".ant-select-item-option-content" });
  await user.click(opt);
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe("dashboard", { timeout: 60_000 }, () => {
  it("header buttons: Create Wallet goes to /wallets, Tokenize Card to /tokens, Export Data is there", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/", role: "operator" });
    expect(await findHeading("Dashboard")).toBeInTheDocument();
    await user.click(await waitForEnabled("Tokenize Card"));
    expect(await findHeading("Token Vault")).toBeInTheDocument();
  });

  it("Create Wallet goes to /wallets", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/", role: "admin" });
    await user.click(await waitForEnabled("Create Wallet"));
    expect(await findHeading("Wallets")).toBeInTheDocument();
  });

  it("viewer: Tokenize Card, Create Wallet and money actions are disabled with a reason; quick actions too", async () => {
    await renderApp({ route: "/", role: "viewer" });
    expect(await screen.findByLabelText("Tokenize Card: Requires the operator role")).toBeInTheDocument();
    expect(await findButton("Tokenize Card")).toBeDisabled();
    expect(await screen.findByLabelText("Create Wallet: Read-only access")).toBeInTheDocument();
    expect(screen.getByLabelText("Load Funds: Read-only access")).toBeInTheDocument();
    expect(screen.getByLabelText("Withdraw Funds: Read-only access")).toBeInTheDocument();
    expect(screen.getByLabelText("Generate QR: Read-only access")).toBeInTheDocument();
    expect(screen.getByLabelText("Onboard Merchant: Requires the operator role")).toBeInTheDocument();
    expect(screen.getByLabelText("Upload KYC Documents: Requires the operator role")).toBeInTheDocument();
    expect(screen.getByLabelText("Generate API Key: Requires the admin role")).toBeInTheDocument();
    expect(screen.getByLabelText("Configure Webhooks: Requires the admin role")).toBeInTheDocument();
    expect(await findButton("Export Data")).toBeEnabled();
  });

  it.each([
    ["Generate API Key", "Admin Portal"],
    ["Configure Webhooks", "Admin Portal"],
    ["Onboard Merchant", "Onboarding"],
    ["Upload KYC Documents", "Onboarding"],
  ])("quick action %s opens %s", async (action, heading) => {
    const user = userEvent.setup();
    await renderApp({ route: "/", role: "admin" });
    await user.click(await waitForEnabled(action));
    expect(await findHeading(heading)).toBeInTheDocument();
  });

  it("alert banners: both texts; dismiss hides one for the browser session", async () => {
    const user = userEvent.setup();
    const first = await renderApp({ route: "/", role: "viewer" });
    expect(await screen.findByText("KYC Review Required")).toBeInTheDocument();
    expect(screen.getByText("3 merchants pending KYC verification")).toBeInTheDocument();
    expect(screen.getByText("Chargeback Alert")).toBeInTheDocument();
    expect(screen.getByText("A new chargeback was received for a transaction")).toBeInTheDocument();
    await user.click(screen.getByLabelText("Dismiss KYC Review Required"));
    await waitFor(() => expect(screen.queryByText("KYC Review Required")).toBeNull());
    expect(screen.getByText("Chargeback Alert")).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(DISMISSED_KEY)!)).toEqual(["kyc-review"]);
    first.unmount();
    await renderApp({ route: "/", role: "viewer" });
    expect(await screen.findByText("Chargeback Alert")).toBeInTheDocument();
    expect(screen.queryByText("KYC Review Required")).toBeNull();
  });

  it("metric cards show the four values and the change % the backend computes", async () => {
    await renderApp({ route: "/", role: "viewer" });
    const m = (await computeMetrics(demoStore()));
    expect(await screen.findByText("Total Volume")).toBeInTheDocument();
    expect(screen.getByText("Active Wallets")).toBeInTheDocument();
    expect(screen.getByText("Tokenized Cards")).toBeInTheDocument();
    expect(screen.getByText("Success Rate")).toBeInTheDocument();
    expect(await screen.findByText(m.totalVolume)).toBeInTheDocument();
    expect(screen.getByText(m.successRate)).toBeInTheDocument();
    expect(screen.getAllByText(/vs previous 7 days/).length).toBe(
      [m.totalVolumeChange, m.activeWalletsChange, m.tokenizedCardsChange, m.successRateChange].filter((v) => v !== undefined).length,
    );
  });

  it("metric change % appears only when the response carries it, with sign and one decimal", async () => {
    server.use(
      http.get("*/api/dashboard/metrics", () =>
        HttpResponse.json({ totalVolume: "$1,234.50", activeWallets: 1234, tokenizedCards: 7, successRate: "98.5%", totalVolumeChange: 12.5, successRateChange: -3 }),
      ),
    );
    await renderApp({ route: "/", role: "viewer" });
    expect(await screen.findByText("$1,234.50")).toBeInTheDocument();
    expect(screen.getByText("1,234")).toBeInTheDocument();
    expect(screen.getByText("7")).toBeInTheDocument();
    expect(screen.getByText("98.5%")).toBeInTheDocument();
    expect(screen.getByText("+12.5%", { exact: false })).toBeInTheDocument();
    expect(screen.getByText("-3.0%", { exact: false })).toBeInTheDocument();
    expect(screen.getAllByText(/vs previous 7 days/)).toHaveLength(2);
  });

  it("four metric skeletons and five recent-transaction skeleton rows while loading", async () => {
    server.use(
      http.get("*/api/dashboard/metrics", async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
      http.get("*/api/transactions", async () => {
        await delay("infinite");
        return HttpResponse.json([]);
      }),
    );
    await renderApp({ route: "/", role: "viewer" });
    await waitFor(() => expect(screen.getAllByTestId("metric-skeleton")).toHaveLength(4));
    expect(screen.getAllByTestId("recent-skeleton")).toHaveLength(5);
  });

  it("'Failed to load metrics' when the metrics call fails", async () => {
    server.use(http.get("*/api/dashboard/metrics", () => new HttpResponse("boom", { status: 500 })));
    await renderApp({ route: "/", role: "viewer" });
    expect(await screen.findByText("Failed to load metrics")).toBeInTheDocument();
    expect(screen.queryAllByTestId("metric-skeleton")).toHaveLength(0);
  });

  it("recent transactions: limit=10, View All link, icon colour, description or type, id, signed amount or status, relative time", async () => {
    const seen = recordRequests();
    getDb().transactions = [
      tx({ id: "aaaaaaaa-1111", type: "payment", description: "Payment to Acme", amount: "12.5", createdAt: ago(10_000) }),
      tx({ id: "bbbbbbbb-2222", type: "withdrawal", description: "Cash out", amount: "3", createdAt: ago(1 * MIN + 1000) }),
      tx({ id: "cccccccc-3333", type: "load_funds", description: "", amount: "1234.5", createdAt: ago(5 * MIN + 1000) }),
      tx({ id: "dddddddd-4444", type: "tokenization", description: "Card ending 4242 tokenized", amount: null, status: "pending", createdAt: ago(60 * MIN + 1000) }),
      // Stored newest first, as the server answers them (createdAt desc).
      tx({ id: "eeeeeeee-5555", type: "wallet_creation", description: "Wallet created", amount: "7", createdAt: ago(1 * DAY + 1000) }),
      tx({ id: "ffffffff-6666", type: "others", description: "Something else", amount: null, status: "failed", createdAt: ago(2 * DAY + 1000) }),
    ];
    await renderApp({ route: "/", role: "viewer" });
    const list = await findRecentList();
    const rows = Array.from(list.querySelectorAll("li"));
    expect(rows).toHaveLength(6);
    const txCalls = seen.filter((s) => s.url.pathname === "/api/transactions");
    expect(txCalls.map((s) => s.url.search)).toEqual(["?limit=10"]);

    expect(within(rows[0]).getByText("Payment to Acme")).toBeInTheDocument();
    expect(within(rows[0]).getByText("aaaaaaaa")).toBeInTheDocument();
    expect(within(rows[0]).getByText("+$12.50")).toBeInTheDocument();
    expect(within(rows[0]).getByText("Just now")).toBeInTheDocument();
    expect(rows[0].querySelector("[data-type-color]")).toHaveAttribute("data-type-color", "green");

    expect(within(rows[1]).getByText("-$3.00")).toBeInTheDocument();
    expect(within(rows[1]).getByText("1 min ago")).toBeInTheDocument();
    expect(rows[1].querySelector("[data-type-color]")).toHaveAttribute("data-type-color", "red");

    expect(within(rows[2]).getByText("load funds")).toBeInTheDocument(); // no description → the type
    expect(within(rows[2]).getByText("+$1,234.50")).toBeInTheDocument();
    expect(within(rows[2]).getByText("5 mins ago")).toBeInTheDocument();

    expect(within(rows[3]).getByText("Pending")).toBeInTheDocument(); // no amount → the status
    expect(within(rows[3]).getByText("1 hour ago")).toBeInTheDocument();
    expect(rows[3].querySelector("[data-type-color]")).toHaveAttribute("data-type-color", "blue");

    expect(within(rows[4]).getByText("$7.00")).toBeInTheDocument(); // no sign for other types
    expect(within(rows[4]).getByText("1 day ago")).toBeInTheDocument();
    expect(rows[4].querySelector("[data-type-color]")).toHaveAttribute("data-type-color", "cyan");

    expect(within(rows[5]).getByText("Failed")).toBeInTheDocument();
    expect(within(rows[5]).getByText("2 days ago")).toBeInTheDocument();
    expect(rows[5].querySelector("[data-type-color]")).toHaveAttribute("data-type-color", "default");

    expect(screen.getByText("View All").closest("a")).toHaveAttribute("href", "/transactions");
  });

  it("recent transactions empty state", async () => {
    getDb().transactions = [];
    await renderApp({ route: "/", role: "viewer" });
    expect(await screen.findByText("No transactions found")).toBeInTheDocument();
  });

  it("wallet balance card: exact sum of all balances, labelled Available Balance", async () => {
    getDb().wallets = [wallet("w1", "0.10"), wallet("w2", "0.20"), wallet("w3", "1000000.05", "suspended")];
    await renderApp({ route: "/", role: "viewer" });
    expect(await screen.findByText("Available Balance")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("available-balance")).toHaveTextContent("$1,000,000.35"));
  });

  it("wallet balance of the seeded data", async () => {
    await renderApp({ route: "/", role: "viewer" });
    const total = formatMoney(sumDecimals(getDb().wallets.map((w) => w.balance)));
    await waitFor(() => expect(screen.getByTestId("available-balance")).toHaveTextContent(total));
  });

  it("API status card: the four services with their colours", async () => {
    await renderApp({ route: "/", role: "viewer" });
    const card = (await screen.findByText("API Status")).closest(".ant-card") as HTMLElement;
    const items = Array.from(card.querySelectorAll("li"));
    expect(items.map((li) => [li.textContent, li.getAttribute("data-status-color")])).toEqual([
      ["CoreOperational", "green"],
      ["PaymentsOperational", "green"],
      ["KYC ServicesDegraded", "yellow"],
      ["TokenizationOperational", "green"],
    ]);
  });

  it("Load Funds: one 'Amount ($)' number field, Submit disabled while empty, amount sent as a 2-decimal string, then balance, transactions and metrics refresh", async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    const first = getDb().wallets[0];
    const before = first.balance;
    await renderApp({ route: "/", role: "operator" });
    await user.click(await waitForEnabled("Load Funds"));
    const dialog = await findDialog("Load Funds");
    const amount = within(dialog).getByLabelText("Amount ($)");
    expect(amount).toHaveAttribute("type", "number");
    expect(amount).toHaveAttribute("min", "0");
    expect(amount).toHaveAttribute("step", "0.01");
    expect(amount).not.toHaveAttribute("max");
    expect(within(dialog).getByText(new RegExp(`^${first.id.slice(0, 8)}`))).toBeInTheDocument(); // first wallet preselected
    const submit = await findButton("Submit", dialog);
    expect(submit).toBeDisabled();
    await user.type(amount, "12.5");
    expect(submit).toBeEnabled();
    const metricsBefore = seen.filter((s) => s.url.pathname === "/api/dashboard/metrics").length;
    await user.click(submit);
    expect(await screen.findByText("Funds loaded successfully")).toBeInTheDocument();
    const post = seen.find((s) => s.method === "POST" && s.url.pathname.startsWith("/api/wallets"));
    expect(post?.url.pathname).toBe(`/api/wallets/${first.id}/load`);
    expect(JSON.parse(post!.body)).toEqual({ amount: "12.50" });
    expect(getDb().wallets[0].balance).toBe(sumDecimals([before, "12.50"]));
    await waitFor(() => expect(queryDialog("Load Funds")).toBeNull());
    const total = formatMoney(sumDecimals(getDb().wallets.map((w) => w.balance)));
    await waitFor(() => expect(screen.getByTestId("available-balance")).toHaveTextContent(total));
    expect(await screen.findByText(`Funds loaded to wallet ${first.id.slice(0, 8)}`)).toBeInTheDocument();
    await waitFor(() => expect(seen.filter((s) => s.url.pathname === "/api/dashboard/metrics").length).toBeGreaterThan(metricsBefore));
  });

  it("Withdraw Funds: the input maximum is the chosen wallet's balance (first wallet by default)", async () => {
    const user = userEvent.setup();
    // Newest first, as the server lists them (createdAt desc).
    getDb().wallets = [{ ...wallet("w-first-0001", "50.00"), createdAt: ago(DAY - 1000) }, wallet("w-second-002", "80.25")];
    await renderApp({ route: "/", role: "operator" });
    await user.click(await waitForEnabled("Withdraw Funds"));
    const dialog = await findDialog("Withdraw Funds");
    const amount = within(dialog).getByLabelText("Amount ($)");
    expect(amount).toHaveAttribute("max", "50");
    expect(within(dialog).getByText("Available balance: $50.00 USD")).toBeInTheDocument();
    await choose(user, "Wallet", /^w-second/);
    await waitFor(() => expect(amount).toHaveAttribute("max", "80.25"));
  });

  it("Withdraw Funds over the balance: 'Error' toast with '422: Insufficient funds', dialog kept with the amount", async () => {
    const user = userEvent.setup();
    getDb().wallets = [wallet("w-first-0001", "50.00")];
    await renderApp({ route: "/", role: "operator" });
    await user.click(await waitForEnabled("Withdraw Funds"));
    const dialog = await findDialog("Withdraw Funds");
    const amount = within(dialog).getByLabelText("Amount ($)");
    await user.type(amount, "100");
    await user.click(await findButton("Submit", dialog));
    expect(await screen.findByText("422: Insufficient funds")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(queryDialog("Withdraw Funds")).not.toBeNull();
    expect(amount).toHaveValue(100);
    const submitAgain = await findButton("Submit", dialog);
    await waitFor(() => expect(submitAgain).toBeEnabled());
    expect(getDb().wallets[0].balance).toBe("50.00");
    await user.clear(amount);
    await user.type(amount, "50");
    await user.click(submitAgain);
    expect(await screen.findByText("Funds withdrawn successfully")).toBeInTheDocument();
    expect(getDb().wallets[0].balance).toBe("0.00");
  });

  it("a second click while the call runs sends nothing more", async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.post("*/api/wallets/:id/load", async () => {
        await gate;
        return HttpResponse.json({});
      }),
    );
    await renderApp({ route: "/", role: "operator" });
    await user.click(await waitForEnabled("Load Funds"));
    const dialog = await findDialog("Load Funds");
    await user.type(within(dialog).getByLabelText("Amount ($)"), "5");
    const submit = await findButton("Submit", dialog);
    await user.click(submit);
    await user.click(submit).catch(() => undefined);
    await act(async () => release());
    expect(await screen.findByText("Funds loaded successfully")).toBeInTheDocument();
    expect(seen.filter((s) => s.method === "POST" && s.url.pathname.startsWith("/api/wallets"))).toHaveLength(1);
  });

  it("an amount with more than 2 decimals is not rounded: the server's message is shown", async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    await renderApp({ route: "/", role: "operator" });
    await user.click(await waitForEnabled("Load Funds"));
    const dialog = await findDialog("Load Funds");
    await user.type(within(dialog).getByLabelText("Amount ($)"), "1.005");
    await user.click(await findButton("Submit", dialog));
    expect(await screen.findByText("400: Amount must be a positive number with at most 2 decimals")).toBeInTheDocument();
    expect(JSON.parse(seen.find((s) => s.method === "POST" && s.url.pathname.startsWith("/api/wallets"))!.body)).toEqual({ amount: "1.005" });
    expect(queryDialog("Load Funds")).not.toBeNull();
  });

  it("Generate QR: toast with the qrCode data and the QR drawn as an image", async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    const first = getDb().wallets[0];
    await renderApp({ route: "/", role: "operator" });
    await user.click(await waitForEnabled("Generate QR"));
    const data = `paydesk:wallet:${first.id}?currency=USD`;
    expect(await screen.findByText(data)).toBeInTheDocument();
    expect(screen.getByText("Wallet QR code")).toBeInTheDocument();
    const img = await screen.findByTestId("wallet-qr-image"); // the drawing loads with the first code
    expect(img).toHaveAttribute("role", "img");
    expect(img).toHaveAttribute("aria-label", `QR code for wallet ${first.id.slice(0, 8)}`);
    expect(img.querySelector("svg")).not.toBeNull();
    const post = seen.find((s) => s.method === "POST" && s.url.pathname.startsWith("/api/wallets"))!;
    expect(post.url.pathname).toBe(`/api/wallets/${first.id}/qr`);
    expect(post.body).toBe("");
  });

  it("Export Data downloads a CSV of the metrics and the recent transactions", async () => {
    const user = userEvent.setup();
    vi.mocked(downloadCsv).mockClear();
    getDb().transactions = [
      tx({ id: "tx-1", type: "payment", description: "=HYPERLINK(1)", amount: "12.5", createdAt: "2026-11-20T10:00:00.000Z" }),
      tx({ id: "tx-2", type: "tokenization", description: "Card", amount: null, createdAt: "2026-11-19T10:00:00.000Z" }),
    ];
    await renderApp({ route: "/", role: "viewer" });
    const m = (await computeMetrics(demoStore()));
    await screen.findByText(m.totalVolume);
    await findRecentList();
    await user.click(await findButton("Export Data"));
    expect(downloadCsv).toHaveBeenCalledTimes(1);
    const [name, csv] = vi.mocked(downloadCsv).mock.calls[0];
    expect(name).toMatch(/^paydesk-dashboard-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await csvText(csv)).split("\r\n");
    expect(lines[0]).toBe('"Metric","Value","Change (%)"');
    expect(lines[1]).toBe(`"Total Volume",${csvCell(m.totalVolume)},${m.totalVolumeChange ?? ""}`);
    expect(lines[2]).toBe(`"Active Wallets",${m.activeWallets},${m.activeWalletsChange ?? ""}`);
    expect(lines[5]).toBe("");
    expect(lines[6]).toBe('"Transaction ID","Type","Description","Amount","Currency","Status","Wallet ID","Created At"');
    expect(lines[7]).toBe(`"tx-1","payment","'=HYPERLINK(1)","12.50","USD","completed",,"2026-11-20T10:00:00.000Z"`);
    expect(lines[8]).toBe('"tx-2","tokenization","Card",,"USD","completed",,"2026-11-19T10:00:00.000Z"');
  });
});
