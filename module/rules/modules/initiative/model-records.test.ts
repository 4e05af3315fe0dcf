/**
 * The initiative model records state only their differences (defineInitiativeModel fills the rest
 * with the book's values). Proof that nothing changed: the defaults are the book's model, and each
 * module's record, as the ruleset resolves it, holds exactly the fields it held when every record
 * spelled out all of them (the full records below are those written-out records, field by field).
 */
import { describe, expect, it } from "vitest";
import { BOOK_INITIATIVE, NO_VARIANT_MEMORY, RulesError, initiativeModelOf, resolveRuleset, type InitiativeModelId, type VariantActorParts } from "../../index";
import type { InitiativeModelPoint } from "../../ruleset/points/initiative";
import { BOOK_MODEL_DEFAULTS, D4_PARTS, ER_PARTS, NO_PARTS, defineInitiativeModel } from "../../ruleset/points/initiative-model";
import { variantConfig } from "../../../../tests/support/variants";
import { abilityModifier } from "../../ability-scale";
import { oseDexInitiativeAdjustment } from "./ose-individual";
import { a13InitiativeBonus } from "./a13";
import { d20Second } from "./d20-anchor";
import { dexOrderSecond } from "./osr-dex";
import { oseSecond } from "./ose-side";

type Data = Omit<InitiativeModelPoint, "bonus" | "baseSecond" | "tieKey">;
interface FullRecord {
  readonly data: Data;
  readonly bonus: (actor: VariantActorParts) => number;
  readonly baseSecond: (total: number, anchor: number) => number;
  readonly tieKey: (memory: typeof NO_VARIANT_MEMORY) => number;
}

const NONE = () => 0;

/** Every record as it was written out in full, before the defaults. */
const FULL: Readonly<Record<"er2d10" | Exclude<InitiativeModelId, "er2d10">, FullRecord>> = {
  er2d10: {
    data: { id: "er2d10", cadence: "everyRound", dice: "2d10", faces: 0, rollsPer: "combatant", sharedRoll: true, hold: false, ready: false, holdIntoNextRound: false, appliesErParts: ER_PARTS, higherFirst: false, totalIsDex: false, reusesCheck: false, rollOff: false, advantage: "{2d10, 2d10}kl", sheetFields: [], sheetHint: "bonus" },
    bonus: NONE,
    baseSecond: () => {
      throw new RulesError("INVALID_ARGUMENT", "ruleset", "er2d10", "no base second");
    },
    tieKey: NONE,
  },
  a13: {
    data: { id: "a13", cadence: "once", dice: "1d20", faces: 20, rollsPer: "combatant", sharedRoll: true, hold: true, ready: true, holdIntoNextRound: true, appliesErParts: D4_PARTS, higherFirst: true, totalIsDex: false, reusesCheck: false, rollOff: false, advantage: "2d20kh", sheetFields: ["dex", "level"], sheetHint: "bonus" },
    bonus: (a) => a13InitiativeBonus(a.dex, a.level),
    baseSecond: (t, anchor) => d20Second(t, anchor),
    tieKey: (m) => m.bonus,
  },
  a5e: {
    data: { id: "a5e", cadence: "once", dice: "1d20", faces: 20, rollsPer: "combatant", sharedRoll: true, hold: false, ready: false, holdIntoNextRound: false, appliesErParts: D4_PARTS, higherFirst: true, totalIsDex: false, reusesCheck: true, rollOff: true, advantage: "2d20kh", sheetFields: ["dex"], sheetHint: "bonus" },
    bonus: (a) => abilityModifier(a.dex),
    baseSecond: (t, anchor) => d20Second(t, anchor),
    tieKey: (m) => m.rollOff,
  },
  osrDex: {
    data: { id: "osrDex", cadence: "never", dice: "none", faces: 0, rollsPer: "combatant", sharedRoll: false, hold: true, ready: false, holdIntoNextRound: false, appliesErParts: D4_PARTS, higherFirst: true, totalIsDex: true, reusesCheck: false, rollOff: false, advantage: null, sheetFields: ["dex"], sheetHint: "dexOrder" },
    bonus: NONE,
    baseSecond: (t) => dexOrderSecond(t),
    tieKey: NONE,
  },
  oseSide: {
    data: { id: "oseSide", cadence: "everyRound", dice: "1d6", faces: 6, rollsPer: "side", sharedRoll: false, hold: false, ready: false, holdIntoNextRound: false, appliesErParts: NO_PARTS, higherFirst: true, totalIsDex: false, reusesCheck: false, rollOff: false, advantage: null, sheetFields: [], sheetHint: "bonus" },
    bonus: NONE,
    baseSecond: (t) => oseSecond(t),
    tieKey: NONE,
  },
  oseIndividual: {
    data: { id: "oseIndividual", cadence: "everyRound", dice: "1d6", faces: 6, rollsPer: "combatant", sharedRoll: true, hold: false, ready: false, holdIntoNextRound: false, appliesErParts: D4_PARTS, higherFirst: true, totalIsDex: false, reusesCheck: false, rollOff: false, advantage: null, sheetFields: ["dex"], sheetHint: "bonus" },
    bonus: (a) => oseDexInitiativeAdjustment(a.dex),
    baseSecond: (t) => oseSecond(t),
    tieKey: NONE,
  },
};

