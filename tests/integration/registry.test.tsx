// "A resource is configuration": a throwaway resource declared alone appears in the sidebar,
// gets a route with a generated list, is served by the data provider and obeys access rules.
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { server } from "../../mocks/node";
import { declare, seedContext } from "../../resources/types";
import { allDeclarations } from "../../src/app/declarations";
import { getDb } from "../../mocks/db";
import { resourceHandlers } from "../../mocks/resource-handlers";
import { gadgets as gadgetsDeclaration, type Gadget } from "../fixtures/gadgets";
import { demo as gadgetsDemo } from "../fixtures/gadgets/demo";
import { call } from "../unit/mocks/helpers";
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

// The same, all the way: one folder (tests/fixtures/gadgets: a declaration and a demo seed) gives
// the sidebar, route, list, create form, a confirmed row action, the record page, access rules and
// the demo backend — no React written for it.
describe("a resource declared in one folder, end to end", () => {
  const serve = () => server.use(...resourceHandlers(gadgetsDemo));
  const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

  it("list from the schema; create through the declared form; the demo backend validates and stores", async () => {
    serve();
    const user = userEvent.setup();
    await renderApp({ route: "/gadgets", role: "operator", declarations: allDeclarations([gadgetsDeclaration]) });
    expect(within(await screen.findByRole("navigation", { name: "Main" })).getByText("Gadgets")).toBeInTheDocument();
    expect(await screen.findByText("Sprocket")).toBeInTheDocument();
    expect(Array.from(document.querySelectorAll("thead th")).map((th) => th.textContent?.trim())).toEqual(["Gadget ID", "Name", "Price", "Merchant", "Status", "Created", "Actions"]);
    expect(within(rowOf("Sprocket")).getByText("$1,234.50")).toBeInTheDocument();
    // A new status value carries its own colour in the declaration.
    expect(within(rowOf("Widget")).getByText("Paid")).toHaveClass("ant-tag-blue");
    expect(screen.getByRole("combobox", { name: "Status" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add Gadget" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Gadget" });
    await waitFor(() => expect(within(dialog).getByLabelText("Name")).toHaveFocus());
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Name"), " Gizmo ");
    await user.type(within(dialog).getByLabelText("Price"), "12.5{Enter}");
    expect(await screen.findByText("Gadget added")).toBeInTheDocument();
    expect(await screen.findByText("Gizmo")).toBeInTheDocument();
    expect(within(rowOf("Gizmo")).getByText("$12.50")).toBeInTheDocument();
    const stored = (getDb() as unknown as Record<string, Gadget[]>).gadgets[0];
    expect(stored).toMatchObject({ name: "Gizmo", price: "12.50", status: "active" });
  });

  it("a confirmed row action calls the declared path, toasts, and the list refetches; the record page has the record whole", async () => {
    serve();
    const user = userEvent.setup();
    const db = getDb() as unknown as Record<string, Gadget[]>;
    db.gadgets = (await gadgetsDemo.seed(seedContext("gadgets", Date.now(), { merchants: [] }))).map((g) => ({ ...g, status: "paid" }));
    // Marked as seeded, as the server does once it stored a collection's seed (server/routes/resources.ts).
    (db as unknown as Record<string, unknown>)[":seeded"] = [{ id: "gadgets", createdAt: new Date().toISOString() }];
    await renderApp({ route: "/gadgets", role: "operator", declarations: allDeclarations([gadgetsDeclaration]) });
    await screen.findByText("Widget");
    await user.click(within(rowOf("Widget")).getByRole("button", { name: "Restock Widget" }));
    await user.click(await screen.findByRole("button", { name: "Restock" }));
    expect(await screen.findByText("Gadget restocked")).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf("Widget")).getByText("Active")).toBeInTheDocument());

    // The id links to the record page: every field whole, the actions there too.
    await user.click(within(rowOf("Sprocket")).getByRole("link", { name: /^g1000001/ }));
    const page = await screen.findByRole("dialog", { name: "Sprocket" });
    expect(within(page).getByText("g1000001")).toBeInTheDocument();
    expect(within(page).getByRole("button", { name: "Restock Sprocket" })).toBeInTheDocument();
  });

  it("a reference shows its record's label, linked to its record page; an unknown id shows marked; search and filter by the label", async () => {
    serve();
    const user = userEvent.setup();
    const merchants = (getDb() as unknown as { merchants: Array<{ id: string; legalName: string }> }).merchants;
    const blue = merchants.find((m) => m.legalName === "Blue Harbor Coffee Co.")!;
    await renderApp({ route: "/gadgets", role: "operator", declarations: allDeclarations([gadgetsDeclaration]) });
    // The seed took the merchant from ctx.collections; the cell shows its name (read from the merchants list), a link.
    const link = await within(await waitFor(() => rowOf("Sprocket"))).findByRole("link", { name: "Blue Harbor Coffee Co." });
    expect(link).toHaveAttribute("href", `/onboarding/merchants/${blue.id}`);
    // A merchant that is not there: the raw id, marked.
    expect(within(rowOf("Widget")).getByText("m-gone")).toBeInTheDocument();
    expect(within(rowOf("Widget")).getByText(/not found/)).toBeInTheDocument();
    // Searched by the label it shows, not the id stored.
    await user.type(screen.getByPlaceholderText("Search gadgets..."), "harbor");
    await waitFor(() => expect(document.querySelectorAll("tbody tr.ant-table-row")).toHaveLength(1));
    expect(rowOf("Sprocket")).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText("Search gadgets..."));
    // The filter offers the merchants by name and filters by id.
    await user.click(screen.getByRole("combobox", { name: "Merchant" }));
    await user.click(await screen.findByText("Blue Harbor Coffee Co.", { selector: ".ant-select-item-option-content" }));
    await waitFor(() => expect(screen.queryByText("Widget")).toBeNull());
    expect(rowOf("Sprocket")).toBeInTheDocument();
    // The record page shows the same label and link.
    await user.click(within(rowOf("Sprocket")).getByRole("link", { name: /^g1000001/ }));
    const page = await screen.findByRole("dialog", { name: "Sprocket" });
    expect(await within(page).findByRole("link", { name: "Blue Harbor Coffee Co." })).toHaveAttribute("href", `/onboarding/merchants/${blue.id}`);
  });

  it("the form checks the declared bound with the server's words before sending", async () => {
    serve();
    const user = userEvent.setup();
    await renderApp({ route: "/gadgets", role: "operator", declarations: allDeclarations([gadgetsDeclaration]) });
    await user.click(await screen.findByRole("button", { name: "Add Gadget" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Gadget" });
    await user.type(within(dialog).getByLabelText("Name"), "Zero");
    await user.type(within(dialog).getByLabelText("Price"), "0{Enter}");
    expect(await within(dialog).findByText("Price must be greater than 0")).toBeInTheDocument();
    // The same words from the demo backend, for a call that skips the form.
    const res = await call("/api/gadgets", { method: "POST", body: { name: "Zero", price: "0" } });
    expect({ status: res.status, body: await res.text() }).toEqual({ status: 400, body: "Price must be greater than 0" });
    expect((getDb() as unknown as Record<string, Gadget[]>).gadgets.some((g) => g.name === "Zero")).toBe(false);
  });

  it("an unknown id says so inside the screen; a viewer reads but cannot write, and the server refuses too", async () => {
    serve();
    await renderApp({ route: "/gadgets/nope", role: "viewer", declarations: allDeclarations([gadgetsDeclaration]) });
    expect(await screen.findByText("Record not found")).toBeInTheDocument();
    expect(await screen.findByLabelText("Add Gadget: Read-only access")).toBeInTheDocument();
    const res = await call("/api/gadgets", { method: "POST", body: { name: "x" } });
    expect(res.status).toBe(403);
  });
});
