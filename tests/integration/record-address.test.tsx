// A record opened from a list, and the way back, keep the list's current address (issue 51 item 7):
// the search, the sort and the column choice (`cols`) the list writes straight to the history entry
// (useUrlParam), which the router's copy of the address does not hold.
// Rendered in a BrowserRouter so the address is the real (jsdom) one.
import { describe, expect, it, vi } from "vitest";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BrowserRouter } from "react-router";
import { PayDeskApp } from "../../src/app/PayDeskApp";
import { renderUi, signIn } from "./render";

configure({ asyncUtilTimeout: 45000 });
vi.setConfig({ testTimeout: 240000 });

async function renderAt(url: string) {
  await signIn("operator");
  window.history.replaceState(null, "", url);
  return renderUi(
    <BrowserRouter>
      <PayDeskApp navigate={vi.fn()} />
    </BrowserRouter>,
  );
}

const params = () => Object.fromEntries(new URLSearchParams(window.location.search));
const header = (title: string) => Array.from(document.querySelectorAll<HTMLElement>("thead th")).find((th) => th.textContent?.trim() === title)!;
const headers = () => Array.from(document.querySelectorAll<HTMLElement>("thead th")).map((th) => th.textContent?.trim()).filter(Boolean);

describe("a record's address keeps the list's", () => {
  it("search, sort and columns written by the list: in the record link, on the record page, and back after Escape", async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt("/tokens");
    const search = await screen.findByPlaceholderText("Search tokens by ID, type, last four, or customer...");
    await waitFor(() => expect(document.querySelector("tbody a.pd-record-link")).not.toBeNull());
    const before = headers();

    // The search (after its pause), a sort and a column hidden: all straight to the history entry.
    await user.type(search, "card");
    await waitFor(() => expect(params().q).toBe("card"));
    await user.click(header("Created"));
    await waitFor(() => expect(params().sort).toBeTruthy());
    await user.click(screen.getByRole("button", { name: "Columns" }));
    const chooser = await screen.findByRole("group", { name: "Columns" });
    const hidden = "Customer ID";
    expect(before).toContain(hidden);
    await user.click(within(chooser).getByRole("checkbox", { name: hidden }));
    await waitFor(() => expect(params().cols).toBeTruthy());
    const listAddress = window.location.search;
    expect(Object.keys(params()).sort()).toEqual(["cols", "q", "sort"]);

    const link = document.querySelector<HTMLAnchorElement>("tbody a.pd-record-link")!;
    expect(link.getAttribute("href")).toMatch(new RegExp(`\\${listAddress.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    await user.click(link);
    const drawer = await screen.findByRole("dialog");
    expect(window.location.search).toBe(listAddress);

    fireEvent.keyDown(document.activeElement && drawer.contains(document.activeElement) ? document.activeElement : drawer, { key: "Escape", code: "Escape", keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(window.location.pathname).toBe("/tokens");
    expect(window.location.search).toBe(listAddress);
    expect(search).toHaveValue("card");
    expect(headers()).not.toContain(hidden);
  });

  it("a search typed just before the click (its pause not over) goes with the record too, and is there after the way back", async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt("/tokens?sort=createdAt.asc");
    const search = await screen.findByPlaceholderText("Search tokens by ID, type, last four, or customer...");
    await waitFor(() => expect(document.querySelector("tbody a.pd-record-link")).not.toBeNull());
    await user.type(search, "card");
    // At once, before the list writes the search to the address (it waits for a pause in typing).
    await user.click(document.querySelector<HTMLAnchorElement>("tbody a.pd-record-link")!);
    const drawer = await screen.findByRole("dialog");
    expect(params()).toEqual({ sort: "createdAt.asc", q: "card" });
    // The pause ends while the record is open: nothing changes the record page's address.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(params()).toEqual({ sort: "createdAt.asc", q: "card" });

    fireEvent.click(within(drawer).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(window.location.pathname).toBe("/tokens");
    expect(params()).toEqual({ sort: "createdAt.asc", q: "card" });
    expect(search).toHaveValue("card");
  });

  it("a related record on a record page opens without the page's list query (it belongs to another list)", async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt("/onboarding?q=a&sort=legalName.asc");
    await waitFor(() => expect(document.querySelector("tbody a.pd-record-link")).not.toBeNull());
    await user.click(document.querySelector<HTMLAnchorElement>("tbody a.pd-record-link")!);
    const drawer = await screen.findByRole("dialog");
    expect(params()).toEqual({ q: "a", sort: "legalName.asc" });
    const wallets = await within(drawer).findByRole("region", { name: "Wallets" });
    const link = await waitFor(() => {
      const a = wallets.querySelector<HTMLAnchorElement>("a.pd-record-link");
      if (!a) throw new Error("no wallet link yet");
      return a;
    });
    expect(link.getAttribute("href")).toMatch(/^\/wallets\/[^?]+$/);
  });
});
