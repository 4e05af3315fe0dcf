/**
 * The part of `npm run test:live:docker` that touches the outside world: docker, the network (the
 * Quench download), a headless Chromium and the live suite. scripts/live-docker.mjs plans, checks
 * and summarises; this runs one version's plan. Nothing here has run against Foundry yet (no
 * docker or licence where it was written): the pages it drives are taken from public suites that
 * run Foundry v13 in CI, cited where used.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { unzipSync } from "fflate";
import { GM_USER, PLAYER_USER, QUENCH_MANIFEST, ROOT, SYSTEM_ID, WORLD_ID, installableQuenchManifest, liveSuiteEnv, redact, worldManifest } from "./live-docker.mjs";
import { quenchPreflight, quenchRelease, quenchStartFailure, stageSystem } from "./live-docker-images.mjs";

const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/lib/chromium/chromium", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Runs one version: stage, start, prepare the world, run the suite, clean up. Never throws. */
export async function runVersion(plan, { env, dir, systemVersion, startupSeconds, quench = QUENCH_MANIFEST, dist = join(ROOT, "dist"), io }) {
  const result = { version: plan.version, image: plan.image, url: plan.url, core: null, systemVersion: null, quenchRelease: null, setupError: null, story: null, quench: null };
  // docker alone sees the secrets; an unset admin key becomes a random one for this run only.
  const dockerEnv = { ...env, FOUNDRY_ADMIN_KEY: env.FOUNDRY_ADMIN_KEY?.trim() || randomBytes(18).toString("base64url") };
  const step = (key) => plan.steps.find((s) => s.key === key).args;
  const docker = (args, { quiet = false } = {}) => dockerRun(args, dockerEnv, quiet ? null : io);
  let created = false;
  const removeContainer = () => {
    if (created) spawnSync("docker", step("remove"), { env: dockerEnv, stdio: "ignore" });
    created = false;
  };
  const onSignal = () => {
    removeContainer();
    process.exit(130);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    const quenchManifest = await stageData(plan.staging, plan.version, systemVersion, { dist, quench, io });
    result.quenchRelease = quenchRelease(quenchManifest);
    await docker(step("pull"));
    await docker(step("create"), { quiet: true });
    created = true;
    await docker(step("copy"), { quiet: true });
    await docker(step("start"), { quiet: true });
    const alive = () => spawnSync("docker", ["inspect", "--format", "{{.State.Running}}", plan.name], { encoding: "utf8" }).stdout.trim() === "true";
    io.log(`waiting for Foundry at ${plan.url} (the container downloads and installs it first)…`);
    await waitForHttp(plan.url, startupSeconds, alive);
    const restart = async () => {
      io.log("EULA signed: restarting so that FOUNDRY_WORLD launches the world…");
      await docker(step("restart"), { quiet: true });
      await waitForHttp(plan.url, startupSeconds, alive);
    };
    const prepared = await prepareWorld(plan.url, { dir, env, restart, io, quench: { manifest: quenchManifest, source: quench } });
    result.core = prepared.core;
    result.systemVersion = prepared.systemVersion;
  } catch (error) {
    result.setupError = redact(error instanceof Error ? error.message : String(error), dockerEnv);
    io.error(`setup failed for Foundry ${plan.version}: ${result.setupError}`);
  }
  try {
    if (result.setupError === null) {
      io.log(`npm run test:live against ${plan.url}`);
      await runLiveSuite(plan.url, dir, env);
    }
  } finally {
    if (created) {
      const logs = spawnSync("docker", step("logs"), { env: dockerEnv, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
      writeFileSync(join(dir, "foundry.log"), redact(`${logs.stdout ?? ""}${logs.stderr ?? ""}`, dockerEnv));
    }
    removeContainer();
    process.removeListener("SIGINT", onSignal);
    process.removeListener("SIGTERM", onSignal);
  }
  return result;
}

/** Runs `docker …` with the secrets in its environment; prints only redacted output. */
function dockerRun(args, env, io) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn("docker", args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let tail = "";
    const take = (chunk) => {
      const text = redact(chunk.toString(), env);
      tail = (tail + text).slice(-2000);
      if (io) process.stdout.write(text);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolvePromise() : reject(new Error(`docker ${args[0]} failed (exit ${code}): ${tail.trim().split("\n").slice(-3).join(" / ")}`))));
  });
}

/**
 * Data/systems/<system> (a copy of dist/), Data/worlds/er-live/world.json and Data/modules/quench
 * (from its manifest, refused before anything starts when that release cannot load on `version`),
 * under `staging`. Returns Quench's manifest.
 */
