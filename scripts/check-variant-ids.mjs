#!/usr/bin/env node
// Adapters and the rules core never branch on a rule variant's id (docs/architecture.md): they call
// the resolved ruleset's extension points, and only a rule module (module/rules/modules/**) or the
// declarations that generate the config (module/rules/ruleset/**, the stored config in ruleset/config.ts among them)
// name a variant. This check finds, outside those, any read of a variant-id field of the stored
// config (`config.initiative.model`, `….combat.surprise`, …) and any comparison of a variable named
// after one (`model === "a13"`). Tests, benches and Quench batches (which set presets and assert
// on them) are left out.
//
//   node scripts/check-variant-ids.mjs
//
// Exit code 0 when there is none; otherwise each place and exit code 1.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The stored config's fields whose values are variant ids (slots and choices). */
const ID_FIELDS = ["initiative\\.model", "initiative\\.oseTies", "combat\\.surprise", "combat\\.retreat", "movement\\.terrainModel", "movement\\.prone", "movement\\.extraCostStacking", "encumbrance\\.model", "travel\\.model", "travel\\.forcedMarch", "resolution\\.attack", "resolution\\.naturals", "resolution\\.zeroHealth", "resolution\\.healing", "resolution\\.saves", "resolution\\.morale", "resolution\\.cover"];
const READ = new RegExp(`(?<!system)\\.(?:${ID_FIELDS.join("|")})\\b`);
const COMPARE = /\b(?:model|surprise|terrainModel|prone|forcedMarch|oseTies|extraCostStacking)\s*[!=]==?\s*["'`]|["'`][A-Za-z0-9]+["'`]\s*[!=]==?\s*(?:model|surprise|terrainModel|prone|forcedMarch)\b/;

/** Whether a path (relative to the repository) is allowed to name variants. */
export function mayNameVariants(path) {
  return /^module\/rules\/(modules|ruleset)\//.test(path) || /^module\/quench\//.test(path) || /\.(test|bench)\.ts$/.test(path);
}

/** Every offending line of one source text: { line, text }. Comments are left out. */
export function variantIdUses(text) {
  const out = [];
  text.split("\n").forEach((line, i) => {
    const code = line.replace(/\/\/.*$/, "").trim();
    if (code === "" || code.startsWith("*") || code.startsWith("/*")) return;
    if (READ.test(code) || COMPARE.test(code)) out.push({ line: i + 1, text: line.trim() });
  });
  return out;
}

export function findVariantIdUses(folder = join(root, "module")) {
  const found = [];
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".ts")) continue;
    const path = relative(root, join(entry.parentPath, entry.name)).split("\\").join("/");
    if (mayNameVariants(path)) continue;
    for (const use of variantIdUses(readFileSync(join(root, path), "utf8"))) found.push({ path, ...use });
  }
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const found = findVariantIdUses();
  if (found.length === 0) {
    console.log("check-variant-ids: no variant id is compared or read outside the rule modules");
  } else {
    for (const f of found) console.log(`${f.path}:${f.line}: ${f.text}`);
    console.log(`check-variant-ids: ${found.length} place(s) branch on a variant id outside the rule modules (docs/architecture.md)`);
    process.exitCode = 1;
  }
}
