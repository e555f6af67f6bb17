// The saved-view rules (src/lib/views.ts) shared by the demo backend and the console's local copy:
// names, one default per list, limits, and how a view maps to the list's URL.
import { describe, expect, it } from "vitest";
import {
  VIEWS_PER_LIST_MAX,
  addView,
  changeView,
  checkNewView,
  checkViewName,
  checkViewPatch,
  chooseColumns,
  columnsParam,
  defaultView,
  hasListQuery,
  queryWithState,
  removeView,
  sameState,
  stateFromQuery,
  viewsOf,
  type SavedView,
  type ViewParams,
} from "../../../src/lib/views";

const T0 = "2026-11-25T10:00:00.000Z";
function view(over: Partial<SavedView> & Pick<SavedView, "id" | "name">): SavedView {
  return { list: "transactions", isDefault: false, search: "", filters: {}, sort: "", columns: [], createdAt: T0, updatedAt: T0, ...over };
}
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    return { status: (e as { status: number }).status, message: (e as Error).message };
  }
  throw new Error("not refused");
};

describe("view names", () => {
  it("are trimmed, required, at most 60 characters (emoji count as one), without control characters", () => {
    expect(checkViewName("  Pending only ")).toBe("Pending only");
    expect(refusal(() => checkViewName("   "))).toEqual({ status: 400, message: "View name is required" });
    expect(refusal(() => checkViewName(undefined))).toEqual({ status: 400, message: "View name is required" });
    expect(checkViewName("x".repeat(60))).toHaveLength(60);
    expect(checkViewName("😀".repeat(60))).toHaveLength(120);
    expect(refusal(() => checkViewName("x".repeat(61)))).toEqual({ status: 400, message: "View name must be at most 60 characters" });
    expect(refusal(() => checkViewName("a\u0000b"))).toEqual({ status: 400, message: "View name must not contain control characters" });
  });

  it("a new view needs a list key; state fields are checked, empty filters dropped, columns de-duplicated", () => {
    expect(refusal(() => checkNewView({ name: "x" }))).toEqual({ status: 400, message: "List is required" });
    expect(refusal(() => checkNewView({ list: "Bad List", name: "x" })).status).toBe(400);
    expect(checkNewView({ list: "transactions", name: "x", filters: { status: "pending", type: "" }, columns: ["id", "id", "amount"] })).toEqual({
      list: "transactions",
      name: "x",
      isDefault: false,
      search: "",
      filters: { status: "pending" },
      sort: "",
      columns: ["id", "amount"],
    });
    expect(refusal(() => checkNewView({ list: "transactions", name: "x", sort: "amount; drop" })).message).toBe("Sort must be a column key and asc or desc");
    expect(refusal(() => checkNewView({ list: "transactions", name: "x", filters: { status: 1 } })).message).toBe("Filters must be an object of strings");
    expect(refusal(() => checkNewView({ list: "transactions", name: "x", columns: "id" })).message).toBe("Columns must be a list of column keys");
    expect(refusal(() => checkNewView({ list: "transactions", name: "x", isDefault: "yes" })).message).toBe("isDefault must be true or false");
  });

  it("a change names something to change", () => {
    expect(refusal(() => checkViewPatch({})).status).toBe(400);
    expect(checkViewPatch({ isDefault: true })).toEqual({ isDefault: true });
  });
});

