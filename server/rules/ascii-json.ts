// JSON text of a list as ASCII bytes: every list answer (server/rules/respond.ts).
//
// One non-ASCII character (the em dash in some transaction descriptions) makes V8 build the whole
// JSON text of a list as a two-byte string: 50,000 transactions become 24 MB of UTF-16 that is
// slow to encode to UTF-8, and the page then decodes the answer into a two-byte string again
// before parsing it. Writing non-ASCII characters as `\uXXXX` escapes (the same JSON value) keeps
// every string one-byte end to end. The list is stringified in blocks so that the escaping works
// on small strings and the pieces are copied once, into one buffer.

const NON_ASCII = /[\u0080-\uffff]/g;
const escape = (unit: string) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`;
const ascii = new TextEncoder();

/** `JSON.stringify(items)` as UTF-8 bytes that are all ASCII (non-ASCII characters escaped). */
export function asciiJsonBytes(items: readonly unknown[], blockSize = 500): Uint8Array<ArrayBuffer> {
  const parts: string[] = [];
  let length = 2; // [ ]
  const step = Math.max(1, Math.floor(blockSize));
  for (let start = 0; start < items.length; start += step) {
    const part = JSON.stringify(items.slice(start, start + step)).slice(1, -1).replace(NON_ASCII, escape);
    parts.push(part);
    length += part.length + (parts.length > 1 ? 1 : 0); // a comma before every part but the first
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  bytes[at++] = 0x5b; // [
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) bytes[at++] = 0x2c; // ,
    at += ascii.encodeInto(parts[i], bytes.subarray(at)).written;
  }
  bytes[at++] = 0x5d; // ]
  return bytes;
}
