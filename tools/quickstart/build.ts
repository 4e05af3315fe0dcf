/**
 * Builds the quickstart Adventure ("Quickstart: the elf and the saurian") from the pack sources: the
 * book's example (000:L58, the elf against the saurian in forest and swamp; RULES.md §4) as a hex scene whose
 * terrain is painted with the rules core's own stroke planning and compaction (module/rules/paint-*.ts,
 * docs/terrain-painting.md), a ready elf and saurian, and a mule with the party's load. Run by
 * scripts/build-quickstart.mjs; tests/quickstart.test.ts checks the written source is what this gives.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PaintedTerrain, applyWrite, planCompaction, planStroke, type PaintData } from "../../module/rules/terrain-paint";
import type { Offset } from "../../module/rules/hex";
import { raceApplication, type RaceData } from "../../module/items/race";

const ROOT = resolve(import.meta.dirname, "../..");
const SID = "enchanted-realms";
type Doc = Record<string, unknown> & { _id: string; name: string; system: Record<string, unknown> };
const pack = (file: string): Doc => JSON.parse(readFileSync(join(ROOT, "packs", file), "utf8")) as Doc;

export const ADVENTURE_ID = "erQuickstartAdv1";
export const SCENE_ID = "erQuickstartScn1";
export const COLUMNS = 24;
export const ROWS = 14;
/** Columns 0–11 are forest, 12–23 swamp (grid offsets {i: row, j: column}). */
export const SWAMP_FROM_COLUMN = 12;
/** Where each token stands, and the swamp hex the saurian is tested in. */
export const HEXES = Object.freeze({ elf: { i: 4, j: 4 }, saurian: { i: 8, j: 6 }, mule: { i: 6, j: 2 }, saurianSwamp: { i: 8, j: 17 } });
const GRID_SIZE = 100;

/** The painted terrain of the scene: two strokes (forest, swamp) planned and compacted by the rules core. */
export function quickstartPaint(): PaintData {
  const cells = (from: number, to: number): Offset[] => {
    const out: Offset[] = [];
    for (let i = 0; i < ROWS; i++) for (let j = from; j < to; j++) out.push({ i, j });
    return out;
  };
  let data: PaintData = {};
  for (const [key, from, to, terrain, now] of [["forest", 0, SWAMP_FROM_COLUMN, "forest", 1], ["swamp", SWAMP_FROM_COLUMN, COLUMNS, "swamp", 2]] as const) {
    const plan = planStroke(PaintedTerrain.from(data), key, cells(from, to), { terrain, steep: false }, now);
    if (plan === null) throw new Error(`the ${key} stroke paints nothing`);
    data = applyWrite(data, plan.write);
  }
  const compaction = planCompaction(data);
  if (compaction === null) throw new Error("nothing to compact");
  const compacted = applyWrite(data, compaction);
  return { chunks: compacted.chunks ?? {}, strokes: {} };
}

/**
 * The top-left pixel of a one-hex token at an offset of a pointy-top odd-row grid (odd rows shoved
 * right by half a hex; hex width √3/2 of the size, rows ¾ of it). The painted areas are wide, so a
 * token lands in its terrain even if a grid measures hexes a little differently; the Quench batch
 * checks the live grid.
 */
export function tokenPosition(o: Offset): { x: number; y: number } {
  const w = (GRID_SIZE * Math.sqrt(3)) / 2;
  return { x: Math.round(o.j * w + (o.i % 2 === 1 ? w / 2 : 0)), y: Math.round(o.i * GRID_SIZE * 0.75) };
}

/** A character's token sees (core leaves sight off): on the lit scene a player given it sees the map. */
const SIGHT = Object.freeze({ enabled: true });

let serial = 0;
function embed(source: Doc, owner: string, system: Record<string, unknown> = {}, name?: string): Doc {
  serial += 1;
  const { _key: _drop, folder: _f, sort: _s, ownership: _o, ...rest } = source;
  return { ...rest, _id: `${owner.slice(0, 10)}${String(serial).padStart(6, "0")}`, name: name ?? source.name, system: { ...source.system, ...system } } as Doc;
}

/**
 * What the book leaves to the GM (000:L58 fixes only the race, the terrain and so the hexes a round):
 * abilities, level, attack bonus and OSE saves. Plausible first-level values that make each rule set
 * read something of its own: DEX for the elf's bow and STR for the saurian's spear (13th Age, OSR,
 * OSE), the level (13th Age), attack bonus 0 (OSE's first-level THAC0 19, not the normal human's 20)
 * and the saves of a first-level elf and fighter (OSE).
 */
