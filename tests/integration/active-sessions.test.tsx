// Profile's Active sessions card (extension `sessions`) against the demo backend, which runs the
// PayDesk server's rules over the memory store: two sessions of one person, "This browser" marked,
// one signed out, then "Sign out all other sessions" after its confirm.
import { describe, expect, it, vi } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp, signIn } from "./render";
import { enabled, findToast, record } from "./admin-helpers";
import { getDb } from "../../mocks/db";

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 180000 });

// Found afresh each time: the card's chunk loads behind a stand-in card of the same title.
const card = async () => (await screen.findByRole("list", { name: "Active sessions" })).closest(".ant-card") as HTMLElement;
const rows = () => within(screen.getByRole("list", { name: "Active sessions" })).getAllByRole("listitem");

describe("Profile: Active sessions", () => {
  it("lists this browser and another session; Sign out ends the other one", async () => {
    const user = userEvent.setup();
    await signIn("operator"); // a session this page does not hold: "another browser"
    await renderApp({ route: "/profile", role: "operator" });
    await card();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [mine, other] = rows();
    expect(within(mine).getByText("This browser")).toBeInTheDocument();
    expect(within(mine).queryByRole("button", { name: /Sign out/ })).toBeNull();
    expect(within(other).queryByText("This browser")).toBeNull();
    expect(within(other).getByText(/demo · Last active just now · Signed in just now/)).toBeInTheDocument();

    const deletes = record("DELETE", /^\/api\/user\/sessions\//);
    await user.click(within(other).getByRole("button", { name: /^Sign out .*, demo$/ }));
    expect(await findToast("Session ended")).toBeInTheDocument();
    expect(deletes).toHaveLength(1);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(await card()).getByRole("button", { name: "Sign out all other sessions" })).toBeDisabled();
  });

  it("Sign out all other sessions asks first, then ends them all and keeps this one", async () => {
    const user = userEvent.setup();
    await signIn("viewer");
    await signIn("viewer");
    await renderApp({ route: "/profile", role: "viewer" });
    await card();
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(3));
    const posts = record("POST", "/api/user/sessions/end-others");
    await user.click(within(await card()).getByRole("button", { name: "Sign out all other sessions" }));
    expect(posts).toHaveLength(0); // only the confirm so far
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await findToast("Signed out of all other sessions")).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]).getByText("This browser")).toBeInTheDocument();
  });

  it("User Management: an admin ends every session of another person after a confirm (not on their own row)", async () => {
    const user = userEvent.setup();
    await signIn("operator"); // Jordan Lee's session, somewhere else
    const jordan = getDb().users.find((u) => u.email === "operator@paydesk.dev")!;
    const deletes = record("DELETE", `/api/user/${jordan.id}/sessions`);
    await renderApp({ route: "/users", role: "admin" });
    const row = (await screen.findByText("operator@paydesk.dev")).closest("tr") as HTMLElement;
    const mine = (await screen.findByText("admin@paydesk.dev")).closest("tr") as HTMLElement;
    expect(within(mine).queryByRole("button", { name: /End sessions/ })).toBeNull();
    await user.click(await enabled(() => within(row).getByRole("button", { name: "End sessions of Jordan Lee" })));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getAllByText("End all sessions").length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/Sign Jordan Lee \(operator@paydesk\.dev\) out of every browser\?/)).toBeInTheDocument();
    expect(deletes).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "End sessions" }));
    expect(await findToast("Sessions ended")).toBeInTheDocument();
    expect(deletes).toHaveLength(1);
    expect(Object.values(getDb().sessions).filter((s) => s.userId === jordan.id)).toEqual([]);
  });
});
