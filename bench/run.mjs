#!/usr/bin/env node
// `npm run bench`: production build → vite preview on :4319 → bundle, Lighthouse and
// tables-at-scale measurements in Debian's Chromium, and the same measured on the stack alone
// (the floor, bench/floor.mjs) → table + bench/results.json.
// Exit 0 when every budget of the parts that ran passes, 1 when one fails (or could not be
// measured), 2 when the harness itself could not run (build, server, browser).
//
//   node bench/run.mjs [--only bundle|lighthouse|tables|floor|server[,…]] [--skip-build] [--ref <git-ref>]
//                      [--runs <n>] [--out-dir <dir>]
//   node bench/run.mjs --ab <git-ref> [--rounds <n>] [--only …] [--runs <n>]
//     a commit (A) against the working tree (B), measured in turns (bench/ab.mjs); exit 0 unless
//     the harness fails: it compares, it judges no budget.
// --part is another name for --only. The server part (bench/api.mjs) measures the PayDesk server's
// API on PostgreSQL and PGlite beside json-server; it needs no browser and no console build.
import { existsSync, writeFileSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { execFileSync } from "node:child_process";
import os from "node:os";
import { parseArgs } from "node:util";
import { BENCH_DIR, CHROMIUM, ORIGIN, REPO_DIR, ROUTES, errorText, launchPlaywright, log, playwrightLaunchOptions } from "./lib.mjs";
import { build, gitInfo } from "./server.mjs";
import { CLIENT_MODE_EXTENSIONS, FLOOR_APPS, checkBudgets } from "./budgets.mjs";
import { measureBuild } from "./measure.mjs";

const PARTS = ["bundle", "lighthouse", "tables", "floor", "server"];
/** The parts measured on the console's build, and those in a browser. */
const BUILD_PARTS = ["bundle", "lighthouse", "tables"];
const BROWSER_PARTS = ["bundle", "lighthouse", "tables", "floor"];
const USAGE = `usage: node bench/run.mjs [--only ${PARTS.join("|")}[,…]] [--skip-build] [--ref <git-ref>] [--runs <n>] [--out-dir <dir>]
       node bench/run.mjs --ab <git-ref> [--rounds <n>] [--only ${PARTS.join("|")}[,…]] [--runs <n>]`;

function options() {
  const { values } = parseArgs({
    options: {
      only: { type: "string" },
      part: { type: "string" }, // another name for --only
      "skip-build": { type: "boolean", default: false },
      ref: { type: "string" },
      runs: { type: "string", default: "3" },
      "out-dir": { type: "string" },
      ab: { type: "string" },
      rounds: { type: "string", default: "3" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  // The floor is the same for both sides of an A/B: it is measured by the plain bench only; so is the server part.
  const only = values.only ?? values.part;
  const parts = only ? only.split(",").map((s) => s.trim()) : values.ab === undefined ? PARTS : PARTS.filter((p) => p !== "floor" && p !== "server");
  const unknown = parts.filter((p) => !PARTS.includes(p));
  if (unknown.length) throw new Error(`unknown part(s) ${unknown.join(", ")}\n${USAGE}`);
  if (values.ab !== undefined && parts.includes("server")) throw new Error(`--ab compares console builds: the server part runs in the plain bench only\n${USAGE}`);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer\n${USAGE}`);
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a positive integer\n${USAGE}`);
  if (values.ab !== undefined && (values.ref || values["skip-build"] || values["out-dir"])) throw new Error(`--ab builds both sides itself: no --ref, --skip-build or --out-dir\n${USAGE}`);
  // Outside the repo's lint scope on purpose: `eslint .` would lint minified bundles in bench/.
  const cacheDir = join(REPO_DIR, "node_modules", ".cache", "paydesk-bench");
  const distDir = values["out-dir"] ? resolve(values["out-dir"]) : join(cacheDir, "dist");
  return { parts, skipBuild: values["skip-build"], ref: values.ref, runs, cacheDir, distDir, ab: values.ab, rounds };
}

// ------------------------------------------------------------------ output
const kB = (bytes) => (bytes == null ? "n/a" : `${(bytes / 1000).toFixed(1)} kB`);
const ms = (v) => (v == null ? "n/a" : `${Math.round(v)} ms`);
const num = (v) => (v == null ? "n/a" : String(v));

function fmtValue(v, unit) {
  if (v == null) return "n/a";
  if (unit === "kB") return `${v.toFixed(1)} kB`;
  if (unit === "ms") return `${Math.round(v * 10) / 10} ms`;
  return String(v);
}

function printTable(title, header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join("  ").trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const r of rows) console.log(line(r));
}

function figures(results) {
  const rows = [];
  const b = results.bundle;
  if (b) {
    if (b.signIn?.error) rows.push(["bundle", "Sign-in page", `n/a (${b.signIn.error})`]);
    else if (b.signIn) {
      rows.push(["bundle", "Sign-in: JS gzip before interactive", `${kB(b.signIn.jsGzip)} (${b.signIn.requests} files)`]);
      rows.push([
        "bundle",
        "Sign-in: msw service worker (not app JS, not counted)",
        `${kB(b.serviceWorkerScript?.gzip)} (${b.signIn.serviceWorker ? "loaded" : "not loaded"} before interactive)`,
      ]);
      rows.push(["bundle", "Sign-in: JS prefetched while idle", kB(b.prefetchedWhileIdle?.jsGzip)]);
      rows.push(["bundle", "Sign-in → dashboard: further JS", kB(b.signInToDashboard?.jsGzip)]);
    }
    for (const route of ROUTES) {
      const r = b.routes?.[route];
      if (!r) continue;
      rows.push(["bundle", `Route ${route} (cold load)`, r.error ? `n/a (${r.error})` : `${kB(r.jsGzip)} (${r.requests} files)${r.ready ? "" : " not settled"}`]);
    }
    rows.push(["bundle", "Whole build: JS gzip", `${kB(b.total?.jsGzip)} (${b.total?.files} files)`]);
  }
  const l = results.lighthouse;
  if (l) {
    for (const [page, presets] of Object.entries(l.pages ?? {})) {
      for (const [preset, r] of Object.entries(presets)) {
        const m = r.median ?? {};
        rows.push([
          "lighthouse",
          `${page} ${preset}: perf · a11y · LCP · TBT · transfer`,
          m.performance == null ? `n/a${r.errors?.length ? ` (${r.errors[0]})` : ""}` : `${num(m.performance)} · ${num(m.accessibility)} · ${ms(m.lcpMs)} · ${ms(m.tbtMs)} · ${kB(m.transferBytes)}`,
        ]);
      }
    }
  }
  const t = results.tables;
  if (t) {
    for (const [name, s] of Object.entries(t.screens ?? {})) {
      rows.push(["tables", `${name}: navigation → table (1×)`, s.navigation?.error ? `n/a (${s.navigation.error})` : ms(s.navigation?.medianMs)]);
      rows.push(["tables", `${name}: in-app navigation → table (1×)`, s.inApp?.error ? `n/a (${s.inApp.error})` : ms(s.inApp?.medianMs)]);
      if (s.interactions?.error) {
        rows.push(["tables", `${name}: interactions`, `n/a (${s.interactions.error})`]);
        continue;
      }
      for (const rate of ["1x", "4x"]) {
        const i = s.interactions?.[rate] ?? {};
        const show = (x) => (x?.error ? `n/a (${x.error})` : x?.skipped ? `n/a (${x.skipped})` : `median ${ms(x?.medianMs)} · max ${ms(x?.maxMs)} (n=${x?.n ?? 0})`);
        rows.push(["tables", `${name}: search INP (${rate})`, show(i.search)]);
        rows.push(["tables", `${name}: status filter INP (${rate})`, show(i.statusFilter)]);
      }
    }
  }
  rows.push(...serverFigures(results.server));
  const pd = results.floor?.payDeskServer;
  if (pd) rows.push(["floor", `PayDesk server (PGlite, ${pd.rows.toLocaleString("en-US")} rows): navigation → first page (1×)`, pd.error ? `n/a (${pd.error})` : pd.navigation?.error ? `n/a (${pd.navigation.error})` : `${ms(pd.navigation?.medianMs)} (Refine + antd in the same rounds: ${ms(pd.floorNavigation?.medianMs)})`]);
  for (const a of Object.values(results.floor?.apps ?? {})) {
    const filter = (rate) => a.interactions?.[rate]?.statusFilter?.medianMs;
    const lhMobile = a.lighthouse?.pages?.dashboard?.mobile?.median ?? {};
    rows.push(["floor", `${a.label}: navigation → table (1×)`, a.navigation?.error ? `n/a (${a.navigation.error})` : ms(a.navigation?.medianMs)]);
    if (a.inApp) rows.push(["floor", `${a.label}: in-app navigation → 50,000 rows read whole (1×)`, a.inApp.error ? `n/a (${a.inApp.error})` : ms(a.inApp.medianMs)]);
    rows.push(["floor", `${a.label}: status filter INP median 1× / 4×`, `${ms(filter("1x"))} / ${ms(filter("4x"))}`]);
    rows.push(["floor", `${a.label}: dashboard Lighthouse mobile · TBT · LCP`, `${num(lhMobile.performance)} · ${ms(lhMobile.tbtMs)} · ${ms(lhMobile.lcpMs)}`]);
  }
  return rows;
}

/** The server part's rows: per backend the look-up mix at 2 and 8 connections, the broad search, withdrawals. */
function serverFigures(s) {
  if (!s) return [];
  if (s.error) return [["server", "PayDesk server", `n/a (${s.error})`]];
  const rows = [];
  const load = (l) => (l ? `p50 ${ms(l.latencyMs.p50)} · p99 ${ms(l.latencyMs.p99)} · ${l.requestsPerSecond} req/s${l.non2xx || l.errors ? ` · ${l.non2xx} non-2xx, ${l.errors} errors` : ""}${l.stoppedEarly ? ` · ${l.requests} of ${l.asked} in the time limit` : ""}` : "n/a");
  const withdrawals = (w) =>
    w ? `${w.withdrawalsPerSecond}/s (${w.successes} of ${w.attempts}, ${w.workers} at once on ${w.wallets} wallets) · anomalies ${w.anomalies}${w.lostOrDoubledWrites ? ` ($${w.moneyUnaccounted} paid out twice)` : ""}` : "n/a";
  const backends = [
    ["postgres", `PayDesk, PostgreSQL, ${s.rows.toLocaleString("en-US")} rows`],
    ["pglite", `PayDesk, PGlite, ${s.rows.toLocaleString("en-US")} rows`],
    ["jsonServer", `json-server 0.17, ${s.jsonServerRows.toLocaleString("en-US")} rows`],
  ];
  for (const [key, label] of backends) {
    const b = s[key];
    if (!b || b.error) {
      rows.push(["server", label, `n/a (${b?.error ?? "not run"})`]);
      continue;
    }
    rows.push(["server", `${label}: list page, look-up mix, 2 connections`, load(b.list?.latency)]);
    rows.push(["server", `${label}: list page, look-up mix, 8 connections`, load(b.list?.throughput)]);
    rows.push(["server", `${label}: list page, "payment to" (a third of the rows), 2 conn.`, load(b.listBroad)]);
    rows.push(["server", `${label}: withdrawals`, withdrawals(b.withdrawals)]);
  }
  rows.push(["server", "PayDesk (PostgreSQL) ÷ json-server requests/s, 8 connections", s.ratio?.listRequestsPerSecond == null ? "n/a" : `${s.ratio.listRequestsPerSecond} ×`]);
  return rows;
}

/** A budget's limit as judged: a ratio to Refine + antd where the floor ran, and the absolute limit where it still holds. */
function budgetText(b) {
  const absolute = b.limit == null ? null : `${b.op} ${b.limit}${b.unit ? ` ${b.unit}` : ""}`;
  if (b.status === "needs the floor") return `${b.op} 1.0 × Refine + antd (needs the floor)${absolute ? `; ${absolute} not judged` : ""}`;
  if (!("ratio" in b)) return absolute;
  if (absolute == null || b.floorMisses == null) return `${b.op} 1.0 × Refine + antd`;
  return `${b.op} 1.0 × Refine + antd${b.floorMisses ? ` (${absolute}: the stack misses it)` : ` and ${absolute}`}`;
}

/**
 * A fresh Debian machine has no Chromium: install it as .ci/run does (root and apt-get needed), or
 * say how. A CHROMIUM_PATH that does not exist is an error, never replaced.
 */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH is ${CHROMIUM}, which does not exist`);
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) {
    throw new Error(`no Chromium at ${CHROMIUM}: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
  log(`no Chromium at ${CHROMIUM}: installing Debian's (.ci/install-chromium)`);
  execFileSync(join(REPO_DIR, ".ci", "install-chromium"), { stdio: "inherit" });
}

// ------------------------------------------------------------------ main
async function main() {
  const opts = options();
  if (opts.parts.some((p) => BROWSER_PARTS.includes(p))) ensureChromium();
  const started = Date.now();
  const results = {
    date: new Date().toISOString(),
    git: gitInfo(opts.ref),
    environment: {
      node: process.version,
      chromium: (() => {
        try {
          return execFileSync(CHROMIUM, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
        } catch {
          return null;
        }
      })(),
      cpus: os.cpus().length,
      loadAverageAtStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
    },
    options: { parts: opts.parts, skipBuild: opts.skipBuild, ref: opts.ref ?? null, lighthouseRuns: opts.runs, distDir: opts.distDir, origin: ORIGIN },
  };
  log(`parts: ${opts.parts.join(", ")}; ${results.git.source} ${results.git.commit ?? ""}${results.git.dirty ? " (uncommitted changes)" : ""}; load average ${results.environment.loadAverageAtStart.join(" ")}`);
  if (results.environment.loadAverageAtStart[0] > 1.5) log("  ! the machine is busy (load average > 1.5): timings will be noisy");

  let stopServer = null;
  let browser = null;
  const cleanup = async () => {
    await browser?.close().catch(() => {});
    browser = null;
    await stopServer?.().catch(() => {});
    stopServer = null;
  };
  for (const sig of ["SIGINT", "SIGTERM"]) {
    process.once(sig, () => {
      log(`${sig}: stopping`);
      cleanup().finally(() => process.exit(130));
    });
  }

  const onServer = (stop) => (stopServer = stop);
  let ab = null;
  try {
    if (["bundle", "tables", "floor"].some((p) => opts.parts.includes(p))) {
      const launch = await playwrightLaunchOptions();
      results.environment.playwrightChromiumArgs = launch.args;
      browser = await launchPlaywright(launch);
    }
    if (opts.ab !== undefined) {
      const { runAb } = await import("./ab.mjs");
      ab = await runAb({ ref: opts.ab, rounds: opts.rounds, parts: opts.parts, runs: opts.runs, cacheDir: opts.cacheDir, browser, onServer });
    } else if (opts.parts.some((p) => BUILD_PARTS.includes(p))) {
      let cwd = REPO_DIR;
      if (!opts.skipBuild) cwd = await build({ distDir: opts.distDir, cacheDir: opts.cacheDir, ref: opts.ref });
      else if (opts.ref) log("--skip-build: --ref only names the build in the results");
      // The tables part's client mode: the same source without the `paging` extension.
      const clientDir = `${opts.distDir}-client`;
      if (opts.parts.includes("tables")) await build({ distDir: clientDir, cwd, ref: opts.skipBuild ? undefined : opts.ref, env: { VITE_API_EXTENSIONS: CLIENT_MODE_EXTENSIONS } });
      if (opts.parts.includes("lighthouse")) log(`lighthouse: ${opts.runs} run(s) per page and preset`);
      Object.assign(results, await measureBuild({ parts: opts.parts, distDir: opts.distDir, clientDir, cwd, runs: opts.runs, browser, onServer }));
    }
    if (opts.ab === undefined && opts.parts.includes("floor")) {
      const { runFloor } = await import("./floor.mjs");
      const t = Date.now();
      results.floor = { ...(await runFloor({ browser, runs: opts.runs, cacheDir: opts.cacheDir, onServer })), seconds: Math.round((Date.now() - t) / 1000) };
    }
    if (opts.ab === undefined && opts.parts.includes("server")) {
      const { runServerPart } = await import("./api.mjs");
      results.server = await runServerPart({ cacheDir: opts.cacheDir, onServer });
    }
  } catch (e) {
    results.error = errorText(e);
    console.error(`\nbench could not run: ${e?.stack ?? e}`);
  } finally {
    await cleanup();
  }

  results.environment.loadAverageAtEnd = os.loadavg().map((x) => Math.round(x * 100) / 100);
  results.seconds = Math.round((Date.now() - started) / 1000);
  if (opts.ab !== undefined) return finishAb(results, ab, opts);
  results.budgets = results.error ? [] : checkBudgets(results, opts.parts);

  printTable("Figures", ["part", "metric", "value"], figures(results));
  const floorNote = (b) =>
    b.floor ? `${Object.values(b.floor).map((v) => fmtValue(v, b.unit)).join(" / ")}${b.floorMisses ? " (misses the limit too)" : ""}` : "";
  printTable(
    `Budgets (issues 6, 22 and 50)${results.floor ? `; stack alone = the floor apps, ${Object.values(FLOOR_APPS).join(" / ")} (bench/floor.mjs)` : ""}`,
    ["metric", "value", "budget", "result", ...(results.floor ? ["stack alone"] : [])],
    results.budgets.map((b) => [
      b.label,
      `${fmtValue(b.value, b.unit)}${b.ratio == null ? "" : ` (${b.ratio} ×)`}`,
      budgetText(b),
      b.status,
      ...(results.floor ? [floorNote(b)] : []),
    ]),
  );
  mkdirSync(BENCH_DIR, { recursive: true });
  const file = join(BENCH_DIR, "results.json");
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  const failed = results.budgets.filter((b) => b.status !== "pass" && b.status !== "needs the floor");
  const unjudged = results.budgets.length - failed.length - results.budgets.filter((b) => b.status === "pass").length;
  const judged = results.budgets.length - unjudged;
  console.log(
    `\n${results.error ? "harness error" : failed.length ? `${failed.length} of ${judged} budgets failed` : `all ${judged} budgets judged met`}${unjudged ? ` · ${unjudged} not judged: they need the floor in the same run (add floor to --only)` : ""} · ${results.seconds} s · ${file}`,
  );
  // Exit explicitly: a library may leave a handle open after its browser is gone.
  process.exit(results.error ? 2 : failed.length ? 1 : 0);
}

/** The A/B table (B − A per figure) and bench/ab-results.json; exit 2 only when the harness failed. */
function finishAb(results, ab, opts) {
  if (ab) {
    const side = (s) => `${s.ref ? `git ${s.ref}` : "working tree"} ${s.git.commit ?? ""}${s.git.dirty ? " (uncommitted changes)" : ""}`;
    const values = (row, key) => row[key].map((v) => fmtValue(v, row.unit)).join(", ");
    const signed = (v, unit) => (v == null ? "n/a" : `${v > 0 ? "+" : ""}${fmtValue(v, unit)}`);
    printTable(
      `A/B, ${opts.rounds} round(s) in turns — A: ${side(ab.sides.A)}, B: ${side(ab.sides.B)}`,
      ["metric", "A (median)", "B (median)", "B − A", "A, each round", "B, each round"],
      ab.rows.map((r) => [r.label, fmtValue(r.aMedian, r.unit), fmtValue(r.bMedian, r.unit), `${signed(r.delta, r.unit)}${r.deltaPct == null ? "" : ` (${signed(Math.round(r.deltaPct), "")}%)`}`, values(r, "a"), values(r, "b")]),
    );
  }
  const file = join(BENCH_DIR, "ab-results.json");
  writeFileSync(file, `${JSON.stringify({ ...results, ab }, null, 2)}\n`);
  console.log(`\n${results.error ? "harness error" : "A/B done"} · ${results.seconds} s · ${file}`);
  process.exit(results.error ? 2 : 0);
}

main().catch((e) => {
  console.error(e?.stack ?? e);
  process.exit(2);
});
