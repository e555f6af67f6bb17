// The demo data in the database: the in-browser demo's own seed (mocks/seed.ts, deterministic),
// with every demo account's password `paydesk-demo` (DESIGN §6). Used on an empty database by
// `npm start` and by PAYDESK_SEED=demo|large.
import { seed, type Profile } from "../../mocks/seed";
import type { PasswordHasher } from "../rules/sign-in";
import type { Store } from "../store/types";

export const DEMO_PASSWORD = "paydesk-demo";

export type SeedProgress = (message: string) => void;

export async function seedDemo(store: Store, profile: Profile, passwords: PasswordHasher, progress: SeedProgress = () => {}, now: number = Date.now()): Promise<number> {
  progress(`building the ${profile} demo data`);
  const data = seed(profile, now);
  const hash = await passwords.hash(DEMO_PASSWORD);
  const parts = [
    ["users", data.users],
    ["wallets", data.wallets],
    ["tokens", data.tokens],
    ["merchants", data.merchants],
    ["kycDocuments", data.kycDocuments],
    ["apiKeys", data.apiKeys],
    ["transactions", data.transactions],
  ] as const;
  const total = parts.reduce((n, [, rows]) => n + rows.length, 0);
  let done = 0;
  await store.atomically(async (tx) => {
    for (const [name, rows] of parts) {
      const table = tx[name] as unknown as { insertMany(rows: readonly unknown[]): Promise<void> };
      for (let i = 0; i < rows.length; i += 10_000) {
        await table.insertMany(rows.slice(i, i + 10_000));
        done += Math.min(10_000, rows.length - i);
        progress(`seeding ${name}: ${done.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} rows`);
      }
    }
    for (const user of data.users) await tx.passwords.set(user.id, hash);
  });
  return total;
}
