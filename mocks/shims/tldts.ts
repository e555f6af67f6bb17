// Stand-in for `tldts` in the browser build. msw's cookie store (tough-cookie) asks it for a
// host's registrable domain; the real package ships the whole public-suffix list (~60 kB gzip)
// that the demo backend, which only ever sees its own origin, never needs. Same answers for
// IP addresses and single-label hosts (null); last two labels otherwise.
export function getDomain(host: string | null | undefined): string | null {
  if (!host) return null;
  const h = host.replace(/\.$/, "").toLowerCase();
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(h) || h.includes(":")) return null;
  const parts = h.split(".");
  return parts.length < 2 ? null : parts.slice(-2).join(".");
}
