import { describe, expect, it } from "vitest";
import { fighter, health, item, options } from "../../../../tests/support/fighters";
import type { AttackTarget } from "../../resolution/types";
import { OSR_ATTACK_MODEL, OSR_HEALING, OSR_MORALE, OSR_NATURALS, OSR_SAVES, OSR_ZERO_HEALTH } from "./osr-models";
import { PRESETS } from "../../ruleset/config";
import { OSR_ATTACK_FIELDS, OSR_MORALE_FIELDS, OSR_RESOLUTION_MODULES, OSR_SAVE_FIELDS } from "./osr";

const target = (over: Partial<AttackTarget> = {}): AttackTarget => ({ fighter: fighter(), distanceHexes: 1, feetPerHex: 5, cover: "none", retreating: false, ...over });

describe("the OSR models: what each point answers (RESOLUTION.md §4.2)", () => {
  it("the attack: AC whatever the item names, the item's damage as written, close range and reach of 10 ft", () => {
    const input = { attacker: fighter(), item: item({ defence: "pd", damage: "2d6 + 1" }), options: options() };
    const armoured = fighter({ defences: { ac: 12, pd: 15, md: 16 }, armour: [{ defence: 2, shield: false }] });
    expect(OSR_ATTACK_MODEL.against(input, target({ fighter: armoured, distanceHexes: 30, retreating: true }))).toEqual({ defence: 14, parts: [], refused: null });
    expect(OSR_ATTACK_MODEL.damage(input)).toEqual({ formula: "2d6 + 1", parts: [], minimumOnHit: false });
    expect(OSR_ATTACK_MODEL.attack({ ...input, item: item({ kind: "ranged" }), options: options({ hostileClose: true }) }).dice).toEqual({ kind: "d20", keep: "lowest" });
    expect([OSR_ATTACK_MODEL.hostileClose?.([2], 5), OSR_ATTACK_MODEL.hostileClose?.([2], 10), OSR_ATTACK_MODEL.hostileClose?.([], 5)]).toEqual([true, false, false]);
    expect(OSR_ATTACK_MODEL.meleeReachFeet).toBe(10);
  });

  it("at 0: the stabilise rule reads the table's rows and the creature's max", () => {
    const s = OSR_ZERO_HEALTH.stabilise!;
    expect(s.row(1)).toEqual({ kind: "dead" });
    expect(s.outcome(s.row(2), fighter({ health: health(0, 9) }), 4)).toEqual({ dead: false, health: 1, ability: { id: "str", from: 10, to: 6 }, badge: null, note: null });
    expect(s.plan(fighter({ kind: "creature", health: health(0, 0) }))).toEqual({ table: null, health: 0 });
  });

  it("rests of level 1 heal 1 either way; saves and morale read the fighter's state", () => {
    expect(OSR_HEALING.rests.map((r) => r.formula(fighter({ level: 0 })))).toEqual(["0", "1"]);
    const tired = fighter({ conditions: ["exhausted"], abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 14, cha: 10 } });
    expect(OSR_SAVES.plan(tired, { kind: "wis", dc: 9, onSuccess: null }, { cover: "none", advantage: false, disadvantage: false })).toEqual({ dice: { kind: "d20", keep: "lowest" }, parts: [{ key: "ability.wis", value: 2 }], target: 9 });
    expect(OSR_MORALE.plan(tired, { adjustment: 1, advantage: false, disadvantage: false, fitting: true })).toEqual({ dice: "2d20kl", parts: [{ key: "ability.wis", value: 2 }, { key: "proficiency", value: 2 }, { key: "situational", value: 1 }], stands: { atLeast: 11 } });
    expect(OSR_MORALE.inputs).toEqual({ adjustment: { min: -20, max: 20 }, edge: true, fitting: true });
  });

  it("the modules: each its slot, the OSR preset, its model and the fields it reads", () => {
    expect(OSR_ATTACK_FIELDS).toEqual(["proficiency", "abilities.int", "abilities.wis", "item.proficient", "item.tradition", "item.ability", "item.attackBonus"]);
    expect(OSR_SAVE_FIELDS).toEqual(["proficiency", "saveProficiencies"]);
    expect(OSR_MORALE_FIELDS).toEqual(["proficiency", "abilities.wis", "moraleBonus"]);
    expect(OSR_RESOLUTION_MODULES.map((m) => [m.id, m.domain, m.selects?.path, m.selects?.value])).toEqual([
      ["resolution.osrAttack", "resolution", "resolution.attack", "osr"], ["resolution.osrNaturals", "resolution", "resolution.naturals", "osr"],
      ["resolution.osrZeroHealth", "resolution", "resolution.zeroHealth", "osr"], ["resolution.osrHealing", "resolution", "resolution.healing", "osr"],
      ["resolution.osrSaves", "resolution", "resolution.saves", "osr"], ["resolution.osrMorale", "resolution", "resolution.morale", "osr"],
    ]);
    expect(OSR_RESOLUTION_MODULES.map((m) => m.presets?.["osr"])).toEqual([
      { "resolution.attack": "osr" }, { "resolution.naturals": "osr" }, { "resolution.zeroHealth": "osr" }, { "resolution.healing": "osr" }, { "resolution.saves": "osr" }, { "resolution.morale": "osr" },
    ]);
    expect(OSR_RESOLUTION_MODULES[3]?.selects?.enabledWhen).toBeDefined();
    expect(OSR_RESOLUTION_MODULES.map((m) => m.contribute?.(PRESETS.osr))).toEqual([
      { attackModel: OSR_ATTACK_MODEL, resolutionFields: OSR_ATTACK_FIELDS }, { naturals: OSR_NATURALS }, { zeroHealth: OSR_ZERO_HEALTH }, { healing: OSR_HEALING },
      { saveModel: OSR_SAVES, resolutionFields: OSR_SAVE_FIELDS }, { morale: OSR_MORALE, resolutionFields: OSR_MORALE_FIELDS },
    ]);
  });
});
