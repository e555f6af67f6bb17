// The production build's head script: public/theme-init.js plus, for a signed-in user, preload links
// for the route table and the signed-in shell (their chunks and CSS), and for the screens the page's
// path opens (`screens`, src/theme/boot-styles.ts BOOT_SCREENS): the chunk group of that name (the
// dashboard's on "/", none more on Profile and Settings, the list screens' elsewhere) and antd's boot
// stylesheet for them. Without them a signed-in cold load fetched in a chain: the entry; once it had
// run, the route table and the shell; once those had run, the screen — three round trips of waiting
// before the page could paint. The sign-in page preloads nothing: the script checks for a stored user
// first (the key the entry reads).
//
// One hashed file replaces /theme-init.js (no extra request; CSP stays script-src 'self'). Before
// it, a modulepreload link for the entry and the entry's stylesheet, moved up: the parser waits on
// this blocking script, and Chromium's preload scanner did not start either meanwhile — the entry
// left after the shell's preloads (≈ 80 ms into a cold load instead of ≈ 30).
// The dev server keeps plain /theme-init.js: it has no chunks to preload.
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

interface ChunkLike {
  type: "chunk";
  name: string;
  fileName: string;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
type BundleLike = Record<string, ChunkLike | { type: "asset"; fileName: string; source: string | Uint8Array }>;

/** The files to preload for the named chunks: them, their static imports (not the entry's), their CSS. */
export function preloadFiles(bundle: BundleLike, chunkNames: ReadonlyArray<string>): { js: string[]; css: string[] } {
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === "chunk");
  const roots = chunkNames.map((name) => {
    const chunk = chunks.find((c) => c.name === name && !c.isEntry);
    if (!chunk) throw new Error(`head preload: no chunk named "${name}" in the build`);
    return chunk;
  });
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const loadedByEntry = new Set<string>();
  const collect = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) collect(imported, into);
  };
  for (const entry of chunks.filter((c) => c.isEntry)) collect(entry.fileName, loadedByEntry);
  const js = new Set<string>();
  for (const root of roots) collect(root.fileName, js);
  const jsFiles = [...js].filter((f) => !loadedByEntry.has(f));
  const css = jsFiles.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
  return { js: jsFiles, css: [...new Set(css)] };
}

export interface Files {
  js: string[];
  css: string[];
}
/** The screens a path opens, and their files besides every signed-in page's. */
export interface ScreensFiles extends Files {
  screens: string;
}
/** Each path's (no trailing slash but "/"), else `otherwise`. */
export interface RoutePreloads {
  byPath: Record<string, ScreensFiles>;
  otherwise: ScreensFiles;
}
/** The screens (a chunk group's name) by app path, and for every other path. */
export interface Screens {
  byPath: Readonly<Record<string, string>>;
  otherwise: string;
}

/** `screens` as files (their chunk groups', without those `common` preloads already), by path with the base in front. */
export function routePreloads(bundle: BundleLike, screens: Screens, common: Files, base = "/"): RoutePreloads {
  const files = (name: string): ScreensFiles => {
    const { js, css } = preloadFiles(bundle, [name]);
    return { screens: name, js: js.filter((f) => !common.js.includes(f)).map((f) => base + f), css: css.filter((f) => !common.css.includes(f)).map((f) => base + f) };
  };
  const byPath = Object.fromEntries(Object.entries(screens.byPath).map(([path, name]) => [(base + path.slice(1)).replace(/(.)\/$/, "$1"), files(name)]));
  return { byPath, otherwise: files(screens.otherwise) };
}

const NO_ROUTE_PRELOADS: RoutePreloads = { byPath: {}, otherwise: { screens: "", js: [], css: [] } };

