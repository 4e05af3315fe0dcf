/**
 * `npm run test:live`: the product's story in a real Foundry, with two browsers (a GM and a
 * player, each with a fresh profile), then the system's Quench batches run in the GM's browser.
 *
 *   1. the GM creates a hex scene with a forest region and places an elf and a mule from the packs;
 *   2. the GM clicks Begin Combat and one round card appears;
 *   3. the clock reaches second 1 on both screens;
 *   4. the player drags the elf three hexes through forest: the label, the colour and the
 *      enforcement match the rules core's numbers;
 *   5. the player tries to advance the clock and is refused;
 *   6. `/speak` is held until second 20;
 *   7. the GM steps to the next round and initiative is re-rolled.
 *
 * Also, with the player as an Observer of the mule: one tab body at a time, tabs and item views work.
 * Expected values come from the rules core (module/rules) and lang/en.json, computed here in Node.
 * Everything the suite creates is deleted and the settings it changes are restored.
 *
 * NOT YET RUN against a Foundry: written from public sources (see docs/development.md, "Verifying in Foundry").
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join as joinPath } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { launchChromium, type LaunchedBrowser } from "../browser/chromium";
import { localize } from "../support/handlebars";
import { liveEnv } from "./env";
import { SYSTEM_ID, join, markerClock, until } from "./foundry";
import { countHues, decodePng } from "./png";
import { ELF, entryCost, hexClass, moveDecision, moveLimits, moveProgress, type Mover } from "../../module/rules";
import { roundStartStatus, type CombatantState } from "../../module/rules";
import { moveReasonKey } from "../../module/canvas/label-context";
import { DEFAULT_COLOR_BEYOND, DEFAULT_COLOR_WITHIN, parseColor } from "../../module/canvas/colors";
import { BOOK_RULESET } from "../../module/rules/ruleset";

const env = liveEnv();
const SCENE_NAME = `ER live story ${new Date().toISOString()}`;
const SPEECH = `Live suite: behind you! ${Date.now()}`;
/** Where things stand, in grid offsets: a forest band of columns 2–9; the elf walks row 3 from column 2 to 5. */
const FOREST = { from: 2, to: 10 };
const ELF_FROM = { i: 3, j: 2 };
const ELF_TO = { i: 3, j: 5 };
const MULE_AT = { i: 6, j: 13 };
/** The world settings the story assumes; the world's own values are put back afterwards. */
const STORY_SETTINGS: Record<string, unknown> = { tickMode: "events", showMarker: true, playersRoll: false, advanceRole: "gm", movementEnforcement: "enforce" };

let gmBrowser: LaunchedBrowser;
let playerBrowser: LaunchedBrowser;
let gm: Page;
let player: Page;
/** Ids of what the story created, for the checks and the clean-up. */
const made = { sceneId: "", elfId: "", muleId: "", elfTokenId: "", muleTokenId: "", combatId: "", playerId: "" };
let savedSettings: Record<string, unknown> = {};
let failedStep: string | null = null;
let wasPaused = false;
/** Where `npm run test:live:docker` collects a run's results (screenshots, Quench's report); unset: nowhere. */
const RESULTS_DIR = process.env["LIVE_RESULTS_DIR"]?.trim() || null;

