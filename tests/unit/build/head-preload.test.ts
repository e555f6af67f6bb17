// The production build's head script (build/head-preload.ts): theme-init plus, for a signed-in
// user, preload links for the route table and the shell.
import { afterEach, describe, expect, it } from "vitest";
import { headPreload, preloadFiles, preloadScript, routePreloads } from "../../../build/head-preload";
import { BOOT_STYLE_VARIANTS, bootScreens, bootStyleVariant } from "../../../src/theme/boot-styles";

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
  "assets/dashboard.js": chunk("assets/dashboard.js", "dashboard", ["assets/routes.js"], ["assets/dashboard.css"]),
  "assets/lists.js": chunk("assets/lists.js", "lists", ["assets/dashboard.js", "assets/shell.js"], ["assets/lists.css"]),
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

describe("routePreloads", () => {
  const SCREENS = { byPath: { "/": "dashboard" }, otherwise: "lists" };

  it("gives each path its screens' chunk group, and every other path the others', without what every signed-in page preloads", () => {
    const common = preloadFiles(bundle(), ["routes", "shell"]);
    expect(routePreloads(bundle(), SCREENS, common)).toEqual({
      byPath: { "/": { screens: "dashboard", js: ["/assets/dashboard.js"], css: ["/assets/dashboard.css"] } },
      otherwise: { screens: "lists", js: ["/assets/lists.js", "/assets/dashboard.js"], css: ["/assets/lists.css", "/assets/dashboard.css"] },
    });
  });

  it("puts the base path in front of paths and files", () => {
    const common = preloadFiles(bundle(), ["routes", "shell"]);
    const routes = routePreloads(bundle(), { byPath: { "/": "dashboard", "/wallets/": "table" }, otherwise: "lists" }, common, "/console/");
    expect(Object.keys(routes.byPath)).toEqual(["/console", "/console/wallets"]);
    expect(routes.otherwise.js).toEqual(["/console/assets/lists.js", "/console/assets/dashboard.js"]);
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

  it("adds the page's route's own preloads: by its path, with or without a trailing slash, else the others'", () => {
    localStorage.setItem("paydesk:user", JSON.stringify({ id: "u1" }));
    const routes = { byPath: { "/": { screens: "dashboard", js: ["/assets/dashboard.js"], css: [] } }, otherwise: { screens: "lists", js: ["/assets/lists.js"], css: ["/assets/lists.css"] } };
    const hrefs = (path: string) => {
      document.head.innerHTML = "";
      window.history.replaceState(null, "", path);
      new Function(preloadScript("paydesk:user", ["/assets/shell.js"], [], {}, routes))();
      return [...document.head.querySelectorAll("link")].map((l) => l.getAttribute("href"));
    };
    try {
      expect(hrefs("/")).toEqual(["/assets/shell.js", "/assets/dashboard.js"]);
      expect(hrefs("/transactions/")).toEqual(["/assets/shell.js", "/assets/lists.js", "/assets/lists.css"]);
      expect(hrefs("/wallets?status=active")).toEqual(["/assets/shell.js", "/assets/lists.js", "/assets/lists.css"]);
    } finally {
      window.history.replaceState(null, "", "/");
    }
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

describe("preloadScript: antd's boot stylesheet", () => {
  const variants = (screens: string) => Object.fromEntries(BOOT_STYLE_VARIANTS.map((v) => [v, `/b/${screens}-${v}.css`]));
  const BOOT = { dashboard: variants("dashboard"), shell: variants("shell"), lists: variants("lists") };
  const ROUTES = {
    byPath: { "/": { screens: "dashboard", js: [], css: [] }, "/profile": { screens: "shell", js: [], css: [] } },
    otherwise: { screens: "lists", js: [], css: [] },
  };
  const matchMedia = window.matchMedia;
  afterEach(() => {
    localStorage.clear();
    document.head.innerHTML = "";
    delete document.documentElement.dataset.theme;
    window.matchMedia = matchMedia;
    window.history.replaceState(null, "", "/");
  });

  it("preloads the sheet the entry will link (the rules of bootScreens and bootStyleVariant), plainly as the entry asks for it", () => {
    localStorage.setItem("paydesk:user", JSON.stringify({ id: "u1" }));
    for (const path of ["/", "/transactions", "/wallets/", "/users/u1", "/profile"]) {
      window.history.replaceState(null, "", path);
      for (const theme of ["light", "dark", undefined]) {
        for (const reduced of [false, true]) {
          document.head.innerHTML = "";
          if (theme) document.documentElement.dataset.theme = theme;
          else delete document.documentElement.dataset.theme;
          window.matchMedia = ((q: string) => ({ matches: q === "(prefers-reduced-motion: reduce)" && reduced })) as typeof window.matchMedia;
          new Function(preloadScript("paydesk:user", [], [], BOOT, ROUTES))();
          const link = document.head.querySelector("link")!;
          expect([link.rel, link.getAttribute("as"), link.getAttribute("href"), link.hasAttribute("crossorigin")]).toEqual([
            "preload",
            "style",
            BOOT[bootScreens(path)][bootStyleVariant(theme, reduced)],
            false,
          ]);
        }
      }
    }
  });

  it("preloads none on the sign-in page, nor when the build made none", () => {
    new Function(preloadScript("paydesk:user", [], [], BOOT, ROUTES))();
    localStorage.setItem("paydesk:user", JSON.stringify({ id: "u1" }));
    new Function(preloadScript("paydesk:user", [], [], {}, ROUTES))();
    expect(document.head.querySelectorAll("link")).toHaveLength(0);
  });
});

describe("headPreload plugin", () => {
  type Ctx = { emitted: { name: string; source: string }[]; errors: string[] };
  const generate = (html: string, base = "/") => {
    const plugin = headPreload({ themeScript: "public/theme-init.js", chunks: ["routes", "shell"], screens: { byPath: { "/": "dashboard" }, otherwise: "lists" }, userKey: "paydesk:user" });
    (plugin.configResolved as (c: { base: string }) => void)({ base });
    const out = { ...bundle(), "index.html": { type: "asset" as const, fileName: "index.html", source: html } };
    const ctx: Ctx = { emitted: [], errors: [] };
    const context = {
      emitFile: (file: { name: string; source: string }) => (ctx.emitted.push(file), "ref1"),
      getFileName: () => "assets/head-abc123.js",
      error: (message: string) => void ctx.errors.push(message),
    };
    (plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void).call(context, {}, out);
    return { ...ctx, html: out["index.html"].source };
  };

  const ENTRY = '<script type="module" crossorigin src="/assets/index-e1.js"></script>';

  it("replaces /theme-init.js with one hashed script (theme-init first, then the preloads), after a modulepreload of the entry", () => {
    const { html, emitted, errors } = generate(`<head><script src="/theme-init.js"></script>${ENTRY}</head>`);
    expect(errors).toEqual([]);
    expect(html).toBe(`<head><link rel="modulepreload" crossorigin href="/assets/index-e1.js">\n    <script src="/assets/head-abc123.js"></script>${ENTRY}</head>`);
    expect(emitted).toHaveLength(1);
    const source = emitted[0].source;
    expect(source.indexOf('localStorage.getItem("paydesk:theme")')).toBeGreaterThanOrEqual(0);
    expect(source.indexOf('"/assets/routes.js","/assets/icons.js","/assets/shell.js"')).toBeGreaterThan(source.indexOf("paydesk:theme"));
    expect(source).toContain('{"/":{"screens":"dashboard","js":["/assets/dashboard.js"],"css":["/assets/dashboard.css"]}}');
  });

  it("follows a base path other than /", () => {
    const entry = '<script type="module" crossorigin src="/console/assets/index-e1.js"></script>';
    const { html, emitted, errors } = generate(`<head><script src="/console/theme-init.js"></script>${entry}</head>`, "/console/");
    expect(errors).toEqual([]);
    expect(html).toBe(`<head><link rel="modulepreload" crossorigin href="/console/assets/index-e1.js">\n    <script src="/console/assets/head-abc123.js"></script>${entry}</head>`);
    expect(emitted[0].source).toContain('"/console/assets/shell.js"');
  });

  it("fails the build when index.html no longer loads /theme-init.js, or has no entry", () => {
    expect(generate(`<head>${ENTRY}</head>`).errors.join()).toMatch(/no <script src="\/theme-init.js">/);
    expect(generate('<head><script src="/theme-init.js"></script></head>').errors.join()).toMatch(/no module script/);
  });
});