export interface Stats {
  abilities: Record<"str" | "dex" | "con" | "int" | "wis" | "cha", number>;
  level: number;
  attackBonus: number;
  saves: Record<"death" | "wands" | "paralysis" | "breath" | "spells", number>;
  health: number;
}
export const STATS = Object.freeze({
  elf: { abilities: { str: 10, dex: 16, con: 11, int: 13, wis: 12, cha: 11 }, level: 1, attackBonus: 0, saves: { death: 12, wands: 13, paralysis: 13, breath: 15, spells: 15 }, health: 12 },
  saurian: { abilities: { str: 16, dex: 9, con: 15, int: 8, wis: 10, cha: 7 }, level: 1, attackBonus: 0, saves: { death: 12, wands: 13, paralysis: 14, breath: 15, spells: 16 }, health: 14 },
} satisfies Record<string, Stats>);

/** The duel is the elf against the saurian (000:L58): Aelwen and her mule are friendly, Grashk is the foe. */
export const DISPOSITIONS = Object.freeze({ elf: 1, saurian: -1, mule: 1 });

function character(id: string, name: string, raceFile: string, quickness: number, stats: Stats, disposition: number, kit: [string, Record<string, unknown>][], notes: string): Doc {
  const creature = pack("creatures/porter.json");
  const race = pack(`races/${raceFile}`);
  const { encumbrance, nativeTerrains: _n, morale: _m, moraleBonus: _mb, ...common } = creature.system as Record<string, unknown> & { encumbrance: Record<string, unknown> };
  const applied = raceApplication(race as unknown as RaceData, { bodyWeight: 0 }, []).update.system as { movement: Record<string, unknown>; bodyWeight?: number };
  const system = {
    ...common,
    encumbrance: { towing: encumbrance["towing"] },
    bodyWeight: applied.bodyWeight ?? race.system["bodyWeight"],
    quickness: 0,
    movement: { ...(common["movement"] as object), milesPerDay: race.system["milesPerDay"], ...applied.movement },
    health: { value: stats.health, max: stats.health, below: 0, temp: 0 },
    defences: { ac: 10, pd: 10, md: 10 },
    abilities: stats.abilities,
    level: stats.level,
    attackBonus: stats.attackBonus,
    saves: stats.saves,
    race: race.name,
    coins: 20,
    oseTreasure: "auto",
    recoveries: { value: 8, max: 8, die: "d8", overdrawn: 0 },
    notes,
  };
  const skill = {
    _id: "", name: "Quickness", type: "skill", img: "icons/svg/wing.svg", effects: [], flags: {},
    system: { identifier: "quickness", rating: quickness, standardKit: false, formula: "1d20 + @rating", attack: "", quantity: 1, price: 0,
      description: `<p>Quickness ${quickness}: ${Math.floor(quickness / 10)} off every initiative roll.</p>` },
  } as unknown as Doc;
  const items = [embed(race, id), embed(skill, id), ...kit.map(([file, sys]) => embed(pack(file), id, sys))];
  return {
    _id: id, name, type: "character", img: "icons/svg/mystery-man.svg", system, items, effects: [], flags: {},
    prototypeToken: { name, actorLink: true, disposition, width: 1, height: 1, bar1: { attribute: "health" }, displayBars: 20, displayName: 20, sight: SIGHT, texture: { src: "icons/svg/mystery-man.svg" } },
  } as unknown as Doc;
}

