// Checks the JSON sources of the compendium packs before they are compiled, so a corrupted file
// fails the build with its own name and the reason, and nothing is half built.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** The `_key` collection each pack type's entries must use. */
const KEY_PREFIX = { Item: "!items!", Actor: "!actors!", JournalEntry: "!journal!", Scene: "!scenes!", Adventure: "!adventures!", RollTable: "!tables!", Macro: "!macros!" };

function jsonFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...jsonFiles(path));
    else if (name.endsWith(".json")) out.push(path);
  }
  return out;
}

/**
 * Every problem of the pack sources declared in `manifest`, as "packs/<pack>/<file>: <reason>".
 * Unparseable JSON (a trailing comma, an empty file, a byte-order mark), a value that is not one
 * document object, a missing or foreign `_key`, a missing `_id`, and a `_key` or `_id` used twice.
 */
export function packSourceProblems(root, manifest) {
  const problems = [];
  const seenKeys = new Map();
  const seenIds = new Map();
  for (const pack of manifest.packs ?? []) {
    const dir = join(root, "packs", pack.name);
    if (!existsSync(dir)) {
      problems.push(`packs/${pack.name}: declared in system.json but the folder does not exist`);
      continue;
    }
    const files = jsonFiles(dir);
    if (files.length === 0) problems.push(`packs/${pack.name}: the folder holds no .json source`);
    for (const file of files) {
      const name = relative(root, file).split("\\").join("/");
      const text = readFileSync(file, "utf8");
      if (text.charCodeAt(0) === 0xfeff) {
        problems.push(`${name}: starts with a byte-order mark; save it as UTF-8 without BOM`);
        continue;
      }
      let doc;
      try {
        doc = JSON.parse(text);
      } catch (error) {
        problems.push(`${name}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
        continue;
      }
      if (doc === null || typeof doc !== "object" || Array.isArray(doc)) {
        problems.push(`${name}: expected one document object, found ${doc === null ? "null" : Array.isArray(doc) ? "an array" : typeof doc}`);
        continue;
      }
      const prefix = KEY_PREFIX[pack.type];
      if (typeof doc._id !== "string" || doc._id === "") problems.push(`${name}: no "_id"`);
      if (typeof doc._key !== "string") problems.push(`${name}: no "_key" (the CLI would skip this entry)`);
      else if (prefix && !doc._key.startsWith(prefix)) problems.push(`${name}: "_key" ${JSON.stringify(doc._key)} does not belong in a ${pack.type} pack (expected ${prefix}…)`);
      for (const [seen, value, label] of [[seenKeys, doc._key, "_key"], [seenIds, doc._id, "_id"]]) {
        if (typeof value !== "string") continue;
        const first = seen.get(value);
        if (first) problems.push(`${name}: "${label}" ${JSON.stringify(value)} is also used by ${first}`);
        else seen.set(value, name);
      }
    }
  }
  return problems;
}
