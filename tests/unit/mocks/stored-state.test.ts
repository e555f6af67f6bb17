import { describe, expect, it } from "vitest";
import { seed } from "../../../mocks/seed";
import { COLLECTIONS, SCHEMA, checkStoredState } from "../../../mocks/stored-state";

const stored = (data: unknown) => ({ schema: SCHEMA, savedAt: "2026-11-25T00:00:00.000Z", data });
function seeded() {
  const { sessions: _sessions, ...data } = seed("default", Date.UTC(2026, 0, 1));
  return data as unknown as Record<string, unknown[]>;
}

describe("checkStoredState", () => {
  it("accepts the seed and the sessions as they are stored", () => {
    const data = seeded();
    const session = { publicId: "p1", userId: "u1", startedAt: 1, lastActiveAt: 2, userAgent: "Mozilla/5.0 (X11; Linux x86_64)", address: "demo" };
    const checked = checkStoredState(stored(data), { schema: SCHEMA, sessions: { tok: session } });
    expect(checked).toEqual({ data, sessions: { tok: session }, malformed: [] });
  });

  it("a session stored before public ids (extension `sessions`) gets a random one, never its stored key", () => {
    const checked = checkStoredState(undefined, { schema: SCHEMA, sessions: { tok: { userId: "u1", startedAt: 1, lastActiveAt: 2, extra: "dropped" } } });
    expect(checked.sessions.tok).toEqual({ publicId: expect.stringMatching(/^[0-9a-f-]{36}$/), userId: "u1", startedAt: 1, lastActiveAt: 2 });
  });

  it("nothing stored: no data, no sessions, nothing malformed", () => {
    expect(checkStoredState(undefined, undefined)).toEqual({ data: null, sessions: {}, malformed: [] });
  });

  it("data from an older schema is ignored (reseeded), not reported", () => {
    const checked = checkStoredState({ schema: SCHEMA - 1, data: seeded() }, undefined);
    expect(checked).toEqual({ data: null, sessions: {}, malformed: [] });
  });

  const broken: Array<[string, (records: unknown[]) => unknown]> = [
    ["not an array", () => ({ length: 1 })],
    ["missing", () => undefined],
    ["a record that is not an object", (records) => [...records, "x"]],
    ["a record that is null", (records) => [null, ...records]],
    ["a record that is an array", (records) => [[], ...records]],
    ["a numeric id", (records) => [{ ...(records[0] as object), id: 7 }, ...records.slice(1)]],
    ["an empty id", (records) => [{ ...(records[0] as object), id: "" }]],
    ["a missing required field", (records) => records.map(({ createdAt: _c, uploadedAt: _u, email: _e, ...rest }: any) => rest)],
  ];
  for (const collection of COLLECTIONS) {
    for (const [what, damage] of broken) {
      it(`${collection}: ${what} → reported, no data`, () => {
        const data = seeded();
        (data as Record<string, unknown>)[collection] = damage(data[collection]);
        const checked = checkStoredState(stored(data), undefined);
        expect(checked.malformed).toEqual([collection]);
        expect(checked.data).toBeNull();
      });
    }
  }

  it("a user with an unknown role is malformed", () => {
    const data = seeded();
    data.users = [{ ...(data.users[0] as object), role: "root" }];
    expect(checkStoredState(stored(data), undefined).malformed).toEqual(["users"]);
  });

  it("every malformed collection is named", () => {
    const data = seeded();
    data.users = [{ id: 7, email: null }];
    (data as Record<string, unknown>).wallets = "not a list";
    expect(checkStoredState(stored(data), undefined).malformed).toEqual(["users", "wallets"]);
  });

  it("a data record that is not an object, or has no data, is malformed", () => {
    expect(checkStoredState("x", undefined).malformed).toEqual(["data"]);
    expect(checkStoredState({ schema: SCHEMA }, undefined).malformed).toEqual(["data"]);
  });

  it("sessions must be a map; sessions of another shape (an older version's bare user id) are dropped", () => {
    for (const sessions of [null, [], "x"]) {
      const checked = checkStoredState(undefined, { schema: SCHEMA, sessions });
      expect(checked.malformed).toEqual(["sessions"]);
      expect(checked.sessions).toEqual({});
    }
    for (const sessions of [{ tok: 7 }, { tok: "u1" }, { tok: { id: "u1" } }]) {
      const checked = checkStoredState(undefined, { schema: SCHEMA, sessions });
      expect(checked.malformed).toEqual([]);
      expect(checked.sessions).toEqual({});
    }
    expect(checkStoredState(undefined, "junk").malformed).toEqual(["sessions"]);
  });
});
