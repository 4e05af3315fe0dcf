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
    const plan = planAttack(BOOK_RULESET, i, [ac(13), ac(14)]);
    expect(plan.dice).toEqual({ kind: "formula", formula: "1d20 + 2" });
    expect(plan.targets.map((t) => t.defence)).toEqual([13, 14]);
    const rows = judgeAttack(BOOK_RULESET, i, plan, [{ natural: 11, diceTotal: 13 }, { natural: 11, diceTotal: 13 }]);
    expect(rows.map((r) => [r.outcome, r.total, r.defence, r.deals])).toEqual([["hit", 13, 13, "damage"], ["miss", 13, 14, "none"]]);
  });

  it("GB-3: no natural rules in the book: a natural 20 totalling 22 misses AC 25, a natural 1 totalling 14 hits AC 12 (RB-4)", () => {
    const i = input();
    const plan = planAttack(BOOK_RULESET, i, [ac(25), ac(12)]);
    const rows = judgeAttack(BOOK_RULESET, i, plan, [{ natural: 20, diceTotal: 22 }, { natural: 1, diceTotal: 14 }]);
    expect(rows.map((r) => [r.outcome, r.multiplier, r.natural])).toEqual([["miss", 1, 20], ["hit", 1, 1]]);
  });

  it("GB-6: one attack, A (AC 12, total 15) −9 and B (AC 16, total 13) a miss for 0, from one damage roll of 9", () => {
    const i = input({ damage: "2d4 + 1" });
    const plan = planAttack(BOOK_RULESET, i, [ac(12), ac(16)]);
    expect(plan.damage).toEqual({ formula: "2d4 + 1", parts: [], minimumOnHit: false });
    expect(plan.missDamage).toBeNull();
    const rows = judgeAttack(BOOK_RULESET, i, plan, [{ natural: 15, diceTotal: 15 }, { natural: 13, diceTotal: 13 }]);
    const rolled = { damage: 9, missDamage: 0 };
    expect(rows.map((r) => [r.outcome, rowAmount(BOOK_RULESET, r, rolled, { damageParts: plan.damage.parts, minimumOnHit: plan.damage.minimumOnHit, selfFumble: false })])).toEqual([["hit", 9], ["miss", 0]]);
  });

  it("the situational modifier is a listed part of every total (R18); AC includes the target's armour (RB-3)", () => {
    const i = input({}, { situational: -2 });
    const t = target(fighter({ armour: [{ defence: 3, shield: false }] }));
    const plan = planAttack(BOOK_RULESET, i, [t]);
    expect(plan.parts).toEqual([{ key: "situational", value: -2 }]);
    const [row] = judgeAttack(BOOK_RULESET, i, plan, [{ natural: 14, diceTotal: 14 }]);
    expect(row).toMatchObject({ total: 12, defence: 13, outcome: "miss", parts: [{ key: "situational", value: -2 }] });
    expect(planAttack(BOOK_RULESET, input(), [t]).parts).toEqual([]);
  });

  it("the item's defence kind picks the target's defence", () => {
    const t = target(fighter({ defences: { ac: 10, pd: 14, md: 18 } }));
    expect(planAttack(BOOK_RULESET, input({ defence: "md" }), [t]).targets[0]!.defence).toBe(18);
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
    expect(rowAmount(BOOK_RULESET, row({ multiplier: 2, halvings: 1 }), { damage: 7, missDamage: 0 }, { ...noCtx, damageParts: [{ key: "winded", value: -2 }] })).toBe(5);
    expect(rowAmount(BOOK_RULESET, row(), { damage: 1, missDamage: 0 }, { ...noCtx, damageParts: [{ key: "winded", value: -2 }], minimumOnHit: true })).toBe(1);
    expect(rowAmount(BOOK_RULESET, row(), { damage: 1, missDamage: 0 }, { ...noCtx, damageParts: [{ key: "winded", value: -2 }] })).toBe(0);
    expect(rowAmount(BOOK_RULESET, row({ deals: "missDamage", outcome: "miss" }), { damage: 9, missDamage: 2 }, { ...noCtx, damageParts: [{ key: "x", value: 5 }], minimumOnHit: true })).toBe(2);
    expect(rowAmount(BOOK_RULESET, row({ deals: "none", outcome: "miss" }), { damage: 9, missDamage: 2 }, noCtx)).toBe(0);
  });

  it("the minimum of 1 is for a hit, a crit or an automatic hit that deals damage, not for miss damage (003:L918)", () => {
    const min = { ...noCtx, minimumOnHit: true };
    expect(rowAmount(BOOK_RULESET, row({ outcome: "crit", multiplier: 2, halvings: 2 }), { damage: 1, missDamage: 0 }, min)).toBe(1);
    expect(rowAmount(BOOK_RULESET, row({ outcome: "crit", multiplier: 2, halvings: 2 }), { damage: 1, missDamage: 0 }, noCtx)).toBe(0);
    expect(rowAmount(BOOK_RULESET, row({ outcome: "auto", natural: null, total: null, halvings: 1 }), { damage: 1, missDamage: 0 }, min)).toBe(1);
    expect(rowAmount(BOOK_RULESET, row({ outcome: "hit", deals: "missDamage" }), { damage: 9, missDamage: 0 }, min)).toBe(0);
    expect(rowAmount(BOOK_RULESET, row({ outcome: "fumble", deals: "damage" }), { damage: 0, missDamage: 0 }, min)).toBe(0);
  });

  it("the book does not double a self-fumble (no natural rules, RB-4)", () => {
    expect(rowAmount(BOOK_RULESET, row(), { damage: 7, missDamage: 0 }, { ...noCtx, selfFumble: true })).toBe(7);
  });

  it("property: never below 0, a whole number, for any legal row and roll", () => {
    const outcome = fc.constantFrom("crit", "hit", "miss", "fumble", "auto", "outOfRange", "cannotBeHit" as const);
    fc.assert(fc.property(
      outcome, fc.constantFrom("damage", "missDamage", "none" as const), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 8 }),
      fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 4 }), fc.boolean(), fc.boolean(),
      (o, deals, multiplier, halvings, damage, missDamage, parts, minimumOnHit, selfFumble) => {
        const n = rowAmount(BOOK_RULESET, row({ outcome: o, deals, multiplier, halvings }), { damage, missDamage }, { damageParts: parts.map((value) => ({ key: "p", value })), minimumOnHit, selfFumble });
        return Number.isSafeInteger(n) && n >= 0 && !Object.is(n, -0);
      },
    ), { seed: 41, numRuns: 500 });
  });

  it("refuses bad numbers with a RulesError, never NaN", () => {
    expect(rulesErrorCode(() => rowAmount(BOOK_RULESET, row(), { damage: Number.NaN, missDamage: 0 }, noCtx))).toBe("NOT_A_NUMBER");
    expect(rulesErrorCode(() => rowAmount(BOOK_RULESET, row({ multiplier: 0 }), { damage: 1, missDamage: 0 }, noCtx))).toBe("OUT_OF_RANGE");
    expect(rulesErrorCode(() => rowAmount(BOOK_RULESET, hostile({ ...row(), deals: "all" }), { damage: 1, missDamage: 0 }, noCtx))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => rowAmount(hostile(null), row(), { damage: 1, missDamage: 0 }, noCtx))).toBe("INVALID_ARGUMENT");
  });
});

