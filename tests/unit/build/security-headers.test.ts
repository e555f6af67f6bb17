// The security header table (build/security-headers.ts) and its use by vite.config.ts.
import { describe, expect, it } from "vitest";
import type { UserConfig } from "vite";
import {
  BASE_SECURITY_HEADERS,
  headerContentSecurityPolicy,
  metaContentSecurityPolicy,
  securityHeaders,
} from "../../../build/security-headers";
import { readFileSync } from "node:fs";
import viteConfig from "../../../vite.config";

const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.slice(d.indexOf(" ") + 1)]));

describe("security headers", () => {
  it("forbid framing, sniffing, referrers and device features", () => {
    const headers = securityHeaders(undefined);
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("no-referrer");
    const features = headers["Permissions-Policy"].split(", ");
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(features).toContain(`${feature}=()`);
    expect(features.every((f) => /^[a-z-]+=\(\)$/.test(f))).toBe(true);
  });

  it("send the CSP with frame-ancestors 'none' as a header; the meta tag has the same directives without it", () => {
    const header = directives(headerContentSecurityPolicy(undefined));
    expect(header.get("frame-ancestors")).toBe("'none'");
    expect(header.get("script-src")).toBe("'self'");
    expect(header.get("object-src")).toBe("'none'");
    expect(headerContentSecurityPolicy(undefined)).not.toMatch(/unsafe-eval|'unsafe-inline'.*script|script-src[^;]*unsafe/);
    const meta = directives(metaContentSecurityPolicy(undefined));
    expect(meta.has("frame-ancestors")).toBe(false);
    header.delete("frame-ancestors");
    expect(meta).toEqual(header);
  });

  it("allow an absolute API origin in connect-src, and only its origin", () => {
    expect(directives(headerContentSecurityPolicy("https://api.example.com/v1/")).get("connect-src")).toBe("'self' https://api.example.com");
    expect(directives(headerContentSecurityPolicy("/api-prefix")).get("connect-src")).toBe("'self'");
  });

  it("are what vite preview sends; the dev server gets all but the CSP (HMR runs inline code)", async () => {
    const resolve = viteConfig as unknown as (env: { mode: string; command: string }) => UserConfig;
    const config = resolve({ mode: "production", command: "serve" });
    expect(config.preview?.headers).toEqual(securityHeaders(undefined));
    expect(config.server?.headers).toEqual(BASE_SECURITY_HEADERS);
    expect(Object.keys(config.server?.headers ?? {})).not.toContain("Content-Security-Policy");
  });

  it("the build publishes no source maps", () => {
    const resolve = viteConfig as unknown as (env: { mode: string; command: string }) => UserConfig;
    expect(resolve({ mode: "production", command: "build" }).build?.sourcemap).toBe(false);
  });

  it("docs/deploy.md gives the same values: its table, the nginx snippet and the Caddyfile", () => {
    const doc = readFileSync("docs/deploy.md", "utf8"); // vitest runs from the project root
    for (const [name, value] of Object.entries(securityHeaders(undefined))) {
      expect(doc.split(`| \`${name}\` | \`${value}\` |`), name).toHaveLength(2);
      expect(doc.split(`add_header ${name} "${value}" always;`), name).toHaveLength(2);
      expect(doc.split(`${name} "${value}"`), name).toHaveLength(3); // nginx and Caddy
    }
  });
});
