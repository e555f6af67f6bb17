// The PayDesk server's settings, read from the environment (docs/deploy.md, "The PayDesk server"):
// one reading for the Node host (server/main.ts) and the CLI (server/cli.ts), so both open the same
// database. A value that cannot be read stops the start with a message naming the variable.
export interface ServerConfig {
  /** DATABASE_URL: postgres://… — a PostgreSQL 15+ server; unset: PGlite in `dataDir`. */
  databaseUrl?: string;
  /** PAYDESK_DATA: PGlite's folder (default ./data); unused with DATABASE_URL. */
  dataDir: string;
  /** PAYDESK_SEED=demo|large: the demo data into an empty database; unset or none: start empty. */
  seed: "demo" | "large" | null;
  /** HOST (default 127.0.0.1) and PORT (default 8080; 0 picks a free one). */
  host: string;
  port: number;
  /** PAYDESK_COOKIE_SECURE=1: the session cookie is `Secure` (served over HTTPS). */
  secureCookie: boolean;
  /** PAYDESK_ALLOWED_ORIGINS: comma-separated origins allowed to write besides the server's own. */
  allowedOrigins: string[];
  /** PAYDESK_TRUST_PROXY=1: the client address is the last one X-Forwarded-For names (the proxy's addition). */
  trustProxy: boolean;
  /** PAYDESK_WRITES_PER_MINUTE: writes one session may make per minute, per process (default 300; 429 beyond). */
  writesPerMinute?: number;
  /** PAYDESK_AUDIT_RETENTION_DAYS: audit events older than this are deleted; unset: every event is kept. */
  auditRetentionDays: number | null;
  /**
   * PAYDESK_SECRET_KEY: 32 bytes, base64 (`openssl rand -base64 32`) — the key that encrypts stored
   * two-factor secrets. Required with DATABASE_URL (every process must share it); unset with PGlite,
   * one is made once in `<PAYDESK_DATA>/secret.key` (server/secret-key.ts).
   */
  secretKey?: Uint8Array;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function flag(env: Env, name: string): boolean {
  const raw = (env[name] ?? "").trim().toLowerCase();
  if (["", "0", "false", "no", "off"].includes(raw)) return false;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  throw new ConfigError(`${name} must be 1 or 0 (got "${env[name]}")`);
}

function origins(raw: string | undefined): string[] {
  const list = (raw ?? "").split(",").map((o) => o.trim()).filter(Boolean);
  for (const origin of list) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      /* reported below */
    }
    // An origin is compared with the browser's Origin header as is: scheme, host and port, no path.
    if (!parsed || parsed.origin !== origin)
      throw new ConfigError(`PAYDESK_ALLOWED_ORIGINS: "${origin}" is not an origin (e.g. https://console.example.com, no path or trailing slash)`);
  }
  return list;
}

export function configFromEnv(env: Env = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new ConfigError("DATABASE_URL must be a postgres:// URL");
  const seedRaw = (env.PAYDESK_SEED ?? "").trim().toLowerCase();
  if (!["", "none", "demo", "large"].includes(seedRaw)) throw new ConfigError(`PAYDESK_SEED must be demo, large or none (got "${env.PAYDESK_SEED}")`);
  const portRaw = (env.PORT ?? "").trim() || "8080";
  const port = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || port > 65535) throw new ConfigError(`PORT must be a port number (got "${env.PORT}")`);
  return {
    databaseUrl,
    dataDir: env.PAYDESK_DATA?.trim() || "./data",
    seed: seedRaw === "demo" || seedRaw === "large" ? seedRaw : null,
    host: env.HOST?.trim() || "127.0.0.1",
    port,
    secureCookie: flag(env, "PAYDESK_COOKIE_SECURE"),
    allowedOrigins: origins(env.PAYDESK_ALLOWED_ORIGINS),
    trustProxy: flag(env, "PAYDESK_TRUST_PROXY"),
    writesPerMinute: positive(env, "PAYDESK_WRITES_PER_MINUTE") ?? undefined,
    auditRetentionDays: positive(env, "PAYDESK_AUDIT_RETENTION_DAYS"),
    secretKey: secretKeyFromEnv(env, databaseUrl),
  };
}

export const SECRET_KEY_REQUIRED =
  "PAYDESK_SECRET_KEY is required with DATABASE_URL: every server process must encrypt two-factor secrets with the same key (32 bytes, base64: openssl rand -base64 32)";

/** PAYDESK_SECRET_KEY as 32 bytes; unset: undefined, except with a PostgreSQL server (a ConfigError). */
export function secretKeyFromEnv(env: Env, databaseUrl: string | undefined = env.DATABASE_URL?.trim() || undefined): Uint8Array | undefined {
  const raw = (env.PAYDESK_SECRET_KEY ?? "").trim();
  if (raw === "") {
    if (databaseUrl) throw new ConfigError(SECRET_KEY_REQUIRED);
    return undefined;
  }
  let bytes: Uint8Array | null = null;
  try {
    if (/^[A-Za-z0-9+/]+={0,2}$/.test(raw)) bytes = Uint8Array.from(atob(raw), (c) => c.charCodeAt(0));
  } catch {
    bytes = null; // not base64 (reported below)
  }
  if (!bytes || bytes.length !== 32) throw new ConfigError("PAYDESK_SECRET_KEY must be 32 bytes in base64 (openssl rand -base64 32)");
  return bytes;
}

/** A whole number ≥ 1 from the environment, or null when unset. */
function positive(env: Env, name: string): number | null {
  const raw = (env[name] ?? "").trim();
  if (raw === "") return null;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new ConfigError(`${name} must be a whole number of 1 or more (got "${env[name]}")`);
  return Number(raw);
}

/** Where the settings say the data is, for messages (never the URL: it may carry a password). */
export function describeDatabase(config: ServerConfig): string {
  if (!config.databaseUrl) return `PGlite in ${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
  } catch {
    return "PostgreSQL";
  }
}
