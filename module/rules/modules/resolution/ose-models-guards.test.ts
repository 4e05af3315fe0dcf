import { describe, expect, it } from "vitest";
import { fighter, item, options } from "../../../../tests/support/fighters";
import type { AttackItem, AttackOptions, AttackTarget, Fighter } from "../../resolution/types";
import type { AttackInput } from "../../ruleset/points/resolution";
import { PRESETS } from "../../ruleset/config";
import { oseAttack, oseAttackModel } from "./ose-attack";
import { OSE_HEALING, OSE_MORALE, OSE_NATURALS, OSE_SAVES, OSE_ZERO_HEALTH, oseHealing, oseMorale, oseNaturals, oseSaves, oseZeroHealth } from "./ose-rules";

const matrix = oseAttackModel({ ascending: false, variableDamage: false });
const ascending = oseAttackModel({ ascending: true, variableDamage: false });
const input = (attacker: Fighter = fighter(), it: AttackItem = item(), opts: AttackOptions = options()): AttackInput => ({ attacker, item: it, options: opts });
const target = (over: Partial<AttackTarget> = {}): AttackTarget => ({ fighter: fighter(), distanceHexes: 1, feetPerHex: 5, cover: "none", retreating: false, ...over });
const bow = (range = { short: 50, medium: 100, long: 150 }) => item({ kind: "ranged", range });
const strong = fighter({ abilities: { str: 16, dex: 6, con: 10, int: 10, wis: 10, cha: 10 }, attackBonus: 3 });

