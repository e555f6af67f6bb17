// Random helpers: a seeded PRNG for the deterministic seed, and crypto-backed
// values (session tokens, ids and key values created at run time).

export type Rng = () => number;

/** mulberry32: a small, fast PRNG with a 32-bit state. Returns floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, used to derive independent PRNG streams from labels. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

const HEX_CODES = Array.from("0123456789abcdef", (c) => c.charCodeAt(0));
const DASH = "-".charCodeAt(0);
const uuidCodes = new Array<number>(36);

/** A uuid-v4-shaped string built from `rng` (built flat: it is made 65k times for the large seed). */
export function uuidFrom(rng: Rng): string {
  let pos = 0;
  for (let word = 0; word < 4; word++) {
    let w = Math.floor(rng() * 4294967296);
    for (let k = 0; k < 8; k++) {
      const n = word * 8 + k; // nibble index 0..31
      let nibble = w & 15;
      w >>>= 4;
      if (n === 12) nibble = 4;
      else if (n === 16) nibble = 8 | (nibble & 3);
      if (n === 8 || n === 12 || n === 16 || n === 20) uuidCodes[pos++] = DASH;
      uuidCodes[pos++] = HEX_CODES[nibble];
    }
  }
  return String.fromCharCode.apply(null, uuidCodes);
}

export function stringFrom(rng: Rng, length: number, alphabet: string = ALPHANUMERIC): string {
  const codes = new Array<number>(length);
  for (let i = 0; i < length; i++) codes[i] = alphabet.charCodeAt(Math.floor(rng() * alphabet.length));
  return String.fromCharCode(...codes);
}

/**
 * A non-deterministic Rng backed by `crypto.getRandomValues` (available in
 * browsers, also on insecure origins, and in Node 20).
 */
export function cryptoRng(): Rng {
  const buffer = new Uint32Array(64);
  let index = buffer.length;
  return () => {
    if (index >= buffer.length) {
      globalThis.crypto.getRandomValues(buffer);
      index = 0;
    }
    return buffer[index++] / 4294967296;
  };
}

const runtimeRng = cryptoRng();

/** A random uuid-v4-shaped id for entities created at run time. */
export function randomId(): string {
  return uuidFrom(runtimeRng);
}

/** Random alphanumerics for run-time secrets (session tokens, key values, token values). */
export function randomString(length: number, alphabet: string = ALPHANUMERIC): string {
  return stringFrom(runtimeRng, length, alphabet);
}
