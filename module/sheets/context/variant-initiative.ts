/**
 * Issue 14 (VARIANTS.md §9.1 "sheets show variant-only fields only when a variant needs them"): the
 * DEX score and level an initiative model reads, with the model's initiative bonus in the hint.
 * Pure: the bonus is the rules core's (initiativeBonus, abilityModifier).
 */
import { BOOK_CONFIG, MAX_ABILITY_SCORE, MAX_LEVEL, initiativeBonus, type InitiativeModelId, type VariantConfig } from "../../rules";
import type { Localize } from "./shared";

/** One number input of the details panel. */
export interface AbilityFieldSpec {
  name: string;
  label: string;
  value: number;
  hint: string;
}

const clamp = (v: unknown, max: number, fallback: number): number => (typeof v === "number" && Number.isFinite(v) ? Math.min(max, Math.max(0, Math.trunc(v))) : fallback);

/** The fields a model needs: none under the book's 2d10 and OSE side; DEX for OSR, OSE individual and A5E; DEX and level for 13A. */
export function initiativeAbilityFields(source: unknown, model: InitiativeModelId, localize: Localize): AbilityFieldSpec[] {
  if (model === "er2d10" || model === "oseSide") return [];
  const s = (source ?? {}) as { abilities?: { dex?: unknown }; level?: unknown };
  const dex = clamp(s.abilities?.dex, MAX_ABILITY_SCORE, 10);
  const level = clamp(s.level, MAX_LEVEL, 0);
  const config: VariantConfig = { ...BOOK_CONFIG, initiative: { ...BOOK_CONFIG.initiative, model } };
  const bonus = initiativeBonus({ dex, level, slow: false }, config);
  const signed = bonus < 0 ? `−${-bonus}` : `+${bonus}`;
  const bonusHint = model === "osrDex" ? localize("ER.Variants.Initiative.SheetDexOrder", { second: String(Math.min(20, Math.max(1, 21 - dex))) }) : localize("ER.Variants.Initiative.SheetBonus", { bonus: signed });
  const fields: AbilityFieldSpec[] = [{ name: "system.abilities.dex", label: localize("ER.Actor.FIELDS.abilities.dex.label"), value: dex, hint: bonusHint }];
  if (model === "a13") fields.push({ name: "system.level", label: localize("ER.Actor.FIELDS.level.label"), value: level, hint: localize("ER.Actor.FIELDS.level.hint") });
  return fields;
}
