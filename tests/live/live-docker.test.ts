/**
 * `npm run test:live:docker` without docker or Foundry: its arguments, the refusal without
 * credentials, the docker commands it would run (which never hold a secret) and how it adds up
 * the results. Nothing here starts a container.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script, without type declarations.
import * as script from "../../scripts/live-docker.mjs";
// @ts-expect-error: a plain ES module script, without type declarations.
import * as imagesScript from "../../scripts/live-docker-images.mjs";
import { ROOT } from "../support/handlebars";

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
}
interface Result {
  version: string;
  core: string | null;
  systemVersion: string | null;
  setupError: string | null;
  story: Counts | null;
  quench: Counts | null;
}
interface Plan {
  version: string;
  name: string;
  image: string;
  url: string;
  steps: Array<{ what: string; args: string[] }>;
}
interface Summary {
  passed: boolean;
  rows: Array<Result & { passed: boolean }>;
}
const lib = script as {
  DEFAULT_VERSIONS: readonly string[];
  SECRET_NAMES: readonly string[];
  parseArgs(argv: string[]): { versions: string[]; port: number; out: string; startupSeconds: number; quench: string; build: boolean; dryRun: boolean; help: boolean };
  missingCredentials(env: Record<string, string | undefined>, versions: string[]): string[];
  planFor(version: string, index: number, options: { port: number; runId: string; staging: string; env: Record<string, string | undefined>; image?: string; foundryVersion?: string | null }): Plan;
  redact(text: string, env: Record<string, string | undefined>): string;
  liveSuiteEnv(env: Record<string, string | undefined>, url: string, dir: string): Record<string, string | undefined>;
  installableQuenchManifest(manifest: Record<string, unknown>, version: string): Record<string, unknown>;
  worldManifest(version: string, systemVersion: string): Record<string, unknown>;
  storyCounts(report: unknown): Counts | null;
  quenchCounts(report: unknown): Counts | null;
  summarize(results: Result[]): Summary;
  formatSummary(summary: Summary): string;
  readmeRows(summary: Summary, date: string): string[];
};

type Spawned = { status: number | null; stdout?: string; stderr?: string; error?: Error };
type Manifest = Record<string, unknown>;
const images = imagesScript as {
  IMAGE_GHCR: string;
  IMAGE_HUB: string;
  imageRepository(version: string): string;
  resolveImage(version: string, exists: (image: string) => boolean | string): { image: string; foundryVersion: string | null; warning?: string } | { error: string };
  dockerImageExists(image: string, run: (cmd: string, args: string[], options: unknown) => Spawned): boolean | string;
  stageSystem(dist: string, staging: string, systemId: string): string;
  quenchManifestUrl(choice: string | undefined, latest: string): string | null;
  quenchPreflight(manifest: Manifest, version: string, source: string): string | null;
  quenchStartFailure(options: { manifest: Manifest; source: string; core: string; errors: unknown[] }): string;
};

const SCRIPT = join(ROOT, "scripts", "live-docker.mjs");
const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [SCRIPT, ...args], { env: { PATH: process.env["PATH"] ?? "", ...env }, encoding: "utf8" });

/** Values no output may contain. Distinctive, so a hit is a leak and not a coincidence. */
const SECRETS = {
  FOUNDRY_USERNAME: "maintainer-7f3a@example.invalid",
  FOUNDRY_PASSWORD: "pw-Qx81!zz-secret",
  FOUNDRY_LICENSE_KEY: "AAAA-BBBB-CCCC-DDDD-EEEE-FFFF",
  FOUNDRY_ADMIN_KEY: "admin-key-91c2",
};