async function stageData(staging, version, systemVersion, { dist, quench, io }) {
  rmSync(staging, { recursive: true, force: true });
  stageSystem(dist, staging, SYSTEM_ID);
  const world = join(staging, "Data", "worlds", WORLD_ID);
  mkdirSync(world, { recursive: true });
  writeFileSync(join(world, "world.json"), `${JSON.stringify(worldManifest(version, systemVersion), null, 2)}\n`);
  const manifest = await fetchOk(quench).then((r) => r.json());
  if (typeof manifest.download !== "string") throw new Error(`Quench's manifest (${quench}) has no download URL`);
  const refused = quenchPreflight(manifest, version, quench);
  if (refused) throw new Error(refused);
  io.log(`${quenchRelease(manifest)}: ${manifest.download}`);
  const files = unzipSync(new Uint8Array(await fetchOk(manifest.download).then((r) => r.arrayBuffer())));
  const names = Object.keys(files).filter((n) => !n.endsWith("/"));
  // The zip holds module.json at its root or inside one folder.
  const top = names.includes("module.json") ? "" : (names.find((n) => /^[^/]+\/module\.json$/.test(n))?.replace("module.json", "") ?? null);
  if (top === null) throw new Error("Quench's zip has no module.json");
  const target = join(staging, "Data", "modules", "quench");
  for (const name of names.filter((n) => n.startsWith(top))) {
    const path = join(target, name.slice(top.length));
    if (!path.startsWith(target)) throw new Error(`Quench's zip has an unsafe path: ${name}`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, files[name]);
  }
  const zipped = JSON.parse(new TextDecoder().decode(files[`${top}module.json`]));
  writeFileSync(join(target, "module.json"), `${JSON.stringify(installableQuenchManifest(zipped, version), null, 2)}\n`);
  return manifest;
}

async function fetchOk(url) {
  const response = await fetch(url, { redirect: "follow" });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return response;
}

/** Polls until Foundry answers HTTP (any status below 500); fails when the container stops. */
async function waitForHttp(url, seconds, alive) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(5000) });
      if (response.status > 0 && response.status < 500) return;
    } catch {
      // not listening yet
    }
    if (!alive()) throw new Error("the container stopped before Foundry answered (see foundry.log)");
    await sleep(3000);
  }
  throw new Error(`Foundry did not answer at ${url} within ${seconds} s (see foundry.log; --startup-timeout raises the limit)`);
}

function chromiumPath(env) {
  const chosen = env.CHROMIUM_PATH?.trim();
  if (chosen) {
    if (!existsSync(chosen)) throw new Error(`CHROMIUM_PATH is set to ${chosen}, which does not exist`);
    return chosen;
  }
  const found = CHROMIUM_CANDIDATES.find((p) => existsSync(p));
  if (!found) throw new Error(`no Chromium found (looked in ${CHROMIUM_CANDIDATES.join(", ")}): install it or set CHROMIUM_PATH`);
  return found;
}

const pathOf = (page) => new URL(page.url()).pathname;

/**
 * Gets the world ready for the suite: EULA, Gamemaster joined, a Player user, Quench enabled.
 * The GM's browser is closed at the end so the suite can join as the Gamemaster itself.
 */
