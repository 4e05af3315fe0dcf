import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BOOK_RULESET, resolveWith } from "../ruleset/resolve";
import { BOOK_CONFIG, PRESETS } from "../ruleset/config";
import type { RuleModule } from "../ruleset/types";
import type { AttackModel, NaturalsModel } from "../ruleset/points/resolution";
import { RESOLUTION_LIST_POINTS, RESOLUTION_ONE_POINTS } from "../ruleset/points/resolution";
import { planAttack, judgeAttack, rowAmount, type AttackRow } from "./attack";
import { fighter, item, options, target } from "../../../tests/support/fighters";
import { hostile, rulesErrorCode, thrownBy } from "../../../tests/support/rules-error";
import { RulesError } from "../errors";
import { MAX_TARGETS } from "./validate";

const input = (over: Parameters<typeof item>[0] = {}, opts: Parameters<typeof options>[0] = {}) => ({ attacker: fighter(), item: item(over), options: options(opts) });
const ac = (n: number) => target(fighter({ kind: "creature", playerCharacter: false, defences: { ac: n, pd: 10, md: 10 } }));
const noCtx = { damageParts: [], minimumOnHit: false, selfFumble: false };

describe("the book's attack (RESOLUTION.md §3.2)", () => {
  it("GB-1: attack 1d20 + 2 rolling 11 hits AC 13 and misses AC 14 (R3: total ≥ defence)", () => {
    const i = input({ attack: "1d20 + 2" });
    const plan = planAttack(i, [ac(13), ac(14)], BOOK_RULESET);
    expect(plan.dice).toEqual({ kind: "formula", formula: "1d20 + 2" });
    expect(plan.targets.map((t) => t.defence)).toEqual([13, 14]);
    const rows = judgeAttack(i, plan, [{ natural: 11, diceTotal: 13 }, { natural: 11, diceTotal: 13 }], BOOK_RULESET);
    expect(rows.map((r) => [r.outcome, r.total, r.defence, r.deals])).toEqual([["hit", 13, 13, "damage"], ["miss", 13, 14, "none"]]);
  });

  it("GB-3: no natural rules in the book: a natural 20 totalling 22 misses AC 25, a natural 1 totalling 14 hits AC 12 (RB-4)", () => {
    const i = input();
    const plan = planAttack(i, [ac(25), ac(12)], BOOK_RULESET);
    const rows = judgeAttack(i, plan, [{ natural: 20, diceTotal: 22 }, { natural: 1, diceTotal: 14 }], BOOK_RULESET);
    expect(rows.map((r) => [r.outcome, r.multiplier, r.natural])).toEqual([["miss", 1, 20], ["hit", 1, 1]]);
  });

  it("GB-6: one attack, A (AC 12, total 15) −9 and B (AC 16, total 13) a miss for 0, from one damage roll of 9", () => {
    const i = input({ damage: "2d4 + 1" });
    const plan = planAttack(i, [ac(12), ac(16)], BOOK_RULESET);
    expect(plan.damage).toEqual({ formula: "2d4 + 1", parts: [], minimumOnHit: false });
    expect(plan.missDamage).toBeNull();
    const rows = judgeAttack(i, plan, [{ natural: 15, diceTotal: 15 }, { natural: 13, diceTotal: 13 }], BOOK_RULESET);
    const rolled = { damage: 9, missDamage: 0 };
    expect(rows.map((r) => [r.outcome, rowAmount(r, rolled, { damageParts: plan.damage.parts, minimumOnHit: plan.damage.minimumOnHit, selfFumble: false }, BOOK_RULESET)])).toEqual([["hit", 9], ["miss", 0]]);
  });

  it("the situational modifier is a listed part of every total (R18); AC includes the target's armour (RB-3)", () => {
    const i = input({}, { situational: -2 });
    const t = target(fighter({ armour: [{ defence: 3, shield: false }] }));
    const plan = planAttack(i, [t], BOOK_RULESET);
    expect(plan.parts).toEqual([{ key: "situational", value: -2 }]);
    const [row] = judgeAttack(i, plan, [{ natural: 14, diceTotal: 14 }], BOOK_RULESET);
    expect(row).toMatchObject({ total: 12, defence: 13, outcome: "miss", parts: [{ key: "situational", value: -2 }] });
    expect(planAttack(input(), [t], BOOK_RULESET).parts).toEqual([]);
  });

  it("the item's defence kind picks the target's defence", () => {
    const t = target(fighter({ defences: { ac: 10, pd: 14, md: 18 } }));
    expect(planAttack(input({ defence: "md" }), [t], BOOK_RULESET).targets[0]!.defence).toBe(18);
  });

  it("GXR-2: the book config is the book, and its ruleset has every resolution point empty", () => {
    expect(BOOK_CONFIG.resolution).toMatchObject({ attack: "book", naturals: "none", zeroHealth: "book", healing: "book", saves: "book", morale: "off", cover: "none", revealDefences: "observers", autoZeroStatus: true });
    // The models' own toggles (miss damage, temporary health, …) are all off in the book.
    for (const [k, v] of Object.entries(BOOK_CONFIG.resolution)) if (typeof v === "boolean" && k !== "autoZeroStatus") expect(v, k).toBe(false);
    for (const p of Object.keys(RESOLUTION_ONE_POINTS)) expect(BOOK_RULESET.points[p as keyof typeof RESOLUTION_ONE_POINTS], p).toBeNull();
    for (const p of Object.keys(RESOLUTION_LIST_POINTS)) expect(BOOK_RULESET.points[p as keyof typeof RESOLUTION_LIST_POINTS], p).toEqual([]);
    for (const id of ["a13", "ose", "osr", "a5e"] as const) expect(PRESETS[id].resolution.autoZeroStatus).toBe(true);
  });
});