describe("the OSE attack model: every part and refusal (RO-1…RO-7)", () => {
  it("the attack's parts: STR in melee, DEX with a missile; the bonus only ascending; a magic bonus, the penalties and a situational modifier", () => {
    expect(matrix.attack(input(strong))).toEqual({ dice: { kind: "d20", keep: "one" }, parts: [{ key: "ability.str", value: 3 }] });
    expect(matrix.attack(input(strong, bow())).parts).toEqual([{ key: "ability.dex", value: -2 }]);
    const tired = fighter({ ...strong, conditions: ["winded"] });
    expect(ascending.attack(input(tired, item({ attackBonus: 1 }), options({ situational: -3 }))).parts).toEqual([
      { key: "ability.str", value: 3 }, { key: "attackBonus", value: 3 }, { key: "itemBonus", value: 1 }, { key: "winded", value: -2 }, { key: "situational", value: -3 },
    ]);
  });

  it("a target on no scene has no range test; a missile with no ranges typed has no band; a wilderness scene reads yards", () => {
    expect(matrix.against(input(fighter(), item()), target({ distanceHexes: null }))).toEqual({ defence: 10, parts: [], refused: null });
    expect(matrix.against(input(fighter(), bow()), target({ distanceHexes: null }))).toEqual({ defence: 10, parts: [], refused: null });
    expect(matrix.against(input(fighter(), bow({ short: 0, medium: 0, long: 0 })), target({ distanceHexes: 40 }))).toEqual({ defence: 10, parts: [], refused: null });
    expect(matrix.against(input(fighter(), bow()), target({ distanceHexes: 40, wilderness: true }))).toEqual({ defence: 10, parts: [{ key: "range", value: 0 }], refused: null });
    expect(matrix.against(input(fighter(), bow()), target({ distanceHexes: 40 })).refused).toBe("outOfRange");
    expect(matrix.against(input(fighter(), bow()), target({ distanceHexes: 0 }))).toEqual({ defence: 10, parts: [], refused: "outOfRange" });
  });

  it("out of reach or range the row is refused before any retreat bonus; in range the retreat adds +2 and drops the shield", () => {
    const shielded = fighter({ armour: [{ defence: 1, shield: true }] });
    expect(matrix.against(input(), target({ fighter: shielded, distanceHexes: 2, retreating: true }))).toEqual({ defence: 10, parts: [], refused: "outOfRange" });
    expect(matrix.against(input(), target({ fighter: shielded, distanceHexes: 2 }))).toEqual({ defence: 11, parts: [], refused: "outOfRange" });
    expect(matrix.against(input(fighter(), bow()), target({ fighter: shielded, distanceHexes: 31, retreating: true }))).toEqual({ defence: 10, parts: [], refused: "outOfRange" });
    expect(matrix.against(input(fighter(), bow()), target({ fighter: shielded, distanceHexes: 2, retreating: true }))).toEqual({ defence: 10, parts: [{ key: "range", value: 1 }, { key: "retreat", value: 2 }], refused: null });
    expect(matrix.against(input(), target({ fighter: fighter({ conditions: ["unconscious"] }), distanceHexes: 2 })).refused).toBe("outOfRange");
  });

  it("the hit test: the matrix clamps and reads the row's bonus, ascending compares the total with the AAC", () => {
    expect(matrix.hits(20, 40, input(strong))).toBe(true);
    expect(matrix.hits(12, 15, input(strong))).toBe(true);
    expect(matrix.hits(11, 15, input(strong))).toBe(false);
    expect(ascending.hits(15, 15, input(strong))).toBe(true);
    expect(ascending.hits(14, 15, input(strong))).toBe(false);
    expect(ascending.hits(20, 40, input(strong))).toBe(false);
  });

  it("damage: STR and the penalties as parts, a floor of 1, the variable weapon's formula", () => {
    const tired = fighter({ ...strong, conditions: ["unrested", "winded"] });
    expect(matrix.damage(input(tired))).toEqual({ formula: "1d6", parts: [{ key: "ability.str", value: 3 }, { key: "winded", value: -2 }, { key: "unrested", value: -1 }], minimumOnHit: true });
    expect(matrix.damage(input(fighter({ kind: "creature" }), item({ unarmed: true, damage: "1d8" })))).toEqual({ formula: "1d2", parts: [{ key: "ability.str", value: 0 }], minimumOnHit: true });
    expect(oseAttackModel({ ascending: false, variableDamage: true }).damage(input(strong, item({ damage: "1d10" }))).formula).toBe("1d10");
  });

  it("no halvings; the defences with the winded AC; shown AC, THAC0 and the AC hit, both ways", () => {
    expect(matrix.halvings(input(), fighter(), 20)).toBe(0);
    expect(matrix.defences(fighter({ defences: { ac: 12, pd: 13, md: 14 }, conditions: ["winded"], armour: [{ defence: 2, shield: true }] }))).toEqual({ ac: 12, pd: 13, md: 14 });
    expect([matrix.shownAc?.(15), ascending.shownAc?.(15)]).toEqual([4, 15]);
    expect([matrix.thac0?.(strong), ascending.thac0?.(strong), matrix.thac0?.(fighter())]).toEqual([16, 16, 20]);
    expect([matrix.hitsAc?.(14, input(strong)), ascending.hitsAc?.(14, input(strong))]).toEqual([2, 14]);
  });

  it("the module: two toggles off, usable only under OSE attacks; the fields the model reads; the OSE preset", () => {
    expect(oseAttack.fields["resolution.oseAscending"]).toEqual({ kind: "bool", book: false, control: "checkbox", enabledWhen: { when: "resolution.attack", values: ["ose"], code: "oseAscendingNeedsOse", otherwise: false } });
    expect(oseAttack.fields["resolution.oseVariableDamage"]).toEqual({ kind: "bool", book: false, control: "checkbox", enabledWhen: { when: "resolution.attack", values: ["ose"], code: "oseVariableDamageNeedsOse", otherwise: false } });
    expect(oseAttack.presets).toEqual({ ose: { "resolution.attack": "ose" } });
    const c = oseAttack.contribute({ ...PRESETS.ose, resolution: { ...PRESETS.ose.resolution, oseAscending: true, oseVariableDamage: true } });
    expect(c.resolutionFields).toEqual(["attackBonus", "hitDice", "item.range", "item.attackBonus", "item.unarmed"]);
    expect(c.attackModel?.shownAc?.(15)).toBe(15);
    expect(c.attackModel?.damage(input(strong, item({ damage: "1d10" }))).formula).toBe("1d10");
    const book = oseAttack.contribute(PRESETS.ose);
    expect(book.attackModel?.shownAc?.(15)).toBe(4);
    expect(book.attackModel?.damage(input(strong, item({ damage: "1d10" }))).formula).toBe("1d6");
  });
});

