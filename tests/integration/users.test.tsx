// User Management (SPEC "User Management", §4 user role, §5 delete user, §7, §8).
import { describe, expect, it, vi } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { server } from "../../mocks/node";
import { getDb } from "../../mocks/db";
import { renderApp } from "./render";
import { enabled, fill, findToast, pick, record, rowOf } from "./admin-helpers";

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 180000 });

const byEmail = (email: string) => getDb().users.find((u) => u.email === email)!;
const title = () => screen.getByText(/^All Users \(\d+\)$/).textContent;

describe("User Management list", () => {
  it("title with the count, role descriptions, the current user marked without delete, Add New User", async () => {
    await renderApp({ route: "/users" });
    await screen.findByText("Priya Nair");
    expect(title()).toBe(`All Users (${getDb().users.length})`);
    expect(screen.getByText(/^Full access/)).toBeInTheDocument();
    expect(screen.getByText(/^Operational access/)).toBeInTheDocument();
    expect(screen.getByText(/^Read-only access/)).toBeInTheDocument();

    const me = rowOf("admin@paydesk.dev");
    expect(within(me).getByText("Current User")).toBeInTheDocument();
    expect(within(me).queryByRole("button", { name: /Delete/ })).toBeNull();
    expect(await within(me).findByLabelText("Edit Role: You cannot change your own role")).toBeInTheDocument();
    expect(screen.getAllByText("Current User")).toHaveLength(1);
    expect(within(rowOf("priya.nair@paydesk.dev")).getByRole("button", { name: "Delete Priya Nair" })).toBeInTheDocument();

    // Extension `invitations` (on in the demo) makes it the invite dialog (invitations.test.tsx); off, SPEC's (spec-only.test.tsx).
    expect(await enabled(() => screen.getByRole("button", { name: /Add New User/ }))).toBeEnabled();
  });

  it("searches by name (first, last or full) or e-mail, case-insensitively, and shows the empty message", async () => {
    await renderApp({ route: "/users" });
    await screen.findByText("Priya Nair");
    const search = screen.getByPlaceholderText("Search by name or email...");
    for (const [q, visible] of [
      ["PRIYA", "Priya Nair"],
      ["priya nair", "Priya Nair"],
      ["operator@", "Jordan Lee"],
      ["wright", "Ethan Wright"],
    ] as const) {
      fill(search, q);
      await waitFor(() => expect(title()).toBe("All Users (1)"));
      expect(screen.getByText(visible)).toBeInTheDocument();
    }
    fill(search, "nobody-here");
    expect(await screen.findByText("No users found matching your search criteria.")).toBeInTheDocument();
    expect(title()).toBe("All Users (0)");
  });

  it("filters by role: All / Admin / Operator / Viewer", async () => {
    await renderApp({ route: "/users" });
    await screen.findByText("Priya Nair");
    const card = screen.getByText(/^All Users/).closest(".ant-card") as HTMLElement;
    const count = (role: string) => getDb().users.filter((u) => u.role === role).length;
    await pick(card, "Filter by role", "Operator");
    await waitFor(() => expect(title()).toBe(`All Users (${count("operator")})`));
    expect(screen.queryByText("Priya Nair")).toBeNull(); // a viewer
    await pick(card, "Filter by role", "Viewer");
    await waitFor(() => expect(title()).toBe(`All Users (${count("viewer")})`));
    expect(screen.getByText("Priya Nair")).toBeInTheDocument();
    await pick(card, "Filter by role", "Admin");
    await waitFor(() => expect(title()).toBe(`All Users (${count("admin")})`));
    await pick(card, "Filter by role", "All");
    await waitFor(() => expect(title()).toBe(`All Users (${getDb().users.length})`));
  });

  it("an address (a saved view) sorted by e-mail sorts the list, though the screen shows no e-mail column", async () => {
    await renderApp({ route: "/users?sort=email.desc" });
    await screen.findByText("Priya Nair");
    const card = screen.getByText(/^All Users/).closest(".ant-card") as HTMLElement;
    const byEmail = [...getDb().users].sort((a, b) => b.email.localeCompare(a.email)).map((u) => `${u.firstName} ${u.lastName}`);
    const shown = () => within(card).getAllByRole("row").slice(1).map((r) => byEmail.find((name) => r.textContent?.includes(name)));
    await waitFor(() => expect(shown()).toEqual(byEmail.slice(0, shown().length)));
    expect(shown().length).toBeGreaterThan(3);
  });

  it("a failed list shows 'Failed to fetch users. Please try again.' and Retry", async () => {
    const user = userEvent.setup();
    server.use(http.get("*/api/users", () => new HttpResponse("Database unavailable", { status: 500 }), { once: true }));
    await renderApp({ route: "/users" });
    expect(await screen.findByText("Failed to fetch users. Please try again.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Priya Nair")).toBeInTheDocument();
  });
});

