// The server part's loads, the same for the PayDesk server and json-server: the list page a console
// in server mode asks for, driven by autocannon; the same searches one by one (what each costs and
// matches); and withdrawals from a few wallets at once, checked for anomalies afterwards.
import autocannon from "autocannon";
import { round } from "../lib.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The list page of the console's server mode: 50 rows, a search, completed only, the largest amounts first. */
export function listPath(prefix, q) {
  return `${prefix}?_start=0&_end=50&_sort=amount&_order=desc&status=completed&q=${encodeURIComponent(q)}`;
}

/**
 * What staff look up, taken from the data itself so each backend searches what it holds: a
 * transaction id's first 8 characters, a wallet's short id (the descriptions name it), an invoice
 * number and its merchant, a payee and a kind of deposit. From one row in 1 to a few percent of the rows.
 * `rows`: the newest 200 transactions.
 */
export function lookupNeedles(rows) {
  const invoice = rows.find((t) => /^Invoice #\d+ — /.test(t.description ?? ""));
  const wallet = rows.find((t) => t.type === "load_funds" && t.walletId);
  if (!invoice || !wallet || rows.length < 101) throw new Error("the data has no invoice or no wallet deposit among its newest rows");
  const [, number, merchant] = /^Invoice #(\d+) — (.+)$/.exec(invoice.description);
  return [
    { kind: "transaction id (8 characters)", q: rows[100].id.slice(0, 8) },
    { kind: "wallet short id", q: wallet.walletId.slice(0, 8) },
    { kind: "invoice number", q: `invoice #${number}` },
    { kind: "merchant", q: merchant.toLowerCase() },
    { kind: "payee", q: "hilton hotels" },
    { kind: "kind of deposit", q: "payroll deposit" },
  ];
}

/** The broad search: a word in a third of the rows ("Payment to …"). */
export const BROAD_NEEDLE = { kind: "a third of the rows", q: "payment to" };

/**
 * autocannon on `paths` in turn: `warmup` requests first (not counted), then `amount` requests over
 * `connections` connections, stopped after `maxSeconds` whatever is left. Latencies in ms.
 */
export async function listLoad({ origin, paths, headers = {}, connections, amount, warmup = 0, maxSeconds }) {
  const run = (count, limitSeconds) =>
    new Promise((resolve, reject) => {
      let next = 0;
      const instance = autocannon(
        {
          url: origin,
          connections,
          amount: count,
          timeout: 60,
          headers,
          requests: [
            {
              method: "GET",
              setupRequest(request) {
                request.path = paths[next++ % paths.length];
                return request;
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      const timer = setTimeout(() => instance.stop(), limitSeconds * 1000);
      instance.on("done", () => clearTimeout(timer));
    });
  if (warmup > 0) await run(warmup, maxSeconds);
  const started = performance.now();
  const result = await run(amount, maxSeconds);
  const seconds = (performance.now() - started) / 1000;
  const completed = result.requests.total;
  return {
    connections,
    requests: completed,
    asked: amount,
    seconds: round(seconds, 2),
    requestsPerSecond: round(completed / seconds, 1),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max, mean: round(result.latency.average, 1) },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    stoppedEarly: completed < amount,
  };
}

/** Each search alone, one request at a time (`times` each): median time and the matches the server counts. */
export async function probeNeedles({ origin, prefix, needles, headers = {}, times = 5 }) {
  const out = [];
  for (const needle of needles) {
    const ms = [];
    let matches = null;
    for (let i = 0; i < times; i++) {
      const t = performance.now();
      const res = await fetch(`${origin}${listPath(prefix, needle.q)}`, { headers });
      await res.arrayBuffer();
      ms.push(performance.now() - t);
      if (!res.ok) throw new Error(`${needle.q}: ${res.status}`);
      matches = Number(res.headers.get("X-Total-Count"));
    }
    ms.sort((a, b) => a - b);
    out.push({ ...needle, matches, medianMs: round(ms[Math.floor(ms.length / 2)], 1), maxMs: round(ms.at(-1), 1) });
  }
  return out;
}

// ------------------------------------------------------------------ withdrawals

const cents = (text) => Math.round(Number(text) * 100);
const dollars = (c) => (c / 100).toFixed(2);

/**
 * `attemptsPerWallet` withdrawals of `amount` from each wallet, `workersPerWallet` at once per wallet
 * (each worker with its own session: `sessions[i % sessions.length]`), until all are made or
 * `maxSeconds` pass. `withdraw(walletId, session)` makes one and returns "ok", "refused" or a status.
 */
async function concurrentWithdrawals({ walletIds, sessions, attemptsPerWallet, workersPerWallet, maxSeconds, withdraw }) {
  const perWallet = Object.fromEntries(walletIds.map((id) => [id, { attempts: 0, ok: 0, refused: 0, other: {} }]));
  const deadline = Date.now() + maxSeconds * 1000;
  const started = performance.now();
  let worker = 0;
  const workers = walletIds.flatMap((walletId) =>
    Array.from({ length: workersPerWallet }, () => {
      const session = sessions[worker++ % sessions.length];
      return (async () => {
        const tally = perWallet[walletId];
        while (tally.attempts < attemptsPerWallet && Date.now() < deadline) {
          tally.attempts++;
          const outcome = await withdraw(walletId, session).catch((e) => `error: ${String(e?.message ?? e).slice(0, 80)}`);
          if (outcome === "ok") tally.ok++;
          else if (outcome === "refused") tally.refused++;
          else tally.other[outcome] = (tally.other[outcome] ?? 0) + 1;
        }
      })();
    }),
  );
  await Promise.all(workers);
  return { perWallet, seconds: (performance.now() - started) / 1000, workers: workers.length };
}

/**
 * The figures and the anomalies of a withdrawal run: per wallet, the balance must not go below zero,
 * the money it lost must be exactly successes × amount (else withdrawals were paid out twice from one
 * balance, or lost), and it must hold exactly one withdrawal row per success.
 */
function judge({ run, amountCents, startCents, after }) {
  let ok = 0;
  let attempts = 0;
  let negative = 0;
  let unaccountedCents = 0;
  let lostWrites = 0;
  let rowMismatch = 0;
  const other = {};
  const wallets = [];
  for (const [id, tally] of Object.entries(run.perWallet)) {
    const { balanceCents, rows } = after[id];
    const movedCents = startCents - balanceCents;
    const paidCents = tally.ok * amountCents;
    ok += tally.ok;
    attempts += tally.attempts;
    if (balanceCents < 0) negative++;
    unaccountedCents += Math.abs(paidCents - movedCents);
    lostWrites += Math.abs(tally.ok - Math.round(movedCents / amountCents));
    rowMismatch += Math.abs(rows - tally.ok);
    for (const [k, v] of Object.entries(tally.other)) other[k] = (other[k] ?? 0) + v;
    wallets.push({ id, attempts: tally.attempts, ok: tally.ok, refused: tally.refused, start: dollars(startCents), end: dollars(balanceCents), moved: dollars(movedCents), paidOut: dollars(paidCents), rows });
  }
  const anomalies = negative + lostWrites + rowMismatch;
  return {
    wallets: wallets.length,
    workers: run.workers,
    attempts,
    successes: ok,
    seconds: round(run.seconds, 2),
    attemptsPerSecond: round(attempts / run.seconds, 1),
    withdrawalsPerSecond: round(ok / run.seconds, 1),
    otherOutcomes: other,
    anomalies,
    negativeBalances: negative,
    lostOrDoubledWrites: lostWrites,
    moneyUnaccounted: dollars(unaccountedCents),
    rowsNotMatchingSuccesses: rowMismatch,
    perWallet: wallets,
  };
}

/**
 * The PayDesk server: `walletCount` new wallets loaded with `start`, then withdrawals of `amount`
 * (POST /api/wallets/{id}/withdraw, one transaction each on the server). `admin` creates and loads.
 */
export async function payDeskWithdrawals({ origin, admin, sessions, walletCount, start, amount, attemptsPerWallet, workersPerWallet, maxSeconds }) {
  const post = (path, cookie, body) => fetch(`${origin}${path}`, { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const walletIds = [];
  for (let i = 0; i < walletCount; i++) {
    const created = await post("/api/wallets", admin, { customerId: `bench-${i}` });
    if (created.status !== 201) throw new Error(`create wallet: ${created.status} ${await created.text()}`);
    const { id } = await created.json();
    const loaded = await post(`/api/wallets/${id}/load`, admin, { amount: start });
    if (loaded.status !== 200) throw new Error(`load wallet: ${loaded.status} ${await loaded.text()}`);
    walletIds.push(id);
  }
  const run = await concurrentWithdrawals({
    walletIds,
    sessions,
    attemptsPerWallet,
    workersPerWallet,
    maxSeconds,
    withdraw: async (walletId, cookie) => {
      const res = await post(`/api/wallets/${walletId}/withdraw`, cookie, { amount });
      const text = await res.text();
      if (res.status === 200) return "ok";
      if (res.status === 422 && text === "Insufficient funds") return "refused";
      return `${res.status} ${text.slice(0, 60)}`;
    },
  });
  await sleep(100);
  const wallets = await (await fetch(`${origin}/api/wallets`, { headers: { Cookie: admin } })).json();
  const after = {};
  for (const id of walletIds) {
    const wallet = wallets.find((w) => w.id === id);
    const res = await fetch(`${origin}/api/transactions?walletId=${id}&type=withdrawal&_start=0&_end=1`, { headers: { Cookie: admin } });
    await res.arrayBuffer();
    after[id] = { balanceCents: cents(wallet.balance), rows: Number(res.headers.get("X-Total-Count")) };
  }
  return judge({ run, amountCents: cents(amount), startCents: cents(start), after });
}

/**
 * json-server has no transactions: a withdrawal as a naive client makes it — GET the wallet, refuse
 * when its balance is short, else PATCH the balance less the amount and POST the transaction row.
 */
export async function jsonServerWithdrawals({ origin, walletIds, start, amount, attemptsPerWallet, workersPerWallet, maxSeconds }) {
  const amountCents = cents(amount);
  const json = { "Content-Type": "application/json" };
  const run = await concurrentWithdrawals({
    walletIds,
    sessions: [null],
    attemptsPerWallet,
    workersPerWallet,
    maxSeconds,
    withdraw: async (walletId) => {
      const wallet = await (await fetch(`${origin}/wallets/${walletId}`)).json();
      const balance = cents(wallet.balance);
      if (balance < amountCents) return "refused";
      const patched = await fetch(`${origin}/wallets/${walletId}`, { method: "PATCH", headers: json, body: JSON.stringify({ balance: dollars(balance - amountCents) }) });
      await patched.arrayBuffer();
      if (!patched.ok) return `PATCH ${patched.status}`;
      const row = { type: "withdrawal", description: `Funds withdrawn from wallet ${walletId.slice(0, 8)}`, amount, currency: "USD", status: "completed", walletId, createdAt: new Date().toISOString() };
      const posted = await fetch(`${origin}/transactions`, { method: "POST", headers: json, body: JSON.stringify(row) });
      await posted.arrayBuffer();
      return posted.status === 201 ? "ok" : `POST ${posted.status}`;
    },
  });
  const after = {};
  for (const id of walletIds) {
    const wallet = await (await fetch(`${origin}/wallets/${id}`)).json();
    const res = await fetch(`${origin}/transactions?walletId=${id}&type=withdrawal&_start=0&_end=1`);
    await res.arrayBuffer();
    after[id] = { balanceCents: cents(wallet.balance), rows: Number(res.headers.get("X-Total-Count")) };
  }
  return judge({ run, amountCents, startCents: cents(start), after });
}
