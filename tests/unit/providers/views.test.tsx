// The saved-view store (providers/views.ts): with the extension off, views live in localStorage per
// person (user id, else e-mail) and nothing is called; with it on, they come from /api/views.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { server } from "../../../mocks/node";
import { holdsViews, localViewStore, useSavedViews, viewOwner, viewsRead } from "../../../providers/views";
import { http } from "../../../providers/http";
import { arrivedPreloaded, preloadGet } from "../../../providers/preload";
import { clearUser, writeUser } from "../../../providers/session-store";
import { localViewsKey, type NewView } from "../../../src/lib/views";
import { ADMIN, loginAs } from "../mocks/helpers";

const pending: NewView = { list: "transactions", name: "Pending only", isDefault: true, search: "", filters: { status: "pending" }, sort: "", columns: ["id", "amount"] };
let ids = 0;
const clock = () => new Date(Date.UTC(2026, 10, 25, 10, 0, ids));
const newId = () => `view-${++ids}`;

let client: QueryClient;
function wrapper({ children }: { children: ReactNode }) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const apiCalls: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith("/api/")) apiCalls.push(`${request.method} ${url.pathname}${url.search}`);
};

beforeEach(() => {
  localStorage.clear();
  apiCalls.length = 0;
  server.events.on("request:start", record);
});
afterEach(() => {
  server.events.removeListener("request:start", record);
  clearUser();
});

describe("the local store (extension off)", () => {
  it("keeps each person's views apart, under their own key", () => {
    const alex = localViewStore(localStorage, "user-alex", clock, newId);
    const sam = localViewStore(localStorage, "sam@paydesk.dev", clock, newId);
    alex.create(pending);
    expect(alex.list("transactions").map((v) => v.name)).toEqual(["Pending only"]);
    expect(sam.list("transactions")).toEqual([]);
    expect(JSON.parse(localStorage.getItem(localViewsKey("user-alex"))!)).toHaveLength(1);
    expect(localStorage.getItem(localViewsKey("sam@paydesk.dev"))).toBeNull();
    // Sam cannot change or delete Alex's view through Sam's store: it is not there for Sam.
    const id = alex.list("transactions")[0].id;
    expect(() => sam.update(id, { isDefault: false })).toThrow("404: View not found");
    expect(() => sam.remove(id)).toThrow("404: View not found");
    expect(alex.list("transactions")).toHaveLength(1);
  });

  it("applies the server's rules with its words: duplicate names, one default per list", () => {
    const store = localViewStore(localStorage, "u1", clock, newId);
    store.create(pending);
    expect(() => store.create({ ...pending, name: "pending ONLY" })).toThrow('409: A view named "pending ONLY" already exists for this list');
    expect(() => store.create({ ...pending, name: "x".repeat(61) })).toThrow("400: View name must be at most 60 characters");
    const big = store.create({ ...pending, name: "Big", isDefault: true });
    expect(store.list("transactions").filter((v) => v.isDefault).map((v) => v.id)).toEqual([big.id]);
    store.remove(big.id);
    expect(store.list("transactions").map((v) => v.name)).toEqual(["Pending only"]);
  });

  it("skips stored entries that are malformed (edited by hand, another version)", () => {
    localStorage.setItem(localViewsKey("u1"), JSON.stringify([{ id: 1 }, { id: "ok", list: "transactions", name: "Fine", isDefault: false, filters: {} }, "junk"]));
    expect(localViewStore(localStorage, "u1").list("transactions").map((v) => v.name)).toEqual(["Fine"]);
    localStorage.setItem(localViewsKey("u1"), "{not json");
    expect(localViewStore(localStorage, "u1").list("transactions")).toEqual([]);
  });

  it("the owner is the user id, or the e-mail when the server gave none", () => {
    expect(viewOwner({ id: "u1", email: "a@b.c" })).toBe("u1");
    expect(viewOwner({ email: "a@b.c" })).toBe("a@b.c");
    expect(viewOwner(null)).toBe("");
  });

  it("useSavedViews with the extension off: views from localStorage, no call at all", async () => {
    writeUser({ email: "viewer@paydesk.dev", role: "viewer", firstName: "V", lastName: "W" } as never);
    const { result } = renderHook(() => useSavedViews("transactions", () => false), { wrapper });
    expect(result.current.ready).toBe(true);
    await act(async () => {
      await result.current.create(pending);
    });
    expect(result.current.views.map((v) => v.name)).toEqual(["Pending only"]);
    expect(JSON.parse(localStorage.getItem(localViewsKey("viewer@paydesk.dev"))!)[0].filters).toEqual({ status: "pending" });
    await act(async () => {
      await result.current.remove(result.current.views[0].id);
    });
    expect(result.current.views).toEqual([]);
    expect(apiCalls).toEqual([]);
  });
});

describe("the server store (extension on)", () => {
  it("reads and writes /api/views; nothing goes to localStorage", async () => {
    const admin = await loginAs(ADMIN);
    writeUser(admin);
    const { result } = renderHook(() => useSavedViews("transactions", () => true), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.views).toEqual([]);
    await act(async () => {
      await result.current.create(pending);
    });
    await waitFor(() => expect(result.current.views.map((v) => v.name)).toEqual(["Pending only"]));
    await expect(result.current.create(pending)).rejects.toThrow('409: A view named "Pending only" already exists for this list');
    expect(apiCalls).toContain("GET /api/views?list=transactions");
    expect(apiCalls).toContain("POST /api/views");
    expect(localStorage.getItem(localViewsKey(admin.id))).toBeNull();
  });

  it("an early read that has already arrived is the first render's views (no render without them), and still one GET", async () => {
    const admin = await loginAs(ADMIN);
    writeUser(admin);
    const { path, query } = viewsRead("tokens");
    preloadGet(http, path, query);
    await waitFor(() => expect(arrivedPreloaded(http, path, query)).toBeDefined());
    const seen: boolean[] = [];
    const { result } = renderHook(
      () => {
        const views = useSavedViews("tokens", () => true);
        seen.push(views.ready);
        return views;
      },
      { wrapper },
    );
    expect(seen[0]).toBe(true);
    expect(result.current.views).toEqual([]);
    // The query's own read (the early data is stale from the start) takes the early one over.
    await waitFor(() => expect(arrivedPreloaded(http, path, query)).toBeUndefined());
    expect(apiCalls.filter((c) => c.startsWith("GET /api/views"))).toEqual(["GET /api/views?list=tokens"]);
  });

  it("takes over a views read started early (route-prefetch): one GET, and React Query then holds the views", async () => {
    const admin = await loginAs(ADMIN);
    writeUser(admin);
    const { path, query } = viewsRead("wallets");
    preloadGet(http, path, query);
    const { result } = renderHook(() => useSavedViews("wallets", () => true), { wrapper });
    expect(holdsViews(client, admin.id, "wallets")).toBe(true); // being read
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(apiCalls.filter((c) => c.startsWith("GET /api/views"))).toEqual(["GET /api/views?list=wallets"]);
    expect(holdsViews(client, admin.id, "wallets")).toBe(true);
    expect(holdsViews(client, admin.id, "transactions")).toBe(false);
    expect(holdsViews(client, "someone-else", "wallets")).toBe(false);
  });
});
