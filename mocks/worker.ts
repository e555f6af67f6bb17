// The demo backend's Web Worker: the whole backend (mocks/server.ts) runs here, off the page's
// main thread. The page talks to it through mocks/worker-client.ts.
import "./shims/worker-local-storage"; // before msw loads
import { createDemoServer } from "./server";
import { transferables, type FromWorker, type ToWorker } from "./worker-client";
import type { StartOptions } from "./server";
import type { WireRequest } from "./wire";

const scope = self as unknown as { postMessage(message: FromWorker, transfer?: Transferable[]): void; onmessage: ((event: MessageEvent<ToWorker>) => void) | null };

const server = createDemoServer({
  storageStatus: (status) => scope.postMessage({ event: "storageStatus", status }),
  otherTabSaved: () => scope.postMessage({ event: "otherTabSaved" }),
});

scope.onmessage = async ({ data }) => {
  try {
    if (data.call === "handle") {
      const answer = await server.handle(data.arg as WireRequest);
      scope.postMessage({ id: data.id, result: answer }, transferables(answer));
    } else {
      scope.postMessage({ id: data.id, result: await server.start(data.arg as StartOptions) });
    }
  } catch (error) {
    scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) });
  }
};
