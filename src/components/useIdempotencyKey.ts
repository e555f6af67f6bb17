// One Idempotency-Key per attempt of a dialog (docs/api-extensions.md): the same key for every
// retry of a submit that failed (its answer may have been lost after the server did the work),
// a new one after a success and each time the dialog opens anew.
import { useCallback, useState } from "react";
import { newIdempotencyKey } from "../lib/idempotency";

export interface IdempotencyKey {
  /** Send as `meta: { idempotencyKey: key }` on the mutation. */
  key: string;
  /** Call after a successful submit: the next submit is a new request. */
  renew: () => void;
}

/**
 * `open`: pass the dialog's open state when the form stays mounted while closed; a new key is
 * made each time it turns true. A form mounted per opening (antd `destroyOnHidden`) needs none.
 */
export function useIdempotencyKey(open = true): IdempotencyKey {
  const [state, setState] = useState(() => ({ key: newIdempotencyKey(), open }));
  if (state.open !== open) {
    // Adjusting state to a prop during render (React's pattern): no extra render with the old key.
    setState({ key: open ? newIdempotencyKey() : state.key, open });
  }
  const renew = useCallback(() => setState((s) => ({ ...s, key: newIdempotencyKey() })), []);
  return { key: state.key, renew };
}
