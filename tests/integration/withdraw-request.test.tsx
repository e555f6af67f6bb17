// Withdraw request (issue 51 item 10): the person who asked takes their own pending request back —
// on the Approvals screen in place of Reject (an admin's own request), and on the record page of what
// was asked for (an operator's withdrawal); its own toast, status and audit action.
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getDb } from "../../mocks/db";
import type { ApprovalRequest } from "../../src/lib/approvals";
import type { User } from "../../src/domain";
import { renderApp } from "./render";

function pendingBy(user: User, walletId: string): ApprovalRequest {
  const name = `${user.firstName ?? ""} ${user.lastName ?? ""}`.trim();
  const request = {
    id: `req-${user.role}`,
    kind: "withdrawal",
    resource: "wallets",
    recordId: walletId,
    amount: "12000.00",
    currency: "USD",
    status: "pending",
    requestedBy: { id: user.id, email: user.email, name, role: user.role },
    requestedAt: new Date(Date.now() - 60_000).toISOString(),
    decidedBy: null,
    decidedAt: null,
    note: null,
    lastAttempt: null,
  } as ApprovalRequest;
  const db = getDb();
  db.approvals = [{ ...request, requesterId: user.id } as unknown as ApprovalRequest, ...(db.approvals ?? [])];
  return request;
}

const stored = (id: string) => getDb().approvals?.find((r) => r.id === id);

describe("Withdraw request", () => {
  it("an admin's own request on the Approvals screen: Withdraw request instead of Reject, then Withdrawn", async () => {
    const user = userEvent.setup();
    const admin = getDb().users.find((u) => u.email === "admin@paydesk.dev")!;
    const request = pendingBy(admin, getDb().wallets[0].id);
    await renderApp({ route: "/approvals", role: "admin" });
    const withdraw = await screen.findByRole("button", { name: /^Withdraw request: Withdrawal/ });
    expect(screen.queryByRole("button", { name: /^Reject: Withdrawal/ })).toBeNull();
    expect(screen.getByRole("button", { name: /Approve/ })).toBeDisabled();
    await user.click(withdraw);
    await user.click(within(await screen.findByRole("tooltip")).getByRole("button", { name: "Withdraw request" }));
    expect(await screen.findByText("Request withdrawn")).toBeInTheDocument();
    expect(stored(request.id)).toMatchObject({ status: "withdrawn", decidedBy: { email: "admin@paydesk.dev" } });
    expect(getDb().audit?.[0]).toMatchObject({ action: "withdraw-request", resource: "wallets", recordId: request.recordId, outcome: "success" });
    expect(await screen.findByText("Withdrawn")).toBeInTheDocument();
    // The row left the list under the person's hands: focus is on the list's heading, not the page.
    expect(screen.getByRole("heading", { name: /^Pending/ })).toHaveFocus();
  });

  it("an operator's own withdrawal on the wallet's record page: Withdraw request in the waiting notice", async () => {
    const user = userEvent.setup();
    const operator = getDb().users.find((u) => u.email === "operator@paydesk.dev")!;
    const wallet = getDb().wallets[0];
    const request = pendingBy(operator, wallet.id);
    await renderApp({ route: `/wallets/${wallet.id}`, role: "operator" });
    const notice = await screen.findByRole("region", { name: "Approval requests" });
    await user.click(within(notice).getByRole("button", { name: /^Withdraw request: Withdrawal/ }));
    await user.click(within(await screen.findByRole("tooltip")).getByRole("button", { name: "Withdraw request" }));
    expect(await screen.findByText("Request withdrawn")).toBeInTheDocument();
    expect(stored(request.id)?.status).toBe("withdrawn");
    await waitFor(() => expect(within(screen.getByLabelText("Approval requests")).queryByRole("button", { name: /^Withdraw request/ })).toBeNull());
    expect(screen.getByRole("heading", { name: `Wallet ${wallet.id}` })).toHaveFocus();
  });
});
