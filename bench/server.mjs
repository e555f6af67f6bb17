// Production build into the bench's own out dir, and `vite preview` on port 4319.
import { spawn, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { ORIGIN, PORT, REPO_DIR, log, sleep } from "./lib.mjs";

/**
 * Runs a command, streaming nothing unless it fails; resolves with its output.
 * `detached` puts it in its own process group so the whole tree can be killed.
 */
function run(cmd, args, { cwd, timeoutMs = 300_000, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ["ignore", "pipe", "pipe"], detached: true, env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1", ...env } });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    const timer = setTimeout(() => killTree(child), timeoutMs);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(Object.assign(new Error(`${cmd} ${args.join(" ")} exited with ${code}\n${out.slice(-4000)}`), { output: out }));
    });
  });
}

function killTree(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM"); // the process group started for it (npx → node vite)
  } catch {
    try {
      child.kill("SIGTERM");
    } catch {
      /* already gone */
    }
  }
}

/**
 * The source to build: the working tree (default), or with `ref` a clean snapshot of that
 * commit (git archive) next to the out dir, using the repo's node_modules.
 */
function sourceDir(ref, cacheDir) {
  if (!ref) return REPO_DIR;
  const dir = join(cacheDir, "src");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const tar = execFileSync("git", ["archive", "--format=tar", ref], { cwd: REPO_DIR, maxBuffer: 512 * 1024 * 1024 });
  execFileSync("tar", ["-x", "-C", dir], { input: tar });
  symlinkSync(join(REPO_DIR, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

export function gitInfo(ref) {
  const git = (...a) => {
    try {
      return execFileSync("git", a, { cwd: REPO_DIR, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    } catch {
      return null;
    }
  };
  const commit = git("rev-parse", "--short", ref ?? "HEAD");
  const dirty = ref ? false : Boolean(git("status", "--porcelain", "--", "src", "providers", "resources", "mocks", "index.html", "vite.config.ts", "public"));
  return { commit, source: ref ? `git ${ref}` : "working tree", dirty };
}

/**
 * `env`: build-time variables, e.g. `VITE_API_EXTENSIONS` for the client-mode build of the tables part;
 * `mode`: Vite's mode (`server`: the console for the PayDesk server, as `npm run build:server` builds it).
 */
export async function build({ distDir, cacheDir, ref, env = {}, mode, cwd: given }) {
  const cwd = given ?? sourceDir(ref, cacheDir);
  const vars = Object.entries(env).map(([k, v]) => `${k}=${v} `).join("");
  log(`${vars}vite build${mode ? ` --mode ${mode}` : ""} (${ref ? `snapshot of ${ref}` : "working tree"}) → ${distDir}`);
  const started = Date.now();
  await run("npx", ["vite", "build", ...(mode ? ["--mode", mode] : []), "--outDir", distDir, "--emptyOutDir", "--logLevel", "warn"], { cwd, env });
  log(`  built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return cwd;
}

/** Starts `vite preview` on 127.0.0.1:4319 and waits for it; returns a stop() that kills it. */
export async function startPreview({ distDir, cwd = REPO_DIR }) {
  if (!existsSync(join(distDir, "index.html"))) throw new Error(`no build in ${distDir} (run without --skip-build)`);
  if (await isUp()) throw new Error(`port ${PORT} is already in use (another bench running?)`);
  const child = spawn("npx", ["vite", "preview", "--outDir", distDir, "--port", String(PORT), "--strictPort", "--host", "127.0.0.1"], {
    cwd,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
    env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" },
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  let exited = false;
  child.on("close", () => (exited = true));
  const stop = async () => {
    killTree(child);
    for (let i = 0; i < 50 && !exited; i++) await sleep(100);
    if (!exited) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        /* gone */
      }
    }
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`vite preview exited:\n${out.slice(-2000)}`);
    if (await isUp()) {
      log(`vite preview up at ${ORIGIN}`);
      return stop;
    }
    await sleep(200);
  }
  await stop();
  throw new Error(`vite preview did not answer within 30 s:\n${out.slice(-2000)}`);
}

async function isUp() {
  try {
    const res = await fetch(`${ORIGIN}/`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}
