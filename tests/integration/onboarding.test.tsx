// Merchant Onboarding: Merchants tab, Add Merchant, Upload KYC Document, tab/deep-link routing
// (SPEC "Merchant Onboarding", §4, §5, §7, §8).
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { server } from "../../mocks/node";
import { getDb } from "../../mocks/db";
import type { Merchant } from "../../src/domain";
import { renderApp } from "./render";

// antd tables are slow to render under jsdom on a busy machine: give queries and tests room.
configure({ asyncUtilTimeout: 45000 });
vi.setConfig({ testTimeout: 240000 });

function record(method: string, path: RegExp) {
  const calls: Array<{ url: URL; body: unknown; idempotencyKey: string | null }> = [];
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method !== method || !path.test(url.pathname)) return;
    const text = await request.clone().text();
    calls.push({ url, body: text ? JSON.parse(text) : undefined, idempotencyKey: request.headers.get("Idempotency-Key") });
  };
  server.events.on("request:start", listener);
  onTestFinished(() => server.events.removeListener("request:start", listener));
  return calls;
}

function enabledButton(name: string | RegExp, scope: HTMLElement = document.body) {
  return waitFor(() => {
    const button = within(scope).getByRole("button", { name });
    expect(button).toBeEnabled();
    return button;
  });
}

async function pick(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  const item = await waitFor(() => {
    const el = document.querySelector<HTMLElement>(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`,
    );
    if (!el) throw new Error(`option ${option} not shown`);
    return el;
  });
  fireEvent.click(item);
}

function shownOptions(): string[] {
  return [...document.querySelectorAll(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option")].map(
    (el) => el.getAttribute("title") ?? "",
  );
}

/** Chooses an option of the Select dropdown that is already open. */
async function chooseShown(option: string) {
  const item = await waitFor(() => {
    const el = document.querySelector<HTMLElement>(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`,
    );
    if (!el) throw new Error(`option ${option} not shown`);
    return el;
  });
  fireEvent.click(item);
}

/**
 * The open dialog with this title. (Under NODE_ENV=test antd gives every modal title the
 * same id, so the dialog's accessible name cannot be used to tell two modals apart.)
 */
function openDialog(title: string): HTMLElement | null {
  const heading = [...document.querySelectorAll(".ant-modal-title")].find((t) => t.textContent === title);
  const dialog = heading?.closest<HTMLElement>('[role="dialog"]') ?? null;
  return dialog && dialog.style.display !== "none" && dialog.closest<HTMLElement>(".ant-modal-wrap")?.style.display !== "none" ? dialog : null;
}
const findDialog = (title: string) =>
  waitFor(() => {
    const d = openDialog(title);
    if (!d) throw new Error(`dialog ${title} not open`);
    return d;
  });

const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;
const popconfirm = async (title: string) => (await screen.findByText(title)).closest(".ant-popover") as HTMLElement;
const tagColor = (el: HTMLElement) => [...el.classList].find((c) => /^ant-tag-(gold|green|red)$/.test(c));

const MERCHANTS: Merchant[] = [
  { id: "m1", legalName: "Acme Pending LLC", ein: "11-1111111", businessType: "llc", kycStatus: "pending", onboardingStatus: "pending", createdAt: "2026-02-03T10:00:00.000Z" },
  { id: "m2", legalName: "Bob's Approved Shop", ein: "22-2222222", businessType: "sole_proprietorship", kycStatus: "approved", onboardingStatus: "approved", createdAt: "2026-02-02T10:00:00.000Z" },
  { id: "m3", legalName: "Cyan Rejected Corp", ein: "33-3333333", businessType: "corporation", kycStatus: "rejected", onboardingStatus: "pending", createdAt: "2026-02-01T10:00:00.000Z" },
];

