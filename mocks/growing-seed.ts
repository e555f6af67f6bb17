// The large profiles' transactions are built while the demo server already answers (a real server
// has its rows before the first request; this one makes 50,000 or 500,000 of them on each load,
// which took 1.4 s and 4.4 s in the worker beside the app's start). mocks/seed.ts builds them
// newest first in slices; between slices the server answers what the rows built so far answer
// exactly, and every other call waits for the last slice:
//   - the session calls, saved views and the organisation's settings, which never read transactions;
//   - a server-mode page of Transactions in the stored order (newest first: no filter, search or
//     sort other than createdAt descending) that ends within the built rows; its X-Total-Count is
//     the planned total.
import { getDb } from "./db";
import type { GrowingSeed } from "./seed";
import type { WireRequest } from "./wire";

interface Growth {
  /** The transactions array being filled (the state's, while it is the current one). */
  array: unknown[];
  total: number;
  done: Promise<void>;
}

let growth: Growth | null = null;

/** Calls being answered now: the builder waits for them (an answer's awaits would each let a turn in). */
let answering = 0;
/** The builder's next turn, parked while calls are answered. */
let parked: (() => void) | null = null;

/** Runs one call's answer with the builder paused, so an early answer is not held up by turns. */
export async function whileAnswering<T>(work: () => Promise<T>): Promise<T> {
  answering++;
  try {
    return await work();
  } finally {
    if (--answering === 0 && parked) {
      const resume = parked;
      parked = null;
      resume();
    }
  }
}

/** The growth of the current state, if its transactions are still being built. */
function current(): Growth | null {
  return growth && getDb().transactions === growth.array ? growth : null;
}

/** How long the builder holds the thread before it lets calls in: a call waits at most about this. */
const TURN_MS = 12;

/**
 * Builds the rest of `growing` in turns of ≈ 12 ms, so calls are answered between them. Call it
 * once its state is the demo server's; if another state replaces it (a reset), building stops.
 */
export function growInBackground(growing: GrowingSeed): void {
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const mine: Growth = { array: growing.state.transactions, total: growing.total, done };
  growth = mine;
  // A message to itself, not setTimeout(0): nested timers are clamped to 4 ms, which would add
  // 4 ms per turn (≈ 0.4 s over 500,000 rows).
  const channel = new MessageChannel();
  const finish = () => {
    channel.port1.close();
    if (growth === mine) growth = null;
    finished();
  };
  channel.port1.onmessage = () => {
    if (getDb().transactions !== mine.array) return finish();
    if (answering > 0) {
      parked = () => channel.port2.postMessage(null);
      return;
    }
    const until = performance.now() + TURN_MS;
    while (performance.now() < until) if (!growing.next()) return finish();
    channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
}

/** How many transactions there will be, while they are still being built (for X-Total-Count). */
export function plannedTransactions(): number | null {
  return current()?.total ?? null;
}

const NEWEST_FIRST_PARAMS = new Set(["_start", "_end", "_sort", "_order"]);

/** Whether `params` ask for rows `_start`..`_end` of the stored order, and those are built. */
function isBuiltPrefix(params: URLSearchParams, built: number): boolean {
  for (const key of params.keys()) if (!NEWEST_FIRST_PARAMS.has(key)) return false;
  const sort = params.get("_sort");
  if (sort !== null && !(sort === "createdAt" && params.get("_order") === "desc")) return false;
  if (sort === null && params.has("_order")) return false;
  const start = params.get("_start") ?? "0";
  const end = params.get("_end");
  if (end === null || !/^\d{1,9}$/.test(start) || !/^\d{1,9}$/.test(end)) return false;
  return Number(start) <= Number(end) && Number(end) <= built;
}

/** Whether the server can answer `request` now; otherwise, the promise of the last slice. */
export function waitForSeed(request: WireRequest): Promise<void> | null {
  const growing = current();
  if (!growing) return null;
  const url = new URL(request.url);
  // The API may sit under a prefix (VITE_API_URL; msw's routes are `*/api/...`): match path ends.
  const path = url.pathname.replace(/^.*(?=\/api\/)/, "");
  const reads = request.method === "GET";
  // The organisation's settings too: every signed-in boot reads them (extension `organisation`).
  if (reads && (path.startsWith("/api/user/") || path === "/api/views" || path === "/api/organisation/settings")) return null;
  if (request.method === "POST" && (path === "/api/user/login" || path === "/api/user/logout")) return null;
  if (reads && path === "/api/transactions" && isBuiltPrefix(url.searchParams, growing.array.length)) return null;
  return growing.done;
}
