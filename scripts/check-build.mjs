#!/usr/bin/env node
// Checks the built system in dist/ the way Foundry will meet it:
//  1. dist/system.json parses and every file it names exists (styles' @imports and the chunks scripts
//     import too), and the Quench batches are a chunk loaded by import(), not at start;
//  2. every .hbs template compiles with Handlebars;
//  3. every localisation key used in code, templates, system.json and packs exists in lang/en.json,
//     and no key in lang/en.json is unused;
//  4. every compiled pack opens with the Foundry CLI and holds exactly the entries of its source.
// Prints one line per check and "N passed, N failed"; exits 1 on any failure.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { scriptImportsOf } from "./release.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
let passed = 0;
let failed = 0;
const check = (ok, label, detail = "") => {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? "ok  " : "FAIL"} ${label}${!ok && detail ? `\n     ${detail.replaceAll("\n", "\n     ")}` : ""}`);
};

const walk = (dir, filter) => {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : walk(path, filter);
    return filter(entry.name) ? [path] : [];
  });
};

// 1. The manifest ------------------------------------------------------------------------------
let manifest = null;
try {
  manifest = JSON.parse(readFileSync(join(dist, "system.json"), "utf8"));
  check(true, "dist/system.json parses");
} catch (error) {
  check(false, "dist/system.json parses", String(error));
}

if (manifest) {
  const named = [
    ...(manifest.esmodules ?? []),
    ...(manifest.scripts ?? []),
    ...(manifest.styles ?? []),
    ...(manifest.languages ?? []).map((l) => l.path),
  ];
  for (const file of named) check(existsSync(join(dist, file)), `system.json names ${file}, which exists in dist/`);
  for (const pack of manifest.packs ?? []) {
    const path = join(dist, pack.path);
    check(existsSync(path) && statSync(path).isDirectory(), `pack ${pack.name} is built at ${pack.path}`);
  }
  // Stylesheets pull the rest in with @import: each target must ship too.
  for (const css of walk(join(dist, "styles"), (n) => n.endsWith(".css"))) {
    for (const m of readFileSync(css, "utf8").matchAll(/@import\s+(?:url\()?["']([^"')]+)["']\)?/g)) {
      const target = resolve(dirname(css), m[1]);
      check(existsSync(target), `${relative(dist, css)} imports ${m[1]}, which exists`);
    }
  }
  // The esmodules pull chunks in with import and import(): each must ship, and the Quench batches
  // must be only in a chunk loaded by import() (module/enchanted-realms.ts), never at start.
  const scripts = {};
  for (const file of walk(dist, (n) => n.endsWith(".mjs"))) scripts[relative(dist, file).split("\\").join("/")] = readFileSync(file);
  const imports = scriptImportsOf(scripts);
  for (const [script, chunks] of Object.entries(imports)) {
    for (const chunk of chunks) check(existsSync(join(dist, chunk)), `${script} imports ${chunk}, which exists in dist/`);
  }
  const text = (file) => (scripts[file] ? new TextDecoder().decode(scripts[file]) : "");
  const atStart = new Set();
  const queue = [...(manifest.esmodules ?? [])];
  while (queue.length > 0) {
    const file = queue.shift();
    if (atStart.has(file)) continue;
    atStart.add(file);
    for (const m of text(file).matchAll(/^(?:import|export)\b[^;\n]*?["'](\.\/[\w.-]+\.mjs)["']/gm)) queue.push(m[1].slice(2));
  }
  const batchesAtStart = [...atStart].filter((file) => /function registerQuenchBatches\b/.test(text(file)));
  check(batchesAtStart.length === 0, "the Quench batches are not in the scripts loaded at start", `found in ${batchesAtStart.join(", ")}`);
  const lazy = Object.keys(scripts).filter((file) => !atStart.has(file) && /function registerQuenchBatches\b/.test(text(file)));
  check(lazy.length === 1, "the Quench batches are one chunk of their own, loaded by import()", `found in ${lazy.join(", ") || "none"}`);
  check(manifest.id === "enchanted-realms", "system.json id is enchanted-realms");
  check(!existsSync(join(dist, "template.json")), "no template.json is shipped");
}

// 2. Templates ---------------------------------------------------------------------------------
const templates = walk(join(root, "templates"), (n) => n.endsWith(".hbs"));
for (const file of templates) {
  try {
    Handlebars.precompile(readFileSync(file, "utf8"), { strict: false });
    check(true, `template ${relative(root, file)} compiles`);
  } catch (error) {
    check(false, `template ${relative(root, file)} compiles`, String(error.message ?? error));
  }
}

// 3. Localisation ------------------------------------------------------------------------------
const flatten = (obj, prefix = "") =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === "object" ? flatten(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
const lang = JSON.parse(readFileSync(join(root, "lang/en.json"), "utf8"));
const keys = new Set(flatten(lang));
const used = new Set();
const prefixes = new Set();
const missing = [];

const sources = [
  ...walk(join(root, "module"), (n) => /\.(ts|mjs|js)$/.test(n) && !/\.(test|spec|bench)\.ts$/.test(n)),
  ...templates,
];
const I18N = "(?:ER|TYPES)";
for (const file of sources) {
  const text = readFileSync(file, "utf8");
  const where = relative(root, file);
  // Complete keys in quotes.
  for (const m of text.matchAll(new RegExp(`["'\`](${I18N}\\.[A-Za-z0-9_.-]*[A-Za-z0-9_-])["'\`]`, "g"))) {
    if (keys.has(m[1])) used.add(m[1]);
    else if ([...keys].some((k) => k.startsWith(`${m[1]}.`))) prefixes.add(m[1]);
    else missing.push(`${m[1]} (${where})`);
  }
  // Prefixes completed at run time: "ER.Terrain." + id, `ER.Terrain.${id}`, (concat "ER.Terrain." id).
  for (const m of text.matchAll(new RegExp(`["'\`](${I18N}\\.[A-Za-z0-9_.-]*)\\.(?:["'\`]|\\$\\{)`, "g"))) prefixes.add(m[1]);
  // i18nKey("Terrain", id) builds ER.Terrain.<id>: literal leading arguments form a prefix.
  for (const m of text.matchAll(/i18nKey\(\s*((?:["'][A-Za-z0-9_-]+["']\s*,?\s*)+)/g)) {
    const parts = [...m[1].matchAll(/["']([A-Za-z0-9_-]+)["']/g)].map((p) => p[1]);
    const key = ["ER", ...parts].join(".");
    if (keys.has(key)) used.add(key);
    else if ([...keys].some((k) => k.startsWith(`${key}.`))) prefixes.add(key);
    else missing.push(`${key} (${where}, via i18nKey)`);
  }
}
// The manifest and pack sources carry keys too (pack labels, folder names, and a macro's command,
// where the key's quotes are escaped inside the JSON string).
const jsonSources = [join(root, "system.json"), ...walk(join(root, "packs"), (n) => n.endsWith(".json"))];
for (const file of jsonSources) {
  for (const m of readFileSync(file, "utf8").matchAll(/\\?"(ER\.[A-Za-z0-9_.-]*[A-Za-z0-9_-])\\?"/g)) {
    if (keys.has(m[1])) used.add(m[1]);
    else missing.push(`${m[1]} (${relative(root, file)})`);
  }
}
// Foundry reads TYPES.<Document>.<type> for every sub-type the manifest declares.
const srcManifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8"));
for (const [doc, types] of Object.entries(srcManifest.documentTypes ?? {})) {
  for (const type of Object.keys(types)) {
    // System region behaviour types carry their system prefix in the manifest ("enchanted-realms.terrain"), as in dnd5e.
    const key = `TYPES.${doc}.${type}`;
    if (keys.has(key)) used.add(key);
    else missing.push(`${key} (system.json documentTypes)`);
    // v14 shows TYPES.HINTS.<Document>.<type> in the create dialogs (foundryvtt#13760): every sub-type has one.
    const hint = `TYPES.HINTS.${doc}.${type}`;
    if (keys.has(hint)) used.add(hint);
    else missing.push(`${hint} (system.json documentTypes, v14 type hint)`);
  }
}
for (const key of keys) if ([...prefixes].some((p) => key.startsWith(`${p}.`))) used.add(key);
check(missing.length === 0, "every localisation key used exists in lang/en.json", missing.slice(0, 20).join("\n"));
const unused = [...keys].filter((k) => !used.has(k));
check(unused.length === 0, `no key in lang/en.json is unused (${keys.size} keys)`, unused.slice(0, 20).join("\n"));

// 4. Packs -------------------------------------------------------------------------------------
for (const pack of manifest?.packs ?? []) {
  const sourceDir = join(root, "packs", pack.name);
  const sourceEntries = walk(sourceDir, (n) => n.endsWith(".json")).map((f) => JSON.parse(readFileSync(f, "utf8")));
  const out = mkdtempSync(join(tmpdir(), `er-pack-${pack.name}-`));
  try {
    await extractPack(join(dist, pack.path), out, { log: false });
    const extracted = walk(out, (n) => n.endsWith(".json")).map((f) => JSON.parse(readFileSync(f, "utf8")));
    const want = sourceEntries.map((e) => e._id).sort();
    const got = extracted.map((e) => e._id).sort();
    check(
      want.length > 0 && JSON.stringify(want) === JSON.stringify(got),
      `pack ${pack.name} opens and holds its ${want.length} source entries`,
      `source: ${want.join(", ")}\nbuilt: ${got.join(", ")}`,
    );
  } catch (error) {
    check(false, `pack ${pack.name} opens with the Foundry CLI`, String(error));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

console.log(`\nbuild checks: ${passed} passed, ${failed} failed`);

// One closing line for the whole of `npm test`: the unit tests vitest just ran, plus these checks.
// Only `npm test` asks for it (--with-unit-report), so a report left from an earlier run is never counted.
// The browser tests (`npm run test:browser`, run by `npm test` before the build) are counted too; their
// report missing counts as a failure, so a run that skipped them never closes green.
const vitestReport = join(root, "node_modules/.cache/enchanted-realms/vitest.json");
const browserReport = join(root, "node_modules/.cache/enchanted-realms/browser.json");
if (process.argv.includes("--with-unit-report") && existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, "utf8"));
  let otherPassed = report.numPassedTests ?? 0;
  let otherFailed = report.numFailedTests ?? 0;
  if (existsSync(browserReport)) {
    const browser = JSON.parse(readFileSync(browserReport, "utf8"));
    otherPassed += browser.numPassedTests ?? 0;
    otherFailed += browser.numFailedTests ?? 0;
    console.log(`browser tests: ${browser.numPassedTests ?? 0} passed, ${browser.numFailedTests ?? 0} failed`);
  } else {
    otherFailed += 1;
    console.log(`FAIL browser tests: no report at ${relative(root, browserReport)} (run \`npm run test:browser\`)`);
  }
  console.log(`tests: ${otherPassed + passed} passed, ${otherFailed + failed} failed`);
  if (otherFailed > 0) failed += otherFailed;
}
process.exit(failed === 0 ? 0 : 1);
