// Transactions (SPEC "Transactions", §7, §9; DESIGN §1) against the msw demo backend.
// Rendered in a BrowserRouter so the URL (filters, search, ranges, sort) is the real one.
import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BrowserRouter } from "react-router";
import { server } from "../../mocks/node";
import { getDb } from "../../mocks/db";
import type { Role, Transaction } from "../../src/domain";
import { PayDeskApp } from "../../src/app/PayDeskApp";
import { downloadCsv } from "../../src/lib/csv";
import { csvText } from "../csv-text";
import { formatDate } from "../../src/lib/format";
import { renderUi, signIn } from "./render";
import { preloadRouteData } from "../../src/app/screen-prefetch";
import { arrivedPreloaded } from "../../providers/preload";
import { http } from "../../providers/http";

// The record drawer's own read (one row by id, server mode): counted whenever its hook runs.
const recordReads = vi.hoisted(() => ({ hookRuns: 0 }));
vi.mock("@refinedev/core", async (importOriginal) => {
  const core = await importOriginal<typeof import("@refinedev/core")>();
  return {
    ...core,
    useList: (...args: Parameters<typeof core.useList>) => {
      if (args[0]?.filters?.some((f) => "field" in f && f.field === "id")) recordReads.hookRuns++;
      return core.useList(...args);
    },
  };
});
vi.mock("../../src/lib/csv", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../src/lib/csv")>()),
  downloadCsv: vi.fn(),
}));

afterEach(() => {
  server.events.removeAllListeners();
});

/** Local noon of a November 2026 day, so day filters do not depend on the time zone. */
const nov = (day: number, hour = 12) => new Date(2026, 10, day, hour).toISOString();

function tx(id: string, partial: Partial<Transaction>): Transaction {
  return { id, type: "payment", description: null, amount: null, currency: "USD", status: "completed", createdAt: nov(1), ...partial };
}

const T = {
  acme: tx("aaaa1111-acme", { type: "payment", description: "Payment to Acme", amount: "12.5", createdAt: nov(20) }),
  cash: tx("bbbb2222-cash", { type: "withdrawal", description: "Cash out", amount: "3", status: "pending", createdAt: nov(19) }),
  topup: tx("cccc3333-topup", { type: "load_funds", description: "Top up", amount: "1000", createdAt: nov(18) }),
  token: tx("dddd4444-token", { type: "tokenization", description: "Card ending 4242 tokenized", amount: null, createdAt: nov(10) }),
  wallet: tx("eeee5555-wallet", { type: "wallet_creation", description: "Wallet eeee5555 created", amount: "", status: "failed", createdAt: nov(9) }),
  fee: tx("ffff6666-fee", { type: "tokenization", description: "=cmd|' /C calc'!A0", amount: "5", status: "cancelled", createdAt: nov(8) }),
};
const FIXED = Object.values(T);
/** 20 more cancelled payments in October (amounts 100..119), so there are 26 rows and two pages of 20. */
const FILLER = Array.from({ length: 20 }, (_, i) =>
  tx(`9${String(i).padStart(3, "0")}0000-filler`, {
    description: `Filler ${i}`,
    amount: String(100 + i),
    status: "cancelled",
    createdAt: new Date(2026, 9, 28 - i, 12).toISOString(),
  }),
);
const ALL = [...FIXED, ...FILLER];

async function renderAt(url: string, role: Role = "viewer") {
  await signIn(role);
  window.history.replaceState(null, "", url);
  return renderUi(
    <BrowserRouter>
      <PayDeskApp navigate={vi.fn()} />
    </BrowserRouter>,
  );
}

function rowIds(): string[] {
  return Array.from(document.querySelectorAll("tbody tr.ant-table-row")).map((tr) => tr.querySelector("td")?.textContent?.trim() ?? "");
}

async function waitForRows(expected: string[]) {
  await waitFor(() => expect(rowIds()).toEqual(expected), { timeout: 8000 });
}

