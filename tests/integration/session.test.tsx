// Sessions (issue 20): a user record without an id, the error boundary, the idle-timeout warning.
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { server } from "../../mocks/node";
import { clearUser, readUser } from "../../providers/session-store";
import { declare } from "../../resources/types";
import { allDeclarations } from "../../src/app/declarations";
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

describe("error boundary", () => {
  // React reports caught render errors on the console; keep the test output readable.
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  function Broken(): never {
    throw new Error("render failed");
  }
  const broken = declare({ name: "broken", label: "Broken", route: "/broken", roles: { read: "viewer", write: "admin" }, nav: { order: 1 }, view: Broken });

  it("a screen that throws shows Something went wrong with a way back, and navigating resets it", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/broken", role: "viewer", declarations: allDeclarations([broken]) });
    expect(await screen.findByRole("heading", { name: "Something went wrong", level: 2 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Reload page/ })).toBeInTheDocument();
    // The shell stays: the sidebar is still there.
    const nav = screen.getByRole("navigation", { name: "Main" });
    const back = screen.getByRole("link", { name: /Back to Dashboard/ });
    expect(back).toHaveAttribute("href", "/");
    await user.click(back);
    expect(await screen.findByText("Total Volume")).toBeInTheDocument();
    expect(screen.queryByText("Something went wrong")).toBeNull();
    expect(within(nav).getByRole("link", { name: "Broken" })).toBeInTheDocument();
  });

  it("a failure outside any screen (the shell) still shows the error screen, not a blank page", async () => {
    const icon = declare({ ...broken, name: "broken-icon", route: "/broken-icon", icon: createElement(Broken), view: undefined });
    await renderApp({ route: "/", role: "viewer", declarations: allDeclarations([icon]) });
    expect(await screen.findByRole("heading", { name: "Something went wrong", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to Dashboard/ })).toHaveAttribute("href", "/");
  });
});
