// Idempotency-Key (docs/api-extensions.md): a random key per attempt of a money move or a create,
// sent as a header, so the server can answer a retry of the same attempt without doing it twice.

export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/**
 * A random UUID v4. From getRandomValues, not randomUUID: randomUUID exists only in secure
 * contexts, and the console may be served over plain http on a LAN.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
