// The page's handle on the demo backend: a Web Worker running mocks/server.ts (each call a
// message, bodies handed over, not copied), or, where a module worker cannot start, the same
// server in the page. Light (types only from the rest of mocks/): the app starts it at boot.
import type { StorageStatus } from "./shared-state";
import type { DemoServer, DemoServerEvents, StartOptions } from "./server";
import type { WireRequest, WireResponse } from "./wire";

export type ToWorker = { id: number; call: "start"; arg: StartOptions } | { id: number; call: "handle"; arg: WireRequest };
export type FromWorker =
  | { id: number; result: unknown }
  | { id: number; error: string }
  | { event: "storageStatus"; status: StorageStatus }
  | { event: "otherTabSaved" };

/** The buffers a message can hand over instead of copying. */
export function transferables(message: { body: ArrayBuffer | null }): ArrayBuffer[] {
  return message.body ? [message.body] : [];
}

export interface StartedServer {
  server: DemoServer;
  status: StorageStatus;
  inWorker: boolean;
}

/** The demo server in a Web Worker. Rejects every call if the worker fails to load. */
function workerServer(worker: Worker, events: DemoServerEvents): DemoServer {
  let next = 1;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let failed: Error | null = null;

  worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
    if ("event" in data) {
      if (data.event === "storageStatus") events.storageStatus(data.status);
      else events.otherTabSaved();
      return;
    }
    const call = waiting.get(data.id);
    waiting.delete(data.id);
    if ("error" in data) call?.reject(new Error(`demo backend: ${data.error}`));
    else call?.resolve(data.result);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    failed = new Error(`demo backend worker failed: ${event.message || "it did not load"}`);
    waiting.forEach((call) => call.reject(failed!));
    waiting.clear();
  };

  const send = <T>(message: Omit<ToWorker, "id">, transfer: Transferable[] = []) =>
    new Promise<T>((resolve, reject) => {
      if (failed) return reject(failed);
      const id = next++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id }, transfer);
    });

  return {
    start: (arg) => send<StorageStatus>({ call: "start", arg }),
    handle: (arg) => send<WireResponse>({ call: "handle", arg }, transferables(arg)),
  };
}

/** Starts the demo server: in a worker when the browser can (and `inPage` is not asked for), else in the page. */
export async function startServer(
  options: StartOptions,
  events: DemoServerEvents,
  inPage = false,
): Promise<StartedServer> {
  if (!inPage && typeof Worker !== "undefined") {
    const worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "paydesk-demo-backend" });
    const server = workerServer(worker, events);
    try {
      return { server, status: await server.start(options), inWorker: true };
    } catch (error) {
      worker.terminate();
      console.warn("[demo backend] runs in the page:", error);
    }
  }
  const { createDemoServer } = await import("./server");
  const server = createDemoServer(events);
  return { server, status: await server.start(options), inWorker: false };
}