/** Both screens at the moment a step failed, for the maintainer (or the workflow's artifact). */
async function keepScreens(stepName: string): Promise<void> {
  if (!RESULTS_DIR) return;
  const base = stepName.replace(/[^\w-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60);
  mkdirSync(joinPath(RESULTS_DIR, "screenshots"), { recursive: true });
  for (const [who, page] of [["gm", gm], ["player", player]] as const) {
    await page?.screenshot({ path: joinPath(RESULTS_DIR, "screenshots", `${base}.${who}.png`) }).catch(() => undefined);
  }
}

/** A story step: fails at once if an earlier one failed (it depends on it). */
function step(name: string, fn: () => Promise<void>, timeout?: number): void {
  it(
    name,
    async () => {
      if (failedStep !== null) throw new Error(`not run: the earlier step "${failedStep}" failed`);
      try {
        await fn();
      } catch (error) {
        failedStep = name;
        await keepScreens(name);
        throw error;
      }
    },
    timeout,
  );
}

beforeAll(async () => {
  gmBrowser = await launchChromium({ viewport: { width: 1600, height: 900 } });
  playerBrowser = await launchChromium({ viewport: { width: 1600, height: 900 } });
  gm = await gmBrowser.context.newPage();
  player = await playerBrowser.context.newPage();
  await join(gm, env.url, env.gm.user, env.gm.password);
  await join(player, env.url, env.player.user, env.player.password);
});

afterAll(async () => {
  if (gm) {
    await gm
      .evaluate(
        async ({ made, saved, system, paused }) => {
          const w = globalThis as any;
          if (made.combatId) await w.game.combats.get(made.combatId)?.delete();
          if (made.sceneId) await w.game.scenes.get(made.sceneId)?.delete();
          for (const id of [made.elfId, made.muleId]) if (id) await w.game.actors.get(id)?.delete();
          for (const [key, value] of Object.entries(saved)) await w.game.settings.set(system, key, value);
          if (paused && !w.game.paused) await w.game.togglePause(true, { broadcast: true });
        },
        { made, saved: savedSettings, system: SYSTEM_ID, paused: wasPaused },
      )
      .catch((error: unknown) => console.error("clean-up failed:", error));
  }
  await gmBrowser?.close();
  await playerBrowser?.close();
});

describe("the story, GM and player", () => {
  step("0. both users are in a world of this system; the versions are recorded", async () => {
    const versions = await gm.evaluate((system) => {
      const w = globalThis as any;
      return { core: String(w.game.version), system: String(w.game.system.id), systemVersion: String(w.game.system.version), isGM: w.game.user.isGM === true, generation: Number(w.game.release?.generation ?? 0), theSystem: system };
    }, SYSTEM_ID);
    expect(versions.system).toBe(SYSTEM_ID);
    expect(versions.isGM).toBe(true);
    const playerInfo = await player.evaluate(() => {
      const w = globalThis as any;
      return { isGM: w.game.user.isGM === true, id: String(w.game.user.id) };
    });
    expect(playerInfo.isGM).toBe(false);
    made.playerId = playerInfo.id;
    console.log(`Live run: Foundry ${versions.core} (generation ${versions.generation}), ${versions.system} ${versions.systemVersion}`);
    // A paused game stops players moving tokens: the story runs unpaused and the pause is put back after.
    wasPaused = await gm.evaluate(async () => {
      const w = globalThis as any;
      const paused = w.game.paused === true;
      if (paused) await w.game.togglePause(false, { broadcast: true });
      return paused;
    });
    savedSettings = await gm.evaluate(
      async ({ settings, system }) => {
        const w = globalThis as any;
        const saved: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(settings)) {
          saved[key] = w.game.settings.get(system, key);
          await w.game.settings.set(system, key, value);
        }
        return saved;
      },
      { settings: STORY_SETTINGS, system: SYSTEM_ID },
    );
  });

  step("1. the GM creates a hex scene with a forest region and places an elf and a mule from the packs", async () => {
    Object.assign(
      made,
      await gm.evaluate(
        async ({ name, forest, elfAt, muleAt, playerId, system }) => {
          const w = globalThis as any;
          const scene = await w.foundry.documents.Scene.create({
            name,
            width: 2000,
            height: 1200,
            padding: 0,
            grid: { type: w.CONST.GRID_TYPES.HEXODDR, size: 100, distance: 1, units: "hex" },
            flags: { [system]: { terrain: "optimal" } },
          });
          await scene.activate();
          const a = scene.grid.getTopLeftPoint({ i: 0, j: forest.from });
          const b = scene.grid.getTopLeftPoint({ i: 0, j: forest.to });
          await scene.createEmbeddedDocuments("Region", [
            {
              name: "Forest",
              color: "#808080",
              shapes: [{ type: "rectangle", x: a.x, y: 0, width: b.x - a.x, height: 1200, rotation: 0, hole: false }],
              behaviors: [{ type: `${system}.terrain`, system: { terrain: "forest", steep: false } }],
            },
          ]);
          // The elf: a character with the Elf race dropped on it from the races pack; the player owns it.
          const races = w.game.packs.get(`${system}.races`);
          const elfRace = (await races.getDocuments()).find((d: any) => d.name === "Elf");
          if (!elfRace) throw new Error("no Elf in the races pack");
          const elf = await w.foundry.documents.Actor.create({ name: "Live Elf", type: "character", system: { bodyWeight: 150 }, ownership: { default: 0, [playerId]: 3 } });
          await elf.createEmbeddedDocuments("Item", [elfRace.toObject()]);
          // The mule, imported from the creatures pack; the player may only look at it.
          const creatures = w.game.packs.get(`${system}.creatures`);
          const muleEntry = (await creatures.getDocuments()).find((d: any) => d.name === "Mule");
          if (!muleEntry) throw new Error("no Mule in the creatures pack");
          const mule = await w.foundry.documents.Actor.create({ ...muleEntry.toObject(), ownership: { default: 0, [playerId]: 2 } });
          await mule.createEmbeddedDocuments("Item", [{ name: "Packs", type: "gear", system: { weight: 60, quantity: 1 } }]);
          const elfAtPoint = scene.grid.getTopLeftPoint(elfAt);
          const muleAtPoint = scene.grid.getTopLeftPoint(muleAt);
          const tokens = await scene.createEmbeddedDocuments("Token", [
            { ...(await elf.getTokenDocument({ x: elfAtPoint.x, y: elfAtPoint.y })).toObject(), actorLink: true },
            { ...(await mule.getTokenDocument({ x: muleAtPoint.x, y: muleAtPoint.y })).toObject() },
          ]);
          return { sceneId: scene.id, elfId: elf.id, muleId: mule.id, elfTokenId: tokens[0].id, muleTokenId: tokens[1].id };
        },
        { name: SCENE_NAME, forest: FOREST, elfAt: ELF_FROM, muleAt: MULE_AT, playerId: made.playerId, system: SYSTEM_ID },
      ),
    );
    // The race item applies its speed and adaptation to the character (RaceModel#_onCreate) once created.
    await until(gm, "the Elf race applied to the character", (id) => (globalThis as any).game.actors.get(id)?.system?.movement?.speed === 12, made.elfId);
    const world = await gm.evaluate(({ made, system }) => {
      const w = globalThis as any;
      const scene = w.game.scenes.get(made.sceneId);
      const elf = w.game.actors.get(made.elfId);
      const behaviors = scene.regions.contents.flatMap((r: any) => r.behaviors.contents.map((b: any) => ({ type: b.type, terrain: b.system.terrain })));
      return { gridType: scene.grid.type, hexodd: w.CONST.GRID_TYPES.HEXODDR, behaviors, elfSpeed: elf.system.movement.speed, elfAdaptation: JSON.parse(JSON.stringify(elf.system.movement.adaptation)), elfRace: elf.items.contents.filter((i: any) => i.type === "race").map((i: any) => i.name), tokens: scene.tokens.size, system };
    }, { made, system: SYSTEM_ID });
    expect(world.gridType).toBe(world.hexodd);
    expect(world.behaviors).toEqual([{ type: `${SYSTEM_ID}.terrain`, terrain: "forest" }]);
    expect(world.elfRace).toEqual(["Elf"]);
    expect(world.elfSpeed).toBe(12);
    // Step 4's expectations use the rules core's ELF adaptation: the live elf must carry exactly it.
    expect(Object.fromEntries(Object.entries(world.elfAdaptation).filter(([, v]) => v))).toEqual(ELF);
    expect(world.tokens).toBe(2);
    // The player's client follows the GM to the active scene.
    await until(player, "the player's canvas to show the story's scene", (sceneId) => (globalThis as any).canvas?.scene?.id === sceneId && (globalThis as any).canvas?.ready === true, made.sceneId, 30_000);
  });

  step("sheets: one tab body at a time; the player, an Observer of the mule, switches tabs and views an item", async () => {
    await player.evaluate(async (id) => (globalThis as any).game.actors.get(id).sheet.render({ force: true }), made.muleId);
    const sheet = player.locator(`.application.actor:has(input[name="name"][value="${"Mule"}"])`).last();
    await sheet.waitFor({ state: "visible", timeout: 10_000 });
    const shown = () =>
      sheet.evaluate((root) => [...root.querySelectorAll<HTMLElement>(".window-content > .tab[data-tab]")].filter((s) => getComputedStyle(s).display !== "none" && s.getBoundingClientRect().height > 0).map((s) => s.dataset["tab"]));
    expect(await shown()).toEqual(["main"]);
    // Core really disables the read-only sheet's controls (what the preview's stand-in emulates).
    expect(await sheet.locator('input[name="name"]').isDisabled()).toBe(true);
    await sheet.locator('nav [data-action="tab"][data-tab="inventory"]').click({ timeout: 5000 });
    expect(await shown()).toEqual(["inventory"]);
    await sheet.locator('.er-tab-body.active [data-action="editItem"]').first().click({ timeout: 5000 });
    await player.locator(".application.item").last().waitFor({ state: "visible", timeout: 10_000 });
    await player.evaluate(async () => {
      for (const app of (globalThis as any).foundry.applications.instances.values()) if (app.document?.documentName === "Item" || app.document?.documentName === "Actor") await app.close();
    });
  });

  step("2. the GM clicks Begin Combat and one round card appears", async () => {
    made.combatId = await gm.evaluate(async (made) => {
      const w = globalThis as any;
      const combat = await w.foundry.documents.Combat.create({ scene: made.sceneId, active: true });
      await combat.createEmbeddedDocuments("Combatant", [
        { tokenId: made.elfTokenId, sceneId: made.sceneId, actorId: made.elfId },
        { tokenId: made.muleTokenId, sceneId: made.sceneId, actorId: made.muleId },
      ]);
      w.ui.sidebar?.expand?.();
      w.ui.combat.viewed = combat;
      return combat.id;
    }, made);
    // The sidebar's combat tab, then core's tracker controls (as public v13 suites drive them).
    const combatTab = gm.locator('#sidebar-tabs [data-tab="combat"], #sidebar [data-action="tab"][data-tab="combat"]').first();
    if (await combatTab.isVisible().catch(() => false)) await combatTab.click({ timeout: 10_000 });
    else await gm.evaluate(() => (globalThis as any).ui.sidebar?.changeTab?.("combat", "primary"));
    await gm.evaluate(async (id) => {
      const w = globalThis as any;
      w.ui.combat.viewed = w.game.combats.get(id);
      await w.ui.combat.render(true);
    }, made.combatId);
    const before = await gm.evaluate((system) => (globalThis as any).game.messages.contents.filter((m: any) => m.flags?.[system]?.roundCard !== undefined).map((m: any) => m.id), SYSTEM_ID);
    await gm.locator('#sidebar .combat-controls button[data-action="startCombat"], #combat [data-action="startCombat"]').first().click({ timeout: 10_000 });
    const cards = await until(
      gm,
      "the round card of round 1",
      ({ system, before }) => {
        const found = (globalThis as any).game.messages.contents.filter((m: any) => m.flags?.[system]?.roundCard === 1 && !before.includes(m.id));
        return found.length > 0 ? found.map((m: any) => m.id) : null;
      },
      { system: SYSTEM_ID, before },
    );
    await gm.waitForTimeout(1000);
    const after = await gm.evaluate(({ system, before }) => (globalThis as any).game.messages.contents.filter((m: any) => m.flags?.[system]?.roundCard === 1 && !before.includes(m.id)).length, { system: SYSTEM_ID, before });
    expect(cards.length).toBe(1);
    expect(after).toBe(1);
    // The player's client receives the same card.
    await until(player, "the round card on the player's screen", (id) => !!(globalThis as any).game.messages.get(id), cards[0]);
  });

  step("3. the clock reaches second 1 on both screens", async () => {
    for (const [who, page] of [["GM", gm], ["player", player]] as const) {
      const start = Date.now();
      let clock = await markerClock(page);
      while ((clock?.round !== 1 || clock?.second !== 1) && Date.now() - start < 15_000) {
        await page.waitForTimeout(250);
        clock = await markerClock(page);
      }
      expect(clock, `the second marker on the ${who}'s screen`).toEqual({ round: 1, second: 1 });
      const text = await page.locator("#er-second-marker .er-marker-clock").innerText();
      expect(text.trim()).toBe(localize("ER.Marker.Clock", { round: 1, second: 1 }));
    }
  });

  step("4. the player drags the elf three hexes through forest: label, colour and enforcement follow the rules core", async () => {
    // What the rules say: the elf (speed 12 from the Elf race, forest as tundra, nothing carried) in phase 1.
    const mover: Mover = { speed: 12, adaptation: ELF, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] };
    const limits = moveLimits(mover, { kind: "phase", phase: 0 }, BOOK_RULESET);
    const cls = hexClass({ terrain: "forest", steep: false }, mover, BOOK_RULESET);
    const usedCost = 3 * entryCost(limits.table, cls);
    const progress = moveProgress(limits.table, usedCost, cls);
    const decision = moveDecision({ mode: "enforce", isGM: false, phase: 0, conditions: [], immobile: false, usedCost, budget: limits.table.budget }, BOOK_RULESET);
    const expectedLabel = {
      moved: localize("ER.Movement.Label.Moved.other", { hexes: 3 }),
      allowance: localize(`ER.Movement.Label.Phase${progress.within ? "Left" : "Beyond"}.${new Intl.PluralRules("en").select(limits.allowances[cls])}`, { phase: 1, allowance: limits.allowances[cls], remaining: progress.remaining }),
      terrain: localize("ER.Terrain.forest"),
    };
    const colours = await gm.evaluate((system) => {
      const w = globalThis as any;
      return { within: String(w.game.settings.get(system, "rulerColorWithin")), beyond: String(w.game.settings.get(system, "rulerColorBeyond")) };
    }, SYSTEM_ID);
    const within = parseColor(colours.within, DEFAULT_COLOR_WITHIN);
    const beyond = parseColor(colours.beyond, DEFAULT_COLOR_BEYOND);

    // Screen points of the hex centres on the player's canvas (PIXI's world transform).
    const points = await player.evaluate(
      async ({ from, to, tokenId }) => {
        const w = globalThis as any;
        const grid = w.canvas.scene.grid;
        const start = grid.getCenterPoint(from);
        await w.canvas.animatePan({ x: start.x + 150, y: start.y, scale: 1, duration: 0 });
        await new Promise((r) => setTimeout(r, 300));
        const t = w.canvas.stage.worldTransform;
        const view = w.canvas.app.view.getBoundingClientRect();
        const screen = (p: { x: number; y: number }) => ({ x: view.left + t.a * p.x + t.c * p.y + t.tx, y: view.top + t.b * p.x + t.d * p.y + t.ty });
        const path = [];
        for (let j = from.j; j <= to.j; j++) path.push(screen(grid.getCenterPoint({ i: from.i, j })));
        const token = w.canvas.scene.tokens.get(tokenId);
        return { path, before: { x: token.x, y: token.y }, target: grid.getTopLeftPoint(to) };
      },
      { from: ELF_FROM, to: ELF_TO, tokenId: made.elfTokenId },
    );
    // A real drag on the canvas. (One public suite reports PIXI drags as unreliable in headless
    // Chromium; if no label shows, that is where to look first.)
    const [first, ...rest] = points.path;
    await player.mouse.move(first!.x, first!.y);
    await player.waitForTimeout(200);
    await player.mouse.down();
    for (const p of rest) {
      await player.mouse.move(p.x, p.y, { steps: 10 });
      await player.waitForTimeout(150);
    }
    await player.waitForTimeout(500);
    const label = await player.evaluate(() => {
      const labels = [...document.querySelectorAll<HTMLElement>(".er-waypoint-label")].filter((l) => l.getBoundingClientRect().height > 0);
      const last = labels.at(-1);
      if (!last) return null;
      const text = (sel: string) => last.querySelector<HTMLElement>(sel)?.innerText.trim() ?? "";
      return { moved: text(".er-moved"), allowance: text(".er-allowance"), terrain: text(".er-terrain") };
    });
    const xs = points.path.map((p) => p.x);
    const ys = points.path.map((p) => p.y);
    const shot = await player.screenshot({ clip: { x: Math.min(...xs) - 20, y: Math.min(...ys) - 20, width: Math.max(...xs) - Math.min(...xs) + 40, height: Math.max(...ys) - Math.min(...ys) + 40 } });
    await player.mouse.up();
    expect(label, "a waypoint label while dragging").toEqual(expectedLabel);
    // The ruler's colour on the canvas: the expected one dominates the drag path's coloured pixels.
    const hues = countHues(decodePng(shot), { within, beyond });
    const [want, other] = progress.within ? [hues["within"]!, hues["beyond"]!] : [hues["beyond"]!, hues["within"]!];
    expect(want, `ruler colour pixels (${JSON.stringify(hues)})`).toBeGreaterThan(other);

    // Enforcement: a refused move leaves the token where it was, with the rules' reason.
    await player.waitForTimeout(1500);
    const after = await gm.evaluate(({ sceneId, tokenId }) => {
      const t = (globalThis as any).game.scenes.get(sceneId).tokens.get(tokenId);
      return { x: t.x, y: t.y };
    }, { sceneId: made.sceneId, tokenId: made.elfTokenId });
    const notes = await player.evaluate(() => [...document.querySelectorAll("#notifications .notification")].map((n) => (n.textContent ?? "").trim()));
    if (decision.outcome === "refuse") {
      expect(after).toEqual(points.before);
      expect(notes.join("\n")).toContain(localize("ER.Movement.Refused", { name: "Live Elf", reason: localize(moveReasonKey(decision.reason!)) }));
    } else {
      expect(after).toEqual({ x: points.target.x, y: points.target.y });
    }
  });

  step("5. the player tries to advance the clock and is refused", async () => {
    const result = await player.evaluate(async (combatId) => {
      const w = globalThis as any;
      const combat = w.game.combats.get(combatId);
      await combat.nextTurn();
      await combat.nextRound();
      let direct = "accepted";
      try {
        const r = await combat.update({ round: 5 });
        if (!r) direct = "refused";
      } catch {
        direct = "refused";
      }
      return { direct };
    }, made.combatId);
    await player.waitForTimeout(1500);
    expect(result.direct).toBe("refused");
    for (const page of [gm, player]) expect(await markerClock(page)).toEqual({ round: 1, second: 1 });
  });

  step("6. /speak is held until second 20", async () => {
    const typed = await player.evaluate(async (text) => {
      const w = globalThis as any;
      const input = document.querySelector<HTMLTextAreaElement>("#chat-message");
      if (input) return false;
      await w.ui.chat.processMessage(`/speak ${text}`);
      return true;
    }, SPEECH);
    if (!typed) {
      await player.locator("#chat-message").fill(`/speak ${SPEECH}`);
      await player.locator("#chat-message").press("Enter");
    }
    const held = await until(
      gm,
      "the held speech",
      ({ system, text }) => {
        const m = (globalThis as any).game.messages.contents.find((m: any) => m.flags?.[system]?.heldSpeech?.text === text);
        return m ? { whisper: m.whisper.length, id: m.id } : null;
      },
      { system: SYSTEM_ID, text: SPEECH },
    );
    expect(held.whisper).toBeGreaterThan(0);
    // The GM steps the clock to second 20: the speech stays held, nobody has it in public.
    const at20 = await gm.evaluate(
      async ({ combatId, system, text }) => {
        const w = globalThis as any;
        const combat = w.game.combats.get(combatId);
        // Second 20 is no stop of the Next button in "events" mode unless someone acts then: the GM
        // moves the clock there directly (ERCombat#goTo, what stepping with "every" would reach).
        await combat.goTo({ round: 1, second: 20 });
        const publicWithText = w.game.messages.contents.filter((m: any) => !m.whisper.length && String(m.content).includes(text)).length;
        const stillHeld = w.game.messages.contents.some((m: any) => m.flags?.[system]?.heldSpeech?.text === text);
        return { clock: combat.clock, publicWithText, stillHeld };
      },
      { combatId: made.combatId, system: SYSTEM_ID, text: SPEECH },
    );
    expect(at20.clock).toEqual({ round: 1, second: 20 });
    expect(at20.stillHeld).toBe(true);
    expect(at20.publicWithText).toBe(0);
  });

  step("7. the GM steps to the next round and initiative is re-rolled", async () => {
    const before: CombatantState[] = await gm.evaluate((combatId) => {
      const combat = (globalThis as any).game.combats.get(combatId);
      return combat.combatants.contents.map((c: any) => JSON.parse(JSON.stringify(c.schedulerState)));
    }, made.combatId);
    // Who rolls for round 2, by the rules core: everyone able whose action does not carry into it.
    const rerolled = before.filter((c) => roundStartStatus(c, 2) === "rolls").map((c) => c.id).sort();
    const carried = before.filter((c) => roundStartStatus(c, 2) === "carried").map((c) => c.id).sort();
    expect(rerolled.length + carried.length).toBe(before.length);
    await gm.locator('#sidebar .combat-controls button[data-action="nextTurn"], #combat [data-action="nextTurn"]').last().click({ timeout: 10_000 });
    const card = await until(
      gm,
      "the round card of round 2",
      ({ system }) => {
        const m = (globalThis as any).game.messages.contents.find((m: any) => m.flags?.[system]?.roundCard === 2);
        return m ? { content: String(m.content) } : null;
      },
      { system: SYSTEM_ID },
    );
    const after = await gm.evaluate(({ combatId, system, text }) => {
      const w = globalThis as any;
      const combat = w.game.combats.get(combatId);
      return {
        clock: combat.clock,
        rolls: combat.combatants.contents.map((c: any) => ({ id: String(c.id), startedRound: Number(c.schedulerState.action.startedRound) })),
        stillHeld: w.game.messages.contents.some((m: any) => m.flags?.[system]?.heldSpeech?.text === text),
      };
    }, { combatId: made.combatId, system: SYSTEM_ID, text: SPEECH });
    expect(after.clock).toEqual({ round: 2, second: 1 });
    const started = (id: string) => after.rolls.find((r: { id: string }) => r.id === id)?.startedRound;
    for (const id of rerolled) expect(started(id), `combatant ${id} rolled for round 2`).toBe(2);
    for (const id of carried) expect(started(id), `combatant ${id} keeps its carried action`).toBe(before.find((c) => c.id === id)!.action.startedRound);
    // The held speech is delivered with the new round's card and the whispers are gone.
    expect(card.content).toContain(SPEECH);
    expect(after.stillHeld).toBe(false);
    for (const page of [gm, player]) {
      await until(page, "the marker at round 2, second 1", () => {
        const m = document.getElementById("er-second-marker");
        return m?.dataset["round"] === "2" && m.dataset["second"] === "1";
      }, null);
    }
  });

  step("the story's scene, actors and combat are deleted", async () => {
    await gm.evaluate(async (made) => {
      const w = globalThis as any;
      await w.game.combats.get(made.combatId)?.delete();
      await w.game.scenes.get(made.sceneId)?.delete();
      for (const id of [made.elfId, made.muleId]) await w.game.actors.get(id)?.delete();
    }, made);
    Object.assign(made, { combatId: "", sceneId: "", elfId: "", muleId: "" });
  });
});

