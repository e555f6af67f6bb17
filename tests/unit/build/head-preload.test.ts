// The production build's head script (build/head-preload.ts): theme-init plus, for a signed-in
// user, preload links for the route table and the shell.
import { afterEach, describe, expect, it, vi } from "vitest";
import { headPreload, preloadFiles, preloadScript } from "../../../build/head-preload";

const chunk = (fileName: string, name: string, imports: string[] = [], css: string[] = [], isEntry = false) => ({
  type: "chunk" as const,
  name,
  fileName,
  isEntry,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

const bundle = () => ({
  "assets/index.js": chunk("assets/index.js", "index", ["assets/react.js"], ["assets/index.css"], true),
  "assets/react.js": chunk("assets/react.js", "react"),
  "assets/routes.js": chunk("assets/routes.js", "routes", ["assets/index.js", "assets/icons.js"]),
  "assets/icons.js": chunk("assets/icons.js", "icons", ["assets/react.js"]),
  "assets/shell.js": chunk("assets/shell.js", "shell", ["assets/routes.js", "assets/react.js"], ["assets/shell.css"]),
  "assets/table.js": chunk("assets/table.js", "table", ["assets/shell.js"], ["assets/table.css"]),
});

describe("preloadFiles", () => {
  it("lists the named chunks and what they import, minus what the entry loads anyway, with their CSS", () => {
    expect(preloadFiles(bundle(), ["routes", "shell"])).toEqual({
      js: ["assets/routes.js", "assets/icons.js", "assets/shell.js"],
      css: ["assets/shell.css"],
    });
  });

  it("fails the build when a named chunk is missing (a renamed group would silently preload nothing)", () => {
    expect(() => preloadFiles(bundle(), ["shell", "dashbord"])).toThrow(/no chunk named "dashbord"/);
  });
});

describe("preloadScript", () => {
  const links = () => [...document.head.querySelectorAll("link")].map((l) => [l.rel, l.getAttribute("href"), l.getAttribute("as"), l.getAttribute("fetchpriority"), l.getAttribute("crossorigin")]);
  const run = () => new Function(preloadScript("paydesk:user", ["/assets/shell.js"], ["/assets/shell.css"]))();
  afterEach(() => {
    localStorage.clear();
    document.head.innerHTML = "";
  });

  it("preloads the shell, at low priority, when a user is stored", () => {
    localStorage.setItem("paydesk:user", JSON.stringify({ id: "u1" }));
    run();
    expect(links()).toEqual([
      ["modulepreload", "/assets/shell.js", null, "low", ""],
      ["preload", "/assets/shell.css", "style", "low", ""],
    ]);
  });

  it("adds nothing on the sign-in page (no stored user), nor when storage is blocked", () => {
    run();
    expect(links()).toEqual([]);
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    try {
      expect(run).not.toThrow();
    } finally {
      Storage.prototype.getItem = getItem;
    }
    expect(links()).toEqual([]);
  });
});

describe("preloadScript: the demo server's worker", () => {
  const started: Array<{ url: string; options: WorkerOptions }> = [];
  class FakeWorker extends EventTarget {
    loadError?: string;
    constructor(url: string, options: WorkerOptions) {
      super();
      started.push({ url, options });
    }
  }
  const holder = window as unknown as { __paydeskDemoWorker?: FakeWorker };
  const run = () => new Function(preloadScript("paydesk:user", [], [], "/assets/worker-abc.js"))();
  afterEach(() => {
    localStorage.clear();
    started.length = 0;
    delete holder.__paydeskDemoWorker;
    vi.unstubAllGlobals();
  });

  it("starts it for a signed-in user and leaves it for the app, with a load failure kept on it", () => {
    vi.stubGlobal("Worker", FakeWorker);
    localStorage.setItem("paydesk:user", JSON.stringify({ id: "u1" }));
    run();
    expect(started).toEqual([{ url: "/assets/worker-abc.js", options: { type: "module", name: "paydesk-demo-backend" } }]);
    const worker = holder.__paydeskDemoWorker!;
    expect(worker).toBeInstanceOf(FakeWorker);
    worker.dispatchEvent(Object.assign(new Event("error"), { message: "" }));
    expect(worker.loadError).toBe("it did not load");
  });

  it("not on the sign-in page (it starts when the e-mail field is used there), and no error where workers are missing", () => {
    vi.stubGlobal("Worker", FakeWorker);
    run();
    expect(started).toEqual([]);
    vi.stubGlobal("Worker", undefined);
    localStorage.setItem("paydesk:user", JSON.stringify({ id: "u1" }));
    expect(run).not.toThrow();
    expect(holder.__paydeskDemoWorker).toBeUndefined();
  });
});

describe("headPreload plugin", () => {
  type Ctx = { emitted: { name: string; source: string }[]; errors: string[] };
  const generate = (html: string, base = "/", demo: { demoWorker?: boolean; files?: Record<string, unknown> } = {}) => {
    const plugin = headPreload({ themeScript: "public/theme-init.js", chunks: ["routes", "shell"], userKey: "paydesk:user", demoWorker: demo.demoWorker });
    (plugin.configResolved as (c: { base: string }) => void)({ base });
    const out = { ...bundle(), ...demo.files, "index.html": { type: "asset" as const, fileName: "index.html", source: html } };
    const ctx: Ctx = { emitted: [], errors: [] };
    const context = {
      emitFile: (file: { name: string; source: string }) => (ctx.emitted.push(file), "ref1"),
      getFileName: () => "assets/head-abc123.js",
      error: (message: string) => void ctx.errors.push(message),
    };
    (plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void).call(context, {}, out);
    return { ...ctx, html: out["index.html"].source };
  };

  it("replaces /theme-init.js with one hashed script: theme-init first, then the preloads", () => {
    const { html, emitted, errors } = generate('<head><script src="/theme-init.js"></script></head>');
    expect(errors).toEqual([]);
    expect(html).toBe('<head><script src="/assets/head-abc123.js"></script></head>');
    expect(emitted).toHaveLength(1);
    const source = emitted[0].source;
    expect(source.indexOf('localStorage.getItem("paydesk:theme")')).toBeGreaterThanOrEqual(0);
    expect(source.indexOf('"/assets/routes.js","/assets/icons.js","/assets/shell.js"')).toBeGreaterThan(source.indexOf("paydesk:theme"));
  });

  it("follows a base path other than /", () => {
    const { html, emitted, errors } = generate('<head><script src="/console/theme-init.js"></script></head>', "/console/");
    expect(errors).toEqual([]);
    expect(html).toBe('<head><script src="/console/assets/head-abc123.js"></script></head>');
    expect(emitted[0].source).toContain('"/console/assets/shell.js"');
  });

  it("with the demo backend in the build, the head script starts its worker; without, no worker", () => {
    const html = '<head><script src="/theme-init.js"></script></head>';
    const worker = { "assets/worker-Cy-S21nU.js": { type: "asset" as const, fileName: "assets/worker-Cy-S21nU.js", source: "" } };
    const on = generate(html, "/", { demoWorker: true, files: worker });
    expect(on.errors).toEqual([]);
    expect(on.emitted[0].source).toContain('new Worker("/assets/worker-Cy-S21nU.js"');
    expect(generate(html, "/", { demoWorker: false, files: worker }).emitted[0].source).not.toContain("new Worker");
    expect(generate(html, "/", { demoWorker: true }).errors.join()).toMatch(/no demo backend worker/);
  });

  it("fails the build when index.html no longer loads /theme-init.js", () => {
    expect(generate("<head></head>").errors.join()).toMatch(/no <script src="\/theme-init.js">/);
  });
});
