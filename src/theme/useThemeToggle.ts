import { useCallback } from "react";
import { useCustomMutation } from "@refinedev/core";
import type { Theme, User } from "../domain";
import { writeUser } from "../../providers/session-store";
import { useCurrentUser } from "../../providers/useCurrentUser";
import { useTheme } from "./ThemeContext";

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
          onError: () => setMode(previous),
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
