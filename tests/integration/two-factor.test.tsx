// Extension `two-factor` in Settings: the switch opens enrolment (QR code and key from the server, a
// code from the app, then ten recovery codes shown once) and, once on, turning off with a recovery
// code. The demo backend runs the server's own rules (server/rules/two-factor.ts).
import { describe, expect, it, vi } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { renderApp } from "./render";
import { server } from "../../mocks/node";
import { getDb } from "../../mocks/db";
import { createHttpClient } from "../../providers/http";
import { record } from "./admin-helpers";
import { PERIOD_SECONDS, codeAt } from "../../server/rules/two-factor";

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 180000 });

const stored = () => JSON.parse(localStorage.getItem("paydesk:user")!);

describe("two-factor in Settings", () => {
  it("enrols with a code from the shown key, shows ten recovery codes once, and turns off with one of them", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/settings", role: "operator" });
    const calls = record("POST", "/api/user/two-factor/setup");
    await screen.findByText("Notifications");
    const toggle = () => screen.getByRole("switch", { name: "Two-Factor Authentication" });
    expect(toggle()).not.toBeChecked();

    await user.click(toggle());
    const dialog = await screen.findByRole("dialog", { name: "Turn on two-factor authentication" });
    await waitFor(() => expect(dialog.querySelector("[data-secret]")).not.toBeNull());
    expect(calls).toHaveLength(1);
    expect(dialog.querySelector("svg")).not.toBeNull(); // the QR code
    const secret = dialog.querySelector("[data-secret]")!.textContent!.replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const confirm = within(dialog).getByRole("button", { name: "Confirm" });
    expect(confirm).toBeDisabled();

    // A wrong code keeps the dialog open with the reason.
    await user.type(within(dialog).getByLabelText("6-digit code"), "000000");
    await user.click(confirm);
    expect(await within(dialog).findByText("Invalid code. Check your device's clock and try again.")).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText("6-digit code"));
    await user.type(within(dialog).getByLabelText("6-digit code"), codeAt(secret, Date.now()));
    await user.click(confirm);
    const saved = await screen.findByRole("dialog", { name: "Save your recovery codes" });
    const codes = within(within(saved).getByRole("list", { name: "Recovery codes" })).getAllByRole("listitem").map((li) => li.textContent!);
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(within(saved).getByRole("button", { name: /Copy/ })).toBeInTheDocument();
    expect(within(saved).getByRole("button", { name: /Download/ })).toBeInTheDocument();
    await user.click(within(saved).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Save your recovery codes" })).toBeNull());
    expect(stored().twoFactorEnabled).toBe(true);
    expect(toggle()).toBeChecked();

    // Off: a recovery code (the enrolment's code step is used, so a code is not what this shows).
    await user.click(toggle());
    const off = await screen.findByRole("dialog", { name: "Turn off two-factor authentication" });
    await user.type(within(off).getByLabelText("Code"), codeAt(secret, Date.now() - 3 * PERIOD_SECONDS * 1000));
    await user.click(within(off).getByRole("button", { name: "Turn off" }));
    expect(await within(off).findByText("Invalid code. Check your device's clock and try again.")).toBeInTheDocument();
    await user.clear(within(off).getByLabelText("Code"));
    await user.type(within(off).getByLabelText("Code"), codes[0]);
    await user.click(within(off).getByRole("button", { name: "Turn off" }));
    await waitFor(() => expect(toggle()).not.toBeChecked());
    expect(stored().twoFactorEnabled).toBe(false);
  });

  it("the console is not held back for the organisation's answer (a person not enrolled, the settings still on their way)", async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get("*/api/organisation/settings", async () => {
      await held;
      return HttpResponse.json({ requireTwoFactor: false });
    }));
    try {
      await renderApp({ route: "/", role: "viewer" });
      expect(await screen.findByRole("button", { name: /user menu/i })).toBeInTheDocument();
      expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    } finally {
      answer();
    }
  });

  it("with the organisation's Require two-factor, someone not enrolled sees only the enrolment page until done", async () => {
    (getDb() as unknown as Record<string, unknown>)[":organisation"] = { requireTwoFactor: true };
    const user = userEvent.setup();
    await renderApp({ route: "/wallets", role: "viewer" });
    expect(await screen.findByRole("heading", { name: "Set up two-factor authentication" })).toBeInTheDocument();
    expect(screen.getByText("Your organisation requires two-factor authentication. Set it up to continue.")).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.queryByRole("button", { name: /user menu/i })).toBeNull();
    const dialog = await screen.findByRole("dialog", { name: "Turn on two-factor authentication" });
    await waitFor(() => expect(dialog.querySelector("[data-secret]")).not.toBeNull());
    const secret = dialog.querySelector("[data-secret]")!.textContent!.replace(/\s+/g, "");
    await user.type(within(dialog).getByLabelText("6-digit code"), codeAt(secret, Date.now()));
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    const saved = await screen.findByRole("dialog", { name: "Save your recovery codes" });
    // The codes stay up until put away, although two-factor is on already.
    expect(screen.getByRole("heading", { name: "Set up two-factor authentication" })).toBeInTheDocument();
    await user.click(within(saved).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Set up two-factor authentication" })).toBeNull());
    expect(stored().twoFactorEnabled).toBe(true);
    expect(await screen.findByRole("button", { name: /user menu/i })).toBeInTheDocument();
  });

  it("the app's own sign-in page: the e-mail (demo), then the code, then the console", async () => {
    // Enrol the operator through the API, then sign out.
    const http = createHttpClient("");
    await http.post("/api/user/login", { email: "operator@paydesk.dev" });
    const { secret } = (await http.post<{ secret: string }>("/api/user/two-factor/setup", {})).data;
    await http.post("/api/user/two-factor/enable", { code: codeAt(secret, Date.now()) });
    await http.post("/api/user/logout");

    const user = userEvent.setup();
    await renderApp({ route: "/login", role: null });
    await user.type(await screen.findByLabelText("Email address"), "operator@paydesk.dev");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Two-factor authentication" })).toBeInTheDocument();
    expect(localStorage.getItem("paydesk:user")).toBeNull();
    await user.type(await screen.findByLabelText("Authentication code"), codeAt(secret, Date.now() + PERIOD_SECONDS * 1000));
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("button", { name: /user menu/i })).toBeInTheDocument();
    expect(stored()).toMatchObject({ email: "operator@paydesk.dev", twoFactorEnabled: true });
  });
});
