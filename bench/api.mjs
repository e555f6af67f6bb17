// The server part (`node bench/run.mjs --only server`): the PayDesk server's production host
// (`node dist-server/main.js`, built into the bench's cache) on PostgreSQL (a throwaway cluster) and
// on PGlite, each with 1,000,000 transactions made in SQL, and json-server 0.17 beside it with
// 50,000 of the same transactions. Measured on each (bench/api/load.mjs):
//   - the console's server-mode list page (50 rows, a search, status=completed, sorted by amount
//     descending) under autocannon: p50, p99, requests/s — a mix of look-up searches, and a broad one;
//   - each search alone: its time and how many rows it matches;
//   - withdrawals from a few wallets at once, then the anomalies (a negative balance, money paid out
//     but not taken off a balance or the reverse, a success without its one transaction row).
// Only 127.0.0.1; every load has a request count and a time limit; every process and folder it
// starts is stopped and removed at the end (or on a signal, through `onServer`).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { attempt, errorText, log } from "./lib.mjs";
import { startCluster } from "../build/postgres-cluster.mjs";
import { transactionsSql, walletsSql } from "./api/seed.mjs";
import { buildServerBundle, signIn, startJsonServer, startPayDesk } from "./api/hosts.mjs";
import { BROAD_NEEDLE, jsonServerWithdrawals, listLoad, listPath, lookupNeedles, payDeskWithdrawals, probeNeedles } from "./api/load.mjs";

export const SERVER_ROWS = 1_000_000;
export const JSON_SERVER_ROWS = 50_000;

/** The loads' sizes: bounded in requests and in time. */
const LOAD = {
  // Latency: two people's lists at once, so the figure is the page's time and not a queue's (on 2 cores).
  latency: { connections: 2, warmup: 60, amount: 400, maxSeconds: 45 },
  // Throughput: 8 at once, more than 2 cores serve, so requests/s is what the host can do.
  throughput: { connections: 8, warmup: 80, amount: 800, maxSeconds: 45 },
  broad: { connections: 2, warmup: 4, amount: 40, maxSeconds: 45 },
  withdrawals: { walletCount: 4, start: "25.00", amount: "0.25", attemptsPerWallet: 150, workersPerWallet: 4, maxSeconds: 120 },
};
/** PostgreSQL's settings for the cluster: shared_buffers as a server of this size would have (the default 128 MB holds a tenth of the data). */
const POSTGRES_SETTINGS = { shared_buffers: "1GB", max_connections: 50 };
const SEED = 0.42;
/** One wallet per this many transactions (the demo's large profile has one per 10). */
const WALLET_EVERY = 50;

/**
 * The rows to add: `rows` in all, the demo seed's included. As a bulk load does it: the table's
 * secondary indexes (as the migrations made them, read back from pg_indexes) are dropped, the rows
 * inserted, and the indexes made again — at the end the schema is the migrations' own.
 */
async function seedTransactions(query, label, rows) {
  const t = performance.now();
  const [{ n }] = await query("select count(*)::int as n from transactions");
  await query(`select setseed(${SEED})`);
  await query(walletsSql(Math.round(rows / WALLET_EVERY)));
  const indexes = await query(
    `select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'transactions'
     and indexname not in (select conname from pg_constraint where conrelid = 'transactions'::regclass)`,
  );
  for (const { indexname } of indexes) await query(`drop index "${indexname.replaceAll('"', '""')}"`);
  await query(transactionsSql(Math.max(0, rows - n)));
  await query("set maintenance_work_mem = '256MB'");
  for (const { indexdef } of indexes) await query(indexdef);
  await query("vacuum analyze wallets");
  await query("vacuum analyze transactions");
  const seconds = (performance.now() - t) / 1000;
  log(`  ${label}: ${Math.round(rows / WALLET_EVERY).toLocaleString("en-US")} wallets and ${Math.max(0, rows - n).toLocaleString("en-US")} transactions added in SQL (${seconds.toFixed(0)} s; ${rows.toLocaleString("en-US")} in all)`);
  return Math.round(seconds);
}

/** The measurements on one running PayDesk host; a failure says how the host ended, if it did. */
async function measurePayDesk(host, label) {
  try {
    return await measureOn(host.origin, label);
  } catch (e) {
    const end = host.exited();
    throw new Error(`${errorText(e)}${end ? `; the host exited (${end.code ?? end.signal}): ${host.stderr().trim().slice(-600)}` : ""}`);
  }
}

