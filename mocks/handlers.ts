// The demo backend's endpoints (SPEC §7 and the extensions) for the browser worker and msw/node: the
// PayDesk server's own app (server/app/app.ts) over the memory store (mocks/memory-store.ts), so the
// demo and the server run one implementation of the rules and differ only in storage (DESIGN §6).
// What is the demo's own stays here: the simulated latency, the write gate shared by the tabs
// (mocks/shared-state.ts) with a save after every write, and the cookies msw keeps.
import { http, HttpResponse } from "msw";
import { createApp } from "../server/app/app";
import { isWrite, type ServerOptions } from "../server/app/context";
import { JSON_BYTES, SET_COOKIE } from "../server/rules/respond";
import { keepOtherCookies, oneChunk } from "./wire";
import type { DeclaredResource } from "../server/rules/resources";
import { resourceRoutes } from "../server/routes/resources";
import { totalHeaders } from "../server/rules/paging";
import { EXTENSIONS } from "../src/lib/extension-names";
import { isApiUrl } from "./config";
import { getDb, notifyChange, notifySessionActivity, type DbState } from "./db";
import { offers } from "./extensions";
import { faultHandler } from "./faults";
import { plannedTransactions, whileAnswering } from "./growing-seed";
import { writeGate } from "./handlers/http";
import { applyLatency } from "./latency";
import { afterReset, demoResetRoute } from "./demo-reset";
import { DEMO_RESET_PATH } from "../src/lib/demo-reset";
import { memoryStore } from "./memory-store";
import type { Store } from "../server/store/types";

/** Where the sign-in limit (server/rules/sign-in.ts) sees every call come from: this browser. */
const ADDRESS = "demo";

/**
 * The demo's server key for two-factor secrets (extension `two-factor`): fixed and public — the demo's
 * data, secrets included, live in this browser's own storage, which the key could not protect anyway.
 */
const DEMO_SECRET_KEY = new TextEncoder().encode("PayDesk in-browser demo key 2fa!");

type App = ReturnType<typeof createApp>;
interface Made {
  state: DbState;
  offered: string;
  store: Store;
  app: App;
}

/**
 * The app over the current state, made again when the state object is replaced (a reset, another
 * tab's data read back) or the offered extensions change (the server's routes depend on them).
 * `more`: resources declared beside the registry's (tests/integration/registry.test.tsx).
 */
function appNow(made: { current: Made | null }, more: readonly DeclaredResource[]): App {
  const state = getDb();
  const extensions = EXTENSIONS.filter((name) => offers(name));
  const offered = extensions.join(",");
  const current = made.current;
  if (current?.state !== state || current.offered !== offered) {
    const options: ServerOptions = {
      store: memoryStore(state),
      // No passwords in the demo (extension `password` off): an e-mail signs in.
      passwords: null,
      secureCookie: false,
      extensions: new Set(extensions),
      // The page's own origin writes even when VITE_API_URL names another (the calls never leave it).
      allowedOrigins: typeof location === "undefined" ? [] : [location.origin],
      secretKey: DEMO_SECRET_KEY,
    };
    made.current = { state, offered, store: options.store, app: createApp(options, [demoResetRoute(options), ...resourceRoutes(options, more)]) };
  }
  return made.current!.app;
}

/**
 * A sensitive read (an API key's value) is recorded in the audit trail, so it changes the stored
 * state: it runs inside the write gate like a write (server/routes/api-keys.ts).
 */
const SENSITIVE_READ = /^\/api\/api-keys\/[^/]+\/secret$/;

/**
 * The request as the app reads it: the path from `/api/` on (the API may sit under VITE_API_URL's
 * prefix) and the session cookie msw saw. A Request built in a browser drops a Cookie header (a
 * forbidden name), so it is given headers that keep it, as mocks/wire.ts does.
 */
