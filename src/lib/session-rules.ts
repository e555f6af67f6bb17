// When a session ends (issue 20): after the user's own idle timeout (SPEC §3 `sessionTimeout`,
// minutes, default 30) without activity, and at most 12 hours after sign-in whatever happens.
// One rule for both sides: the demo backend refuses calls after it, the console signs out at it.

export const DEFAULT_SESSION_TIMEOUT_MINUTES = 30;
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** The console warns this long before the end. */
export const SESSION_WARNING_MS = 60 * 1000;

export interface SessionTimes {
  /** Sign-in (epoch ms). */
  startedAt: number;
  /** Last activity (epoch ms): the last authenticated call. */
  lastActiveAt: number;
}

/** The user's idle timeout in ms; a missing or unusable value gives the SPEC default. */
export function idleTimeoutMs(user: { sessionTimeout?: unknown } | null | undefined): number {
  const minutes = user?.sessionTimeout;
  const valid = typeof minutes === "number" && Number.isFinite(minutes) && minutes > 0;
  return (valid ? minutes : DEFAULT_SESSION_TIMEOUT_MINUTES) * 60 * 1000;
}

export interface SessionEnd {
  /** When the session ends (epoch ms). */
  at: number;
  /** Ends at the 12-hour limit: activity can no longer extend it. */
  absolute: boolean;
}

export function sessionEnd(times: SessionTimes, user: { sessionTimeout?: unknown } | null | undefined): SessionEnd {
  const idleEnd = times.lastActiveAt + idleTimeoutMs(user);
  const absoluteEnd = times.startedAt + SESSION_MAX_AGE_MS;
  return idleEnd < absoluteEnd ? { at: idleEnd, absolute: false } : { at: absoluteEnd, absolute: true };
}

/** Whether the session has ended at `now` (idle longer than the timeout, or older than 12 hours). */
export function sessionEnded(times: SessionTimes, user: { sessionTimeout?: unknown } | null | undefined, now: number): boolean {
  return now > sessionEnd(times, user).at;
}
