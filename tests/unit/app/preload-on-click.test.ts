// A sidebar click starts a client-mode list screen's whole-list read (src/app/screen-prefetch.ts
// preloadOnClick) only when the screen will surely make it; with the extension `views`, the list's
// saved views read as well (at the click and at boot, preloadRouteData).
import { afterEach, describe, expect, it, vi } from "vitest";

const preload = vi.hoisted(() => ({ preloadGet: vi.fn() }));
vi.mock("../../../providers/preload", async (original) => ({ ...(await original<typeof import("../../../providers/preload")>()), ...preload }));
const paging = vi.hoisted(() => ({ on: false, views: false, organisation: false }));
vi.mock("../../../providers/extensions", async (original) => ({
  ...(await original<typeof import("../../../providers/extensions")>()),
  hasExtension: (name: string) => (name === "paging" && paging.on) || (name === "views" && paging.views) || (name === "organisation" && paging.organisation),
}));

import { preloadOnClick, preloadRouteData } from "../../../src/app/screen-prefetch";
import { clearUser, writeUser } from "../../../providers/session-store";
import type { Role } from "../../../src/domain";

const signedIn = (role: Role) => writeUser({ id: "u1", email: "x@paydesk.dev", role });
const never = () => false;

afterEach(() => {
  vi.clearAllMocks();
  paging.on = false;
  paging.views = false;
  paging.organisation = false;
});
const started = () => preload.preloadGet.mock.calls.map((c) => c.slice(1));

describe("preloadOnClick", () => {
  it("starts the list screen's read when nothing holds it", () => {
    signedIn("viewer");
    preloadOnClick("/transactions", never, never);
    expect(preload.preloadGet).toHaveBeenCalledOnce();
    expect(preload.preloadGet.mock.calls[0].slice(1)).toEqual(["/api/transactions", undefined]);
  });

  it("starts nothing when React Query holds the read: the screen would take it from the cache", () => {
    signedIn("viewer");
    const holds = vi.fn(() => true);
    preloadOnClick("/transactions", holds, never);
    expect(holds).toHaveBeenCalledWith("transactions", { path: "/api/transactions", query: undefined });
    expect(preload.preloadGet).not.toHaveBeenCalled();
  });

  it("starts nothing for a screen with its own first reads, a route the role may not read, or a paged list", () => {
    signedIn("viewer");
    preloadOnClick("/", never, never); // the dashboard: its reads may be cached one by one
    preloadOnClick("/users", never, never); // admins only
    preloadOnClick("/nowhere", never, never);
    paging.on = true;
    preloadOnClick("/transactions", never, never); // server mode: a page answers in tens of milliseconds
    expect(preload.preloadGet).not.toHaveBeenCalled();
  });

  it("with the extension views, also starts the list's saved views read, in both modes, unless React Query holds them", () => {
    signedIn("viewer");
    paging.views = true;
    preloadOnClick("/transactions", never, never);
    expect(started()).toEqual([
      ["/api/views", { list: "transactions" }],
      ["/api/transactions", undefined],
    ]);
    vi.clearAllMocks();
    const holdsViews = vi.fn(() => true);
    preloadOnClick("/transactions", never, holdsViews);
    expect(holdsViews).toHaveBeenCalledWith("transactions");
    expect(started()).toEqual([["/api/transactions", undefined]]);
    vi.clearAllMocks();
    paging.on = true; // server mode: no early page at a click, but the views read still
    preloadOnClick("/transactions", never, never);
    expect(started()).toEqual([["/api/views", { list: "transactions" }]]);
  });

  it("starts no views read for a screen without a list toolbar, a route the role may not read, or with the extension off", () => {
    signedIn("viewer");
    paging.views = true;
    preloadOnClick("/", never, never);
    preloadOnClick("/users", never, never);
    preloadOnClick("/approvals", never, never); // its own first reads, no saved views
    expect(started()).toEqual([]);
    paging.views = false;
    preloadOnClick("/wallets", never, never);
    expect(started()).toEqual([["/api/wallets", undefined]]);
  });
});

describe("preloadRouteData (boot, and right after sign-in)", () => {
  it("starts the list's read and, with the extension views, its saved views read", () => {
    signedIn("operator");
    preloadRouteData("/wallets");
    expect(started()).toEqual([["/api/wallets", undefined]]);
    vi.clearAllMocks();
    paging.views = true;
    preloadRouteData("/wallets");
    expect(started()).toEqual([
      ["/api/views", { list: "wallets" }],
      ["/api/wallets", undefined],
    ]);
  });

  it("with the extension organisation, starts the organisation's settings first, on any route (the shell reads them)", () => {
    signedIn("viewer");
    paging.organisation = true;
    preloadRouteData("/profile");
    expect(started()).toEqual([["/api/organisation/settings"]]);
    vi.clearAllMocks();
    preloadRouteData("/wallets");
    expect(started()).toEqual([["/api/organisation/settings"], ["/api/wallets", undefined]]);
    vi.clearAllMocks();
    clearUser();
    preloadRouteData("/wallets");
    expect(started()).toEqual([]); // signed out: nothing
  });
});
