// The server key's source (server/secret-key.ts): given, refused missing with PostgreSQL, made once
// (mode 0600) in a PGlite folder and read back, random in memory.
import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolveSecretKey } from "../../../server/secret-key";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the server key", () => {
  it("uses the given key; without one, PostgreSQL is refused", () => {
    const key = new Uint8Array(32).fill(7);
    expect(resolveSecretKey({ secretKey: key, url: "postgres://x" })).toBe(key);
    expect(() => resolveSecretKey({ url: "postgres://x" })).toThrow(/PAYDESK_SECRET_KEY is required with DATABASE_URL/);
  });

  it("makes a key once in the PGlite folder, readable by its owner only, and reads it back", () => {
    const dir = mkdtempSync(join(tmpdir(), "paydesk-key-"));
    dirs.push(dir);
    const first = resolveSecretKey({ dataDir: dir });
    expect(first).toHaveLength(32);
    expect(statSync(join(dir, "secret.key")).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(join(dir, "secret.key"), "utf8").trim(), "base64")).toEqual(Buffer.from(first));
    expect(Array.from(resolveSecretKey({ dataDir: dir }))).toEqual(Array.from(first));
  });

  it("in memory: a new random key", () => {
    expect(Array.from(resolveSecretKey({ dataDir: "memory" }))).not.toEqual(Array.from(resolveSecretKey({ dataDir: "memory" })));
  });
});
