import { describe, expect, it } from "vitest";
import { queryDefaults, refineOptions } from "../../../providers/refine-options";
import { NOTIFICATION_CONFIG } from "../../../providers/notification";
import { readStoredTheme, resolveTheme, THEME_KEY } from "../../../src/theme/theme-store";

describe("data and toast settings", () => {
  it("SPEC §7: no retries, no refetch on focus or interval, never stale; no telemetry", () => {
    expect(queryDefaults.queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
    expect(queryDefaults.mutations.retry).toBe(false);
    expect(refineOptions?.disableTelemetry).toBe(true);
    expect(refineOptions?.reactQuery?.clientConfig).toMatchObject({ defaultOptions: queryDefaults });
  });

  it("SPEC §9: one toast at a time for 5 s", () => {
    expect(NOTIFICATION_CONFIG).toMatchObject({ maxCount: 1, duration: 5 });
  });
});

describe("stored theme", () => {
  it("defaults to system and discards anything but light/dark/system", () => {
    expect(readStoredTheme()).toBe("system");
    localStorage.setItem(THEME_KEY, "dark");
    expect(readStoredTheme()).toBe("dark");
    localStorage.setItem(THEME_KEY, "<script>");
    expect(readStoredTheme()).toBe("system");
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
  });

  it("system follows the OS preference", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
  });
});
