// The organisation's settings in the console (providers/organisation.ts, extension `organisation`):
// the boot's early read, once arrived, is the first render's settings, and still one request.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { server } from "../../../mocks/node";
import { getDb } from "../../../mocks/db";
import { useOrganisation } from "../../../providers/organisation";
import { http } from "../../../providers/http";
import { arrivedPreloaded, preloadGet } from "../../../providers/preload";
import { clearUser, writeUser } from "../../../providers/session-store";
import { ORGANISATION_SETTINGS_PATH } from "../../../src/lib/organisation";
import { ADMIN, loginAs } from "../mocks/helpers";

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const reads: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (request.method === "GET" && url.pathname === ORGANISATION_SETTINGS_PATH) reads.push(url.pathname);
};

beforeEach(() => {
  reads.length = 0;
  server.events.on("request:start", record);
});
afterEach(() => {
  server.events.removeListener("request:start", record);
  clearUser();
});

describe("useOrganisation", () => {
  it("an early read that has already arrived is the first render's settings (no render without them), and still one GET", async () => {
    writeUser(await loginAs(ADMIN));
    (getDb() as unknown as Record<string, unknown>)[":organisation"] = { defaultCurrency: "GBP", sessionTimeout: 60 };
    preloadGet(http, ORGANISATION_SETTINGS_PATH);
    await waitFor(() => expect(arrivedPreloaded(http, ORGANISATION_SETTINGS_PATH)).toBeDefined());
    const first: Array<string | undefined> = [];
    const { result } = renderHook(
      () => {
        const state = useOrganisation(() => true);
        first.push(state.settings?.defaultCurrency);
        return state;
      },
      { wrapper },
    );
    expect(first[0]).toBe("GBP");
    expect(result.current).toMatchObject({ loading: false, error: null, settings: { defaultCurrency: "GBP", sessionTimeout: 60 } });
    // The query's own read (the early data is stale from the start) takes the early one over.
    await waitFor(() => expect(arrivedPreloaded(http, ORGANISATION_SETTINGS_PATH)).toBeUndefined());
    expect(reads).toEqual([ORGANISATION_SETTINGS_PATH]);
    expect(result.current.settings).toMatchObject({ defaultCurrency: "GBP" });
  });

  it("without an early read: loading first, then the settings from its own GET", async () => {
    writeUser(await loginAs(ADMIN));
    (getDb() as unknown as Record<string, unknown>)[":organisation"] = { defaultCurrency: "EUR" };
    const { result } = renderHook(() => useOrganisation(() => true), { wrapper });
    expect(result.current).toMatchObject({ loading: true, settings: null });
    await waitFor(() => expect(result.current.settings).toMatchObject({ defaultCurrency: "EUR" }));
    expect(reads).toEqual([ORGANISATION_SETTINGS_PATH]);
  });
});
