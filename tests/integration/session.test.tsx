// Sessions (issue 20): a user record without an id, the error boundary, the idle-timeout warning.
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { server } from "../../mocks/node";
import { clearUser, readUser } from "../../providers/session-store";
import { readSessionTimes } from "../../providers/session-activity";
import { getDb } from "../../mocks/db";
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

describe("idle timeout (the user's own sessionTimeout)", () => {
  const MIN = 60_000;
  // A fake clock that also moves by itself, so the app's own waits still run.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["Date", "setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  });
  afterEach(() => vi.useRealTimers());

  it("warns a minute before, Stay signed in keeps the session, and without an answer it signs out as expired", async () => {
    // Extension `organisation`: its maximum (default 15) would cut the viewer's own 30; at 60 it does not.
    (getDb() as unknown as Record<string, unknown>)[":organisation"] = { sessionTimeout: 60 };
    const { navigate } = await renderApp({ route: "/profile", role: "viewer" }); // viewer: the default 30 minutes
    expect(await screen.findByText("Account Status")).toBeInTheDocument();
    const since = readSessionTimes()!.lastActiveAt;

    await vi.advanceTimersByTimeAsync(28 * MIN);
    expect(screen.queryByText(/Your session will expire/)).toBeNull();
    await vi.advanceTimersByTimeAsync(1 * MIN);
    expect(await screen.findByText("Your session will expire in 60 seconds")).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await screen.findByText(/Your session will expire in 4\d seconds/)).toBeInTheDocument();

    // Stay signed in: one SPEC read, which the server counts as activity too.
    // By text: role queries walk the whole page's accessibility tree, slow under jsdom.
    fireEvent.click(screen.getByText("Stay signed in"));
    await waitFor(() => expect(screen.queryByText(/Your session will expire/)).toBeNull());
    expect(readSessionTimes()!.lastActiveAt).toBeGreaterThan(since + 29 * MIN);
    expect(Object.values(getDb().sessions)[0].lastActiveAt).toBeGreaterThan(since + 29 * MIN);
    expect(navigate).not.toHaveBeenCalled();

    // Nothing more happens: the warning again, then sign-in with the session-expired message.
    await vi.advanceTimersByTimeAsync(29 * MIN);
    expect(await screen.findByText("Your session will expire in 60 seconds")).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(60_000);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/login?expired=1&to=%2Fprofile"));
    expect(readUser()).toBeNull();
  });
});
