/**
 * The parts of `npm run test:live:docker` that choose what runs in the container and check it can
 * run there, before anything starts: the felddy/foundryvtt image for a Foundry build (and whether
 * its tag exists), the system copied into the staged data folder (never mounted: a LevelDB pack
 * must write its LOCK file), and whether a Quench release can load on that build. Every check that
 * would reach a registry or the network takes its probe as a parameter, so tests give a stand-in.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * felddy/foundryvtt's registries. From its 14.359.0 release the images are published first to the
 * GitHub Container Registry and every README example uses it; stable releases are still mirrored
 * to Docker Hub (felddy/foundryvtt-docker pull request 1382, "Primary registry is now GitHub
 * Container Registry"). Its older README (v13 and before) documents Docker Hub's `felddy/foundryvtt`.
 */
export const IMAGE_GHCR = "ghcr.io/felddy/foundryvtt";
export const IMAGE_HUB = "felddy/foundryvtt";
/** The first Foundry major whose felddy images are documented under the GitHub registry. */
export const GHCR_FROM_MAJOR = 14;

/** The registry name felddy documents for a Foundry build's major version. */
export function imageRepository(version) {
  return Number(version.split(".")[0]) >= GHCR_FROM_MAJOR ? IMAGE_GHCR : IMAGE_HUB;
}

/**
 * The image for a build, in the order tried: the build's own tag (`MAJOR.BUILD`, "the most recent
 * image matching the major and minor version numbers", felddy README "Image tags"), then the
 * major's tag with `FOUNDRY_VERSION` set to the build ("Version of Foundry Virtual Tabletop to
 * install", README "Environment variables"), which installs that build in the major's image.
 */
export function imageCandidates(version) {
  const repository = imageRepository(version);
  const major = version.split(".")[0];
  return [
    { image: `${repository}:${version}`, foundryVersion: null },
    { image: `${repository}:${major}`, foundryVersion: version },
  ];
}

/**
 * The first candidate whose tag `exists(image)` says exists: `{image, foundryVersion}`, or
 * `{error}` naming every tag tried. `exists` answers true, false, or a string: the probe itself
 * failed (no registry login, a docker without `manifest`), which proves nothing either way, so that
 * candidate is kept with a `warning` and the pull decides; only tags known to be missing are skipped.
 */
export function resolveImage(version, exists) {
  const tried = [];
  for (const candidate of imageCandidates(version)) {
    const answer = exists(candidate.image);
    if (answer === true) return candidate;
    if (answer !== false) return { ...candidate, warning: `could not check ${candidate.image} (${String(answer)}); the pull will tell` };
    tried.push(`${candidate.image} (no such tag)`);
  }
  return {
    error: `no felddy image for Foundry ${version}: tried ${tried.join(", ")}. felddy publishes one image per stable build (github.com/felddy/foundryvtt-docker releases); pass --versions with a build it has.`,
  };
}

/**
 * Asks docker whether an image tag exists: a local image answers at once; otherwise the registry's
 * manifest (`docker manifest inspect`, no download). `run` is spawnSync's shape, replaced in tests.
 */
export function dockerImageExists(image, run = spawnSync) {
  const local = run("docker", ["image", "inspect", "--format", "{{.Id}}", image], { encoding: "utf8" });
  if (local.status === 0) return true;
  const remote = run("docker", ["manifest", "inspect", image], { encoding: "utf8" });
  if (remote.status === 0) return true;
  const said = `${remote.stderr ?? ""}${remote.stdout ?? ""}`.trim();
  if (/no such manifest|manifest unknown|not found/i.test(said)) return false;
  return said.split("\n")[0] || remote.error?.message || `docker manifest inspect exited ${remote.status}`;
}

/**
 * Copies the built system into the staged data folder, at `Data/systems/<id>`, from where the
 * single `docker cp` of the staged folder brings it into the container's volume. It is a copy and
 * never a mount: Foundry opens each compendium pack as a LevelDB database at world launch, and
 * LevelDB has no read-only open (it writes a LOCK file), so a read-only system leaves its packs
 * unopened or the world unlaunched. Every copied file and folder gets its owner's write bit; the
 * image's entrypoint then hands `/data` to the server's user.
 */
export function stageSystem(dist, staging, systemId) {
  if (!existsSync(join(dist, "system.json"))) throw new Error(`${dist} has no system.json: build the system first`);
  const target = join(staging, "Data", "systems", systemId);
  rmSync(target, { recursive: true, force: true });
  cpSync(dist, target, { recursive: true });
  const writable = (path) => chmodSync(path, statSync(path).mode | 0o200);
  writable(target);
  for (const entry of readdirSync(target, { recursive: true })) writable(join(target, String(entry)));
  return target;
}

/** The Quench release the run installs: its manifest URL, from `--quench` (a version or a URL). */
export function quenchManifestUrl(choice, latest) {
  if (!choice) return latest;
  if (/^https:\/\//.test(choice)) return choice;
  if (/^v?\d+\.\d+\.\d+$/.test(choice)) return `https://github.com/Ethaks/FVTT-Quench/releases/download/v${choice.replace(/^v/, "")}/module.json`;
  return null;
}

/** "Quench 0.9.2" from a manifest, for messages. */
export function quenchRelease(manifest) {
  return `Quench ${typeof manifest?.version === "string" ? manifest.version : "(version unknown)"}`;
}

/**
 * Whether a Quench manifest can load on a Foundry build, before anything starts: null, or why not.
 * A manifest without `compatibility` (only the legacy `compatibleCoreVersion`) is a 0.9.x release:
 * its code reads the global `mergeObject` at module load, and v14 removed the v12 globals
 * (MrVauxs/pf2e-jb2a-macros#215, "In v14 that global no longer exists"), so on 14+ it never starts.
 * A modern manifest whose `compatibility.maximum` is below the build's major is refused as Foundry
 * would refuse it.
 */
export function quenchPreflight(manifest, version, source) {
  const major = Number(version.split(".")[0]);
  const release = quenchRelease(manifest);
  const compatibility = manifest?.compatibility;
  const how = "pass --quench <version> (or a manifest URL) naming a Quench release that supports it";
  if (!compatibility || typeof compatibility !== "object") {
    if (major >= 14) return `${release} (${source}) is a pre-v13 release (its manifest has only compatibleCoreVersion ${manifest?.compatibleCoreVersion ?? "?"}): its code calls the global mergeObject, which Foundry ${major} removed, so it cannot start on Foundry ${version}; ${how}.`;
    return null;
  }
  const maximum = Number(String(compatibility.maximum ?? "").split(".")[0]);
  if (Number.isFinite(maximum) && maximum > 0 && maximum < major) return `${release} (${source}) declares compatibility.maximum ${compatibility.maximum}, below Foundry ${version}; ${how}.`;
  return null;
}

/**
 * The setup error when Quench did not start in the browser: the release, the build, and the page
 * errors seen while it loaded (the first three, each on one line).
 */
export function quenchStartFailure({ manifest, source, core, errors }) {
  const seen = (errors ?? []).map((e) => String(e).split("\n")[0]).filter(Boolean).slice(0, 3);
  return `${quenchRelease(manifest)} (${source}) did not start on Foundry ${core}: quench.runBatches never appeared within 60 s${seen.length ? `; page errors: ${seen.join(" | ")}` : "; no page error was seen (see setup.png and foundry.log)"}. Pass --quench <version> to try another release.`;
}
