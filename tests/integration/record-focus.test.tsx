// Keyboard focus after a row action that hides itself once done (issue 51 item 6): a merchant's
// Approve is offered only while KYC is pending, so the button goes away with the answer. Focus used to
// go with it to the page body, where Escape no longer reached the record page (a Drawer). Now it goes
// to the action in its place, else to the record's heading. Both tests failed before the fix (focus on
// <body>, the drawer still open after Escape).
import { describe, expect, it, vi } from "vitest";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { server } from "../../mocks/node";
import type { KycDocument, Merchant } from "../../src/domain";
import { renderApp } from "./render";

configure({ asyncUtilTimeout: 45000 });
vi.setConfig({ testTimeout: 240000 });

const MERCHANT: Merchant = {
  id: "m1",
  legalName: "Acme LLC",
  ein: "11-1111111",
  businessType: "llc",
  kycStatus: "pending",
  onboardingStatus: "pending",
  createdAt: "2026-02-03T10:00:00.000Z",
};

const DOC: KycDocument = {
  id: "d1",
  merchantId: "m1",
  documentType: "business_license",
  fileName: "license.pdf",
  fileUrl: "https://files.example.com/license.pdf",
  fileSize: 1024000,
  mimeType: "application/pdf",
  status: "pending",
  uploadedAt: "2026-02-05T09:30:00.000Z",
  reviewedAt: null,
  reviewNotes: null,
};

/** A backend with one pending merchant and one pending document, whose PUTs answer the change. */
function serve() {
  const merchant = { ...MERCHANT };
  const doc = { ...DOC };
  server.use(
    http.get("*/api/merchants", () => HttpResponse.json([merchant])),
    http.put("*/api/merchants/:id", async ({ request }) => HttpResponse.json(Object.assign(merchant, await request.json()))),
    http.get("*/api/kyc-documents", () => HttpResponse.json([doc])),
    http.put("*/api/kyc-documents/:id", async ({ request }) => HttpResponse.json(Object.assign(doc, await request.json()))),
  );
}

async function confirm(user: ReturnType<typeof userEvent.setup>, title: string, ok: string) {
  const popover = (await screen.findByText(title)).closest(".ant-popover") as HTMLElement;
  await user.click(within(popover).getByRole("button", { name: ok }));
}

describe("focus after an action that hides itself", () => {
  it("a merchant's record page: Approve done, focus on the record's heading, and Escape closes the page", async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    await renderApp({ route: "/onboarding/merchants/m1", role: "operator" });
    const drawer = await screen.findByRole("dialog", { name: "Acme LLC" });
    const approve = await within(drawer).findByRole("button", { name: "Approve Acme LLC" });
    await user.click(approve);
    await confirm(user, "Approve Acme LLC?", "Approve");
    await waitFor(() => expect(within(drawer).queryByRole("button", { name: "Approve Acme LLC" })).toBeNull());
    expect(within(drawer).getByLabelText("No actions")).toBeInTheDocument();
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    expect(document.activeElement).toBe(within(drawer).getByRole("heading", { name: "Acme LLC", level: 2 }));

    // Escape where the focus is, as a browser sends it (rc-drawer reads keyCode, which user-event leaves 0).
    fireEvent.keyDown(document.activeElement!, { key: "Escape", code: "Escape", keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Acme LLC" })).toBeNull());
  });

  it("the KYC list: Approve done, focus on the action left in the row (View), not the page body", async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    await renderApp({ route: "/onboarding?tab=kyc", role: "operator" });
    const row = (await screen.findByText("license.pdf")).closest("tr") as HTMLElement;
    await user.click(within(row).getByRole("button", { name: "Approve Business License license.pdf" }));
    await confirm(user, "Approve Business License license.pdf?", "Approve");
    await waitFor(() => expect(within(row).queryByRole("button", { name: /^Approve/ })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(row).getByRole("button", { name: /View/ })));
  });

  it("focus moved elsewhere by the person stays there when the action goes away", async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    let answer = () => {};
    let answered = false;
    server.use(
      http.put("*/api/merchants/:id", async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ ...MERCHANT, kycStatus: "approved", onboardingStatus: "approved" });
      }),
      http.get("*/api/merchants", () => HttpResponse.json([{ ...MERCHANT, ...(answered ? { kycStatus: "approved", onboardingStatus: "approved" } : {}) }])),
    );
    await renderApp({ route: "/onboarding/merchants/m1", role: "operator" });
    const drawer = await screen.findByRole("dialog", { name: "Acme LLC" });
    await user.click(await within(drawer).findByRole("button", { name: "Approve Acme LLC" }));
    await confirm(user, "Approve Acme LLC?", "Approve");
    // While the call is on its way, the person tabs on to the Close button.
    const close = within(drawer).getByRole("button", { name: "Close" });
    close.focus();
    answered = true;
    answer();
    await waitFor(() => expect(within(drawer).queryByRole("button", { name: "Approve Acme LLC" })).toBeNull());
    expect(document.activeElement).toBe(close);
  });
});