async function appRequest(request: Request, cookies: Record<string, string>): Promise<Request> {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/^.*?(?=\/api\/)/, "");
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  if (cookie) headers.set("Cookie", cookie);
  const body = request.method === "GET" || request.method === "HEAD" ? null : await request.arrayBuffer();
  // Its length said, so the app's body limit reads it as it is instead of wrapping the request in a
  // new one (which, in a browser, would lose the Cookie header again).
  headers.delete("Transfer-Encoding");
  if (body) headers.set("Content-Length", String(body.byteLength));
  const made = new Request(url, { method: request.method, headers, body });
  Object.defineProperty(made, "headers", { value: headers });
  return made;
}

/**
 * The app's answer as msw takes it: an HttpResponse made with the Set-Cookie the app gave (kept aside
 * by server/rules/respond.ts where the browser dropped it), so msw stores the cookie.
 */
function mswResponse(response: Response): Response {
  const given = response.headers.getSetCookie?.() ?? [];
  const kept = Reflect.get(response, SET_COOKIE) as string | string[] | undefined;
  const cookies = given.length ? given : typeof kept === "string" ? [kept] : (kept ?? []);
  const headers = new Headers(response.headers);
  // msw stores one cookie per answer: the first; the others (the sign-in's device cookie) go by themselves.
  if (cookies.length) headers.set("Set-Cookie", cookies[0]);
  keepOtherCookies(cookies.slice(1), headers);
  // A list's bytes as the app made them, in a stream of one chunk (mocks/wire.ts says why), and kept
  // beside it for the worker's hand-over: 50,000 rows are not pumped through a second stream.
  const bytes = Reflect.get(response, JSON_BYTES) as Uint8Array | undefined;
  if (!bytes) return new HttpResponse(response.body, { status: response.status, statusText: response.statusText, headers });
  const made = new HttpResponse(oneChunk(bytes), { status: response.status, statusText: response.statusText, headers });
  Object.defineProperty(made, JSON_BYTES, { value: bytes });
  return made;
}

/** Every API call, answered by the app (with the routes of `more` too). */
export function appHandler(more: readonly DeclaredResource[] = [], made: { current: Made | null } = { current: null }) {
  return http.all(
  ({ request }) => isApiUrl(request.url),
  async ({ request, cookies }) => {
    await applyLatency();
    const incoming = await appRequest(request, cookies);
    const gated = isWrite(request.method) || SENSITIVE_READ.test(new URL(incoming.url).pathname);
    const answer = async () => {
      // Inside the gate: another tab's writes are read back first, and the app made over them.
      const response = await whileAnswering(() => Promise.resolve(appNow(made, more).fetch(incoming, { address: ADDRESS })));
      // While the large seed grows, a Transactions page is answered from the rows built so far
      // (mocks/growing-seed.ts lets only a page within them through): its total is the planned one.
      const planned = plannedTransactions();
      if (planned !== null && response.headers.has("X-Total-Count") && new URL(incoming.url).pathname === "/api/transactions") {
        for (const [name, value] of Object.entries(totalHeaders(planned))) response.headers.set(name, value);
      }
      // A 401 changed nothing. A write is saved before it is answered, so a success the console saw
      // survives a reload (and so does its audit event: a signed-in refusal is recorded too); a read
      // moves only the session's time (kept in this tab, saved with the next write).
      if (response.status !== 401) {
        if (gated) await notifyChange();
        else notifySessionActivity();
      }
      return mswResponse(response);
    };
    const response = await (gated ? writeGate()(answer) : answer());
    // A reset the app allowed (and recorded) replaces the state: after the write, for it takes the tabs' lock itself.
    if (response.status === 204 && new URL(incoming.url).pathname === DEMO_RESET_PATH) await afterReset();
    return response;
  },
  );
}

/** The endpoints without fault injection (the worker's: faults are injected in the page, mocks/browser.ts). */
const main: { current: Made | null } = { current: null };
export const endpoints = [appHandler([], main)];

/** The store the demo backend answers from (tests compute what a screen should show with the server's rules). */
export function demoStore(): Store {
  appNow(main, []);
  return main.current!.store;
}

export const handlers = [faultHandler(() => endpoints), ...endpoints];
