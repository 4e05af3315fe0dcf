/**
 * The 13A rule modules' contributions in full (RESOLUTION.md §4.1, §6; VARIANTS.md §13.3): what each
 * module gives its points under each of its options, read from the module itself (a resolved ruleset
 * is kept once made), and what each model does with the item and the target it is given.
 */
import { describe, expect, it } from "vitest";
import { PRESETS } from "../../ruleset/config";
import type { VariantConfig } from "../../ruleset/config-type";
import { fighter, item, options } from "../../../../tests/support/fighters";
import { A13_ATTACK_MODEL, a13Attack } from "./a13-attack";
import { A13_DAMAGE_ROLL_DATA } from "./a13-combat-math";
import { A13_CONDITION_EFFECTS, A13_GRAB_BONUS, a13Conditions, a13TargetParts } from "./a13-conditions";
import { a13Dying, a13ZeroHealthModel } from "./a13-dying";
import { A13_RESTS, a13Healing, a13HealingModel } from "./a13-healing";
import { a13FullHealUp, a13QuickRestMinimum, a13Rally, a13RecoveryFormula, a13SpendRecovery, a13Staggered, a13StabiliseCheck } from "./a13-health-math";
import { A13_MISS_DAMAGE, a13MissDamage } from "./a13-miss-damage";
import { A13_NATURALS, a13Naturals } from "./a13-naturals";
import { A13_SAVE_ENDS, a13EndOfTurn, a13SaveEnds } from "./a13-save-ends";
import { A13_SAVE_MODEL, A13_SAVE_TARGETS, a13SaveTarget, a13Saves } from "./a13-saves";
import { scores } from "./a13-scores.test-support";

const A13 = PRESETS.a13;
const with13 = (over: Partial<VariantConfig["resolution"]>): VariantConfig => ({ ...A13, resolution: { ...A13.resolution, ...over } });
const input = (over: Parameters<typeof item>[0] = {}) => ({ attacker: fighter(), item: item(over), options: options() });

describe("the 13A attack module (R13-1, R13-2, R13-5)", () => {
  it("its contribution and its place", () => {
    expect(a13Attack.contribute()).toEqual({ attackModel: A13_ATTACK_MODEL, rollData: A13_DAMAGE_ROLL_DATA, resolutionFields: ["defences.pd", "defences.md", "resistances", "item.damageType", "item.ability", "item.attackBonus"] });
    expect([a13Attack.id, a13Attack.domain, a13Attack.selects, a13Attack.presets]).toEqual(["resolution.a13Attack", "resolution", { path: "resolution.attack", value: "a13" }, { a13: { "resolution.attack": "a13" } }]);
  });

  it("the defence the item names, the item's own damage, a hit at the defence exactly, the item's damage type against resistance", () => {
    const t = { fighter: fighter({ kind: "creature", defences: { ac: 17, pd: 13, md: 11 } }), distanceHexes: 1, feetPerHex: 5, cover: "none" as const, retreating: false };
    expect(["ac", "pd", "md"].map((defence) => A13_ATTACK_MODEL.against(input({ defence: defence as "ac" }), t))).toEqual([17, 13, 11].map((defence) => ({ defence, parts: [], refused: null })));
    expect(A13_ATTACK_MODEL.damage(input({ damage: "2d6 + @a13.dmg" }))).toEqual({ formula: "2d6 + @a13.dmg", parts: [], minimumOnHit: false });
    expect([A13_ATTACK_MODEL.hits(13, 13, input()), A13_ATTACK_MODEL.hits(12, 13, input())]).toEqual([true, false]);
    const resistant = fighter({ resistances: { cold: 12 } });
    expect([A13_ATTACK_MODEL.halvings(input({ damageType: "cold" }), resistant, 11), A13_ATTACK_MODEL.halvings(input({ damageType: "cold" }), resistant, 12), A13_ATTACK_MODEL.halvings(input({ damageType: "fire" }), resistant, 11)]).toEqual([1, 0, 0]);
    expect(A13_ATTACK_MODEL.attack(input()).parts).toEqual([{ key: "ability.str", value: 0 }, { key: "level", value: 1 }]);
  });
});

