// Vitest setup: jsdom gaps antd needs, and the demo backend (msw/node) for every test.
import "@testing-library/jest-dom/vitest";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { server } from "../mocks/node";
import { resetDb } from "../mocks/db";
import { setDemoExtensions } from "../mocks/extensions";
import { clearFaults } from "../mocks/faults";
import { setWriteGate } from "../mocks/handlers/http";
import { setLatency } from "../mocks/latency";
import { http } from "../providers/http";
import { forgetPreloaded } from "../providers/preload";

// antd renders slowly under jsdom; give async queries room.
configure({ asyncUtilTimeout: 10000 });

if (typeof window !== "undefined") {
  // antd reads breakpoints through matchMedia; report a wide screen.
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (globalThis as any).ResizeObserver = ResizeObserverStub;
  window.confirm = () => true;
  window.scrollTo = () => {};
  // jsdom lacks getComputedStyle for pseudo elements, which antd asks for.
  const gcs = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt: Element) => gcs(elt);
}

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  // Most test files share their modules (isolate: false in vitest.config.ts): the demo server's
  // switches go back to their defaults before every test, whatever the last file left.
  setDemoExtensions(null);
  setLatency(0);
  setWriteGate(null);
  clearFaults();
  resetDb();
  // A file in the Node environment (no page) has none of these.
  if (typeof window !== "undefined") {
    localStorage.clear();
    sessionStorage.clear();
    // The screens run in a MemoryRouter, but a typed search is written to the real (jsdom) address and
    // a filter change copies that address's query: a search a finished test left there (its debounced
    // write fired under load) filtered the next test's list to nothing.
    window.history.replaceState(null, "", "/");
  }
  // An early read a finished test left unclaimed (a sidebar click, then the next click before that
  // screen mounted) holds the last test's data: the next test's identical first read would take it.
  forgetPreloaded(http);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