/** The Adventure source (one document, everything inline). */
export function buildQuickstart(): Doc & { _key: string } {
  serial = 0;
  const kit = (sys: Record<string, unknown> = {}) => ({ standardKit: true, ...sys });
  const elf = character("erQuickstartElf1", "Aelwen (elf)", "elf.json", 20, STATS.elf, DISPOSITIONS.elf, [
    ["weapons/bow.json", kit({ equipped: true, inHand: true })],
    ["weapons/dagger.json", kit({ equipped: true })],
    ["armour/leather.json", kit({ worn: true })],
    ["gear/standard-equipment.json", {}],
  ], "<p>A ready elf for the quickstart. In the forest she moves 7 hexes a round (she treats forest as tundra: 12 ÷ 1.8); in the swamp only 4. Her weapons, armour and the standard equipment are the declared standard kit, so she carries no load.</p><p><strong>Sample value:</strong> abilities, level 1, attack bonus +0 and the saves; the book gives none for this example.</p>");
  const saurian = character("erQuickstartSau1", "Grashk (saurian)", "saurian.json", 10, STATS.saurian, DISPOSITIONS.saurian, [
    ["weapons/spear.json", kit({ equipped: true, inHand: true })],
    ["armour/chain.json", kit({ worn: true })],
    ["armour/shield.json", kit({ worn: true })],
    ["gear/standard-equipment.json", {}],
  ], "<p>A ready saurian for the quickstart, the elf's foe as in the book (his token is hostile). In the forest he moves 4 hexes a round (8 ÷ 2.2); in the swamp 6 (he treats swamp as plains: 8 ÷ 1.4). His weapons, armour and the standard equipment are the declared standard kit, which the book lets a traveller carry without counting it.</p><p><strong>Sample value:</strong> abilities, level 1, attack bonus +0 and the saves; the book gives none for this example.</p>");
  const muleSource = pack("creatures/mule.json");
  const mule = { ...muleSource, _id: "erQuickstartMule", name: "Mule (party load)", flags: {},
    prototypeToken: { ...(muleSource["prototypeToken"] as object), name: "Mule (party load)", actorLink: true, disposition: DISPOSITIONS.mule },
    items: [
      ...((muleSource["items"] as Doc[]) ?? []).map(({ _key: _k, ...i }) => i),
      embed(pack("gear/food.json"), "erQuickstartMule", { quantity: 6 }),
      embed(pack("gear/blanket.json"), "erQuickstartMule", { quantity: 2 }),
      embed(pack("gear/rope-20-ft.json"), "erQuickstartMule", { quantity: 2 }),
      embed(pack("gear/torch.json"), "erQuickstartMule", { quantity: 10 }),
      embed(pack("weapons/crossbow.json"), "erQuickstartMule", {}, "Crossbow (spare)"),
    ] } as unknown as Doc;
  delete (mule as Record<string, unknown>)["_key"];
  delete (mule as Record<string, unknown>)["folder"];
  const tokens = ([["erQuickstartTkE1", elf, HEXES.elf, DISPOSITIONS.elf, true], ["erQuickstartTkS1", saurian, HEXES.saurian, DISPOSITIONS.saurian, true], ["erQuickstartTkM1", mule, HEXES.mule, DISPOSITIONS.mule, false]] as const).map(([tid, actor, hex, disposition, sees]) => ({
    _id: tid, name: actor.name, actorId: actor._id, actorLink: true, disposition, width: 1, height: 1, ...tokenPosition(hex), ...(sees ? { sight: SIGHT } : {}),
    bar1: { attribute: "health" }, displayBars: 20, displayName: 20, texture: { src: (actor["prototypeToken"] as { texture: { src: string } }).texture.src },
  }));
  const w = (GRID_SIZE * Math.sqrt(3)) / 2;
  const scene = {
    _id: SCENE_ID, name: "Quickstart: forest and swamp", navigation: true, padding: 0, backgroundColor: "#33402a",
    width: Math.ceil(COLUMNS * w + w / 2), height: Math.ceil(ROWS * GRID_SIZE * 0.75 + GRID_SIZE / 4),
    // 5 ft a hex, the system's default (system.json grid); lit all over, so token vision shows the map.
    grid: { type: 2, size: GRID_SIZE, distance: 5, units: "ft" },
    tokenVision: true, environment: { darknessLevel: 0, globalLight: { enabled: true } },
    tokens, flags: { [SID]: { terrain: "optimal", paintVisible: true, paint: quickstartPaint() } },
  };
  return {
    _id: ADVENTURE_ID, _key: `!adventures!${ADVENTURE_ID}`, name: "Quickstart: the elf and the saurian", img: "icons/svg/book.svg",
    caption: "The book's example: an elf and a saurian in forest and swamp.",
    description: "<p>A hex scene painted forest (left) and swamp (right), 5 ft a hex; a ready elf and her foe, a saurian, with race, quickness, abilities, weapons and armour; and the elf's mule carrying the party's load. In the forest the elf moves 7 hexes a round and the saurian 4; in the swamp the saurian moves 6. Import it, open the scene, add the two characters to combat and press <strong>Begin Combat</strong>.</p>",
    actors: [elf, saurian, mule], scenes: [scene], items: [], journal: [], tables: [], macros: [], cards: [], playlists: [], combats: [], folders: [],
    sort: 0, flags: {}, system: {},
  } as unknown as Doc & { _key: string };
}
