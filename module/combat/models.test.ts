/**
 * The combatant model's bounds: every value a client can write to the system data has a
 * model bound, and the bounds are the rules core's caps. Foundry's field classes are stood in for by
 * recorders of their options; Foundry enforcing min/max/validate is a Quench check.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ESCALATION_UNBOUNDED_MAX, INITIATIVE_DICE_MAX, MAX_ACTION_SECONDS, MAX_CLOCK_ROUND, MAX_SITUATIONAL_MODIFIER, MAX_SPELL_NAME_LENGTH } from "../rules";

class Field {
  constructor(readonly options: Record<string, unknown>) {}
}
class BooleanField extends Field {}
class SchemaField {
  constructor(readonly fields: Record<string, Field>) {}
}
class ArrayField extends Field {
  constructor(readonly element: unknown, options: Record<string, unknown> = {}) {
    super(options);
  }
}

let schema: Record<string, Field | SchemaField>;

beforeAll(async () => {
  const g = globalThis as Record<string, unknown>;
  g["foundry"] = {
    data: { fields: { NumberField: Field, StringField: Field, BooleanField, SchemaField, ArrayField } },
    abstract: { TypeDataModel: class {} },
  };
  schema = (await import("./models")).combatantSchema() as unknown as typeof schema;
});

const opts = (f: unknown) => (f as Field).options;

describe("the combatant model's bounds", () => {
  it("score and casting time are capped at the 10-rounds-ahead limit", () => {
    const action = (schema["action"] as SchemaField).fields;
    expect(opts(action["score"])).toMatchObject({ integer: true, min: 0, max: MAX_ACTION_SECONDS });
    expect(opts(action["castingSeconds"])).toMatchObject({ integer: true, min: 0, max: MAX_ACTION_SECONDS });
    expect(opts((schema["parts"] as SchemaField).fields["dice"])).toMatchObject({ min: 0, max: INITIATIVE_DICE_MAX });
    expect(opts((schema["parts"] as SchemaField).fields["score"])).toMatchObject({ max: MAX_ACTION_SECONDS });
  });

  it("the situational modifier is −20 to +20", () => {
    expect(opts(schema["situational"])).toMatchObject({ integer: true, min: -MAX_SITUATIONAL_MODIFIER, max: MAX_SITUATIONAL_MODIFIER });
  });

  it("the spell name is bounded", () => {
    const validate = opts(schema["spellName"])["validate"] as (v: unknown) => boolean;
    expect(validate("Wall of Thorns")).toBe(true);
    expect(validate("x".repeat(MAX_SPELL_NAME_LENGTH))).toBe(true);
    expect(validate("x".repeat(MAX_SPELL_NAME_LENGTH + 1))).toBe(false);
  });
});

describe("the companion models' memory", () => {
  it("every number is bounded like the rules' VariantMemory and the texts are bounded", () => {
    const v = (schema["variant"] as SchemaField).fields;
    expect(opts(v["base"])).toMatchObject({ integer: true, min: 0, max: 20 });
    expect(opts(v["rollOff"])).toMatchObject({ min: 0, max: 20 });
    expect(opts(v["tie"])).toMatchObject({ min: 0, max: 999_999 });
    expect(opts(v["total"])).toMatchObject({ min: -1000, max: 1000 });
    expect(opts(v["model"])["choices"]).toEqual(["", "er2d10", "a13", "osrDex", "oseSide", "oseIndividual", "a5e"]);
    const validate = opts(v["trigger"])["validate"] as (x: unknown) => boolean;
    expect(validate("x".repeat(200))).toBe(true);
    expect(validate("x".repeat(201))).toBe(false);
  });
  it("a stored memory out of bounds loads within them; a combatant stored before the rule variants is untouched (the model fills the defaults)", async () => {
    const { boundCombatantSource } = await import("./models");
    const out = boundCombatantSource({ variant: { base: 40, total: 5000, tie: -3, trigger: "y".repeat(300) } });
    expect(out["variant"]).toEqual({ base: 20, total: 1000, tie: 0, trigger: "y".repeat(200) });
    expect(boundCombatantSource({ situational: 2 })).toEqual({ situational: 2 });
  });
});

describe("combatants stored before the bounds load within them (migrateData)", () => {
  it("out-of-bounds values are held to the bounds; values within them and unknown shapes are untouched", async () => {
    const { boundCombatantSource } = await import("./models");
    const old = {
      situational: 45,
      spellName: "x".repeat(MAX_SPELL_NAME_LENGTH + 30),
      action: { startedRound: 2, score: 5000, castingSeconds: 900, landsAt: 60, delayedFrom: 0 },
      parts: { round: 2, dice: 40, quickness: -3, weapon: 2, encumbrance: 0, other: 0, score: 5000 },
    };
    const out = boundCombatantSource(structuredClone(old));
    expect(out["situational"]).toBe(MAX_SITUATIONAL_MODIFIER);
    expect((out["spellName"] as string).length).toBe(MAX_SPELL_NAME_LENGTH);
    expect(out["action"]).toEqual({ ...old.action, score: MAX_ACTION_SECONDS, castingSeconds: MAX_ACTION_SECONDS });
    expect(out["parts"]).toEqual({ ...old.parts, dice: INITIATIVE_DICE_MAX, score: MAX_ACTION_SECONDS });
    expect(boundCombatantSource({ situational: -45 })["situational"]).toBe(-MAX_SITUATIONAL_MODIFIER);
    const current = { situational: -3, spellName: "Fire bolt", action: { score: 14, castingSeconds: 6 }, parts: { dice: 11, score: 14 } };
    expect(boundCombatantSource(structuredClone(current))).toEqual(current);
    // Not a number: left for the model to report, never invented.
    expect(boundCombatantSource({ situational: "lots" })).toEqual({ situational: "lots" });
  });
});

describe("the escalation die on the Combat and the double-move round on the Combatant", () => {
  it("are bounded fields", async () => {
    const combat = (await import("./models")).combatSchema() as unknown as Record<string, SchemaField>;
    const die = combat["escalation"]!.fields;
    expect(opts(die["value"])).toMatchObject({ integer: true, min: 0, max: ESCALATION_UNBOUNDED_MAX, initial: 0 });
    expect(die["held"]).toBeInstanceOf(BooleanField);
    expect(opts(die["held"])).toMatchObject({ initial: false, nullable: false });
    expect(opts(schema["doubleMoveRound"])).toMatchObject({ integer: true, min: 0, max: MAX_CLOCK_ROUND, initial: 0 });
  });

  it("the World's actions (VARIANTS.md row 43) are a bounded list of bounded fields", async () => {
    const combat = (await import("./models")).combatSchema() as unknown as Record<string, SchemaField>;
    const world = combat["world"]!.fields as unknown as { usedRound: Field; actions: ArrayField };
    expect(opts(world.usedRound)).toMatchObject({ integer: true, min: 0, max: MAX_CLOCK_ROUND });
    const listOk = opts(world.actions)["validate"] as (v: unknown) => boolean;
    expect(listOk(Array.from({ length: 12 }, () => ({})))).toBe(true);
    expect(listOk(Array.from({ length: 13 }, () => ({})))).toBe(false);
    const action = (world.actions.element as SchemaField).fields;
    const ok = (name: string, v: unknown) => (opts(action[name])["validate"] as (v: unknown) => boolean)(v);
    expect([0, 2, 6].map((v) => ok("recharge", v))).toEqual([true, true, true]);
    expect([1, 7, 4.5].map((v) => ok("recharge", v))).toEqual([false, false, false]);
    expect([ok("id", "flame"), ok("id", "bad id"), ok("id", "x".repeat(17))]).toEqual([true, false, false]);
    expect([ok("name", "x".repeat(80)), ok("name", "x".repeat(81))]).toEqual([true, false]);
  });

  it("migrateData: old combats load (no key: left to the schema's initial), malformed dice are repaired, partial updates untouched", async () => {
    const { boundCombatSource } = await import("./models");
    expect(boundCombatSource({ absolute: 41, rolledRound: 2 })).toEqual({ absolute: 41, rolledRound: 2 });
    expect(boundCombatSource({ escalation: null })).toEqual({ escalation: { value: 0, held: false } });
    expect(boundCombatSource({ escalation: { value: 400, held: 1 } })).toEqual({ escalation: { value: 99, held: false } });
    expect(boundCombatSource({ escalation: { value: -3 } })).toEqual({ escalation: { value: 0 } });
    expect(boundCombatSource({ escalation: { held: true } })).toEqual({ escalation: { held: true } });
  });


  it("migrateData: a double-move round is held to its bounds; absent stays absent", async () => {
    const { boundCombatantSource } = await import("./models");
    expect(boundCombatantSource({ doubleMoveRound: -4 })).toEqual({ doubleMoveRound: 0 });
    expect(boundCombatantSource({ doubleMoveRound: 1e12 })).toEqual({ doubleMoveRound: MAX_CLOCK_ROUND });
    expect(boundCombatantSource({ doubleMoveRound: "3" })).toEqual({ doubleMoveRound: 0 });
    expect(boundCombatantSource({ doubleMoveRound: 7 })).toEqual({ doubleMoveRound: 7 });
    expect(boundCombatantSource({ situational: 2 })).toEqual({ situational: 2 });
  });
});

describe("every number the combatant schema bounds loads within its bounds (property)", () => {
  it("boundCombatantSource leaves no integer field negative, fractional, non-finite or past its max", async () => {
    const fc = (await import("fast-check")).default;
    const { boundCombatantSource } = await import("./models");
    // The schema's number fields by path, with their recorded options.
    const numeric: [string[], Record<string, unknown>][] = [];
    const walk = (node: Record<string, Field | SchemaField>, path: string[]) => {
      for (const [k, f] of Object.entries(node)) {
        if (f instanceof SchemaField) walk(f.fields as Record<string, Field | SchemaField>, [...path, k]);
        else if (!(f instanceof BooleanField) && f.options["integer"] === true) numeric.push([[...path, k], f.options]);
      }
    };
    walk(schema, []);
    expect(numeric.map(([p]) => p.join("."))).toEqual(expect.arrayContaining(["variant.held", "action.startedRound", "action.landsAt", "action.delayedFrom", "tieBreak"]));
    const value = fc.oneof(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), fc.double(), fc.constantFrom(Number.NaN, Infinity, -Infinity, 2147483648, -0.5, 1.5));
    fc.assert(
      fc.property(fc.array(value, { minLength: numeric.length, maxLength: numeric.length }), (values) => {
        const source: Record<string, unknown> = {};
        numeric.forEach(([path], i) => {
          let o = source;
          for (const k of path.slice(0, -1)) o = (o[k] ??= {}) as Record<string, unknown>;
          o[path.at(-1)!] = values[i];
        });
        const out = boundCombatantSource(source);
        for (const [path, options] of numeric) {
          let v: unknown = out;
          for (const k of path) v = (v as Record<string, unknown>)[k];
          const where = path.join(".");
          // A nullable field (the GM's A5E check) may load as null: that is within its schema.
          if (options["nullable"] === true && v === null) continue;
          expect(Number.isSafeInteger(v), `${where} = ${String(v)}`).toBe(true);
          if (typeof options["min"] === "number") expect(v as number, where).toBeGreaterThanOrEqual(options["min"]);
          if (typeof options["max"] === "number") expect(v as number, where).toBeLessThanOrEqual(options["max"]);
        }
      }),
      { numRuns: 300 },
    );
  });
});
