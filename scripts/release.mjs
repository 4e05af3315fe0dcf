#!/usr/bin/env node
// Builds an installable release of the system:
//
//   npm run release -- --repo OWNER/NAME --version X.Y.Z [--out DIR]
//
// 1. checks the arguments (exit code 2 and a message naming the problem when one is wrong);
// 2. builds the system as `npm run build` does (vite, then the packs), into a staging folder;
// 3. writes DIR/system.json (default DIR: release/): the repository's system.json with `version`,
//    `url`, `manifest` and `download` filled in for GitHub release assets;
// 4. writes DIR/enchanted-realms.zip: the built system at the zip's root with that same system.json,
//    the chunks the entry imports (the shared core, the Quench batches), and nothing else (no source
//    maps, sources or tests);
// 5. checks the zip's file list against the manifest (verifyZipListing) before saying it is done.
//
// The zip is made with fflate (pure JavaScript), so no `zip` binary is needed.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, posix, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { strToU8, unzipSync, zipSync } from "fflate";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const ZIP_NAME = "enchanted-realms.zip";
export const USAGE = "usage: npm run release -- --repo OWNER/NAME --version X.Y.Z [--out DIR]";

/** Exit code for arguments the command refuses. */
export const EXIT_BAD_ARGS = 2;

/** Semantic Versioning 2.0.0 (semver.org), without a leading "v". */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;

/** A GitHub owner (user or organisation) and repository name. */
const REPO = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})$/;

export class ArgumentError extends Error {}

export function parseSemver(text) {
  const m = SEMVER.exec(text);
  if (!m) return null;
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), pre: m[4] ? m[4].split(".") : [] };
}

/** Semver precedence: negative when a < b, 0 when equal, positive when a > b (build metadata ignored). */
export function compareSemver(a, b) {
  const x = typeof a === "string" ? parseSemver(a) : a;
  const y = typeof b === "string" ? parseSemver(b) : b;
  if (!x || !y) throw new TypeError(`not a semantic version: ${!x ? a : b}`);
  for (const k of ["major", "minor", "patch"]) if (x[k] !== y[k]) return x[k] - y[k];
  // A version without a pre-release is higher than one with (1.0.0-rc.1 < 1.0.0).
  if (x.pre.length === 0 || y.pre.length === 0) return y.pre.length - x.pre.length;
  for (let i = 0; i < Math.min(x.pre.length, y.pre.length); i++) {
    const p = x.pre[i];
    const q = y.pre[i];
    if (p === q) continue;
    const pn = /^\d+$/.test(p);
    const qn = /^\d+$/.test(q);
    if (pn && qn) return Number(p) - Number(q);
    if (pn !== qn) return pn ? -1 : 1;
    return p < q ? -1 : 1;
  }
  return x.pre.length - y.pre.length;
}

/**
 * The options of the command line, or an ArgumentError naming what is wrong.
 * `packageVersion` is package.json's version: a release may not be lower.
 */
export function parseArgs(argv, packageVersion) {
  const options = { repo: undefined, version: undefined, out: undefined, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const eq = arg.indexOf("=");
    const name = arg.startsWith("--") && eq > 0 ? arg.slice(0, eq) : arg;
    const inline = arg.startsWith("--") && eq > 0 ? arg.slice(eq + 1) : undefined;
    if (name === "--help" || name === "-h") {
      options.help = true;
      continue;
    }
    if (!["--repo", "--version", "--out"].includes(name)) throw new ArgumentError(`unknown argument "${arg}"`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === "" || (inline === undefined && value.startsWith("--"))) {
      throw new ArgumentError(`${name} needs a value`);
    }
    const key = name.slice(2);
    if (options[key] !== undefined) throw new ArgumentError(`${name} is given twice`);
    options[key] = value;
  }
  if (options.help) return options;
  if (options.repo === undefined) throw new ArgumentError("--repo OWNER/NAME is missing (the GitHub repository the release is published from)");
  const repo = REPO.exec(options.repo);
  if (!repo || repo[2] === "." || repo[2] === "..") {
    throw new ArgumentError(`--repo "${options.repo}" is not a GitHub repository in the form OWNER/NAME`);
  }
  if (options.version === undefined) throw new ArgumentError("--version X.Y.Z is missing");
  if (!parseSemver(options.version)) {
    throw new ArgumentError(`--version "${options.version}" is not a semantic version X.Y.Z (write it without a leading "v")`);
  }
  if (!parseSemver(packageVersion)) throw new ArgumentError(`package.json's version "${packageVersion}" is not a semantic version`);
  if (compareSemver(options.version, packageVersion) < 0) {
    throw new ArgumentError(`--version ${options.version} is lower than package.json's version ${packageVersion}`);
  }
  return options;
}

