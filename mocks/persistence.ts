// IndexedDB storage of the demo backend's state (browser only), shared by the tabs of a browser.
//
// Database `paydesk-demo`, one object store `state` with three keys:
//   "data:default" — the default profile's data (everything but sessions);
//   "sessions"     — the session map, shared by both profiles (user ids are the
//                    same in both, so signing in survives a profile switch);
//   "revision"     — a counter raised by every save, so a tab can tell with one small read
//                    whether another tab saved since it last read (mocks/shared-state.ts).
// The large profile's data is not stored: it is reseeded on every load, which is
// faster than reading ~50k records back and keeps benchmarks deterministic.
//
// Every operation gives up after STORAGE_TIMEOUT_MS (an IndexedDB that never opens must not
// hold the console), and fails with a StorageError that says why in words a person can read.
import type { DbState, Profile } from "./types";
import { SCHEMA } from "./stored-state";

export const DB_NAME = "paydesk-demo";
export const STORE = "state";
const DB_VERSION = 1;
const SESSIONS_KEY = "sessions";
const REVISION_KEY = "revision";
const dataKey = (profile: Profile) => `data:${profile}`;
export const STORAGE_TIMEOUT_MS = 3000;

/** Whether a profile's data (not just its sessions) is persisted. */
export function persistsData(profile: Profile): boolean {
  return profile === "default";
}

/** What is stored, as read in one transaction; the records are unchecked (mocks/stored-state.ts). */
export interface StoredSnapshot {
  revision: number;
  /** `{ schema, savedAt, data }`, or undefined when none is stored (or the profile's data is not kept). */
  data: unknown;
  /** `{ schema, sessions }`, or undefined. */
  sessions: unknown;
}

/** The demo backend's storage: IndexedDB in the browser, a fake in unit tests. */
export interface DemoStore {
  /** The revision of what is stored (0 when nothing was ever saved). */
  revision(): Promise<number>;
  read(profile: Profile): Promise<StoredSnapshot>;
  /** Saves `state` (its data if the profile keeps it, and the sessions); resolves to the new revision. */
  write(profile: Profile, state: DbState): Promise<number>;
}

/** A storage failure, with the reason in words for the console's banner and error answers. */
export class StorageError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = "StorageError";
  }
}

/** A reason a person can read, for any failure (QuotaExceededError is the common one). */
export function storageFailureReason(error: unknown): string {
  if (error instanceof StorageError) return error.message;
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "QuotaExceededError") return "the browser's storage for this site is full";
  return "the browser's storage refused it";
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new StorageError(`the browser's storage did not answer within ${ms / 1000} s (${what})`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted"));
  });
}

function get(store: IDBObjectStore, key: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = store.get(key);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

const asRevision = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : 0);

/** The IndexedDB store; opened on first use. */
export function indexedDbStore(factory: IDBFactory, timeoutMs: number = STORAGE_TIMEOUT_MS): DemoStore {
  let opening: Promise<IDBDatabase> | null = null;

  const open = (): Promise<IDBDatabase> => {
    if (!opening) {
      opening = new Promise<IDBDatabase>((resolve, reject) => {
        let request: IDBOpenDBRequest;
        try {
          request = factory.open(DB_NAME, DB_VERSION);
        } catch (error) {
          reject(new StorageError("the browser does not allow this site to store data", { cause: error }));
          return;
        }
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
        request.onerror = () => reject(new StorageError("the browser does not allow this site to store data", { cause: request.error }));
        request.onblocked = () => reject(new StorageError("another PayDesk tab holds the storage open"));
      });
      opening.catch(() => {
        opening = null;
      });
    }
    return opening;
  };

  const read = async (profile: Profile | null): Promise<StoredSnapshot> => {
    const db = await open();
    const store = db.transaction(STORE, "readonly").objectStore(STORE);
    const [revision, data, sessions] = await Promise.all([
      get(store, REVISION_KEY),
      profile && persistsData(profile) ? get(store, dataKey(profile)) : undefined,
      profile ? get(store, SESSIONS_KEY) : undefined,
    ]);
    return { revision: asRevision(revision), data, sessions };
  };

  const write = async (profile: Profile, state: DbState): Promise<number> => {
    const db = await open();
    const tx = db.transaction(STORE, "readwrite");
    const store = tx.objectStore(STORE);
    const finished = done(tx);
    finished.catch(() => undefined); // awaited below, unless a put throws first
    let revision = 0;
    try {
      const { sessions, ...data } = state;
      // put() clones synchronously, so later mutations do not leak into this snapshot.
      if (persistsData(profile)) store.put({ schema: SCHEMA, savedAt: new Date().toISOString(), data }, dataKey(profile));
      store.put({ schema: SCHEMA, sessions }, SESSIONS_KEY);
      const current = store.get(REVISION_KEY);
      current.onsuccess = () => {
        revision = asRevision(current.result) + 1;
        try {
          store.put(revision, REVISION_KEY);
        } catch {
          tx.abort();
        }
      };
    } catch (error) {
      tx.abort(); // e.g. QuotaExceededError: nothing of this save is kept
      throw error;
    }
    await finished;
    return revision;
  };

  return {
    revision: () => withTimeout(read(null), timeoutMs, "reading").then((snapshot) => snapshot.revision),
    read: (profile) => withTimeout(read(profile), timeoutMs, "reading"),
    write: (profile, state) => withTimeout(write(profile, state), timeoutMs, "saving"),
  };
}
