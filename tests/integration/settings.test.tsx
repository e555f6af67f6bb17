// Settings (SPEC "Settings", §3 defaults, §4 toggles, §7 PUT /api/user/{id}/settings, §8 messages).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { server } from "../../mocks/node";
import { getDb } from "../../mocks/db";
import { renderApp } from "./render";
import { setDemoExtensions } from "../../mocks/extensions";
import { EXTENSIONS, type Extension } from "../../src/lib/extension-names";
import { enabled, findToast, pick, record } from "./admin-helpers";

// Extension `two-factor` is on (as every extension in these tests) unless a test turns it off.
let twoFactorOff = false;
vi.mock("../../providers/extensions", async (original) => {
  const real = await original<typeof import("../../providers/extensions")>();
  return { ...real, hasExtension: (name: Extension) => (name === "two-factor" && twoFactorOff ? false : real.hasExtension(name)) };
});
beforeEach(() => {
  twoFactorOff = false;
});

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 180000 });

const stored = () => JSON.parse(localStorage.getItem("paydesk:user")!);
const sw = (name: string) => screen.getByRole("switch", { name });
const failSettings = () => server.use(http.put("*/api/user/:id/settings", () => new HttpResponse("Database unavailable", { status: 500 })));
const page = () => document.getElementById("main-content")!;

async function options(label: string) {
  fireEvent.mouseDown(screen.getByRole("combobox", { name: label }));
  await waitFor(() => expect(document.querySelector(".ant-select-dropdown:not(.ant-select-dropdown-hidden)")).not.toBeNull());
  const shown = Array.from(document.querySelectorAll(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option")).map(
    (o) => o.getAttribute("title"),
  );
  fireEvent.keyDown(screen.getByRole("combobox", { name: label }), { key: "Escape" });
  return shown;
}

describe("Settings values", () => {
  it("uses the SPEC §3 defaults when the stored user lacks the values", async () => {
    const op = getDb().users.find((u) => u.email === "operator@paydesk.dev")!;
    for (const k of [
      "emailNotifications",
      "pushNotifications",
      "smsNotifications",
      "transactionAlerts",
      "securityAlerts",
      "twoFactorEnabled",
      "loginAlerts",
      "sessionTimeout",
      "language",
      "timezone",
      "currency",
      "dateFormat",
    ] as const) {
      delete op[k];
    }
    await renderApp({ route: "/settings", role: "operator" });
    await screen.findByText("Notifications");
    expect(sw("Email Notifications")).toBeChecked();
    expect(sw("Push Notifications")).not.toBeChecked();
    expect(sw("SMS Notifications")).not.toBeChecked();
    expect(sw("Transaction Alerts")).toBeChecked();
    expect(sw("Security Alerts")).toBeChecked();
    expect(sw("Two-Factor Authentication")).not.toBeChecked();
    expect(sw("Login Alerts")).toBeChecked();
    for (const t of ["30 minutes", "English", "Eastern Time (UTC-5)", "USD", "MM/DD/YYYY"]) {
      expect(within(page()).getByTitle(t)).toBeInTheDocument();
    }
  });

  it("offers the SPEC option lists", async () => {
    await renderApp({ route: "/settings", role: "viewer" });
    await screen.findByText("Notifications");
    expect(await options("Session Timeout")).toEqual(["15 minutes", "30 minutes", "60 minutes", "120 minutes", "480 minutes"]);
    expect(await options("Language")).toEqual(["English", "Español", "Français", "Deutsch"]);
    expect(await options("Timezone")).toEqual(["Pacific Time (UTC-8)", "Mountain Time (UTC-7)", "Central Time (UTC-6)", "Eastern Time (UTC-5)"]);
    expect(await options("Currency")).toEqual(["USD", "EUR", "GBP", "CAD"]);
    expect(await options("Date Format")).toEqual(["MM/DD/YYYY", "DD/MM/YYYY", "YYYY-MM-DD"]);
  });
});

describe("Notification switches", () => {
  it("apply at once, send the notification keys and replace the stored user", async () => {
    const user = userEvent.setup();
    const { user: me } = await renderApp({ route: "/settings", role: "operator" });
    const puts = record("PUT", `/api/user/${me!.id}/settings`);
    await screen.findByText("Notifications");
    await user.click(sw("Push Notifications"));
    expect(sw("Push Notifications")).toBeChecked();
    expect(await findToast("Settings updated")).toBeInTheDocument();
    // The seed's operator has only email and transaction alerts set: the rest are the SPEC §3 defaults.
    expect(puts.map((c) => c.body)).toEqual([
      { emailNotifications: true, pushNotifications: true, smsNotifications: false, transactionAlerts: true, securityAlerts: true },
    ]);
    await waitFor(() => expect(stored().pushNotifications).toBe(true));
  });

  it("revert on failure with 'Failed to update notification settings. Please try again.'", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/settings", role: "operator" });
    await screen.findByText("Notifications");
    failSettings();
    const wasOn = (sw("Email Notifications") as HTMLButtonElement).getAttribute("aria-checked") === "true";
    await user.click(sw("Email Notifications"));
    const toast = await findToast("Failed to update notification settings. Please try again.");
    expect(within(toast).getByText("Error")).toBeInTheDocument();
    await waitFor(() => expect(sw("Email Notifications")).toHaveAttribute("aria-checked", String(wasOn)));
    expect(stored().emailNotifications).toBe(wasOn);
  });
});

