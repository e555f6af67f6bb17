// Developer Portal (SPEC "Developer Portal", §7 endpoints, §9 static metrics): static docs, code as text.
import { describe, expect, it, vi } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "./render";
import { fill, findToast, pick, record } from "./admin-helpers";
import { ENDPOINTS } from "../../src/pages/developer/content";

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 180000 });

const SPEC_ENDPOINTS = [
  "POST /api/user/login",
  "PUT /api/user/{id}",
  "PUT /api/user/{id}/settings",
  "DELETE /api/user/{id}",
  "GET /api/users",
  "GET /api/dashboard/metrics",
  "GET /api/transactions?limit=10",
  "GET /api/wallets",
  "POST /api/wallets",
  "POST /api/wallets/{id}/load",
  "POST /api/wallets/{id}/withdraw",
  "POST /api/wallets/{id}/qr",
  "GET /api/tokens",
  "POST /api/tokens",
  "GET /api/merchants",
  "POST /api/merchants",
  "PUT /api/merchants/{id}",
  "GET /api/kyc-documents?merchantId={merchantId}",
  "POST /api/kyc-documents",
  "PUT /api/kyc-documents/{id}",
  "GET /api/api-keys",
  "POST /api/api-keys",
  "PUT /api/api-keys/{id}",
  "DELETE /api/api-keys/{id}",
];

const page = () => document.getElementById("main-content")!;

describe("Developer Portal", () => {
  it("has the five tabs and opens on Overview", async () => {
    await renderApp({ route: "/developer" });
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["Overview", "API Explorer", "SDKs", "Webhooks", "Metrics"]);
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("heading", { name: "PayDesk API", level: 2 })).toBeInTheDocument();
  });

  it("documents every SPEC §7 call", () => {
    expect(ENDPOINTS.map((e) => `${e.method} ${e.path}`)).toEqual(SPEC_ENDPOINTS);
  });

  it("API Explorer: transactions with limit=10 by default, a JSON body per endpoint, JSON checked, Send Request not available", async () => {
    await renderApp({ route: "/developer?tab=explorer" });
    const picker = await screen.findByRole("combobox", { name: "Endpoint" });
    expect(within(page()).getByTitle("GET /api/transactions?limit=10")).toBeInTheDocument();
    expect(picker).toBeInTheDocument();
    const body = screen.getByLabelText("Request body (JSON)");
    expect(body).toBeDisabled();
    expect(screen.getByText("This request has no body.")).toBeInTheDocument();
    const sample = screen.getByLabelText("Sample response: GET /api/transactions?limit=10");
    expect(sample.tagName).toBe("PRE");
    expect(sample.firstElementChild?.tagName).toBe("CODE");
    expect(JSON.parse(sample.textContent!)).toEqual(expect.any(Array));
    expect(screen.getByRole("button", { name: /Send Request/ })).toBeDisabled();
    expect(await screen.findByLabelText("Send Request: Not available in this version: the explorer is documentation only")).toBeInTheDocument();

    await pick(page(), "Endpoint", "POST /api/wallets/{id}/load");
    await waitFor(() => expect(screen.getByLabelText("Request body (JSON)")).toBeEnabled());
    expect(JSON.parse((screen.getByLabelText("Request body (JSON)") as HTMLTextAreaElement).value)).toEqual({ amount: "250.00" });
    fill(screen.getByLabelText("Request body (JSON)"), '{"amount": ');
    expect(await screen.findByText(/^Invalid JSON:/)).toBeInTheDocument();
    fill(screen.getByLabelText("Request body (JSON)"), '{"amount": "1.00"}');
    await waitFor(() => expect(screen.queryByText(/^Invalid JSON:/)).toBeNull());
    expect(screen.getByLabelText("cURL").textContent).toContain(`-d '{"amount":"1.00"}'`);
  });

  it("SDKs: JavaScript, Python and PHP samples as text in <pre><code>, each copyable", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/developer?tab=sdks" });
    for (const lang of ["JavaScript", "Python", "PHP"]) {
      const block = await screen.findByLabelText(`${lang} sample`);
      expect(block.tagName).toBe("PRE");
      expect(block.querySelector("code")).not.toBeNull();
      expect(block.textContent).toContain("/api/transactions?limit=10");
      expect(block.textContent).toContain("/api/user/login");
    }
    const php = screen.getByLabelText("PHP sample");
    expect(php.textContent!.startsWith("<?php")).toBe(true);
    // Rendered as text: the code element holds a single text node, no parsed markup.
    expect(php.querySelector("code")!.children).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Copy Python sample" }));
    expect(await findToast("Copied")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(screen.getByLabelText("Python sample").textContent);
  });

  it("Webhooks simulator: only http(s) targets; sending only shows 'Test payload sent to {url}'", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/developer?tab=webhooks" });
    const url = await screen.findByLabelText("Target URL");
    const calls = record("POST", /.*/);
    for (const event of ["wallet.created", "transaction.completed", "token.created"]) {
      expect(screen.getByRole("button", { name: `Preview ${event}` })).toBeInTheDocument();
    }
    await user.click(screen.getByRole("button", { name: /Send Test/ }));
    expect(await screen.findByText("Enter the URL to send the test payload to")).toBeInTheDocument();
    fill(url, "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: /Send Test/ }));
    expect(await screen.findByText("Enter a valid http:// or https:// URL")).toBeInTheDocument();
    expect(screen.queryByText(/^Test payload sent to/)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Preview token.created" }));
    expect(screen.getByLabelText("Payload: token.created").textContent).toContain('"type": "token.created"');
    fill(url, "https://example.com/hooks/paydesk");
    await user.click(screen.getByRole("button", { name: /Send Test/ }));
    expect(await findToast("Test payload sent to https://example.com/hooks/paydesk")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("Metrics: the static figures and a recent-activity list", async () => {
    await renderApp({ route: "/developer?tab=metrics" });
    expect(await screen.findByText("1,247")).toBeInTheDocument();
    expect(screen.getByText("99.8%")).toBeInTheDocument();
    expect(screen.getByText("245ms")).toBeInTheDocument();
    expect(screen.getByText("892")).toBeInTheDocument();
    expect(screen.getByText("Recent Activity")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").length).toBeGreaterThanOrEqual(5);
  });

  it("is for admins only", async () => {
    await renderApp({ route: "/developer", role: "operator" });
    expect(await screen.findByRole("heading", { name: "Access denied" })).toBeInTheDocument();
  });
});
