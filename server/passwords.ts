// argon2id (OWASP's first choice) through @node-rs/argon2's prebuilt binding: 19 MiB, 2 passes, ≈ 50 ms a check here.
import { hash, verify } from "@node-rs/argon2";

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;
import type { PasswordHasher } from "./rules/sign-in";

export const argon2id: PasswordHasher = {
  hash: (password) => hash(password, { algorithm: ARGON2ID }),
  async verify(stored, password) {
    try {
      return await verify(stored, password);
    } catch {
      return false; // a malformed stored hash matches nothing
    }
  },
};

/** A readable one-time password (create-admin): 20 characters from a 32-letter alphabet, 100 bits. */
export function oneTimePassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789-";
  return Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => alphabet[b % 32]).join("");
}
