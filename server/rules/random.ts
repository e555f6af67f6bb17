// Random text for run-time secrets (token values, API key values), shared by the PayDesk server and
// the demo backend. crypto.getRandomValues works in Node 20 and in every browser, also on an insecure
// origin (crypto.randomUUID does not), so the demo on a LAN address can call it too.

export const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** `length` characters of `alphabet` (at most 256 characters), each equally likely. */
export function randomText(length: number, alphabet: string = ALPHANUMERIC): string {
  // Bytes at or above the largest multiple of the alphabet's size are drawn again: `byte % size` of
  // every byte would make the first characters more likely than the rest.
  const limit = 256 - (256 % alphabet.length);
  let out = "";
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit) out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}