describe("Onboarding: Merchants tab", () => {
  it("shows the seven columns, labels and badge colours; Approve/Reject only while KYC is pending", async () => {
    server.use(http.get("*/api/merchants", () => HttpResponse.json(MERCHANTS)));
    await renderApp({ route: "/onboarding", role: "operator" });
    expect(await screen.findByRole("heading", { name: "Onboarding", level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "Merchants" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "KYC Documents" })).toHaveAttribute("aria-selected", "false");
    await screen.findByText("Acme Pending LLC");
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent?.trim());
    expect(headers).toEqual(["Business Name", "EIN", "Business Type", "KYC Status", "Onboarding Status", "Created", "Actions"]);

    const pending = rowOf("Acme Pending LLC");
    expect(within(pending).getByText("11-1111111")).toBeInTheDocument();
    expect(within(pending).getByText("LLC")).toBeInTheDocument();
    expect(within(pending).getAllByText("Pending").map(tagColor)).toEqual(["ant-tag-gold", "ant-tag-gold"]);
    expect(within(pending).getByText(/Feb 3, 2026/)).toBeInTheDocument();
    expect(within(pending).getByRole("button", { name: "Approve Acme Pending LLC" })).toHaveTextContent("Approve");
    expect(within(pending).getByRole("button", { name: "Reject Acme Pending LLC" })).toHaveTextContent("Reject");

    const approved = rowOf("Bob's Approved Shop");
    expect(within(approved).getByText("Sole Proprietorship")).toBeInTheDocument();
    expect(within(approved).getAllByText("Approved").map(tagColor)).toEqual(["ant-tag-green", "ant-tag-green"]);
    expect(within(approved).queryByRole("button", { name: /Approve|Reject/ })).toBeNull();

    const rejected = rowOf("Cyan Rejected Corp");
    expect(within(rejected).getByText("Corporation")).toBeInTheDocument();
    expect(tagColor(within(rejected).getByText("Rejected"))).toBe("ant-tag-red");
    expect(within(rejected).queryByRole("button", { name: /Approve|Reject/ })).toBeNull();
  });

  it("shows the empty message when there are no merchants", async () => {
    server.use(http.get("*/api/merchants", () => HttpResponse.json([])));
    await renderApp({ route: "/onboarding", role: "operator" });
    expect(await screen.findByText("No merchants found. Add your first merchant to get started.")).toBeInTheDocument();
  });

  it("Approve asks first (Cancel sends nothing), then sets both statuses approved; the row updates", async () => {
    const user = userEvent.setup({ delay: null });
    const puts = record("PUT", /^\/api\/merchants\//);
    await renderApp({ route: "/onboarding", role: "operator" });
    await screen.findByText("Blue Harbor Coffee Co.");
    const id = getDb().merchants.find((m) => m.legalName === "Blue Harbor Coffee Co.")!.id;

    await user.click(await enabledButton("Approve Blue Harbor Coffee Co.", rowOf("Blue Harbor Coffee Co.")));
    let confirm = await popconfirm("Approve Blue Harbor Coffee Co.?");
    expect(within(confirm).getByText("KYC and onboarding will be marked approved.")).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(puts).toHaveLength(0);

    await user.click(within(rowOf("Blue Harbor Coffee Co.")).getByRole("button", { name: "Approve Blue Harbor Coffee Co." }));
    confirm = await popconfirm("Approve Blue Harbor Coffee Co.?");
    await user.click(within(confirm).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Merchant status updated")).toBeInTheDocument();
    // A review is neither a create nor a money move: no Idempotency-Key.
    expect(puts).toEqual([
      { url: expect.objectContaining({ pathname: `/api/merchants/${id}` }), body: { kycStatus: "approved", onboardingStatus: "approved" }, idempotencyKey: null },
    ]);
    await waitFor(() => expect(within(rowOf("Blue Harbor Coffee Co.")).getAllByText("Approved")).toHaveLength(2));
    expect(within(rowOf("Blue Harbor Coffee Co.")).queryByRole("button", { name: /Approve|Reject/ })).toBeNull();
  });

  it("Reject sets only kycStatus rejected", async () => {
    const user = userEvent.setup({ delay: null });
    const puts = record("PUT", /^\/api\/merchants\//);
    await renderApp({ route: "/onboarding", role: "operator" });
    await screen.findByText("Summit Outdoor Supply LLC");
    await user.click(await enabledButton("Reject Summit Outdoor Supply LLC", rowOf("Summit Outdoor Supply LLC")));
    const confirm = await popconfirm("Reject Summit Outdoor Supply LLC?");
    expect(within(confirm).getByText("KYC will be marked rejected.")).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Merchant status updated")).toBeInTheDocument();
    expect(puts.map((p) => p.body)).toEqual([{ kycStatus: "rejected" }]);
    await waitFor(() => expect(within(rowOf("Summit Outdoor Supply LLC")).getByText("Rejected")).toBeInTheDocument());
    // Onboarding status stays pending.
    expect(within(rowOf("Summit Outdoor Supply LLC")).getByText("Pending")).toBeInTheDocument();
  });

  it("a failed update shows the Error toast and leaves the merchant pending", async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.get("*/api/merchants", () => HttpResponse.json(MERCHANTS)),
      http.put("*/api/merchants/:id", () => new HttpResponse("Merchant locked", { status: 409 })),
    );
    await renderApp({ route: "/onboarding", role: "operator" });
    await screen.findByText("Acme Pending LLC");
    await user.click(await enabledButton("Approve Acme Pending LLC", rowOf("Acme Pending LLC")));
    await user.click(within(await popconfirm("Approve Acme Pending LLC?")).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("409: Merchant locked")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(screen.queryByText("Merchant status updated")).toBeNull();
    await enabledButton("Approve Acme Pending LLC", rowOf("Acme Pending LLC"));
  });
});

describe("Add Merchant", () => {
  it("all fields are required; EIN placeholder; four business types; exact body, toast, new row", async () => {
    const user = userEvent.setup({ delay: null });
    const posts = record("POST", /^\/api\/merchants$/);
    await renderApp({ route: "/onboarding", role: "operator" });
    await user.click(await enabledButton("Add Merchant"));
    const dialog = await findDialog("Add Merchant");
    expect(within(dialog).getByLabelText("EIN")).toHaveAttribute("placeholder", "XX-XXXXXXX");

    await user.click(within(dialog).getByRole("button", { name: "Add Merchant" }));
    expect(await within(dialog).findByText("All fields are required")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Legal Name")).toHaveAttribute("aria-invalid", "true");

    fireEvent.change(within(dialog).getByLabelText("Legal Name"), { target: { value: "  Zephyr Kites LLC " } });
    fireEvent.change(within(dialog).getByLabelText("EIN"), { target: { value: "12-3456789" } });
    // Business type still missing.
    await user.click(within(dialog).getByRole("button", { name: "Add Merchant" }));
    expect(within(dialog).getByText("All fields are required")).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    fireEvent.mouseDown(within(dialog).getByLabelText("Business Type"));
    await waitFor(() => expect(shownOptions()).toEqual(["Corporation", "LLC", "Partnership", "Sole Proprietorship"]));
    await chooseShown("Sole Proprietorship");
    await waitFor(() => expect(within(dialog).queryByText("All fields are required")).toBeNull());
    await user.click(within(dialog).getByRole("button", { name: "Add Merchant" }));
    expect(await screen.findByText("Merchant created successfully")).toBeInTheDocument();
    expect(posts.map((p) => p.body)).toEqual([{ legalName: "Zephyr Kites LLC", ein: "12-3456789", businessType: "sole_proprietorship" }]);
    expect(posts[0].idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await waitFor(() => expect(openDialog("Add Merchant")).toBeNull());
    const row = await waitFor(() => rowOf("Zephyr Kites LLC"));
    expect(within(row).getAllByText("Pending")).toHaveLength(2);
  });

  it("a failed create keeps the dialog and its input, and a double click sends once", async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    server.use(
      http.post("*/api/merchants", async () => {
        calls++;
        await delay(150);
        return new HttpResponse("EIN already registered", { status: 409 });
      }),
    );
    await renderApp({ route: "/onboarding", role: "operator" });
    await user.click(await enabledButton("Add Merchant"));
    const dialog = await findDialog("Add Merchant");
    fireEvent.change(within(dialog).getByLabelText("Legal Name"), { target: { value: "Dup Inc." } });
    fireEvent.change(within(dialog).getByLabelText("EIN"), { target: { value: "99-9999999" } });
    await pick(dialog, "Business Type", "Corporation");
    await user.dblClick(within(dialog).getByRole("button", { name: "Add Merchant" }));
    expect(await screen.findByText("409: EIN already registered")).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(within(dialog).getByLabelText("Legal Name")).toHaveValue("Dup Inc.");
    await enabledButton("Add Merchant", dialog);
  });
});

describe("Upload KYC Document", () => {
  it("all fields are required; five document types; exact body with fixed size and type; toast", async () => {
    const user = userEvent.setup({ delay: null });
    const posts = record("POST", /^\/api\/kyc-documents$/);
    await renderApp({ route: "/onboarding", role: "operator" });
    await user.click(await enabledButton("Upload KYC Document"));
    const dialog = await findDialog("Upload KYC Document");
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(await within(dialog).findByText("All fields are required")).toBeInTheDocument();

    fireEvent.mouseDown(within(dialog).getByLabelText("Document Type"));
    await waitFor(() =>
      expect(shownOptions()).toEqual(["Business License", "Bank Statement", "Tax Return", "Identity Document", "Articles of Incorporation"]),
    );
    await chooseShown("Tax Return");
    await waitFor(() => expect(document.querySelector(".ant-select-dropdown:not(.ant-select-dropdown-hidden)")).toBeNull());
    await pick(dialog, "Merchant", "Maple Street Bakery");
    fireEvent.change(within(dialog).getByLabelText("File Name"), { target: { value: "tax-2025.pdf" } });
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    // File URL still empty.
    expect(within(dialog).getByText("All fields are required")).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("File URL"), { target: { value: "https://files.example.com/tax-2025.pdf" } });
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("KYC document uploaded successfully")).toBeInTheDocument();
    expect(posts[0].idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const merchantId = getDb().merchants.find((m) => m.legalName === "Maple Street Bakery")!.id;
    expect(posts.map((p) => p.body)).toEqual([
      {
        merchantId,
        documentType: "tax_return",
        fileName: "tax-2025.pdf",
        fileUrl: "https://files.example.com/tax-2025.pdf",
        fileSize: 1024000,
        mimeType: "application/pdf",
      },
    ]);
    await waitFor(() => expect(openDialog("Upload KYC Document")).toBeNull());
  });

  it("the server refuses a javascript: URL: Error toast, dialog and input kept", async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ route: "/onboarding", role: "operator" });
    await user.click(await enabledButton("Upload KYC Document"));
    const dialog = await findDialog("Upload KYC Document");
    await pick(dialog, "Merchant", "Riverbend Books");
    await pick(dialog, "Document Type", "Bank Statement");
    fireEvent.change(within(dialog).getByLabelText("File Name"), { target: { value: "x.pdf" } });
    fireEvent.change(within(dialog).getByLabelText("File URL"), { target: { value: "javascript:alert(1)" } });
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("400: File URL must be an http(s) URL")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("File URL")).toHaveValue("javascript:alert(1)");
    await enabledButton("Upload", dialog);
    expect(getDb().kycDocuments.some((d) => d.fileUrl.startsWith("javascript:"))).toBe(false);
  });
});

