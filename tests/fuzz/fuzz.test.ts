/**
 * The fuzz suite (issue 16). In `npm test` it runs a small budget per target (FUZZ_CASES, default
 * 1,000); `npm run fuzz -- --cases 10000` runs the same targets at any budget and prints the report.
 * Every target must keep its contract: the test fails on the first fault class and prints them all.
 */
import { describe, expect, it } from "vitest";
import { mkdirSync, writeFileSync } from "node:fs";
import { runTarget, type TargetReport } from "./harness";
import { formatReport } from "./report";
import { allTargets } from "./targets";

const CASES = Number(process.env["FUZZ_CASES"] ?? 1000);
const SEED = Number(process.env["FUZZ_SEED"] ?? 16);
const ONLY = process.env["FUZZ_ONLY"];

describe("fuzz suite", () => {
  it(`keeps every target's contract at ${CASES} cases per target`, () => {
    const targets = allTargets().filter((t) => !ONLY || t.name.includes(ONLY));
    const reports: TargetReport[] = targets.map((t) => runTarget(t, CASES, SEED));
    const text = formatReport(reports, CASES, SEED);
    const out = process.env["FUZZ_REPORT"];
    if (out) {
      mkdirSync(out.replace(/\/[^/]*$/, ""), { recursive: true });
      writeFileSync(out, text);
    }
    const faulty = reports.filter((r) => r.faults.length > 0);
    if (faulty.length > 0) console.log(text);
    expect(faulty.map((r) => `${r.name}: ${r.faults.map((f) => f.fault).join(" | ")}`)).toEqual([]);
  }, 3_600_000);
});
