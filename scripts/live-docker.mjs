#!/usr/bin/env node
/**
 * `npm run test:live:docker`: the live suite (`npm run test:live`, which also runs the Quench
 * batches) against Foundry v13 and v14, each started in a container from the community image
 * felddy/foundryvtt, with the built `dist/` copied in as the system. One command for a maintainer.
 *
 * Per version, in order (see `planFor` for the exact docker command lines, and `--dry-run`):
 *   1. `npm run build` (once, unless --no-build);
 *   2. each version's image tag is checked (scripts/live-docker-images.mjs) before anything starts;
 *      the built system, Quench (checked against the build) and a one-world data folder are staged;
 *   3. `docker create` (credentials passed by NAME only: docker reads their values from this
 *      process's environment, so they are never on a command line, in a file or in a log), the
 *      staged folder copied in (the system too: a read-only mount keeps LevelDB packs from opening),
 *      `docker start`;
 *   4. a headless Chromium signs the EULA if asked (then the container restarts so FOUNDRY_WORLD
 *      launches the world), joins as Gamemaster, creates the Player user, enables Quench;
 *   5. `npm run test:live` (the story, then every Enchanted Realms Quench batch) with a JSON report;
 *   6. the container's log (secrets redacted) is kept, the container and its volume are removed.
 * Results go to test-results/live-docker/<version>/ and summary.{json,md}.
 *
 * Exit codes: 0 every version passed; 1 something failed; 2 bad arguments, missing credentials or
 * no docker (nothing was started).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { dockerImageExists, imageCandidates, quenchManifestUrl, resolveImage } from "./live-docker-images.mjs";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const SYSTEM_ID = "enchanted-realms";

/**
 * The Foundry builds tested by default: the last v13 build and the build system.json's
 * `compatibility.verified` names. The image for each is chosen and its tag checked in
 * scripts/live-docker-images.mjs.
 */
export const DEFAULT_VERSIONS = Object.freeze(["13.351", "14.369"]);
/** Quench's manifest (Ethaks/FVTT-Quench README); its `download` field gives the zip. */
export const QUENCH_MANIFEST = "https://github.com/Ethaks/FVTT-Quench/releases/latest/download/module.json";
export const WORLD_ID = "er-live";
export const GM_USER = "Gamemaster";
export const PLAYER_USER = "Player";
export const DEFAULT_PORT = 30100;
export const DEFAULT_STARTUP_SECONDS = 900;
export const DEFAULT_OUT = join("test-results", "live-docker");
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** What the container needs from the maintainer. Values are read from the environment only. */
export const CREDENTIALS = Object.freeze({
  FOUNDRY_USERNAME: "your foundryvtt.com account name or e-mail (the container downloads Foundry with it)",
  FOUNDRY_PASSWORD: "that account's password",
});
export const OPTIONAL = Object.freeze({
  FOUNDRY_LICENSE_KEY: "a licence key, or the index (1, 2, …) of one of the account's keys; unset: the account's key",
  FOUNDRY_ADMIN_KEY: "the admin password the servers get; unset: a random one for this run",
  FOUNDRY_RELEASE_URL: "a timed download URL instead of the account (only with a single --versions entry)",
  CHROMIUM_PATH: "a Chromium or Chrome executable, if not at /usr/bin/chromium",
});
/** Every variable whose value must never be printed, written or passed to anything but docker. */
export const SECRET_NAMES = Object.freeze(["FOUNDRY_USERNAME", "FOUNDRY_PASSWORD", "FOUNDRY_LICENSE_KEY", "FOUNDRY_ADMIN_KEY", "FOUNDRY_RELEASE_URL"]);

export const USAGE = `usage: npm run test:live:docker -- [--versions ${DEFAULT_VERSIONS.join(",")}] [--port ${DEFAULT_PORT}] [--out ${DEFAULT_OUT}]
                                 [--startup-timeout ${DEFAULT_STARTUP_SECONDS}] [--quench <version or manifest URL>] [--no-build] [--dry-run]`;

