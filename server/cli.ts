// `npm run paydesk -- <command>`: the PayDesk server's administration, on the database the server's
// settings name (server/config.ts: DATABASE_URL, or PGlite in PAYDESK_DATA). Without a build it runs
// through build/run-ts.mjs; a deployment runs the bundle's `node dist-server/cli.js <command>`.
//
//   create-admin EMAIL   a new admin, with a one-time password printed once (DESIGN §6: the first
//                        admin of a server that starts without the demo data)
//   retention            the transaction retention job once (extension `organisation`: deletes
//                        transactions older than the organisation's setting, audited)
import type { User } from "../src/domain";
import { configFromEnv, ConfigError, describeDatabase } from "./config";
import { lockDataDir } from "./data-lock";
import { openDatabase } from "./db/connect";
import { migrate } from "./db/migrate";
import { argon2id, oneTimePassword } from "./passwords";
import { findUserByEmail, type PasswordHasher } from "./rules/sign-in";
import { applyTransactionRetention } from "./rules/organisation";
import { sqlStore } from "./store/sql";
import type { Store } from "./store/types";

const USAGE = `Usage: npm run paydesk -- create-admin EMAIL
       npm run paydesk -- retention

  create-admin EMAIL   creates an admin and prints a one-time password
  retention            deletes transactions older than the organisation's retention setting

The database is the server's: DATABASE_URL (PostgreSQL), else PGlite in PAYDESK_DATA (default ./data).`;

/** A usable e-mail address: one @, a dot in the domain, no spaces (the sign-in form's own check is looser). */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

export class CliError extends Error {}

export interface CreatedAdmin {
  user: User;
  /** The one-time password: shown once, stored only as its argon2id hash. */
  password: string;
}

/** Creates an admin with a fresh one-time password; refuses an address that is taken or malformed. */
export async function createAdmin(store: Store, email: string, passwords: PasswordHasher = argon2id, now: number = Date.now()): Promise<CreatedAdmin> {
  const address = email.trim();
  if (!EMAIL.test(address) || address.length > 320) throw new CliError(`"${email}" is not an e-mail address`);
  if (await findUserByEmail(store, address)) throw new CliError(`a user with the e-mail ${address} exists already`);
  const password = oneTimePassword();
  const hash = await passwords.hash(password);
  const user: User = { id: crypto.randomUUID(), email: address, firstName: null, lastName: null, role: "admin", profileImageUrl: null, createdAt: new Date(now).toISOString() };
  try {
    await store.atomically(async (tx) => {
      await tx.users.insert(user);
      await tx.passwords.set(user.id, hash);
    });
  } catch (error) {
    // Another process took the address meanwhile (the unique index on lower(email)).
    if (await findUserByEmail(store, address)) throw new CliError(`a user with the e-mail ${address} exists already`);
    throw error;
  }
  return { user, password };
}

function print(text: string): void {
  process.stdout.write(`${text}\n`);
}

/** Runs one command; resolves with the exit status. */
export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === "help" || command === "--help" || command === "-h") {
    print(USAGE);
    return command ? 0 : 2;
  }
  const retention = command === "retention";
  if (retention ? args.length !== 0 : command !== "create-admin" || args.length !== 1) {
    const problem = command === "create-admin" ? "create-admin takes one e-mail address" : retention ? "retention takes no arguments" : `unknown command: ${command}`;
    console.error(`${problem}\n\n${USAGE}`);
    return 2;
  }
  let config;
  try {
    config = configFromEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  let release = () => {};
  try {
    if (!config.databaseUrl) release = lockDataDir(config.dataDir);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  print(`opening ${describeDatabase(config)}`);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    await migrate(database.db);
    if (retention) {
      const result = await applyTransactionRetention(sqlStore(database.db));
      print(`Deleted ${result.deleted} transactions created before ${result.before} (retention ${result.days} days).`);
      return 0;
    }
    const { user, password } = await createAdmin(sqlStore(database.db), args[0]);
    print(`Created the admin ${user.email} (id ${user.id}).`);
    print(`One-time password, shown only now: ${password}`);
    return 0;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    console.error(`create-admin: ${error.message}`);
    return 1;
  } finally {
    await database.close();
    release();
  }
}
