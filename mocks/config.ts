// Where the console sends its calls, and how the demo backend matches them.

/** Base URL prefix of the API: `VITE_API_URL` (default empty = same origin). */
export const API_BASE: string = import.meta.env.VITE_API_URL ?? "";

/** Full URL of an API path, e.g. `apiUrl("/api/wallets")`. */
export function apiUrl(path: string): string {
  return API_BASE + path;
}

/**
 * msw path pattern for an API path. The leading `*` matches any origin, so the
 * same handler serves same-origin calls (`/api/...`) and calls prefixed with
 * `VITE_API_URL` (`https://api.example.com/api/...`).
 */
export function route(path: string): string {
  return `*${path}`;
}

/** Whether `url` is an API call: path `/api/...` on this origin, or under `VITE_API_URL`. */
export function isApiUrl(url: string): boolean {
  if (API_BASE && url.startsWith(`${API_BASE.replace(/\/$/, "")}/api/`)) return true;
  try {
    return new URL(url).pathname.startsWith("/api/");
  } catch {
    return false;
  }
}
