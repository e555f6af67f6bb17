// The build's pre-made antd styles for a signed-in cold load (build/antd-boot-styles.tsx says what
// they are and why). Which of the four variants antd will render with, and the stylesheet put in
// the page before antd first renders: cssinjs reads its cache-path map once, at its first style.

export const BOOT_STYLE_VARIANTS = ["light", "dark", "light-still", "dark-still"] as const;
export type BootStyleVariant = (typeof BOOT_STYLE_VARIANTS)[number];

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
 * Puts the variant's stylesheet first in the head (antd's own styles go first too, so the app's
 * CSS still overrides them) and resolves once it has loaded or failed: failed, antd finds no map
 * and generates its styles as before. Resolves at once when the build made none (dev, tests).
 */
export function loadBootStyles(urls: Partial<Record<BootStyleVariant, string>>, doc: Document = document): Promise<void> {
  const href = urls[bootStyleVariant(doc.documentElement.dataset.theme, prefersReducedMotion())];
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