async function prepareWorld(url, { dir, env, restart, io, quench }) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: chromiumPath(env), headless: true, args: ["--no-sandbox", "--disable-gpu", "--no-first-run"] });
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  // Uncaught errors of the page, so that a Quench that fails to load is reported with its cause.
  const pageErrors = [];
  page.on("pageerror", (error) => pageErrors.push(error?.message ?? String(error)));
  try {
    await page.goto(url, { waitUntil: "domcontentloaded", timeout: 60_000 });
    if (pathOf(page).startsWith("/license")) {
      await signEula(page);
      await restart();
      await page.goto(url, { waitUntil: "domcontentloaded", timeout: 60_000 });
    }
    const where = pathOf(page);
    if (where.startsWith("/setup") || where.startsWith("/auth")) {
      throw new Error(`Foundry shows ${where}, not the world: FOUNDRY_WORLD=${WORLD_ID} did not launch it (see foundry.log and setup.png)`);
    }
    await joinAsGm(page, url);
    const state = await page.evaluate(
      async ({ player, system }) => {
        const w = globalThis;
        const role = w.CONST.USER_ROLES.PLAYER;
        const existing = w.game.users.find((u) => u.name === player);
        if (!existing) await w.foundry.documents.User.create({ name: player, role });
        else if (existing.role !== role) await existing.update({ role });
        const config = w.game.settings.get("core", "moduleConfiguration") ?? {};
        const enable = config.quench !== true;
        if (enable) await w.game.settings.set("core", "moduleConfiguration", { ...config, quench: true });
        return { core: String(w.game.version), system: String(w.game.system.id), systemVersion: String(w.game.system.version), installed: !!w.game.modules.get("quench"), enable, wanted: system };
      },
      { player: PLAYER_USER, system: SYSTEM_ID },
    );
    if (state.system !== state.wanted) throw new Error(`the world runs the system "${state.system}", not ${state.wanted}`);
    if (!state.installed) throw new Error("Quench is not among the installed modules: Foundry refused its staged manifest (see foundry.log)");
    io.log(`Foundry ${state.core}, ${state.system} ${state.systemVersion}: ${PLAYER_USER} user ready; Quench ${state.enable ? "enabled" : "already enabled"}`);
    if (state.enable) {
      // Enabled modules load on the next page load (the moduleConfiguration setting, as public suites do it).
      await page.reload({ waitUntil: "domcontentloaded" });
      if (pathOf(page).startsWith("/join")) await joinAsGm(page, url);
      else await waitReady(page);
    }
    await page
      .waitForFunction(() => globalThis.game?.modules?.get("quench")?.active === true && typeof globalThis.quench?.runBatches === "function", undefined, { timeout: 60_000 })
      .catch(() => {
        throw new Error(quenchStartFailure({ manifest: quench.manifest, source: quench.source, core: state.core, errors: pageErrors }));
      });
    await page.screenshot({ path: join(dir, "setup.png") });
    return { core: state.core, systemVersion: state.systemVersion };
  } catch (error) {
    await page.screenshot({ path: join(dir, "setup.png"), fullPage: true }).catch(() => undefined);
    throw error;
  } finally {
    await browser.close();
    // Let the server see the Gamemaster leave: the suite's join refuses a user logged in elsewhere.
    await sleep(3000);
  }
}

/**
 * The EULA page: its checkbox and button. Two public shapes are tried: `#eula-agree` with
 * `button#sign`, and a checkbox labelled "I agree…" with an "Agree" button (public Playwright
 * and Cypress suites that start Foundry v13 in CI).
 */
async function signEula(page) {
  const box = page.locator('#eula-agree, label:has-text("agree") input[type="checkbox"]').first();
  if (!(await box.count())) {
    if (await page.locator('input[name="licenseKey"]').count()) throw new Error("Foundry asks for a licence key: set FOUNDRY_LICENSE_KEY (or the account variables)");
    throw new Error("the /license page shows no EULA checkbox (see setup.png)");
  }
  await box.check({ force: true });
  await page.locator('button#sign, button:has-text("Agree")').first().click();
  await page.waitForURL((u) => !u.pathname.startsWith("/license"), { timeout: 30_000 });
}

/** The join page as tests/live/foundry.ts drives it: the Gamemaster, who has no password. */
async function joinAsGm(page, url) {
  if (!pathOf(page).startsWith("/join")) await page.goto(`${url}/join`, { waitUntil: "domcontentloaded" });
  const select = page.locator('select[name="userid"]');
  await select.waitFor({ state: "visible", timeout: 60_000 });
  const options = await select.locator("option").evaluateAll((os) => os.map((o) => ({ value: o.value, label: (o.textContent ?? "").trim() })));
  const gm = options.find((o) => o.label === GM_USER);
  if (!gm) throw new Error(`no "${GM_USER}" user on the join page (users: ${options.map((o) => o.label).filter(Boolean).join(", ") || "none"})`);
  await select.selectOption(gm.value);
  await Promise.all([page.waitForURL(/\/game/, { timeout: 60_000 }), page.locator('button[name="join"]').click()]);
  await waitReady(page);
}

function waitReady(page) {
  return page.waitForFunction(() => globalThis.game?.ready === true, undefined, { timeout: 120_000 });
}

/** `npm run test:live` with a JSON report in `dir`; its environment holds no secret. */
function runLiveSuite(url, dir, env) {
  return new Promise((resolvePromise) => {
    const args = ["run", "test:live", "--", "--reporter=default", "--reporter=json", `--outputFile.json=${join(dir, "story.json")}`];
    const child = spawn("npm", args, { cwd: ROOT, env: liveSuiteEnv(env, url, dir), stdio: "inherit" });
    child.on("error", () => resolvePromise(1));
    child.on("close", (code) => resolvePromise(code ?? 1));
  });
}
