// The browser build swaps two dependencies of dependencies for smaller stand-ins (vite.config.ts).
import Module, { createRequire } from "node:module";
import { afterAll, describe, expect, it } from "vitest";
import papaparse from "../../../src/lib/shims/papaparse";

const require = createRequire(import.meta.url);
const shimPath = require.resolve("../../../src/lib/shims/side-channel.cjs");
type Channel = { assert(k: unknown): void; delete(k: unknown): boolean; get(k: unknown): unknown; has(k: unknown): boolean; set(k: unknown, v: unknown): void };
const getSideChannel = require(shimPath) as () => Channel;

describe("side-channel stand-in", () => {
  it("stores values under object and primitive keys, separately per channel", () => {
    const a = getSideChannel();
    const b = getSideChannel();
    const key = {};
    a.set(key, 1);
    a.set("k", 2);
    expect([a.get(key), a.get("k"), a.has(key), a.has({})]).toEqual([1, 2, true, false]);
    expect(b.has(key)).toBe(false);
    expect(a.delete(key)).toBe(true);
    expect(a.has(key)).toBe(false);
  });

  it("assert throws for a missing key only", () => {
    const channel = getSideChannel();
    channel.set("here", true);
    expect(() => channel.assert("here")).not.toThrow();
    expect(() => channel.assert("missing")).toThrow(TypeError);
  });

  describe("with qs, as Refine uses it for URL parameters", () => {
    // Load qs afresh with `side-channel` resolved to the stand-in, as the browser build does.
    type Resolve = (request: string, ...rest: unknown[]) => string;
    const loader = Module as unknown as { _resolveFilename: Resolve };
    const original = loader._resolveFilename;
    loader._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]) {
      return request === "side-channel" ? shimPath : original.call(this, request, ...rest);
    };
    const qsDir = require.resolve("qs").replace(/lib[/\\]index\.js$/, "");
    for (const id of Object.keys(require.cache)) if (id.startsWith(qsDir)) delete require.cache[id];
    const qs = require("qs") as { stringify(value: unknown, options?: { encodeValuesOnly?: boolean }): string; parse(text: string): unknown };
    loader._resolveFilename = original;
    afterAll(() => {
      for (const id of Object.keys(require.cache)) if (id.startsWith(qsDir)) delete require.cache[id];
    });

    it("really runs on the stand-in", () => {
      const loaded = Object.keys(require.cache).filter((id) => id.includes(`${"node_modules"}/side-channel/`));
      expect(loaded).toEqual([]);
    });

    it("round-trips nested filters and sorters", () => {
      const params = {
        pageSize: "50",
        filters: [{ field: "status", operator: "eq", value: "completed" }],
        sorters: [{ field: "createdAt", order: "desc" }],
      };
      const text = qs.stringify(params, { encodeValuesOnly: true });
      expect(text).toBe(
        "pageSize=50&filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=completed&sorters[0][field]=createdAt&sorters[0][order]=desc",
      );
      expect(qs.parse(text)).toEqual(params);
    });

    it("still detects a cyclic value", () => {
      const cyclic: Record<string, unknown> = { a: 1 };
      cyclic.self = cyclic;
      expect(() => qs.stringify(cyclic)).toThrow(RangeError);
    });
  });
});

describe("papaparse stand-in", () => {
  it("says why instead of failing obscurely", () => {
    expect(() => papaparse.unparse()).toThrow(/not bundled/);
    expect(() => papaparse.parse()).toThrow(/not bundled/);
  });
});
