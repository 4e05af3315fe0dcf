/**
 * The release command end to end: `npm run release` builds the system, writes the manifest and the
 * zip into a temporary folder, and the zip's file list is compared with the manifest. Bad arguments
 * are refused with exit code 2 before anything is built or written.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
// @ts-expect-error: a plain ES module script, without type declarations.
import * as release from "../scripts/release.mjs";
import { ROOT } from "./support/handlebars";

interface Manifest {
  id: string;
  version: string;
  url: string;
  manifest: string;
  download: string;
  esmodules: string[];
  styles: string[];
  languages: Array<{ path: string }>;
  packs: Array<{ name: string; path: string }>;
  [key: string]: unknown;
}

const lib = release as {
  verifyZipListing(manifest: unknown, listing: string[], cssImports?: Record<string, string[]>, scriptImports?: Record<string, string[]>): string[];
  cssImportsOf(files: Record<string, Uint8Array>): Record<string, string[]>;
  scriptImportsOf(files: Record<string, Uint8Array>): Record<string, string[]>;
  compareSemver(a: string, b: string): number;
  parseArgs(argv: string[], packageVersion: string): { repo?: string; version?: string };
  withoutMapReference(path: string, bytes: Uint8Array): Uint8Array;
  makeZip(files: Record<string, Uint8Array>): Uint8Array;
  zipListing(bytes: Uint8Array): string[];
};

const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
const source = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as Manifest;
const SCRIPT = join(ROOT, "scripts/release.mjs");
const REPO = "example-owner/er-release-test";
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function runScript(args: string[]) {
  return spawnSync(process.execPath, [SCRIPT, ...args], { cwd: ROOT, encoding: "utf8" });
}

/** A version above package.json's, so the test stays right when package.json's version moves. */
function bump(version: string): string {
  const [major, minor, patch] = version.split(/[.+-]/).map(Number) as [number, number, number];
  return `${major}.${minor}.${patch + 1}`;
}

describe("npm run release, end to end", () => {
  const version = bump(pkg.version);
  let out: string;
  let result: ReturnType<typeof spawnSync>;
  let written: Manifest;
  let zip: Record<string, Uint8Array>;

  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), "er-release-"));
    result = spawnSync(npm, ["run", "--silent", "release", "--", "--repo", REPO, "--version", version, "--out", out], {
      cwd: ROOT,
      encoding: "utf8",
    });
    if (result.status === 0) {
      written = JSON.parse(readFileSync(join(out, "system.json"), "utf8")) as Manifest;
      zip = unzipSync(readFileSync(join(out, "enchanted-realms.zip")));
    }
  }, 120_000);

  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("builds and writes system.json and enchanted-realms.zip", () => {
    expect(result.status, String(result.stderr)).toBe(0);
    expect(existsSync(join(out, "system.json"))).toBe(true);
    expect(existsSync(join(out, "enchanted-realms.zip"))).toBe(true);
  });

  it("fills in version, url, manifest and download for the repository and version given", () => {
    expect(written.version).toBe(version);
    expect(written.url).toBe(`https://github.com/${REPO}`);
    expect(written.manifest).toBe(`https://github.com/${REPO}/releases/latest/download/system.json`);
    expect(written.download).toBe(`https://github.com/${REPO}/releases/download/v${version}/enchanted-realms.zip`);
  });

  it("changes nothing else in the manifest", () => {
    const rest = (m: Manifest) => ({ ...m, version: 0, url: 0, manifest: 0, download: 0 });
    expect(rest(written)).toEqual(rest(source));
  });

  it("the zip holds that same system.json at its root", () => {
    expect(zip["system.json"]).toBeDefined();
    expect(new TextDecoder().decode(zip["system.json"])).toBe(readFileSync(join(out, "system.json"), "utf8"));
  });

  it("the zip's file list matches the manifest: every esmodule, style, language and pack, no extras", () => {
    const listing = Object.keys(zip).filter((n) => !n.endsWith("/")).sort();
    expect(lib.verifyZipListing(written, listing, lib.cssImportsOf(zip), lib.scriptImportsOf(zip))).toEqual([]);
    // The entry's chunks ship beside it: the shared core and the Quench batches (vite.config.ts).
    expect(listing).toEqual(expect.arrayContaining(["enchanted-realms-core.mjs", "quench.mjs"]));
    for (const file of [...written.esmodules, ...written.styles, ...written.languages.map((l) => l.path)]) expect(listing).toContain(file);
    for (const pack of written.packs) expect(listing).toContain(`${pack.path}/CURRENT`);
    // No sources, tests, maps or development files.
    for (const name of listing) {
      expect(name).not.toMatch(/\.(ts|map)$|^(module|tests|scripts|tools|node_modules|packs\/[^/]+\/[^/]+\.json$)/);
      expect(name.startsWith("/") || name.includes("..")).toBe(false);
    }
  });

  it("the zip's pack folders are the built LevelDB packs, each with its entries", () => {
    for (const pack of written.packs) {
      const files = Object.keys(zip).filter((n) => n.startsWith(`${pack.path}/`));
      expect(files.some((n) => /\.(ldb|log)$/.test(n)), pack.name).toBe(true);
    }
  });

  it("the zip's bundle is the system's entry module and its chunks, with no reference to the source maps left out", () => {
    const text = (name: string) => new TextDecoder().decode(zip[name]);
    const entry = text(source.esmodules[0]!);
    expect(entry).toContain('Hooks.once("init"');
    expect(entry).toContain('import("./quench.mjs")');
    expect(text("enchanted-realms-core.mjs")).toContain("enchanted-realms.clockChange");
    expect(text("quench.mjs")).toContain("function registerQuenchBatches");
    for (const name of Object.keys(zip).filter((n) => n.endsWith(".mjs"))) expect(text(name), name).not.toMatch(/sourceMappingURL/);
  });

  it("builds with the same steps as npm run build", () => {
    // The release repeats these two steps into its staging folder; a new build step must be added there too.
    const scripts = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts["build"]).toBe("vite build && node scripts/build-packs.mjs");
    expect(scripts["release"]).toBe("node scripts/release.mjs");
  });
});

