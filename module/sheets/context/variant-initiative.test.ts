import { describe, expect, it } from "vitest";
import { initiativeAbilityFields } from "./variant-initiative";
import { initiativeVariantOf, resolveRuleset } from "../../rules";
import { variantConfig } from "../../../tests/support/variants";

/** The model a config with `model` puts in force (null: the book's 2d10). */
const modelOf = (model: string) => initiativeVariantOf(resolveRuleset(variantConfig({ initiative: { model } } as never)));

const localize = (key: string, data: Record<string, unknown> = {}) => `${key}${Object.keys(data).length ? JSON.stringify(data) : ""}`;

describe("DEX and level on the sheet only when the initiative model reads them", () => {
  const source = { abilities: { dex: 14 }, level: 3 };
  it("the book's 2d10 and OSE side show neither", () => {
    expect(initiativeAbilityFields(source, modelOf("er2d10"), localize)).toEqual([]);
    expect(initiativeAbilityFields(source, modelOf("oseSide"), localize)).toEqual([]);
  });
  it("13th Age shows DEX and level, with the bonus DEX mod + level (G13A-1: +5)", () => {
    const f = initiativeAbilityFields(source, modelOf("a13"), localize);
    expect(f.map((x) => [x.name, x.value])).toEqual([["system.abilities.dex", 14], ["system.level", 3]]);
    expect(f[0]!.hint).toBe('ER.Variants.Initiative.SheetBonus{"bonus":"+5"}');
  });
  it("A5E and OSE individual show DEX with the DEX modifier; OSR shows DEX with its fixed second", () => {
    expect(initiativeAbilityFields({ abilities: { dex: 8 } }, modelOf("a5e"), localize).map((x) => x.hint)).toEqual(['ER.Variants.Initiative.SheetBonus{"bonus":"−1"}']);
    expect(initiativeAbilityFields(source, modelOf("oseIndividual"), localize)).toHaveLength(1);
    // OSE's own DEX table (003:L810): 16 → +1 (D10 would show +3).
    expect(initiativeAbilityFields({ abilities: { dex: 16 } }, modelOf("oseIndividual"), localize)[0]!.hint).toBe('ER.Variants.Initiative.SheetBonus{"bonus":"+1"}');
    expect(initiativeAbilityFields({ abilities: { dex: 16 } }, modelOf("osrDex"), localize)[0]!.hint).toBe('ER.Variants.Initiative.SheetDexOrder{"second":"5"}');
  });
  it("a hostile stored value is clamped, never thrown", () => {
    expect(initiativeAbilityFields({ abilities: { dex: 1e9 } }, modelOf("a13"), localize)[0]!.value).toBe(100);
    expect(initiativeAbilityFields(null, modelOf("a13"), localize)[0]!.value).toBe(10);
  });
});
