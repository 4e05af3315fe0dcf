#!/usr/bin/env node
// Compiles every pack that system.json declares from its JSON sources (packs/<name>/*.json)
// into a LevelDB folder under dist/ (or under the folder given as `--out DIR`), with the official
// Foundry CLI. Every source is checked first (scripts/pack-sources.mjs): a corrupted file stops the
// build with its name and the reason, before any pack is written. `--root <dir>` builds another
// checkout (tests).
import { existsSync, readFileSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { packSourceProblems } from "./pack-sources.mjs";

const rootArg = process.argv.indexOf("--root");
const root = rootArg > 0 ? resolve(process.argv[rootArg + 1]) : resolve(dirname(fileURLToPath(import.meta.url)), "..");
const manifest = JSON.parse(readFileSync(resolve(root, "system.json"), "utf8"));
const outAt = process.argv.indexOf("--out");
const outDir = outAt > 0 && process.argv[outAt + 1] ? resolve(process.argv[outAt + 1]) : resolve(root, "dist");

const problems = packSourceProblems(root, manifest);
if (problems.length > 0) {
  console.error(`Pack sources are broken; no pack was built:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  process.exit(1);
}

for (const pack of manifest.packs ?? []) {
  const src = resolve(root, "packs", pack.name);
  const dest = resolve(outDir, pack.path);
  if (!existsSync(src)) {
    console.error(`Pack "${pack.name}" is declared in system.json but packs/${pack.name} does not exist.`);
    process.exit(1);
  }
  rmSync(dest, { recursive: true, force: true });
  try {
    await compilePack(src, dest, { recursive: true, log: false });
  } catch (error) {
    console.error(`Pack "${pack.name}" (packs/${pack.name}) failed to compile: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log(`Compiled pack ${pack.name} -> ${pack.path}`);
}
