// Onboarding → KYC Documents tab: merchant filter, columns, safe View, review decisions
// (SPEC "Merchant Onboarding", §4, §7 PUT /api/kyc-documents/{id}, §8).
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { server } from "../../mocks/node";
import { getDb } from "../../mocks/db";
import type { KycDocument, Merchant } from "../../src/domain";
import { documentDecision } from "../../resources/kyc-documents/review";
import { renderApp } from "./render";

// antd tables are slow to render under jsdom on a busy machine: give queries and tests room.
configure({ asyncUtilTimeout: 45000 });
vi.setConfig({ testTimeout: 240000 });
afterEach(() => vi.restoreAllMocks());

function record(method: string, path: RegExp) {
  const calls: Array<{ url: URL; body: unknown }> = [];
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method !== method || !path.test(url.pathname)) return;
    const text = await request.clone().text();
    calls.push({ url, body: text ? JSON.parse(text) : undefined });
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

function shownOptions(): string[] {
  return [...document.querySelectorAll(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option")].map(
    (el) => el.getAttribute("title") ?? "",
  );
}

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

const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;
const popconfirm = async (title: string) => (await screen.findByText(title)).closest(".ant-popover") as HTMLElement;
const tagColor = (el: HTMLElement) => [...el.classList].find((c) => /^ant-tag-(gold|green|red)$/.test(c));

const MERCHANTS: Merchant[] = [
  { id: "m1", legalName: "Acme LLC", ein: "11-1111111", businessType: "llc", kycStatus: "pending", onboardingStatus: "pending", createdAt: "2026-02-03T10:00:00.000Z" },
  { id: "m2", legalName: "Beta Partners", ein: "22-2222222", businessType: "partnership", kycStatus: "approved", onboardingStatus: "approved", createdAt: "2026-02-02T10:00:00.000Z" },
];

const doc = (d: Partial<KycDocument> & Pick<KycDocument, "id" | "fileName">): KycDocument => ({
  merchantId: "m1",
  documentType: "business_license",
  fileUrl: `https://files.example.com/${d.fileName}`,
  fileSize: 1024000,
  mimeType: "application/pdf",
  status: "pending",
  uploadedAt: "2026-02-05T09:30:00.000Z",
  reviewedAt: null,
  reviewNotes: null,
  ...d,
});

const DOCS: KycDocument[] = [
  doc({ id: "d1", fileName: "license.pdf" }),
  doc({ id: "d2", fileName: "statement.pdf", documentType: "bank_statement", status: "approved", reviewedAt: "2026-02-06T14:05:00.000Z" }),
  doc({ id: "d3", fileName: "articles.pdf", documentType: "articles_of_incorporation", status: "rejected", reviewedAt: "2026-02-07T08:00:00.000Z", reviewNotes: "Document rejected" }),
  doc({ id: "d4", fileName: "evil.pdf", documentType: "identity_document", fileUrl: "javascript:alert(document.cookie)" }),
  doc({ id: "d5", fileName: "ftp.pdf", documentType: "tax_return", fileUrl: "ftp://files.example.com/ftp.pdf", status: "approved", reviewedAt: "2026-02-06T10:00:00.000Z" }),
];

/** A backend serving fixed merchants and documents (filtered by merchantId like the real one). */
function serve(docs: KycDocument[] = DOCS, merchants: Merchant[] = MERCHANTS) {
  server.use(
    http.get("*/api/merchants", () => HttpResponse.json(merchants)),
    http.get("*/api/kyc-documents", ({ request }) => {
      const id = new URL(request.url).searchParams.get("merchantId");
      return HttpResponse.json(id ? docs.filter((d) => d.merchantId === id) : docs);
    }),
  );
}

describe("KYC Documents tab", () => {
  it("shows the six columns, labels, Reviewed N/A, badge colours; Approve/Reject only while pending", async () => {
    serve();
    await renderApp({ route: "/onboarding?tab=kyc", role: "operator" });
    await screen.findByText("license.pdf");
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent?.trim());
    expect(headers).toEqual(["Document Type", "File Name", "Status", "Uploaded", "Reviewed", "Actions"]);

    const pending = rowOf("license.pdf");
    expect(within(pending).getByText("Business License")).toBeInTheDocument();
    expect(tagColor(within(pending).getByText("Pending"))).toBe("ant-tag-gold");
    expect(within(pending).getByText(/Feb 5, 2026/)).toBeInTheDocument();
    expect(within(pending).getByText("N/A")).toBeInTheDocument();
    expect(within(pending).getByRole("button", { name: "View license.pdf" })).toBeInTheDocument();
    expect(within(pending).getByRole("button", { name: "Approve Business License license.pdf" })).toBeInTheDocument();
    expect(within(pending).getByRole("button", { name: "Reject Business License license.pdf" })).toBeInTheDocument();

    const approved = rowOf("statement.pdf");
    expect(within(approved).getByText("Bank Statement")).toBeInTheDocument();
    expect(tagColor(within(approved).getByText("Approved"))).toBe("ant-tag-green");
    expect(within(approved).getByText(/Feb 6, 2026/)).toBeInTheDocument();
    expect(within(approved).queryByText("N/A")).toBeNull();
    expect(within(approved).queryByRole("button", { name: /Approve|Reject/ })).toBeNull();

    const rejected = rowOf("articles.pdf");
    expect(within(rejected).getByText("Articles of Incorporation")).toBeInTheDocument();
    expect(tagColor(within(rejected).getByText("Rejected"))).toBe("ant-tag-red");
    expect(within(rejected).queryByRole("button", { name: /Approve|Reject/ })).toBeNull();
  });

  it("View opens an http(s) URL in a new tab without an opener; any other URL is an invalid link, never opened", async () => {
    const user = userEvent.setup({ delay: null });
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    serve();
    await renderApp({ route: "/onboarding?tab=kyc", role: "operator" });
    await screen.findByText("license.pdf");

    await user.click(within(rowOf("license.pdf")).getByRole("button", { name: "View license.pdf" }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith("https://files.example.com/license.pdf", "_blank", "noopener,noreferrer");

    for (const name of ["evil.pdf", "ftp.pdf"]) {
      const row = rowOf(name);
      expect(within(row).queryByRole("button", { name: `View ${name}` })).toBeNull();
      const invalid = within(row).getByText("Invalid link");
      await user.click(invalid);
      // Never rendered as a link either.
      expect(row.querySelector("a[href]")).toBeNull();
    }
    expect(open).toHaveBeenCalledTimes(1);
    expect(document.body.innerHTML).not.toContain('href="javascript:');
  });

  it("merchant filter: All Merchants or one, sent as merchantId only when chosen; both empty messages", async () => {
    const gets = record("GET", /^\/api\/kyc-documents$/);
    serve(DOCS.filter((d) => d.merchantId === "m1"));
    await renderApp({ route: "/onboarding?tab=kyc", role: "operator" });
    await screen.findByText("license.pdf");
    const filter = screen.getByRole("combobox", { name: "Merchant" });
    fireEvent.mouseDown(filter);
    await waitFor(() => expect(shownOptions()).toEqual(["All Merchants", "Acme LLC", "Beta Partners"]));
    await chooseShown("Beta Partners");
    expect(await screen.findByText("No documents found for selected merchant.")).toBeInTheDocument();

    fireEvent.mouseDown(filter);
    await chooseShown("All Merchants");
    expect(await screen.findByText("license.pdf")).toBeInTheDocument();

    await waitFor(() => expect(gets.length).toBeGreaterThanOrEqual(2));
    const queries = gets.map((g) => g.url.search);
    expect(queries[0]).toBe("");
    expect(queries).toContain("?merchantId=m2");
    // Back on All Merchants: no merchantId at all (served from the first, cached call or a new one without it).
    expect(queries.filter((q) => q !== "" && q !== "?merchantId=m2")).toEqual([]);
  });

  it("a merchant kept in the URL (?merchant=) is applied on load and preselects the upload dialog", async () => {
    const user = userEvent.setup({ delay: null });
    const gets = record("GET", /^\/api\/kyc-documents$/);
    serve();
    await renderApp({ route: "/onboarding?tab=kyc&merchant=m2", role: "operator" });
    expect(await screen.findByText("No documents found for selected merchant.")).toBeInTheDocument();
    expect(gets.map((g) => g.url.search)).toEqual(["?merchantId=m2"]);
    await user.click(await enabledButton("Upload KYC Document"));
    await waitFor(() => {
      const modal = [...document.querySelectorAll(".ant-modal-title")].find((t) => t.textContent === "Upload KYC Document")!.closest(".ant-modal")!;
      expect(modal.querySelector(".ant-select-selection-item")?.textContent).toBe("Beta Partners");
    });
  });

  it("shows the empty message when there are no documents at all", async () => {
    serve([]);
    await renderApp({ route: "/onboarding?tab=kyc", role: "operator" });
    expect(await screen.findByText("No KYC documents found. Upload documents to get started.")).toBeInTheDocument();
  });

  it("Approve asks first, then sends {status, reviewedAt}; toast; the row shows Approved and the review date", async () => {
    const user = userEvent.setup({ delay: null });
    const puts = record("PUT", /^\/api\/kyc-documents\//);
    await renderApp({ route: "/onboarding?tab=kyc", role: "operator" });
    const target = getDb().kycDocuments.find((d) => d.status === "pending")!;
    await screen.findByText(target.fileName);
    const subject = `${{ business_license: "Business License", bank_statement: "Bank Statement", tax_return: "Tax Return", identity_document: "Identity Document", articles_of_incorporation: "Articles of Incorporation" }[target.documentType]} ${target.fileName}`;

    await user.click(await enabledButton(`Approve ${subject}`, rowOf(target.fileName)));
    let confirm = await popconfirm(`Approve ${subject}?`);
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(puts).toHaveLength(0);

    const before = Date.now();
    await user.click(within(rowOf(target.fileName)).getByRole("button", { name: `Approve ${subject}` }));
    confirm = await popconfirm(`Approve ${subject}?`);
    await user.click(within(confirm).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Document status updated")).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0].url.pathname).toBe(`/api/kyc-documents/${target.id}`);
    const body = puts[0].body as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(["reviewedAt", "status"]);
    expect(body.status).toBe("approved");
    expect(body.reviewedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(body.reviewedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.reviewedAt)).toBeLessThanOrEqual(Date.now() + 1000);

    await waitFor(() => expect(within(rowOf(target.fileName)).getByText("Approved")).toBeInTheDocument());
    expect(within(rowOf(target.fileName)).queryByText("N/A")).toBeNull();
    expect(within(rowOf(target.fileName)).queryByRole("button", { name: /Approve|Reject/ })).toBeNull();
  });

  it("Reject sends status, reviewedAt and the note 'Document rejected'", async () => {
    const user = userEvent.setup({ delay: null });
    const puts = record("PUT", /^\/api\/kyc-documents\//);
    serve();
    server.use(http.put("*/api/kyc-documents/:id", async ({ request }) => HttpResponse.json({ ...DOCS[0], ...((await request.json()) as object) })));
    await renderApp({ route: "/onboarding?tab=kyc", role: "operator" });
    await screen.findByText("license.pdf");
    await user.click(await enabledButton("Reject Business License license.pdf", rowOf("license.pdf")));
    const confirm = await popconfirm("Reject Business License license.pdf?");
    expect(within(confirm).getByText('The document will be marked rejected with the note "Document rejected".')).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Document status updated")).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0].url.pathname).toBe("/api/kyc-documents/d1");
    const body = puts[0].body as Record<string, string>;
    expect(body).toEqual({ status: "rejected", reviewedAt: expect.stringMatching(/Z$/), reviewNotes: "Document rejected" });
  });

  it("a failed review shows the Error toast and keeps the document pending", async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    server.use(http.put("*/api/kyc-documents/:id", () => new HttpResponse("Review service down", { status: 503 })));
    await renderApp({ route: "/onboarding?tab=kyc", role: "operator" });
    await screen.findByText("license.pdf");
    await user.click(await enabledButton("Approve Business License license.pdf", rowOf("license.pdf")));
    await user.click(within(await popconfirm("Approve Business License license.pdf?")).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("503: Review service down")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(screen.queryByText("Document status updated")).toBeNull();
    expect(within(rowOf("license.pdf")).getByText("Pending")).toBeInTheDocument();
    await enabledButton("Approve Business License license.pdf", rowOf("license.pdf"));
  });
});

describe("documentDecision", () => {
  it("builds the exact SPEC §7 bodies", () => {
    const now = new Date("2026-05-01T12:00:00.000Z");
    expect(documentDecision("approve", now)).toEqual({ status: "approved", reviewedAt: "2026-05-01T12:00:00.000Z" });
    expect(documentDecision("reject", now)).toEqual({ status: "rejected", reviewedAt: "2026-05-01T12:00:00.000Z", reviewNotes: "Document rejected" });
  });
});
