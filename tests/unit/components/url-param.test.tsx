// useUrlParam writes a value straight to the history entry; the router's copy of the address can be
// older than the entry for a moment. A router navigation computed before such a write (a filter
// picked, then the search cleared or a sort clicked in the same turn) lands afterwards with the old
// value: that is not a change from outside, and must not bring the old value back.
import { act, render, waitFor } from "@testing-library/react";
import { BrowserRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { flushUrlWrites, useUrlParam, useUrlParams } from "../../../src/components/list/useUrlState";

let api: { q: string; setQ: (v: string) => void; setParam: (key: string, v: string) => void; filters: string[] } | null = null;

function Probe({ delayMs = 0 }: { delayMs?: number }) {
  const [q, setQ] = useUrlParam("q", delayMs);
  const [filters, setParam] = useUrlParams(["status", "type"]);
  api = { q, setQ, setParam, filters };
  return null;
}

const entry = (key: string) => new URL(window.location.href).searchParams.get(key);

/** Opens `address` in a real (browser) router with the probe on it. */
function open(address: string, delayMs = 0) {
  window.history.replaceState(null, "", address);
  return render(
    <BrowserRouter>
      <Probe delayMs={delayMs} />
    </BrowserRouter>,
  );
}

/** Back or forward to `address`, or a link opened from outside: the entry changes, then popstate. */
async function goOutside(address: string) {
  await act(async () => {
    window.history.pushState(null, "", address);
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
}

describe("useUrlParam", () => {
  it("keeps a value written after a router navigation was computed, when that navigation lands", async () => {
    open("/transactions");
    // Typed: the entry has q=wallet, the router's copy of the address does not.
    await act(async () => api!.setQ("wallet"));
    expect(entry("q")).toBe("wallet");
    await act(async () => {
      api!.setParam("status", "failed"); // a router navigation, from the address with q=wallet
      api!.setQ(""); // then the search is cleared, straight to the entry
    });
    await waitFor(() => expect(entry("status")).toBe("failed"));
    expect(entry("q")).toBeNull();
    expect(api!.q).toBe("");
  });

  it("still follows a change from outside (back/forward, a link)", async () => {
    open("/transactions?q=card");
    await goOutside("/transactions?q=ach");
    expect(api!.q).toBe("ach");
  });

  it("drops a typed value not yet written when the address changes from outside meanwhile (Back while typing)", async () => {
    open("/transactions?q=card", 30);
    await act(async () => api!.setQ("typed"));
    await goOutside("/transactions?q=ach");
    await act(() => new Promise((r) => setTimeout(r, 60)));
    expect(entry("q")).toBe("ach");
    expect(api!.q).toBe("ach");
  });
});

describe("useUrlParams", () => {
  it("writes a value after the next paint, not in the event that set it (the select closes first)", async () => {
    open("/transactions");
    act(() => api!.setParam("status", "failed"));
    expect(entry("status")).toBeNull();
    expect(api!.filters).toEqual(["", ""]);
    await waitFor(() => expect(api!.filters).toEqual(["failed", ""]));
    expect(entry("status")).toBe("failed");
  });

  it("writes values set in one turn together, in one navigation", async () => {
    open("/transactions?status=failed&type=load");
    const before = window.history.length;
    act(() => {
      api!.setParam("status", "");
      api!.setParam("type", "withdraw");
    });
    await waitFor(() => expect(api!.filters).toEqual(["", "withdraw"]));
    expect(entry("status")).toBeNull();
    expect(entry("type")).toBe("withdraw");
    expect(window.history.length).toBe(before); // replaced, not pushed
  });

  it("drops a write still pending when the screen goes away: it belongs to the address left behind", async () => {
    const { unmount } = open("/transactions");
    act(() => api!.setParam("status", "failed"));
    unmount();
    window.history.replaceState(null, "", "/wallets");
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(window.location.pathname).toBe("/wallets");
    expect(entry("status")).toBeNull();
  });
});

describe("flushUrlWrites (a record's link takes the list's address along, issue 51)", () => {
  it("makes a typed search's and a filter's waiting writes now, each once", async () => {
    open("/transactions", 250);
    act(() => {
      api!.setQ("card");
      api!.setParam("status", "failed");
    });
    expect(entry("q")).toBeNull();
    expect(entry("status")).toBeNull();
    act(() => flushUrlWrites());
    expect(entry("q")).toBe("card");
    expect(entry("status")).toBe("failed");
    // The pause's own write no longer comes: a value set meanwhile on the entry stays.
    const url = new URL(window.location.href);
    url.searchParams.set("q", "other");
    window.history.replaceState(window.history.state, "", url);
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(entry("q")).toBe("other");
    act(() => flushUrlWrites()); // nothing left
    expect(entry("q")).toBe("other");
  });

  it("leaves alone the writes of a screen that has gone away", async () => {
    const { unmount } = open("/transactions", 250);
    act(() => api!.setQ("card"));
    unmount();
    window.history.replaceState(null, "", "/wallets");
    flushUrlWrites();
    expect(window.location.search).toBe("");
  });
});