describe("the OSE naturals, death, healing, saves and morale models (RO-8…RO-12)", () => {
  it("naturals: the total decides between 2 and 19", () => {
    const ctx = { critExpand: 0, target: fighter() };
    expect([OSE_NATURALS.outcome(10, true, ctx), OSE_NATURALS.outcome(10, false, ctx), OSE_NATURALS.outcome(null, true, ctx)]).toEqual(["hit", "miss", "hit"]);
  });

  it("death at 0: health never kills by itself; a fight's end keeps what it is given", () => {
    expect(OSE_ZERO_HEALTH.diesOf({ value: -5, max: 10, below: 5, temp: 0 }, fighter())).toBe(false);
    const dying = { failures: 0, stable: false, since: 3, combat: "c" };
    expect(OSE_ZERO_HEALTH.fightEnded(dying)).toBe(dying);
  });

  it("rests are for anyone, not only the GM", () => {
    expect(OSE_HEALING.rests.map((r) => r.gmOnly)).toEqual([false, false]);
  });

  it("saves: an OSE category reads the row, anything else its DC; one d20, no parts", () => {
    const ctx = { cover: "none" as const, advantage: true, disadvantage: false };
    const ogre = fighter({ kind: "creature", hitDice: { dice: 4, plus: 1 } });
    expect(OSE_SAVES.plan(ogre, { kind: "spells", dc: 3, onSuccess: null }, ctx)).toEqual({ dice: { kind: "d20", keep: "one" }, parts: [], target: 14 });
    expect(OSE_SAVES.plan(ogre, { kind: "flat", dc: 3, onSuccess: null }, ctx)).toEqual({ dice: { kind: "d20", keep: "one" }, parts: [], target: 3 });
  });

  it("morale: a PC always stands and never rolls; one success still rolls; the GM's adjustment within ±2, no edge, no fitting", () => {
    const ctx = { adjustment: 0, advantage: false, disadvantage: false, fitting: false };
    const pc = fighter({ playerCharacter: true, morale: 2 });
    expect(OSE_MORALE.automatic?.(pc, ctx)).toBe("stands");
    expect(OSE_MORALE.plan(pc, ctx)).toBeNull();
    const orc = fighter({ kind: "creature", playerCharacter: false, morale: 8 });
    expect(OSE_MORALE.plan(orc, { ...ctx, successes: 1 })).toEqual({ dice: "2d6", parts: [], stands: { atMost: 8 } });
    expect(OSE_MORALE.automatic?.(orc, { ...ctx, successes: 1 })).toBeNull();
    expect(OSE_MORALE.plan({ ...orc, morale: 12 }, ctx)).toBeNull();
    expect(OSE_MORALE.plan({ ...orc, morale: 2 }, ctx)).toBeNull();
    expect(OSE_MORALE.inputs).toEqual({ adjustment: { min: -2, max: 2 }, edge: false, fitting: false });
  });

  it("each module selects its slot, sits in the OSE preset and contributes its model and fields", () => {
    const mods = [oseNaturals, oseZeroHealth, oseHealing, oseSaves, oseMorale];
    expect(mods.map((m) => [m.id, m.selects.path, m.selects.value])).toEqual([
      ["resolution.oseNaturals", "resolution.naturals", "ose"], ["resolution.oseZeroHealth", "resolution.zeroHealth", "ose"], ["resolution.oseHealing", "resolution.healing", "ose"],
      ["resolution.oseSaves", "resolution.saves", "ose"], ["resolution.oseMorale", "resolution.morale", "ose"],
    ]);
    expect(mods.map((m) => m.presets.ose)).toEqual([{ "resolution.naturals": "ose" }, { "resolution.zeroHealth": "ose" }, { "resolution.healing": "ose" }, { "resolution.saves": "ose" }, { "resolution.morale": "ose" }]);
    expect(oseNaturals.contribute()).toEqual({ naturals: OSE_NATURALS });
    expect(oseZeroHealth.contribute()).toEqual({ zeroHealth: OSE_ZERO_HEALTH });
    expect(oseHealing.contribute()).toEqual({ healing: OSE_HEALING });
    expect(oseSaves.contribute()).toEqual({ saveModel: OSE_SAVES, resolutionFields: ["saves", "hitDice", "item.save"] });
    expect(oseMorale.contribute()).toEqual({ morale: OSE_MORALE, resolutionFields: ["morale"] });
  });
});