export class UsageError extends Error {}

/** Parses the command line. Throws UsageError on anything it does not know. */
export function parseArgs(argv) {
  const options = { versions: [...DEFAULT_VERSIONS], port: DEFAULT_PORT, out: DEFAULT_OUT, startupSeconds: DEFAULT_STARTUP_SECONDS, quench: QUENCH_MANIFEST, build: true, dryRun: false, help: false };
  const value = (i, name) => {
    const next = argv[i + 1];
    if (next === undefined || next.startsWith("--")) throw new UsageError(`${name} needs a value`);
    return next;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const take = () => (inline !== undefined ? inline : value(i++, flag));
    switch (flag) {
      case "--versions":
        options.versions = parseVersions(take());
        break;
      case "--port":
        options.port = parsePositiveInt(take(), flag, 1024, 65000);
        break;
      case "--out":
        options.out = take();
        break;
      case "--startup-timeout":
        options.startupSeconds = parsePositiveInt(take(), flag, 10, 7200);
        break;
      case "--quench": {
        const choice = take();
        options.quench = quenchManifestUrl(choice, QUENCH_MANIFEST);
        if (options.quench === null) throw new UsageError(`--quench takes a Quench version (0.10.0) or an https manifest URL: ${choice}`);
        break;
      }
      case "--no-build":
        options.build = false;
        break;
      case "--dry-run":
        options.dryRun = true;
        break;
      case "--help":
      case "-h":
        options.help = true;
        break;
      default:
        throw new UsageError(`unknown argument: ${arg}`);
    }
  }
  return options;
}

/** "13.351,14.369" → ["13.351", "14.369"]: each a Foundry MAJOR.BUILD, no duplicates. */
export function parseVersions(text) {
  const versions = text.split(",").map((v) => v.trim()).filter(Boolean);
  if (versions.length === 0) throw new UsageError("--versions needs at least one version");
  for (const v of versions) if (!/^\d{2,3}\.\d{3}$/.test(v)) throw new UsageError(`not a Foundry build (MAJOR.BUILD, e.g. 13.351): ${v}`);
  if (new Set(versions).size !== versions.length) throw new UsageError(`a version is listed twice: ${text}`);
  return versions;
}

function parsePositiveInt(text, name, min, max) {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`${name} must be a whole number from ${min} to ${max}: ${text}`);
  return n;
}

/** The required variables that are unset or blank. A release URL replaces the account for one version. */
export function missingCredentials(env, versions) {
  if (env.FOUNDRY_RELEASE_URL?.trim() && versions.length === 1) return [];
  return Object.keys(CREDENTIALS).filter((name) => !env[name]?.trim());
}

export function missingMessage(missing, versions) {
  const lines = [`npm run test:live:docker needs a Foundry licence to start Foundry ${versions.join(" and ")}. Missing environment variables:`];
  for (const name of missing) lines.push(`  ${name}: ${CREDENTIALS[name]}`);
  lines.push("Optional:");
  for (const [name, what] of Object.entries(OPTIONAL)) lines.push(`  ${name}: ${what}`);
  lines.push("They are passed to the containers through the environment only and never written to disk by this command (the container keeps its licence in its own volume, removed with it).");
  lines.push('See docs/development.md, "Verifying in Foundry".');
  return lines.join("\n");
}

/** The container name for a version: unique per run so two runs never share one. */
export function containerName(version, runId) {
  return `er-live-${version.replace(".", "-")}-${runId}`;
}

/**
 * The docker commands for one version, as argument arrays. Secrets appear only as `--env NAME`
 * (docker then copies the value from its own environment); nothing here holds a value. `image`
 * (and `foundryVersion`, when the image is the major's tag) come from `resolveImage`; unset, the
 * build's own tag. The system is not mounted: it is staged and copied in with the world.
 */
