// `npm run test:server`: the vitest project "server" twice — on PGlite (in memory), then on a real
// PostgreSQL server (tests/server/harness.ts makes a database per test file there). The second pass
// also runs processes.test.ts: two server processes on one database (vitest.config.ts leaves it out
// of a run without PAYDESK_TEST_DATABASE_URL).
//
// PostgreSQL: PAYDESK_TEST_DATABASE_URL when it is set (a server of your own); otherwise a throwaway
// cluster of the installed PostgreSQL (build/postgres-cluster.mjs, as the bench makes one; without
// fsync here), stopped and removed afterwards — after a failure or Ctrl-C as well. Without the binaries the
// second pass is left out with a message, and under CI (CI=true) that is a failure: .ci/run
// installs them.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { postgresBinaries, startCluster } from "../../build/postgres-cluster.mjs";

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

/** Durability is not what these tests check: no fsync makes the cluster much faster. */
const TEST_SETTINGS = { fsync: "off", synchronous_commit: "off", full_page_writes: "off", max_connections: 300 };

/** Stops and removes the cluster (build/postgres-cluster.mjs also does on exit). */
function removeCluster() {
  cluster?.stop();
  cluster = null;
}

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
    const start = performance.now();
    cluster = await startCluster({ settings: TEST_SETTINGS });
    url = cluster.url;
    console.log(`\n== PostgreSQL (${cluster.bin}) on ${url.replace(/^postgres:\/\/[^@]*@/, "")}, in ${cluster.dir}: started in ${seconds(start)} s`);
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
