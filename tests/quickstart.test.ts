/**
 * The quickstart Adventure (packs/quickstart) shows the book's example (000; RULES.md §4): on its
 * painted scene the elf moves 7 hexes a round in the forest and the saurian 4, and 6 in the swamp.
 * Computed from the written source with the rules core: the terrain under each token from the
 * scene's paint flag, and each actor's hexes per round in that terrain from its own data and items.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { PaintedTerrain } from "../module/rules/terrain-paint";
import { deriveActor, type ActorSourceInput } from "../module/actors/derive";
import { validateActorSystem } from "../module/actors/spec";
import { isItemType, validateItemSystem } from "../module/items/spec";
import { HEXES, buildQuickstart, tokenPosition } from "../tools/quickstart/build";
import { attackItemOf, fighterOf } from "../module/actors/fighter";
import { planAttack } from "../module/rules/resolution/attack";
import { resolveRuleset, sceneScale } from "../module/rules";
import { PRESETS } from "../module/rules/ruleset/config";
import { oseAttackBonus } from "../module/rules/modules/resolution/ose-matrix";
import { options } from "./support/fighters";

const ROOT = resolve(import.meta.dirname, "..");
interface Item { name: string; type: string; system: Record<string, unknown> }
interface Actor { _id: string; name: string; type: "character" | "creature"; system: Record<string, unknown>; items: Item[] }
interface Token { actorId: string; x: number; y: number; disposition: number; sight?: { enabled?: boolean } }
const source = JSON.parse(readFileSync(join(ROOT, "packs/quickstart/quickstart.json"), "utf8")) as {
  _key: string;
  actors: (Actor & { prototypeToken: { disposition: number; sight?: { enabled?: boolean } } })[];
  scenes: { grid: { type: number; distance: unknown; units: unknown }; tokenVision?: boolean; environment?: { globalLight?: { enabled?: boolean } }; tokens: Token[]; flags: { "enchanted-realms": { paint: unknown; terrain: string } } }[];
};
const scene = source.scenes[0]!;
const paint = PaintedTerrain.from(scene.flags["enchanted-realms"].paint);
const actor = (race: string) => source.actors.find((a) => a.system["race"] === race)!;
const mule = source.actors.find((a) => a.type === "creature")!;

function hexesAt(a: Actor, hex: { i: number; j: number }): number {
  const terrain = paint.areaAt(hex)?.terrain;
  if (terrain === undefined) throw new Error(`no paint at ${hex.i},${hex.j}`);
  const { derived } = deriveActor({ type: a.type, system: a.system as unknown as ActorSourceInput, items: a.items, worldTime: 0 });
  return derived.movement.terrains[terrain].hexesPerRound;
}

describe("the quickstart adventure", () => {
  it("is the source the build script writes (scripts/build-quickstart.mjs)", () => {
    expect(source).toEqual(JSON.parse(JSON.stringify(buildQuickstart())));
  });

  it("is an Adventure with a hex scene, three linked tokens and its terrain painted", () => {
    expect(source._key).toMatch(/^!adventures!/);
    expect(scene.grid.type).toBe(2); // CONST.GRID_TYPES.HEXODDR, the system's default (system.json grid)
    expect(scene.tokens.map((t) => t.actorId).sort()).toEqual(source.actors.map((a) => a._id).sort());
    expect(paint.problems).toEqual([]);
    expect(paint.areaAt(HEXES.elf)?.terrain).toBe("forest");
    expect(paint.areaAt(HEXES.saurian)?.terrain).toBe("forest");
    expect(paint.areaAt(HEXES.saurianSwamp)?.terrain).toBe("swamp");
  });

  it("places each token on its hex", () => {
    const at = (a: Actor) => scene.tokens.find((t) => t.actorId === a._id)!;
    expect(at(actor("Elf"))).toMatchObject(tokenPosition(HEXES.elf));
    expect(at(actor("Saurian"))).toMatchObject(tokenPosition(HEXES.saurian));
    expect(at(mule)).toMatchObject(tokenPosition(HEXES.mule));
  });

  it("the book: the elf 7 hexes in the forest, the saurian 4 there and 6 in the swamp", () => {
    expect(hexesAt(actor("Elf"), HEXES.elf)).toBe(7);
    expect(hexesAt(actor("Saurian"), HEXES.saurian)).toBe(4);
    expect(hexesAt(actor("Saurian"), HEXES.saurianSwamp)).toBe(6);
    expect(hexesAt(actor("Elf"), HEXES.saurianSwamp)).toBe(4);
  });

  it("the characters are ready: race item, quickness skill, a weapon in hand, armour worn", () => {
    for (const race of ["Elf", "Saurian"]) {
      const a = actor(race);
      expect(a.items.filter((i) => i.type === "race").map((i) => i.name)).toEqual([race]);
      expect(a.items.some((i) => i.type === "skill" && i.system["identifier"] === "quickness" && Number(i.system["rating"]) >= 10)).toBe(true);
      expect(a.items.filter((i) => i.type === "weapon" && i.system["inHand"] === true)).toHaveLength(1);
      expect(a.items.some((i) => i.type === "armour" && i.system["worn"] === true)).toBe(true);
    }
  });

  it("the mule carries the party's load, within its capacity", () => {
    const { derived } = deriveActor({ type: "creature", system: mule.system as unknown as ActorSourceInput, items: mule.items, worldTime: 0 });
    expect(derived.encumbrance.carried).toBeGreaterThan(0);
    expect(derived.encumbrance.steps).toBe(0);
  });

  it("plays the book's duel: the saurian is the elf's foe (000:L58); the mule is with the elf", () => {
    const token = (a: Actor) => scene.tokens.find((t) => t.actorId === a._id)!;
    const elf = source.actors.find((a) => a.system["race"] === "Elf")!;
    const saurian = source.actors.find((a) => a.system["race"] === "Saurian")!;
    expect([token(elf).disposition, token(saurian).disposition, token(mule).disposition]).toEqual([1, -1, 1]);
    expect([elf.prototypeToken.disposition, saurian.prototypeToken.disposition]).toEqual([1, -1]);
  });

  it("the characters' tokens see, placed and prototype, on a scene lit all over", () => {
    for (const race of ["Elf", "Saurian"]) {
      const a = source.actors.find((x) => x.system["race"] === race)!;
      expect(scene.tokens.find((t) => t.actorId === a._id)!.sight?.enabled, race).toBe(true);
      expect(a.prototypeToken.sight?.enabled, race).toBe(true);
    }
    expect(scene.tokenVision).toBe(true);
    expect(scene.environment?.globalLight?.enabled).toBe(true);
  });

  it("the scene and the system's default grid are 5 ft a hex, read as a length (OSR close range, OSE range bands)", () => {
    expect(sceneScale(scene.grid.distance, scene.grid.units)).toEqual({ feetPerHex: 5, length: true });
    const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as { grid: { distance: unknown; units: unknown } };
    expect(sceneScale(manifest.grid.distance, manifest.grid.units)).toEqual({ feetPerHex: 5, length: true });
  });

  it("the characters' numbers show what each rule set changes: Aelwen's bow against Grashk reads differently under each", () => {
    const fighter = (a: Actor) => fighterOf({ type: a.type, system: a.system, items: a.items, statuses: [], playerCharacter: false });
    const elf = actor("Elf");
    const bow = attackItemOf(elf.items.find((i) => i.type === "weapon" && i.system["inHand"] === true)!);
    const feet = sceneScale(scene.grid.distance, scene.grid.units).feetPerHex;
    const partsUnder = (config: (typeof PRESETS)["book"]) =>
      JSON.stringify(planAttack({ attacker: fighter(elf), item: bow, options: options() }, [{ fighter: fighter(actor("Saurian")), distanceHexes: 4, feetPerHex: feet, cover: "none", retreating: false }], resolveRuleset(config)).parts);
    const seen = [PRESETS.book, PRESETS.a13, PRESETS.ose, PRESETS.osr].map(partsUnder);
    expect(new Set(seen).size).toBe(4);
    // OSE reads the typed attack bonus (first level, THAC0 19), not the normal human's row.
    expect(oseAttackBonus(fighter(elf))).toBe(0);
    for (const race of ["Elf", "Saurian"]) expect(Object.values(fighter(actor(race)).saves).every((v) => typeof v === "number"), race).toBe(true);
    expect(fighter(actor("Elf")).abilities).not.toEqual(fighter(actor("Saurian")).abilities);
  });

  it.each(source.actors.map((a) => [a.name, a] as const))("%s and its items validate against the models", (_n, a) => {
    expect(validateActorSystem(a.type, a.system, true)).toEqual([]);
    for (const item of a.items) if (isItemType(item.type)) expect(validateItemSystem(item.type, item.system, true), item.name).toEqual([]);
  });
});