describe("the 13A zero-health module (R13-7)", () => {
  it("lists the lasting wounds field only with the option on; its fields need the 13A rules at 0", () => {
    expect(Object.keys(a13Dying.contribute(A13))).toEqual(["zeroHealth"]);
    expect(a13Dying.contribute(with13({ lastingWounds: true })).resolutionFields).toEqual(["lastingWounds"]);
    expect(a13Dying.contribute(with13({ lastingWounds: true, meaningfulDeath: true })).zeroHealth?.lastingWounds).toBe(true);
    expect(a13Dying.contribute(with13({ meaningfulDeath: true })).zeroHealth?.deathSave?.judge(1, { failures: 3, stable: false, since: null, combat: "c" }).result).toBe("coma");
    for (const f of ["resolution.lastingWounds", "resolution.meaningfulDeath"] as const) expect(a13Dying.fields[f]).toMatchObject({ book: false, enabledWhen: { when: "resolution.zeroHealth", values: ["a13"], code: "a13DyingOptionNeedsA13", otherwise: false } });
    expect([a13Dying.id, a13Dying.selects, a13Dying.presets]).toEqual(["resolution.a13Dying", { path: "resolution.zeroHealth", value: "a13" }, { a13: { "resolution.zeroHealth": "a13" } }]);
  });

  it("a creature never dies of an overflow; the battle's end gives a lasting wound only with the option", () => {
    const on = a13ZeroHealthModel({ meaningfulDeath: false, lastingWounds: true });
    const off = a13ZeroHealthModel({ meaningfulDeath: false, lastingWounds: false });
    expect([on.diesOf({ value: 0, max: 20, below: 15, temp: 0 }, fighter({ kind: "creature" })), on.diesOf({ value: 0, max: 20, below: 15, temp: 0 }, fighter())]).toEqual([false, true]);
    const state = { health: { value: 0, max: 20, below: 2, temp: 3 }, dying: { failures: 2, stable: false, since: 40, combat: "c" }, lastingWounds: 0, droppedToZero: true };
    expect([on.battleEnd!(state).lastingWounds, off.battleEnd!(state).lastingWounds]).toEqual([1, 0]);
    expect([on.lastingWounds, off.lastingWounds, on.deathSave?.judge(1, state.dying).result]).toEqual([true, false, "fail"]);
    expect(on.atZero(fighter({ kind: "creature" }), { knockOut: true })).toEqual({ status: "unconscious", keepBelow: false, dying: false });
    expect(on.fightEnded(state.dying)).toEqual({ failures: 0, stable: false, since: 40, combat: "" });
    expect(on.allyStabilise?.check).toBe(a13StabiliseCheck);
  });
});

describe("the 13A healing module (R13-6, R16)", () => {
  it("lists temporary health only with its toggle, which needs the 13A healing", () => {
    expect(a13Healing.contribute(with13({ tempHealth: false }))).toEqual({ healing: a13HealingModel(false), resolutionFields: ["recoveries"] });
    expect(a13Healing.contribute(with13({ tempHealth: true }))).toEqual({ healing: a13HealingModel(true), resolutionFields: ["recoveries", "health.temp"] });
    expect(a13Healing.contribute(with13({ tempHealth: false })).healing?.tempHealth).toBe(false);
    expect(a13Healing.fields["resolution.tempHealth"]).toMatchObject({ book: false, enabledWhen: { when: "resolution.healing", values: ["a13"], code: "tempHealthNeedsA13", otherwise: false } });
    expect([a13Healing.id, a13Healing.selects, a13Healing.presets]).toEqual(["resolution.a13Healing", { path: "resolution.healing", value: "a13" }, { a13: { "resolution.healing": "a13", "resolution.tempHealth": true } }]);
  });

  it("the rests: a quick rest rolls a recovery, a full heal-up (the GM's) rolls nothing; the recoveries are the 13A arithmetic", () => {
    const pc = fighter({ level: 3, abilities: scores({ con: 14 }) });
    expect(A13_RESTS.map((r) => [r.id, r.gmOnly, r.formula(pc), r.effect])).toEqual([["quickRest", false, "3d8+2", "quickRest"], ["fullHealUp", true, "", "fullHealUp"]]);
    const h = a13HealingModel(true);
    expect([h.rests, h.tempHealth, h.staggered]).toEqual([A13_RESTS, true, a13Staggered]);
    expect(h.recoveries).toEqual({ formula: a13RecoveryFormula, spend: a13SpendRecovery, rally: a13Rally, quickRestMinimum: a13QuickRestMinimum, fullHealUp: a13FullHealUp });
  });
});

