// Early reads (providers/preload.ts): a read started at boot is taken over, once, by the screen's
// identical call — one request, same data, same error — and never by anything else.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AxiosInstance, AxiosRequestConfig } from "axios";
import { arrivedPage, createDataProvider } from "../../../providers/data-provider";
import { PRELOAD_TTL_MS, arrivedPreloaded, claimPreloaded, forgetPreloaded, preloadGet } from "../../../providers/preload";
import { createHttpClient } from "../../../providers/http";
import { resources } from "../../../resources";
import { transactions } from "../../../resources/transactions";
import { preloadCalls } from "../../../resources/types";
import { pages } from "../../../src/pages";
import { DASHBOARD_READS } from "../../../src/pages/dashboard/reads";

function fakeHttp(answer: (url: string) => Promise<unknown> = async (url) => [{ id: url }]) {
  const gets: Array<{ url: string; params?: unknown }> = [];
  const requests: AxiosRequestConfig[] = [];
  const http = {
    defaults: { baseURL: "" },
    get: (url: string, cfg?: AxiosRequestConfig) => {
      gets.push({ url, params: cfg?.params });
      return answer(url).then((data) => ({ data }));
    },
    request: async (cfg: AxiosRequestConfig) => {
      requests.push(cfg);
      return { data: [{ id: "fresh" }] };
    },
  } as unknown as AxiosInstance;
  return { http, gets, requests, dp: createDataProvider(resources, http) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("preloadGet / claimPreloaded", () => {
  it("the screen's list call takes the early response over: one request in all", async () => {
    const { http, gets, requests, dp } = fakeHttp();
    preloadGet(http, "/api/transactions");
    const first = await dp.getList({ resource: "transactions" });
    expect(gets).toEqual([{ url: "/api/transactions", params: undefined }]);
    expect(requests).toHaveLength(0);
    expect(first.data).toEqual([{ id: "/api/transactions" }]);
    // Claimed once: a refetch is a request of its own.
    const second = await dp.getList({ resource: "transactions" });
    expect(requests).toHaveLength(1);
    expect(second.data).toEqual([{ id: "fresh" }]);
  });

  it("matches the query, in any order, and nothing else", async () => {
    const { http, gets, requests, dp } = fakeHttp();
    preloadGet(http, "/api/transactions", { limit: "10" });
    await dp.getList({ resource: "transactions" }); // no query: not the early read
    expect(requests).toHaveLength(1);
    await dp.getList({ resource: "transactions", meta: { query: { limit: 10 } } });
    expect(requests).toHaveLength(1);
    expect(gets).toEqual([{ url: "/api/transactions", params: { limit: "10" } }]);

    preloadGet(http, "/api/x", { b: "2", a: "1" });
    expect(claimPreloaded(http, "/api/x", { a: "1", b: "2" })).toBeDefined();
  });

  it("hands the early read's error to the screen instead of asking again", async () => {
    const failure = { message: "500: boom", statusCode: 500 };
    const { http, requests, dp } = fakeHttp(() => Promise.reject(failure));
    preloadGet(http, "/api/wallets");
    await expect(dp.getList({ resource: "wallets" })).rejects.toBe(failure);
    expect(requests).toHaveLength(0);
  });

  it("starts one early read per call, and none is claimed after the TTL", async () => {
    vi.useFakeTimers();
    const { http, gets, requests, dp } = fakeHttp();
    preloadGet(http, "/api/tokens");
    preloadGet(http, "/api/tokens");
    expect(gets).toHaveLength(1);
    vi.advanceTimersByTime(PRELOAD_TTL_MS + 1);
    await dp.getList({ resource: "tokens" });
    expect(requests).toHaveLength(1);
  });

  it("belongs to its client: another client's call does not take it", async () => {
    const a = fakeHttp();
    const b = fakeHttp();
    preloadGet(a.http, "/api/merchants");
    await b.dp.getList({ resource: "merchants" });
    expect(b.requests).toHaveLength(1);
    expect(claimPreloaded(a.http, "/api/merchants")).toBeDefined();
  });

  it("writes never take an early read", async () => {
    const { http, requests, dp } = fakeHttp();
    preloadGet(http, "/api/wallets");
    await dp.create({ resource: "wallets", variables: {} });
    expect(requests.map((r) => r.method)).toEqual(["post"]);
    expect(claimPreloaded(http, "/api/wallets")).toBeDefined();
  });
});

describe("arrivedPreloaded / arrivedPage", () => {
  it("shows an early read once it has answered, without taking it over; the screen's call still does", async () => {
    let answer!: (rows: unknown) => void;
    const { http, gets, requests, dp } = fakeHttp(() => new Promise((resolve) => (answer = resolve)));
    const query = { _start: "0", _end: "20" };
    preloadGet(http, "/api/transactions", query);
    expect(arrivedPreloaded(http, "/api/transactions", query)).toBeUndefined(); // not yet answered
    answer([{ id: "t1" }]);
    await vi.waitFor(() => expect(arrivedPreloaded(http, "/api/transactions", query)).toBeDefined());
    expect(arrivedPage("/api/transactions", query, http)).toEqual({ data: [{ id: "t1" }], total: 1, totalAtLeast: false });
    expect(arrivedPreloaded(http, "/api/transactions", { _start: "20", _end: "40" })).toBeUndefined(); // another page
    // Seen twice, still there for the screen's own call, which takes it: one request in all.
    const page = await dp.getList({ resource: "transactions", pagination: { mode: "server", currentPage: 1, pageSize: 20 } });
    expect(page.data).toEqual([{ id: "t1" }]);
    expect(gets).toHaveLength(1);
    expect(requests).toHaveLength(0);
    expect(arrivedPreloaded(http, "/api/transactions", query)).toBeUndefined(); // taken over
  });

  it("gives the total the headers carry, a lower bound included", async () => {
    const http = {
      defaults: { baseURL: "" },
      get: async () => ({ data: [{ id: "t1" }], headers: { "x-total-count": "10000", "x-total-count-relation": "gte" } }),
    } as unknown as AxiosInstance;
    preloadGet(http, "/api/transactions", { _start: "0", _end: "1" });
    await vi.waitFor(() => expect(arrivedPage("/api/transactions", { _start: 0, _end: 1 }, http)).toEqual({ data: [{ id: "t1" }], total: 10000, totalAtLeast: true }));
  });

  it("has nothing after a write dropped the early reads, nor after the TTL", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { http } = fakeHttp();
    preloadGet(http, "/api/a");
    await vi.waitFor(() => expect(arrivedPreloaded(http, "/api/a")).toBeDefined());
    vi.setSystemTime(Date.now() + PRELOAD_TTL_MS + 1);
    expect(arrivedPreloaded(http, "/api/a")).toBeUndefined();
    preloadGet(http, "/api/b");
    await vi.waitFor(() => expect(arrivedPreloaded(http, "/api/b")).toBeDefined());
    forgetPreloaded(http);
    expect(arrivedPreloaded(http, "/api/b")).toBeUndefined();
  });
});

describe("a write through the client", () => {
  function client() {
    const http = createHttpClient("");
    const sent: string[] = [];
    http.defaults.adapter = async (config) => {
      sent.push(`${config.method} ${config.url}`);
      return { data: [], status: 200, statusText: "OK", headers: {}, config };
    };
    return { http, sent };
  }

  it("drops every early read still waiting: none can answer a later refetch with data from before it", async () => {
    const { http, sent } = client();
    preloadGet(http, "/api/wallets");
    preloadGet(http, "/api/transactions");
    await http.post("/api/wallets/w1/load", { amount: 5 });
    expect(sent).toEqual(["get /api/wallets", "get /api/transactions", "post /api/wallets/w1/load"]);
    expect(claimPreloaded(http, "/api/wallets")).toBeUndefined();
    expect(claimPreloaded(http, "/api/transactions")).toBeUndefined();
  });

  it("a read leaves them waiting", async () => {
    const { http } = client();
    preloadGet(http, "/api/wallets");
    await http.get("/api/tokens");
    expect(claimPreloaded(http, "/api/wallets")).toBeDefined();
  });
});

describe("preloadCalls", () => {
  it("defaults to a resource's list call", () => {
    expect(preloadCalls(transactions)).toEqual([{ path: "/api/transactions", query: undefined }]);
  });

  it("uses a page's declared reads, and none for pages without", () => {
    const byName = new Map(pages.map((p) => [p.name, p]));
    expect(preloadCalls(byName.get("dashboard")!)).toBe(DASHBOARD_READS);
    expect(preloadCalls(byName.get("profile")!)).toEqual([]);
  });

  it("the dashboard's reads are the ones SPEC §7 lists for it", () => {
    expect(DASHBOARD_READS).toEqual([
      { path: "/api/dashboard/metrics" },
      { path: "/api/transactions", query: { limit: "10" } },
      { path: "/api/wallets" },
    ]);
  });
});
