// Stores that network answers move (the session's clock, the bell's hint) are read only from the
// first commit on (src/components/useCommitted.ts). The app's first render is a transition: React
// checks, before committing it, that every store read during it still holds the value it read, and
// redoes the whole render synchronously if one changed meanwhile (one long task on a cold load).
// Here the change is made by a component rendered after the reader, as an answer landing between
// two slices of the render would.
import { afterEach, describe, expect, it } from "vitest";
import { act, startTransition, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderHook } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useCommitted } from "../../../src/components/useCommitted";
import { SessionTimeout } from "../../../src/app/session/SessionTimeout";
import { Bell } from "../../../src/shell/Bell";
import { recordActivity, startSession } from "../../../providers/session-activity";
import { noteInboxHeader } from "../../../providers/approvals";
import { writeUser } from "../../../providers/session-store";
import { DemoStorageBanner } from "../../../src/shell/DemoStorageBanner";
import { reportStorageStatus, useDemoStorageStatus } from "../../../src/app/demo-backend";

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

/** How many times a sibling rendered during the first, transition render of `ui`, whose store `change` moves mid-render. */
async function rendersOfFirstRender(ui: ReactNode, change: () => void): Promise<number> {
  let renders = 0;
  let changed = false;
  function ChangeMidRender() {
    if (!changed) {
      changed = true;
      change();
    }
    return null;
  }
  function Sibling() {
    renders++;
    return null;
  }
  const host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    startTransition(() =>
      root!.render(
        <>
          {ui}
          <ChangeMidRender />
          <Sibling />
        </>,
      ),
    );
  });
  return renders;
}

describe("useCommitted", () => {
  it("is false in the first render and true once committed", () => {
    const seen: boolean[] = [];
    renderHook(() => seen.push(useCommitted()));
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });
});

describe("a store moved during the app's first render does not make React redo it", () => {
  it("SessionTimeout: a call completes (the session's clock moves)", async () => {
    writeUser({ id: "u1", email: "admin@paydesk.dev", name: "Jordan Lee", role: "admin" } as never);
    startSession(Date.now() - 1000);
    // In a query client: it reads the organisation's idle limit (extension `organisation`) through React Query.
    const ui = (
      <QueryClientProvider client={new QueryClient()}>
        <SessionTimeout />
      </QueryClientProvider>
    );
    expect(await rendersOfFirstRender(ui, () => recordActivity(Date.now()))).toBe(1);
  });

  it("Bell: an answer tells the bell's newest time", async () => {
    writeUser({ id: "u1", email: "admin@paydesk.dev", name: "Jordan Lee", role: "admin" } as never);
    const client = new QueryClient();
    const ui = (
      <QueryClientProvider client={client}>
        <Bell />
      </QueryClientProvider>
    );
    expect(await rendersOfFirstRender(ui, () => noteInboxHeader(new Date().toISOString()))).toBe(1);
  });

  it("DemoStorageBanner: the demo server reports its storage", async () => {
    reportStorageStatus({ saving: true });
    expect(await rendersOfFirstRender(<DemoStorageBanner />, () => reportStorageStatus({ saving: false, reason: "IndexedDB is full" }))).toBe(1);
    reportStorageStatus({ saving: true });
  });
});

describe("the demo server's storage report", () => {
  it("the same status again changes nothing (the start's report of a working storage does not move the store)", () => {
    reportStorageStatus({ saving: true });
    const seen: unknown[] = [];
    const { result } = renderHook(() => {
      const status = useDemoStorageStatus(true);
      seen.push(status);
      return status;
    });
    const before = result.current;
    act(() => reportStorageStatus({ saving: true }));
    expect(result.current).toBe(before);
    expect(seen).toHaveLength(1);
    act(() => reportStorageStatus({ saving: false, reason: "IndexedDB is full" }));
    expect(result.current).toEqual({ saving: false, reason: "IndexedDB is full" });
    act(() => reportStorageStatus({ saving: false, reason: "IndexedDB is full" }));
    expect(seen).toHaveLength(2);
    act(() => reportStorageStatus({ saving: true }));
  });
});