async function measureOn(origin, label) {
  const viewer = await signIn(origin, "viewer@paydesk.dev");
  const headers = { Cookie: viewer };
  const newest = await (await fetch(`${origin}/api/transactions?_start=0&_end=200`, { headers })).json();
  const needles = lookupNeedles(newest);
  const out = { needles: await probeNeedles({ origin, prefix: "/api/transactions", needles: [...needles, BROAD_NEEDLE], headers }) };
  log(`  ${label}: searches alone ${out.needles.map((n) => `"${n.q}" ${n.matches} rows ${n.medianMs} ms`).join(" · ")}`);
  Object.assign(out, await listLoads({ origin, prefix: "/api/transactions", needles, headers, label }));

  // Writers: every demo account that may withdraw, several sessions each (a session may write 300 times a minute).
  const admin = await signIn(origin, "admin@paydesk.dev");
  const sessions = [];
  for (const email of ["admin@paydesk.dev", "admin2@paydesk.dev", "operator@paydesk.dev"]) for (let i = 0; i < 6; i++) sessions.push(await signIn(origin, email));
  out.withdrawals = await payDeskWithdrawals({ origin, admin, sessions, ...LOAD.withdrawals });
  log(`  ${label}: withdrawals ${describeWithdrawals(out.withdrawals)}`);
  return out;
}

/** The look-up mix at 2 and at 8 connections, and the broad search at 2. */
async function listLoads({ origin, prefix, needles, headers = {}, label }) {
  const paths = needles.map((n) => listPath(prefix, n.q));
  const latency = await listLoad({ origin, paths, headers, ...LOAD.latency });
  log(`  ${label}: look-up mix, ${latency.connections} connections: ${describeLoad(latency)}`);
  const throughput = await listLoad({ origin, paths, headers, ...LOAD.throughput });
  log(`  ${label}: look-up mix, ${throughput.connections} connections: ${describeLoad(throughput)}`);
  const broad = await listLoad({ origin, paths: [listPath(prefix, BROAD_NEEDLE.q)], headers, ...LOAD.broad });
  log(`  ${label}: "${BROAD_NEEDLE.q}", ${broad.connections} connections: ${describeLoad(broad)}`);
  return { list: { latency, throughput }, listBroad: broad };
}

const describeLoad = (l) => `${l.requests} requests, ${l.requestsPerSecond}/s, p50 ${l.latencyMs.p50} ms, p99 ${l.latencyMs.p99} ms${l.non2xx ? `, ${l.non2xx} non-2xx` : ""}${l.errors ? `, ${l.errors} errors` : ""}`;
const describeWithdrawals = (w) =>
  `${w.successes} of ${w.attempts} in ${w.seconds} s (${w.withdrawalsPerSecond}/s), anomalies ${w.anomalies} (negative ${w.negativeBalances}, lost or doubled ${w.lostOrDoubledWrites} = $${w.moneyUnaccounted}, rows off ${w.rowsNotMatchingSuccesses})${Object.keys(w.otherOutcomes).length ? `, other outcomes ${JSON.stringify(w.otherOutcomes)}` : ""}`;

async function onPostgres({ bundleDir, onServer, exportFile, rows }) {
  const cluster = await startCluster({ settings: POSTGRES_SETTINGS, prefix: "paydesk-bench-pg-" });
  if (!cluster) return { error: "PostgreSQL is not installed (no initdb/pg_ctl in /usr/lib/postgresql/<15+>/bin, PG_BIN or PATH)" };
  let host = null;
  try {
    log(`  PostgreSQL: ${cluster.version} on ${cluster.url.replace(/^postgres:\/\/[^@]*@/, "")}`);
    // A PostgreSQL server needs the processes' shared key (server/config.ts): a fresh one per run.
    const key = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64");
    host = await startPayDesk({ bundleDir, env: { DATABASE_URL: cluster.url, PAYDESK_SEED: "demo", PAYDESK_SECRET_KEY: key } });
    onServer(host.stop);
    const pg = await import("pg");
    const client = new (pg.default?.Client ?? pg.Client)({ connectionString: cluster.url });
    await client.connect();
    let seedSeconds;
    try {
      const query = async (text) => (await client.query(text)).rows;
      seedSeconds = await seedTransactions(query, "PostgreSQL", rows);
      // json-server's data: the newest 50,000 of these transactions, as the API answers them.
      const newest = await query(`select id, type, description, amount::text as amount, currency, status, "walletId", "createdAt" from transactions order by "createdAt" desc, id desc limit ${JSON_SERVER_ROWS}`);
      writeFileSync(exportFile, JSON.stringify(newest.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))));
    } finally {
      await client.end();
    }
    return { version: cluster.version, settings: POSTGRES_SETTINGS, seedSeconds, ...(await measurePayDesk(host, "PostgreSQL")) };
  } finally {
    await host?.stop();
    onServer(null);
    cluster.stop();
  }
}

