// `npm test`: every stage in order, stopping at the first failure, then the time each took
// (issue 22 asks .ci/run to show where its minutes go).
import { spawnSync } from "node:child_process";

const STAGES = ["typecheck", "lint", "test:unit", "build", "test:e2e"];
const times = [];
let failed = null;

for (const stage of STAGES) {
  console.log(`\n== npm run ${stage}`);
  const start = performance.now();
  const { status } = spawnSync("npm", ["run", stage], { stdio: "inherit" });
  times.push([stage, (performance.now() - start) / 1000]);
  if (status !== 0) {
    failed = stage;
    break;
  }
}

const total = times.reduce((sum, [, s]) => sum + s, 0);
const minutes = (s) => `${Math.floor(s / 60)}m ${String(Math.round(s % 60)).padStart(2, "0")}s`;
console.log("\n== stage times");
for (const [stage, s] of times) console.log(`${stage.padEnd(10)} ${minutes(s).padStart(8)}`);
console.log(`${"total".padEnd(10)} ${minutes(total).padStart(8)}`);
if (failed) {
  console.log(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}