describe("Security", () => {
  it("the two-factor switch sends the security keys with an integer sessionTimeout", async () => {
    // SPEC's switch: extension `two-factor` off (with it, the switch opens enrolment: two-factor.test.tsx).
    twoFactorOff = true;
    setDemoExtensions(EXTENSIONS.filter((n) => n !== "two-factor"));
    const user = userEvent.setup();
    const { user: me } = await renderApp({ route: "/settings", role: "admin" });
    const puts = record("PUT", `/api/user/${me!.id}/settings`);
    await screen.findByText("Notifications");
    await user.click(sw("Two-Factor Authentication"));
    expect(await findToast("Security settings updated")).toBeInTheDocument();
    expect(puts.map((c) => c.body)).toEqual([{ twoFactorEnabled: true, loginAlerts: true, sessionTimeout: 30 }]);
    await waitFor(() => expect(stored().twoFactorEnabled).toBe(true));
  });

  it("security switches revert on failure with 'Failed to update security settings. Please try again.'", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/settings", role: "admin" });
    await screen.findByText("Notifications");
    failSettings();
    await user.click(sw("Login Alerts"));
    expect(await findToast("Failed to update security settings. Please try again.")).toBeInTheDocument();
    await waitFor(() => expect(sw("Login Alerts")).toBeChecked());
  });

  it("session timeout sends an integer; on failure the choice is kept (selects are not reverted)", async () => {
    const { user: me } = await renderApp({ route: "/settings", role: "admin" });
    const puts = record("PUT", `/api/user/${me!.id}/settings`);
    await screen.findByText("Notifications");
    await pick(page(), "Session Timeout", "120 minutes");
    expect(await findToast("Security settings updated")).toBeInTheDocument();
    expect(puts[0].body).toEqual({ twoFactorEnabled: false, loginAlerts: true, sessionTimeout: 120 });
    expect(typeof (puts[0].body as { sessionTimeout: unknown }).sessionTimeout).toBe("number");
    await waitFor(() => expect(stored().sessionTimeout).toBe(120));

    failSettings();
    await pick(page(), "Session Timeout", "480 minutes");
    expect(await findToast("Failed to update security settings. Please try again.")).toBeInTheDocument();
    expect(within(page()).getByTitle("480 minutes")).toBeInTheDocument();
  });
});

describe("Preferences", () => {
  it("send the four preference keys and toast 'Preferences updated'; a failure keeps the choice", async () => {
    const { user: me } = await renderApp({ route: "/settings", role: "viewer" });
    const puts = record("PUT", `/api/user/${me!.id}/settings`);
    await screen.findByText("Notifications");
    const before = { ...stored() };
    await pick(page(), "Language", "Español");
    expect(await findToast("Preferences updated")).toBeInTheDocument();
    expect(puts.map((c) => c.body)).toEqual([{ language: "es", timezone: before.timezone ?? "UTC-5", currency: before.currency ?? "USD", dateFormat: before.dateFormat ?? "MM/DD/YYYY" }]);
    await waitFor(() => expect(stored().language).toBe("es"));

    failSettings();
    await pick(page(), "Date Format", "YYYY-MM-DD");
    expect(await findToast("Failed to update preferences. Please try again.")).toBeInTheDocument();
    expect(within(page()).getByTitle("YYYY-MM-DD")).toBeInTheDocument();
  });
});

describe("Theme and account buttons", () => {
  it("the theme switch applies dark at once and saves {theme}", async () => {
    const user = userEvent.setup();
    const { user: me } = await renderApp({ route: "/settings", role: "admin" });
    const puts = record("PUT", `/api/user/${me!.id}/settings`);
    await screen.findByText("Appearance");
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe("light"));
    await user.click(sw("Dark Mode"));
    expect(document.documentElement.dataset.theme).toBe("dark");
    await waitFor(() => expect(puts.map((c) => c.body)).toEqual([{ theme: "dark" }]));
    expect(sw("Dark Mode")).toBeChecked();
  });

  it("Manage API Keys opens the Admin Portal's API Keys tab for an admin; Change Password is not available", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/settings", role: "admin" });
    expect(await screen.findByLabelText("Change Password: Not available in this version")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Change Password/ })).toBeDisabled();
    await user.click(await enabled(() => screen.getByRole("button", { name: /Manage API Keys/ })));
    expect(await screen.findByRole("tab", { name: "API Keys" })).toHaveAttribute("aria-selected", "true");
  });

  it("Manage API Keys is disabled with the reason for other roles", async () => {
    await renderApp({ route: "/settings", role: "operator" });
    expect(await screen.findByLabelText("Manage API Keys: Requires the admin role")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Manage API Keys/ })).toBeDisabled();
  });
});