export function planFor(version, index, { port, runId, staging, env, image: chosen, foundryVersion = null }) {
  const name = containerName(version, runId);
  const hostPort = port + index;
  const image = chosen ?? imageCandidates(version)[0].image;
  const secrets = SECRET_NAMES.filter((n) => n === "FOUNDRY_ADMIN_KEY" || env[n]?.trim());
  const create = [
    "create",
    "--name", name,
    "--publish", `127.0.0.1:${hostPort}:30000/tcp`,
    ...secrets.flatMap((n) => ["--env", n]),
    "--env", `FOUNDRY_WORLD=${WORLD_ID}`,
    "--env", "FOUNDRY_TELEMETRY=false",
    "--env", "FOUNDRY_IP_DISCOVERY=false",
    ...(foundryVersion ? ["--env", `FOUNDRY_VERSION=${foundryVersion}`] : []),
    image,
  ];
  return {
    version,
    name,
    image,
    staging,
    url: `http://127.0.0.1:${hostPort}`,
    steps: [
      { key: "pull", what: "pull the image", args: ["pull", image] },
      { key: "create", what: "create the container (anonymous /data volume)", args: create },
      { key: "copy", what: "copy in the system, Quench and the world", args: ["cp", `${join(staging, "Data")}/.`, `${name}:/data/Data`] },
      { key: "start", what: "start Foundry", args: ["start", name] },
      { key: "restart", what: "(after the EULA) restart so FOUNDRY_WORLD launches the world", args: ["restart", name] },
      { key: "logs", what: "keep the log", args: ["logs", name] },
      { key: "remove", what: "remove the container and its volume (the licence with it)", args: ["rm", "--force", "--volumes", name] },
    ],
  };
}

/** The plan as text: what --dry-run prints. */
export function formatPlan(plans, { missing, build, quench = QUENCH_MANIFEST }) {
  const lines = [];
  if (build) lines.push("npm run build");
  lines.push(`# each image tag is checked first (docker image inspect, then docker manifest inspect); a build without its own tag runs in its major's image with FOUNDRY_VERSION set`);
  lines.push(`# Quench from ${quench}, checked against each build before its container starts`);
  for (const plan of plans) {
    lines.push("", `# Foundry ${plan.version} at ${plan.url}`, `# stage dist/ as Data/systems/${SYSTEM_ID}, Quench and the world under ${plan.staging}`);
    for (const step of plan.steps) lines.push(`docker ${step.args.map(shellQuote).join(" ")}    # ${step.what}`);
    lines.push(`# then: sign the EULA if shown, join as ${GM_USER}, create ${PLAYER_USER}, enable Quench`);
    lines.push(`FOUNDRY_URL=${plan.url} FOUNDRY_GM_USER=${GM_USER} FOUNDRY_PLAYER_USER=${PLAYER_USER} npm run test:live`);
  }
  lines.push("", missing.length > 0 ? `Missing before a real run: ${missing.join(", ")}` : "Credentials: present (values not shown).");
  return lines.join("\n");
}

function shellQuote(arg) {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, "'\\''")}'`;
}

/** Replaces every secret's value in `text` (log lines, error messages) with `***`. */
export function redact(text, env) {
  let out = String(text);
  const values = SECRET_NAMES.map((n) => env[n]?.trim()).filter((v) => v && v.length >= 3);
  // Longest first, so a value that contains another is replaced whole.
  for (const v of values.sort((a, b) => b.length - a.length)) out = out.split(v).join("***");
  return out;
}

/** `env` without any secret: what every process but docker gets. */
export function withoutSecrets(env) {
  return Object.fromEntries(Object.entries(env).filter(([k]) => !SECRET_NAMES.includes(k)));
}

/** The environment of the live suite's process: the suite's variables, and no secret. */
export function liveSuiteEnv(env, url, resultsDir) {
  return { ...withoutSecrets(env), FOUNDRY_URL: url, FOUNDRY_GM_USER: GM_USER, FOUNDRY_PLAYER_USER: PLAYER_USER, FOUNDRY_GM_PASSWORD: "", FOUNDRY_PLAYER_PASSWORD: "", LIVE_RESULTS_DIR: resultsDir };
}