describe("input checks", () => {
  it("refuses a bad attacker, target, plan or roll list clearly", () => {
    expect(rulesErrorCode(() => planAttack(BOOK_RULESET, hostile({ ...input(), attacker: { ...fighter(), level: Infinity } }), []))).toBe("NOT_FINITE");
    expect(rulesErrorCode(() => planAttack(BOOK_RULESET, input(), hostile([{ ...ac(12), cover: "lots" }])))).toBe("INVALID_ARGUMENT");
    const plan = planAttack(BOOK_RULESET, input(), [ac(12)]);
    expect(rulesErrorCode(() => judgeAttack(BOOK_RULESET, input(), plan, []))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => judgeAttack(BOOK_RULESET, input(), plan, [null]))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => judgeAttack(BOOK_RULESET, input(), plan, [{ natural: 21, diceTotal: 21 }]))).toBe("OUT_OF_RANGE");
    expect(rulesErrorCode(() => judgeAttack(BOOK_RULESET, input(), hostile({ ...plan, targets: [{ ...plan.targets[0], defence: "12" }] }), [{ natural: 2, diceTotal: 2 }]))).toBe("NOT_A_NUMBER");
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
    const plan = planAttack(ruleset, i, [pd(13), pd(13), pd(5), pd(5), { ...pd(5), cover: "total" }]);
    expect(plan.dice).toEqual({ kind: "d20", keep: "one" });
    expect(plan.missDamage).toBe("@level");
    const rows = judgeAttack(ruleset, i, plan, [{ natural: 10, diceTotal: 10 }, { natural: 20, diceTotal: 20 }, { natural: 1, diceTotal: 1 }, { natural: 3, diceTotal: 3 }, null]);
    // 10 + 3 = 13 is not > 13 under this model's hit test.
    expect(rows.map((r) => [r.outcome, r.deals, r.multiplier, r.halvings])).toEqual([["miss", "missDamage", 1, 1], ["crit", "damage", 2, 1], ["fumble", "none", 1, 0], ["hit", "damage", 1, 1], ["cannotBeHit", "none", 1, 0]]);
    expect(calls).toEqual(expect.arrayContaining(["attack", "against", "hits", "damage", "halvings"]));
    const ctx = { damageParts: plan.damage.parts, minimumOnHit: plan.damage.minimumOnHit, selfFumble: false };
    expect(rows.map((r) => rowAmount(ruleset, r, { damage: 3, missDamage: 2 }, ctx))).toEqual([1, 1, 0, 1, 0]);
    expect(rowAmount(ruleset, rows[1]!, { damage: 9, missDamage: 2 }, { ...ctx, selfFumble: true })).toBe(14);
  });

  it("R2 beyond reach: an automatic hit becomes out of range, a refusal the model already made stands, and an adjacent target keeps its automatic hit", () => {
    const helpless: AttackModel = { ...attackModel, against: (_i, t) => ({ defence: 10, parts: [], refused: t.cover === "total" ? "cannotBeHit" : "auto" }) };
    const autoRules = resolveWith({ ...BOOK_CONFIG, resolution: { ...BOOK_CONFIG.resolution, attack: "t" as never } }, [{ id: "t.attack", domain: "resolution", selects: { path: "resolution.attack", value: "t" }, contribute: () => ({ attackModel: helpless }) }]);
    const at = (distanceHexes: number, cover: "none" | "total" = "none") => ({ ...target(fighter({ kind: "creature", playerCharacter: false }), { distanceHexes, feetPerHex: 5 }), cover });
    const plan = planAttack(autoRules, input({ kind: "melee" }), [at(3), at(3, "total"), at(1)]);
    expect(plan.targets.map((t) => t.refused)).toEqual(["outOfRange", "cannotBeHit", "auto"]);
  });

  it("refuses a weapon whose unarmed flag is not a boolean, naming item.unarmed", () => {
    const thrown = thrownBy(() => planAttack(BOOK_RULESET, hostile({ ...input(), item: { ...item(), unarmed: "yes" } }), []));
    expect(thrown).toBeInstanceOf(RulesError);
    expect((thrown as RulesError).message).toContain("item.unarmed");
  });

  it("an automatic hit has no roll, deals damage with the model's halvings for no natural, and gets the minimum on a hit", () => {
    const helpless: AttackModel = { ...attackModel, against: () => ({ defence: 10, parts: [], refused: "auto" }), halvings: (_i, _f, natural) => (natural === null ? 1 : 0) };
    const autoRules = resolveWith({ ...BOOK_CONFIG, resolution: { ...BOOK_CONFIG.resolution, attack: "t" as never } }, [{ id: "t.attack", domain: "resolution", selects: { path: "resolution.attack", value: "t" }, contribute: () => ({ attackModel: helpless }) }]);
    const i = input();
    const plan = planAttack(autoRules, i, [ac(12)]);
    const [row] = judgeAttack(autoRules, i, plan, [null]);
    expect(row).toEqual({ outcome: "auto", natural: null, total: null, defence: 10, parts: [{ key: "level", value: 3 }], multiplier: 1, halvings: 1, deals: "damage" });
    expect(rowAmount(autoRules, row!, { damage: 5, missDamage: 0 }, noCtx)).toBe(2);
    expect(rowAmount(autoRules, row!, { damage: 1, missDamage: 0 }, noCtx)).toBe(0);
    expect(rowAmount(autoRules, row!, { damage: 1, missDamage: 0 }, { ...noCtx, minimumOnHit: true })).toBe(1);
  });
});

