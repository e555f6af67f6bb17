// A throwaway PostgreSQL cluster, for the server tests' PostgreSQL pass (tests/server/run.mjs) and
// the bench's server part (bench/api.mjs): the installed PostgreSQL (Debian:
// /usr/lib/postgresql/<15+>/bin; PG_BIN names another folder) in a temporary folder, on a free port of
// 127.0.0.1 with trust authentication, stopped and removed by `stop()` — and on exit, so after a
// signal's handler calls process.exit too. As root, its programs run as the `postgres` user.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** The folder holding initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<n>/bin (15 or later), else PATH. */
export function postgresBinaries() {
  const has = (dir) => dir && fs.existsSync(path.join(dir, "initdb")) && fs.existsSync(path.join(dir, "pg_ctl"));
  if (process.env.PG_BIN) return has(process.env.PG_BIN) ? process.env.PG_BIN : null;
  const debian = "/usr/lib/postgresql";
  const versions = fs.existsSync(debian) ? fs.readdirSync(debian).filter((v) => Number(v) >= 15).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) if (has(path.join(debian, version, "bin"))) return path.join(debian, version, "bin");
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) if (has(dir)) return dir;
  return null;
}

export function freePort() {
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

const live = new Set();
function removeAll() {
  for (const cluster of live) remove(cluster);
}
function remove(cluster) {
  live.delete(cluster);
  try {
    if (cluster.started) pg(cluster, "pg_ctl", ["-D", cluster.data, "-m", "immediate", "-w", "stop"]);
  } catch (error) {
    console.error(String(error));
  }
  fs.rmSync(cluster.dir, { recursive: true, force: true });
}
let hooked = false;
function hookExit() {
  if (hooked) return;
  hooked = true;
  // Synchronous, so it also runs after a signal's handler calls process.exit.
  process.on("exit", removeAll);
}

/**
 * Starts a cluster; resolves with `{ url, version, dir, bin, stop() }` (its log: `<dir>/server.log`),
 * or null when PostgreSQL is not installed. `settings` are extra `-c name=value` pairs.
 */
export async function startCluster({ settings = {}, prefix = "paydesk-pg-" } = {}) {
  const bin = postgresBinaries();
  if (!bin) return null;
  hookExit();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const asPostgres = process.getuid?.() === 0;
  const cluster = { bin, dir, data: path.join(dir, "data"), asPostgres, started: false };
  live.add(cluster);
  try {
    if (asPostgres) {
      const chown = spawnSync("chown", ["postgres:", dir], { encoding: "utf8" });
      if (chown.status !== 0) throw new Error(`running as root needs the "postgres" user (Debian's postgresql package creates it): ${chown.stderr}`);
    }
    pg(cluster, "initdb", ["-D", cluster.data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync", "--no-instructions"]);
    const port = await freePort();
    const extra = Object.entries({ max_connections: 100, ...settings }).map(([k, v]) => `-c ${k}=${v}`).join(" ");
    pg(cluster, "pg_ctl", ["-D", cluster.data, "-l", path.join(dir, "server.log"), "-w", "-t", "60", "-o", `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1 ${extra}`, "start"]);
    cluster.started = true;
    const version = pg(cluster, "postgres", ["--version"]).stdout.trim();
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version, dir, bin, stop: () => remove(cluster) };
  } catch (error) {
    remove(cluster);
    throw error;
  }
}
