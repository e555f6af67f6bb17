import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { Theme } from "../domain";
import { useCurrentUser } from "../../providers/useCurrentUser";
import { applyTheme } from "./follow-system";
import { isTheme, readStoredTheme, resolveTheme, storeTheme } from "./theme-store";

interface ThemeState {
  mode: Theme;
  resolved: "light" | "dark";
  /** Applies and stores locally; saving to the server is useThemeToggle's job. */
  setMode: (mode: Theme) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);
const DARK_QUERY = "(prefers-color-scheme: dark)";

function subscribeDark(cb: () => void) {
  const mq = window.matchMedia?.(DARK_QUERY);
  mq?.addEventListener?.("change", cb);
  return () => mq?.removeEventListener?.("change", cb);
}
const prefersDark = () => Boolean(window.matchMedia?.(DARK_QUERY).matches);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const [mode, setModeState] = useState<Theme>(() => (isTheme(user?.theme) ? user.theme : readStoredTheme()));
  const dark = useSyncExternalStore(subscribeDark, prefersDark, () => false);

  // Adopt the signed-in user's saved theme once it is known (SPEC §4).
  const userTheme = user?.theme;
  useEffect(() => {
    if (isTheme(userTheme)) {
      setModeState(userTheme);
      storeTheme(userTheme);
    }
  }, [userTheme]);

  const setMode = useCallback((next: Theme) => {
    setModeState(next);
    storeTheme(next);
  }, []);

  const resolved = resolveTheme(mode, dark);
  useEffect(() => {
    applyTheme(resolved);
  }, [resolved]);

  const value = useMemo(() => ({ mode, resolved, setMode }), [mode, resolved, setMode]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error("useTheme outside ThemeProvider");
  return ctx;
}
