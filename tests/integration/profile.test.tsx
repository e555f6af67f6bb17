// Profile (SPEC "Profile", §7 PUT /api/user/{id}, §8 messages).
import { describe, expect, it, vi } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { server } from "../../mocks/node";
import { renderApp } from "./render";
import { fill, findToast, record } from "./admin-helpers";

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 180000 });

const FIELDS = ["First name", "Last name", "Email", "Phone", "Company", "Department"];
const stored = () => JSON.parse(localStorage.getItem("paydesk:user")!);

describe("Profile", () => {
  it("shows the initials avatar, name, e-mail, '{role} Account' badge, the form read-only and the static Account Status", async () => {
    await renderApp({ route: "/profile", role: "operator" });
    expect(await screen.findByRole("heading", { name: "Jordan Lee", level: 2 })).toBeInTheDocument();
    const header = screen.getByRole("heading", { name: "Jordan Lee", level: 2 }).closest(".ant-card") as HTMLElement;
    expect(within(header).getByText("JL")).toBeInTheDocument();
    expect(within(header).getByText("operator@paydesk.dev")).toBeInTheDocument();
    expect(within(header).getByText("operator Account")).toBeInTheDocument();
    for (const label of FIELDS) expect(screen.getByLabelText(label)).toHaveAttribute("readonly");
    expect(screen.getByLabelText("First name")).toHaveValue("Jordan");
    expect(screen.getByLabelText("Email")).toHaveValue("operator@paydesk.dev");
    expect(screen.queryByRole("button", { name: "Save Changes" })).toBeNull();
    const status = screen.getByText("Account Status").closest(".ant-card") as HTMLElement;
    expect(within(status).getByText("Active")).toBeInTheDocument();
    expect(within(status).getByText("Not Enabled")).toBeInTheDocument();
  });

  it("Edit makes the form editable; Cancel resets it without a call", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/profile", role: "admin" });
    await user.click(await screen.findByRole("button", { name: /Edit/ }));
    const puts = record("PUT", /^\/api\/user\//);
    for (const label of FIELDS) expect(screen.getByLabelText(label)).not.toHaveAttribute("readonly");
    fill(screen.getByLabelText("First name"), "Changed");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.getByLabelText("First name")).toHaveValue("Alex"));
    expect(screen.getByLabelText("First name")).toHaveAttribute("readonly");
    expect(puts).toHaveLength(0);
  });

  it("Save Changes sends PUT /api/user/{id} with the six fields; the stored user and the sidebar name follow", async () => {
    const user = userEvent.setup();
    const { user: me } = await renderApp({ route: "/profile", role: "admin" });
    const puts = record("PUT", `/api/user/${me!.id}`);
    await user.click(await screen.findByRole("button", { name: /Edit/ }));
    fill(screen.getByLabelText("First name"), "Alexandra");
    fill(screen.getByLabelText("Department"), "  Risk  ");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await findToast("Profile updated")).toBeInTheDocument();
    expect(puts.map((c) => c.body)).toEqual([
      {
        firstName: "Alexandra",
        lastName: "Morgan",
        email: "admin@paydesk.dev",
        phone: "+1 (415) 555-0142",
        company: "PayDesk",
        department: "Risk",
      },
    ]);
    await waitFor(() => expect(stored().firstName).toBe("Alexandra"));
    expect(stored().department).toBe("Risk");
    const nav = screen.getByRole("navigation", { name: "Main" }).parentElement!;
    await waitFor(() => expect(within(nav).getByText("Alexandra Morgan")).toBeInTheDocument());
    expect(screen.getByLabelText("First name")).toHaveAttribute("readonly");
  });

  it("an invalid e-mail is refused before any call", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/profile", role: "viewer" });
    await user.click(await screen.findByRole("button", { name: /Edit/ }));
    const puts = record("PUT", /^\/api\/user\//);
    fill(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it("a failure shows 'Failed to update profile. Please try again.', keeps the edits and the stored user", async () => {
    const user = userEvent.setup();
    server.use(http.put("*/api/user/:id", () => new HttpResponse("Database unavailable", { status: 500 })));
    await renderApp({ route: "/profile", role: "viewer" });
    await user.click(await screen.findByRole("button", { name: /Edit/ }));
    fill(screen.getByLabelText("Last name"), "Changed");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    const toast = await findToast("Failed to update profile. Please try again.");
    expect(within(toast).getByText("Error")).toBeInTheDocument();
    expect(screen.getByLabelText("Last name")).toHaveValue("Changed");
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeEnabled();
    expect(stored().lastName).not.toBe("Changed");
  });
});
