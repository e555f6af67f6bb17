// The PayDesk server's settings from the environment (server/config.ts; README, docs/deploy.md).
import { describe, expect, it } from "vitest";
import { ConfigError, configFromEnv } from "../../server/config";

const KEY = "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=";

describe("server settings", () => {
  it("defaults: PGlite in ./data, 127.0.0.1:8080, no seed, every audit event kept", () => {
    expect(configFromEnv({})).toMatchObject({ dataDir: "./data", host: "127.0.0.1", port: 8080, seed: null, secureCookie: false, auditRetentionDays: null, writesPerMinute: undefined });
  });

  it("reads the write limit and the audit retention as whole numbers of 1 or more", () => {
    expect(configFromEnv({ PAYDESK_WRITES_PER_MINUTE: "120", PAYDESK_AUDIT_RETENTION_DAYS: " 400 " })).toMatchObject({ writesPerMinute: 120, auditRetentionDays: 400 });
    for (const bad of ["0", "-1", "1.5", "lots"]) {
      expect(() => configFromEnv({ PAYDESK_AUDIT_RETENTION_DAYS: bad })).toThrow(ConfigError);
      expect(() => configFromEnv({ PAYDESK_WRITES_PER_MINUTE: bad })).toThrow(ConfigError);
    }
  });

  it("refuses a DATABASE_URL that is not postgres:// and a PAYDESK_SEED it does not know", () => {
    expect(() => configFromEnv({ DATABASE_URL: "mysql://x" })).toThrow(ConfigError);
    expect(() => configFromEnv({ PAYDESK_SEED: "everything" })).toThrow(ConfigError);
    expect(configFromEnv({ DATABASE_URL: "postgres://u@h/db", PAYDESK_SEED: "Large", PAYDESK_SECRET_KEY: KEY })).toMatchObject({ databaseUrl: "postgres://u@h/db", seed: "large" });
  });

  it("reads PAYDESK_SECRET_KEY as 32 bytes of base64; requires it with DATABASE_URL, not with PGlite", () => {
    expect(Array.from(configFromEnv({ PAYDESK_SECRET_KEY: KEY }).secretKey!)).toEqual(Array.from(new TextEncoder().encode("0123456789abcdef0123456789abcdef")));
    expect(configFromEnv({}).secretKey).toBeUndefined();
    expect(() => configFromEnv({ DATABASE_URL: "postgres://u@h/db" })).toThrow(/PAYDESK_SECRET_KEY is required with DATABASE_URL/);
    for (const bad of ["short", "MDEyMzQ1Njc4OWFiY2RlZg==", "not base64!"]) expect(() => configFromEnv({ PAYDESK_SECRET_KEY: bad })).toThrow(/PAYDESK_SECRET_KEY must be 32 bytes/);
  });
});
