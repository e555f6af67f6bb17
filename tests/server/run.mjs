// `npm run test:server`: the vitest project "server" twice — on PGlite (in memory), then on a real
// PostgreSQL server (tests/server/harness.ts makes a database per test file there). The second pass
// also runs processes.test.ts: two server processes on one database (vitest.config.ts leaves it out
// of a run without PAYDESK_TEST_DATABASE_URL).
//
// PostgreSQL: PAYDESK_TEST_DATABASE_URL when it is set (a server of your own); otherwise a throwaway
// cluster of the installed PostgreSQL (Debian: /usr/lib/postgresql/<version>/bin; PG_BIN names
// another folder) in a temporary folder, on a free port of 127.0.0.1 with trust authentication,
// stopped and removed afterwards — after a failure or Ctrl-C as well. Without the binaries the
// second pass is left out with a message, and under CI (CI=true) that is a failure: .ci/run
// installs them.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const VITEST = fileURLToPath(new URL("../../node_modules/vitest/vitest.mjs", import.meta.url));
const CI = !["", "0", "false"].includes((process.env.CI ?? "").toLowerCase());
const times = [];
let cluster = null;
let running = null;

const seconds = (start) => ((performance.now() - start) / 1000).toFixed(1);

function vitest(label, env) {
  console.log(`\n== test:server on ${label}`);
  const start = performance.now();
  return new Promise((resolve) => {
    // Its own process group: a signal then reaches vitest, its workers and the servers they start.
    running = spawn(process.execPath, [VITEST, "run", "--project", "server"], { stdio: "inherit", env, detached: true });
    running.on("close", (status, signal) => {
      running = null;
      times.push([label, seconds(start)]);
      resolve(status ?? (signal ? 1 : 0));
    });
  });
}

/** The folder holding initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<n>/bin (15 or later), else PATH. */
function postgresBinaries() {
  const has = (dir) => dir && fs.existsSync(path.join(dir, "initdb")) && fs.existsSync(path.join(dir, "pg_ctl"));
  if (process.env.PG_BIN) return has(process.env.PG_BIN) ? process.env.PG_BIN : null;
  const debian = "/usr/lib/postgresql";
  const versions = fs.existsSync(debian) ? fs.readdirSync(debian).filter((v) => Number(v) >= 15).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) if (has(path.join(debian, version, "bin"))) return path.join(debian, version, "bin");
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) if (has(dir)) return dir;
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL program; as root through the `postgres` user (PostgreSQL refuses to run as root). */
function pg(cluster, program, args) {
  const command = path.join(cluster.bin, program);
  const result = cluster.asPostgres
    ? spawnSync("runuser", ["-u", "postgres", "--", command, ...args], { encoding: "utf8" })
    : spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${program} failed (${result.status ?? result.error}):\n${result.stdout ?? ""}${result.stderr ?? ""}`);
  return result;
}

async function startCluster(bin) {
  const start = performance.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "paydesk-pg-"));
  const asPostgres = process.getuid?.() === 0;
  cluster = { bin, dir, data: path.join(dir, "data"), asPostgres, started: false };
  if (asPostgres) {
    const chown = spawnSync("chown", ["postgres:", dir], { encoding: "utf8" });
    if (chown.status !== 0) throw new Error(`running as root needs the "postgres" user (Debian's postgresql package creates it): ${chown.stderr}`);
  }
  pg(cluster, "initdb", ["-D", cluster.data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  const port = await freePort();
  // Durability is not what these tests check: no fsync makes the cluster much faster.
  const settings = `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  pg(cluster, "pg_ctl", ["-D", cluster.data, "-l", path.join(dir, "server.log"), "-w", "-t", "60", "-o", settings, "start"]);
  cluster.started = true;
  console.log(`\n== PostgreSQL (${bin}) on 127.0.0.1:${port}, in ${dir}: started in ${seconds(start)} s`);
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/** Stops and removes the cluster; synchronous, so it also runs on exit and after a signal. */
function removeCluster() {
  if (!cluster) return;
  const { dir, started } = cluster;
  try {
    if (started) pg(cluster, "pg_ctl", ["-D", cluster.data, "-m", "immediate", "-w", "stop"]);
  } catch (error) {
    console.error(String(error));
  }
  cluster = null;
  fs.rmSync(dir, { recursive: true, force: true });
}

process.on("exit", removeCluster);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
  process.on(signal, () => {
    if (running) {
      try {
        process.kill(-running.pid, signal);
      } catch {
        /* already gone */
      }
    }
    removeCluster();
    process.exit(128 + os.constants.signals[signal]);
  });

function finish(status) {
  console.log("\n== test:server times");
  for (const [label, s] of times) console.log(`${label.padEnd(12)} ${s.padStart(6)} s`);
  process.exit(status);
}

const { PAYDESK_TEST_DATABASE_URL: ownDatabase, ...env } = process.env;

if ((await vitest("PGlite", env)) !== 0) finish(1);

let url = ownDatabase;
if (!url) {
  const bin = postgresBinaries();
  if (!bin) {
    const message = "PostgreSQL is not installed (no initdb/pg_ctl in /usr/lib/postgresql/<15+>/bin, PG_BIN or PATH): the PostgreSQL pass did not run";
    if (CI) {
      console.error(`\n== test:server: ${message}. CI needs it (.ci/run installs postgresql).`);
      finish(1);
    }
    console.warn(`\n== test:server: ${message}. Install it (Debian: apt-get install postgresql) or set PAYDESK_TEST_DATABASE_URL.`);
    finish(0);
  }
  try {
    url = await startCluster(bin);
  } catch (error) {
    console.error(`\n== test:server: could not start PostgreSQL: ${error instanceof Error ? error.message : error}`);
    removeCluster();
    finish(1);
  }
}
const status = await vitest("PostgreSQL", { ...env, PAYDESK_TEST_DATABASE_URL: url });
if (status !== 0 && cluster) {
  const log = fs.readFileSync(path.join(cluster.dir, "server.log"), "utf8").trim().split("\n").slice(-30).join("\n");
  console.error(`\n== the PostgreSQL server's log (last lines)\n${log}`);
}
removeCluster();
finish(status === 0 ? 0 : 1);
