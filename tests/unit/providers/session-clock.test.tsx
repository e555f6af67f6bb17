// The console's session clock (issue 20): the rule, the activity it counts and the phases it
// goes through, on a fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { DEFAULT_SESSION_TIMEOUT_MINUTES, SESSION_MAX_AGE_MS, idleTimeoutMs, sessionEnd, sessionEnded } from "../../../src/lib/session-rules";
import { clearSessionTimes, readSessionTimes, recordActivity, startSession, SESSION_TIMES_KEY } from "../../../providers/session-activity";
import { createHttpClient } from "../../../providers/http";
import { useSessionEnd } from "../../../src/app/session/useSessionEnd";
import { sessionWarningText } from "../../../src/app/session/SessionTimeout";

const MIN = 60_000;
const HOUR = 60 * MIN;
const T0 = Date.UTC(2026, 10, 25, 9, 0, 0);

describe("session rules (src/lib/session-rules.ts)", () => {
  it("the idle timeout is the user's own sessionTimeout, default 30 minutes (SPEC §3)", () => {
    expect(DEFAULT_SESSION_TIMEOUT_MINUTES).toBe(30);
    expect(idleTimeoutMs({ sessionTimeout: 15 })).toBe(15 * MIN);
    expect(idleTimeoutMs({ sessionTimeout: 480 })).toBe(480 * MIN);
    for (const bad of [undefined, null, 0, -5, Number.NaN, "15", Infinity]) expect(idleTimeoutMs({ sessionTimeout: bad })).toBe(30 * MIN);
    expect(idleTimeoutMs(null)).toBe(30 * MIN);
  });

  it("ends at the idle limit, or 12 hours after sign-in, whichever is first", () => {
    expect(SESSION_MAX_AGE_MS).toBe(12 * HOUR);
    expect(sessionEnd({ startedAt: T0, lastActiveAt: T0 + HOUR }, { sessionTimeout: 30 })).toEqual({ at: T0 + HOUR + 30 * MIN, absolute: false });
    expect(sessionEnd({ startedAt: T0, lastActiveAt: T0 + 11 * HOUR }, { sessionTimeout: 120 })).toEqual({ at: T0 + 12 * HOUR, absolute: true });
    const times = { startedAt: T0, lastActiveAt: T0 };
    expect(sessionEnded(times, null, T0 + 30 * MIN)).toBe(false);
    expect(sessionEnded(times, null, T0 + 30 * MIN + 1)).toBe(true);
  });
});

describe("activity (providers/session-activity.ts)", () => {
  it("counts successful calls by the time they were sent, only while signed in, never backwards", async () => {
    recordActivity(T0);
    expect(readSessionTimes()).toBeNull();
    startSession(T0);
    recordActivity(T0 + 5 * MIN);
    recordActivity(T0 + 2 * MIN);
    expect(readSessionTimes()).toEqual({ startedAt: T0, lastActiveAt: T0 + 5 * MIN });
    clearSessionTimes();
    expect(localStorage.getItem(SESSION_TIMES_KEY)).toBeNull();
    localStorage.setItem(SESSION_TIMES_KEY, "{broken");
    expect(readSessionTimes()).toBeNull();
  });

  it("the http client records a successful call, not a failed one", async () => {
    const http = createHttpClient("");
    startSession(1);
    await http.post("/api/user/login", { email: "viewer@paydesk.dev" });
    const after = readSessionTimes()!.lastActiveAt;
    expect(after).toBeGreaterThan(1);
    startSession(1);
    await http.get("/api/users").catch(() => undefined); // 403 for a viewer
    expect(readSessionTimes()!.lastActiveAt).toBe(1);
  });
});

describe("useSessionEnd", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it("active, then a warning counting down the last 60 seconds, then ended; activity puts it back", () => {
    startSession(T0);
    const { result } = renderHook(() => useSessionEnd({ email: "a@b.c", role: "viewer", sessionTimeout: 15 }));
    expect(result.current.phase).toBe("active");
    act(() => void vi.advanceTimersByTime(14 * MIN - 1));
    expect(result.current.phase).toBe("active");
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ phase: "warning", secondsLeft: 60 });
    expect(sessionWarningText(result.current.secondsLeft)).toBe("Your session will expire in 60 seconds");
    act(() => void vi.advanceTimersByTime(59_000));
    expect(result.current).toMatchObject({ phase: "warning", secondsLeft: 1 });
    expect(sessionWarningText(1)).toBe("Your session will expire in 1 second");
    act(() => recordActivity(Date.now()));
    expect(result.current.phase).toBe("active");
    act(() => void vi.advanceTimersByTime(15 * MIN));
    expect(result.current.phase).toBe("ended");
  });

  it("12 hours after sign-in it ends however active, and says the end is absolute", () => {
    startSession(T0);
    const { result } = renderHook(() => useSessionEnd({ email: "a@b.c", role: "admin", sessionTimeout: 480 }));
    for (let h = 1; h < 12; h++) {
      act(() => {
        vi.advanceTimersByTime(HOUR);
        recordActivity(Date.now());
      });
      expect(result.current.phase, `${h} h`).toBe("active");
    }
    act(() => void vi.advanceTimersByTime(HOUR - 60_000));
    expect(result.current).toMatchObject({ phase: "warning", end: { absolute: true }, secondsLeft: 60 });
    act(() => recordActivity(Date.now()));
    expect(result.current.phase).toBe("warning");
    act(() => void vi.advanceTimersByTime(60_000));
    expect(result.current.phase).toBe("ended");
  });

  it("a signed-in user with no recorded times starts counting now", () => {
    const { result } = renderHook(() => useSessionEnd({ email: "a@b.c", role: "viewer" }));
    expect(readSessionTimes()).toEqual({ startedAt: T0, lastActiveAt: T0 });
    expect(result.current.end).toEqual({ at: T0 + 30 * MIN, absolute: false });
  });
});
