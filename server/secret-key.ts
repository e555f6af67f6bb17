// The server key (PAYDESK_SECRET_KEY) that encrypts stored two-factor secrets (server/rules/two-factor.ts).
// Given: used as it is. Not given: with a PostgreSQL server the start is refused (server/config.ts;
// several processes must share one key); with PGlite in a folder, a random key is made once and
// kept in `<folder>/secret.key` (mode 0600) beside the data it protects; in memory, a random key
// for this process. Node only.
import fs from "node:fs";
import path from "node:path";
import { SECRET_KEY_REQUIRED } from "./config";

export const SECRET_KEY_FILE = "secret.key";

export function resolveSecretKey(options: { secretKey?: Uint8Array; url?: string; dataDir?: string }, log: (message: string) => void = () => {}): Uint8Array {
  if (options.secretKey) return options.secretKey;
  if (options.url) throw new Error(SECRET_KEY_REQUIRED);
  const dir = options.dataDir ?? "./data";
  if (dir === "memory") return new Uint8Array(crypto.getRandomValues(new Uint8Array(32)));
  const file = path.join(dir, SECRET_KEY_FILE);
  if (fs.existsSync(file)) {
    const bytes = Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64");
    if (bytes.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
    return new Uint8Array(bytes);
  }
  fs.mkdirSync(dir, { recursive: true });
  const key = crypto.getRandomValues(new Uint8Array(32));
  // wx: never overwrite one another process wrote meanwhile.
  fs.writeFileSync(file, `${Buffer.from(key).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  log(`made the server key ${file} (keep it with the data: two-factor secrets cannot be read without it)`);
  return key;
}
