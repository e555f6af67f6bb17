// Idempotency-Key on the demo backend (docs/api-extensions.md "Idempotency-Key"): the first
// successful answer to a write carrying a key is remembered, per user, method, path and key, and
// a repeat of that request gets the same answer without the work being done again. So a retry
// after a lost answer (network failure, timeout) never moves money or creates a record twice.
import type { DbState, IdempotentAnswer } from "./types";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Answers are kept this long, like Stripe's 24 hours; older ones are dropped. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** And at most this many (the oldest go first). */
export const MAX_IDEMPOTENT_ANSWERS = 1000;
const KEY_RE = /^[\x21-\x7e]{1,255}$/;

export const KEY_INVALID = "Idempotency-Key must be 1 to 255 visible ASCII characters";
export const KEY_REUSED = "Idempotency-Key was already used for a different request";
export const KEY_IN_PROGRESS = "A request with this Idempotency-Key is still in progress";

/** Keys of requests being answered right now (not stored: a reload ends them). */
const inFlight = new Set<string>();

export function validKey(key: string): boolean {
  return KEY_RE.test(key);
}

export function answerId(userId: string, method: string, path: string, key: string): string {
  return JSON.stringify([userId, method.toUpperCase(), path, key]);
}

export function savedAnswer(db: DbState, id: string): IdempotentAnswer | undefined {
  const answers = db.idempotency;
  if (!Object.prototype.hasOwnProperty.call(answers, id)) return undefined;
  const answer = answers[id];
  return Date.now() - answer.at > IDEMPOTENCY_TTL_MS ? undefined : answer;
}

export function saveAnswer(db: DbState, id: string, answer: IdempotentAnswer): void {
  const answers = db.idempotency;
  answers[id] = answer;
  const now = Date.now();
  const ids = Object.keys(answers); // insertion order: oldest first
  for (let i = 0; i < ids.length; i++) {
    if (ids.length - i > MAX_IDEMPOTENT_ANSWERS || now - answers[ids[i]].at > IDEMPOTENCY_TTL_MS) delete answers[ids[i]];
  }
}

/** Runs `work` unless the same key is already being answered (then false). */
export async function exclusively<T>(id: string, work: () => Promise<T>): Promise<{ ran: false } | { ran: true; value: T }> {
  if (inFlight.has(id)) return { ran: false };
  inFlight.add(id);
  try {
    return { ran: true, value: await work() };
  } finally {
    inFlight.delete(id);
  }
}