const short = (t: Transaction) => t.id.slice(0, 8);

/** The query of every /api/transactions request from now on (the msw listeners go after each test). */
function listReads(): string[] {
  const seen: string[] = [];
  server.events.on("request:start", ({ request }) => {
    const u = new URL(request.url);
    if (u.pathname === "/api/transactions") seen.push(u.search);
  });
  return seen;
}
const params = () => Object.fromEntries(new URLSearchParams(window.location.search));

async function findButton(text: string, container: HTMLElement = document.body): Promise<HTMLButtonElement> {
  const label = await within(container).findByText(text, { selector: "button span" });
  return label.closest("button") as HTMLButtonElement;
}

/** The clickable part of the toolbar Select labelled `label`. */
function selectBox(label: string): HTMLElement {
  const input = document.querySelector(`.ant-select input[aria-label="${label}"]`);
  return input!.closest(".ant-select")!.querySelector(".ant-select-selector") as HTMLElement;
}

/** A column header cell by its title. */
function header(title: string): HTMLElement {
  return Array.from(document.querySelectorAll<HTMLElement>("thead th")).find((th) => th.textContent?.trim() === title)!;
}

/** Opens an antd Select by its accessible label and picks an option by its text. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(selectBox(label));
  const opt = await screen.findByText(option, { selector: ".ant-select-item-option-content" });
  await user.click(opt);
}

function optionTexts(): string[] {
  return Array.from(document.querySelectorAll(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-content")).map(
    (el) => el.textContent ?? "",
  );
}

describe("transactions", { timeout: 90_000 }, () => {
  // The demo backend offers every extension here, so the list runs in server mode (extension
  // `paging`): one read of the first page. Against a SPEC §7 server it reads the whole list with no
  // query (tests/integration/spec-only.test.tsx).
  it("lists the transactions (one read: the first page) with the six columns and their formats", async () => {
    getDb().transactions = FIXED;
    const seen = listReads();
    await renderAt("/transactions");
    await waitForRows(FIXED.map(short));
    expect(seen).toEqual(["?_start=0&_end=20"]);
    const headers = Array.from(document.querySelectorAll("thead th")).map((th) => th.textContent?.trim());
    expect(headers).toEqual(["Transaction ID", "Type", "Description", "Amount", "Status", "Date"]);
    const cells = Array.from(document.querySelectorAll("tbody tr.ant-table-row")).map((tr) =>
      Array.from(tr.querySelectorAll("td")).map((td) => td.textContent?.trim()),
    );
    expect(cells).toEqual([
      ["aaaa1111", "payment", "Payment to Acme", "+$12.50 USD", "Completed", formatDate(T.acme.createdAt)],
      ["bbbb2222", "withdrawal", "Cash out", "-$3.00 USD", "Pending", formatDate(T.cash.createdAt)],
      ["cccc3333", "load funds", "Top up", "+$1,000.00 USD", "Completed", formatDate(T.topup.createdAt)],
      ["dddd4444", "tokenization", "Card ending 4242 tokenized", "N/A", "Completed", formatDate(T.token.createdAt)],
      ["eeee5555", "wallet creation", "Wallet eeee5555 created", "N/A", "Failed", formatDate(T.wallet.createdAt)],
      ["ffff6666", "tokenization", "=cmd|' /C calc'!A0", "$5.00 USD", "Cancelled", formatDate(T.fee.createdAt)],
    ]);
    expect(formatDate(T.acme.createdAt)).toBe("Nov 20, 2026, 12:00 PM");
  });

  it("a first page whose early read has arrived is in the screen's first frame — no empty table first — and is still one request", async () => {
    getDb().transactions = FIXED;
    const seen = listReads();
    await signIn("viewer");
    window.history.replaceState(null, "", "/transactions");
    // What a cold load does at boot (src/app/route-prefetch.ts), here before the render.
    preloadRouteData("/transactions");
    await waitFor(() => expect(arrivedPreloaded(http, "/api/transactions", { _start: "0", _end: "20" })).toBeDefined());
    // Every state the table's body is drawn in, from its first.
    const bodies: number[] = [];
    const watch = new MutationObserver(() => {
      if (document.querySelector(".ant-table-tbody")) bodies.push(document.querySelectorAll("tbody tr.ant-table-row").length);
    });
    watch.observe(document.body, { subtree: true, childList: true });
    renderUi(
      <BrowserRouter>
        <PayDeskApp navigate={vi.fn()} />
      </BrowserRouter>,
    );
    await waitForRows(FIXED.map(short));
    watch.disconnect();
    expect(bodies[0]).toBe(FIXED.length);
    expect(seen).toEqual(["?_start=0&_end=20"]);
  });

  it("empty collection: 'No transactions found.'", async () => {
    getDb().transactions = [];
    await renderAt("/transactions");
    expect(await screen.findByText("No transactions found.")).toBeInTheDocument();
  });

  it("status and type filters offer the exact options and filter in the browser; the URL follows", async () => {
    const user = userEvent.setup();
    getDb().transactions = FIXED;
    await renderAt("/transactions");
    await waitForRows(FIXED.map(short));
    await user.click(selectBox("Status"));
    await waitFor(() => expect(optionTexts()).toEqual(["All Statuses", "Completed", "Pending", "Failed", "Cancelled"]));
    await user.click(await screen.findByText("Pending", { selector: ".ant-select-item-option-content" }));
    await waitForRows([short(T.cash)]);
    expect(params()).toEqual({ status: "pending" });
    await user.click(selectBox("Type"));
    await waitFor(() =>
      expect(optionTexts()).toEqual(["All Types", "Payment", "Withdrawal", "Load Funds", "Tokenization", "Wallet Creation"]),
    );
    await user.click(await screen.findByText("Load Funds", { selector: ".ant-select-item-option-content" }));
    expect(await screen.findByText("No transactions match your filters.")).toBeInTheDocument();
    expect(params()).toEqual({ status: "pending", type: "load_funds" });
    await choose(user, "Status", "All Statuses");
    await waitForRows([short(T.topup)]);
    expect(params()).toEqual({ type: "load_funds" });
  });

  it("search matches id, description and type, case-insensitively; the URL keeps it", async () => {
    const user = userEvent.setup();
    getDb().transactions = FIXED;
    await renderAt("/transactions");
    await waitForRows(FIXED.map(short));
    const search = screen.getByPlaceholderText("Search transactions...");
    await user.type(search, "ACME");
    await waitForRows([short(T.acme)]);
    await waitFor(() => expect(params()).toEqual({ q: "ACME" }));
    await user.clear(search);
    await user.type(search, "cccc33");
    await waitForRows([short(T.topup)]);
    await user.clear(search);
    await user.type(search, "wallet_creation");
    await waitForRows([short(T.wallet)]);
    await user.clear(search);
    await user.type(search, "no such thing");
    expect(await screen.findByText("No transactions match your filters.")).toBeInTheDocument();
  });

  it("server mode: a typed search is one request with the whole text, sent once typing pauses or on Enter, with the address already following", async () => {
    const user = userEvent.setup();
    getDb().transactions = FIXED;
    await renderAt("/transactions");
    await waitForRows(FIXED.map(short));
    const searches: string[] = [];
    /** The address's search when each call left: the box waited for the pause, so the address does not wait again. */
    const addressed: string[] = [];
    server.events.on("request:start", ({ request }) => {
      const url = new URL(request.url);
      if (request.method !== "GET" || url.pathname !== "/api/transactions") return;
      searches.push(url.searchParams.get("q") ?? "");
      addressed.push(params().q ?? "");
    });
    const search = screen.getByPlaceholderText("Search transactions...");
    await user.type(search, "ACME");
    await waitForRows([short(T.acme)]);
    expect(searches).toEqual(["ACME"]);
    await user.type(search, "{Backspace}{Backspace}{Backspace}{Backspace}cash{Enter}");
    await waitForRows([short(T.cash)]);
    expect(searches).toEqual(["ACME", "cash"]);
    expect(addressed).toEqual(["ACME", "cash"]);
  });

  it("the record drawer's hooks run only while a record is open, not with every change to the list", async () => {
    const user = userEvent.setup();
    getDb().transactions = FIXED;
    recordReads.hookRuns = 0;
    await renderAt("/transactions");
    await waitForRows(FIXED.map(short));
    await user.type(screen.getByPlaceholderText("Search transactions..."), "ACME");
    await waitForRows([short(T.acme)]);
    expect(recordReads.hookRuns).toBe(0);
    await user.click(screen.getByRole("link", { name: short(T.acme) }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(recordReads.hookRuns).toBeGreaterThan(0);
  });

  it("a shared URL with search, filters, date and amount ranges opens the same view (reload)", async () => {
    getDb().transactions = ALL;
    const url = "/transactions?status=completed&q=a&from=2026-11-18&to=2026-11-20&min=12.5&max=1000";
    const first = await renderAt(url);
    await waitForRows([short(T.acme), short(T.topup)]);
    first.unmount();
    await renderAt(url);
    await waitForRows([short(T.acme), short(T.topup)]);
    expect(screen.getByPlaceholderText("Search transactions...")).toHaveValue("a");
    expect(screen.getByText("Completed", { selector: ".ant-select-selection-item" })).toBeInTheDocument();
    // More Filters opens by itself when the URL carries ranges (its code loads with it).
    expect(await screen.findByLabelText("Created from")).toHaveValue("2026-11-18");
    expect(screen.getByLabelText("Created to")).toHaveValue("2026-11-20");
    expect(screen.getByLabelText("Min amount ($)")).toHaveValue("12.50");
    expect(screen.getByLabelText("Max amount ($)")).toHaveValue("1000.00");
  });

  it("More Filters: created-date range (inclusive local days)", async () => {
    getDb().transactions = ALL;
    await renderAt("/transactions?from=2026-11-09&to=2026-11-19");
    await waitForRows([short(T.cash), short(T.topup), short(T.token), short(T.wallet)]);
  });

  it("More Filters: amount range; rows without an amount drop out", async () => {
    getDb().transactions = ALL;
    await renderAt("/transactions?min=3&max=12.50");
    await waitForRows([short(T.acme), short(T.cash), short(T.fee)]);
  });

  it("More Filters button shows the panel; typing amounts and picking dates updates the URL and the rows; Clear all filters resets", async () => {
    const user = userEvent.setup();
    getDb().transactions = ALL;
    await renderAt("/transactions?status=completed");
    await waitForRows([short(T.acme), short(T.topup), short(T.token)]);
    const more = await findButton("More Filters");
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByLabelText("Min amount ($)")).toBeNull();
    await user.click(more);
    expect(more).toHaveAttribute("aria-expanded", "true");
    await user.type(await screen.findByLabelText("Min amount ($)"), "100");
    await waitForRows([short(T.topup)]);
    await waitFor(() => expect(params()).toEqual({ status: "completed", min: "100" }));
    const from = screen.getByLabelText("Created from");
    await user.click(from);
    await user.type(from, "2026-11-19{Enter}");
    await waitFor(() => expect(params()).toEqual({ status: "completed", min: "100", from: "2026-11-19" }));
    expect(await screen.findByText("No transactions match your filters.")).toBeInTheDocument();
    await user.click(await findButton("Clear all filters"));
    await waitForRows(ALL.slice(0, 20).map(short));
    await waitFor(() => expect(params()).toEqual({}));
  });

  it("sorting by amount and by date, kept in the URL", async () => {
    const user = userEvent.setup();
    getDb().transactions = FIXED;
    await renderAt("/transactions?sort=amount.asc");
    // Ascending; rows without an amount last.
    await waitForRows([T.cash, T.fee, T.acme, T.topup, T.token, T.wallet].map(short));
    const amountHeader = header("Amount");
    await user.click(amountHeader); // asc → off (descend first, then ascend, then none)
    await waitForRows(FIXED.map(short));
    expect(params()).toEqual({});
    await user.click(amountHeader);
    await waitForRows([T.topup, T.acme, T.fee, T.cash, T.token, T.wallet].map(short));
    expect(params()).toEqual({ sort: "amount.desc" });
    await user.click(header("Date"));
    await waitForRows(FIXED.map(short));
    expect(params()).toEqual({ sort: "createdAt.desc" });
    await user.click(header("Date"));
    await waitForRows([...FIXED].reverse().map(short));
    expect(params()).toEqual({ sort: "createdAt.asc" });
  });

  it("pagination: 20 per page by default with the total; page 2 shows the rest", async () => {
    const user = userEvent.setup();
    getDb().transactions = ALL;
    await renderAt("/transactions");
    await waitForRows(ALL.slice(0, 20).map(short));
    expect(screen.getByText("26 total")).toBeInTheDocument();
    await user.click(screen.getByTitle("2"));
    await waitForRows(ALL.slice(20).map(short));
  });

  it("pagination: page-size choice, and back to page 1 when a filter changes", async () => {
    const user = userEvent.setup();
    getDb().transactions = ALL;
    await renderAt("/transactions");
    await waitForRows(ALL.slice(0, 20).map(short));
    await user.click(screen.getByText("20 / page"));
    await user.click(await screen.findByText("10 / page", { selector: ".ant-select-item-option-content" }));
    await waitForRows(ALL.slice(0, 10).map(short));
    await user.click(screen.getByTitle("3"));
    await waitForRows(ALL.slice(20).map(short));
    await choose(user, "Status", "Cancelled");
    await waitForRows([T.fee, ...FILLER.slice(0, 9)].map(short));
    expect(screen.getByText("21 total")).toBeInTheDocument();
  });

  it("Export Data downloads every filtered row (all pages) as CSV with raw values", async () => {
    const user = userEvent.setup();
    vi.mocked(downloadCsv).mockClear();
    getDb().transactions = ALL;
    await renderAt("/transactions?sort=amount.desc&min=5");
    await waitFor(() => expect(rowIds()).toHaveLength(20));
    await user.click(await findButton("Export Data"));
    // Every page is read first (the server's answers: a page at a time).
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1));
    const [name, csv] = vi.mocked(downloadCsv).mock.calls[0];
    expect(name).toMatch(/^paydesk-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await csvText(csv)).split("\r\n");
    expect(lines[0]).toBe('"Transaction ID","Type","Description","Amount","Currency","Status","Wallet ID","Created At"');
    expect(lines).toHaveLength(1 + 23); // 20 fillers + top-up + acme + fee, over two pages
    // Every text cell quoted (a ";" or "," inside never splits it); empty cells empty.
    expect(lines[1]).toBe(`"${T.topup.id}","load_funds","Top up","1000.00","USD","completed",,"${T.topup.createdAt}"`);
    expect(lines[2]).toBe(`"${FILLER[19].id}","payment","Filler 19","119.00","USD","cancelled",,"${FILLER[19].createdAt}"`);
    expect(lines[22]).toBe(`"${T.acme.id}","payment","Payment to Acme","12.50","USD","completed",,"${T.acme.createdAt}"`);
    // Formula-looking text is neutralised for spreadsheets.
    expect(lines[23]).toBe(`"${T.fee.id}","tokenization","'=cmd|' /C calc'!A0","5.00","USD","cancelled",,"${T.fee.createdAt}"`);
  });
});
