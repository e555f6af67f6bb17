// The tabs' shared demo server (mocks/shared-state.ts) against a fake storage: another tab's
// saves are read back before each write, failed saves are answered 507 and undone, and a
// storage that never opens or holds malformed data leaves the demo working in memory.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb, loadDb } from "../../../mocks/db";
import { setWriteGate } from "../../../mocks/handlers/http";
import { StorageError, indexedDbStore, withTimeout, type DemoStore, type StoredSnapshot } from "../../../mocks/persistence";
import { seed } from "../../../mocks/seed";
import { createSharedState, tabOnlyLocks, type Channel, type SharedStateOptions, type StorageStatus } from "../../../mocks/shared-state";
import { SCHEMA } from "../../../mocks/stored-state";
import type { DbState } from "../../../mocks/types";
import { ADMIN, OPERATOR, callJson, loginAs, outcome } from "./helpers";

/** An in-memory stand-in for IndexedDB: what the tabs of one browser share. */
class FakeStore implements DemoStore {
  rev = 0;
  data: unknown = undefined;
  sessions: unknown = undefined;
  writes = 0;
  failWith: unknown = null;
  async revision() {
    return this.rev;
  }
  async read(): Promise<StoredSnapshot> {
    return { revision: this.rev, data: structuredClone(this.data), sessions: structuredClone(this.sessions) };
  }
  async write(_profile: string, state: DbState) {
    if (this.failWith) throw this.failWith;
    this.put(state);
    this.writes++;
    return this.rev;
  }
  put(state: DbState) {
    const { sessions, ...data } = structuredClone(state);
    this.data = { schema: SCHEMA, savedAt: "now", data };
    this.sessions = { schema: SCHEMA, sessions };
    this.rev++;
  }
  /** Another tab saves: its copy of what is stored, changed by `change`. */
  otherTabSaves(change: (state: DbState) => void) {
    const state = { ...structuredClone((this.data as { data: DbState }).data), sessions: structuredClone((this.sessions as { sessions: DbState["sessions"] }).sessions) };
    change(state);
    this.put(state);
  }
}

function fakeChannel() {
  const listeners: Array<(event: MessageEvent) => void> = [];
  const sent: unknown[] = [];
  const channel: Channel = {
    postMessage: (message) => void sent.push(message),
    addEventListener: (_type, listener) => void listeners.push(listener),
  };
  return { channel, sent, receive: (data: unknown) => listeners.forEach((l) => l({ data } as MessageEvent)) };
}

function shared(store: DemoStore | null, extra: Partial<SharedStateOptions> = {}) {
  const statuses: StorageStatus[] = [];
  const state = createSharedState({
    profile: "default",
    store,
    locks: tabOnlyLocks(),
    channel: null,
    seed: () => seed("default"),
    onStatus: (status) => statuses.push(status),
    ...extra,
  });
  return { state, statuses };
}

// A tab that stops saving says why on the console too; that is expected here.
beforeEach(() => void vi.spyOn(console, "warn").mockImplementation(() => undefined));
afterEach(() => {
  setWriteGate(null);
  vi.restoreAllMocks();
});

const walletWithBalance = () => getDb().wallets.find((w) => w.status === "active" && Number(w.balance) > 0)!;