describe("test:live:docker arguments", () => {
  it("defaults to the documented v13 and v14 builds, and reads a version list", () => {
    expect(lib.parseArgs([]).versions).toEqual(["13.351", "14.369"]);
    expect(lib.parseArgs(["--versions", "13.350, 14.360"]).versions).toEqual(["13.350", "14.360"]);
    expect(lib.parseArgs(["--versions=14.369", "--no-build", "--port", "31000"])).toMatchObject({ versions: ["14.369"], build: false, port: 31000 });
  });

  it("refuses what is not a Foundry build, a duplicate, an unknown flag or a missing value", () => {
    for (const argv of [["--versions", "v13"], ["--versions", "13"], ["--versions", "13.351,13.351"], ["--versions", ""], ["--frobnicate"], ["--port"], ["--port", "80"], ["--startup-timeout", "x"]]) {
      expect(() => lib.parseArgs(argv), argv.join(" ")).toThrow();
    }
    const bad = run(["--versions", "thirteen"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/not a Foundry build/);
  });
});

describe("test:live:docker without credentials", () => {
  it("exits with 2 naming every missing variable, and starts nothing", () => {
    const result = run(["--no-build"]);
    expect(result.status).toBe(2);
    for (const name of ["FOUNDRY_USERNAME", "FOUNDRY_PASSWORD"]) expect(result.stderr).toContain(`${name}:`);
    expect(result.stderr).toMatch(/never written to disk/);
  });

  it("names only what is missing; a timed release URL stands in for the account for one build only", () => {
    const partial = run(["--no-build"], { FOUNDRY_USERNAME: SECRETS.FOUNDRY_USERNAME });
    expect(partial.status).toBe(2);
    expect(partial.stderr).toContain("FOUNDRY_PASSWORD:");
    expect(partial.stderr).not.toContain("FOUNDRY_USERNAME:");
    expect(partial.stderr).not.toContain(SECRETS.FOUNDRY_USERNAME);
    expect(lib.missingCredentials({ FOUNDRY_RELEASE_URL: "https://example.invalid/x" }, ["13.351"])).toEqual([]);
    expect(lib.missingCredentials({ FOUNDRY_RELEASE_URL: "https://example.invalid/x" }, ["13.351", "14.369"])).toEqual(["FOUNDRY_USERNAME", "FOUNDRY_PASSWORD"]);
    expect(lib.missingCredentials({ FOUNDRY_USERNAME: " ", FOUNDRY_PASSWORD: "x" }, ["13.351"])).toEqual(["FOUNDRY_USERNAME"]);
    const twoWithUrl = run(["--no-build"], { FOUNDRY_RELEASE_URL: "https://example.invalid/x" });
    expect(twoWithUrl.status).toBe(2);
    expect(twoWithUrl.stderr).toMatch(/single --versions entry/);
  });
});

describe("test:live:docker --dry-run", () => {
  it("prints every docker command of the plan, and no secret's value", () => {
    const result = run(["--dry-run"], SECRETS);
    expect(result.status).toBe(0);
    const out = result.stdout + result.stderr;
    for (const value of Object.values(SECRETS)) expect(out).not.toContain(value);
    for (const part of ["AAAA", "BBBB-CCCC", "Qx81"]) expect(out).not.toContain(part);
    // Secrets are handed to docker by name only: `--env NAME`, never `--env NAME=value`.
    for (const name of Object.keys(SECRETS)) {
      expect(out).toMatch(new RegExp(`--env ${name}(\\s|$)`));
      expect(out).not.toMatch(new RegExp(`${name}=`));
    }
    // v13 from Docker Hub (felddy's README before v14), v14 from the GitHub registry felddy documents from 14.359.
    expect(out).toContain("docker pull felddy/foundryvtt:13.351");
    expect(out).toContain("docker pull ghcr.io/felddy/foundryvtt:14.369");
    // The system is copied in with the staged data, never mounted (LevelDB packs write a LOCK file).
    expect(out).not.toMatch(/--volume\s|:ro\b|CONTAINER_PRESERVE_OWNER/);
    expect(out).toMatch(/stage dist\/ as Data\/systems\/enchanted-realms/);
    expect(out).toMatch(/image tag is checked first/);
    expect(out).toContain("FOUNDRY_WORLD=er-live");
    expect(out).toContain("docker rm --force --volumes");
    expect(out).toContain("Credentials: present");
  });

  it("without credentials still prints the plan and says what a real run would miss", () => {
    const result = run(["--dry-run", "--versions", "14.369", "--no-build"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Missing before a real run: FOUNDRY_USERNAME, FOUNDRY_PASSWORD/);
    expect(result.stdout).not.toContain("npm run build");
    expect(result.stdout).not.toContain("13.351");
  });

  it("publishes each version on its own loopback port and names its container uniquely", () => {
    const options = { port: 30100, runId: "42", staging: "/tmp/s", env: {} };
    const a = lib.planFor("13.351", 0, options);
    const b = lib.planFor("14.369", 1, options);
    expect(a.url).toBe("http://127.0.0.1:30100");
    expect(b.url).toBe("http://127.0.0.1:30101");
    expect(a.name).not.toBe(b.name);
    const create = a.steps.find((s) => s.args[0] === "create")!.args;
    expect(create).toContain("127.0.0.1:30100:30000/tcp");
    expect(create.at(-1)).toBe("felddy/foundryvtt:13.351");
    // Unset optional secrets are not passed at all; the admin key always is (a random one if unset).
    expect(create.filter((x) => x.startsWith("FOUNDRY_") && !x.includes("="))).toEqual(["FOUNDRY_ADMIN_KEY"]);
  });

  it("has every step the runner looks up, and the runner module loads without starting anything", async () => {
    const plan = lib.planFor("13.351", 0, { port: 30100, runId: "1", staging: "/s", env: {} });
    expect(plan.steps.map((s) => (s as { key?: string }).key)).toEqual(["pull", "create", "copy", "start", "restart", "logs", "remove"]);
    expect(plan.steps.find((s) => s.args[0] === "cp")!.args).toEqual(["cp", "/s/Data/.", `${plan.name}:/data/Data`]);
    // @ts-expect-error: a plain ES module script, without type declarations.
    const runner = (await import("../../scripts/live-docker-run.mjs")) as { runVersion: unknown };
    expect(typeof runner.runVersion).toBe("function");
  });
});

describe("secrets stay with docker", () => {
  it("redacts every secret value from text, the longest first", () => {
    const env = { ...SECRETS, FOUNDRY_PASSWORD: "pw", FOUNDRY_ADMIN_KEY: "admin-key-91c2-long" };
    const text = `user ${SECRETS.FOUNDRY_USERNAME} key ${SECRETS.FOUNDRY_LICENSE_KEY} admin admin-key-91c2-long pw`;
    const out = lib.redact(text, env);
    expect(out).toBe("user *** key *** admin *** pw");
    expect(lib.redact("nothing secret", {})).toBe("nothing secret");
  });

  it("the live suite's process gets the suite's variables and none of the secrets", () => {
    const env = lib.liveSuiteEnv({ ...SECRETS, FOUNDRY_RELEASE_URL: "https://example.invalid/t", PATH: "/bin" }, "http://127.0.0.1:30100", "/out/13.351");
    for (const name of lib.SECRET_NAMES) expect(env[name]).toBeUndefined();
    expect(env).toMatchObject({ PATH: "/bin", FOUNDRY_URL: "http://127.0.0.1:30100", FOUNDRY_GM_USER: "Gamemaster", FOUNDRY_PLAYER_USER: "Player", LIVE_RESULTS_DIR: "/out/13.351" });
  });
});

describe("the staged world and Quench", () => {
  it("world.json names the system and the core build it runs on", () => {
    expect(lib.worldManifest("14.369", "0.1.0")).toMatchObject({ id: "er-live", type: "world", system: "enchanted-realms", systemVersion: "0.1.0", coreVersion: "14.369" });
  });

  it("Quench's legacy manifest gets the id v13 requires and a compatibility range, keeping the rest; a modern one keeps its own range", () => {
    const legacy = { name: "quench", version: "0.9.2", compatibleCoreVersion: "11.302", esmodules: ["./quench.js"] };
    expect(lib.installableQuenchManifest(legacy, "13.351")).toEqual({ ...legacy, id: "quench", compatibility: { minimum: "11", verified: "13.351" } });
    const modern = { id: "quench", version: "0.10.0", compatibility: { minimum: "12", verified: "13" } };
    expect(lib.installableQuenchManifest(modern, "14.369")).toEqual(modern);
  });
});

describe("results", () => {
  const vitestReport = {
    numPassedTests: 9,
    numFailedTests: 1,
    numPendingTests: 0,
    numTodoTests: 0,
    testResults: [{ assertionResults: [{ status: "passed", fullName: "a" }, { status: "failed", fullName: "the story 4. drag", failureMessages: ["Error: no label\n at x"] }] }],
  };
  const quenchReport = { stats: { passes: 40, failures: 0, pending: 2 }, passes: [], failures: [], pending: [] };
  const ok = (version: string): Result => ({ version, core: version, systemVersion: "0.1.0", setupError: null, story: { passed: 10, failed: 0, skipped: 0, failures: [] }, quench: { passed: 40, failed: 0, skipped: 2, failures: [] } });

  it("reads vitest's and Quench's JSON reports", () => {
    expect(lib.storyCounts(vitestReport)).toEqual({ passed: 9, failed: 1, skipped: 0, failures: ["the story 4. drag: Error: no label"] });
    expect(lib.quenchCounts(quenchReport)).toEqual({ passed: 40, failed: 0, skipped: 2, failures: [] });
    expect(lib.storyCounts(null)).toBeNull();
    expect(lib.quenchCounts({ error: "no stats" })).toBeNull();
  });

  it("passes a run only when every version set up, ran tests and failed none", () => {
    expect(lib.summarize([ok("13.351"), ok("14.369")]).passed).toBe(true);
    expect(lib.summarize([]).passed).toBe(false);
    expect(lib.summarize([ok("13.351"), { ...ok("14.369"), setupError: "no world" }]).passed).toBe(false);
    expect(lib.summarize([{ ...ok("13.351"), quench: null }]).passed).toBe(false);
    expect(lib.summarize([{ ...ok("13.351"), story: { passed: 0, failed: 0, skipped: 9, failures: [] } }]).passed).toBe(false);
    expect(lib.summarize([{ ...ok("13.351"), quench: { passed: 39, failed: 1, skipped: 0, failures: ["x"] } }]).passed).toBe(false);
  });

  it("tabulates each version, and gives rows for the passed-builds table only for versions that passed", () => {
    const summary = lib.summarize([ok("13.351"), { ...ok("14.369"), setupError: "Foundry shows /setup", story: null, quench: null }]);
    const table = lib.formatSummary(summary);
    expect(table).toMatch(/\| 13\.351 \| 13\.351 \| 0\.1\.0 \| ok \| 10 passed, 0 failed \| 40 passed, 0 failed, 2 skipped \| PASSED \|/);
    expect(table).toMatch(/\| 14\.369 .*failed: Foundry shows \/setup \| did not run \| did not run \| FAILED \|/);
    expect(lib.readmeRows(summary, "2026-12-01")).toEqual(["| 2026-12-01 | 13.351 | 0.1.0 | 10 passed, 0 failed | 40 passed, 0 failed, 2 skipped | npm run test:live:docker |"]);
  });
});

describe("the image and its tag, checked before anything starts", () => {
  it("felddy's documented registry: Docker Hub up to v13, the GitHub registry from v14", () => {
    expect(images.imageRepository("13.351")).toBe("felddy/foundryvtt");
    expect(images.imageRepository("14.369")).toBe("ghcr.io/felddy/foundryvtt");
    expect(lib.planFor("14.369", 1, { port: 30100, runId: "1", staging: "/s", env: {} }).image).toBe("ghcr.io/felddy/foundryvtt:14.369");
  });

  it("takes the build's own tag; else the major's tag with FOUNDRY_VERSION; else a clear error naming every tag tried", () => {
    const asked: string[] = [];
    const has = (tags: string[]) => (image: string) => (asked.push(image), tags.includes(image));
    expect(images.resolveImage("14.369", has(["ghcr.io/felddy/foundryvtt:14.369"]))).toEqual({ image: "ghcr.io/felddy/foundryvtt:14.369", foundryVersion: null });
    expect(images.resolveImage("14.369", has(["ghcr.io/felddy/foundryvtt:14"]))).toEqual({ image: "ghcr.io/felddy/foundryvtt:14", foundryVersion: "14.369" });
    const none = images.resolveImage("14.369", has([]));
    expect("error" in none && none.error).toMatch(/no felddy image for Foundry 14\.369: tried ghcr\.io\/felddy\/foundryvtt:14\.369 \(no such tag\), ghcr\.io\/felddy\/foundryvtt:14 \(no such tag\)/);
    expect(asked).toEqual(["ghcr.io/felddy/foundryvtt:14.369", "ghcr.io/felddy/foundryvtt:14.369", "ghcr.io/felddy/foundryvtt:14", "ghcr.io/felddy/foundryvtt:14.369", "ghcr.io/felddy/foundryvtt:14"]);
    // A probe that fails for another reason proves nothing: the build's own tag is kept, with a warning.
    const offline = images.resolveImage("13.351", () => "unauthorized: authentication required");
    expect(offline).toEqual({ image: "felddy/foundryvtt:13.351", foundryVersion: null, warning: "could not check felddy/foundryvtt:13.351 (unauthorized: authentication required); the pull will tell" });
    const majorUnsure = images.resolveImage("14.369", (image) => (image.endsWith(":14.369") ? false : "timeout"));
    expect(majorUnsure).toMatchObject({ image: "ghcr.io/felddy/foundryvtt:14", foundryVersion: "14.369" });
  });

  it("the major's tag installs the build: FOUNDRY_VERSION is passed, by value (it is no secret)", () => {
    const plan = lib.planFor("14.369", 0, { port: 30100, runId: "1", staging: "/s", env: {}, image: "ghcr.io/felddy/foundryvtt:14", foundryVersion: "14.369" });
    const create = plan.steps.find((s) => s.args[0] === "create")!.args;
    expect(create.at(-1)).toBe("ghcr.io/felddy/foundryvtt:14");
    expect(create).toContain("FOUNDRY_VERSION=14.369");
    expect(plan.steps.find((s) => s.args[0] === "pull")!.args).toEqual(["pull", "ghcr.io/felddy/foundryvtt:14"]);
    const exact = lib.planFor("14.369", 0, { port: 30100, runId: "1", staging: "/s", env: {} });
    expect(exact.steps.find((s) => s.args[0] === "create")!.args.join(" ")).not.toContain("FOUNDRY_VERSION");
  });

  it("asks docker (a stand-in here: no network): a local image at once, else the registry's manifest; tells a missing tag from a failed probe", () => {
    const calls: string[][] = [];
    const docker = (answers: Spawned[]) => (cmd: string, args: string[]) => {
      expect(cmd).toBe("docker");
      calls.push(args);
      return answers.shift()!;
    };
    expect(images.dockerImageExists("felddy/foundryvtt:13.351", docker([{ status: 0, stdout: "sha256:1" }]))).toBe(true);
    expect(calls).toEqual([["image", "inspect", "--format", "{{.Id}}", "felddy/foundryvtt:13.351"]]);
    calls.length = 0;
    expect(images.dockerImageExists("x:1", docker([{ status: 1, stderr: "No such image" }, { status: 0, stdout: "{}" }]))).toBe(true);
    expect(calls.map((c) => c[0])).toEqual(["image", "manifest"]);
    expect(images.dockerImageExists("x:1", docker([{ status: 1 }, { status: 1, stderr: "no such manifest: docker.io/x:1" }]))).toBe(false);
    expect(images.dockerImageExists("x:1", docker([{ status: 1 }, { status: 1, stderr: "manifest unknown: manifest unknown" }]))).toBe(false);
    expect(images.dockerImageExists("x:1", docker([{ status: 1 }, { status: 1, stderr: "unauthorized: authentication required\nmore" }]))).toBe("unauthorized: authentication required");
  });
});

describe("the system is copied in, not mounted", () => {
  it("stages dist/ under Data/systems/enchanted-realms with every file writable (a LevelDB pack writes its LOCK)", () => {
    const base = mkdtempSync(join(tmpdir(), "er-stage-"));
    try {
      const dist = join(base, "dist");
      mkdirSync(join(dist, "packs", "races"), { recursive: true });
      writeFileSync(join(dist, "system.json"), "{}");
      writeFileSync(join(dist, "packs", "races", "LOCK"), "");
      writeFileSync(join(dist, "packs", "races", "CURRENT"), "MANIFEST-000001\n");
      chmodSync(join(dist, "packs", "races", "LOCK"), 0o444);
      chmodSync(join(dist, "packs", "races"), 0o555);
      const target = images.stageSystem(dist, join(base, "staging"), "enchanted-realms");
      expect(target).toBe(join(base, "staging", "Data", "systems", "enchanted-realms"));
      for (const path of ["system.json", "packs/races/CURRENT", "packs/races/LOCK", "packs/races"]) {
        expect(existsSync(join(target, path)), path).toBe(true);
        expect(statSync(join(target, path)).mode & 0o200, path).toBe(0o200);
      }
      chmodSync(join(dist, "packs", "races"), 0o755);
      expect(() => images.stageSystem(join(base, "nothing"), join(base, "staging"), "enchanted-realms")).toThrow(/no system\.json/);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});

describe("Quench on the build under test", () => {
  const legacy = { name: "quench", version: "0.9.2", compatibleCoreVersion: "11.302", download: "https://example.invalid/v0.9.2/module.zip" };
  const source = "https://github.com/Ethaks/FVTT-Quench/releases/latest/download/module.json";

  it("--quench picks a release by version or manifest URL; anything else is refused", () => {
    expect(lib.parseArgs([]).quench).toBe(source);
    expect(lib.parseArgs(["--quench", "0.10.0"]).quench).toBe("https://github.com/Ethaks/FVTT-Quench/releases/download/v0.10.0/module.json");
    expect(lib.parseArgs(["--quench=v0.9.2"]).quench).toBe("https://github.com/Ethaks/FVTT-Quench/releases/download/v0.9.2/module.json");
    expect(lib.parseArgs(["--quench", "https://example.invalid/module.json"]).quench).toBe("https://example.invalid/module.json");
    expect(() => lib.parseArgs(["--quench", "latest"])).toThrow(/Quench version/);
    expect(images.quenchManifestUrl(undefined, source)).toBe(source);
  });

  it("refuses a pre-v13 Quench (legacy manifest) on v14 before anything starts, naming the release; lets it run on v13", () => {
    const refused = images.quenchPreflight(legacy, "14.369", source);
    expect(refused).toMatch(/^Quench 0\.9\.2 \(https:\/\/github\.com\/Ethaks\/FVTT-Quench\/releases\/latest\/download\/module\.json\)/);
    expect(refused).toMatch(/mergeObject/);
    expect(refused).toMatch(/--quench <version>/);
    expect(images.quenchPreflight(legacy, "13.351", source)).toBeNull();
  });

  it("a release with its own compatibility runs unless its maximum is below the build's major", () => {
    expect(images.quenchPreflight({ version: "0.10.0", compatibility: { minimum: "12", verified: "13" } }, "14.369", source)).toBeNull();
    expect(images.quenchPreflight({ version: "0.10.0", compatibility: { minimum: "12", verified: "13", maximum: "13" } }, "14.369", source)).toMatch(/Quench 0\.10\.0 .*maximum 13, below Foundry 14\.369/);
  });

  it("a Quench that does not start in the browser is reported with its release, the build and the first page errors", () => {
    const message = images.quenchStartFailure({ manifest: legacy, source, core: "14.369", errors: ["ReferenceError: mergeObject is not defined\n    at quench.js:1", "second", "third", "fourth"] });
    expect(message).toContain("Quench 0.9.2");
    expect(message).toContain("did not start on Foundry 14.369");
    expect(message).toContain("page errors: ReferenceError: mergeObject is not defined | second | third.");
    expect(message).not.toContain("fourth");
    expect(images.quenchStartFailure({ manifest: {}, source, core: "13.351", errors: [] })).toMatch(/Quench \(version unknown\).*no page error was seen/);
  });
});