describe("rowAmount (R5)", () => {
  const row = (over: Partial<AttackRow> = {}): AttackRow => ({ outcome: "hit", natural: 10, total: 10, defence: 10, parts: [], multiplier: 1, halvings: 0, deals: "damage", ...over });

  it("applies parts, the crit, halvings, the minimum on a hit, in that order, and never goes below 0", () => {
    expect(rowAmount(row({ multiplier: 2, halvings: 1 }), { damage: 7, missDamage: 0 }, { ...noCtx, damageParts: [{ key: "winded", value: -2 }] }, BOOK_RULESET)).toBe(5);
    expect(rowAmount(row(), { damage: 1, missDamage: 0 }, { ...noCtx, damageParts: [{ key: "winded", value: -2 }], minimumOnHit: true }, BOOK_RULESET)).toBe(1);
    expect(rowAmount(row(), { damage: 1, missDamage: 0 }, { ...noCtx, damageParts: [{ key: "winded", value: -2 }] }, BOOK_RULESET)).toBe(0);
    expect(rowAmount(row({ deals: "missDamage", outcome: "miss" }), { damage: 9, missDamage: 2 }, { ...noCtx, damageParts: [{ key: "x", value: 5 }], minimumOnHit: true }, BOOK_RULESET)).toBe(2);
    expect(rowAmount(row({ deals: "none", outcome: "miss" }), { damage: 9, missDamage: 2 }, noCtx, BOOK_RULESET)).toBe(0);
  });

  it("the minimum of 1 is for a hit, a crit or an automatic hit that deals damage, not for miss damage (003:L918)", () => {
    const min = { ...noCtx, minimumOnHit: true };
    expect(rowAmount(row({ outcome: "crit", multiplier: 2, halvings: 2 }), { damage: 1, missDamage: 0 }, min, BOOK_RULESET)).toBe(1);
    expect(rowAmount(row({ outcome: "crit", multiplier: 2, halvings: 2 }), { damage: 1, missDamage: 0 }, noCtx, BOOK_RULESET)).toBe(0);
    expect(rowAmount(row({ outcome: "auto", natural: null, total: null, halvings: 1 }), { damage: 1, missDamage: 0 }, min, BOOK_RULESET)).toBe(1);
    expect(rowAmount(row({ outcome: "hit", deals: "missDamage" }), { damage: 9, missDamage: 0 }, min, BOOK_RULESET)).toBe(0);
    expect(rowAmount(row({ outcome: "fumble", deals: "damage" }), { damage: 0, missDamage: 0 }, min, BOOK_RULESET)).toBe(0);
  });

  it("the book does not double a self-fumble (no natural rules, RB-4)", () => {
    expect(rowAmount(row(), { damage: 7, missDamage: 0 }, { ...noCtx, selfFumble: true }, BOOK_RULESET)).toBe(7);
  });

  it("property: never below 0, a whole number, for any legal row and roll", () => {
    const outcome = fc.constantFrom("crit", "hit", "miss", "fumble", "auto", "outOfRange", "cannotBeHit" as const);
    fc.assert(fc.property(
      outcome, fc.constantFrom("damage", "missDamage", "none" as const), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 8 }),
      fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 4 }), fc.boolean(), fc.boolean(),
      (o, deals, multiplier, halvings, damage, missDamage, parts, minimumOnHit, selfFumble) => {
        const n = rowAmount(row({ outcome: o, deals, multiplier, halvings }), { damage, missDamage }, { damageParts: parts.map((value) => ({ key: "p", value })), minimumOnHit, selfFumble }, BOOK_RULESET);
        return Number.isSafeInteger(n) && n >= 0 && !Object.is(n, -0);
      },
    ), { seed: 41, numRuns: 500 });
  });

  it("refuses bad numbers with a RulesError, never NaN", () => {
    expect(rulesErrorCode(() => rowAmount(row(), { damage: Number.NaN, missDamage: 0 }, noCtx, BOOK_RULESET))).toBe("NOT_A_NUMBER");
    expect(rulesErrorCode(() => rowAmount(row({ multiplier: 0 }), { damage: 1, missDamage: 0 }, noCtx, BOOK_RULESET))).toBe("OUT_OF_RANGE");
    expect(rulesErrorCode(() => rowAmount(hostile({ ...row(), deals: "all" }), { damage: 1, missDamage: 0 }, noCtx, BOOK_RULESET))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => rowAmount(row(), { damage: 1, missDamage: 0 }, noCtx, hostile(null)))).toBe("INVALID_ARGUMENT");
  });
});

