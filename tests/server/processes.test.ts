// Two PayDesk server processes on one PostgreSQL database, as behind a load balancer (DESIGN §6
// "Scale"): each is the real Node host (server/main.ts, run from source by build/run-ts.mjs) in an
// OS process of its own, so nothing but the database is shared — not a lock, a pool or a cache.
// Only with PAYDESK_TEST_DATABASE_URL (vitest.config.ts; npm run test:server starts a server).
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "../../server/db/seed";
import { testServer, type TestServer } from "./harness";

interface Instance {
  name: string;
  origin: string;
  child: ChildProcess;
  /** Its log, one JSON object per line. */
  lines: Array<Record<string, unknown>>;
  output: string;
  exited: Promise<number | null>;
}

/** Starts `node build/run-ts.mjs server/main.ts` on the database; resolves once it listens. */
function startInstance(name: string, databaseUrl: string): Promise<Instance> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, PAYDESK_SECRET_KEY: "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=", HOST: "127.0.0.1", PORT: "0", PAYDESK_SEED: "none" };
  delete env.PAYDESK_TEST_DATABASE_URL;
  const child = spawn(process.execPath, ["build/run-ts.mjs", "server/main.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const instance: Instance = { name, origin: "", child, lines: [], output: "", exited };
    let buffered = "";
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      instance.output += chunk;
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop()!;
      for (const text of lines) {
        let line: Record<string, unknown>;
        try {
          line = JSON.parse(text) as Record<string, unknown>;
        } catch {
          line = { notJson: text }; // the test on the log below fails on it
        }
        instance.lines.push(line);
        if (line.event === "listening") {
          instance.origin = String(line.url);
          resolve(instance);
        }
      }
    });
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (instance.output += chunk));
    void exited.then((code) => reject(new Error(`${name} exited (${code}) before listening:\n${instance.output}`)));
  });
}

let db: TestServer;
let a: Instance;
let b: Instance;
let cookie: string;
let operatorId: string;

