// Extension `invitations` in User Management (the demo backend runs the server's rules): Add New User
// opens the invite dialog, the link is shown once with Copy, the pending list shows it with New link
// and Revoke; an admin invitation waits for a second admin's approval.
import { describe, expect, it, vi } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getDb } from "../../mocks/db";
import { renderApp } from "./render";
import { enabled, fill, findToast, pick, record } from "./admin-helpers";

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 180000 });

const pendingCard = () => screen.getByText("Pending invitations").closest(".ant-card") as HTMLElement;

async function inviteVia(user: ReturnType<typeof userEvent.setup>, values: { email: string; first: string; last: string; role?: string }) {
  await user.click(await enabled(() => screen.getByRole("button", { name: /Add New User/ })));
  const dialog = await screen.findByRole("dialog", { name: "Add New User" });
  fill(within(dialog).getByLabelText("Email"), values.email);
  fill(within(dialog).getByLabelText("First name"), values.first);
  fill(within(dialog).getByLabelText("Last name"), values.last);
  if (values.role) await pick(dialog, "Role", values.role);
  await user.click(within(dialog).getByRole("button", { name: /Send invitation/ }));
  return dialog;
}

describe("invitations in User Management", () => {
  it("an admin invites an operator: the user is listed, the link is shown once with Copy, then listed as pending; Revoke removes both", async () => {
    const user = userEvent.setup();
    const posts = record("POST", "/api/invitations");
    await renderApp({ route: "/users" });
    await screen.findByText("Priya Nair");
    expect(await within(pendingCard()).findByText("No pending invitations.")).toBeInTheDocument();

    await inviteVia(user, { email: "ada.lee@paydesk.dev", first: "Ada", last: "Lee", role: "Operator" });
    const shown = await screen.findByRole("dialog", { name: "Invitation link" });
    const link = within(shown).getByLabelText("Invitation link") as HTMLInputElement;
    expect(link.value).toMatch(/^http:\/\/localhost(:\d+)?\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(within(shown).getByText("Copy this link now: it is shown only once.")).toBeInTheDocument();
    expect(within(shown).getByRole("button", { name: "Copy link" })).toBeInTheDocument();
    expect(await findToast("Invitation created")).toBeInTheDocument();
    expect(posts.map((c) => c.body)).toEqual([{ email: "ada.lee@paydesk.dev", firstName: "Ada", lastName: "Lee", role: "operator" }]);
    expect(posts[0].idempotencyKey).toBeNull(); // the answer holds the one-time link: never kept for a replay

    await user.click(within(shown).getByRole("button", { name: /Done/ }));
    const row = (await screen.findByText("Ada Lee", { selector: "tr *" })).closest("tr") as HTMLElement;
    // Not accepted yet: marked in the user list
    expect(await within(row).findByText("Invited")).toBeInTheDocument();
    expect(within(screen.getByText("Priya Nair", { selector: "tr *" }).closest("tr") as HTMLElement).queryByText("Invited")).toBeNull();
    const pending = await within(pendingCard()).findByText("Link sent");
    const item = pending.closest(".ant-list-item") as HTMLElement;
    expect(within(item).getByText("ada.lee@paydesk.dev")).toBeInTheDocument();
    expect(getDb().users.some((u) => u.email === "ada.lee@paydesk.dev")).toBe(true);
    // The link is not shown again anywhere
    expect(document.body.textContent).not.toContain(link.value);

    await user.click(within(item).getByRole("button", { name: /Revoke invitation of Ada Lee/ }));
    const confirm = await screen.findByRole("tooltip");
    await user.click(within(confirm).getByRole("button", { name: "Revoke" }));
    expect(await findToast("Invitation revoked")).toBeInTheDocument();
    await waitFor(() => expect(getDb().users.some((u) => u.email === "ada.lee@paydesk.dev")).toBe(false));
    expect(await within(pendingCard()).findByText("No pending invitations.")).toBeInTheDocument();
  });

  it("keeps the input when the server refuses (an e-mail in use)", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/users" });
    await screen.findByText("Priya Nair");
    const dialog = await inviteVia(user, { email: "priya.nair@paydesk.dev", first: "Priya", last: "Again" });
    expect(await findToast("409: Email is already in use")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Email")).toHaveValue("priya.nair@paydesk.dev");
    expect(within(dialog).getByRole("button", { name: /Send invitation/ })).toBeEnabled();
  });

  it("an admin invitation waits for approval: no link, listed as waiting", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/users" });
    await screen.findByText("Priya Nair");
    await inviteVia(user, { email: "new.admin@paydesk.dev", first: "New", last: "Admin", role: "Admin" });
    const held = await screen.findByRole("dialog", { name: "Waiting for approval" });
    expect(within(held).getByText("New Admin is invited as admin once a second admin approves.")).toBeInTheDocument();
    expect(within(held).queryByLabelText("Invitation link")).toBeNull();
    await user.click(within(held).getByRole("button", { name: /Done/ }));
    const tag = await within(pendingCard()).findByText("Waiting for approval");
    const item = tag.closest(".ant-list-item") as HTMLElement;
    expect(within(item).queryByRole("button", { name: /link/ })).toBeNull();
    expect(getDb().approvals?.some((a) => a.kind === "role-change" && a.status === "pending" && a.to === "admin")).toBe(true);
  });
});