describe("input checks", () => {
  it("refuses a bad attacker, target, plan or roll list clearly", () => {
    expect(rulesErrorCode(() => planAttack(hostile({ ...input(), attacker: { ...fighter(), level: Infinity } }), [], BOOK_RULESET))).toBe("NOT_FINITE");
    expect(rulesErrorCode(() => planAttack(input(), hostile([{ ...ac(12), cover: "lots" }]), BOOK_RULESET))).toBe("INVALID_ARGUMENT");
    const plan = planAttack(input(), [ac(12)], BOOK_RULESET);
    expect(rulesErrorCode(() => judgeAttack(input(), plan, [], BOOK_RULESET))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => judgeAttack(input(), plan, [null], BOOK_RULESET))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => judgeAttack(input(), plan, [{ natural: 21, diceTotal: 21 }], BOOK_RULESET))).toBe("OUT_OF_RANGE");
    expect(rulesErrorCode(() => judgeAttack(input(), hostile({ ...plan, targets: [{ ...plan.targets[0], defence: "12" }] }), [{ natural: 2, diceTotal: 2 }], BOOK_RULESET))).toBe("NOT_A_NUMBER");
  });
});

describe("a module that fills a point is called", () => {
  const calls: string[] = [];
  const attackModel: AttackModel = {
    attack: () => (calls.push("attack"), { dice: { kind: "d20", keep: "one" }, parts: [{ key: "level", value: 3 }] }),
    against: (_i, t) => (calls.push("against"), { defence: t.fighter.defences.pd, parts: [], refused: t.cover === "total" ? "cannotBeHit" : null }),
    hits: (total, defence) => (calls.push("hits"), total > defence),
    damage: () => (calls.push("damage"), { formula: "1d6", parts: [{ key: "winded", value: -2 }], minimumOnHit: true }),
    halvings: () => (calls.push("halvings"), 1),
    defences: (f) => f.defences,
  };
  const naturals: NaturalsModel = { outcome: (natural, hit) => (natural === 20 ? "crit" : natural === 1 ? "fumble" : hit ? "hit" : "miss"), selfFumbleDoubles: true };
  const modules: RuleModule[] = [
    { id: "t.attack", domain: "resolution", selects: { path: "resolution.attack", value: "t" }, contribute: () => ({ attackModel }) },
    { id: "t.naturals", domain: "resolution", selects: { path: "resolution.naturals", value: "t" }, contribute: () => ({ naturals, missDamage: { formula: (i) => i.item.missDamage } }) },
  ];
  const ruleset = resolveWith({ ...BOOK_CONFIG, resolution: { ...BOOK_CONFIG.resolution, attack: "t" as never, naturals: "t" as never } }, modules);

  it("plans, judges and totals through the module's points", () => {
    const i = input({ missDamage: "@level" });
    const pd = (n: number) => target(fighter({ defences: { ac: 30, pd: n, md: 10 } }));
    const plan = planAttack(i, [pd(13), pd(13), pd(5), pd(5), { ...pd(5), cover: "total" }], ruleset);
    expect(plan.dice).toEqual({ kind: "d20", keep: "one" });
    expect(plan.missDamage).toBe("@level");
    const rows = judgeAttack(i, plan, [{ natural: 10, diceTotal: 10 }, { natural: 20, diceTotal: 20 }, { natural: 1, diceTotal: 1 }, { natural: 3, diceTotal: 3 }, null], ruleset);
    // 10 + 3 = 13 is not > 13 under this model's hit test.
    expect(rows.map((r) => [r.outcome, r.deals, r.multiplier, r.halvings])).toEqual([["miss", "missDamage", 1, 1], ["crit", "damage", 2, 1], ["fumble", "none", 1, 0], ["hit", "damage", 1, 1], ["cannotBeHit", "none", 1, 0]]);
    expect(calls).toEqual(expect.arrayContaining(["attack", "against", "hits", "damage", "halvings"]));
    const ctx = { damageParts: plan.damage.parts, minimumOnHit: plan.damage.minimumOnHit, selfFumble: false };
    expect(rows.map((r) => rowAmount(r, { damage: 3, missDamage: 2 }, ctx, ruleset))).toEqual([1, 1, 0, 1, 0]);
    expect(rowAmount(rows[1]!, { damage: 9, missDamage: 2 }, { ...ctx, selfFumble: true }, ruleset)).toBe(14);
  });

  it("R2 beyond reach: an automatic hit becomes out of range, a refusal the model already made stands, and an adjacent target keeps its automatic hit", () => {
    const helpless: AttackModel = { ...attackModel, against: (_i, t) => ({ defence: 10, parts: [], refused: t.cover === "total" ? "cannotBeHit" : "auto" }) };
    const autoRules = resolveWith({ ...BOOK_CONFIG, resolution: { ...BOOK_CONFIG.resolution, attack: "t" as never } }, [{ id: "t.attack", domain: "resolution", selects: { path: "resolution.attack", value: "t" }, contribute: () => ({ attackModel: helpless }) }]);
    const at = (distanceHexes: number, cover: "none" | "total" = "none") => ({ ...target(fighter({ kind: "creature", playerCharacter: false }), { distanceHexes, feetPerHex: 5 }), cover });
    const plan = planAttack(input({ kind: "melee" }), [at(3), at(3, "total"), at(1)], autoRules);
    expect(plan.targets.map((t) => t.refused)).toEqual(["outOfRange", "cannotBeHit", "auto"]);
  });

  it("refuses a weapon whose unarmed flag is not a boolean, naming item.unarmed", () => {
    const thrown = thrownBy(() => planAttack(hostile({ ...input(), item: { ...item(), unarmed: "yes" } }), [], BOOK_RULESET));
    expect(thrown).toBeInstanceOf(RulesError);
    expect((thrown as RulesError).message).toContain("item.unarmed");
  });

  it("an automatic hit has no roll, deals damage with the model's halvings for no natural, and gets the minimum on a hit", () => {
    const helpless: AttackModel = { ...attackModel, against: () => ({ defence: 10, parts: [], refused: "auto" }), halvings: (_i, _f, natural) => (natural === null ? 1 : 0) };
    const autoRules = resolveWith({ ...BOOK_CONFIG, resolution: { ...BOOK_CONFIG.resolution, attack: "t" as never } }, [{ id: "t.attack", domain: "resolution", selects: { path: "resolution.attack", value: "t" }, contribute: () => ({ attackModel: helpless }) }]);
    const i = input();
    const plan = planAttack(i, [ac(12)], autoRules);
    const [row] = judgeAttack(i, plan, [null], autoRules);
    expect(row).toEqual({ outcome: "auto", natural: null, total: null, defence: 10, parts: [{ key: "level", value: 3 }], multiplier: 1, halvings: 1, deals: "damage" });
    expect(rowAmount(row!, { damage: 5, missDamage: 0 }, noCtx, autoRules)).toBe(2);
    expect(rowAmount(row!, { damage: 1, missDamage: 0 }, noCtx, autoRules)).toBe(0);
    expect(rowAmount(row!, { damage: 1, missDamage: 0 }, { ...noCtx, minimumOnHit: true }, autoRules)).toBe(1);
  });
});

