/**
 * The Environment hazard behaviour's fields (VARIANTS.md row 43): each bounded as the rules read it,
 * a bad value refused with the localised message of its field (Foundry uses a thrown Error's message
 * as the validation error). Foundry's field classes are recorders of their options here; Foundry
 * running the validators is a Quench check.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

class Field {
  constructor(readonly options: Record<string, unknown>) {}
}
let schema: Record<string, Field>;
const g = globalThis as Record<string, unknown>;
const saved = { foundry: g["foundry"], game: g["game"] };

beforeAll(async () => {
  g["foundry"] = { data: { fields: { NumberField: Field, StringField: Field, BooleanField: Field }, regionBehaviors: { RegionBehaviorType: class {} } } };
  g["game"] = { i18n: { localize: (key: string) => `localised:${key}` } };
  schema = (await import("./world-hazard")).environmentHazardSchema() as unknown as Record<string, Field>;
});
afterAll(() => {
  g["foundry"] = saved.foundry;
  g["game"] = saved.game;
});

const check = (name: string, value: unknown) => (schema[name]!.options["validate"] as (v: unknown) => boolean)(value);

describe("the Environment hazard behaviour's fields", () => {
  it("accept the text's hazards (Tenacious Mud: Str DC 12, end of turn; Burning Surface: 1d6 on entry)", () => {
    for (const [k, v] of [["save", "str"], ["dc", 12], ["damage", ""], ["trigger", "endOfTurn"], ["save", "flat"], ["damage", "1d6"], ["damage", "2d6+3"], ["trigger", "firstEntry"], ["effect", "restrained"], ["condition", "restrained"], ["condition", ""]] as const) expect(check(k, v)).toBe(true);
  });

  it("refuse a bad value with its field's localised message", () => {
    expect(() => check("save", "luck")).toThrow("localised:ER.World.Hazard.Error.save");
    expect(() => check("dc", 41)).toThrow("localised:ER.World.Hazard.Error.dc");
    expect(() => check("dc", 0)).toThrow("localised:ER.World.Hazard.Error.dc");
    expect(() => check("damage", "1d6; drop")).toThrow("localised:ER.World.Hazard.Error.damage");
    expect(() => check("damage", "99d6")).toThrow("localised:ER.World.Hazard.Error.damage");
    expect(() => check("trigger", "always")).toThrow("localised:ER.World.Hazard.Error.trigger");
    expect(() => check("effect", "x".repeat(81))).toThrow("localised:ER.World.Hazard.Error.effect");
    expect(() => check("condition", "petrified")).toThrow("localised:ER.World.Hazard.Error.condition");
  });

  it("start as a valid hazard", () => {
    const initial = Object.fromEntries(Object.entries(schema).map(([k, f]) => [k, f.options["initial"]]));
    expect(initial).toEqual({ save: "dex", dc: 12, damage: "", effect: "", condition: "", trigger: "endOfTurn" });
    for (const [k, v] of Object.entries(initial)) expect(check(k, v)).toBe(true);
  });
});
