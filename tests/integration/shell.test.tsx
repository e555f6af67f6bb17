import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "./render";

const navLabels = (nav: HTMLElement) => within(nav).getAllByRole("link").map((el) => el.textContent?.trim());

describe("shell", () => {
  it("shows the sign-in screen when signed out", async () => {
    await renderApp({ route: "/wallets", role: null });
    expect(await screen.findByRole("heading", { name: "Sign in to your account" })).toBeInTheDocument();
    const email = screen.getByPlaceholderText("Enter your email");
    expect(email).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Email address")).toBe(email);
    expect(screen.getByRole("button", { name: "Sign in" })).toBeDisabled();
    expect(screen.getByText("Full access")).toBeInTheDocument();
    expect(screen.getByText("Operational access")).toBeInTheDocument();
    expect(screen.getByText("Read-only access")).toBeInTheDocument();
  });

  it("signs in, welcomes the user and lands on the page asked for", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/login?to=%2Fwallets", role: null });
    await user.type(await screen.findByPlaceholderText("Enter your email"), "viewer@paydesk.dev");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Welcome to PayDesk")).toBeInTheDocument();
    expect(screen.getByText("Logged in as viewer")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Wallets", level: 1 })).toBeInTheDocument();
  });

  it("shows the credentials hint when sign-in fails", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/login", role: null });
    await user.type(await screen.findByPlaceholderText("Enter your email"), "who@example.com");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Invalid credentials. Please use admin@paydesk.dev, operator@paydesk.dev, or viewer@paydesk.dev",
    );
  });

  it.each([
    ["viewer", ["Dashboard", "Wallets", "Transactions"]],
    ["operator", ["Dashboard", "Wallets", "Token Vault", "Transactions", "Onboarding"]],
    ["admin", ["Dashboard", "Wallets", "Token Vault", "Transactions", "Onboarding", "Admin Portal", "Developer", "Activity", "User Management", "Approvals"]],
  ] as const)("sidebar for %s", async (role, labels) => {
    await renderApp({ route: "/", role });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    await waitFor(() => expect(navLabels(nav)).toEqual(labels));
  });

  it("sidebar entries are links to their screens, the current one marked", async () => {
    const user = userEvent.setup();
    await renderApp({ route: "/wallets", role: "viewer" });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    const wallets = within(nav).getByRole("link", { name: "Wallets" });
    const transactions = within(nav).getByRole("link", { name: "Transactions" });
    expect(wallets).toHaveAttribute("href", "/wallets");
    expect(wallets).toHaveAttribute("aria-current", "page");
    expect(transactions).toHaveAttribute("href", "/transactions");
    expect(transactions).not.toHaveAttribute("aria-current");
    await user.click(transactions);
    expect(await screen.findByRole("heading", { name: "Transactions", level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(within(nav).getByRole("link", { name: "Transactions" })).toHaveAttribute("aria-current", "page"));
    expect(within(nav).getByRole("link", { name: "Wallets" })).not.toHaveAttribute("aria-current");
  });

  it("sidebar footer shows who is signed in and both logouts", async () => {
    const { user } = await renderApp({ route: "/", role: "operator" });
    expect(await screen.findByText("operator account")).toBeInTheDocument();
    expect(screen.getByText(`ID: ${user!.id}`)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Force Logout/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Regular Logout/ })).toBeInTheDocument();
  });

  it("a forbidden route shows access denied without crashing", async () => {
    await renderApp({ route: "/users", role: "viewer" });
    expect(await screen.findByRole("heading", { name: "Access denied" })).toBeInTheDocument();
    expect(screen.getByText("Your viewer role cannot open this page.")).toBeInTheDocument();
  });

  it("an unknown route shows the 404 page", async () => {
    await renderApp({ route: "/nowhere", role: "viewer" });
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument();
  });

  it("Force Logout clears storage and goes to /", async () => {
    const user = userEvent.setup();
    const { navigate } = await renderApp({ route: "/", role: "admin" });
    await user.click(await screen.findByRole("button", { name: /Force Logout/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/"));
    expect(localStorage.getItem("paydesk:user")).toBeNull();
  });
});
