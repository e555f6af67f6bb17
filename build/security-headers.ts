// The security policy the console is served with, in one place: the CSP meta tag of the build,
// the HTTP headers of `vite preview` (and, without the CSP, of the dev server), and the
// server configurations in docs/deploy.md all follow this table.

/**
 * Content-Security-Policy directives. Only what the app needs: its own scripts (the msw worker
 * included), antd's runtime styles, data: images (QR codes), and the API origin when
 * VITE_API_URL is absolute. No 'unsafe-eval', no inline scripts.
 */
export function cspDirectives(apiUrl: string | undefined): string[] {
  let connect = "'self'";
  if (apiUrl) {
    try {
      connect += ` ${new URL(apiUrl).origin}`;
    } catch {
      /* a relative VITE_API_URL is same-origin */
    }
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

/** The policy for the meta tag: browsers ignore (and warn about) frame-ancestors there. */
export function metaContentSecurityPolicy(apiUrl: string | undefined): string {
  return cspDirectives(apiUrl).join("; ");
}

/** The policy as an HTTP header: the same directives plus frame-ancestors (header-only). */
export function headerContentSecurityPolicy(apiUrl: string | undefined): string {
  return [...cspDirectives(apiUrl), "frame-ancestors 'none'"].join("; ");
}

/** Browser features the console never uses, switched off for it and anything it might embed. */
export const DISABLED_FEATURES = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "usb",
] as const;

/**
 * Headers that hold for any server and any mode: no framing (clickjacking), no MIME sniffing,
 * no Referer to other sites (URLs carry filters and record ids), no device features.
 */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Permissions-Policy": DISABLED_FEATURES.map((feature) => `${feature}=()`).join(", "),
};

/** Everything the production build is served with (vite preview, and the servers in docs/deploy.md). */
export function securityHeaders(apiUrl: string | undefined): Record<string, string> {
  return { "Content-Security-Policy": headerContentSecurityPolicy(apiUrl), ...BASE_SECURITY_HEADERS };
}