/** The repository's manifest with the fields a release fills in. */
export function releaseManifest(manifest, { repo, version }) {
  const base = `https://github.com/${repo}`;
  return {
    ...manifest,
    version,
    url: base,
    manifest: `${base}/releases/latest/download/system.json`,
    download: `${base}/releases/download/v${version}/${ZIP_NAME}`,
  };
}

/** Every file under a folder, as paths relative to it with "/" separators, sorted. */
export function listFiles(dir, prefix = "") {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const rel = prefix ? posix.join(prefix, entry.name) : entry.name;
      return entry.isDirectory() ? listFiles(dir, rel) : [rel];
    })
    .sort();
}

/** Whether a built file goes into the zip: not the repository's manifest (replaced) and no source maps. */
export function shipped(path) {
  return path !== "system.json" && !path.endsWith(".map");
}

/** A built script or stylesheet without its source-map comment (the map is not shipped); other files as they are. */
export function withoutMapReference(path, bytes) {
  if (!/\.(mjs|js|css)$/.test(path)) return bytes;
  const text = new TextDecoder().decode(bytes);
  const stripped = text.replace(/\n?(?:\/\/# sourceMappingURL=[^\n]*|\/\*# sourceMappingURL=[^*]*\*\/)\s*$/, "\n");
  return stripped === text ? bytes : strToU8(stripped);
}

/** The zip's bytes: `files` (relative path → bytes) at its root, with a fixed date so the same input gives the same zip. */
export function makeZip(files) {
  const entries = {};
  const mtime = new Date(2000, 0, 1);
  for (const path of Object.keys(files).sort()) entries[path] = [files[path], { mtime }];
  return zipSync(entries, { level: 9 });
}

/** The file names of a zip (directories left out), sorted. */
export function zipListing(bytes) {
  return Object.keys(unzipSync(bytes))
    .filter((name) => !name.endsWith("/"))
    .sort();
}

/** The files of a LevelDB folder (a compiled pack); JSON sources are not among them. */
const LEVELDB_FILE = /^(CURRENT|LOCK|LOG|LOG\.old|MANIFEST-\d+|\d+\.(ldb|log))$/;

const LOCAL = (path) => typeof path === "string" && path !== "" && !/^[a-z]+:/i.test(path);

/**
 * Checks a zip's file list against its manifest; returns the problems (none when it is right).
 * Required: system.json, every esmodule, script, style and language file, every pack (a LevelDB
 * folder: its CURRENT file), and the licence and readme the manifest names. Allowed besides: the
 * files of a compiled pack folder (LevelDB: CURRENT, LOCK, LOG, MANIFEST-n, n.ldb, n.log),
 * stylesheets the named styles @import (`cssImports`: path → imported paths), the chunks the named
 * esmodules import (`scriptImports`: path → imported paths, required too), templates
 * (`templates/**.hbs`) and images under `assets/`. Anything else is an extra.
 */
export function verifyZipListing(manifest, listing, cssImports = {}, scriptImports = {}) {
  const problems = [];
  const files = new Set(listing);
  const named = [
    "system.json",
    ...(manifest.esmodules ?? []),
    ...(manifest.scripts ?? []),
    ...(manifest.styles ?? []),
    ...(manifest.languages ?? []).map((l) => l.path),
    ...[manifest.license, manifest.readme].filter(LOCAL),
  ].map((p) => posix.normalize(p));
  for (const path of named) if (!files.has(path)) problems.push(`missing ${path} (named by system.json)`);
  const packDirs = (manifest.packs ?? []).map((p) => `${posix.normalize(p.path).replace(/\/$/, "")}/`);
  for (const [i, dir] of packDirs.entries()) {
    if (!files.has(`${dir}CURRENT`)) problems.push(`missing pack ${manifest.packs[i].name} (${dir}CURRENT)`);
  }
  const styles = new Set();
  const queue = [...(manifest.styles ?? [])].map((p) => posix.normalize(p));
  while (queue.length > 0) {
    const css = queue.shift();
    if (styles.has(css)) continue;
    styles.add(css);
    queue.push(...(cssImports[css] ?? []));
  }
  for (const css of styles) if (!files.has(css)) problems.push(`missing ${css} (imported by a style)`);
  const chunks = importClosure(manifest.esmodules ?? [], scriptImports);
  for (const chunk of chunks) if (!named.includes(chunk) && !files.has(chunk)) problems.push(`missing ${chunk} (imported by a script)`);
  const allowed = (path) =>
    named.includes(path) ||
    styles.has(path) ||
    chunks.has(path) ||
    packDirs.some((dir) => path.startsWith(dir) && LEVELDB_FILE.test(path.slice(dir.length))) ||
    /^templates\/.+\.hbs$/.test(path) ||
    /^assets\/.+\.(svg|webp|png|jpg|jpeg|ogg|mp3|webm)$/.test(path);
  for (const path of listing) if (!allowed(path)) problems.push(`extra ${path} (not part of the installed system)`);
  return problems;
}

/** The stylesheets each stylesheet of a folder @imports, as zip paths. */
export function cssImportsOf(files) {
  const imports = {};
  for (const [path, bytes] of Object.entries(files)) {
    if (!path.endsWith(".css")) continue;
    const text = new TextDecoder().decode(bytes);
    imports[path] = [...text.matchAll(/@import\s+(?:url\()?["']([^"')]+)["']\)?/g)].map((m) => posix.normalize(posix.join(posix.dirname(path), m[1])));
  }
  return imports;
}

/** The files reachable from `roots` through `imports` (path → imported paths), the roots included. */
function importClosure(roots, imports) {
  const seen = new Set();
  const queue = roots.map((p) => posix.normalize(p));
  while (queue.length > 0) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    queue.push(...(imports[path] ?? []));
  }
  return seen;
}

/** A bundle's references to its sibling chunks: `import … from "./x.mjs"`, `export … from "./x.mjs"`, `import("./x.mjs")`. */
const CHUNK_REFERENCE = /(?:^(?:import|export)\b[^;\n]*?["']|\bimport\(\s*["'])(\.\/[\w.-]+\.mjs)["']/gm;

/** The chunks each built script imports (statically or by `import()`), as zip paths. */
export function scriptImportsOf(files) {
  const imports = {};
  for (const [path, bytes] of Object.entries(files)) {
    if (!path.endsWith(".mjs")) continue;
    const text = new TextDecoder().decode(bytes);
    imports[path] = [...text.matchAll(CHUNK_REFERENCE)].map((m) => posix.normalize(posix.join(posix.dirname(path), m[1])));
  }
  return imports;
}

/** Runs the command; returns the process exit code. */
export function main(argv, log = console.log, error = console.error) {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
  let options;
  try {
    options = parseArgs(argv, pkg.version);
  } catch (e) {
    if (!(e instanceof ArgumentError)) throw e;
    error(`release: ${e.message}\n${USAGE}`);
    return EXIT_BAD_ARGS;
  }
  if (options.help) {
    log(USAGE);
    return 0;
  }
  const out = resolve(options.out ?? join(ROOT, "release"));

  // The same build as `npm run build` (vite, then the packs), into a staging folder of its own, so
  // a release never touches dist/ (which a developer's Foundry or another check may be reading).
  const staging = mkdtempSync(join(tmpdir(), "er-release-build-"));
  try {
    return packageRelease(staging, out, options, log, error);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function run(command, args, error) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status === 0) return true;
  error(`release: ${[command, ...args].join(" ")} failed (exit code ${result.status ?? result.signal})`);
  return false;
}

function packageRelease(dist, out, options, log, error) {
  const vite = join(ROOT, "node_modules", "vite", "bin", "vite.js");
  if (!run(process.execPath, [vite, "build", "--outDir", dist, "--emptyOutDir"], error)) return 1;
  if (!run(process.execPath, [join(ROOT, "scripts", "build-packs.mjs"), "--out", dist], error)) return 1;
  const manifest = releaseManifest(JSON.parse(readFileSync(join(dist, "system.json"), "utf8")), options);
  const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
  const files = { "system.json": strToU8(manifestText) };
  for (const path of listFiles(dist).filter(shipped)) files[path] = withoutMapReference(path, readFileSync(join(dist, path)));
  const zip = makeZip(files);

  const problems = verifyZipListing(manifest, zipListing(zip), cssImportsOf(files), scriptImportsOf(files));
  if (problems.length > 0) {
    error(`release: the zip does not match system.json:\n  ${problems.join("\n  ")}`);
    return 1;
  }
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, "system.json"), manifestText);
  writeFileSync(join(out, ZIP_NAME), zip);
  log(`release: ${manifest.id} ${manifest.version}: ${Object.keys(files).length} files`);
  log(`  ${join(out, "system.json")}`);
  log(`  ${join(out, ZIP_NAME)} (${zip.length} bytes)`);
  log(`  manifest URL: ${manifest.manifest}`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
