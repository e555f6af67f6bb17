// Token Vault (SPEC "Token Vault", §5 create token, §7 POST /api/tokens, §8 toasts).
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { createElement, lazy } from "react";
import { server } from "../../mocks/node";
import { getDb } from "../../mocks/db";
import type { Token } from "../../src/domain";
import { declare } from "../../resources/types";
import { allDeclarations } from "../../src/app/declarations";
import { useMetrics } from "../../providers/metrics";
import { tokens } from "../../resources/tokens";
import { formBody } from "../../src/components/resource/schema";

const tokenBody = (values: Record<string, unknown>) => formBody(tokens, tokens.create!.fields, values);
import { renderApp } from "./render";

// antd tables are slow to render under jsdom on a busy machine: give queries and tests room.
configure({ asyncUtilTimeout: 45000 });
vi.setConfig({ testTimeout: 240000 });

/** Bodies (and URLs) of the calls matching method + path, as the demo backend received them. */
function record(method: string, path: string) {
  const calls: Array<{ url: URL; body: unknown; idempotencyKey: string | null }> = [];
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method !== method || url.pathname !== path) return;
    const text = await request.clone().text();
    calls.push({ url, body: text ? JSON.parse(text) : undefined, idempotencyKey: request.headers.get("Idempotency-Key") });
  };
  server.events.on("request:start", listener);
  onTestFinished(() => server.events.removeListener("request:start", listener));
  return calls;
}

const TOKENS: Token[] = [
  {
    id: "t1",
    tokenValue: "tok_ABCDEFGHIJKLMNOPQRSTUVWX",
    paymentMethodType: "card",
    lastFour: "4242",
    expiryMonth: "07",
    expiryYear: "2030",
    merchantId: null,
    customerId: "cust_alpha",
    isActive: true,
    createdAt: "2026-03-04T15:06:00.000Z",
  },
  {
    id: "t2",
    tokenValue: "tok_achZZZZZZZZZZZZZZZZZZZZ",
    paymentMethodType: "ach",
    lastFour: null,
    expiryMonth: null,
    expiryYear: null,
    merchantId: null,
    customerId: null,
    isActive: false,
    createdAt: "2026-03-01T10:00:00.000Z",
  },
];

function serveTokens(rows: Token[]) {
  server.use(http.get("*/api/tokens", () => HttpResponse.json(rows)));
}

const PLACEHOLDER = "Search tokens by ID, type, last four, or customer...";

/** A write button once access control has allowed it (GuardedButton starts disabled). */
function enabledButton(name: string) {
  return waitFor(() => {
    const button = screen.getByRole("button", { name });
    expect(button).toBeEnabled();
    return button;
  });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await enabledButton("Tokenize Payment Method"));
  return screen.findByRole("dialog", { name: "Tokenize Payment Method" });
}

