// The large profiles' transactions built while the demo server answers (mocks/growing-seed.ts):
// the slices make exactly the seed's rows; a first page of the stored order is answered from the
// rows built so far, with the planned total; anything else waits for the last slice.
import { afterEach, describe, expect, it } from "vitest";
import { createDemoServer } from "../../../mocks/server";
import { getDb, resetDb } from "../../../mocks/db";
import { setWriteGate } from "../../../mocks/handlers/http";
import { growingSeed, seed } from "../../../mocks/seed";
import { toWireRequest, type WireResponse } from "../../../mocks/wire";

afterEach(async () => {
  setWriteGate(null);
  await resetDb();
});

const NOW = Date.UTC(2026, 10, 21, 14, 0, 0);
const json = (wire: WireResponse) => JSON.parse(new TextDecoder().decode(wire.body!)) as Array<{ id: string }>;
const header = (wire: WireResponse, name: string) => wire.headers.find(([key]) => key === name)?.[1];

describe("a seed built in slices", () => {
  it("makes the same rows as the whole seed, newest first, and knows their number from the start", () => {
    const growing = growingSeed("large", NOW);
    expect(growing.total).toBe(50_000);
    expect(growing.state.transactions.length).toBe(2_000);
    let slices = 0;
    while (growing.next()) slices++;
    expect(slices).toBe(47); // 2,000 at once, then 48 slices of 1,000 (47 pauses between them)
    expect(growing.state).toEqual(seed("large", NOW));
  });

  it("the default profile is whole at once", () => {
    const growing = growingSeed("default", NOW);
    expect(growing.state.transactions).toHaveLength(growing.total);
    expect(growing.next()).toBe(false);
  });
});

describe("the demo server while the large seed grows", () => {
  async function started() {
    const demo = createDemoServer({ storageStatus: () => {}, otherTabSaved: () => {} });
    await demo.start({ profile: "large", extensions: ["paging"], latency: false });
    const call = async (method: string, path: string, cookies: Record<string, string> = {}, body?: unknown) =>
      demo.handle(
        await toWireRequest(
          new Request(`http://localhost${path}`, { method, headers: body ? { "Content-Type": "application/json" } : {}, body: body ? JSON.stringify(body) : undefined }),
          cookies,
        ),
      );
    return { call };
  }

  it("signs in and answers the first page at once, with the planned total; a search waits for every row", async () => {
    const { call } = await started();
    const login = await call("POST", "/api/user/login", {}, { email: "admin@paydesk.dev" });
    const cookies = { paydesk_session: /^paydesk_session=([^;]+)/.exec(login.setCookie!)![1] };

    const first = await call("GET", "/api/transactions?_start=0&_end=20", cookies);
    expect(getDb().transactions.length).toBeLessThan(50_000); // answered before the last slice
    // The planned 50,000, past the exact count's 10,000: a lower bound.
    expect([header(first, "x-total-count"), header(first, "x-total-count-relation")]).toEqual(["10000", "gte"]);
    const firstIds = json(first).map((t) => t.id);

    // A search's total is exact up to 1,000 (server/rules/paging.ts): "bakery" finds a few hundred.
    const search = await call("GET", "/api/transactions?_start=0&_end=20&q=bakery", cookies);
    expect(getDb().transactions).toHaveLength(50_000); // it waited for the last slice
    const bakery = getDb().transactions.filter((t) => t.description?.toLowerCase().includes("bakery"));
    expect(bakery.length).toBeGreaterThan(100);
    expect([header(search, "x-total-count"), header(search, "x-total-count-relation")]).toEqual([String(bakery.length), undefined]);

    // The early page is the page of the whole list.
    expect(firstIds).toEqual(getDb().transactions.slice(0, 20).map((t) => t.id));
    const again = await call("GET", "/api/transactions?_start=0&_end=20", cookies);
    expect([header(again, "x-total-count"), header(again, "x-total-count-relation")]).toEqual(["10000", "gte"]);
    expect(json(again).map((t) => t.id)).toEqual(firstIds);
  });

  it("the organisation's settings, read at every boot, are answered at once (they never read transactions)", async () => {
    const demo = createDemoServer({ storageStatus: () => {}, otherTabSaved: () => {} });
    await demo.start({ profile: "large", extensions: ["paging", "organisation"], latency: false });
    const call = async (method: string, path: string, cookies: Record<string, string> = {}, body?: unknown) =>
      demo.handle(await toWireRequest(new Request(`http://localhost${path}`, { method, headers: body ? { "Content-Type": "application/json" } : {}, body: body ? JSON.stringify(body) : undefined }), cookies));
    const login = await call("POST", "/api/user/login", {}, { email: "viewer@paydesk.dev" });
    const cookies = { paydesk_session: /^paydesk_session=([^;]+)/.exec(login.setCookie!)![1] };
    const settings = await call("GET", "/api/organisation/settings", cookies);
    expect(settings.status).toBe(200);
    expect(getDb().transactions.length).toBeLessThan(50_000); // answered before the last slice
  });

  it("a page beyond the built rows, another order, or the whole list (SPEC §7) waits for every row", async () => {
    for (const query of ["?_start=30000&_end=30020", "?_start=0&_end=20&_sort=amount&_order=desc", ""]) {
      const { call } = await started();
      const login = await call("POST", "/api/user/login", {}, { email: "admin@paydesk.dev" });
      const cookies = { paydesk_session: /^paydesk_session=([^;]+)/.exec(login.setCookie!)![1] };
      const answer = await call("GET", `/api/transactions${query}`, cookies);
      expect(answer.status, query).toBe(200);
      expect(getDb().transactions, query).toHaveLength(50_000);
    }
  });
});
