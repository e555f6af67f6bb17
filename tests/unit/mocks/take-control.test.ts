// mocks/take-control.ts: a page the demo's service worker does not control asks it to take over,
// so msw finds it controlled and does not reload it under what the user typed.
import { describe, expect, it, vi } from "vitest";
import { CLAIM_MESSAGE, takeControl, type Container } from "../../../mocks/take-control";

const OURS = "http://127.0.0.1:4173/demo-service-worker.js";

function fakeWorker(scriptURL: string, state: ServiceWorkerState = "activated") {
  const listeners = new Set<() => void>();
  return {
    scriptURL,
    state,
    postMessage: vi.fn(),
    addEventListener: (_type: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_type: string, fn: () => void) => listeners.delete(fn),
    become(next: ServiceWorkerState) {
      this.state = next;
      listeners.forEach((fn) => fn());
    },
  };
}
type FakeWorker = ReturnType<typeof fakeWorker>;

/** A `navigator.serviceWorker` stand-in: a worker that is told to claim sets the controller. */
function fakeContainer(registrations: Array<{ active?: FakeWorker; installing?: FakeWorker }>, controller: unknown = null) {
  const listeners = new Set<() => void>();
  const container = {
    controller,
    getRegistrations: vi.fn(async () => registrations.map((r) => ({ active: r.active ?? null, waiting: null, installing: r.installing ?? null }))),
    addEventListener: (_type: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_type: string, fn: () => void) => listeners.delete(fn),
    listeners,
    takeOver(worker: FakeWorker) {
      container.controller = worker;
      listeners.forEach((fn) => fn());
    },
  };
  for (const r of registrations)
    for (const w of [r.active, r.installing]) w?.postMessage.mockImplementation((message: unknown) => message === CLAIM_MESSAGE && queueMicrotask(() => container.takeOver(w)));
  return container;
}

const asContainer = (c: ReturnType<typeof fakeContainer>) => c as unknown as Container;

describe("takeControl", () => {
  it("a controlled page: nothing to do, no registrations read", async () => {
    const container = fakeContainer([], {});
    await takeControl(asContainer(container), OURS);
    expect(container.getRegistrations).not.toHaveBeenCalled();
  });

  it("no service workers (jsdom, old browsers): nothing to do", async () => {
    await expect(takeControl(undefined, OURS)).resolves.toBeUndefined();
  });

  it("our worker not registered: left to msw, which registers it (its activation claims the page)", async () => {
    const other = fakeWorker("http://127.0.0.1:4173/other-sw.js");
    const container = fakeContainer([{ active: other }]);
    await takeControl(asContainer(container), OURS);
    expect(other.postMessage).not.toHaveBeenCalled();
    expect(container.controller).toBeNull();
  });

  it("our worker active but not controlling this page: asked to claim it, and resolves once it does", async () => {
    const ours = fakeWorker(OURS);
    const container = fakeContainer([{ active: ours }]);
    await takeControl(asContainer(container), OURS);
    expect(ours.postMessage).toHaveBeenCalledWith(CLAIM_MESSAGE);
    expect(container.controller).toBe(ours);
    expect(container.listeners.size).toBe(0);
  });

  it("our worker still installing: asked once it is active", async () => {
    const ours = fakeWorker(OURS, "installing");
    const container = fakeContainer([{ installing: ours }]);
    const taking = takeControl(asContainer(container), OURS);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ours.postMessage).not.toHaveBeenCalled();
    ours.become("activated");
    await taking;
    expect(ours.postMessage).toHaveBeenCalledWith(CLAIM_MESSAGE);
    expect(container.controller).toBe(ours);
  });

  it("a worker that never takes over: gives up after the timeout (msw's reload is the fallback)", async () => {
    vi.useFakeTimers();
    try {
      const ours = fakeWorker(OURS);
      ours.postMessage.mockImplementation(() => {}); // never claims
      const container = fakeContainer([]);
      container.getRegistrations.mockResolvedValue([{ active: ours, waiting: null, installing: null }]);
      let settled = false;
      const taking = takeControl(asContainer(container), OURS, 3000).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(2999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await taking;
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
