// The processes the server part measures: the PayDesk server's production host (its bundle, built
// as `npm run build:server` builds it, into the bench's cache) and json-server, each a child process
// on a free port of 127.0.0.1 that `stop()` ends (SIGTERM, then SIGKILL after 30 s).
import { execFile, spawn } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { REPO_DIR } from "../lib.mjs";
import { freePort } from "../../build/postgres-cluster.mjs";

const execFileAsync = promisify(execFile);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm run build:server`'s server half (build/server-bundle.config.ts) into `<cacheDir>/dist-server` (or `outDir`): the repo's dist-server/ stays as it is. */
export async function buildServerBundle(cacheDir, outDir = join(cacheDir, "dist-server")) {
  const vite = join(REPO_DIR, "node_modules", "vite", "bin", "vite.js");
  await execFileAsync(process.execPath, [vite, "build", "--config", "build/server-bundle.config.ts", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"], {
    cwd: REPO_DIR,
    timeout: 300_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  return outDir;
}

/**
 * Starts a child process and waits until `ready(origin)` resolves true (polled), the process ends
 * (an error with the end of its stderr) or `timeoutMs` passes. stdout is dropped: the PayDesk host
 * writes a log line per request, which the bench does not need.
 */
async function startProcess({ label, args, env = {}, ready, timeoutMs }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: REPO_DIR,
    env: { ...process.env, ...env, HOST: "127.0.0.1", PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
  let exited = null;
  const done = new Promise((resolve) => child.on("exit", (code, signal) => resolve((exited = { code, signal }))));
  const stop = async () => {
    if (exited) return exited;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    const end = await done;
    clearTimeout(timer);
    return end;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`${label} exited (${exited.code ?? exited.signal}) before it answered: ${stderr.trim().slice(-800)}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${label} did not answer within ${Math.round(timeoutMs / 1000)} s: ${stderr.trim().slice(-800)}`);
    }
    if (await ready(origin).catch(() => false)) break;
    await sleep(250);
  }
  return { origin, pid: child.pid, stop, stderr: () => stderr, exited: () => exited };
}

/** The PayDesk host (`node <bundle>/main.js`) with the given settings (DATABASE_URL or PAYDESK_DATA, PAYDESK_SEED). */
export function startPayDesk({ bundleDir, env, label = "the PayDesk server", timeoutMs = 600_000 }) {
  return startProcess({
    label,
    args: [join(bundleDir, "main.js")],
    env,
    timeoutMs,
    ready: async (origin) => (await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5000) })).ok,
  });
}

/** json-server 0.17 over `dbFile` (bench/api/json-server.mjs: its router in memory, no log). */
export function startJsonServer({ dbFile, timeoutMs = 120_000 }) {
  return startProcess({
    label: "json-server",
    args: [join(REPO_DIR, "bench", "api", "json-server.mjs"), dbFile],
    timeoutMs,
    ready: async (origin) => (await fetch(`${origin}/wallets?_start=0&_end=1`, { signal: AbortSignal.timeout(5000) })).ok,
  });
}

/** Signs in on the PayDesk server; the session cookie ("name=value"). */
export async function signIn(origin, email, password = "paydesk-demo") {
  const res = await fetch(`${origin}/api/user/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password }) });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return (res.headers.get("Set-Cookie") ?? "").split(";")[0];
}
