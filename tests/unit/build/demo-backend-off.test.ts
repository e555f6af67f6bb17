// A build without the demo backend (VITE_MOCK_API=off) leaves msw and the demo server's worker out:
// vite.config.ts points the app's two ways into it (mocks/browser, mocks/worker-client) at the stubs
// in mocks/off.ts. Checked here: the alias catches exactly what the app imports, and the stubs offer
// every name imported. (Before, an off build still emitted the worker and msw's chunks: 117 files, now 71.)
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Alias, Plugin, ResolvedConfig, UserConfig } from "vite";
import * as off from "../../../mocks/off";
import { DEMO_SERVICE_WORKER_FILES, withoutDemoServiceWorkers } from "../../../build/without-demo-service-workers";

async function viteConfig(mockApi: string): Promise<UserConfig> {
  vi.stubEnv("VITE_MOCK_API", mockApi);
  const { default: config } = await import("../../../vite.config");
  return (config as (env: { mode: string; command: "build" }) => UserConfig)({ mode: "production", command: "build" });
}

async function aliases(mockApi: string): Promise<Alias[]> {
  return (await viteConfig(mockApi)).resolve!.alias as Alias[];
}

async function pluginNames(mockApi: string): Promise<string[]> {
  return ((await viteConfig(mockApi)).plugins ?? []).flat().map((p) => (p as Plugin | null)?.name ?? "");
}

/** Every import of mocks/browser or mocks/worker-client in the app's code: specifier and names. */
function demoBackendImports(): Array<{ file: string; specifier: string; names: string[] }> {
  const found: Array<{ file: string; specifier: string; names: string[] }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const text = readFileSync(file, "utf8");
        for (const m of text.matchAll(/import \{([^}]+)\} from "([^"]*mocks\/(?:browser|worker-client))"/g)) {
          found.push({ file, specifier: m[2], names: m[1].split(",").map((n) => n.trim()).filter(Boolean) });
        }
        for (const m of text.matchAll(/const \{([^}]+)\} = await import\("([^"]*mocks\/(?:browser|worker-client))"\)/g)) {
          found.push({ file, specifier: m[2], names: m[1].split(",").map((n) => n.trim()).filter(Boolean) });
        }
        for (const m of text.matchAll(/import\("([^"]*mocks\/(?:browser|worker-client))"\)\.then\(\(m\) => m\.(\w+)/g)) {
          found.push({ file, specifier: m[1], names: [m[2]] });
        }
      }
    }
  };
  for (const root of ["src", "providers", "resources"]) walk(root); // vitest runs from the project root
  return found;
}

afterEach(() => vi.unstubAllEnvs());

describe("VITE_MOCK_API=off build", () => {
  it("finds the app's ways into the demo backend", () => {
    const specifiers = new Set(demoBackendImports().map((i) => i.specifier));
    expect([...specifiers].sort()).toEqual(["../../mocks/browser", "../../mocks/worker-client"]);
  });

  it("points each at the stubs, which offer every name imported", async () => {
    const stub = (await aliases("off")).filter((a) => a.replacement.endsWith(path.join("mocks", "off.ts")));
    expect(stub).toHaveLength(1);
    for (const { file, specifier, names } of demoBackendImports()) {
      expect((stub[0].find as RegExp).test(specifier), `${file}: ${specifier}`).toBe(true);
      for (const name of names) expect(typeof (off as Record<string, unknown>)[name], `${file}: ${name}`).toBe("function");
    }
    expect((stub[0].find as RegExp).test("../../mocks/choices")).toBe(false);
    expect((stub[0].find as RegExp).test("./worker-client")).toBe(false);
  });

  it("keeps the demo backend in every other build", async () => {
    for (const value of ["on", "", "of"]) {
      expect((await aliases(value)).some((a) => a.replacement.endsWith(path.join("mocks", "off.ts"))), JSON.stringify(value)).toBe(false);
    }
  });

  it("leaves out public/'s two service worker files, which nothing registers", async () => {
    expect(await pluginNames("off")).toContain("paydesk-without-demo-service-workers");
    expect(await pluginNames("on")).not.toContain("paydesk-without-demo-service-workers");
    // The files it names are the ones in public/ (the demo backend registers the first).
    for (const file of DEMO_SERVICE_WORKER_FILES) expect(existsSync(path.join("public", file)), file).toBe(true);

    const outDir = mkdtempSync(path.join(tmpdir(), "paydesk-off-"));
    try {
      for (const file of [...DEMO_SERVICE_WORKER_FILES, "theme-init.js", "index.html"]) writeFileSync(path.join(outDir, file), "");
      const plugin = withoutDemoServiceWorkers();
      (plugin.configResolved as (c: Pick<ResolvedConfig, "root" | "build">) => void)({ root: "/", build: { outDir } as ResolvedConfig["build"] });
      (plugin.closeBundle as () => void)();
      expect(readdirSync(outDir).sort()).toEqual(["index.html", "theme-init.js"]);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it("the stubs refuse to run", () => {
    expect(() => off.startServer()).toThrow("not part of this build");
  });
});
