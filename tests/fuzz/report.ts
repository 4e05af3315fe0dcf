/** Formats the fuzz reports: inputs tried and faults per target, with each fault class's shrunk counter-example. */
import type { TargetReport } from "./harness";

export function formatReport(reports: readonly TargetReport[], cases: number, seed: number): string {
  const lines: string[] = [];
  const tried = reports.reduce((n, r) => n + r.tried, 0);
  const faulty = reports.filter((r) => r.faults.length > 0);
  const faults = reports.reduce((n, r) => n + r.faults.reduce((m, f) => m + f.count, 0), 0);
  lines.push(`Enchanted Realms fuzz suite: ${reports.length} targets, ${cases} cases per target, seed ${seed}`);
  lines.push("");
  lines.push(`${"target".padEnd(44)} ${"tried".padStart(7)} ${"faults".padStart(7)} ${"classes".padStart(7)} ${"ms".padStart(7)}  contract`);
  for (const r of reports) {
    const n = r.faults.reduce((m, f) => m + f.count, 0);
    lines.push(`${r.name.padEnd(44)} ${String(r.tried).padStart(7)} ${String(n).padStart(7)} ${String(r.faults.length).padStart(7)} ${r.ms.toFixed(0).padStart(7)}  ${r.contract}`);
  }
  lines.push("");
  for (const r of faulty) {
    lines.push(`${r.name}:`);
    for (const f of r.faults) {
      lines.push(`  ${f.count} × ${f.fault}`);
      lines.push(`    first counter-example (shrunk): ${f.example}`);
    }
  }
  lines.push(`TOTAL: ${tried} inputs tried, ${faults} faults in ${faulty.length} of ${reports.length} targets`);
  return lines.join("\n");
}
