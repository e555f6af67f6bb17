// The build's pre-made antd styles for a signed-in cold load (build/antd-boot-styles.tsx says what
// they are and why). Which screens' styles the page needs, which of the four theme variants antd
// will render with, and the stylesheet put in the page before antd first renders: cssinjs reads its
// cache-path map once, at its first style.

export const BOOT_STYLE_VARIANTS = ["light", "dark", "light-still", "dark-still"] as const;
export type BootStyleVariant = (typeof BOOT_STYLE_VARIANTS)[number];

/**
 * What a signed-in cold load renders besides the shell, by the page's path: the dashboard on "/",
 * nothing more on Profile and Settings (forms), a list screen anywhere else (every resource, the
 * Admin and Developer portals' tables). For each, the build preloads the chunk group of that name
 * (build/chunk-groups.ts, from the head script: build/head-preload.ts; the shell's is preloaded on
 * every path) and pre-makes its antd styles. A path missing here costs a preload the screen does
 * not use; the table's paths are declared routes (tests/unit/theme/boot-styles.test.ts).
 */
export const BOOT_SCREENS = { byPath: { "/": "dashboard", "/profile": "shell", "/settings": "shell" }, otherwise: "lists" } as const;
export type BootScreens = "dashboard" | "shell" | "lists";
export const BOOT_SCREEN_SETS: ReadonlyArray<BootScreens> = ["dashboard", "shell", "lists"];

/** The build's boot stylesheets: by screens, then by variant. */
export type BootStyleUrls = Partial<Record<BootScreens, Partial<Record<BootStyleVariant, string>>>>;

/**
 * The page's screens (BOOT_SCREENS): its path within the app (`base`), without a trailing slash,
 * looked up exactly. The head script applies the same rule to the same table.
 */
export function bootScreens(pathname: string, base = "/"): BootScreens {
  const trim = (path: string) => path.replace(/(.)\/+$/, "$1");
  const [path, root] = [trim(pathname), trim(base)];
  const inApp = root === "/" ? path : path === root ? "/" : path.startsWith(`${root}/`) ? path.slice(root.length) : path;
  return (BOOT_SCREENS.byPath as Record<string, BootScreens>)[inApp] ?? BOOT_SCREENS.otherwise;
}

/** No animations for people who ask for reduced motion, nor under test (jsdom waits on them). */
export function prefersReducedMotion(): boolean {
  return import.meta.env.MODE === "test" || (typeof window !== "undefined" && Boolean(window.matchMedia?.("(prefers-reduced-motion: reduce)").matches));
}

/**
 * The variant for this page: the theme the head script applied (public/theme-init.js, the same
 * rule as ThemeProvider's first render) and the motion setting. Guessing wrong costs only the
 * saving: antd then generates its styles as it does without the sheet.
 */
export function bootStyleVariant(theme: string | undefined, reducedMotion: boolean): BootStyleVariant {
  return `${theme === "dark" ? "dark" : "light"}${reducedMotion ? "-still" : ""}`;
}

/**
 * Puts the stylesheet of the page's screens and variant first in the head (antd's own styles go
 * first too, so the app's CSS still overrides them) and resolves once it has loaded or failed:
 * failed, antd finds no map and generates its styles as before. Resolves at once when the build
 * made none (dev, tests).
 */
export function loadBootStyles(urls: BootStyleUrls, doc: Document = document, base: string = import.meta.env.BASE_URL ?? "/"): Promise<void> {
  const href = urls[bootScreens(doc.location?.pathname ?? "/", base)]?.[bootStyleVariant(doc.documentElement.dataset.theme, prefersReducedMotion())];
  if (!href) return Promise.resolve();
  const link = doc.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  link.dataset.antdBootStyles = "";
  const loaded = new Promise<void>((resolve) => {
    link.onload = link.onerror = () => resolve();
  });
  doc.head.prepend(link);
  return loaded;
}
