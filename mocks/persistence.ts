// IndexedDB persistence of the demo backend's state (browser only).
//
// Database `paydesk-demo`, one object store `state` with two keys:
//   "data:default" — the default profile's data (everything but sessions);
//   "sessions"     — the session map, shared by both profiles (user ids are the
//                    same in both, so signing in survives a profile switch).
// The large profile's data is not stored: it is reseeded on every load, which is
// faster than reading ~50k records back and keeps benchmarks deterministic.
//
// Every function is a no-op when `indexedDB` is undefined (Node, jsdom).
import { onChange, onSessionActivity, type DbState, type Profile } from "./db";
import { validSessions } from "./sessions";
import type { Session } from "./types";

export const DB_NAME = "paydesk-demo";
export const STORE = "state";
const DB_VERSION = 1;
/** Bump when the stored shape changes: older data is then ignored and reseeded. */
const SCHEMA = 1;
const SESSIONS_KEY = "sessions";
const dataKey = (profile: Profile) => `data:${profile}`;
/** A save that takes longer than this is abandoned (the handler answers anyway). */
const SAVE_TIMEOUT_MS = 2000;

type StoredData = { schema: number; savedAt: string; data: Omit<DbState, "sessions"> };
type StoredSessions = { schema: number; sessions: Record<string, Session> };

export function persistenceAvailable(): boolean {
  return typeof indexedDB !== "undefined" && indexedDB !== null;
}

/** Whether a profile's data (not just its sessions) is persisted. */
export function persistsData(profile: Profile): boolean {
  return profile === "default";
}

let opening: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  if (!opening) {
    opening = new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(DB_NAME, DB_VERSION);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
      };
      request.onsuccess = () => {
        const db = request.result;
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error("IndexedDB open blocked"));
    });
    opening.catch(() => {
      opening = null;
    });
  }
  return opening;
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted"));
  });
}

function get<T>(store: IDBObjectStore, key: string): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const request = store.get(key);
    request.onsuccess = () => resolve(request.result as T | undefined);
    request.onerror = () => reject(request.error);
  });
}

export interface PersistedState {
  /** The profile's data, or null if none is stored (or it is from an older schema). */
  data: Omit<DbState, "sessions"> | null;
  sessions: Record<string, Session>;
}

/** Reads what is stored for `profile`. Resolves to empty results if nothing is stored. */
export async function loadPersisted(profile: Profile): Promise<PersistedState> {
  if (!persistenceAvailable()) return { data: null, sessions: {} };
  const db = await openDb();
  const tx = db.transaction(STORE, "readonly");
  const store = tx.objectStore(STORE);
  const [data, sessions] = await Promise.all([
    persistsData(profile) ? get<StoredData>(store, dataKey(profile)) : Promise.resolve(undefined),
    get<StoredSessions>(store, SESSIONS_KEY),
  ]);
  return {
    data: data && data.schema === SCHEMA && Array.isArray(data.data?.users) ? data.data : null,
    sessions: sessions && sessions.schema === SCHEMA ? validSessions(sessions.sessions) : {},
  };
}

/** Writes `state` for `profile` (its data if that profile is persisted, and the sessions). */
export async function savePersisted(profile: Profile, state: DbState): Promise<void> {
  if (!persistenceAvailable()) return;
  const db = await openDb();
  const tx = db.transaction(STORE, "readwrite");
  const store = tx.objectStore(STORE);
  const { sessions, ...data } = state;
  // put() clones synchronously, so later mutations do not leak into this snapshot.
  if (persistsData(profile)) {
    store.put({ schema: SCHEMA, savedAt: new Date().toISOString(), data } satisfies StoredData, dataKey(profile));
  }
  store.put({ schema: SCHEMA, sessions } satisfies StoredSessions, SESSIONS_KEY);
  await done(tx);
}

/** Writes the sessions only (a read moved a session's last-activity time). */
export async function saveSessions(sessions: DbState["sessions"]): Promise<void> {
  if (!persistenceAvailable()) return;
  const db = await openDb();
  const tx = db.transaction(STORE, "readwrite");
  tx.objectStore(STORE).put({ schema: SCHEMA, sessions } satisfies StoredSessions, SESSIONS_KEY);
  await done(tx);
}

/** Deletes everything stored. */
export async function clearPersisted(): Promise<void> {
  if (!persistenceAvailable()) return;
  const db = await openDb();
  const tx = db.transaction(STORE, "readwrite");
  tx.objectStore(STORE).clear();
  await done(tx);
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`IndexedDB save took more than ${ms} ms`)), ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Saves the state after every change. Saves are serialised and coalesced: a
 * change during a save schedules exactly one more save of the latest state.
 * The listener's promise resolves when the change is on disk, and handlers wait
 * for it before answering, so a reload right after a success never loses it.
 * Returns the unsubscribe function.
 */
export function persistChanges(profile: Profile): () => void {
  if (!persistenceAvailable()) return () => {};
  let latest: DbState | null = null;
  let running: Promise<void> | null = null;

  const drain = async () => {
    while (latest) {
      const state = latest;
      latest = null;
      try {
        await withTimeout(savePersisted(profile, state), SAVE_TIMEOUT_MS);
      } catch (error) {
        console.warn("[demo backend] could not save demo data", error);
      }
    }
    running = null;
  };

  // Session activity: the sessions alone, coalesced the same way, nobody waits for it.
  let sessionsLatest: DbState | null = null;
  let sessionsRunning: Promise<void> | null = null;
  const drainSessions = async () => {
    while (sessionsLatest) {
      const state = sessionsLatest;
      sessionsLatest = null;
      try {
        await withTimeout(saveSessions(state.sessions), SAVE_TIMEOUT_MS);
      } catch (error) {
        console.warn("[demo backend] could not save the sessions", error);
      }
    }
    sessionsRunning = null;
  };
  const stopActivity = onSessionActivity((state) => {
    sessionsLatest = state;
    if (!sessionsRunning) sessionsRunning = drainSessions();
  });

  const stopChanges = onChange((state) => {
    latest = state;
    if (!running) running = drain();
    return running;
  });
  return () => {
    stopActivity();
    stopChanges();
  };
}
