// The demo backend's worker is built without the screens its declarations name by import()
// (build/worker-without-screens.ts), so it is one file.
import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { NOT_IN_WORKER, workerWithoutScreens } from "../../../build/worker-without-screens";

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: keyof Plugin) => plugin[name] as unknown as Hook;

describe("the demo backend's worker build", () => {
  it("stubs every import() outside mocks/ — the screens and dialogs of the declarations", () => {
    const resolve = hook(workerWithoutScreens(), "resolveDynamicImport");
    expect(resolve.call({}, "./QrButton", "/repo/resources/wallets/index.ts")).toBe(NOT_IN_WORKER);
    expect(resolve.call({}, "../../src/pages/dashboard/DashboardPage", "C:\\repo\\src\\pages\\index.ts")).toBe(NOT_IN_WORKER);
    expect(resolve.call({}, "./server", "/repo/mocks/worker-client.ts")).toBeNull();
  });

  it("the stub refuses when something in the worker loads a screen after all", () => {
    const code = hook(workerWithoutScreens(), "load").call({}, NOT_IN_WORKER) as string;
    expect(() => new Function(code)()).toThrow(/not loaded in the demo backend's worker/);
    expect(hook(workerWithoutScreens(), "load").call({}, "/repo/mocks/server.ts")).toBeNull();
  });

  it("fails the build when the worker is more than one file", () => {
    const generate = hook(workerWithoutScreens(), "generateBundle");
    const errors: string[] = [];
    const context = { error: (message: string) => errors.push(message) };
    const entry = { type: "chunk", fileName: "assets/worker-1.js", isEntry: true, facadeModuleId: "/repo/mocks/worker.ts" };
    const stub = { type: "chunk", fileName: "assets/_stub-2.js", isEntry: false, facadeModuleId: NOT_IN_WORKER };
    generate.call(context, {}, { a: entry, b: stub, c: { type: "asset", fileName: "assets/x.css" } });
    expect(errors).toEqual([]);
    generate.call(context, {}, { a: entry, b: stub, c: { type: "chunk", fileName: "assets/react-3.js", isEntry: false, facadeModuleId: null } });
    expect(errors.join()).toMatch(/one file.*assets\/react-3\.js/);
  });
});
