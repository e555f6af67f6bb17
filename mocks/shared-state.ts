// One demo server for all the tabs of a browser. Each tab runs the handlers on its own copy
// of the state (msw answers in the page), so writes are made to behave as one server's:
//   - every write holds a Web Lock shared by the tabs (and so also runs one at a time in a tab);
//   - inside it, the tab first reads back what another tab saved since it last read or wrote
//     (one small read of a revision counter tells; the state is read only when it moved), then
//     runs the handler on current data (a stale tab's withdrawal meets the current balance),
//     then saves the whole state and raises the revision before answering;
//   - a BroadcastChannel message then tells the other tabs, which read the state back (under the
//     lock) and refetch what they show.
// Reads take no lock and do no storage work: the large profile's Transactions list is as fast as before.
//
// When the storage fails (never opens, is full, is missing, holds malformed data) the tab keeps
// working on its own copy in memory and says so (`onStatus`); the write whose save failed is
// undone and answered 507, never as a success.
import * as db from "./db";
import { text, type WriteGate } from "./handlers/http";
import { persistsData, storageFailureReason, type DemoStore, type StoredSnapshot } from "./persistence";
import { checkStoredState } from "./stored-state";
import type { DbState, Profile, Session } from "./types";

export const LOCK_NAME = "paydesk-demo-write";
export const CHANNEL_NAME = "paydesk-demo";

export type StorageStatus = { saving: true } | { saving: false; reason: string };

/** `navigator.locks` (exclusive mode only). */
export interface Locks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Locks for one tab only (where `navigator.locks` is missing): callbacks run one at a time. */
export function tabOnlyLocks(): Locks {
  let last: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const result = last.then(callback, callback);
      last = result.catch(() => undefined);
      return result;
    },
  };
}

/** `BroadcastChannel`, as far as it is used here. */
export interface Channel {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}

/** What a tab tells the others after saving. */
export interface SavedMessage {
  revision: number;
  profile: Profile;
}

export interface SharedStateOptions {
  profile: Profile;
  /** null: this browser has no storage for the site (the demo backend keeps its data in memory). */
  store: DemoStore | null;
  locks: Locks;
  channel: Channel | null;
  /** The profile's seed (fresh data when none is stored, or it is unusable). */
  seed: () => DbState;
  onStatus?: (status: StorageStatus) => void;
  /** Another tab saved data this tab shows: its lists should refetch. */
  onOtherTabSaved?: () => void;
}

export interface SharedState {
  /** Loads what is stored (or the seed) into the demo backend's state. */
  start(): Promise<void>;
  /** For `setWriteGate`: runs a write inside the lock, on current data, and saves it. */
  gate: WriteGate;
  /** Replaces the state with `fresh` and saves it; a tab that could not save tries again here. */
  reset(fresh: DbState): Promise<void>;
  status(): StorageStatus;
}

/** The 507 answer to a write whose save failed (it was undone). */
export function unsavedAnswer(reason: string): Response {
  return text(
    507,
    `Demo data cannot be saved in this browser: ${reason}. Nothing was changed. Try again to keep working with this tab's data in memory (it is lost when the tab closes).`,
  );
}

/** Sessions of users that exist in `state` are added to it, so signed-in users stay signed in. */
export function withSessions(state: DbState, sessions: Record<string, Session>): DbState {
  const ids = new Set(state.users.map((u) => u.id));
  for (const [token, session] of Object.entries(sessions)) {
    if (ids.has(session.userId)) state.sessions[token] = session;
  }
  return state;
}

/** Stored data that failed its checks; the sessions, if they passed, are kept. */
class MalformedState extends Error {
  constructor(
    message: string,
    readonly sessions: Record<string, Session>,
  ) {
    super(message);
  }
}