/** world.json for the test world (WorldManifestData, foundryvtt.com/api/v14 …WorldManifestData). */
export function worldManifest(version, systemVersion) {
  return { id: WORLD_ID, title: "Enchanted Realms live suite", type: "world", system: SYSTEM_ID, systemVersion, coreVersion: version, version: "1.0.0", compatibility: { minimum: version, verified: version }, description: "Created by npm run test:live:docker; removed with its container." };
}

/**
 * Quench's manifest made installable here: its 0.9.x releases predate v13's required `id` (Foundry
 * refuses a module without one) and name only `compatibleCoreVersion` 11, so those get an id and a
 * compatibility range; a release with its own `compatibility` keeps it. Only this test copy changes.
 */
export function installableQuenchManifest(manifest, version) {
  const id = manifest.id ?? manifest.name ?? "quench";
  const own = manifest.compatibility && typeof manifest.compatibility === "object" ? manifest.compatibility : null;
  return { ...manifest, id, compatibility: own ?? { minimum: "11", verified: version } };
}

/** Counts from vitest's JSON report (jest-compatible: numPassedTests, numFailedTests, …). */
export function storyCounts(report) {
  if (!report || typeof report !== "object") return null;
  const failures = [];
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed") failures.push(`${test.fullName ?? test.title}: ${String(test.failureMessages?.[0] ?? "").split("\n")[0]}`);
    }
  }
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0), failures };
}

/** Counts from Quench's JSON report (`stats` of Mocha, `passes`/`failures`/`pending` lists). */
export function quenchCounts(report) {
  if (!report || typeof report !== "object" || !report.stats) return null;
  return {
    passed: report.stats.passes ?? (report.passes ?? []).length,
    failed: report.stats.failures ?? (report.failures ?? []).length,
    skipped: report.stats.pending ?? (report.pending ?? []).length,
    failures: (report.failures ?? []).map((f) => `${f.fullTitle ?? f.title}: ${f.err?.message ?? ""}`),
  };
}

/** A version passed when setup worked, and both the story and Quench ran tests and failed none. */
export function versionPassed(result) {
  const ran = (c) => c !== null && c !== undefined && c.failed === 0 && c.passed > 0;
  return result.setupError === null && ran(result.story) && ran(result.quench);
}

/** The summary of a run: one row per version, and whether the whole run passed. */
export function summarize(results) {
  const rows = results.map((r) => ({ ...r, passed: versionPassed(r) }));
  return { passed: rows.length > 0 && rows.every((r) => r.passed), rows };
}

const counts = (c) => (c ? `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ""}` : "did not run");

export function formatSummary(summary) {
  const lines = ["| Foundry | core reported | system | setup | story | Quench | result |", "| --- | --- | --- | --- | --- | --- | --- |"];
  for (const r of summary.rows) {
    lines.push(`| ${r.version} | ${r.core ?? "—"} | ${r.systemVersion ?? "—"} | ${r.setupError === null ? "ok" : `failed: ${r.setupError.replace(/\|/g, "/")}`} | ${counts(r.story)} | ${counts(r.quench)} | ${r.passed ? "PASSED" : "FAILED"} |`);
  }
  return lines.join("\n");
}

