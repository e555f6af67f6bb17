// `npm test`: every stage, stopping at the first failure, then the time each took (issue 22 asks
// .ci/run to show where its minutes go). The type check and lint run side by side: each keeps
// about one core busy, and on two cores they took 20 s + 19 s one after the other, 27 s together.
// Their output is held and printed whole, one after the other, so it does not interleave.
import { spawn } from "node:child_process";

// test:server: the PayDesk server's tests on PGlite, then on a throwaway PostgreSQL (tests/server/run.mjs).
const STAGES = [["typecheck", "lint"], ["test:unit"], ["test:server"], ["build"], ["build:server"], ["test:e2e"]];
const times = [];
let failed = null;

/** Runs `npm run <stage>`; resolves with its exit status and time. Output streams, or is held when `hold`. */
function run(stage, hold) {
  return new Promise((resolve) => {
    const start = performance.now();
    const child = spawn("npm", ["run", stage], { stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    if (hold) {
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
    }
    child.on("close", (status) => resolve({ stage, status, output, seconds: (performance.now() - start) / 1000 }));
  });
}

for (const group of STAGES) {
  const start = performance.now();
  if (group.length === 1) console.log(`\n== npm run ${group[0]}`);
  const results = await Promise.all(group.map((stage) => run(stage, group.length > 1)));
  for (const result of results) {
    if (group.length > 1) process.stdout.write(`\n== npm run ${result.stage}\n${result.output}`);
    times.push([result.stage, result.seconds]);
    if (result.status !== 0) failed ??= result.stage;
  }
  if (group.length > 1) times.push(["(side by side)", (performance.now() - start) / 1000, true]);
  if (failed) break;
}

// The total counts a group once, by its wall time.
const total = times.reduce((sum, [stage, s, wall]) => sum + (wall || !STAGES.some((g) => g.length > 1 && g.includes(stage)) ? s : 0), 0);
const minutes = (s) => `${Math.floor(s / 60)}m ${String(Math.round(s % 60)).padStart(2, "0")}s`;
console.log("\n== stage times");
for (const [stage, s] of times) console.log(`${stage.padEnd(10)} ${minutes(s).padStart(8)}`);
console.log(`${"total".padEnd(10)} ${minutes(total).padStart(8)}`);
if (failed) {
  console.log(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}