describe("one server for all tabs", () => {
  it("a withdrawal from a stale tab meets the balance another tab left: 422, only its audit event saved", async () => {
    const store = new FakeStore();
    const { state } = shared(store);
    await state.start();
    expect(store.writes).toBe(1); // the seed, saved once
    setWriteGate(state.gate);
    await loginAs(OPERATOR);
    const wallet = walletWithBalance();
    // Another tab withdraws everything; this tab's copy still shows the old balance.
    store.otherTabSaves((s) => (s.wallets.find((w) => w.id === wallet.id)!.balance = "0.00"));
    const writes = store.writes;
    const res = await outcome(`/api/wallets/${wallet.id}/withdraw`, { method: "POST", body: { amount: wallet.balance } });
    expect(res).toMatchObject({ status: 422, body: "Insufficient funds" });
    expect(getDb().wallets.find((w) => w.id === wallet.id)!.balance).toBe("0.00");
    // The refusal is recorded in the audit trail (issue 21), so one save, with the balance as the other tab left it.
    expect(store.writes).toBe(writes + 1);
    const saved = (store.data as { data: DbState }).data;
    expect(saved.wallets.find((w) => w.id === wallet.id)!.balance).toBe("0.00");
    expect(saved.audit?.[0]).toMatchObject({ action: "withdraw", outcome: "422 Insufficient funds" });
  });

  it("a write never undoes another tab's: a user deleted elsewhere stays deleted", async () => {
    const store = new FakeStore();
    const { state } = shared(store);
    await state.start();
    setWriteGate(state.gate);
    await loginAs(ADMIN);
    const victim = getDb().users.find((u) => u.email === "priya.nair@paydesk.dev")!;
    store.otherTabSaves((s) => (s.users = s.users.filter((u) => u.id !== victim.id)));
    await callJson("/api/wallets", { method: "POST", body: { customerId: "c1" } });
    const saved = (store.data as { data: DbState }).data;
    expect(saved.users.some((u) => u.id === victim.id)).toBe(false);
    expect(saved.wallets[0].customerId).toBe("c1");
  });

  it("reads nothing back when no other tab saved (one revision read per write)", async () => {
    const store = new FakeStore();
    const { state } = shared(store);
    await state.start();
    setWriteGate(state.gate);
    await loginAs(OPERATOR);
    const read = vi.spyOn(store, "read");
    const revision = vi.spyOn(store, "revision");
    await callJson("/api/wallets", { method: "POST", body: {} });
    expect(revision).toHaveBeenCalledTimes(1);
    expect(read).not.toHaveBeenCalled();
    await callJson("/api/wallets"); // reads touch no storage
    expect(revision).toHaveBeenCalledTimes(1);
  });

  it("writes in one tab run one at a time: the second starts after the first is saved", async () => {
    const store = new FakeStore();
    const { state } = shared(store);
    await state.start();
    setWriteGate(state.gate);
    await loginAs(OPERATOR);
    const wallet = walletWithBalance();
    const events: string[] = [];
    const write = store.write.bind(store);
    store.write = async (profile, s) => {
      events.push("save start");
      await new Promise((r) => setTimeout(r, 20));
      events.push("save end");
      return write(profile, s);
    };
    const revision = store.revision.bind(store);
    store.revision = () => (events.push("write start"), revision());
    const both = await Promise.all([
      outcome(`/api/wallets/${wallet.id}/withdraw`, { method: "POST", body: { amount: wallet.balance } }),
      outcome(`/api/wallets/${wallet.id}/withdraw`, { method: "POST", body: { amount: wallet.balance } }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    // The refusal saves too: its audit event (issue 21).
    expect(events).toEqual(["write start", "save start", "save end", "write start", "save start", "save end"]);
  });

  it("another tab's message: the state is read back, then the console is told to refetch", async () => {
    const store = new FakeStore();
    const { channel, receive, sent } = fakeChannel();
    const otherTabSaved = vi.fn();
    const { state } = shared(store, { channel, onOtherTabSaved: () => otherTabSaved(getDb().wallets[0].customerId) });
    await state.start();
    expect(sent).toEqual([{ revision: 1, profile: "default" }]);
    store.otherTabSaves((s) => (s.wallets[0].customerId = "from_tab_a"));
    receive({ revision: store.rev, profile: "default" });
    await vi.waitFor(() => expect(otherTabSaved).toHaveBeenCalledWith("from_tab_a"));
  });

  it("a large-profile tab keeps its own data and reads back only the sessions", async () => {
    const store = new FakeStore();
    store.put(seed("default"));
    const { channel, receive } = fakeChannel();
    const otherTabSaved = vi.fn();
    const { state } = shared(store, { profile: "large", seed: () => seed("default", Date.UTC(2030, 0, 1)), channel, onOtherTabSaved: otherTabSaved });
    await state.start();
    expect(getDb().wallets[0].createdAt.startsWith("2030")).toBe(false); // (the fake seed's dates are before its "now")
    const wallets = getDb().wallets;
    store.otherTabSaves((s) => (s.sessions = { tok: { userId: s.users[0].id, startedAt: 1, lastActiveAt: 2 } }));
    receive({ revision: store.rev, profile: "default" });
    // (A session stored before public ids gets a random one: extension `sessions`.)
    await vi.waitFor(() => expect(getDb().sessions).toEqual({ tok: { publicId: expect.any(String), userId: getDb().users[0].id, startedAt: 1, lastActiveAt: 2 } }));
    expect(getDb().wallets).toBe(wallets);
    expect(otherTabSaved).not.toHaveBeenCalled();
  });

  it("a large-profile seed that holds the thread longer than the storage's timeout: the sessions are still read, the seed made once", async () => {
    // Like IndexedDB behind indexedDbStore: the answer takes a few turns of the event loop, and
    // the read gives up after 30 ms on the clock. (500,000 rows took 4.4 s to seed in Chromium.)
    class SlowStore extends FakeStore {
      override read() {
        const answer = (async () => {
          for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
          return super.read();
        })();
        return withTimeout(answer, 30, "reading");
      }
    }
    const store = new SlowStore();
    store.put(seed("default"));
    const token = "tok";
    store.otherTabSaves((s) => (s.sessions = { [token]: { userId: s.users[0].id, startedAt: 1, lastActiveAt: 2 } }));
    const blockingSeed = vi.fn(() => {
      const until = performance.now() + 60;
      while (performance.now() < until); // the CPU's work: the timers wait
      return seed("default", Date.UTC(2030, 0, 1));
    });
    const { state, statuses } = shared(store, { profile: "large", seed: blockingSeed });
    await state.start();
    expect(statuses).toEqual([]); // still saving: the storage answered
    expect(Object.keys(getDb().sessions)).toEqual([token]);
    expect(blockingSeed).toHaveBeenCalledTimes(1);
  });
});

describe("demo storage that fails", () => {
  it("full on save: 507 with a readable message, the write undone, then the demo works in memory", async () => {
    const store = new FakeStore();
    const { state, statuses } = shared(store);
    await state.start();
    setWriteGate(state.gate);
    await loginAs(OPERATOR);
    const count = getDb().wallets.length;
    store.failWith = new DOMException("The quota has been exceeded.", "QuotaExceededError");
    const res = await outcome("/api/wallets", { method: "POST", body: { customerId: "lost" } });
    expect(res.status).toBe(507);
    expect(res.body).toBe(
      "Demo data cannot be saved in this browser: the browser's storage for this site is full. Nothing was changed. Try again to keep working with this tab's data in memory (it is lost when the tab closes).",
    );
    expect(getDb().wallets).toHaveLength(count);
    expect(getDb().transactions.some((t) => t.type === "wallet_creation" && t.walletId && !getDb().wallets.some((w) => w.id === t.walletId))).toBe(false);
    expect(statuses).toEqual([{ saving: false, reason: "the browser's storage for this site is full" }]);
    expect(state.status().saving).toBe(false);
    // The retry works in memory, without trying the storage again.
    const writes = store.writes;
    await callJson("/api/wallets", { method: "POST", body: { customerId: "kept" } });
    expect(getDb().wallets[0].customerId).toBe("kept");
    expect(store.writes).toBe(writes);
  });

  it("storage that stops answering before a write: 507, nothing changed", async () => {
    const store = new FakeStore();
    const { state } = shared(store);
    await state.start();
    setWriteGate(state.gate);
    await loginAs(OPERATOR);
    store.revision = () => Promise.reject(new StorageError("the browser's storage did not answer within 3 s (reading)"));
    const count = getDb().wallets.length;
    const res = await outcome("/api/wallets", { method: "POST", body: {} });
    expect(res.status).toBe(507);
    expect(res.body).toContain("did not answer within 3 s");
    expect(getDb().wallets).toHaveLength(count);
  });

  it("no storage at all: the seed in memory and the status says so", async () => {
    const { state, statuses } = shared(null);
    await state.start();
    expect(getDb().users.length).toBeGreaterThan(0);
    expect(statuses).toEqual([{ saving: false, reason: "this browser has no storage for the site" }]);
    setWriteGate(state.gate);
    await loginAs(OPERATOR);
    await callJson("/api/wallets", { method: "POST", body: { customerId: "mem" } });
    expect(getDb().wallets[0].customerId).toBe("mem");
  });

  it("malformed collections: the whole state is reseeded, the valid sessions kept, the status says so", async () => {
    const store = new FakeStore();
    const state0 = seed("default");
    store.put(state0);
    const admin = state0.users.find((u) => u.email === ADMIN)!;
    (store.sessions as { sessions: DbState["sessions"] }).sessions = { tok: { userId: admin.id, startedAt: 1, lastActiveAt: 2 } };
    const data = (store.data as { data: Record<string, unknown> }).data;
    data.tokens = [{ id: 1 }];
    data.apiKeys = null;
    const { state, statuses } = shared(store);
    await state.start();
    expect(statuses).toEqual([
      { saving: false, reason: "the saved demo data was malformed (tokens, apiKeys), so the demo started again from its original data" },
    ]);
    expect(getDb().tokens.length).toBeGreaterThan(0);
    expect(getDb().apiKeys.length).toBeGreaterThan(0);
    expect(getDb().sessions).toEqual({ tok: { publicId: expect.any(String), userId: admin.id, startedAt: 1, lastActiveAt: 2 } });
    expect(store.writes).toBe(0); // the damaged data is left as it was, until Reset demo data
    // Reset demo data saves again and ends the in-memory mode.
    await state.reset(seed("default"));
    expect(store.writes).toBe(1);
    expect(statuses.at(-1)).toEqual({ saving: true });
  });

  it("IndexedDB that never opens: the read gives up with a readable reason", async () => {
    const neverOpens = { open: () => ({}) as IDBOpenDBRequest } as unknown as IDBFactory;
    const store = indexedDbStore(neverOpens, 30);
    await expect(store.read("default")).rejects.toThrow("the browser's storage did not answer within 0.03 s (reading)");
    const { state, statuses } = shared(store);
    await state.start();
    expect(statuses).toEqual([{ saving: false, reason: "the browser's storage did not answer within 0.03 s (reading)" }]);
    expect(getDb().wallets.length).toBeGreaterThan(0);
  });

  it("IndexedDB that refuses to open (private mode, blocked storage): a readable reason", async () => {
    const refuses = {
      open: () => {
        throw new DOMException("denied", "SecurityError");
      },
    } as unknown as IDBFactory;
    await expect(indexedDbStore(refuses).revision()).rejects.toThrow("the browser does not allow this site to store data");
  });
});

describe("the db's silent load", () => {
  it("loadDb replaces the state without counting a change", async () => {
    const { changeCount } = await import("../../../mocks/db");
    const before = changeCount();
    loadDb(seed("default", Date.UTC(2030, 0, 1)));
    expect(changeCount()).toBe(before);
    expect(getDb().wallets[0].createdAt.startsWith("2030") || getDb().wallets[0].createdAt.startsWith("2029")).toBe(true);
  });
});
