#!/usr/bin/env node
// Compiles every pack that system.json declares from its JSON sources (packs/<name>/*.json)
// into a LevelDB folder under dist/ (or under the folder given as `--out DIR`), with the official
// Foundry CLI.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { compilePack } from "@foundryvtt/foundryvtt-cli";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const manifest = JSON.parse(readFileSync(resolve(root, "system.json"), "utf8"));
const outAt = process.argv.indexOf("--out");
const outDir = outAt > 0 && process.argv[outAt + 1] ? resolve(process.argv[outAt + 1]) : resolve(root, "dist");

for (const pack of manifest.packs ?? []) {
  const src = resolve(root, "packs", pack.name);
  const dest = resolve(outDir, pack.path);
  if (!existsSync(src)) {
    console.error(`Pack "${pack.name}" is declared in system.json but packs/${pack.name} does not exist.`);
    process.exit(1);
  }
  rmSync(dest, { recursive: true, force: true });
  await compilePack(src, dest, { recursive: true, log: false });
  console.log(`Compiled pack ${pack.name} -> ${pack.path}`);
}
