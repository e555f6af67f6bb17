// Where the signed-in session stands on the clock: active, in its last minute (warning), or ended.
// Purely client-side timing of the user's own setting (src/lib/session-rules.ts): it works against
// any server, and the server may end the session on its own (then a 401 signs out as usual).
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { SessionUser } from "../../domain";
import { SESSION_WARNING_MS, sessionEnd, type SessionEnd } from "../../lib/session-rules";
import { readSessionTimes, startSession, subscribeSessionTimes } from "../../../providers/session-activity";

export type SessionPhase = "active" | "warning" | "ended";

export interface SessionState {
  phase: SessionPhase;
  end: SessionEnd | null;
  /** Whole seconds left (rounded up), for the warning. */
  secondsLeft: number;
}

export function useSessionEnd(user: SessionUser | null): SessionState {
  const times = useSyncExternalStore(subscribeSessionTimes, readSessionTimes, () => null);
  // Signed in before the console kept times (or they were cleared): count from now.
  useEffect(() => {
    if (user && !times) startSession(Date.now());
  }, [user, times]);

  const end = useMemo(() => (user && times ? sessionEnd(times, user) : null), [user, times]);
  const [, setTick] = useState(0);
  const now = Date.now();
  const phase: SessionPhase = !end ? "active" : now >= end.at ? "ended" : now >= end.at - SESSION_WARNING_MS ? "warning" : "active";

  useEffect(() => {
    if (!end || phase === "ended") return;
    const rerender = () => setTick((t) => t + 1);
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    // To the next change of phase, and every second of the warning (its countdown).
    const left = end.at - Date.now();
    timers.push(setTimeout(rerender, phase === "warning" ? left : left - SESSION_WARNING_MS));
    const ticker = phase === "warning" ? setInterval(rerender, 1000) : undefined;
    // Timers sleep with the computer: look again when the page is shown.
    document.addEventListener("visibilitychange", rerender);
    return () => {
      timers.forEach(clearTimeout);
      if (ticker) clearInterval(ticker);
      document.removeEventListener("visibilitychange", rerender);
    };
  }, [end, phase]);

  return { phase, end, secondsLeft: end ? Math.max(0, Math.ceil((end.at - now) / 1000)) : 0 };
}
