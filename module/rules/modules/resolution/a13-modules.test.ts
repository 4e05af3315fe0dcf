import { describe, expect, it } from "vitest";
import { BOOK_CONFIG, PRESETS, changeVariants, validateVariantConfig } from "../../ruleset/config";
import { resolveRuleset } from "../../ruleset/resolve";
import { rollDataOf } from "../../roll-data";
import type { VariantConfig } from "../../ruleset/config-type";
import { fighter, options, item } from "../../../../tests/support/fighters";
import { scores } from "./a13-scores.test-support";
import type { Part } from "../../resolution/types";

const sum = (parts: readonly Part[]): number => parts.reduce((t, p) => t + p.value, 0);
const withResolution = (over: Partial<VariantConfig["resolution"]>): VariantConfig => ({ ...BOOK_CONFIG, resolution: { ...BOOK_CONFIG.resolution, ...over } });

describe("13A rule modules (RESOLUTION.md §4.1, §6)", () => {
  it("§6 the 13A preset chooses every 13A slot and its toggles; the optional rules stay off", () => {
    expect(PRESETS.a13.resolution).toMatchObject({ attack: "a13", naturals: "a13", zeroHealth: "a13", healing: "a13", saves: "a13", morale: "off", cover: "none", tempHealth: true, lastingWounds: false, meaningfulDeath: false });
    expect(PRESETS.book.resolution).toMatchObject({ attack: "book", naturals: "none", zeroHealth: "book", healing: "book", saves: "book", tempHealth: false });
    const r = resolveRuleset(PRESETS.a13);
    expect(r.modules).toEqual(expect.arrayContaining(["resolution.a13Attack", "resolution.a13Naturals", "resolution.a13Dying", "resolution.a13Healing", "resolution.a13Saves"]));
    expect(r.points.attackModel && r.points.naturals && r.points.zeroHealth && r.points.healing && r.points.saveModel).toBeTruthy();
    expect(r.points.resolutionFields.flat()).toEqual(expect.arrayContaining(["defences.pd", "defences.md", "recoveries", "health.temp", "resistances", "item.critExpand", "item.damageType"]));
    expect(r.points.resolutionFields.flat()).not.toContain("lastingWounds");
    expect(resolveRuleset(BOOK_CONFIG).points.attackModel).toBeNull();
    expect(PRESETS.a13.resolution.missDamage).toBe(true);
    expect(r.points.missDamage!.formula({ attacker: fighter(), item: item({ missDamage: "@level" }), options: options() })).toBe("@level");
    expect(r.points.resolutionFields.flat()).toContain("item.missDamage");
    expect(resolveRuleset(BOOK_CONFIG).points.missDamage).toBeNull();
  });

  it("GXR-1 zeroHealth a13 with the book's healing is refused; changeVariants moves healing to a13; locked while a combat is started", () => {
    expect(validateVariantConfig(withResolution({ zeroHealth: "a13" }))).toEqual([{ path: "resolution.healing", code: "healingNeedsA13" }]);
    // Every other healing model is refused with 13A dying too, not only the book's.
    for (const healing of ["osr", "ose"] as const) expect(validateVariantConfig(withResolution({ zeroHealth: "a13", healing }))).toEqual([{ path: "resolution.healing", code: "healingNeedsA13" }]);
    const moved = changeVariants(BOOK_CONFIG, { resolution: { zeroHealth: "a13" } });
    expect(moved.ok && moved.config.resolution.healing).toBe("a13");
    const locked = changeVariants(PRESETS.a13, { resolution: { zeroHealth: "book" } }, { combatStarted: true });
    expect(locked.ok).toBe(false);
    if (!locked.ok) expect(locked.problems).toContainEqual({ path: "resolution.zeroHealth", code: "initiativeLocked" });
  });

  it("§6 lasting wounds and meaningful death need the 13A rules at 0; temporary health needs 13A healing", () => {
    expect(validateVariantConfig(withResolution({ lastingWounds: true }))).toEqual([{ path: "resolution.lastingWounds", code: "a13DyingOptionNeedsA13" }]);
    expect(validateVariantConfig(withResolution({ meaningfulDeath: true }))).toEqual([{ path: "resolution.meaningfulDeath", code: "a13DyingOptionNeedsA13" }]);
    expect(validateVariantConfig(withResolution({ tempHealth: true }))).toEqual([{ path: "resolution.tempHealth", code: "tempHealthNeedsA13" }]);
    const options = changeVariants(PRESETS.a13, { resolution: { meaningfulDeath: true, lastingWounds: true } });
    if (!options.ok) throw new Error("the 13A options are legal under the 13A preset");
    // Leaving the 13A models turns their options off (the dependants follow, GX-4).
    const off = changeVariants(options.config, { resolution: { zeroHealth: "book", healing: "book" } });
    expect(off.ok && [off.config.resolution.lastingWounds, off.config.resolution.meaningfulDeath, off.config.resolution.tempHealth]).toEqual([false, false, false]);
  });

  it("G13R-1 / G13R-2 through the resolved attack model", () => {
    const model = resolveRuleset(PRESETS.a13).points.attackModel!;
    const pc = fighter({ level: 4, abilities: scores({ str: 16 }) });
    const input = { attacker: pc, item: item(), options: options({ escalation: 2 }) };
    const target = fighter({ kind: "creature", defences: { ac: 21, pd: 10, md: 10 } });
    const against = model.against(input, { fighter: target, distanceHexes: 1, feetPerHex: 5, cover: "none", retreating: false });
    expect(against).toEqual({ defence: 21, parts: [], refused: null });
    expect(model.hits(12 + sum(model.attack(input).parts), against.defence, input)).toBe(true);
    expect(model.hits(20, 21, input)).toBe(false);
    const g2 = fighter({ level: 3, abilities: { str: 10, dex: 12, con: 14, int: 8, wis: 16, cha: 13 }, armour: [{ defence: 2, shield: false }] });
    expect(model.defences(g2)).toEqual({ ac: 19, pd: 15, md: 16 });
    expect(model.damage(input)).toEqual({ formula: "1d8", parts: [], minimumOnHit: false });
  });

  it("G13R-15 resistance through the model: halved once below the resistance number", () => {
    const model = resolveRuleset(PRESETS.a13).points.attackModel!;
    const input = { attacker: fighter(), item: item({ damageType: "fire" }), options: options() };
    const target = fighter({ resistances: { fire: 16 } });
    expect([model.halvings(input, target, 14), model.halvings(input, target, 16)]).toEqual([1, 0]);
  });

  it("G13R-3 / G13R-4 through the naturals point", () => {
    const n = resolveRuleset(PRESETS.a13).points.naturals!;
    const plain = fighter({ kind: "creature" });
    expect([n.outcome(7, false, { critExpand: 0, target: plain }), n.outcome(20, true, { critExpand: 0, target: plain }), n.outcome(1, true, { critExpand: 0, target: plain })]).toEqual(["miss", "crit", "fumble"]);
    expect(n.outcome(18, false, { critExpand: 0, target: fighter({ conditions: ["vulnerable"] }) })).toBe("crit");
    expect(n.selfFumbleDoubles).toBe(false);
  });

  it("G13R-5 @a13.dmg in the 13A ruleset's roll data", () => {
    const data = rollDataOf({ actor: { playerCharacter: true, conditions: [], level: 5, abilities: { str: 7 } }, combat: null }, resolveRuleset(PRESETS.a13));
    expect(data["a13.dmg"]).toBe(-4);
    expect(rollDataOf({ actor: { playerCharacter: true, conditions: [], level: 5, abilities: { str: 16 } }, combat: null }, resolveRuleset(BOOK_CONFIG))).toEqual({});
  });

  it("G13R-8 / G13R-10 / G13R-12 / GXR-3 through the zero-health point, with and without meaningful death", () => {
    const z = resolveRuleset(PRESETS.a13).points.zeroHealth!;
    expect(z.atZero(fighter(), { knockOut: false })).toEqual({ status: "unconscious", keepBelow: true, dying: true });
    expect(z.atZero(fighter({ kind: "creature" }), { knockOut: false }).status).toBe("dead");
    expect(z.atZero(fighter({ kind: "creature" }), { knockOut: true }).status).toBe("unconscious");
    expect(z.diesOf({ value: 0, max: 27, below: 13, temp: 0 }, fighter())).toBe(true);
    expect(z.diesOf({ value: 0, max: 27, below: 12, temp: 0 }, fighter())).toBe(false);
    const dying = { failures: 3, stable: false, since: 47, combat: "c" };
    expect(z.deathSave!.judge(9, dying).result).toBe("dead");
    expect(z.fightEnded({ ...dying, failures: 2 }).failures).toBe(0);
    expect(z.lastingWounds).toBe(false);
    const coma = changeVariants(PRESETS.a13, { resolution: { meaningfulDeath: true, lastingWounds: true } });
    expect(coma.ok).toBe(true);
    if (!coma.ok) return;
    const r = resolveRuleset(coma.config);
    expect(r.points.zeroHealth!.deathSave!.judge(9, dying).result).toBe("coma");
    expect(r.points.zeroHealth!.lastingWounds).toBe(true);
    expect(r.points.resolutionFields.flat()).toContain("lastingWounds");
  });

  it("G13R-11 / G13R-13 / G13R-14 through the healing point: rests, recoveries, rally, staggered", () => {
    const h = resolveRuleset(PRESETS.a13).points.healing!;
    expect(h.tempHealth).toBe(true);
    expect(h.rests.map((r) => [r.id, r.gmOnly])).toEqual([["quickRest", false], ["fullHealUp", true]]);
    const pc = fighter({ level: 5, abilities: scores({ con: 14 }) });
    expect(h.rests[0]!.formula(pc)).toBe("5d8+4");
    expect(h.recoveries!.formula(pc)).toBe("5d8+4");
    expect(h.recoveries!.spend({ value: 0, max: 8, die: "d8", overdrawn: 0 }, 15)).toEqual({ healed: 7, recoveries: { value: 0, max: 8, die: "d8", overdrawn: 1 } });
    expect([h.recoveries!.rally(0, null), h.recoveries!.rally(1, 10), h.recoveries!.rally(1, 11)]).toEqual(["rallies", "notThisRound", "rallies"]);
    expect(h.staggered!({ value: 13, max: 27, below: 0, temp: 0 })).toBe(true);
    const noTemp = changeVariants(PRESETS.a13, { resolution: { tempHealth: false } });
    expect(noTemp.ok && resolveRuleset(noTemp.config).points.healing!.tempHealth).toBe(false);
  });

  it("R13-8 flat saves 6 / 11 / 16 with no parts; a damaging effect deals nothing on a success by default", () => {
    const s = resolveRuleset(PRESETS.a13).points.saveModel!;
    const plan = (dc: number) => s.plan(fighter({ abilities: scores({ wis: 20 }) }), { kind: "flat", dc, onSuccess: null }, { cover: "none", advantage: false, disadvantage: false });
    expect(plan(16)).toEqual({ dice: { kind: "d20", keep: "one" }, parts: [], target: 16 });
    expect(plan(6).target).toBe(6);
    expect(plan(0).target).toBe(11);
    expect(s.defaultOnSuccess).toBe("none");
  });
});
