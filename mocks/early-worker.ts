// The demo worker started by the production build's head script (build/head-preload.ts) before the
// entry loads, and adopted by the console (mocks/worker-client.ts): the names both sides read.

/** Where the early worker waits to be adopted (a property of `window`). */
export const EARLY_WORKER_GLOBAL = "__paydeskDemoWorker";

/** sessionStorage: "page" when the demo backend runs in the page (`?backend=page`, mocks/choices.ts). */
export const BACKEND_KEY = "paydesk:demo-backend";
