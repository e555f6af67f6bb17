// What a tab asks of its demo backend, read from the URL (and remembered for the tab): the data
// profile, where the server runs, and the simulated latency. Small on purpose: the app reads these
// at boot to start the server's worker before the rest of the demo backend has loaded.
import type { Profile } from "./types";

const PROFILE_KEY = "paydesk:demo-profile";

function searchParams(): URLSearchParams {
  return new URLSearchParams(typeof location === "undefined" ? "" : location.search);
}

/**
 * The data profile: `?profile=large|huge|default` in the URL (remembered for the tab
 * in sessionStorage), else the remembered one, else `VITE_DEMO_PROFILE`, else default.
 */
export function chooseProfile(): Profile {
  const isProfile = (value: unknown): value is Profile => value === "default" || value === "large" || value === "huge";
  const fromUrl = searchParams().get("profile");
  try {
    if (isProfile(fromUrl)) {
      sessionStorage.setItem(PROFILE_KEY, fromUrl);
      return fromUrl;
    }
    const remembered = sessionStorage.getItem(PROFILE_KEY);
    if (isProfile(remembered)) return remembered;
  } catch {
    // storage unavailable: fall through
  }
  const fromEnv: unknown = import.meta.env.VITE_DEMO_PROFILE;
  return isProfile(fromEnv) ? fromEnv : "default";
}

const BACKEND_KEY = "paydesk:demo-backend";

/**
 * `?backend=page` (remembered for the tab): the demo server runs in the page instead of its worker,
 * for tests that change the page's own storage APIs (IndexedDB that fails) and for debugging.
 */
export function serverInPage(): boolean {
  try {
    if (searchParams().get("backend") === "page") sessionStorage.setItem(BACKEND_KEY, "page");
    return sessionStorage.getItem(BACKEND_KEY) === "page";
  } catch {
    return searchParams().get("backend") === "page";
  }
}

/** No simulated latency under automation (`navigator.webdriver`) or with `?latency=0`. */
export function latencyWanted(): boolean {
  if (typeof navigator !== "undefined" && navigator.webdriver) return false;
  return searchParams().get("latency") !== "0";
}
