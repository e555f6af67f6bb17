import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { server } from "../../mocks/node";
import { renderApp } from "./render";

const theme = () => document.documentElement.dataset.theme;

describe("theme (SPEC §4)", () => {
  it("adopts the signed-in user's saved theme, applies a toggle at once and saves it", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/", role: "admin" }); // the seed's admin prefers light
    await waitFor(() => expect(theme()).toBe("light"));
    let body: unknown;
    server.use(
      http.put("*/api/user/:id/settings", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ user: { ...JSON.parse(localStorage.getItem("paydesk:user")!), theme: "dark" } });
      }),
    );
    await user.click(await screen.findByRole("button", { name: "Switch to dark theme" }));
    expect(theme()).toBe("dark");
    await waitFor(() => expect(body).toEqual({ theme: "dark" }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem("paydesk:user")!).theme).toBe("dark"));
    expect(localStorage.getItem("paydesk:theme")).toBe("dark");
  });

  it("the signed-in user's stored theme changes with the toggle, not with the save's answer: a reload before it keeps the new theme", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/", role: "admin" });
    await waitFor(() => expect(theme()).toBe("light"));
    let answer!: () => void;
    server.use(http.put("*/api/user/:id/settings", () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({}))))));
    await user.click(await screen.findByRole("button", { name: "Switch to dark theme" }));
    await waitFor(() => expect(answer).toBeTypeOf("function"));
    // What the next load reads (public/theme-init.js, ThemeProvider): the user's theme first.
    expect(JSON.parse(localStorage.getItem("paydesk:user")!).theme).toBe("dark");
    answer();
  });

  it("restores the previous theme when saving fails", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/", role: "admin" });
    await waitFor(() => expect(theme()).toBe("light"));
    server.use(http.put("*/api/user/:id/settings", () => new HttpResponse("Database unavailable", { status: 500 })));
    await user.click(await screen.findByRole("button", { name: "Switch to dark theme" }));
    await waitFor(() => expect(theme()).toBe("light"));
    expect(await screen.findByText("500: Database unavailable")).toBeInTheDocument();
    expect(localStorage.getItem("paydesk:theme")).toBe("light");
    expect(JSON.parse(localStorage.getItem("paydesk:user")!).theme).toBe("light");
  });
});
