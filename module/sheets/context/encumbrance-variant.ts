/**
 * The character sheet's encumbrance panel under a companion encumbrance model (VARIANTS.md rows 12,
 * 25, 26; §9.1 "sheets show variant-only fields only when a variant needs them"): which inputs the
 * model reads (STR, coins) and what it gives (loads against STR, the armour class and treasure, the
 * coin weight and its tier), with the "overloaded" and "immobile" badges. Pure; every number is a
 * field of the actor's derived data (module/actors/derive.ts) or its stored source.
 */
import { MAX_ABILITY_SCORE, MAX_COINS, OSE_TREASURE_JUDGEMENTS, loadSheetOf, type EncumbranceModelId, type LoadSheetInput, type Ruleset } from "../../rules";
import type { ActorDerived, ActorSourceInput } from "../../actors/derive";
import { barPercent, type Localize, type SelectOption } from "./shared";


export interface VariantNumberInput {
  name: string;
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
}

export interface VariantTierRow {
  label: string;
  hexes: string;
  current: boolean;
}

export interface VariantEncumbranceContext {
  model: Exclude<EncumbranceModelId, "er">;
  /** The model's name, shown as the panel's badge. */
  label: string;
  hint: string;
  overloaded: boolean;
  immobile: boolean;
  /** "12 → 10 hexes a round": listed speed and the speed after the load. */
  speed: string;
  miles: string;
  /** The inputs the model reads, in order (STR for OSR loads, coins for every weighing model). */
  inputs: VariantNumberInput[];
  /** OSR: loads carried against STR, as a bar. */
  loads: null | { text: string; over: string | null; barPercent: number; overCapacity: boolean };
  /** OSE basic: the class of the heaviest armour worn, whether the treasure is significant, and the GM's judgement. */
  basic: null | { armour: string; treasure: string; judgement: { name: string; label: string; hint: string; options: SelectOption[] } };
  /** OSE detailed: the weight in coins, and the four tiers with the current one marked. */
  detailed: null | { weight: string };
  tiers: VariantTierRow[] | null;
}

function formatCoins(coins: number): string {
  return String(Math.round(coins * 10) / 10);
}

/**
 * The panel under a companion model, or null under ER's (the ER panel shows then). What it shows is
 * the load model's sheet declaration (rules/ruleset/points/load.ts): the inputs it reads and the parts it fills.
 */
export function buildVariantEncumbrance(source: ActorSourceInput, derived: ActorDerived, localize: Localize, ruleset: Ruleset): VariantEncumbranceContext | null {
  const v = derived.encumbrance.variant;
  const sheet = loadSheetOf(ruleset);
  if (v === null || sheet === null) return null;
  const parts = new Set(sheet.parts);
  const listed = derived.movement.speed;
  const coinsInput: VariantNumberInput = {
    name: "system.coins",
    label: localize("ER.Actor.FIELDS.coins.label"),
    hint: sheet.coinsHint === null ? "" : localize(sheet.coinsHint),
    value: source.coins ?? 0,
    min: 0,
    max: MAX_COINS,
  };
  const strInput: VariantNumberInput = {
    name: "system.abilities.str",
    label: localize("ER.Actor.FIELDS.abilities.str.label"),
    hint: localize("ER.Actor.FIELDS.abilities.str.hint"),
    value: source.abilities?.str ?? 10,
    min: 0,
    max: MAX_ABILITY_SCORE,
  };
  const byInput: Record<LoadSheetInput, VariantNumberInput> = { str: strInput, coins: coinsInput };
  const str = source.abilities?.str ?? 10;
  const tierSpeeds = derived.encumbrance.tierSpeeds;
  const hexes = (n: number) => localize(`ER.Variants.Encumbrance.Hexes`, { hexes: n });
  let tiers: VariantTierRow[] | null = null;
  if (tierSpeeds && v.tier !== null) {
    const bounds = sheet.tierBounds;
    tiers = tierSpeeds.map((speed, tier) => ({
      label: bounds ? localize(`ER.Variants.Encumbrance.UpTo`, { coins: bounds[tier]! }) : localize(`ER.Variants.Encumbrance.BasicTier.${tier}`),
      hexes: hexes(speed),
      current: !v.immobile && v.tier === tier,
    }));
    if (sheet.maxCoins !== null) tiers.push({ label: localize(`ER.Variants.Encumbrance.Over`, { coins: sheet.maxCoins }), hexes: localize(`ER.Variants.Encumbrance.Immobile`), current: v.immobile });
  }
  return {
    model: v.model,
    label: localize(`ER.Variants.Encumbrance.Model.${v.model}`),
    hint: localize(`ER.Variants.Encumbrance.ModelHint.${v.model}`),
    overloaded: v.overloaded,
    immobile: v.immobile,
    speed: localize(`ER.Variants.Encumbrance.Speed`, { listed: listed, hexes: v.speed }),
    miles: localize(`ER.Variants.Encumbrance.Miles`, { listed: derived.travel.milesPerDay, miles: derived.travel.milesAfterSteps }),
    inputs: sheet.inputs.map((i) => byInput[i]),
    loads:
      parts.has("loads")
        ? {
            text: localize(`ER.Variants.Encumbrance.LoadsOf`, { loads: v.loads, str }),
            over: v.loadsOver > 0 ? localize(`ER.Variants.Encumbrance.LoadsOver`, { over: v.loadsOver }) : null,
            barPercent: barPercent(v.loads, str),
            overCapacity: v.loadsOver > 0,
          }
        : null,
    basic:
      parts.has("basic")
        ? {
            armour: localize(`ER.Variants.Encumbrance.ArmourClass.${v.armourClass ?? "none"}`),
            treasure: localize(v.significantTreasure ? `ER.Variants.Encumbrance.Significant` : `ER.Variants.Encumbrance.NotSignificant`, { coins: formatCoins(v.coinWeight) }),
            judgement: {
              name: "system.oseTreasure",
              label: localize("ER.Variants.Encumbrance.TreasureJudgement.label"),
              hint: localize("ER.Variants.Encumbrance.TreasureJudgement.hint"),
              options: OSE_TREASURE_JUDGEMENTS.map((j) => ({ value: j, label: localize(`ER.Variants.Encumbrance.TreasureJudgement.${j}`), selected: j === (source.oseTreasure ?? "auto") })),
            },
          }
        : null,
    detailed: parts.has("detailed") ? { weight: localize(`ER.Variants.Encumbrance.CoinWeight`, { coins: formatCoins(v.coinWeight) }) } : null,
    tiers,
  };
}
