/** OSE slow weapons (VARIANTS.md row 21, §5.2; 003:L806; GO-2, GO-4): in force under either OSE initiative model. */
import { describe, expect, it } from "vitest";
import { INITIATIVE_MODEL_IDS, PRESETS, type InitiativeModelId } from "../../ruleset/config";
import { baseSecondFor, slowWeaponsApply, variantInitiative } from "../../index";
import { oseSecond } from "./ose-side";
import { CONFIG_FIELDS } from "../../ruleset/derive";
import { RULE_MODULES } from "../../ruleset/registry";
import { resolveRuleset, resolveWith } from "../../ruleset/resolve";
import { variantConfig } from "../../../../tests/support/variants";
import { oseSlowWeapons } from "./ose-slow-weapons";

const model = (m: InitiativeModelId) => variantConfig({ initiative: { model: m } });
/** No ER parts (D4): the base second is the score. */
const NO_PARTS = { quickness: 0, weapon: 0, encumbrance: 0, other: 0 };
const ACTOR = { dex: 10, level: 1, slow: false };
const SLOW = { ...ACTOR, slow: true };

describe("OSE slow weapons", () => {
  it("is in force exactly under OSE side and OSE individual, with no field of its own (no GM toggle)", () => {
    const inForce = INITIATIVE_MODEL_IDS.filter((m) => resolveRuleset(model(m)).modules.includes(oseSlowWeapons.id));
    expect(inForce.sort()).toEqual(["oseIndividual", "oseSide"]);
    expect(INITIATIVE_MODEL_IDS.filter((m) => slowWeaponsApply(resolveRuleset(model(m)))).sort()).toEqual(["oseIndividual", "oseSide"]);
    expect(resolveRuleset(PRESETS.ose).points.slowWeapons).toEqual({ second: 20 });
    expect(CONFIG_FIELDS.some((f) => f.path.toLowerCase().includes("slow"))).toBe(false);
  });

  it("GO-2: side d6, the slow fighter at 20 whatever the side rolled; the other side's 1 at 18", () => {
    const ose = resolveRuleset(PRESETS.ose);
    const fighter = variantInitiative({ dice: 6, actor: SLOW, parts: NO_PARTS }, ose);
    expect([fighter.baseSecond, fighter.slow]).toEqual([20, true]);
    expect(variantInitiative({ dice: 1, actor: ACTOR, parts: NO_PARTS }, ose).baseSecond).toBe(18);
    expect(baseSecondFor(3, true, ose)).toBe(20);
    expect(baseSecondFor(3, false, ose)).toBe(oseSecond(3));
  });

  it("GO-4: individual d6, slow → 20; not slow → the d6 plus DEX's adjustment by D3", () => {
    const individual = resolveRuleset(model("oseIndividual"));
    expect(variantInitiative({ dice: 6, actor: { ...SLOW, dex: 18 }, parts: NO_PARTS }, individual).baseSecond).toBe(20);
    expect(variantInitiative({ dice: 3, actor: { ...ACTOR, dex: 13 }, parts: NO_PARTS }, individual).baseSecond).toBe(9);
  });

  it("under any other model a slow weapon changes nothing", () => {
    for (const m of ["a13", "osrDex", "a5e"] as const) {
      const r = resolveRuleset(model(m));
      expect(variantInitiative({ dice: 10, actor: SLOW, parts: NO_PARTS }, r)).toEqual(variantInitiative({ dice: 10, actor: ACTOR, parts: NO_PARTS }, r));
    }
  });

  it("without the module, OSE initiative has no slow weapons: the rule is this file's alone", () => {
    const without = resolveWith(PRESETS.ose, RULE_MODULES.filter((m) => m.id !== oseSlowWeapons.id));
    expect(without.points.slowWeapons).toBeNull();
    expect(slowWeaponsApply(without)).toBe(false);
    expect(variantInitiative({ dice: 6, actor: SLOW, parts: NO_PARTS }, without)).toMatchObject({ baseSecond: 3, slow: false });
  });
});
