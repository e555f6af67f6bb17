// The demo backend's in-memory state. Lists are kept newest first
// (createdAt, or uploadedAt for KYC documents): new items are prepended.
import { seed } from "./seed";
import type { DbState, Profile } from "./types";

export type { DbState, Profile } from "./types";

/** Called after each mutation; may return a promise (e.g. a save) that handlers wait for. */
export type ChangeListener = (state: DbState) => void | Promise<void>;

// Seeded on first use, not at import: the browser usually replaces it with saved data at once.
let state: DbState | null = null;
let profile: Profile = "default";
const listeners = new Set<ChangeListener>();

export function getDb(): DbState {
  return (state ??= seed("default"));
}

/** The profile the current state was seeded from. */
export function getProfile(): Profile {
  return profile;
}

/** Reseeds the state (sessions are dropped) and notifies listeners. */
export function resetDb(nextProfile: Profile = "default", now: number = Date.now()): Promise<void> {
  state = seed(nextProfile, now);
  profile = nextProfile;
  return notifyChange();
}

/** Replaces the whole state (e.g. with one loaded from IndexedDB) and notifies listeners. */
export function replaceDb(next: DbState, nextProfile: Profile = profile): Promise<void> {
  state = {
    // Collections of resources served from their declaration (mocks/resource-handlers.ts) come along too.
    ...next,
    users: next.users ?? [],
    wallets: next.wallets ?? [],
    transactions: next.transactions ?? [],
    tokens: next.tokens ?? [],
    merchants: next.merchants ?? [],
    kycDocuments: next.kycDocuments ?? [],
    apiKeys: next.apiKeys ?? [],
    sessions: next.sessions ?? {},
    idempotency: next.idempotency ?? {},
  };
  profile = nextProfile;
  return notifyChange();
}

/**
 * Replaces the whole state without notifying listeners: for state read back from storage
 * (at start, or written by another tab), which must not be saved again.
 */
export function loadDb(next: DbState, nextProfile: Profile = profile): void {
  state = next;
  profile = nextProfile;
}

let changes = 0;

/** How many changes were notified so far: a write that did not move it changed nothing. */
export function changeCount(): number {
  return changes;
}

const activityListeners = new Set<ChangeListener>();

/** Subscribes to session activity (a read on a live session moved its last-activity time). */
export function onSessionActivity(listener: ChangeListener): () => void {
  activityListeners.add(listener);
  return () => {
    activityListeners.delete(listener);
  };
}

/** Tells activity listeners that only the sessions changed; does not wait for them. */
export function notifySessionActivity(): void {
  for (const listener of activityListeners) {
    try {
      void Promise.resolve(listener(getDb())).catch((error: unknown) => console.error("[demo backend] activity listener failed", error));
    } catch (error) {
      console.error("[demo backend] activity listener failed", error);
    }
  }
}

/** Subscribes to changes; returns the unsubscribe function. */
export function onChange(listener: ChangeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Tells listeners the state changed. Handlers call it after every mutation and
 * await it, so a response is only sent once the change is persisted.
 */
export async function notifyChange(): Promise<void> {
  changes++;
  const pending: Array<Promise<void>> = [];
  for (const listener of listeners) {
    try {
      const result = listener(getDb());
      if (result) pending.push(result.catch((error: unknown) => console.error("[demo backend] change listener failed", error)));
    } catch (error) {
      console.error("[demo backend] change listener failed", error);
    }
  }
  await Promise.all(pending);
}