/** Rows for docs/development.md's table of passed builds (only versions that passed). */
export function readmeRows(summary, date) {
  return summary.rows.filter((r) => r.passed).map((r) => `| ${date} | ${r.core ?? r.version} | ${r.systemVersion ?? "—"} | ${counts(r.story)} | ${counts(r.quench)} | npm run test:live:docker |`);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

function dockerAvailable() {
  const r = spawnSync("docker", ["version", "--format", "{{.Server.Version}}"], { encoding: "utf8" });
  return r.status === 0 ? null : (r.error?.message ?? r.stderr?.trim() ?? "docker version failed");
}

export async function main(argv, env = process.env, io = { log: console.log, error: console.error }) {
  let options;
  try {
    options = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.error(`test:live:docker: ${error.message}\n${USAGE}`);
    return EXIT_USAGE;
  }
  if (options.help) {
    io.log(USAGE);
    return 0;
  }
  if (env.FOUNDRY_RELEASE_URL?.trim() && options.versions.length > 1) {
    io.error("test:live:docker: FOUNDRY_RELEASE_URL downloads one build: give a single --versions entry, or use FOUNDRY_USERNAME and FOUNDRY_PASSWORD.");
    return EXIT_USAGE;
  }
  const missing = missingCredentials(env, options.versions);
  const runId = `${process.pid}`;
  const out = resolve(ROOT, options.out);
  const planOf = (v, i, image = {}) => planFor(v, i, { port: options.port, runId, staging: join(out, v, "staging"), env, ...image });
  if (options.dryRun) {
    const plans = options.versions.map((v, i) => planOf(v, i));
    io.log(redact(formatPlan(plans, { missing, build: options.build, quench: options.quench }), env));
    return 0;
  }
  if (missing.length > 0) {
    io.error(missingMessage(missing, options.versions));
    return EXIT_USAGE;
  }
  const noDocker = dockerAvailable();
  if (noDocker !== null) {
    io.error(`test:live:docker needs docker (the CLI and a running daemon): ${redact(noDocker, env)}`);
    return EXIT_USAGE;
  }
  // Every tag is checked before the build and before any container, so a missing image stops the run at once.
  const images = options.versions.map((v) => resolveImage(v, (image) => dockerImageExists(image)));
  const unknown = images.filter((r) => r.error);
  if (unknown.length > 0) {
    for (const r of unknown) io.error(`test:live:docker: ${r.error}`);
    return EXIT_USAGE;
  }
  for (const r of images) if (r.warning) io.error(`test:live:docker: ${r.warning}`);
  const plans = options.versions.map((v, i) => planOf(v, i, { image: images[i].image, foundryVersion: images[i].foundryVersion }));
  if (options.build) {
    const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit", env: withoutSecrets(env) });
    if (build.status !== 0) return EXIT_FAILED;
  }
  if (!existsSync(join(ROOT, "dist", "system.json"))) {
    io.error("test:live:docker: dist/system.json is missing: run npm run build (or drop --no-build).");
    return EXIT_USAGE;
  }
  // The runner (docker, browser, suite) lives apart so that importing this file stays cheap for tests.
  const { runVersion } = await import("./live-docker-run.mjs");
  const systemVersion = JSON.parse(readFileSync(join(ROOT, "dist", "system.json"), "utf8")).version;
  const results = [];
  for (const plan of plans) {
    const dir = join(out, plan.version);
    mkdirSync(dir, { recursive: true });
    io.log(`\n== Foundry ${plan.version} (${plan.image}) at ${plan.url}`);
    const result = await runVersion(plan, { env, dir, systemVersion, startupSeconds: options.startupSeconds, quench: options.quench, dist: join(ROOT, "dist"), io });
    result.story = storyCounts(readJson(join(dir, "story.json")));
    result.quench = quenchCounts(readJson(join(dir, "quench.json")));
    results.push(result);
  }
  const summary = summarize(results);
  const table = formatSummary(summary);
  writeFileSync(join(out, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(join(out, "summary.md"), `${table}\n`);
  io.log(`\n${table}`);
  const rows = readmeRows(summary, new Date().toISOString().slice(0, 10));
  if (rows.length > 0) io.log(`\nRows for the "Verifying in Foundry" table of docs/development.md:\n${rows.join("\n")}`);
  io.log(`\nResults, logs and screenshots: ${out}`);
  return summary.passed ? 0 : EXIT_FAILED;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(redact(error?.stack ?? String(error), process.env));
      process.exitCode = EXIT_FAILED;
    },
  );
}
