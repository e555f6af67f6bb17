// The demo worker the head script started (build/head-preload.ts) is the one the console talks to
// (mocks/worker-client.ts startServer): adopted once, not started twice; ended when the backend
// runs in the page instead.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startServer } from "../../../mocks/worker-client";
import { EARLY_WORKER_GLOBAL } from "../../../mocks/early-worker";

class FakeWorker {
  static made = 0;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: unknown = null;
  posted: unknown[] = [];
  terminated = false;
  constructor() {
    FakeWorker.made++;
  }
  postMessage(message: { id: number; call: string }) {
    this.posted.push(message);
    // Answers the start as the worker would.
    queueMicrotask(() => this.onmessage?.({ data: { id: message.id, result: { saving: true } } }));
  }
  terminate() {
    this.terminated = true;
  }
}

const Real = globalThis.Worker;
const scope = window as unknown as Record<string, unknown>;
const events = { storageStatus: () => {}, otherTabSaved: () => {} };
const options = { profile: "default" as const, extensions: [], latency: false };

beforeEach(() => {
  FakeWorker.made = 0;
  (globalThis as { Worker: unknown }).Worker = FakeWorker;
});
afterEach(() => {
  (globalThis as { Worker: unknown }).Worker = Real;
  delete scope[EARLY_WORKER_GLOBAL];
});

describe("the early demo worker", () => {
  it("is adopted: the start goes to it and no second worker is made; it is handed over once", async () => {
    const early = new FakeWorker();
    scope[EARLY_WORKER_GLOBAL] = early;
    const started = await startServer(options, events);
    expect(started).toMatchObject({ inWorker: true, status: { saving: true } });
    expect(early.posted).toEqual([{ call: "start", arg: options, id: 1 }]);
    expect(FakeWorker.made).toBe(1);
    expect(scope[EARLY_WORKER_GLOBAL]).toBeUndefined();
    await startServer(options, events);
    expect(FakeWorker.made).toBe(2); // none left to adopt: a worker of its own
  });

  it("is ended when the demo backend runs in the page", async () => {
    const early = new FakeWorker();
    scope[EARLY_WORKER_GLOBAL] = early;
    const started = await startServer(options, events, true);
    expect(started.inWorker).toBe(false);
    expect(early.terminated).toBe(true);
    expect(early.posted).toEqual([]);
  });
});