async function call(instance: Instance, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { Cookie: cookie, ...init.headers };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  return fetch(instance.origin + path, { method: init.method ?? "GET", headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
}

async function balanceOf(instance: Instance, walletId: string): Promise<string> {
  const wallets = (await (await call(instance, "/api/wallets")).json()) as Array<{ id: string; balance: string }>;
  return wallets.find((w) => w.id === walletId)!.balance;
}

async function newWallet(amount: string): Promise<string> {
  const wallet = (await (await call(a, "/api/wallets", { method: "POST", body: { customerId: "processes" } })).json()) as { id: string };
  const loaded = await call(b, `/api/wallets/${wallet.id}/load`, { method: "POST", body: { amount } });
  expect(loaded.status).toBe(200);
  return wallet.id;
}

beforeAll(async () => {
  // A fresh database with the demo data and its schema; the two processes migrate it again (nothing to do).
  db = await testServer();
  [a, b] = await Promise.all([startInstance("A", db.url!), startInstance("B", db.url!)]);
  const signIn = await fetch(`${a.origin}/api/user/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "operator@paydesk.dev", password: DEMO_PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  cookie = signIn.headers.get("Set-Cookie")!.split(";")[0];
  operatorId = ((await signIn.json()) as { id: string }).id;
}, 60_000);

afterAll(async () => {
  for (const instance of [a, b]) if (instance && instance.child.exitCode === null) instance.child.kill("SIGKILL");
  await db?.close();
});

describe("two server processes on one PostgreSQL database", () => {
  it("share sessions: a sign-in at one process is valid at the other", async () => {
    expect((await call(b, "/api/wallets")).status).toBe(200);
    expect((await fetch(`${b.origin}/healthz`)).status).toBe(200);
  });

  it("never overdraw under 240 parallel withdrawals split across them: one success per unit of balance, each with its transaction row", async () => {
    const walletId = await newWallet("73.00");
    const answers = await Promise.all(
      Array.from({ length: 240 }, (_, i) => call(i % 2 ? b : a, `/api/wallets/${walletId}/withdraw`, { method: "POST", body: { amount: "1.00" } })),
    );
    const bodies = await Promise.all(answers.map((r) => r.text()));
    const succeeded = answers.flatMap((r, i) => (r.status === 200 ? [JSON.parse(bodies[i]) as { balance: string }] : []));
    const refused = answers.flatMap((r, i) => (r.status === 200 ? [] : [`${r.status} ${bodies[i]}`]));
    expect(succeeded).toHaveLength(73);
    expect(new Set(refused)).toEqual(new Set(["422 Insufficient funds"]));
    // Each success saw the balance its predecessor left: 72.00, 71.00, … 0.00, every one once, none below zero.
    const balances = succeeded.map((w) => Number(w.balance)).sort((x, y) => y - x);
    expect(balances).toEqual(Array.from({ length: 73 }, (_, i) => 72 - i));
    expect(await balanceOf(a, walletId)).toBe("0.00");
    expect(await db.store.transactions.count({ where: { walletId, type: "withdrawal" } })).toBe(73);
    // Both processes took their half (their request logs say so).
    for (const instance of [a, b])
      expect(instance.lines.filter((l) => l.path === `/api/wallets/${walletId}/withdraw` && l.method === "POST")).toHaveLength(120);
  });

  it("replay an Idempotency-Key sent to the other process without a second effect", async () => {
    const walletId = await newWallet("50.00");
    const send = (instance: Instance, key: string) =>
      call(instance, `/api/wallets/${walletId}/withdraw`, { method: "POST", body: { amount: "5.00" }, headers: { "Idempotency-Key": key } });
    const first = await send(a, "processes-k1");
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    expect(firstBody).toMatchObject({ balance: "45.00" });
    const replay = await send(b, "processes-k1");
    expect([replay.status, replay.headers.get("Idempotent-Replayed")]).toEqual([200, "true"]);
    expect(await replay.json()).toEqual(firstBody);
    expect(await balanceOf(b, walletId)).toBe("45.00");

    // The same key at both at once: one withdrawal; the other waits for it and replays it (or says it is still running).
    const both = await Promise.all([send(a, "processes-k2"), send(b, "processes-k2")]);
    const done = both.filter((r) => r.status === 200 && r.headers.get("Idempotent-Replayed") !== "true");
    expect(done).toHaveLength(1);
    for (const other of both.filter((r) => !done.includes(r)))
      expect(other.status === 409 || (other.status === 200 && other.headers.get("Idempotent-Replayed") === "true")).toBe(true);
    expect(await balanceOf(a, walletId)).toBe("40.00");
    expect(await db.store.transactions.count({ where: { walletId, type: "withdrawal" } })).toBe(2);
  });

  it("log one JSON line per request with its user and request id, never the cookie or the query", async () => {
    const answer = await call(b, "/api/transactions?q=secret-search-term");
    const token = cookie.split("=")[1];
    // The line follows the answer (it waits for the session's user id).
    const line = await vi.waitFor(() => b.lines.find((l) => l.path === "/api/transactions") ?? Promise.reject(new Error("no log line yet")));
    expect(line).toMatchObject({ event: "request", method: "GET", status: answer.status, userId: operatorId, requestId: answer.headers.get("X-Request-Id") });
    expect(line!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    for (const instance of [a, b]) expect(instance.lines.filter((l) => "notJson" in l)).toEqual([]);
    expect(typeof line!.ms).toBe("number");
    for (const instance of [a, b]) {
      expect(instance.output).not.toContain(token);
      expect(instance.output).not.toContain(DEMO_PASSWORD);
      expect(instance.output).not.toContain("secret-search-term");
    }
  });

  it("stop on SIGTERM: no new connections, then the pool closes and the process exits 0", async () => {
    for (const instance of [a, b]) instance.child.kill("SIGTERM");
    expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);
    for (const instance of [a, b]) expect(instance.lines.map((l) => l.event).slice(-2)).toEqual(["stopping", "stopped"]);
  });
});