describe("Edit role", () => {
  it("Update is disabled while unchanged; sends PUT /api/user/{id} {role}, toasts and the list follows", async () => {
    const user = userEvent.setup();
    const priya = byEmail("priya.nair@paydesk.dev");
    const puts = record("PUT", `/api/user/${priya.id}`);
    await renderApp({ route: "/users" });
    await screen.findByText("Priya Nair");
    await user.click(await enabled(() => within(rowOf("priya.nair@paydesk.dev")).getByRole("button", { name: "Edit role of Priya Nair" })));
    const dialog = await screen.findByRole("dialog", { name: "Edit User Role" });
    expect(within(dialog).getByRole("radio", { name: /Viewer/ })).toBeChecked();
    expect(within(dialog).getByRole("button", { name: "Update" })).toBeDisabled();
    await user.click(within(dialog).getByRole("radio", { name: /Operator/ }));
    expect(within(dialog).getByRole("button", { name: "Update" })).toBeEnabled();
    await user.click(within(dialog).getByRole("radio", { name: /Viewer/ }));
    expect(within(dialog).getByRole("button", { name: "Update" })).toBeDisabled();
    await user.click(within(dialog).getByRole("radio", { name: /Operator/ }));
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    expect(await findToast("Role updated")).toBeInTheDocument();
    expect(puts.map((c) => c.body)).toEqual([{ role: "operator" }]);
    await waitFor(() => expect(within(rowOf("priya.nair@paydesk.dev")).getByText("Operator")).toBeInTheDocument());
    expect(screen.queryByRole("dialog", { name: "Edit User Role" })).toBeNull();
  });

  it("a failure shows 'Failed to update user role. Please try again.' and keeps the dialog", async () => {
    const user = userEvent.setup();
    server.use(http.put("*/api/user/:id", () => new HttpResponse("Database unavailable", { status: 500 })));
    await renderApp({ route: "/users" });
    await screen.findByText("Priya Nair");
    await user.click(await enabled(() => within(rowOf("priya.nair@paydesk.dev")).getByRole("button", { name: "Edit role of Priya Nair" })));
    const dialog = await screen.findByRole("dialog", { name: "Edit User Role" });
    await user.click(within(dialog).getByRole("radio", { name: /Admin/ }));
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    const toast = await findToast("Failed to update user role. Please try again.");
    expect(within(toast).getByText("Error")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Edit User Role" })).toBeInTheDocument();
    expect(within(rowOf("priya.nair@paydesk.dev")).getByText("Viewer")).toBeInTheDocument();
  });
});

describe("Delete user", () => {
  it("warns that deletion is permanent; Delete sends DELETE /api/user/{id}, toasts 'User deleted' and the row goes", async () => {
    const user = userEvent.setup();
    const ethan = byEmail("ethan.wright@paydesk.dev");
    const deletes = record("DELETE", `/api/user/${ethan.id}`);
    const total = getDb().users.length;
    await renderApp({ route: "/users" });
    await screen.findByText("Ethan Wright");
    await user.click(await enabled(() => within(rowOf("ethan.wright@paydesk.dev")).getByRole("button", { name: "Delete Ethan Wright" })));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/permanently deletes the account and cannot be undone/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Ethan Wright \(ethan\.wright@paydesk\.dev\)/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await findToast("User deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Ethan Wright")).toBeNull());
    expect(title()).toBe(`All Users (${total - 1})`);
    expect(deletes).toHaveLength(1);
  });

  it("a failure shows 'Failed to delete user. Please try again.' and keeps the user", async () => {
    const user = userEvent.setup();
    server.use(http.delete("*/api/user/:id", () => new HttpResponse("Database unavailable", { status: 500 })));
    await renderApp({ route: "/users" });
    await screen.findByText("Ethan Wright");
    await user.click(await enabled(() => within(rowOf("ethan.wright@paydesk.dev")).getByRole("button", { name: "Delete Ethan Wright" })));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    const toast = await findToast("Failed to delete user. Please try again.");
    expect(within(toast).getByText("Error")).toBeInTheDocument();
    expect(screen.getByText("Ethan Wright")).toBeInTheDocument();
  });
});