describe("Onboarding routing", () => {
  it("?upload=kyc (the Dashboard's Quick action) opens the upload dialog over the KYC tab", async () => {
    await renderApp({ route: "/onboarding?upload=kyc", role: "operator" });
    expect(await findDialog("Upload KYC Document")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("tab", { name: "KYC Documents" })).toHaveAttribute("aria-selected", "true"));
  });

  it("?tab=kyc and /onboarding/kyc-documents open the KYC Documents tab; clicking a tab switches", async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = await renderApp({ route: "/onboarding/kyc-documents", role: "operator" });
    expect(await screen.findByRole("heading", { name: "Onboarding", level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("tab", { name: "KYC Documents" })).toHaveAttribute("aria-selected", "true"));
    expect(await screen.findByRole("combobox", { name: "Merchant" })).toBeInTheDocument();
    unmount();

    await renderApp({ route: "/onboarding?tab=kyc", role: "operator" });
    await waitFor(() => expect(screen.getByRole("tab", { name: "KYC Documents" })).toHaveAttribute("aria-selected", "true"));
    await user.click(screen.getByRole("tab", { name: "Merchants" }));
    await waitFor(() => expect(screen.getByRole("tab", { name: "Merchants" })).toHaveAttribute("aria-selected", "true"));
    expect(await screen.findByText("Blue Harbor Coffee Co.")).toBeInTheDocument();
  });

  it("is closed to viewers", async () => {
    await renderApp({ route: "/onboarding", role: "viewer" });
    expect(await screen.findByRole("heading", { name: "Access denied" })).toBeInTheDocument();
  });
});
