// The page's theme on <html> (data-theme for the CSS, color-scheme for the browser's own parts), and,
// before the app is loaded (the standalone sign-in page), the live follow of the system scheme that
// ThemeProvider does in the app (DESIGN §1: default `system`, followed live).
import { readStoredTheme, resolveTheme } from "./theme-store";

const DARK_QUERY = "(prefers-color-scheme: dark)";

export function applyTheme(resolved: "light" | "dark"): void {
  document.documentElement.dataset.theme = resolved;
  document.documentElement.style.colorScheme = resolved;
}

/**
 * Applies the stored preference (default `system`) and, while it is `system`, follows the OS scheme
 * as it changes. Returns the function that stops following.
 */
export function followSystemTheme(): () => void {
  const mq = window.matchMedia?.(DARK_QUERY);
  if (!mq) return () => {};
  const update = () => applyTheme(resolveTheme(readStoredTheme(), mq.matches));
  update();
  mq.addEventListener("change", update);
  return () => mq.removeEventListener("change", update);
}
