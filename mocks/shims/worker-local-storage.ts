// msw's cookie store insists on `localStorage` outside Node, and a worker has none. The demo
// backend's worker never uses msw's cookie store (the page's msw keeps the cookies and sends them
// with each request), so an in-memory stand-in is enough. Imported first by mocks/worker.ts.
if (typeof localStorage === "undefined") {
  const items = new Map<string, string>();
  const memory: Pick<Storage, "getItem" | "setItem" | "removeItem"> = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
  Object.defineProperty(globalThis, "localStorage", { value: memory, configurable: true });
}
export {};