describe("every refusal names the field it refuses (R19)", () => {
  const i = input();
  const t = ac(12);
  // Planned inside each test, never while the file is collected: a refusal there would stop every test.
  const plan = () => planAttack(i, [t], BOOK_RULESET);
  const roll = { natural: 10, diceTotal: 10 };
  const row: AttackRow = { outcome: "hit", natural: 10, total: 10, defence: 10, parts: [], multiplier: 1, halvings: 0, deals: "damage" };
  const rolled = { damage: 5, missDamage: 0 };
  const withItem = (over: Record<string, unknown>) => hostile({ ...i, item: { ...i.item, ...over } });
  const withOptions = (over: Record<string, unknown>) => hostile({ ...i, options: { ...i.options, ...over } });
  const withPlanTarget = (over: Record<string, unknown>) => hostile({ ...plan(), targets: [{ ...plan().targets[0], ...over }] });
  const cases: [string, () => unknown, string, string][] = [
    ["ruleset", () => planAttack(i, [t], hostile({})), "INVALID_ARGUMENT", "ruleset"],
    ["input", () => planAttack(hostile(null), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input"],
    ["attacker", () => planAttack(hostile({ ...i, attacker: null }), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input.attacker"],
    ["item", () => planAttack(hostile({ ...i, item: null }), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input.item"],
    ["kind", () => planAttack(withItem({ kind: "thrown" }), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input.item.kind"],
    ["spell", () => planAttack(withItem({ spell: "no" }), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input.item.spell"],
    ["tradition", () => planAttack(withItem({ tradition: "primal" }), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input.item.tradition"],
    ["ability", () => planAttack(withItem({ ability: "luck" }), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input.item.ability"],
    ["defence", () => planAttack(withItem({ defence: "hp" }), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input.item.defence"],
    ["attackBonus", () => planAttack(withItem({ attackBonus: 1.5 }), [t], BOOK_RULESET), "NOT_INTEGER", "input.item.attackBonus"],
    ["proficient", () => planAttack(withItem({ proficient: 1 }), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input.item.proficient"],
    ["critExpand", () => planAttack(withItem({ critExpand: 21 }), [t], BOOK_RULESET), "OUT_OF_RANGE", "input.item.critExpand"],
    ["damageType", () => planAttack(withItem({ damageType: 3 }), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input.item.damageType"],
    ["range", () => planAttack(withItem({ range: null }), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input.item.range"],
    ["range.short", () => planAttack(withItem({ range: { short: 0.5, medium: 0, long: 0 } }), [t], BOOK_RULESET), "NOT_INTEGER", "input.item.range.short"],
    ["range.medium", () => planAttack(withItem({ range: { short: 0, medium: "far", long: 0 } }), [t], BOOK_RULESET), "NOT_A_NUMBER", "input.item.range.medium"],
    ["range.long", () => planAttack(withItem({ range: { short: 0, medium: 0, long: Number.NaN } }), [t], BOOK_RULESET), "NOT_A_NUMBER", "input.item.range.long"],
    ["attack", () => planAttack(withItem({ attack: null }), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input.item.attack"],
    ["damage", () => planAttack(withItem({ damage: 8 }), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input.item.damage"],
    ["missDamage", () => planAttack(withItem({ missDamage: false }), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input.item.missDamage"],
    ["options", () => planAttack(hostile({ ...i, options: "none" }), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input.options"],
    ["situational", () => planAttack(withOptions({ situational: 0.5 }), [t], BOOK_RULESET), "NOT_INTEGER", "input.options.situational"],
    ["advantage", () => planAttack(withOptions({ advantage: "yes" }), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input.options.advantage"],
    ["disadvantage", () => planAttack(withOptions({ disadvantage: 0 }), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input.options.disadvantage"],
    ["rear", () => planAttack(withOptions({ rear: null }), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input.options.rear"],
    ["knockOut", () => planAttack(withOptions({ knockOut: "no" }), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input.options.knockOut"],
    ["hostileClose", () => planAttack(withOptions({ hostileClose: 1 }), [t], BOOK_RULESET), "INVALID_ARGUMENT", "input.options.hostileClose"],
    ["escalation", () => planAttack(withOptions({ escalation: 1.5 }), [t], BOOK_RULESET), "NOT_INTEGER", "input.options.escalation"],
    ["targets", () => planAttack(i, hostile(null), BOOK_RULESET), "INVALID_ARGUMENT", "targets"],
    ["target", () => planAttack(i, hostile([null]), BOOK_RULESET), "INVALID_ARGUMENT", "targets[0]"],
    ["target fighter", () => planAttack(i, hostile([t, { ...t, fighter: null }]), BOOK_RULESET), "INVALID_ARGUMENT", "targets[1].fighter"],
    ["distance", () => planAttack(i, hostile([{ ...t, distanceHexes: 1.5 }]), BOOK_RULESET), "NOT_INTEGER", "targets[0].distanceHexes"],
    ["feetPerHex", () => planAttack(i, hostile([{ ...t, feetPerHex: "5" }]), BOOK_RULESET), "NOT_A_NUMBER", "targets[0].feetPerHex"],
    ["distance < 0", () => planAttack(i, [{ ...t, distanceHexes: -1 }], BOOK_RULESET), "NEGATIVE", "targets[0].distanceHexes"],
    ["feetPerHex 0", () => planAttack(i, [{ ...t, feetPerHex: 0 }], BOOK_RULESET), "OUT_OF_RANGE", "targets[0].feetPerHex"],
    ["cover", () => planAttack(i, hostile([{ ...t, cover: "lots" }]), BOOK_RULESET), "INVALID_ARGUMENT", "targets[0].cover"],
    ["retreating", () => planAttack(i, hostile([{ ...t, retreating: "yes" }]), BOOK_RULESET), "INVALID_ARGUMENT", "targets[0].retreating"],
    ["judge ruleset", () => judgeAttack(i, plan(), [roll], hostile(null)), "INVALID_ARGUMENT", "ruleset"],
    ["judge input", () => judgeAttack(hostile({ ...i, attacker: 3 }), plan(), [roll], BOOK_RULESET), "INVALID_ARGUMENT", "input.attacker"],
    ["plan", () => judgeAttack(i, hostile(null), [roll], BOOK_RULESET), "INVALID_ARGUMENT", "plan"],
    ["plan parts", () => judgeAttack(i, hostile({ ...plan(), parts: null }), [roll], BOOK_RULESET), "INVALID_ARGUMENT", "plan.parts"],
    ["plan targets", () => judgeAttack(i, hostile({ ...plan(), targets: {} }), [roll], BOOK_RULESET), "INVALID_ARGUMENT", "plan.targets"],
    ["plan target", () => judgeAttack(i, hostile({ ...plan(), targets: [7] }), [roll], BOOK_RULESET), "INVALID_ARGUMENT", "plan.targets[0]"],
    ["plan defence", () => judgeAttack(i, withPlanTarget({ defence: 0.5 }), [roll], BOOK_RULESET), "NOT_INTEGER", "plan.targets[0].defence"],
    ["plan target parts", () => judgeAttack(i, withPlanTarget({ parts: [{ key: "x", value: 0.5 }] }), [roll], BOOK_RULESET), "NOT_INTEGER", "plan.targets[0].parts[0].value"],
    ["plan refused", () => judgeAttack(i, withPlanTarget({ refused: "miss" }), [null], BOOK_RULESET), "INVALID_ARGUMENT", "plan.targets[0].refused"],
    ["plan fighter", () => judgeAttack(i, withPlanTarget({ fighter: null }), [roll], BOOK_RULESET), "INVALID_ARGUMENT", "plan.targets[0].fighter"],
    ["plan missDamage", () => judgeAttack(i, hostile({ ...plan(), missDamage: 4 }), [roll], BOOK_RULESET), "INVALID_ARGUMENT", "plan.missDamage"],
    ["roll for a refused target", () => judgeAttack(i, withPlanTarget({ refused: "outOfRange" }), [roll], BOOK_RULESET), "INVALID_ARGUMENT", "rolls[0]"],
    ["rolls", () => judgeAttack(i, plan(), hostile("rolls"), BOOK_RULESET), "INVALID_ARGUMENT", "rolls"],
    ["rolls length", () => judgeAttack(i, plan(), [roll, roll], BOOK_RULESET), "INVALID_ARGUMENT", "rolls.length"],
    ["roll", () => judgeAttack(i, plan(), hostile([{ natural: 0, diceTotal: 3 }]), BOOK_RULESET), "OUT_OF_RANGE", "rolls[0].natural"],
    ["row ruleset", () => rowAmount(row, rolled, noCtx, hostile(undefined)), "INVALID_ARGUMENT", "ruleset"],
    ["row", () => rowAmount(hostile(null), rolled, noCtx, BOOK_RULESET), "INVALID_ARGUMENT", "row"],
    ["row outcome", () => rowAmount(hostile({ ...row, outcome: "graze" }), rolled, noCtx, BOOK_RULESET), "INVALID_ARGUMENT", "row.outcome"],
    ["row deals", () => rowAmount(hostile({ ...row, deals: "all" }), rolled, noCtx, BOOK_RULESET), "INVALID_ARGUMENT", "row.deals"],
    ["row multiplier", () => rowAmount(hostile({ ...row, multiplier: 1.5 }), rolled, noCtx, BOOK_RULESET), "NOT_INTEGER", "row.multiplier"],
    ["row multiplier 0", () => rowAmount({ ...row, multiplier: 0 }, rolled, noCtx, BOOK_RULESET), "OUT_OF_RANGE", "row.multiplier"],
    ["row halvings", () => rowAmount(hostile({ ...row, halvings: "1" }), rolled, noCtx, BOOK_RULESET), "NOT_A_NUMBER", "row.halvings"],
    ["row halvings < 0", () => rowAmount({ ...row, halvings: -1 }, rolled, noCtx, BOOK_RULESET), "NEGATIVE", "row.halvings"],
    ["rolled", () => rowAmount(row, hostile(null), noCtx, BOOK_RULESET), "INVALID_ARGUMENT", "rolled"],
    ["rolled damage", () => rowAmount(row, { damage: 1.5, missDamage: 0 }, noCtx, BOOK_RULESET), "NOT_INTEGER", "rolled.damage"],
    ["rolled missDamage", () => rowAmount(row, { damage: 1, missDamage: Number.NaN }, noCtx, BOOK_RULESET), "NOT_A_NUMBER", "rolled.missDamage"],
    ["ctx", () => rowAmount(row, rolled, hostile(null), BOOK_RULESET), "INVALID_ARGUMENT", "ctx"],
    ["ctx parts", () => rowAmount(row, rolled, hostile({ ...noCtx, damageParts: null }), BOOK_RULESET), "INVALID_ARGUMENT", "ctx.damageParts"],
    ["ctx minimum", () => rowAmount(row, rolled, hostile({ ...noCtx, minimumOnHit: "no" }), BOOK_RULESET), "INVALID_ARGUMENT", "ctx.minimumOnHit"],
    ["ctx fumble", () => rowAmount(row, rolled, hostile({ ...noCtx, selfFumble: 0 }), BOOK_RULESET), "INVALID_ARGUMENT", "ctx.selfFumble"],
  ];
  it.each(cases)("%s", (_label, f, code, parameter) => {
    const e = thrownBy(f);
    expect(e).toBeInstanceOf(RulesError);
    expect(e).toMatchObject({ code, parameter });
  });

  it("the refusals with a rule of their own give the value and the rule", () => {
    const many = Array.from({ length: MAX_TARGETS + 1 }, () => t);
    // The code of each refusal (distance: NEGATIVE, the rest: OUT_OF_RANGE or INVALID_ARGUMENT) is checked in the table above.
    expect(rulesErrorCode(() => planAttack(i, many, BOOK_RULESET))).toBe("OUT_OF_RANGE");
    expect(rulesErrorCode(() => judgeAttack(i, plan(), Array.from({ length: MAX_TARGETS + 1 }, () => roll), BOOK_RULESET))).toBe("OUT_OF_RANGE");
    const cases: [() => unknown, string, unknown, RegExp][] = [
      [() => planAttack(i, [{ ...t, distanceHexes: -3 }], BOOK_RULESET), "targets[0].distanceHexes", -3, /expected a distance ≥ 0$/],
      [() => planAttack(i, [{ ...t, feetPerHex: 0 }], BOOK_RULESET), "targets[0].feetPerHex", 0, /expected a number > 0$/],
      [() => planAttack(i, many, BOOK_RULESET), "targets.length", MAX_TARGETS + 1, new RegExp(`expected at most ${MAX_TARGETS} targets$`)],
      [() => judgeAttack(i, plan(), Array.from({ length: MAX_TARGETS + 1 }, () => roll), BOOK_RULESET), "rolls.length", MAX_TARGETS + 1, new RegExp(`expected at most ${MAX_TARGETS} targets$`)],
      [() => judgeAttack(i, plan(), [roll, roll], BOOK_RULESET), "rolls.length", 2, /expected one roll per target \(1\)$/],
      [() => judgeAttack(i, withPlanTarget({ refused: "cannotBeHit" }), [roll], BOOK_RULESET), "rolls[0]", roll, /expected null: the target is cannotBeHit$/],
      [() => rowAmount({ ...row, multiplier: 0 }, rolled, noCtx, BOOK_RULESET), "row.multiplier", 0, /expected a multiplier ≥ 1$/],
      [() => rowAmount({ ...row, halvings: -2 }, rolled, noCtx, BOOK_RULESET), "row.halvings", -2, /expected halvings ≥ 0$/],
    ];
    for (const [f, parameter, value, message] of cases) {
      const e = thrownBy(f);
      expect(e).toBeInstanceOf(RulesError);
      expect(e).toMatchObject({ parameter, value });
      expect((e as Error).message).toMatch(message);
    }
  });

  it("accepts every value at the edge of its bound: distance 0 or unmeasured, 1 foot per hex, the most targets", () => {
    expect(planAttack(i, [{ ...t, distanceHexes: 0 }, { ...t, distanceHexes: null }, { ...t, feetPerHex: 1 }], BOOK_RULESET).targets).toHaveLength(3);
    const most = planAttack(i, Array.from({ length: MAX_TARGETS }, () => t), BOOK_RULESET);
    expect(judgeAttack(i, most, most.targets.map(() => roll), BOOK_RULESET)).toHaveLength(MAX_TARGETS);
  });
});