const DATA_KEYS = Object.keys(FULL.er2d10.data);
const dataOf = (m: InitiativeModelPoint): Record<string, unknown> => Object.fromEntries(DATA_KEYS.map((k) => [k, (m as unknown as Record<string, unknown>)[k]]));
const outcome = (f: () => number): number | string => {
  try {
    return f();
  } catch (e) {
    return e instanceof RulesError ? `RulesError ${e.code}` : "other error";
  }
};

/** The record's behaviour against the full record's, over the whole range each function reads. */
function expectSameBehaviour(model: InitiativeModelPoint, full: FullRecord, anchor: number): void {
  const keys = [...DATA_KEYS, "bonus", "baseSecond", "tieKey"].sort();
  expect(Object.keys(model).sort()).toEqual(keys);
  expect(dataOf(model)).toEqual(full.data);
  for (let dex = 0; dex <= 100; dex += 1) {
    for (const level of [0, 1, 5, 10, 100]) {
      const actor = { dex, level, slow: false };
      expect(outcome(() => model.bonus(actor))).toBe(outcome(() => full.bonus(actor)));
    }
  }
  for (let total = -120; total <= 120; total++) expect(outcome(() => model.baseSecond(total))).toBe(outcome(() => full.baseSecond(total, anchor)));
  for (const [bonus, rollOff] of [[0, 0], [7, 13], [-3, 20]] as const) {
    const memory = { ...NO_VARIANT_MEMORY, bonus, rollOff };
    expect(model.tieKey(memory)).toBe(full.tieKey(memory));
  }
}

describe("defineInitiativeModel: a record states only what its model changes", () => {
  it("the defaults are the book's model (RULES.md §2): the book's record is its id and mapping alone", () => {
    expect(dataOf(defineInitiativeModel({ id: "er2d10", baseSecond: BOOK_INITIATIVE.baseSecond }))).toEqual(FULL.er2d10.data);
    expect({ ...BOOK_MODEL_DEFAULTS, id: "er2d10" }).toMatchObject(FULL.er2d10.data);
    expectSameBehaviour(BOOK_INITIATIVE, FULL.er2d10, 21);
    expect(initiativeModelOf(resolveRuleset(variantConfig({})))).toBe(BOOK_INITIATIVE);
  });

  it("what a record states wins over the default, and the record is frozen", () => {
    const m = defineInitiativeModel({ id: "a13", higherFirst: true, advantage: null, baseSecond: () => 5 });
    expect([m.higherFirst, m.advantage, m.dice, m.baseSecond(0)]).toEqual([true, null, "2d10", 5]);
    expect(Object.isFrozen(m)).toBe(true);
  });

  const models = Object.keys(FULL).filter((id) => id !== "er2d10") as Exclude<InitiativeModelId, "er2d10">[];
  it.each(models)("the %s module's record, as resolved, is the record it spelled out in full", (id) => {
    for (const anchor of [21, 2, 25, 60]) {
      const config = variantConfig({ initiative: { model: id, d20Anchor: anchor } });
      expectSameBehaviour(initiativeModelOf(resolveRuleset(config)), FULL[id], anchor);
    }
  });
});
