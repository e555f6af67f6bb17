import { afterEach, describe, expect, it, vi } from "vitest";
import { followSystemTheme } from "../../../src/theme/follow-system";
import { THEME_KEY } from "../../../src/theme/theme-store";

/** A matchMedia whose dark preference the test flips, firing "change" like a browser does. */
function fakeScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const mq = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, cb: () => void) => listeners.add(cb),
    removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
  };
  vi.stubGlobal("matchMedia", () => mq);
  return {
    set(next: boolean) {
      dark = next;
      listeners.forEach((cb) => cb());
    },
    listeners,
  };
}

const theme = () => document.documentElement.dataset.theme;

describe("followSystemTheme (sign-in page, DESIGN §1)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("with the default preference, follows the system scheme as it changes until stopped", () => {
    const scheme = fakeScheme(false);
    const stop = followSystemTheme();
    expect(theme()).toBe("light");
    scheme.set(true);
    expect(theme()).toBe("dark");
    expect(document.documentElement.style.colorScheme).toBe("dark");
    stop();
    expect(scheme.listeners.size).toBe(0);
  });

  it("keeps an explicit stored choice", () => {
    localStorage.setItem(THEME_KEY, "light");
    const scheme = fakeScheme(true);
    followSystemTheme();
    expect(theme()).toBe("light");
    scheme.set(false);
    scheme.set(true);
    expect(theme()).toBe("light");
  });
});
