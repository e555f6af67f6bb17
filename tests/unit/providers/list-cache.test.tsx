// holdsListRead (providers/list-cache.ts) reads Refine's list query keys: checked against the keys
// Refine's own useList makes, not against a copy of their layout.
import { describe, expect, it } from "vitest";
import { renderHook, waitFor } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { Refine, useList, type DataProvider } from "@refinedev/core";
import type { ReactNode } from "react";
import { holdsListRead } from "../../../providers/list-cache";

const never = new Promise<never>(() => undefined);
const oneRow = async () => ({ data: [{ id: 1 }], total: 1 });

function setup(getList: () => Promise<unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const dataProvider = { getList, getApiUrl: () => "" } as unknown as DataProvider;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Refine dataProvider={dataProvider} options={{ reactQuery: { clientConfig: queryClient }, disableTelemetry: true }}>
      {children}
    </Refine>
  );
  return { queryClient, wrapper };
}

describe("holdsListRead", () => {
  it("holds a client-mode list read once useList has its data, for that query only", async () => {
    const { queryClient, wrapper } = setup(oneRow);
    expect(holdsListRead(queryClient, "transactions")).toBe(false);
    const all = renderHook(() => useList({ resource: "transactions", pagination: { mode: "off" }, meta: { query: {} } }), { wrapper });
    await waitFor(() => expect(all.result.current.result.data).toHaveLength(1));
    expect(holdsListRead(queryClient, "transactions")).toBe(true);
    expect(holdsListRead(queryClient, "transactions", {})).toBe(true);
    expect(holdsListRead(queryClient, "transactions", { limit: "10" })).toBe(false);
    expect(holdsListRead(queryClient, "wallets")).toBe(false);
  });

  it("the dashboard's ten recent transactions are not the whole list", async () => {
    const { queryClient, wrapper } = setup(oneRow);
    const recent = renderHook(() => useList({ resource: "transactions", pagination: { mode: "off" }, meta: { query: { limit: 10 } } }), { wrapper });
    await waitFor(() => expect(recent.result.current.result.data).toHaveLength(1));
    expect(holdsListRead(queryClient, "transactions", { limit: "10" })).toBe(true);
    expect(holdsListRead(queryClient, "transactions")).toBe(false);
  });

  it("holds a read still under way; not a paged one, nor one that failed", async () => {
    const pending = setup(() => never);
    renderHook(() => useList({ resource: "tokens", pagination: { mode: "off" } }), { wrapper: pending.wrapper });
    await waitFor(() => expect(holdsListRead(pending.queryClient, "tokens")).toBe(true));

    const paged = setup(oneRow);
    const page = renderHook(() => useList({ resource: "tokens", pagination: { mode: "server", currentPage: 1, pageSize: 10 } }), { wrapper: paged.wrapper });
    await waitFor(() => expect(page.result.current.result.data).toHaveLength(1));
    expect(holdsListRead(paged.queryClient, "tokens")).toBe(false);

    const failed = setup(async () => Promise.reject({ message: "500: boom", statusCode: 500 }));
    const error = renderHook(() => useList({ resource: "tokens", pagination: { mode: "off" } }), { wrapper: failed.wrapper });
    await waitFor(() => expect(error.result.current.query.isError).toBe(true));
    expect(holdsListRead(failed.queryClient, "tokens")).toBe(false);
  });
});
