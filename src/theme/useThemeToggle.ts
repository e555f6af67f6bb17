import { useCallback } from "react";
import { useCustomMutation } from "@refinedev/core";
import type { Theme, User } from "../domain";
import { readUser, writeUser } from "../../providers/session-store";
import { useCurrentUser } from "../../providers/useCurrentUser";
import { useTheme } from "./ThemeContext";

function keepInStoredUser(theme: Theme): void {
  const stored = readUser();
  if (stored) writeUser({ ...stored, theme });
}

/** Applies a theme at once, saves it for a signed-in user and restores the previous one if saving fails (SPEC §4). */
export function useSetTheme() {
  const { mode, setMode } = useTheme();
  const user = useCurrentUser();
  const { mutate } = useCustomMutation<{ user: User }>();
  return useCallback(
    (next: Theme) => {
      const previous = mode;
      setMode(next);
      // A user without an id has no settings path (PUT /api/user/{id}/settings): the theme stays local.
      if (!user?.id) return;
      // The stored user's theme is what the next load applies (public/theme-init.js, ThemeProvider),
      // so it changes now, not when the save answers: a reload in between brought the old theme back.
      keepInStoredUser(next);
      mutate(
        {
          url: "",
          method: "put",
          values: { theme: next },
          meta: { resource: "users", action: "settings", id: user.id },
          successNotification: false,
          errorNotification: (err) => ({ type: "error", message: "Error", description: err?.message ?? "Failed to update settings" }),
        },
        {
          onSuccess: ({ data }) => {
            if (data?.user) writeUser(data.user);
          },
          onError: () => {
            setMode(previous);
            keepInStoredUser(previous);
          },
        },
      );
    },
    [mode, setMode, user, mutate],
  );
}

/** The header's toggle: flips between dark and light. */
export function useThemeToggle() {
  const { resolved } = useTheme();
  const setTheme = useSetTheme();
  return useCallback(() => setTheme(resolved === "dark" ? "light" : "dark"), [resolved, setTheme]);
}
