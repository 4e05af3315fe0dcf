import { describe, expect, it } from "vitest";
import { BOOK_CONFIG, PRESETS, changeVariants, type VariantConfig } from "../../ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "../../ruleset/resolve";
import type { AttackInput } from "../../ruleset/points/resolution";
import type { AttackItem, AttackOptions, AttackTarget, Fighter } from "../../resolution/types";

const fighter = (over: Partial<Fighter> = {}): Fighter => ({
  kind: "character", playerCharacter: true, level: 1,
  abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
  defences: { ac: 10, pd: 10, md: 10 }, armour: [], conditions: [],
  health: { value: 10, max: 10, below: 0, temp: 0 }, dying: { failures: 0, stable: false, since: null, combat: "" },
  resistances: {}, proficiency: 2, attackBonus: null, hitDice: { dice: 1, plus: 0 },
  saves: { death: null, wands: null, paralysis: null, breath: null, spells: null }, saveProficiencies: [],
  morale: 7, moraleBonus: 0, recoveries: { value: 8, max: 8, die: "d8", overdrawn: 0 }, lastingWounds: 0,
  ...over,
});
const item = (over: Partial<AttackItem> = {}): AttackItem => ({
  kind: "melee", spell: false, tradition: "arcane", ability: "auto", defence: "ac", attackBonus: 0, proficient: true, critExpand: 0,
  damageType: "", range: { short: 0, medium: 0, long: 0 }, attack: "1d20", damage: "1d8", missDamage: "", unarmed: false, ...over,
});
const options: AttackOptions = { situational: 0, advantage: false, disadvantage: false, rear: false, knockOut: false, escalation: 0, hostileClose: false };
const target = (f: Fighter, over: Partial<AttackTarget> = {}): AttackTarget => ({ fighter: f, distanceHexes: 1, feetPerHex: 5, cover: "none", retreating: false, ...over });
const sum = (parts: readonly { value: number }[]) => parts.reduce((s, p) => s + p.value, 0);