/** Picks an option of an antd Select (by its label) inside `scope`. */
async function pick(scope: HTMLElement, label: string, option: string) {
  const box = within(scope).getByLabelText(label);
  fireEvent.mouseDown(box);
  const item = await waitFor(() => {
    const el = document.querySelector<HTMLElement>(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`);
    if (!el) throw new Error(`option ${option} not shown`);
    return el;
  });
  fireEvent.click(item);
}

const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

describe("Token Vault list", () => {
  it("shows the seven columns with their formats", async () => {
    serveTokens(TOKENS);
    await renderApp({ route: "/tokens", role: "operator" });
    expect(await screen.findByText("tok_ABCDEFGH...")).toBeInTheDocument();
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent?.trim());
    expect(headers).toEqual(["Token ID", "Type", "Last Four", "Expiry", "Customer ID", "Status", "Created"]);

    const card = rowOf("tok_ABCDEFGH...");
    expect(within(card).getByText("CARD")).toBeInTheDocument();
    expect(within(card).getByText("****4242")).toBeInTheDocument();
    expect(within(card).getByText("07/2030")).toBeInTheDocument();
    expect(within(card).getByText("cust_alpha")).toBeInTheDocument();
    expect(within(card).getByText("Active")).toBeInTheDocument();
    expect(within(card).getByText(/Mar 4, 2026/)).toBeInTheDocument();

    const ach = rowOf("tok_achZZZZZ...");
    expect(within(ach).getByText("ACH")).toBeInTheDocument();
    // Last four, expiry and customer ID all read N/A.
    expect(within(ach).getAllByText("N/A")).toHaveLength(3);
    expect(within(ach).getByText("Inactive")).toBeInTheDocument();
  });

  it("Token ID: full value in a tooltip and a copy button with the Copied toast", async () => {
    const user = userEvent.setup({ delay: null });
    serveTokens(TOKENS);
    await renderApp({ route: "/tokens", role: "operator" });
    const short = await screen.findByText("tok_ABCDEFGH...");
    await user.hover(short);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("tok_ABCDEFGHIJKLMNOPQRSTUVWX");
    await user.click(within(rowOf("tok_ABCDEFGH...")).getByRole("button", { name: "Copy token ID" }));
    expect(await screen.findByText("Copied")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe("tok_ABCDEFGHIJKLMNOPQRSTUVWX");
  });

  it("searches client-side, case-insensitively, over token value, type, last four and customer ID", async () => {
    const user = userEvent.setup({ delay: null });
    serveTokens(TOKENS);
    const gets = record("GET", "/api/tokens");
    await renderApp({ route: "/tokens", role: "operator" });
    await screen.findByText("tok_ABCDEFGH...");
    const search = screen.getByPlaceholderText(PLACEHOLDER);
    const visible = () => [screen.queryByText("tok_ABCDEFGH..."), screen.queryByText("tok_achZZZZZ...")].map(Boolean);

    for (const [q, expected] of [
      ["4242", [true, false]],
      ["ACH", [false, true]],
      ["CUST_ALPHA", [true, false]],
      ["tok_achzz", [false, true]],
      ["card", [true, false]],
    ] as const) {
      await user.clear(search);
      await user.type(search, q);
      await waitFor(() => expect(visible()).toEqual(expected));
    }
    await user.clear(search);
    await user.type(search, "no-such-token");
    expect(await screen.findByText("No tokens match your search.")).toBeInTheDocument();
    // Filtering never calls the server again.
    expect(gets).toHaveLength(1);
  });

  it("pages of 10; a new search starts again at page 1", async () => {
    const user = userEvent.setup({ delay: null });
    // 25 tokens: tok_P00xxxxx… to tok_P24xxxxx…, the even ones for cust_even.
    const many = Array.from({ length: 25 }, (_, i): Token => {
      const n = String(i).padStart(2, "0");
      return { ...TOKENS[0], id: `p${n}`, tokenValue: `tok_P${n}${"x".repeat(20)}`, customerId: i % 2 ? "cust_odd" : "cust_even" };
    });
    serveTokens(many);
    await renderApp({ route: "/tokens", role: "operator" });
    const shown = () => screen.queryAllByText(/^tok_P\d\d/).map((el) => el.textContent?.slice(5, 7));
    await waitFor(() => expect(shown()).toEqual(["00", "01", "02", "03", "04", "05", "06", "07", "08", "09"]));
    await user.click(screen.getByTitle("3"));
    await waitFor(() => expect(shown()).toEqual(["20", "21", "22", "23", "24"]));
    // 13 matches: two pages. The first of them, not the last one left of page 3.
    await user.type(screen.getByPlaceholderText(PLACEHOLDER), "cust_even");
    await waitFor(() => expect(shown()).toEqual(["00", "02", "04", "06", "08", "10", "12", "14", "16", "18"]));
    expect(screen.getByText("13 total")).toBeInTheDocument();
  });

  it("shows the empty message when the vault is empty", async () => {
    serveTokens([]);
    await renderApp({ route: "/tokens", role: "operator" });
    expect(await screen.findByText("No tokens found. Create your first token to get started.")).toBeInTheDocument();
  });

  it("a failed list shows the error with Retry", async () => {
    server.use(http.get("*/api/tokens", () => new HttpResponse("Vault offline", { status: 503 })));
    await renderApp({ route: "/tokens", role: "operator" });
    expect(await screen.findByText("503: Vault offline")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("is open to admin too, and closed to viewers", async () => {
    serveTokens(TOKENS);
    const { unmount } = await renderApp({ route: "/tokens", role: "admin" });
    expect(await enabledButton("Tokenize Payment Method")).toBeEnabled();
    unmount();
    await renderApp({ route: "/tokens", role: "viewer" });
    expect(await screen.findByRole("heading", { name: "Access denied" })).toBeInTheDocument();
  });
});

describe("Tokenize Payment Method", () => {
  it("requires the type and sends nothing without it", async () => {
    const user = userEvent.setup({ delay: null });
    serveTokens(TOKENS);
    const posts = record("POST", "/api/tokens");
    await renderApp({ route: "/tokens", role: "operator" });
    const dialog = await openDialog(user);
    // Card-only fields are hidden until type card is chosen.
    expect(within(dialog).queryByLabelText("Last Four")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Tokenize" }));
    expect(await within(dialog).findByText("Payment method type is required")).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it("card: fields with max lengths 4/2/4, digits only, month 01–12; exact body; toast; list refreshed", async () => {
    const user = userEvent.setup({ delay: null });
    const posts = record("POST", "/api/tokens");
    await renderApp({ route: "/tokens", role: "operator" });
    const dialog = await openDialog(user);
    await pick(dialog, "Payment Method Type", "Card");
    const lastFour = await within(dialog).findByLabelText("Last Four");
    const month = within(dialog).getByLabelText("Expiry Month");
    const year = within(dialog).getByLabelText("Expiry Year");
    expect(lastFour).toHaveAttribute("maxlength", "4");
    expect(month).toHaveAttribute("maxlength", "2");
    expect(year).toHaveAttribute("maxlength", "4");

    await user.type(lastFour, "4a2-4x2");
    expect(lastFour).toHaveValue("4242");
    await user.type(month, "13");
    await user.type(year, "20");
    await user.click(within(dialog).getByRole("button", { name: "Tokenize" }));
    expect(await within(dialog).findByText("Expiry month must be 01–12")).toBeInTheDocument();
    // antd validates each field on its own: the second message may paint a moment after the first.
    expect(await within(dialog).findByText("Expiry year must be 4 digits")).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.clear(month);
    await user.type(month, "12");
    await user.type(year, "30");
    await user.click(within(dialog).getByRole("button", { name: "Tokenize" }));
    expect(await screen.findByText("Token created successfully")).toBeInTheDocument();
    // Merchant ID and customer ID were left empty: omitted.
    expect(posts.map((p) => p.body)).toEqual([{ paymentMethodType: "card", lastFour: "4242", expiryMonth: "12", expiryYear: "2030" }]);
    expect(posts[0].idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The new token is first in the refetched list.
    const created = getDb().tokens[0];
    expect(await screen.findByText(`${created.tokenValue.slice(0, 12)}...`)).toBeInTheDocument();
  });

  it("ach: card fields are neither shown nor sent; optional IDs are trimmed and sent", async () => {
    const user = userEvent.setup({ delay: null });
    serveTokens(TOKENS);
    const posts = record("POST", "/api/tokens");
    await renderApp({ route: "/tokens", role: "operator" });
    const dialog = await openDialog(user);
    await pick(dialog, "Payment Method Type", "Card");
    await user.type(await within(dialog).findByLabelText("Last Four"), "1111");
    await pick(dialog, "Payment Method Type", "ACH");
    await waitFor(() => expect(within(dialog).queryByLabelText("Last Four")).toBeNull());
    await user.type(within(dialog).getByLabelText("Merchant ID"), "  m_42 ");
    await user.type(within(dialog).getByLabelText("Customer ID"), "cust_9");
    await user.click(within(dialog).getByRole("button", { name: "Tokenize" }));
    expect(await screen.findByText("Token created successfully")).toBeInTheDocument();
    expect(posts.map((p) => p.body)).toEqual([{ paymentMethodType: "ach", merchantId: "m_42", customerId: "cust_9" }]);
  });

  it("a failed call keeps the dialog and its input, re-enables submit, and a double click sends once", async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    serveTokens(TOKENS);
    server.use(
      http.post("*/api/tokens", async () => {
        calls++;
        await delay(150);
        return new HttpResponse("Vault unavailable", { status: 500 });
      }),
    );
    await renderApp({ route: "/tokens", role: "operator" });
    const dialog = await openDialog(user);
    await pick(dialog, "Payment Method Type", "Bank");
    await user.type(within(dialog).getByLabelText("Customer ID"), "cust_keep");
    const submit = within(dialog).getByRole("button", { name: "Tokenize" });
    await user.dblClick(submit);
    expect(await screen.findByText("500: Vault unavailable")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(screen.getByRole("dialog", { name: "Tokenize Payment Method" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Customer ID")).toHaveValue("cust_keep");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Tokenize" })).toBeEnabled());
  });

  it("refreshes the metrics after creating a token", async () => {
    const user = userEvent.setup({ delay: null });
    serveTokens(TOKENS);
    // A probe screen showing the metrics next to the Token Vault (the dashboard is another screen).
    function MetricsProbe() {
      const { result } = useMetrics();
      return createElement("output", { "aria-label": "Tokenized cards" }, String(result?.data?.tokenizedCards ?? ""));
    }
    const ResourceScreen = lazy(() => import("../../src/components/resource/ResourceScreen"));
    const probe = declare({
      name: "tokens-probe",
      label: "Probe",
      route: "/probe",
      roles: { read: "operator" },
      view: () => createElement("div", null, createElement(MetricsProbe), createElement(ResourceScreen as unknown as React.ComponentType<{ declaration: typeof tokens }>, { declaration: tokens })),
    });
    await renderApp({ route: "/probe", role: "operator", declarations: allDeclarations([probe]) });
    const output = await screen.findByLabelText("Tokenized cards");
    await waitFor(() => expect(output.textContent).not.toBe(""));
    const before = Number(output.textContent);
    const dialog = await openDialog(user);
    await pick(dialog, "Payment Method Type", "Card");
    await user.type(await within(dialog).findByLabelText("Last Four"), "9999");
    await user.click(within(dialog).getByRole("button", { name: "Tokenize" }));
    expect(await screen.findByText("Token created successfully")).toBeInTheDocument();
    await waitFor(() => expect(Number(output.textContent)).toBe(before + 1));
  });
});

describe("the Tokenize form's body, from the declaration", () => {
  it("pads a one-digit month and drops blank fields", () => {
    expect(tokenBody({ paymentMethodType: "card", lastFour: " ", expiryMonth: "7", expiryYear: "2031", customerId: "" })).toEqual({
      paymentMethodType: "card",
      expiryMonth: "07",
      expiryYear: "2031",
    });
    expect(tokenBody({ paymentMethodType: "bank", lastFour: "1234", merchantId: "m" })).toEqual({ paymentMethodType: "bank", merchantId: "m" });
  });
});

