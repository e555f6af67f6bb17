// Local theme preference under `paydesk:theme` (DESIGN §1); anything but light/dark/system is discarded.
import type { Theme } from "../domain";

export const THEME_KEY = "paydesk:theme";
export const DEFAULT_THEME: Theme = "system";

export function isTheme(v: unknown): v is Theme {
  return v === "light" || v === "dark" || v === "system";
}

export function readStoredTheme(): Theme {
  try {
    const v = localStorage.getItem(THEME_KEY);
    if (isTheme(v)) return v;
    if (v !== null) localStorage.removeItem(THEME_KEY);
  } catch {
    /* storage unavailable: fall back to the default */
  }
  return DEFAULT_THEME;
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    /* ignore: the theme still applies for this page */
  }
}

export function resolveTheme(theme: Theme, prefersDark: boolean): "light" | "dark" {
  return theme === "system" ? (prefersDark ? "dark" : "light") : theme;
}
