// The headers every answer of the PayDesk server carries: the policy of build/security-headers.ts
// (one table for vite preview, the server and docs/deploy.md). The console and its API share one
// origin here, so connect-src is 'self'.
import { securityHeaders as policy } from "../../build/security-headers";

let headers: Record<string, string> | null = null;

export function securityHeaders(): Record<string, string> {
  return (headers ??= policy(undefined));
}

export function isApiUrlPath(path: string): boolean {
  return path === "/healthz" || path.startsWith("/api/") || path === "/api";
}