export function createSharedState(options: SharedStateOptions): SharedState {
  const { profile, store, locks, channel } = options;
  const keepsData = persistsData(profile);
  let status: StorageStatus = store ? { saving: true } : { saving: false, reason: "this browser has no storage for the site" };
  /** The revision this tab's state matches (last read or written). */
  let known = -1;

  const stopSaving = (error: unknown) => {
    const reason = error instanceof MalformedState ? error.message : storageFailureReason(error);
    console.warn(`[demo backend] demo data cannot be saved: ${reason}`, error);
    if (status.saving) {
      status = { saving: false, reason };
      options.onStatus?.(status);
    }
    return reason;
  };

  /** Puts a checked snapshot into the state (the data, for a profile that keeps it; the sessions). */
  const apply = (snapshot: StoredSnapshot, fallback: () => DbState) => {
    const checked = checkStoredState(snapshot.data, snapshot.sessions);
    if (checked.malformed.length > 0) {
      throw new MalformedState(`the saved demo data was malformed (${checked.malformed.join(", ")}), so the demo started again from its original data`, checked.sessions);
    }
    if (keepsData && checked.data) db.loadDb({ ...checked.data, sessions: checked.sessions }, profile);
    else if (keepsData || known === -1) db.loadDb(withSessions(fallback(), checked.sessions), profile);
    else db.getDb().sessions = checked.sessions;
    known = snapshot.revision;
    return checked.data !== null || !keepsData;
  };

  /** Reads back what another tab saved since this tab last read or wrote; true if anything was. */
  const catchUp = async (): Promise<boolean> => {
    if (!store || (await store.revision()) === known) return false;
    apply(await store.read(profile), () => db.getDb());
    return true;
  };

  const broadcast = () => channel?.postMessage({ revision: known, profile } satisfies SavedMessage);

  const save = async () => {
    known = await store!.write(profile, db.getDb());
    broadcast();
  };

  const start = async () => {
    if (!store) {
      db.loadDb(options.seed(), profile);
      options.onStatus?.(status);
      return;
    }
    // The large profile's seed, made at most once (the catch below may need it too).
    let fresh: DbState | null = null;
    const seeded = () => (fresh ??= options.seed());
    try {
      // Read first, seed after: the read's timeout runs on the clock, and a seed that holds the
      // thread longer (500,000 rows: seconds) made it give up on a storage that had answered,
      // so the sessions were lost and the person signed out.
      if (apply(await store.read(profile), seeded)) return;
      // Nothing stored yet: seed and save once, under the lock (another tab may be starting too).
      await locks.request(LOCK_NAME, async () => {
        if (apply(await store.read(profile), options.seed)) return;
        await save();
      });
    } catch (error) {
      stopSaving(error);
      db.loadDb(withSessions(keepsData ? options.seed() : seeded(), error instanceof MalformedState ? error.sessions : {}), profile);
    }
  };

  const gate: WriteGate = (write) =>
    locks.request(LOCK_NAME, async () => {
      if (!status.saving) return write();
      try {
        await catchUp();
      } catch (error) {
        return unsavedAnswer(stopSaving(error));
      }
      // What a failed save puts back: the state as stored (only the sessions are, for the large profile).
      const before = keepsData ? structuredClone(db.getDb()) : structuredClone(db.getDb().sessions);
      const changes = db.changeCount();
      const response = await write();
      if (db.changeCount() === changes) return response;
      if (!keepsData && sameSessions(before as Record<string, Session>, db.getDb().sessions)) return response;
      try {
        await save();
      } catch (error) {
        if (keepsData) db.loadDb(before as DbState, profile);
        else db.getDb().sessions = before as Record<string, Session>;
        return unsavedAnswer(stopSaving(error));
      }
      return response;
    });

  const reset = (fresh: DbState) =>
    locks.request(LOCK_NAME, async () => {
      db.loadDb(fresh, profile);
      if (!store) return;
      try {
        await save();
        if (!status.saving) {
          status = { saving: true };
          options.onStatus?.(status);
        }
      } catch (error) {
        stopSaving(error); // the reset stands, in memory
      }
    });

  channel?.addEventListener("message", (event: MessageEvent) => {
    const message = event.data as Partial<SavedMessage> | null;
    if (!status.saving || typeof message?.revision !== "number") return;
    void locks
      .request(LOCK_NAME, async () => {
        if (status.saving) await catchUp();
      })
      .then(
        () => {
          if (message.profile === profile && keepsData) options.onOtherTabSaved?.();
        },
        (error: unknown) => stopSaving(error),
      );
  });

  return { start, gate, reset, status: () => status };
}

/** The same sessions (a later activity time alone is not worth a save: it is kept in this tab). */
function sameSessions(a: Record<string, Session>, b: Record<string, Session>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key]?.userId === a[key].userId && b[key]?.startedAt === a[key].startedAt);
}
