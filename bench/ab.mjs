// `node bench/run.mjs --ab <ref>`: a commit (A) against the working tree (B), measured in turns.
//
// This machine's speed drifts by a quarter within an hour (docs/performance.md, "Why A/B in turns"), more
// than most changes move a figure, so two benches run one after the other compare two hours, not
// two builds. Here both are built first, then measured round by round on the same port, the order
// flipping each round (A B, B A, A B, …): a drift then falls on both sides alike. Prints each
// budget's figure for A and B (median of the rounds, every round's value beside it) and B − A;
// writes bench/ab-results.json. No budget is judged: the plain bench does that.
import { join } from "node:path";
import { log, median } from "./lib.mjs";
import { build, gitInfo } from "./server.mjs";
import { BUDGETS, CLIENT_MODE_EXTENSIONS } from "./budgets.mjs";
import { measureBuild } from "./measure.mjs";

/** Figures worth comparing that have no budget of their own: what a Lighthouse score is made of. */
export const AB_EXTRA = [
  { id: "dash-mobile-tbt", part: "lighthouse", label: "Dashboard: Lighthouse mobile TBT", unit: "ms", value: (r) => r.lighthouse?.pages?.dashboard?.mobile?.median?.tbtMs ?? null },
  { id: "dash-mobile-lcp", part: "lighthouse", label: "Dashboard: Lighthouse mobile LCP", unit: "ms", value: (r) => r.lighthouse?.pages?.dashboard?.mobile?.median?.lcpMs ?? null },
];

/** The order of the two sides in round `i` (0-based): A first in even rounds, B first in odd ones. */
export function roundOrder(i) {
  return i % 2 === 0 ? ["A", "B"] : ["B", "A"];
}

/**
 * One row per figure of the parts that ran: every round's value for A and B, their medians, and
 * B − A (absolute, and relative to A). `rounds`: `{ A: results[], B: results[] }`.
 */
export function compareRounds(rounds, parts, metrics = [...BUDGETS, ...AB_EXTRA]) {
  return metrics
    .filter((m) => parts.includes(m.part))
    .map((m) => {
      const a = rounds.A.map((r) => m.value(r));
      const b = rounds.B.map((r) => m.value(r));
      const aMedian = median(a);
      const bMedian = median(b);
      const delta = aMedian == null || bMedian == null ? null : bMedian - aMedian;
      const deltaPct = delta == null || aMedian === 0 ? null : (100 * delta) / aMedian;
      return { id: m.id, label: m.label, unit: m.unit ?? "", a, b, aMedian, bMedian, delta, deltaPct };
    });
}

/** Builds A (`ref`) and B (the working tree), then measures them in turns. */
export async function runAb({ ref, rounds, parts, runs, cacheDir, browser, onServer }) {
  const sides = {
    A: { git: gitInfo(ref), distDir: join(cacheDir, "ab-a"), cacheDir: join(cacheDir, "ab-a-src"), ref },
    B: { git: gitInfo(), distDir: join(cacheDir, "ab-b"), cacheDir: null, ref: undefined },
  };
  for (const side of Object.values(sides)) {
    side.cwd = await build({ distDir: side.distDir, cacheDir: side.cacheDir, ref: side.ref }); // no ref: the working tree
    side.clientDir = `${side.distDir}-client`;
    if (parts.includes("tables")) await build({ distDir: side.clientDir, cwd: side.cwd, ref: side.ref, env: { VITE_API_EXTENSIONS: CLIENT_MODE_EXTENSIONS } });
  }
  const measured = { A: [], B: [] };
  for (let i = 0; i < rounds; i++) {
    for (const name of roundOrder(i)) {
      const side = sides[name];
      log(`A/B round ${i + 1} of ${rounds}: ${name} (${side.ref ? `git ${side.ref}` : "working tree"})`);
      measured[name].push(await measureBuild({ parts, distDir: side.distDir, clientDir: side.clientDir, cwd: side.cwd, runs, browser, onServer }));
    }
  }
  return { sides: { A: { ref, git: sides.A.git }, B: { ref: null, git: sides.B.git } }, rounds: measured, rows: compareRounds(measured, parts) };
}
