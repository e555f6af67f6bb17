// Idempotency-Key (docs/api-extensions.md "Idempotency-Key"): the first successful answer to a
// write that carries a key is kept, per user, method, path and key, for 24 hours; a repeat gets it
// again (`Idempotent-Replayed: true`) and nothing is done twice; the same key with another body is
// 422. The claim, the work and the kept answer commit in one transaction, so across processes a
// repeat that arrives while the first runs waits for it and then replays it, and a failed first
// attempt leaves no claim behind (the key may be used again with a corrected request).
import type { Store } from "../store/types";
import { sessionId } from "./sessions";
import { HttpError } from "./validate";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_RE = /^[\x21-\x7e]{1,255}$/;

export const KEY_INVALID = "Idempotency-Key must be 1 to 255 visible ASCII characters";
export const KEY_REUSED = "Idempotency-Key was already used for a different request";
export const KEY_IN_PROGRESS = "A request with this Idempotency-Key is still in progress";

/** A failed answer: thrown out of the transaction so the claim goes with it, then answered. */
class NotKept {
  constructor(readonly response: Response) {}
}

export interface KeyedWrite {
  userId: string;
  method: string;
  path: string;
  key: string;
  /** The request's body text. */
  request: string;
}

/** Bodies a repeat is answered with instead of the first answer's own (see `replayAs`). */
const replayBodies = new WeakMap<Response, string>();

/**
 * Makes a repeat of this write answered with `body` rather than `response`'s own: a secret shown once
 * in the first answer (a new API key's value) is never kept, so a replay carries it masked.
 */
export function replayAs(response: Response, body: unknown): Response {
  replayBodies.set(response, JSON.stringify(body));
  return response;
}

/** The body a repeat of this answer gets: the one `replayAs` set, else its own. */
export async function replayBody(response: Response): Promise<string> {
  return replayBodies.get(response) ?? (await response.clone().text());
}

/** Runs `work` at most once per key (see above); `work` gets the transaction's store. */
export async function once(store: Store, write: KeyedWrite, work: (tx: Store) => Promise<Response>, now: number = Date.now()): Promise<Response> {
  if (!KEY_RE.test(write.key)) throw new HttpError(400, KEY_INVALID);
  const id = await sessionId(JSON.stringify([write.userId, write.method.toUpperCase(), write.path, write.key]));
  try {
    return await store.atomically(async (tx) => {
      const expired = await tx.idempotency.get(id);
      if (expired && now - Date.parse(expired.at) > IDEMPOTENCY_TTL_MS) await tx.idempotency.remove(id);
      const claimed = await tx.idempotency.insertIfAbsent({
        id, userId: write.userId, request: write.request, status: null, body: null, contentType: null, at: new Date(now).toISOString(),
      });
      if (!claimed) {
        const saved = await tx.idempotency.get(id);
        if (!saved || saved.status === null) throw new HttpError(409, KEY_IN_PROGRESS);
        if (saved.request !== write.request) throw new HttpError(422, KEY_REUSED);
        const headers: Record<string, string> = { "Idempotent-Replayed": "true" };
        if (saved.contentType) headers["Content-Type"] = saved.contentType;
        return new Response(saved.status === 204 ? null : saved.body, { status: saved.status, headers });
      }
      const response = await work(tx);
      if (!response.ok) throw new NotKept(response);
      const body = await replayBody(response);
      await tx.idempotency.update(id, { status: response.status, body, contentType: response.headers.get("Content-Type") });
      return response;
    });
  } catch (error) {
    if (error instanceof NotKept) return error.response;
    throw error;
  }
}

/** Drops answers older than 24 hours (housekeeping: they are ignored anyway). */
export async function forgetOldAnswers(store: Store, now: number = Date.now()): Promise<number> {
  return store.idempotency.removeWhere({ filters: [{ field: "at", op: "lte", value: new Date(now - IDEMPOTENCY_TTL_MS).toISOString(), type: "date" }] });
}
