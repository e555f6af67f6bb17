// The console's view of the session's clock (issue 20): when it signed in and when it last made a
// successful call. Kept in localStorage so every tab, like the server, sees the same activity.
// Times only, nothing secret.
import type { SessionTimes } from "../src/lib/session-rules";

export const SESSION_TIMES_KEY = "paydesk:session";
type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; times: SessionTimes | null } = { raw: null, times: null };

function parse(raw: string | null): SessionTimes | null {
  if (raw === null) return null;
  try {
    const v = JSON.parse(raw) as Partial<SessionTimes> | null;
    if (v && Number.isFinite(v.startedAt) && Number.isFinite(v.lastActiveAt)) {
      return { startedAt: v.startedAt as number, lastActiveAt: v.lastActiveAt as number };
    }
  } catch {
    // unusable: as if absent
  }
  return null;
}

export function readSessionTimes(): SessionTimes | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SESSION_TIMES_KEY);
  } catch {
    return null;
  }
  if (raw !== cached.raw) cached = { raw, times: parse(raw) };
  return cached.times;
}

function write(times: SessionTimes | null): void {
  try {
    if (times) localStorage.setItem(SESSION_TIMES_KEY, JSON.stringify(times));
    else localStorage.removeItem(SESSION_TIMES_KEY);
  } catch {
    return;
  }
  listeners.forEach((l) => l());
}

/** A session began at `at` (the sign-in call was sent then). */
export function startSession(at: number = Date.now()): void {
  write({ startedAt: at, lastActiveAt: at });
}

/**
 * A call sent at `sentAt` succeeded. The time it was sent, not answered: the server saw it no
 * earlier, so the console never believes in more time than the server gives. Ignored when no
 * session is open (the sign-in call itself, calls after logging out).
 */
export function recordActivity(sentAt: number): void {
  const times = readSessionTimes();
  if (!times || sentAt <= times.lastActiveAt) return;
  write({ ...times, lastActiveAt: sentAt });
}

export function clearSessionTimes(): void {
  write(null);
}

export function subscribeSessionTimes(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === SESSION_TIMES_KEY || e.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
