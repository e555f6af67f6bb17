// Sessions (issue 20): a user record without an id, the error boundary, the idle-timeout warning.
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { server } from "../../mocks/node";
import { clearUser, readUser } from "../../providers/session-store";
import { renderApp, signIn } from "./render";

describe("a user record without an id", () => {
  it("signs in, shows ID: none and loads the dashboard", async () => {
    // The demo backend always sends an id: sign in for real (the session cookie), then answer
    // the form's sign-in with the same user minus its id, as another server might.
    const { id: _id, ...withoutId } = await signIn("viewer");
    clearUser();
    server.use(http.post("*/api/user/login", () => HttpResponse.json(withoutId)));
    const user = userEvent.setup();
    await renderApp({ route: "/login", role: null });
    await user.type(await screen.findByPlaceholderText("Enter your email"), "viewer@paydesk.dev");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("ID: none")).toBeInTheDocument();
    expect(screen.getByText("viewer account")).toBeInTheDocument();
    expect(readUser()).toMatchObject({ email: "viewer@paydesk.dev", role: "viewer" });
    // The signed-in screens work: the dashboard's data arrives.
    const metrics = await screen.findByText("Total Volume");
    expect(within(metrics.closest(".ant-card")! as HTMLElement).getByText(/\$/)).toBeInTheDocument();
  });
});