async function onPglite({ bundleDir, onServer, rows }) {
  const dir = mkdtempSync(join(tmpdir(), "paydesk-bench-pglite-"));
  let host = null;
  try {
    // The host migrates and seeds the demo data, and stops; the rows are added with the folder's
    // lock free (one process at a time), by PGlite in this process; then the host starts on it.
    host = await startPayDesk({ bundleDir, env: { PAYDESK_DATA: dir, PAYDESK_SEED: "demo" } });
    onServer(host.stop);
    await host.stop();
    const [{ PGlite }, { pg_trgm }] = await Promise.all([import("@electric-sql/pglite"), import("@electric-sql/pglite/contrib/pg_trgm")]);
    const lite = new PGlite(dir, { extensions: { pg_trgm } });
    let seedSeconds;
    try {
      seedSeconds = await seedTransactions(async (text) => (await lite.query(text)).rows, "PGlite", rows);
    } finally {
      await lite.close();
    }
    const t = performance.now();
    host = await startPayDesk({ bundleDir, env: { PAYDESK_DATA: dir } });
    onServer(host.stop);
    const startSeconds = Math.round((performance.now() - t) / 1000);
    log(`  PGlite: the host opened ${rows.toLocaleString("en-US")} transactions in ${startSeconds} s`);
    return { seedSeconds, startSeconds, ...(await measurePayDesk(host, "PGlite")) };
  } finally {
    await host?.stop();
    onServer(null);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onJsonServer({ onServer, exportFile, dbFile }) {
  const { readFileSync } = await import("node:fs");
  const transactions = JSON.parse(readFileSync(exportFile, "utf8"));
  const w = LOAD.withdrawals;
  const wallets = Array.from({ length: w.walletCount }, (_, i) => ({ id: `bench-wallet-${i}-${"0".repeat(8)}`, balance: w.start, currency: "USD", status: "active", customerId: `bench-${i}`, merchantId: null, createdAt: new Date().toISOString() }));
  writeFileSync(dbFile, JSON.stringify({ wallets, transactions }));
  const host = await startJsonServer({ dbFile });
  onServer(host.stop);
  try {
    const { origin } = host;
    const newest = await (await fetch(`${origin}/transactions?_start=0&_end=200&_sort=createdAt&_order=desc`)).json();
    const needles = lookupNeedles(newest);
    const out = { rows: transactions.length, needles: await probeNeedles({ origin, prefix: "/transactions", needles: [...needles, BROAD_NEEDLE] }) };
    log(`  json-server: searches alone ${out.needles.map((n) => `"${n.q}" ${n.matches} rows ${n.medianMs} ms`).join(" · ")}`);
    Object.assign(out, await listLoads({ origin, prefix: "/transactions", needles, label: "json-server" }));
    out.withdrawals = await jsonServerWithdrawals({ origin, walletIds: wallets.map((x) => x.id), ...w });
    log(`  json-server: withdrawals ${describeWithdrawals(out.withdrawals)}`);
    return out;
  } finally {
    await host.stop();
    onServer(null);
  }
}

/**
 * The part: results.server. `onServer(stop | null)` tells the bench what to stop on a signal.
 * For a look by hand only (the budgets are for the defaults): `rows` other than SERVER_ROWS,
 * `bundleDir` a server bundle built elsewhere (another commit's), `backends` a subset.
 */
export async function runServerPart({ cacheDir, onServer = () => {}, rows = SERVER_ROWS, bundleDir: given, backends = ["postgres", "jsonServer", "pglite"] }) {
  const t = performance.now();
  if (!given) log("server: building the PayDesk server's bundle (build/server-bundle.config.ts)");
  const bundleDir = given ?? (await buildServerBundle(cacheDir));
  const work = mkdtempSync(join(tmpdir(), "paydesk-bench-json-"));
  const exportFile = join(work, "transactions.json");
  const results = { rows, jsonServerRows: JSON_SERVER_ROWS, load: LOAD };
  try {
    if (backends.includes("postgres") || backends.includes("jsonServer")) {
      log(`server: PostgreSQL, ${rows.toLocaleString("en-US")} transactions`);
      results.postgres = await attempt("server on PostgreSQL", () => onPostgres({ bundleDir, onServer, exportFile, rows }));
    }
    if (backends.includes("jsonServer")) {
      log(`server: json-server 0.17, ${JSON_SERVER_ROWS.toLocaleString("en-US")} of the same transactions`);
      results.jsonServer = results.postgres.error
        ? { error: "no data: the PostgreSQL run failed" }
        : await attempt("json-server", () => onJsonServer({ onServer, exportFile, dbFile: join(work, "db.json") }));
    }
    if (backends.includes("pglite")) {
      log(`server: PGlite, ${rows.toLocaleString("en-US")} transactions`);
      results.pglite = await attempt("server on PGlite", () => onPglite({ bundleDir, onServer, rows }));
    }
  } catch (e) {
    results.error = errorText(e);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const pg = results.postgres?.list?.throughput?.requestsPerSecond;
  const js = results.jsonServer?.list?.throughput?.requestsPerSecond;
  results.ratio = { listRequestsPerSecond: pg && js ? Math.round((pg / js) * 100) / 100 : null };
  results.seconds = Math.round((performance.now() - t) / 1000);
  return results;
}