/** The ruleset of a legal change of a config (a refusal fails the test). */
const changed = (base: VariantConfig, patch: Parameters<typeof changeVariants>[1]) => {
  const r = changeVariants(base, patch);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.problems)}`);
  return resolveRuleset(r.config);
};
const ose = resolveRuleset(PRESETS.ose);
const asc = changed(PRESETS.ose, { resolution: { oseAscending: true } });
const model = ose.points.attackModel!;

describe("the OSE and A5E presets and joint rules (RESOLUTION.md §6)", () => {
  it("the OSE preset selects every OSE slot, turns spell disruption on and leaves its two options off", () => {
    expect(PRESETS.ose.resolution).toMatchObject({ attack: "ose", naturals: "ose", zeroHealth: "ose", healing: "ose", saves: "ose", morale: "ose", cover: "ose", oseAscending: false, oseVariableDamage: false, spellDisruption: true });
    expect(ose.modules).toEqual(expect.arrayContaining(["resolution.oseAttack", "resolution.oseNaturals", "resolution.oseZeroHealth", "resolution.oseHealing", "resolution.oseSaves", "resolution.oseMorale", "resolution.oseCover", "resolution.spellDisruption"]));
    expect(ose.points.resolutionFields.flat()).toEqual(expect.arrayContaining(["attackBonus", "hitDice", "saves", "morale", "item.range", "item.save"]));
  });

  it("the A5E preset changes only the save primitive and cover; the book and the other presets none of this", () => {
    expect(PRESETS.a5e.resolution).toMatchObject({ attack: "book", naturals: "none", zeroHealth: "book", healing: "book", saves: "a5e", morale: "off", cover: "a5e", spellDisruption: false });
    const a5e = resolveRuleset(PRESETS.a5e);
    expect(a5e.points.attackModel).toBeNull();
    expect(a5e.points.saveModel).not.toBeNull();
    expect(a5e.points.cover?.choices).toEqual(["none", "half", "threeQuarters", "total"]);
    for (const p of [BOOK_RULESET, resolveRuleset(PRESETS.a13), resolveRuleset(PRESETS.osr)]) {
      expect(p.points.cover).toBeNull();
      expect(p.points.spellDisruption).toBeNull();
      expect(p.config.resolution.oseAscending || p.config.resolution.oseVariableDamage || p.config.resolution.spellDisruption).toBe(false);
    }
  });

  it("oseAscending and oseVariableDamage need attack = ose; leaving OSE attacks turns them off", () => {
    const refused = changeVariants(BOOK_CONFIG, { resolution: { oseAscending: true } });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.problems.map((p) => p.code)).toEqual(["oseAscendingNeedsOse"]);
    const v = changeVariants(BOOK_CONFIG, { resolution: { oseVariableDamage: true } });
    expect(!v.ok && v.problems.map((p) => p.code)).toEqual(["oseVariableDamageNeedsOse"]);
    const on = changeVariants(BOOK_CONFIG, { resolution: { attack: "ose", oseAscending: true } });
    expect(on.ok).toBe(true);
    const off = on.ok ? changeVariants(on.config, { resolution: { attack: "book" } }) : on;
    expect(off.ok && off.config.resolution.oseAscending).toBe(false);
    expect(changeVariants(BOOK_CONFIG, { resolution: { spellDisruption: true } }).ok).toBe(true);
  });
});

describe("the OSE attack model through its point (RO-1…RO-7)", () => {
  const input = (attacker: Fighter, it: AttackItem = item(), opts: AttackOptions = options): AttackInput => ({ attacker, item: it, options: opts });

  it("GOR-1 THAC0 17 [+2], STR 13, d20 14 vs AC 4: hits AC 2; ascending 17 ≥ 15", () => {
    const pc = fighter({ attackBonus: 2, abilities: { ...fighter().abilities, str: 13 } });
    const monster = fighter({ kind: "creature", defences: { ac: 15, pd: 10, md: 10 } });
    const a = model.attack(input(pc));
    expect(a.dice).toEqual({ kind: "d20", keep: "one" });
    const total = 14 + sum(a.parts);
    expect(total).toBe(15);
    const against = model.against(input(pc), target(monster));
    expect(model.shownAc?.(against.defence)).toBe(4);
    expect(model.hitsAc?.(total, input(pc))).toBe(2);
    expect(model.hits(total, against.defence, input(pc))).toBe(true);
    expect(model.hits(12, against.defence, input(pc))).toBe(false);
    const am = asc.points.attackModel!;
    const ascTotal = 14 + sum(am.attack(input(pc)).parts);
    expect(ascTotal).toBe(17);
    expect(am.hits(ascTotal, 15, input(pc))).toBe(true);
    expect(am.shownAc?.(15)).toBe(15);
  });

  it("GOR-2 the naturals point: 20 hits whatever the total, 1 misses whatever it", () => {
    const n = ose.points.naturals!;
    const t = fighter();
    expect(n.outcome(20, false, { critExpand: 0, target: t })).toBe("hit");
    expect(n.outcome(1, true, { critExpand: 0, target: t })).toBe("miss");
    expect(n.outcome(19, model.hits(20, 22, input(fighter({ attackBonus: 0 }))), { critExpand: 0, target: t })).toBe("hit");
    expect(n.selfFumbleDoubles).toBe(false);
  });

  it("GOR-3 an untyped creature attacks on its HD row, an untyped character on the NH row", () => {
    const gnoll = fighter({ kind: "creature", hitDice: { dice: 2, plus: 1 } });
    expect(model.hitsAc?.(15, input(gnoll))).toBe(17 - 15);
    expect(model.hitsAc?.(15, input(fighter()))).toBe(20 - 15);
  });

  it("GOR-4 range bands and reach at 5 ft/hex", () => {
    const bow = item({ kind: "ranged", range: { short: 50, medium: 100, long: 150 } });
    const at = (d: number, it: AttackItem) => model.against(input(fighter(), it), target(fighter(), { distanceHexes: d }));
    expect([8, 15, 25].map((d) => at(d, bow).parts)).toEqual([[{ key: "range", value: 1 }], [{ key: "range", value: 0 }], [{ key: "range", value: -1 }]]);
    expect(at(31, bow).refused).toBe("outOfRange");
    expect(at(1, bow).refused).toBe("outOfRange");
    expect(at(1, item()).refused).toBeNull();
    expect(at(2, bow).parts).toEqual([{ key: "range", value: 1 }]);
    expect(at(2, item()).refused).toBe("outOfRange");
  });

  it("GOR-5 the OSE cover point: partial −3 on a missile row, complete cannot be hit", () => {
    const cover = ose.points.cover!;
    const bow = input(fighter(), item({ kind: "ranged" }));
    expect(cover.attack("partial3", bow)).toEqual({ defenceBonus: 0, parts: [{ key: "cover", value: -3 }], refused: null });
    expect(cover.attack("total", bow).refused).toBe("cannotBeHit");
    expect(cover.targetable("total")).toBe(true);
  });

  it("GOR-6 a retreating target with a +1 shield: +2 vs AAC 13; a rear attack vs AAC 13", () => {
    const t = fighter({ defences: { ac: 13, pd: 10, md: 10 }, armour: [{ defence: 1, shield: true }] });
    expect(model.defences(t).ac).toBe(14);
    const retreat = model.against(input(fighter()), target(t, { retreating: true }));
    expect(retreat).toEqual({ defence: 13, parts: [{ key: "retreat", value: 2 }], refused: null });
    const rear = model.against(input(fighter(), item(), { ...options, rear: true }), target(t));
    expect(rear).toEqual({ defence: 13, parts: [], refused: null });
  });

  it("GOR-7 1d6 + STR in melee with a floor of 1; a missile adds no STR; variable damage uses the weapon's", () => {
    const weak = fighter({ abilities: { ...fighter().abilities, str: 6 } });
    const d = model.damage(input(weak));
    expect(d).toEqual({ formula: "1d6", parts: [{ key: "ability.str", value: -2 }], minimumOnHit: true });
    const strong = fighter({ abilities: { ...fighter().abilities, str: 13 } });
    expect(model.damage(input(strong, item({ kind: "ranged" }))).parts).toEqual([]);
    const variable = changed(PRESETS.ose, { resolution: { oseVariableDamage: true } });
    expect(variable.points.attackModel!.damage(input(strong)).formula).toBe("1d8");
    expect(model.damage(input(fighter({ kind: "creature" }), item({ damage: "2d4" })))).toEqual({ formula: "2d4", parts: [], minimumOnHit: true });
  });

  it("GOR-8 winded attacker −2 to attack and damage, winded target −2 AC; unrested −1 and −1", () => {
    const winded = fighter({ conditions: ["winded"] });
    expect(model.attack(input(winded)).parts).toContainEqual({ key: "winded", value: -2 });
    expect(5 + sum(model.damage(input(winded)).parts)).toBe(3);
    expect(model.defences(fighter({ defences: { ac: 12, pd: 10, md: 10 }, conditions: ["winded"] })).ac).toBe(10);
    const tired = fighter({ conditions: ["unrested"] });
    expect(model.attack(input(tired)).parts).toContainEqual({ key: "unrested", value: -1 });
    expect(model.damage(input(tired)).parts).toContainEqual({ key: "unrested", value: -1 });
  });

  it("GOR-9 0 health kills, with or without Knock out", () => {
    const z = ose.points.zeroHealth!;
    expect(z.atZero(fighter(), { knockOut: false })).toEqual({ status: "dead", keepBelow: false, dying: false });
    expect(z.atZero(fighter({ kind: "creature" }), { knockOut: true }).status).toBe("dead");
  });

  it("GOR-10 melee on an unconscious target is auto; a missile rolls", () => {
    const down = fighter({ conditions: ["unconscious"] });
    expect(model.against(input(fighter()), target(down)).refused).toBe("auto");
    const bow = item({ kind: "ranged", range: { short: 50, medium: 100, long: 150 } });
    expect(model.against(input(fighter(), bow), target(down, { distanceHexes: 4 })).refused).toBeNull();
  });
});

describe("OSE saves, healing, morale and disruption through their points (RO-8…RO-12, RT-4)", () => {
  it("GOR-11 HD 2 saves against breath on 15; an untyped character on the NH row; success halves", () => {
    const s = ose.points.saveModel!;
    const ctx = { cover: "none" as const, advantage: false, disadvantage: false };
    expect(s.plan(fighter({ kind: "creature", hitDice: { dice: 2, plus: 0 } }), { kind: "breath", dc: 0, onSuccess: null }, ctx).target).toBe(15);
    expect((["death", "wands", "paralysis", "breath", "spells"] as const).map((k) => s.plan(fighter(), { kind: k, dc: 0, onSuccess: null }, ctx).target)).toEqual([14, 15, 16, 17, 18]);
    expect(s.defaultOnSuccess).toBe("half");
    expect(s.plan(fighter(), { kind: "dex", dc: 12, onSuccess: null }, ctx)).toEqual({ dice: { kind: "d20", keep: "one" }, parts: [], target: 12 });
  });

  it("GOR-12 the rests: a full day 1d3, an interrupted day nothing", () => {
    const h = ose.points.healing!;
    expect(h.rests.map((r) => [r.id, r.formula(fighter())])).toEqual([["oseRestDay", "1d3"], ["oseRestInterrupted", ""]]);
    expect(h.tempHealth).toBe(false);
  });

  it("GOR-14 morale 8 rolls 2d6 ≤ 8; two successes, 12 and 2 need no roll; the prompts of four goblins", () => {
    const m = ose.points.morale!;
    const goblin = fighter({ kind: "creature", playerCharacter: false, morale: 8 });
    const ctx = { adjustment: 0, advantage: false, disadvantage: false, fitting: false };
    expect(m.plan(goblin, ctx)).toEqual({ dice: "2d6", parts: [], stands: { atMost: 8 } });
    expect(m.automatic?.(goblin, ctx)).toBeNull();
    expect(m.plan(goblin, { ...ctx, successes: 2 })).toBeNull();
    expect(m.automatic?.(goblin, { ...ctx, successes: 2 })).toBe("stands");
    expect(m.automatic?.({ ...goblin, morale: 12 }, { ...ctx, adjustment: -1 })).toBe("stands");
    expect(m.plan({ ...goblin, morale: 7 }, { ...ctx, adjustment: 2 })?.stands).toEqual({ atMost: 9 });
    expect(m.automatic?.({ ...goblin, morale: 2 }, ctx)).toBe("flees");
    expect(m.plan(fighter(), ctx)).toBeNull();
    const side = (dead: number) => ({ total: 4, dead, down: dead });
    expect([m.prompts?.(side(0), side(1)), m.prompts?.(side(1), side(2)), m.prompts?.(side(2), side(3))]).toEqual([["firstDeath"], ["half"], []]);
  });

  it("GOR-13 the disruption point: hits before the landing second disrupt, at it they do not; off in the book", () => {
    const d = ose.points.spellDisruption!;
    const cast = { startedRound: 2, landsAt: 57 };
    expect([49, 55, 57].map((t) => d.disrupts(cast, "hit", t))).toEqual([true, true, false]);
    expect(d.disrupts(cast, "miss", 50)).toBe(false);
    expect(d.disrupts(cast, "failedSave", 44)).toBe(true);
    expect(d.window(cast)).toEqual({ from: 41, until: 57 });
  });
});

describe("the A5E save model and cover through their points (RA-1)", () => {
  const a5e = resolveRuleset(PRESETS.a5e);
  const dex14 = fighter({ abilities: { ...fighter().abilities, dex: 14 } });
  const plan = (cover: AttackTarget["cover"]) => a5e.points.saveModel!.plan(dex14, { kind: "dex", dc: 12, onSuccess: null }, { cover, advantage: false, disadvantage: false });

  it("GAR-1 DC 12 Dex with DEX 14: 9 → 11 fails, 10 → 12 succeeds and takes nothing", () => {
    const p = plan("none");
    expect(9 + sum(p.parts) >= p.target).toBe(false);
    expect(10 + sum(p.parts) >= p.target).toBe(true);
    expect(a5e.points.saveModel!.defaultOnSuccess).toBe("none");
  });

  it("GAR-2 half cover makes 8 a success (12); three-quarters +5 (15); total cover cannot be targeted; +2/+5 to AC", () => {
    expect(8 + sum(plan("half").parts)).toBe(12);
    expect(8 + sum(plan("threeQuarters").parts)).toBe(15);
    const cover = a5e.points.cover!;
    expect(cover.targetable("total")).toBe(false);
    expect(cover.targetable("threeQuarters")).toBe(true);
    const atk: AttackInput = { attacker: fighter(), item: item(), options };
    expect(cover.attack("half", atk)).toEqual({ defenceBonus: 2, parts: [], refused: null });
    expect(cover.attack("threeQuarters", atk).defenceBonus).toBe(5);
    expect(cover.attack("total", atk).refused).toBe("cannotBeHit");
  });
});
