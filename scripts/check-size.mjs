#!/usr/bin/env node
// No source file under module/ is over MAX_LINES lines (common brief; shared/reviews/architecture.md §6).
// Tests (*.test.ts) and benches (*.bench.ts) are left out; Quench batches are source and count.
//
//   node scripts/check-size.mjs [folder]
//
// Exit code 0 when every file fits; otherwise the list, largest first, and exit code 1.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export const MAX_LINES = 400;

/** Whether a file counts as source: TypeScript or JavaScript, neither a test nor a bench. */
export function isSourceFile(name) {
  return /\.(ts|mts|js|mjs)$/.test(name) && !/\.(test|bench)\.[cm]?[jt]s$/.test(name);
}

/** The lines of a text, counted as `wc -l` does plus an unterminated last line. */
export function lineCount(text) {
  if (text === "") return 0;
  const newlines = text.split("\n").length - 1;
  return text.endsWith("\n") ? newlines : newlines + 1;
}

/** Every source file under a folder over the limit, as { path (relative to the folder's parent), lines }, largest first. */
export function oversizedFiles(folder, limit = MAX_LINES) {
  const found = [];
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !isSourceFile(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const lines = lineCount(readFileSync(path, "utf8"));
    if (lines > limit) found.push({ path: relative(dirname(folder), path).split("\\").join("/"), lines });
  }
  return found.sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = resolve(root, process.argv[2] ?? "module");
  const over = oversizedFiles(folder);
  if (over.length === 0) {
    console.log(`check-size: no source file under ${relative(root, folder) || "."} is over ${MAX_LINES} lines`);
  } else {
    console.error(`check-size: ${over.length} source file(s) over ${MAX_LINES} lines (split them; tests and benches aside):`);
    for (const { path, lines } of over) console.error(`  ${String(lines).padStart(5)}  ${path}`);
    process.exitCode = 1;
  }
}
