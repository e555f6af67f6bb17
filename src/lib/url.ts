// Opening user-supplied links (e.g. KYC document fileUrl) safely: http(s) only.

// C0/C1 controls (tab, CR, LF, which the URL parser silently strips: "java\tscript:"), DEL,
// and non-ASCII spaces / invisible characters that could disguise a URL. A plain space
// inside the URL is allowed: the parser percent-encodes it.
// eslint-disable-next-line no-control-regex
const SUSPICIOUS_RE = /[\u0000-\u001f\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/;

/**
 * The normalised href when `raw` (trimmed) is an absolute http: or https: URL with a host;
 * null for anything else — other schemes (javascript:, data:, vbscript:, file:, …), relative
 * or protocol-relative URLs, and strings hiding control or whitespace characters.
 */
export function safeHttpUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  const trimmed = raw.trim();
  if (!trimmed || SUSPICIOUS_RE.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!url.hostname) return null;
  return url.href;
}

/** Open a safe http(s) URL in a new tab without an opener; false (and nothing opened) otherwise. */
export function openExternal(raw: string | null | undefined): boolean {
  const href = safeHttpUrl(raw);
  if (href === null || typeof window === "undefined") return false;
  window.open(href, "_blank", "noopener,noreferrer");
  return true;
}