/**
 * The script that adds the preload links when a user is stored: the shell's (`js`, `css`), the
 * page's screens' (`routes`, chosen by the rule of src/theme/boot-styles.ts `bootScreens`), and
 * from `bootStyles` (antd's pre-made stylesheets by screens and variant,
 * build/antd-boot-styles-plugin.ts) the one the entry will link, chosen by the rule of
 * `bootStyleVariant` from the theme applied just before.
 */
export function preloadScript(userKey: string, js: string[], css: string[], bootStyles: Record<string, Record<string, string>> = {}, routes: RoutePreloads = NO_ROUTE_PRELOADS): string {
  return `(function () {
  try {
    if (!localStorage.getItem(${JSON.stringify(userKey)})) return;
  } catch {
    return;
  }
  var byPath = ${JSON.stringify(routes.byPath)};
  var path = location.pathname.replace(/(.)\\/+$/, "$1");
  var route = Object.prototype.hasOwnProperty.call(byPath, path) ? byPath[path] : ${JSON.stringify(routes.otherwise)};
  function add(rel, href, as, plain) {
    var link = document.createElement("link");
    link.rel = rel;
    link.href = href;
    link.setAttribute("fetchpriority", "low"); // after what paints the loading screen; the entry asks for these soon after
    // As Vite's own loader asks for them, or the browser fetches them again; the entry links the boot stylesheet plainly.
    if (!plain) link.setAttribute("crossorigin", "");
    if (as) link.setAttribute("as", as);
    document.head.appendChild(link);
  }
  ${JSON.stringify(js)}.concat(route.js).forEach(function (href) { add("modulepreload", href); });
  ${JSON.stringify(css)}.concat(route.css).forEach(function (href) { add("preload", href, "style"); });
  var boot = (${JSON.stringify(bootStyles)}[route.screens] || {})[(document.documentElement.dataset.theme === "dark" ? "dark" : "light") + (matchMedia("(prefers-reduced-motion: reduce)").matches ? "-still" : "")];
  if (boot) add("preload", boot, "style", true);
})();
`;
}

export function headPreload(options: {
  themeScript: string;
  chunks: string[];
  /** The screens by path (src/theme/boot-styles.ts BOOT_SCREENS): chunk groups preloaded besides `chunks`, and whose boot stylesheet. */
  screens?: Screens;
  userKey: string;
  bootStyles?: () => Record<string, Record<string, string>>;
}): Plugin {
  let base = "/";
  return {
    name: "paydesk-head-preload",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_output, bundle) {
      const html = bundle["index.html"];
      if (!html || html.type !== "asset" || typeof html.source !== "string") return this.error("head preload: no index.html in the build");
      const { js, css } = preloadFiles(bundle as unknown as BundleLike, options.chunks);
      const routes = options.screens ? routePreloads(bundle as unknown as BundleLike, options.screens, { js, css }, base) : undefined;
      const themeInit = readFileSync(options.themeScript, "utf8");
      const source = `${themeInit}\n${preloadScript(options.userKey, js.map((f) => base + f), css.map((f) => base + f), options.bootStyles?.(), routes)}`;
      const fileName = this.getFileName(this.emitFile({ type: "asset", name: "head.js", source }));
      const tag = `<script src="${base}theme-init.js"></script>`; // Vite has applied the base to index.html
      if (!html.source.includes(tag)) return this.error(`head preload: index.html has no ${tag}`);
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html.source)?.[1];
      if (!entry) return this.error("head preload: index.html has no module script (the entry)");
      // The entry's stylesheets move up beside it: a module script runs only once the stylesheets
      // before it have loaded, and requested after the head script's preloads they waited for a
      // free connection (HTTP/1.1 allows 6 to a host).
      const sheets = html.source.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
      html.source = html.source.replace(/\s*<link rel="stylesheet"[^>]*>/g, "");
      const early = [`<link rel="modulepreload" crossorigin href="${entry}">`, ...sheets, `<script src="${base}${fileName}"></script>`];
      html.source = html.source.replace(tag, early.join("\n    "));
    },
  };
}
