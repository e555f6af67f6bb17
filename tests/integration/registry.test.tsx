// "A resource is configuration": a throwaway resource declared alone appears in the sidebar,
// gets a route with a generated list, is served by the data provider and obeys access rules.
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "../../mocks/node";
import { declare } from "../../resources/types";
import { allDeclarations } from "../../src/app/declarations";
import { renderApp } from "./render";

const gadgets = declare<{ id: string; name: string; price: string; createdAt: string }>({
  name: "gadgets",
  label: "Gadgets",
  route: "/gadgets",
  roles: { read: "operator", write: "admin" },
  nav: { order: 35 },
  api: { list: "/api/gadgets" },
  list: {
    title: "All Gadgets",
    columns: [
      { key: "id", title: "Gadget ID", format: "shortId(4)" },
      { key: "name", title: "Name" },
      { key: "price", title: "Price", format: "money" },
    ],
    search: { fields: ["name"], placeholder: "Search gadgets..." },
    empty: "No gadgets yet.",
  },
});

describe("resource registry", () => {
  it("a declaration alone adds sidebar entry, route, list and access rules", async () => {
    server.use(
      http.get("*/api/gadgets", () =>
        HttpResponse.json([{ id: "g123456", name: "Sprocket", price: "1234.5", createdAt: "2026-01-01T00:00:00Z" }]),
      ),
    );
    await renderApp({ route: "/gadgets", role: "operator", declarations: allDeclarations([gadgets]) });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByText("Gadgets")).toBeInTheDocument();
    expect(await screen.findByText("All Gadgets")).toBeInTheDocument();
    expect(await screen.findByText("Sprocket")).toBeInTheDocument();
    expect(screen.getByText("$1,234.50")).toBeInTheDocument();
    expect(screen.getByText("g123...")).toBeInTheDocument();
    expect(screen.getByPlaceholderText("Search gadgets...")).toBeInTheDocument();
  });

  it("the same declaration keeps a viewer out", async () => {
    await renderApp({ route: "/gadgets", role: "viewer", declarations: allDeclarations([gadgets]) });
    expect(await screen.findByRole("heading", { name: "Access denied" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).queryByText("Gadgets")).toBeNull();
  });

  it("shows the empty message when the list is empty", async () => {
    server.use(http.get("*/api/gadgets", () => HttpResponse.json([])));
    await renderApp({ route: "/gadgets", role: "admin", declarations: allDeclarations([gadgets]) });
    expect(await screen.findByText("No gadgets yet.")).toBeInTheDocument();
  });
});
