// One Idempotency-Key per submission attempt of a dialog: a retry after a failure (network error,
// timeout) sends the same key, so the server answers it once; a new submission gets a new key.
import { useCallback, useMemo, useRef } from "react";

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  const current = useCallback(() => (key.current ??= newKey()), []);
  const renew = useCallback(() => {
    key.current = null;
  }, []);
  return useMemo(() => ({ current, renew }), [current, renew]);
}
