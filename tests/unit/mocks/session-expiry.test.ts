// The demo backend ends idle and old sessions (issue 20): the user's own sessionTimeout (default
// 30 minutes) without a call, or 12 hours after sign-in whatever happens. On a fake clock. With
// extension `organisation`, the organisation's maximum idle time (default 15) cuts the user's own:
// the tests of the user's own run without it, the last one with it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb, onChange, onSessionActivity } from "../../../mocks/db";
import { setDemoExtensions } from "../../../mocks/extensions";
import { EXTENSIONS } from "../../../src/lib/extension-names";
import { ADMIN, VIEWER, call, callJson, loginAs, outcome } from "./helpers";

const MIN = 60 * 1000;
const T0 = Date.UTC(2026, 10, 25, 9, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(T0);
  setDemoExtensions(EXTENSIONS.filter((name) => name !== "organisation"));
});
afterEach(() => vi.useRealTimers());

const at = (ms: number) => vi.setSystemTime(T0 + ms);

describe("session idle timeout and lifetime", () => {
  it("a session idle longer than 30 minutes (the default) gets 401 Unauthorized and is dropped", async () => {
    const user = await loginAs(VIEWER);
    expect(getDb().users.find((u) => u.id === user.id)?.sessionTimeout ?? 30).toBe(30);
    at(30 * MIN);
    expect((await call("/api/wallets")).status).toBe(200);
    at(60 * MIN + 1);
    expect(await outcome("/api/wallets")).toMatchObject({ status: 401, body: "Unauthorized" });
    expect(getDb().sessions).toEqual({});
  });

  it("each authenticated call refreshes last activity, whatever its answer", async () => {
    await loginAs(VIEWER);
    for (let i = 1; i <= 6; i++) {
      at(i * 25 * MIN);
      // A refused call (403) is still activity on a live session.
      expect((await call(i % 2 ? "/api/dashboard/metrics" : "/api/users")).status).toBe(i % 2 ? 200 : 403);
    }
    const [session] = Object.values(getDb().sessions);
    expect(session.lastActiveAt).toBe(T0 + 150 * MIN);
    at(150 * MIN + 30 * MIN);
    expect((await call("/api/wallets")).status).toBe(200);
  });

  it("uses the user's own sessionTimeout, changed in Settings", async () => {
    const user = await loginAs(ADMIN);
    await callJson(`/api/user/${user.id}/settings`, { method: "PUT", body: { sessionTimeout: 15 } });
    at(15 * MIN + 1);
    expect(await outcome("/api/wallets")).toMatchObject({ status: 401, body: "Unauthorized" });
    await loginAs(ADMIN);
    await callJson(`/api/user/${user.id}/settings`, { method: "PUT", body: { sessionTimeout: 480 } });
    at(15 * MIN + 1 + 400 * MIN);
    expect((await call("/api/wallets")).status).toBe(200);
  });

  it("with extension organisation, the organisation's maximum (default 15 minutes) cuts the user's own 30", async () => {
    setDemoExtensions(null);
    await loginAs(VIEWER);
    at(15 * MIN);
    expect((await call("/api/wallets")).status).toBe(200);
    at(30 * MIN + 1);
    expect(await outcome("/api/wallets")).toMatchObject({ status: 401, body: "Unauthorized" });
  });

  it("refuses a session 12 hours after sign-in, however active", async () => {
    const user = await loginAs(ADMIN);
    await callJson(`/api/user/${user.id}/settings`, { method: "PUT", body: { sessionTimeout: 480 } });
    for (let minutes = 60; minutes < 12 * 60; minutes += 60) {
      at(minutes * MIN);
      expect((await call("/api/wallets")).status, `${minutes} min`).toBe(200);
    }
    at(12 * 60 * MIN + 1);
    expect(await outcome("/api/wallets")).toMatchObject({ status: 401, body: "Unauthorized" });
    // Signing in again starts a new session.
    await loginAs(ADMIN);
    expect((await call("/api/wallets")).status).toBe(200);
  });

  it("signing in drops that person's ended sessions (never anyone else's: the server's rule)", async () => {
    await loginAs(ADMIN);
    at(31 * MIN);
    await loginAs(ADMIN);
    expect(Object.values(getDb().sessions)).toHaveLength(1);
  });

  it("after logout the old cookie gets 401", async () => {
    await loginAs(VIEWER);
    const [token] = Object.keys(getDb().sessions);
    expect((await call("/api/user/logout", { method: "POST" })).status).toBe(204);
    const old = await outcome("/api/wallets", { headers: { Cookie: `paydesk_session=${token}` } });
    expect(old).toMatchObject({ status: 401, body: "Unauthorized" });
  });

  it("a read saves only the sessions (their new time survives a reload); it is no data change", async () => {
    await loginAs(VIEWER);
    let activity = 0;
    let changes = 0;
    const stops = [onSessionActivity(() => void activity++), onChange(() => void changes++)];
    try {
      at(10 * MIN);
      await callJson("/api/wallets");
      expect(activity).toBe(1);
      expect(changes).toBe(0);
      expect(Object.values(getDb().sessions)[0].lastActiveAt).toBe(T0 + 10 * MIN);
    } finally {
      stops.forEach((stop) => stop());
    }
  });
});
