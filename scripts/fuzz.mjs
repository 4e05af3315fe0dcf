#!/usr/bin/env node
// `npm run fuzz [-- --cases N] [--seed S] [--only text]`: runs the fuzz suite (tests/fuzz) at N cases
// per target (default 10,000) and prints, per target, the inputs tried and the faults, with the first
// shrunk counter-example of each fault class. Exit code 1 when any target broke its contract.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
};
const cases = Number(arg("cases", "10000"));
if (!Number.isSafeInteger(cases) || cases < 1) {
  console.error(`--cases must be a whole number ≥ 1, not ${arg("cases", "")}`);
  process.exit(2);
}
const report = resolve(root, "node_modules/.cache/enchanted-realms/fuzz-report.txt");
rmSync(report, { force: true });
const env = { ...process.env, FUZZ_CASES: String(cases), FUZZ_SEED: arg("seed", "16"), FUZZ_REPORT: report, FUZZ_ONLY: arg("only", "") };
const vitest = resolve(root, "node_modules/vitest/vitest.mjs");
const run = spawnSync(process.execPath, [vitest, "run", "tests/fuzz/fuzz.test.ts", "--reporter=dot", "--silent"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
if (existsSync(report)) console.log(readFileSync(report, "utf8"));
else console.error("The fuzz suite produced no report (see the errors above).");
process.exit(run.status ?? 1);
