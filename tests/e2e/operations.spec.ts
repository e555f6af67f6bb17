// Operations screens in real Chromium on the production build: Token Vault, Merchant Onboarding
// and KYC review (issue 4). Their axe checks (both tabs, dialogs, empty states) are in a11y.spec.ts.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { animationsDone, chooseOption, injectFault, signIn, toast } from "./helpers";

/** Chooses an option in an antd Select (helpers' chooseOption retries a click that lands while it is still appearing). */
async function choose(page: Page, select: Locator, option: string, search?: string) {
  // A dialog still zooming in moves under the pointer (a forced click does not wait for it).
  await animationsDone(page);
  // A tab's panel that is still being shown can hide its Select for a moment (seen once in CI).
  await chooseOption(page, select, option, search);
}

/** Confirms the open Popconfirm with its OK button. */
async function confirmPopup(page: Page, title: string, ok: string) {
  const pop = page.locator(".ant-popover:visible").filter({ hasText: title });
  await expect(pop).toBeVisible();
  await pop.getByRole("button", { name: ok, exact: true }).click();
}

test.describe("Token Vault", () => {
  test("tokenize a card and find it by its last four", async ({ page }) => {
    await signIn(page, "operator", "/tokens");
    await expect(page.getByRole("heading", { name: "Token Vault", level: 1 })).toBeVisible();
    await expect(page.getByRole("row")).not.toHaveCount(1);

    await page.getByRole("button", { name: "Tokenize Payment Method" }).click();
    const dialog = page.getByRole("dialog", { name: "Tokenize Payment Method" });
    await expect(dialog).toBeVisible();
    // A click into a dialog still zooming in can land beside its button (failed once in CI).
    await animationsDone(page);
    await dialog.getByRole("button", { name: "Tokenize" }).click();
    await expect(dialog.getByText("Payment method type is required")).toBeVisible();

    await choose(page, dialog.getByLabel("Payment Method Type"), "Card");
    await dialog.getByLabel("Last Four").pressSequentially("48x17");
    await expect(dialog.getByLabel("Last Four")).toHaveValue("4817");
    await dialog.getByLabel("Expiry Month").fill("09");
    await dialog.getByLabel("Expiry Year").fill("2031");
    await dialog.getByLabel("Customer ID").fill("cust_e2e_vault");
    await dialog.getByRole("button", { name: "Tokenize" }).click();
    await expect(toast(page, "Token created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByPlaceholder("Search tokens by ID, type, last four, or customer...").fill("4817");
    const row = page.getByRole("row").filter({ hasText: "****4817" }).filter({ hasText: "cust_e2e_vault" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("CARD");
    await expect(row).toContainText("09/2031");
    await expect(row).toContainText("Active");
    await expect(row).toContainText(/tok_\S{8}\.\.\./);
    // The search is in the URL and survives a reload.
    await expect(page).toHaveURL(/q=4817/);
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: "cust_e2e_vault" })).toHaveCount(1);
  });
});

test.describe("Merchant Onboarding", () => {
  test("add a merchant, upload a document, approve the document, approve the merchant — badges update without reload", async ({ page }) => {
    await signIn(page, "operator", "/onboarding");
    const name = "E2E Kites LLC";

    // Add Merchant.
    await page.getByRole("button", { name: "Add Merchant", exact: true }).click();
    const add = page.getByRole("dialog", { name: "Add Merchant" });
    await add.getByRole("button", { name: "Add Merchant" }).click();
    await expect(add.getByText("All fields are required")).toBeVisible();
    await add.getByLabel("Legal Name").fill(name);
    await expect(add.getByLabel("EIN")).toHaveAttribute("placeholder", "XX-XXXXXXX");
    await add.getByLabel("EIN").fill("12-3456789");
    await choose(page, add.getByLabel("Business Type"), "LLC");
    await add.getByRole("button", { name: "Add Merchant" }).click();
    await expect(toast(page, "Merchant created successfully")).toBeVisible();
    const merchantRow = page.getByRole("row").filter({ hasText: name });
    await expect(merchantRow.locator(".ant-tag")).toHaveText(["Pending", "Pending"]);

    // Upload KYC Document for it.
    await page.getByRole("button", { name: "Upload KYC Document" }).click();
    const upload = page.getByRole("dialog", { name: "Upload KYC Document" });
    await choose(page, upload.getByLabel("Merchant"), name, "E2E Kites");
    await choose(page, upload.getByLabel("Document Type"), "Business License");
    await upload.getByLabel("File Name").fill("e2e-license.pdf");
    await upload.getByLabel("File URL").fill("https://files.example.com/e2e-license.pdf");
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(toast(page, "KYC document uploaded successfully")).toBeVisible();
    await expect(upload).toBeHidden();

    // KYC tab, filtered to the merchant; tab and filter are in the URL and survive reload.
    await page.getByRole("tab", { name: "KYC Documents" }).click();
    await expect(page).toHaveURL(/tab=kyc/);
    await choose(page, page.getByRole("combobox", { name: "Merchant" }), name, "E2E Kites");
    const docRow = page.getByRole("row").filter({ hasText: "e2e-license.pdf" });
    await expect(docRow).toHaveCount(1);
    await expect(page.getByRole("row")).toHaveCount(2); // header + the one document
    await page.reload();
    await expect(page.getByRole("tab", { name: "KYC Documents" })).toHaveAttribute("aria-selected", "true");
    await expect(docRow.locator(".ant-tag")).toHaveText("Pending");
    await expect(docRow).toContainText("N/A");

    // From here on: no reload.
    await page.evaluate(() => ((window as any).__sameDocument = true));

    await docRow.getByRole("button", { name: "Approve Business License e2e-license.pdf" }).click();
    await confirmPopup(page, "Approve Business License e2e-license.pdf?", "Approve");
    await expect(toast(page, "Document status updated")).toBeVisible();
    await expect(docRow.locator(".ant-tag")).toHaveText("Approved");
    await expect(docRow).not.toContainText("N/A");
    await expect(docRow.getByRole("button", { name: /Approve|Reject/ })).toHaveCount(0);

    await page.getByRole("tab", { name: "Merchants" }).click();
    await merchantRow.getByRole("button", { name: `Approve ${name}` }).click();
    await confirmPopup(page, `Approve ${name}?`, "Approve");
    await expect(toast(page, "Merchant status updated")).toBeVisible();
    await expect(merchantRow.locator(".ant-tag")).toHaveText(["Approved", "Approved"]);
    await expect(merchantRow.getByRole("button", { name: /Approve|Reject/ })).toHaveCount(0);
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
  });

  test("Reject asks for confirmation and changes only the KYC status", async ({ page }) => {
    await signIn(page, "operator", "/onboarding");
    const row = page.getByRole("row").filter({ hasText: "Maple Street Bakery" });
    await row.getByRole("button", { name: "Reject Maple Street Bakery" }).click();
    const pop = page.locator(".ant-popover:visible").filter({ hasText: "Reject Maple Street Bakery?" });
    await pop.getByRole("button", { name: "Cancel" }).click();
    await expect(row.locator(".ant-tag")).toHaveText(["Pending", "Pending"]);
    await row.getByRole("button", { name: "Reject Maple Street Bakery" }).click();
    await confirmPopup(page, "Reject Maple Street Bakery?", "Reject");
    await expect(toast(page, "Merchant status updated")).toBeVisible();
    await expect(row.locator(".ant-tag")).toHaveText(["Rejected", "Pending"]);
  });

  test("a javascript: file URL is shown as an invalid link and never opened; an https one opens without opener", async ({ page }) => {
    await signIn(page, "operator");
    // The demo backend refuses unsafe URLs on upload (400), so serve a list that already holds one.
    const docs = [
      { id: "evil", merchantId: "m", documentType: "identity_document", fileName: "evil.pdf", fileUrl: "javascript:window.__pwned=1", fileSize: 1024000, mimeType: "application/pdf", status: "pending", uploadedAt: "2026-01-02T10:00:00.000Z", reviewedAt: null, reviewNotes: null },
      { id: "data", merchantId: "m", documentType: "tax_return", fileName: "data.pdf", fileUrl: "data:text/html,<script>window.__pwned=1</script>", fileSize: 1024000, mimeType: "application/pdf", status: "approved", uploadedAt: "2026-01-02T09:00:00.000Z", reviewedAt: "2026-01-03T09:00:00.000Z", reviewNotes: null },
      { id: "good", merchantId: "m", documentType: "bank_statement", fileName: "good.pdf", fileUrl: "https://files.example.com/good.pdf", fileSize: 1024000, mimeType: "application/pdf", status: "approved", uploadedAt: "2026-01-01T10:00:00.000Z", reviewedAt: "2026-01-03T10:00:00.000Z", reviewNotes: null },
    ];
    await injectFault(page, { method: "GET", path: "/api/kyc-documents", status: 200, body: JSON.stringify(docs) });
    await page.evaluate(() => {
      (window as any).__opened = [];
      window.open = (...args: unknown[]) => {
        (window as any).__opened.push(args);
        return null;
      };
    });
    const popups: string[] = [];
    page.on("popup", (p) => popups.push(p.url()));
    // Client-side navigation keeps the injected list in place.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Onboarding" }).click();
    await page.getByRole("tab", { name: "KYC Documents" }).click();

    for (const file of ["evil.pdf", "data.pdf"]) {
      const row = page.getByRole("row").filter({ hasText: file });
      await expect(row.getByText("Invalid link")).toBeVisible();
      await expect(row.getByRole("button", { name: `View ${file}` })).toHaveCount(0);
      await expect(row.locator("a[href]")).toHaveCount(0);
      await row.getByText("Invalid link").click();
    }
    expect(await page.evaluate(() => (window as any).__opened)).toEqual([]);

    await page.getByRole("row").filter({ hasText: "good.pdf" }).getByRole("button", { name: "View good.pdf" }).click();
    expect(await page.evaluate(() => (window as any).__opened)).toEqual([["https://files.example.com/good.pdf", "_blank", "noopener,noreferrer"]]);
    expect(await page.evaluate(() => (window as any).__pwned)).toBeUndefined();
    expect(popups).toEqual([]);
  });

  test("/onboarding?upload=kyc (Dashboard quick action) opens the upload dialog; /onboarding/kyc-documents opens the KYC tab", async ({ page }) => {
    await signIn(page, "operator", "/onboarding?upload=kyc");
    await expect(page.getByRole("dialog", { name: "Upload KYC Document" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "KYC Documents" })).toHaveAttribute("aria-selected", "true");
    await page.goto("/onboarding/kyc-documents");
    await expect(page).toHaveURL(/\/onboarding\?tab=kyc$/);
    await expect(page.getByRole("combobox", { name: "Merchant" })).toBeVisible();
  });
});
