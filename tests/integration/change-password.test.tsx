// Change Password with extension `password` (a PayDesk server; the demo has no passwords, so the
// server's answers are stood in for here): the dialog's fields, the policy, the confirmation, the
// toast on success and the input kept on failure.
import { describe, expect, it, vi } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { server } from "../../mocks/node";
import { renderApp } from "./render";
import { enabled, fill, findToast } from "./admin-helpers";

vi.mock("../../providers/extensions", async (original) => {
  const actual = await original<typeof import("../../providers/extensions")>();
  return { ...actual, hasExtension: (name: string) => name === "password" || actual.hasExtension(name as never) };
});

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 180000 });

async function openDialog() {
  const user = userEvent.setup();
  await renderApp({ route: "/settings", role: "operator" });
  await user.click(await enabled(() => screen.getByRole("button", { name: /Change Password/ })));
  return { user, dialog: await screen.findByRole("dialog", { name: "Change Password" }) };
}

describe("Change Password (extension password)", () => {
  it("asks for the current password, a new one under the stated policy and its confirmation", async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByLabelText("Current password")).toHaveAttribute("autocomplete", "current-password");
    const next = within(dialog).getByLabelText("New password");
    expect(next).toHaveAttribute("autocomplete", "new-password");
    expect(next).toHaveAccessibleDescription(/At least 12 characters, not your email address, not a common password\./);
    expect(within(dialog).getByLabelText("Confirm new password")).toHaveAttribute("autocomplete", "new-password");
    fill(within(dialog).getByLabelText("Current password"), "old password");
    fill(next, "short");
    fill(within(dialog).getByLabelText("Confirm new password"), "other");
    await user.click(within(dialog).getByRole("button", { name: /Change password/ }));
    expect(await within(dialog).findByText("At least 12 characters")).toBeInTheDocument();
    expect(await within(dialog).findByText("The two new passwords differ")).toBeInTheDocument();
  });

  it("sends both passwords once; success shows the toast and closes; a refusal keeps the input", async () => {
    const bodies: unknown[] = [];
    let answer = 400;
    server.use(
      http.post("*/api/user/password", async ({ request }) => {
        bodies.push(await request.json());
        return answer === 204 ? new HttpResponse(null, { status: 204 }) : new HttpResponse("Current password is incorrect", { status: 400 });
      }),
    );
    const { user, dialog } = await openDialog();
    fill(within(dialog).getByLabelText("Current password"), "wrong one");
    fill(within(dialog).getByLabelText("New password"), "a long new phrase");
    fill(within(dialog).getByLabelText("Confirm new password"), "a long new phrase");
    await user.click(within(dialog).getByRole("button", { name: /Change password/ }));
    expect(await findToast("400: Current password is incorrect")).toBeInTheDocument();
    expect(bodies).toEqual([{ currentPassword: "wrong one", newPassword: "a long new phrase" }]);
    expect(within(dialog).getByLabelText("New password")).toHaveValue("a long new phrase");
    expect(within(dialog).getByLabelText("Current password")).toHaveValue("wrong one");

    answer = 204;
    fill(within(dialog).getByLabelText("Current password"), "paydesk-demo");
    await user.click(within(dialog).getByRole("button", { name: /Change password/ }));
    expect(await findToast("Password changed")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Change Password" })).toBeNull());
    expect(bodies).toHaveLength(2);
  });
});
