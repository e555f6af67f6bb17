// A sidebar click starts a client-mode list screen's whole-list read (src/app/route-prefetch.ts
// preloadOnClick) only when the screen will surely make it.
import { afterEach, describe, expect, it, vi } from "vitest";

const preload = vi.hoisted(() => ({ preloadGet: vi.fn() }));
vi.mock("../../../providers/preload", async (original) => ({ ...(await original<typeof import("../../../providers/preload")>()), ...preload }));
const paging = vi.hoisted(() => ({ on: false }));
vi.mock("../../../providers/extensions", async (original) => ({
  ...(await original<typeof import("../../../providers/extensions")>()),
  hasExtension: (name: string) => name === "paging" && paging.on,
}));

import { preloadOnClick } from "../../../src/app/route-prefetch";
import { writeUser } from "../../../providers/session-store";
import type { Role } from "../../../src/domain";

const signedIn = (role: Role) => writeUser({ id: "u1", email: "x@paydesk.dev", role });
const never = () => false;

afterEach(() => {
  vi.clearAllMocks();
  paging.on = false;
});

describe("preloadOnClick", () => {
  it("starts the list screen's read when nothing holds it", () => {
    signedIn("viewer");
    preloadOnClick("/transactions", never);
    expect(preload.preloadGet).toHaveBeenCalledOnce();
    expect(preload.preloadGet.mock.calls[0].slice(1)).toEqual(["/api/transactions", undefined]);
  });

  it("starts nothing when React Query holds the read: the screen would take it from the cache", () => {
    signedIn("viewer");
    const holds = vi.fn(() => true);
    preloadOnClick("/transactions", holds);
    expect(holds).toHaveBeenCalledWith("transactions", { path: "/api/transactions", query: undefined });
    expect(preload.preloadGet).not.toHaveBeenCalled();
  });

  it("starts nothing for a screen with its own first reads, a route the role may not read, or a paged list", () => {
    signedIn("viewer");
    preloadOnClick("/", never); // the dashboard: its reads may be cached one by one
    preloadOnClick("/users", never); // admins only
    preloadOnClick("/nowhere", never);
    paging.on = true;
    preloadOnClick("/transactions", never); // server mode: a page answers in tens of milliseconds
    expect(preload.preloadGet).not.toHaveBeenCalled();
  });
});