describe("every refusal names the field it refuses (R19)", () => {
  const i = input();
  const t = ac(12);
  // Planned inside each test, never while the file is collected: a refusal there would stop every test.
  const plan = () => planAttack(BOOK_RULESET, i, [t]);
  const roll = { natural: 10, diceTotal: 10 };
  const row: AttackRow = { outcome: "hit", natural: 10, total: 10, defence: 10, parts: [], multiplier: 1, halvings: 0, deals: "damage" };
  const rolled = { damage: 5, missDamage: 0 };
  const withItem = (over: Record<string, unknown>) => hostile({ ...i, item: { ...i.item, ...over } });
  const withOptions = (over: Record<string, unknown>) => hostile({ ...i, options: { ...i.options, ...over } });
  const withPlanTarget = (over: Record<string, unknown>) => hostile({ ...plan(), targets: [{ ...plan().targets[0], ...over }] });
  const cases: [string, () => unknown, string, string][] = [
    ["ruleset", () => planAttack(hostile({}), i, [t]), "INVALID_ARGUMENT", "ruleset"],
    ["input", () => planAttack(BOOK_RULESET, hostile(null), [t]), "INVALID_ARGUMENT", "input"],
    ["attacker", () => planAttack(BOOK_RULESET, hostile({ ...i, attacker: null }), [t]), "INVALID_ARGUMENT", "input.attacker"],
    ["item", () => planAttack(BOOK_RULESET, hostile({ ...i, item: null }), [t]), "INVALID_ARGUMENT", "input.item"],
    ["kind", () => planAttack(BOOK_RULESET, withItem({ kind: "thrown" }), [t]), "INVALID_ARGUMENT", "input.item.kind"],
    ["spell", () => planAttack(BOOK_RULESET, withItem({ spell: "no" }), [t]), "INVALID_ARGUMENT", "input.item.spell"],
    ["tradition", () => planAttack(BOOK_RULESET, withItem({ tradition: "primal" }), [t]), "INVALID_ARGUMENT", "input.item.tradition"],
    ["ability", () => planAttack(BOOK_RULESET, withItem({ ability: "luck" }), [t]), "INVALID_ARGUMENT", "input.item.ability"],
    ["defence", () => planAttack(BOOK_RULESET, withItem({ defence: "hp" }), [t]), "INVALID_ARGUMENT", "input.item.defence"],
    ["attackBonus", () => planAttack(BOOK_RULESET, withItem({ attackBonus: 1.5 }), [t]), "NOT_INTEGER", "input.item.attackBonus"],
    ["proficient", () => planAttack(BOOK_RULESET, withItem({ proficient: 1 }), [t]), "INVALID_ARGUMENT", "input.item.proficient"],
    ["critExpand", () => planAttack(BOOK_RULESET, withItem({ critExpand: 21 }), [t]), "OUT_OF_RANGE", "input.item.critExpand"],
    ["damageType", () => planAttack(BOOK_RULESET, withItem({ damageType: 3 }), [t]), "INVALID_ARGUMENT", "input.item.damageType"],
    ["range", () => planAttack(BOOK_RULESET, withItem({ range: null }), [t]), "INVALID_ARGUMENT", "input.item.range"],
    ["range.short", () => planAttack(BOOK_RULESET, withItem({ range: { short: 0.5, medium: 0, long: 0 } }), [t]), "NOT_INTEGER", "input.item.range.short"],
    ["range.medium", () => planAttack(BOOK_RULESET, withItem({ range: { short: 0, medium: "far", long: 0 } }), [t]), "NOT_A_NUMBER", "input.item.range.medium"],
    ["range.long", () => planAttack(BOOK_RULESET, withItem({ range: { short: 0, medium: 0, long: Number.NaN } }), [t]), "NOT_A_NUMBER", "input.item.range.long"],
    ["attack", () => planAttack(BOOK_RULESET, withItem({ attack: null }), [t]), "INVALID_ARGUMENT", "input.item.attack"],
    ["damage", () => planAttack(BOOK_RULESET, withItem({ damage: 8 }), [t]), "INVALID_ARGUMENT", "input.item.damage"],
    ["missDamage", () => planAttack(BOOK_RULESET, withItem({ missDamage: false }), [t]), "INVALID_ARGUMENT", "input.item.missDamage"],
    ["options", () => planAttack(BOOK_RULESET, hostile({ ...i, options: "none" }), [t]), "INVALID_ARGUMENT", "input.options"],
    ["situational", () => planAttack(BOOK_RULESET, withOptions({ situational: 0.5 }), [t]), "NOT_INTEGER", "input.options.situational"],
    ["advantage", () => planAttack(BOOK_RULESET, withOptions({ advantage: "yes" }), [t]), "INVALID_ARGUMENT", "input.options.advantage"],
    ["disadvantage", () => planAttack(BOOK_RULESET, withOptions({ disadvantage: 0 }), [t]), "INVALID_ARGUMENT", "input.options.disadvantage"],
    ["rear", () => planAttack(BOOK_RULESET, withOptions({ rear: null }), [t]), "INVALID_ARGUMENT", "input.options.rear"],
    ["knockOut", () => planAttack(BOOK_RULESET, withOptions({ knockOut: "no" }), [t]), "INVALID_ARGUMENT", "input.options.knockOut"],
    ["hostileClose", () => planAttack(BOOK_RULESET, withOptions({ hostileClose: 1 }), [t]), "INVALID_ARGUMENT", "input.options.hostileClose"],
    ["escalation", () => planAttack(BOOK_RULESET, withOptions({ escalation: 1.5 }), [t]), "NOT_INTEGER", "input.options.escalation"],
    ["targets", () => planAttack(BOOK_RULESET, i, hostile(null)), "INVALID_ARGUMENT", "targets"],
    ["target", () => planAttack(BOOK_RULESET, i, hostile([null])), "INVALID_ARGUMENT", "targets[0]"],
    ["target fighter", () => planAttack(BOOK_RULESET, i, hostile([t, { ...t, fighter: null }])), "INVALID_ARGUMENT", "targets[1].fighter"],
    ["distance", () => planAttack(BOOK_RULESET, i, hostile([{ ...t, distanceHexes: 1.5 }])), "NOT_INTEGER", "targets[0].distanceHexes"],
    ["feetPerHex", () => planAttack(BOOK_RULESET, i, hostile([{ ...t, feetPerHex: "5" }])), "NOT_A_NUMBER", "targets[0].feetPerHex"],
    ["distance < 0", () => planAttack(BOOK_RULESET, i, [{ ...t, distanceHexes: -1 }]), "NEGATIVE", "targets[0].distanceHexes"],
    ["feetPerHex 0", () => planAttack(BOOK_RULESET, i, [{ ...t, feetPerHex: 0 }]), "OUT_OF_RANGE", "targets[0].feetPerHex"],
    ["cover", () => planAttack(BOOK_RULESET, i, hostile([{ ...t, cover: "lots" }])), "INVALID_ARGUMENT", "targets[0].cover"],
    ["retreating", () => planAttack(BOOK_RULESET, i, hostile([{ ...t, retreating: "yes" }])), "INVALID_ARGUMENT", "targets[0].retreating"],
    ["judge ruleset", () => judgeAttack(hostile(null), i, plan(), [roll]), "INVALID_ARGUMENT", "ruleset"],
    ["judge input", () => judgeAttack(BOOK_RULESET, hostile({ ...i, attacker: 3 }), plan(), [roll]), "INVALID_ARGUMENT", "input.attacker"],
    ["plan", () => judgeAttack(BOOK_RULESET, i, hostile(null), [roll]), "INVALID_ARGUMENT", "plan"],
    ["plan parts", () => judgeAttack(BOOK_RULESET, i, hostile({ ...plan(), parts: null }), [roll]), "INVALID_ARGUMENT", "plan.parts"],
    ["plan targets", () => judgeAttack(BOOK_RULESET, i, hostile({ ...plan(), targets: {} }), [roll]), "INVALID_ARGUMENT", "plan.targets"],
    ["plan target", () => judgeAttack(BOOK_RULESET, i, hostile({ ...plan(), targets: [7] }), [roll]), "INVALID_ARGUMENT", "plan.targets[0]"],
    ["plan defence", () => judgeAttack(BOOK_RULESET, i, withPlanTarget({ defence: 0.5 }), [roll]), "NOT_INTEGER", "plan.targets[0].defence"],
    ["plan target parts", () => judgeAttack(BOOK_RULESET, i, withPlanTarget({ parts: [{ key: "x", value: 0.5 }] }), [roll]), "NOT_INTEGER", "plan.targets[0].parts[0].value"],
    ["plan refused", () => judgeAttack(BOOK_RULESET, i, withPlanTarget({ refused: "miss" }), [null]), "INVALID_ARGUMENT", "plan.targets[0].refused"],
    ["plan fighter", () => judgeAttack(BOOK_RULESET, i, withPlanTarget({ fighter: null }), [roll]), "INVALID_ARGUMENT", "plan.targets[0].fighter"],
    ["plan missDamage", () => judgeAttack(BOOK_RULESET, i, hostile({ ...plan(), missDamage: 4 }), [roll]), "INVALID_ARGUMENT", "plan.missDamage"],
    ["roll for a refused target", () => judgeAttack(BOOK_RULESET, i, withPlanTarget({ refused: "outOfRange" }), [roll]), "INVALID_ARGUMENT", "rolls[0]"],
    ["rolls", () => judgeAttack(BOOK_RULESET, i, plan(), hostile("rolls")), "INVALID_ARGUMENT", "rolls"],
    ["rolls length", () => judgeAttack(BOOK_RULESET, i, plan(), [roll, roll]), "INVALID_ARGUMENT", "rolls.length"],
    ["roll", () => judgeAttack(BOOK_RULESET, i, plan(), hostile([{ natural: 0, diceTotal: 3 }])), "OUT_OF_RANGE", "rolls[0].natural"],
    ["row ruleset", () => rowAmount(hostile(undefined), row, rolled, noCtx), "INVALID_ARGUMENT", "ruleset"],
    ["row", () => rowAmount(BOOK_RULESET, hostile(null), rolled, noCtx), "INVALID_ARGUMENT", "row"],
    ["row outcome", () => rowAmount(BOOK_RULESET, hostile({ ...row, outcome: "graze" }), rolled, noCtx), "INVALID_ARGUMENT", "row.outcome"],
    ["row deals", () => rowAmount(BOOK_RULESET, hostile({ ...row, deals: "all" }), rolled, noCtx), "INVALID_ARGUMENT", "row.deals"],
    ["row multiplier", () => rowAmount(BOOK_RULESET, hostile({ ...row, multiplier: 1.5 }), rolled, noCtx), "NOT_INTEGER", "row.multiplier"],
    ["row multiplier 0", () => rowAmount(BOOK_RULESET, { ...row, multiplier: 0 }, rolled, noCtx), "OUT_OF_RANGE", "row.multiplier"],
    ["row halvings", () => rowAmount(BOOK_RULESET, hostile({ ...row, halvings: "1" }), rolled, noCtx), "NOT_A_NUMBER", "row.halvings"],
    ["row halvings < 0", () => rowAmount(BOOK_RULESET, { ...row, halvings: -1 }, rolled, noCtx), "NEGATIVE", "row.halvings"],
    ["rolled", () => rowAmount(BOOK_RULESET, row, hostile(null), noCtx), "INVALID_ARGUMENT", "rolled"],
    ["rolled damage", () => rowAmount(BOOK_RULESET, row, { damage: 1.5, missDamage: 0 }, noCtx), "NOT_INTEGER", "rolled.damage"],
    ["rolled missDamage", () => rowAmount(BOOK_RULESET, row, { damage: 1, missDamage: Number.NaN }, noCtx), "NOT_A_NUMBER", "rolled.missDamage"],
    ["ctx", () => rowAmount(BOOK_RULESET, row, rolled, hostile(null)), "INVALID_ARGUMENT", "ctx"],
    ["ctx parts", () => rowAmount(BOOK_RULESET, row, rolled, hostile({ ...noCtx, damageParts: null })), "INVALID_ARGUMENT", "ctx.damageParts"],
    ["ctx minimum", () => rowAmount(BOOK_RULESET, row, rolled, hostile({ ...noCtx, minimumOnHit: "no" })), "INVALID_ARGUMENT", "ctx.minimumOnHit"],
    ["ctx fumble", () => rowAmount(BOOK_RULESET, row, rolled, hostile({ ...noCtx, selfFumble: 0 })), "INVALID_ARGUMENT", "ctx.selfFumble"],
  ];
  it.each(cases)("%s", (_label, f, code, parameter) => {
    const e = thrownBy(f);
    expect(e).toBeInstanceOf(RulesError);
    expect(e).toMatchObject({ code, parameter });
  });

  it("the refusals with a rule of their own give the value and the rule", () => {
    const many = Array.from({ length: MAX_TARGETS + 1 }, () => t);
    // The code of each refusal (distance: NEGATIVE, the rest: OUT_OF_RANGE or INVALID_ARGUMENT) is checked in the table above.
    expect(rulesErrorCode(() => planAttack(BOOK_RULESET, i, many))).toBe("OUT_OF_RANGE");
    expect(rulesErrorCode(() => judgeAttack(BOOK_RULESET, i, plan(), Array.from({ length: MAX_TARGETS + 1 }, () => roll)))).toBe("OUT_OF_RANGE");
    const cases: [() => unknown, string, unknown, RegExp][] = [
      [() => planAttack(BOOK_RULESET, i, [{ ...t, distanceHexes: -3 }]), "targets[0].distanceHexes", -3, /expected a distance ≥ 0$/],
      [() => planAttack(BOOK_RULESET, i, [{ ...t, feetPerHex: 0 }]), "targets[0].feetPerHex", 0, /expected a number > 0$/],
      [() => planAttack(BOOK_RULESET, i, many), "targets.length", MAX_TARGETS + 1, new RegExp(`expected at most ${MAX_TARGETS} targets$`)],
      [() => judgeAttack(BOOK_RULESET, i, plan(), Array.from({ length: MAX_TARGETS + 1 }, () => roll)), "rolls.length", MAX_TARGETS + 1, new RegExp(`expected at most ${MAX_TARGETS} targets$`)],
      [() => judgeAttack(BOOK_RULESET, i, plan(), [roll, roll]), "rolls.length", 2, /expected one roll per target \(1\)$/],
      [() => judgeAttack(BOOK_RULESET, i, withPlanTarget({ refused: "cannotBeHit" }), [roll]), "rolls[0]", roll, /expected null: the target is cannotBeHit$/],
      [() => rowAmount(BOOK_RULESET, { ...row, multiplier: 0 }, rolled, noCtx), "row.multiplier", 0, /expected a multiplier ≥ 1$/],
      [() => rowAmount(BOOK_RULESET, { ...row, halvings: -2 }, rolled, noCtx), "row.halvings", -2, /expected halvings ≥ 0$/],
    ];
    for (const [f, parameter, value, message] of cases) {
      const e = thrownBy(f);
      expect(e).toBeInstanceOf(RulesError);
      expect(e).toMatchObject({ parameter, value });
      expect((e as Error).message).toMatch(message);
    }
  });

  it("accepts every value at the edge of its bound: distance 0 or unmeasured, 1 foot per hex, the most targets", () => {
    expect(planAttack(BOOK_RULESET, i, [{ ...t, distanceHexes: 0 }, { ...t, distanceHexes: null }, { ...t, feetPerHex: 1 }]).targets).toHaveLength(3);
    const most = planAttack(BOOK_RULESET, i, Array.from({ length: MAX_TARGETS }, () => t));
    expect(judgeAttack(BOOK_RULESET, i, most, most.targets.map(() => roll))).toHaveLength(MAX_TARGETS);
  });
});