describe("npm run release refuses bad arguments with exit code 2", () => {
  const cases: Array<[string, string[], RegExp]> = [
    ["a missing repository", ["--version", pkg.version], /--repo OWNER\/NAME is missing/],
    ["a repository not in OWNER/NAME form", ["--repo", "just-a-name", "--version", pkg.version], /not a GitHub repository/],
    ["a missing version", ["--repo", REPO], /--version X\.Y\.Z is missing/],
    ["a version that is not semver", ["--repo", REPO, "--version", "1.2"], /not a semantic version/],
    ["a version with a leading v", ["--repo", REPO, "--version", `v${pkg.version}`], /not a semantic version/],
    ["a version lower than package.json's", ["--repo", REPO, "--version", "0.0.0"], /lower than package\.json's version/],
    ["an unknown argument", ["--repo", REPO, "--version", pkg.version, "--tag", "x"], /unknown argument/],
  ];

  it.each(cases)("%s", (_label, args, message) => {
    const out = mkdtempSync(join(tmpdir(), "er-release-refused-"));
    try {
      const r = runScript([...args, "--out", out]);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toContain("usage: npm run release");
      expect(existsSync(join(out, "system.json"))).toBe(false);
      expect(existsSync(join(out, "enchanted-realms.zip"))).toBe(false);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("through npm too: the exit code reaches the caller", () => {
    const r = spawnSync(npm, ["run", "--silent", "release", "--", "--version", pkg.version], { cwd: ROOT, encoding: "utf8" });
    expect(r.status).toBe(2);
  });

  it("0.0.0 really is below package.json's version (the case above tests what it says)", () => {
    expect(lib.compareSemver("0.0.0", pkg.version)).toBeLessThan(0);
  });
});

describe("the zip check and the version order", () => {
  const listing = [
    "system.json",
    ...source.esmodules,
    ...source.styles,
    ...source.languages.map((l) => l.path),
    ...source.packs.flatMap((p) => [`${p.path}/CURRENT`, `${p.path}/000005.ldb`]),
    "LICENSE",
    "README.md",
    "templates/combat/tracker.hbs",
    "assets/conditions/prone.svg",
  ];

  it("accepts a complete listing", () => {
    expect(lib.verifyZipListing(source, listing)).toEqual([]);
  });

  it("names an extra file: a source map, a source file, a test", () => {
    for (const extra of ["enchanted-realms.mjs.map", "module/enchanted-realms.ts", "tests/release.test.ts", "packs/rules/rules-summary.json"]) {
      expect(lib.verifyZipListing(source, [...listing, extra])).toEqual([`extra ${extra} (not part of the installed system)`]);
    }
  });

  it("names a missing esmodule, style, language and pack", () => {
    const pack = source.packs[0]!;
    const without = (name: string) => listing.filter((n) => n !== name);
    expect(lib.verifyZipListing(source, without(source.esmodules[0]!))[0]).toMatch(/^missing enchanted-realms\.mjs/);
    expect(lib.verifyZipListing(source, without(source.styles[0]!))[0]).toMatch(/^missing styles\//);
    expect(lib.verifyZipListing(source, without(source.languages[0]!.path))[0]).toMatch(/^missing lang\/en\.json/);
    expect(lib.verifyZipListing(source, without(`${pack.path}/CURRENT`))).toContain(`missing pack ${pack.name} (${pack.path}/CURRENT)`);
  });

  it("follows a style's @imports: an imported stylesheet is allowed and required", () => {
    const imports = { [source.styles[0]!]: ["styles/extra.css"] };
    expect(lib.verifyZipListing(source, listing, imports)).toEqual(["missing styles/extra.css (imported by a style)"]);
    expect(lib.verifyZipListing(source, [...listing, "styles/extra.css"], imports)).toEqual([]);
    expect(lib.verifyZipListing(source, [...listing, "styles/extra.css"])).toEqual(["extra styles/extra.css (not part of the installed system)"]);
  });

  it("follows an esmodule's imports: a chunk it imports (statically or by import()) is allowed and required", () => {
    const entry = source.esmodules[0]!;
    const imports = { [entry]: ["core.mjs", "quench.mjs"], "quench.mjs": ["core.mjs", "deep.mjs"] };
    expect(lib.verifyZipListing(source, [...listing, "core.mjs", "quench.mjs"], {}, imports)).toEqual(["missing deep.mjs (imported by a script)"]);
    expect(lib.verifyZipListing(source, [...listing, "core.mjs", "quench.mjs", "deep.mjs"], {}, imports)).toEqual([]);
    expect(lib.verifyZipListing(source, [...listing, "quench.mjs"])).toEqual(["extra quench.mjs (not part of the installed system)"]);
  });

  it("reads a built script's chunk references, and nothing from its comments or strings", () => {
    const enc = (t: string) => new TextEncoder().encode(t);
    const files = {
      "enchanted-realms.mjs": enc('import { a as b } from "./core.mjs";\n// see from "./old.mjs"\nHooks.on("x", () => import("./quench.mjs"));\nconst s = \'import "./no.mjs"\';\n'),
      "quench.mjs": enc('import { c } from "./core.mjs";\nexport { c };\nexport * from "./more.mjs";\n'),
      "styles/a.css": enc('@import "./b.css";'),
    };
    expect(lib.scriptImportsOf(files)).toEqual({ "enchanted-realms.mjs": ["core.mjs", "quench.mjs"], "quench.mjs": ["core.mjs", "more.mjs"] });
  });

  it("orders versions by semver precedence", () => {
    const ordered = ["0.1.0", "0.1.1", "0.2.0", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "10.0.0"];
    for (let i = 0; i + 1 < ordered.length; i++) {
      expect(lib.compareSemver(ordered[i]!, ordered[i + 1]!), `${ordered[i]} < ${ordered[i + 1]}`).toBeLessThan(0);
      expect(lib.compareSemver(ordered[i + 1]!, ordered[i]!)).toBeGreaterThan(0);
    }
    expect(lib.compareSemver("1.2.3+build.5", "1.2.3")).toBe(0);
  });

  it("drops a script's or stylesheet's source-map comment, and leaves anything else as it is", () => {
    const enc = (t: string) => new TextEncoder().encode(t);
    const dec = (b: Uint8Array) => new TextDecoder().decode(b);
    expect(dec(lib.withoutMapReference("a.mjs", enc("x();\n\n//# sourceMappingURL=a.mjs.map\n")))).toBe("x();\n\n");
    expect(dec(lib.withoutMapReference("s.css", enc("a{}\n/*# sourceMappingURL=s.css.map */")))).toBe("a{}\n");
    const svg = enc("<svg/>\n//# sourceMappingURL=x");
    expect(lib.withoutMapReference("i.svg", svg)).toBe(svg);
    expect(dec(lib.withoutMapReference("b.mjs", enc("const u = '//# sourceMappingURL=';\ny();\n")))).toBe("const u = '//# sourceMappingURL=';\ny();\n");
  });

  it("makes the same zip from the same files, with them at its root", () => {
    const files = { "system.json": new TextEncoder().encode("{}"), "lang/en.json": new TextEncoder().encode("{}") };
    const a = lib.makeZip(files);
    expect(Buffer.from(lib.makeZip({ ...files })).equals(Buffer.from(a))).toBe(true);
    expect(lib.zipListing(a)).toEqual(["lang/en.json", "system.json"]);
  });

  it("accepts a version equal to or above package.json's", () => {
    expect(lib.parseArgs(["--repo", REPO, "--version", pkg.version], pkg.version)).toMatchObject({ repo: REPO, version: pkg.version });
    expect(lib.parseArgs([`--repo=${REPO}`, "--version=9.0.0"], pkg.version)).toMatchObject({ version: "9.0.0" });
  });
});

describe("the release workflow's tag check (scripts/check-tag.mjs)", () => {
  const TAG_SCRIPT = join(ROOT, "scripts/check-tag.mjs");
  const run = (args: string[]) => spawnSync(process.execPath, [TAG_SCRIPT, ...args], { cwd: ROOT, encoding: "utf8" });

  it("accepts v + package.json's version", () => {
    const r = run([`v${pkg.version}`]);
    expect(r.status).toBe(0);
  });

  it("refuses any other tag, naming both", () => {
    for (const tag of [pkg.version, `v${bump(pkg.version)}`, `release-${pkg.version}`, `v${pkg.version}-rc.1`]) {
      const r = run([tag]);
      expect(r.status, tag).toBe(1);
      expect(r.stderr).toContain(`"${tag}" does not match package.json's version ${pkg.version}`);
    }
  });

  it("refuses no tag with exit code 2", () => {
    expect(run([]).status).toBe(2);
  });

  it("the workflow runs it before anything is built, and releases under the repository's own name", () => {
    const workflow = readFileSync(join(ROOT, ".github/workflows/release.yml"), "utf8");
    const order = ["node scripts/check-tag.mjs", "npm ci", "npm test", "npm run release", "gh release upload"].map((s) => workflow.indexOf(s));
    for (const i of order) expect(i).toBeGreaterThan(-1);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(workflow).toContain('--repo "${{ github.repository }}"');
    expect(workflow).toMatch(/release\/system\.json release\/enchanted-realms\.zip/);
    expect(workflow).toMatch(/on:\n\s+release:\n\s+types: \[published\]/);
  });
});

describe("the repository's system.json", () => {
  it("holds placeholders only in the fields a release fills in", () => {
    const filled = new Set(["url", "manifest", "download"]);
    const placeholders = Object.entries(source)
      .filter(([, v]) => typeof v === "string" && /example\.invalid|OWNER|PLACEHOLDER/i.test(v))
      .map(([k]) => k);
    for (const key of placeholders) expect(filled, key).toContain(key);
    expect(JSON.stringify({ ...source, url: "", manifest: "", download: "" })).not.toMatch(/example\.invalid/);
    expect(source.version, "the manifest's version is package.json's").toBe(pkg.version);
  });
});
