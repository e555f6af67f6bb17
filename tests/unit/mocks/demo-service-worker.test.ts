// public/demo-service-worker.js: msw's service worker sees the API calls only; every other request
// (script chunks, styles, fonts) goes to the network without a round trip through the page.
// Its rule is mocks/config.ts isApiUrl, written again in plain JS for the worker: held equal here.
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { CLAIM_MESSAGE } from "../../../mocks/take-control";
import { isApiUrl } from "../../../mocks/config";

const SOURCE = readFileSync("public/demo-service-worker.js", "utf8"); // vitest runs from the project root;

/** Runs the worker script in a stand-in scope; returns which URLs msw's listener would see. */
function load(scriptUrl: string) {
  const listeners: Array<(event: unknown) => void> = [];
  const messageListeners: Array<(event: unknown) => void> = [];
  const imported: string[] = [];
  const claim = vi.fn(() => Promise.resolve());
  const self = {
    location: { href: scriptUrl },
    clients: { claim },
    addEventListener: (type: string, fn: (event: unknown) => void) => (type === "fetch" ? listeners : messageListeners).push(fn),
  };
  new Function("self", "importScripts", SOURCE)(self, (name: string) => imported.push(name));
  const reachesMsw = (url: string) => {
    let stopped = false;
    listeners[0]({ request: { url }, stopImmediatePropagation: () => (stopped = true) });
    return !stopped;
  };
  /** Sends the worker a message; returns what it waited on (waitUntil). */
  const message = (data: unknown) => {
    const waited: unknown[] = [];
    messageListeners.forEach((fn) => fn({ data, waitUntil: (p: unknown) => waited.push(p) }));
    return waited;
  };
  return { listeners, imported, reachesMsw, claim, message };
}

const URLS = [
  "http://127.0.0.1:4173/api/wallets",
  "http://127.0.0.1:4173/api/user/login",
  "http://127.0.0.1:4173/api/transactions?_start=0&_end=20",
  "https://api.example.com/api/wallets",
  "http://127.0.0.1:4173/assets/FormDialog-2jiRIxOW.js",
  "http://127.0.0.1:4173/assets/index-abc.css",
  "http://127.0.0.1:4173/wallets",
  "http://127.0.0.1:4173/apis/wallets",
  "http://127.0.0.1:4173/theme-init.js",
];

describe("demo-service-worker.js", () => {
  it("registers its filter before msw's worker, which it loads as msw generates it", () => {
    const { listeners, imported } = load("http://127.0.0.1:4173/demo-service-worker.js");
    expect(listeners).toHaveLength(1);
    expect(imported).toEqual(["mockServiceWorker.js"]);
  });

  it("lets msw see exactly what isApiUrl calls an API call (same-origin API)", () => {
    const { reachesMsw } = load("http://127.0.0.1:4173/demo-service-worker.js");
    for (const url of URLS) expect(reachesMsw(url), url).toBe(isApiUrl(url));
    expect(URLS.filter(reachesMsw)).toHaveLength(4);
  });

  it("with an API origin in its query, also passes calls under it", () => {
    const { reachesMsw } = load(`http://127.0.0.1:4173/demo-service-worker.js?api=${encodeURIComponent("https://api.example.com/v2")}`);
    expect(reachesMsw("https://api.example.com/v2/api/wallets")).toBe(true);
    expect(reachesMsw("https://api.example.com/v2/assets/x.js")).toBe(false);
    expect(reachesMsw("http://127.0.0.1:4173/assets/x.js")).toBe(false);
  });

  it("takes over the page that asks (mocks/take-control.ts), and only on that message", () => {
    const { claim, message } = load("http://127.0.0.1:4173/demo-service-worker.js");
    expect(message("KEEPALIVE_REQUEST")).toHaveLength(0);
    expect(claim).not.toHaveBeenCalled();
    expect(message(CLAIM_MESSAGE)).toHaveLength(1);
    expect(claim).toHaveBeenCalledTimes(1);
  });
});