describe("one person's views", () => {
  const a = view({ id: "a", name: "Pending only", isDefault: true });
  const b = view({ id: "b", name: "Big amounts" });
  const w = view({ id: "w", name: "Pending only", list: "wallets", isDefault: true });

  it("names are unique per list, ignoring case; the same name on another list is fine", () => {
    expect(refusal(() => addView([a, w], view({ id: "c", name: "PENDING ONLY" })))).toEqual({
      status: 409,
      message: 'A view named "PENDING ONLY" already exists for this list',
    });
    expect(addView([a], view({ id: "c", name: "Pending only", list: "tokens" }))).toHaveLength(2);
    expect(refusal(() => changeView([a, b], "b", { name: "pending only" }, T0)).status).toBe(409);
    expect(changeView([a, b], "a", { name: "PENDING ONLY" }, T0).find((v) => v.id === "a")!.name).toBe("PENDING ONLY");
  });

  it("a new default replaces the list's old default, not another list's", () => {
    const next = addView([a, b, w], view({ id: "c", name: "New", isDefault: true }));
    expect(next.filter((v) => v.isDefault).map((v) => v.id).sort()).toEqual(["c", "w"]);
    const changed = changeView([a, b, w], "b", { isDefault: true }, "2026-11-25T11:00:00.000Z");
    expect(changed.filter((v) => v.isDefault).map((v) => v.id).sort()).toEqual(["b", "w"]);
    expect(changed.find((v) => v.id === "b")!.updatedAt).toBe("2026-11-25T11:00:00.000Z");
    expect(changeView([a], "a", { isDefault: false }, T0).some((v) => v.isDefault)).toBe(false);
  });

  it("at most 50 views per list", () => {
    const many = Array.from({ length: VIEWS_PER_LIST_MAX }, (_, i) => view({ id: `v${i}`, name: `View ${i}` }));
    expect(refusal(() => addView(many, view({ id: "x", name: "One more" })))).toEqual({ status: 422, message: "A list may have at most 50 saved views" });
    expect(addView(many, view({ id: "x", name: "One more", list: "wallets" }))).toHaveLength(51);
  });

  it("changing or removing a view that is not among the person's is 404", () => {
    expect(refusal(() => changeView([a], "nope", { isDefault: true }, T0))).toEqual({ status: 404, message: "View not found" });
    expect(refusal(() => removeView([a], "nope"))).toEqual({ status: 404, message: "View not found" });
    expect(removeView([a, b], "a")).toEqual([b]);
  });

  it("the default view: the one marked; the latest changed should two be marked; none when none is", () => {
    expect(defaultView(viewsOf([a, b, w], "transactions"))?.id).toBe("a");
    expect(defaultView([b])).toBeUndefined();
    const later = view({ id: "l", name: "Later", isDefault: true, updatedAt: "2026-11-26T00:00:00.000Z" });
    expect(defaultView([a, later])?.id).toBe("l");
    expect(viewsOf([a, b, w], "transactions").map((v) => v.id)).toEqual(["b", "a"]); // by name
  });
});

describe("views and the URL", () => {
  const params: ViewParams = { search: "q", sort: "sort", columns: "cols", filters: ["status", "type", "from"] };

  it("reads the list's state from the query and writes a view back, keeping other parameters", () => {
    const query = new URLSearchParams("q=acme&status=pending&sort=amount.desc&cols=id,amount&tab=x&profile=large");
    const state = stateFromQuery(query, params);
    expect(state).toEqual({ search: "acme", filters: { status: "pending" }, sort: "amount.desc", columns: ["id", "amount"] });
    const next = queryWithState(query, params, { search: "", filters: { type: "payment", from: "2026-01-01" }, sort: "", columns: [] });
    expect(Object.fromEntries(next)).toEqual({ tab: "x", profile: "large", type: "payment", from: "2026-01-01" });
    expect(stateFromQuery(queryWithState(new URLSearchParams(), params, state), params)).toEqual(state);
  });

  it("a list opened with none of its parameters has no query (other parameters do not count)", () => {
    expect(hasListQuery(new URLSearchParams("tab=kyc&profile=large"), params)).toBe(false);
    expect(hasListQuery(new URLSearchParams("status=failed"), params)).toBe(true);
    expect(hasListQuery(new URLSearchParams("cols=id"), params)).toBe(true);
  });

  it("the active view is the one whose state the list shows; filters the screen does not know are ignored", () => {
    const v = view({ id: "a", name: "A", filters: { status: "pending", legacy: "x" }, columns: ["id"] });
    expect(sameState(v, { search: "", filters: { status: "pending" }, sort: "", columns: ["id"] }, params)).toBe(true);
    expect(sameState(v, { search: "", filters: { status: "pending" }, sort: "", columns: [] }, params)).toBe(false);
    expect(sameState(v, { search: "", filters: {}, sort: "", columns: ["id"] }, params)).toBe(false);
  });

  it("chosen columns: known keys in the chosen order; nothing known → every column", () => {
    const all = [{ key: "id" }, { key: "type" }, { key: "amount" }];
    expect(chooseColumns(all, ["amount", "gone", "id"]).map((c) => c.key)).toEqual(["amount", "id"]);
    expect(chooseColumns(all, ["gone"])).toBe(all);
    expect(chooseColumns(all, [])).toBe(all);
    expect(columnsParam(["id", "type"], ["id", "type"])).toBe("");
    expect(columnsParam(["id", "type"], ["type", "id"])).toBe("type,id");
  });
});