describe("13A miss damage, naturals, saves and save ends (R13-3, R13-4, R13-8)", () => {
  it("miss damage: nothing without the toggle; with it, the item's own formula, trimmed", () => {
    expect(a13MissDamage.contribute(with13({ missDamage: false }))).toEqual({});
    expect(a13MissDamage.contribute(with13({ missDamage: true }))).toEqual({ missDamage: A13_MISS_DAMAGE, resolutionFields: ["item.missDamage"] });
    expect([A13_MISS_DAMAGE.formula(input({ missDamage: " @level " })), A13_MISS_DAMAGE.formula(input())]).toEqual(["@level", ""]);
    expect([a13MissDamage.id, a13MissDamage.fields["resolution.missDamage"].book, a13MissDamage.presets]).toEqual(["resolution.missDamage", false, { a13: { "resolution.missDamage": true } }]);
  });

  it("naturals: the crit range of the item against this target, and the card's field", () => {
    expect(a13Naturals.contribute()).toEqual({ naturals: A13_NATURALS, resolutionFields: ["item.critExpand"] });
    expect([A13_NATURALS.outcome(18, false, { critExpand: 2, target: fighter() }), A13_NATURALS.outcome(17, false, { critExpand: 2, target: fighter() }), A13_NATURALS.selfFumbleDoubles]).toEqual(["crit", "miss", false]);
    expect([a13Naturals.id, a13Naturals.selects, a13Naturals.presets]).toEqual(["resolution.a13Naturals", { path: "resolution.naturals", value: "a13" }, { a13: { "resolution.naturals": "a13" } }]);
  });

  it("saves: the effect's DC when it is a whole number from 2 to 20, else a normal save", () => {
    expect([2, 20, 1, 21, 2.5, Number.NaN, -5, 0].map(a13SaveTarget)).toEqual([2, 20, 11, 11, 11, 11, 11, 11]);
    expect(A13_SAVE_TARGETS).toEqual({ easy: 6, normal: 11, hard: 16 });
    expect(A13_SAVE_MODEL.plan(fighter(), { kind: "dex", dc: 19, onSuccess: null }, { cover: "half", advantage: true, disadvantage: false })).toEqual({ dice: { kind: "d20", keep: "one" }, parts: [], target: 19 });
    expect(a13Saves.contribute()).toEqual({ saveModel: A13_SAVE_MODEL });
    expect([a13Saves.id, a13Saves.selects, a13Saves.presets]).toEqual(["resolution.a13Saves", { path: "resolution.saves", value: "a13" }, { a13: { "resolution.saves": "a13" } }]);
  });

  it("save ends: the three targets, the damage taken whatever the save, the effect ended by a success", () => {
    expect((["easy", "normal", "hard"] as const).map((d) => A13_SAVE_ENDS.target(d))).toEqual([6, 11, 16]);
    expect([a13EndOfTurn({ saveEnds: "hard", ongoing: 7 }, false), a13EndOfTurn({ saveEnds: "easy", ongoing: 0 }, true)]).toEqual([{ damage: 7, ends: false }, { damage: 0, ends: true }]);
    expect([A13_SAVE_ENDS.endsWithCombat(true), A13_SAVE_ENDS.endsWithCombat(false)]).toEqual([true, false]);
    expect(a13SaveEnds.contribute()).toEqual({ saveEnds: A13_SAVE_ENDS });
    expect([a13SaveEnds.id, a13SaveEnds.inForceWhen]).toEqual(["resolution.a13SaveEnds", { when: "resolution.saves", values: ["a13"] }]);
  });
});

describe("the 13A conditions module (001:L445–L499)", () => {
  it("its contribution, in force with the 13A attack", () => {
    expect(a13Conditions.contribute()).toEqual({ conditionEffects: A13_CONDITION_EFFECTS });
    expect([a13Conditions.id, a13Conditions.inForceWhen]).toEqual(["resolution.a13Conditions", { when: "resolution.attack", values: ["a13"] }]);
  });

  it("a grabbed attacker's melee attack is allowed; the notes in their order; +4 only against the creature it grabs", () => {
    const grabbed = fighter({ conditions: ["grabbed", "confused", "hampered"] });
    expect([A13_CONDITION_EFFECTS.refusal!({ ...input({ kind: "melee" }), attacker: grabbed }), A13_CONDITION_EFFECTS.refusal!({ ...input({ kind: "ranged" }), attacker: grabbed })]).toEqual([null, "grabbedRanged"]);
    expect(A13_CONDITION_EFFECTS.notes!({ ...input(), attacker: grabbed })).toEqual(["hampered", "confused"]);
    const t = (grabbedByAttacker?: boolean) => ({ fighter: fighter(), distanceHexes: 1, feetPerHex: 5, cover: "none" as const, retreating: false, ...(grabbedByAttacker === undefined ? {} : { grabbedByAttacker }) });
    expect([a13TargetParts(input(), t(true)), a13TargetParts(input(), t(false)), a13TargetParts(input(), t())]).toEqual([[{ key: "grabbing", value: 4 }], [], []]);
    expect(A13_GRAB_BONUS).toBe(4);
  });
});