describe("the Quench batches, run in the GM's browser", () => {
  it("every Enchanted Realms batch passes", async () => {
    const report = await gm.evaluate(async (system) => {
      const w = globalThis as any;
      const quench = w.quench;
      if (!quench || typeof quench.runBatches !== "function") {
        // Name the installed release and the core build, so a Quench that cannot load on this build is told apart from a missing one.
        const module = w.game.modules?.get("quench");
        const release = module ? `Quench ${module.version ?? "(version unknown)"}${module.active ? " is active but did not start" : " is installed but not enabled"}` : "Quench is not installed";
        return { error: `${release} on Foundry ${w.game.version}: quench.runBatches is missing (npm run test:live:docker -- --quench <version> picks another release)` };
      }
      // Quench's reporter updates its results window when the run ends and only then calls
      // `quenchReports`; a public suite that runs Quench headless in CI saw that update throw when
      // the window had never been drawn. Draw it first (`quench.app`, a QuenchResults Application).
      await quench.app?.render?.(true);
      const done = new Promise<string>((resolve, reject) => {
        w.Hooks.once("quenchReports", (reports: { json: string }) => resolve(reports.json));
        setTimeout(() => reject(new Error("Quench did not report within 9 minutes")), 540_000);
      });
      // runBatches resolves with Mocha's runner as the run starts; the report comes with the hook.
      await quench.runBatches(`${system}.**`);
      const raw = await done;
      const json = JSON.parse(raw);
      return {
        raw,
        error: null,
        stats: json.stats,
        failures: (json.failures as any[]).map((f) => `${f.fullTitle ?? f.title}: ${f.err?.message ?? ""}`),
        passes: (json.passes as any[]).length,
      };
    }, SYSTEM_ID);
    if (RESULTS_DIR && typeof report.raw === "string") writeFileSync(joinPath(RESULTS_DIR, "quench.json"), report.raw);
    expect(report.error).toBeNull();
    console.log(`Quench: ${report.passes} passed, ${report.failures?.length ?? 0} failed`);
    for (const failure of report.failures ?? []) console.log(`  FAIL ${failure}`);
    expect(report.failures).toEqual([]);
    expect(report.passes).toBeGreaterThan(0);
  }, 600_000);
});
