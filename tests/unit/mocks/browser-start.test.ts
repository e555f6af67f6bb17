// The page side of the demo backend (mocks/browser.ts) tells tests it is ready (`__paydeskDemo`)
// only once msw listens. Before, the hook came as soon as the server had started, and a test's own
// fetch made in between went to the real network: the static host answered GET /api/wallets with
// its index.html, 200, and session.spec read a logged-out cookie as still valid (1 run in ~10 under load).
import { afterEach, describe, expect, it, vi } from "vitest";

let listen: () => void = () => {};
vi.mock("msw/browser", () => ({
  setupWorker: () => ({ start: () => new Promise<void>((resolve) => (listen = resolve)) }),
}));

const demo = () => (window as unknown as { __paydeskDemo?: { inWorker: boolean } }).__paydeskDemo;

afterEach(() => {
  delete (window as unknown as { __paydeskDemo?: unknown }).__paydeskDemo;
});

describe("startDemoBackend", () => {
  it("offers the test hook only once msw listens", async () => {
    Object.defineProperty(navigator, "webdriver", { value: true, configurable: true });
    const { startDemoBackend } = await import("../../../mocks/browser");
    const server = { handle: vi.fn(), start: vi.fn(), reset: vi.fn() };
    const ready = startDemoBackend(Promise.resolve({ server, status: { saving: true }, inWorker: true }));
    await new Promise((resolve) => setTimeout(resolve, 20)); // the server has started; msw has not
    expect(demo()).toBeUndefined();
    listen();
    await ready;
    expect(demo()?.inWorker).toBe(true);
  });

  it("registers msw's worker behind the API filter, with the API origin when there is one", async () => {
    const { serviceWorkerUrl } = await import("../../../mocks/browser");
    expect(serviceWorkerUrl("/", "")).toBe("/demo-service-worker.js");
    expect(serviceWorkerUrl("/console/", "https://api.example.com")).toBe("/console/demo-service-worker.js?api=https%3A%2F%2Fapi.example.com");
  });
});
