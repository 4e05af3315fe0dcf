/**
 * VARIANTS.md §9.1 ("sheets show variant-only fields only when a variant needs them"): the actor
 * fields the initiative model in force reads (its `sheetFields`), with the model's bonus, or the
 * second the DEX order gives, in the hint. Pure: the numbers are the rules core's.
 */
import { MAX_ABILITY_SCORE, MAX_LEVEL, type InitiativeModel } from "../../rules";
import type { Localize } from "./shared";

/** One number input of the details panel. */
export interface AbilityFieldSpec {
  name: string;
  label: string;
  value: number;
  hint: string;
}

const clamp = (v: unknown, max: number, fallback: number): number => (typeof v === "number" && Number.isFinite(v) ? Math.min(max, Math.max(0, Math.trunc(v))) : fallback);

/** The fields the model in force reads (none under the book's 2d10: `model` null or a model without fields). */
export function initiativeAbilityFields(source: unknown, model: InitiativeModel | null, localize: Localize): AbilityFieldSpec[] {
  if (!model || model.sheetFields.length === 0) return [];
  const s = (source ?? {}) as { abilities?: { dex?: unknown }; level?: unknown };
  const dex = clamp(s.abilities?.dex, MAX_ABILITY_SCORE, 10);
  const level = clamp(s.level, MAX_LEVEL, 0);
  const fields: AbilityFieldSpec[] = [];
  if (model.sheetFields.includes("dex")) {
    const bonus = model.bonus({ dex, level, slow: false });
    const signed = bonus < 0 ? `−${-bonus}` : `+${bonus}`;
    const hint = model.sheetHint === "dexOrder" ? localize("ER.Variants.Initiative.SheetDexOrder", { second: String(model.baseSecond(dex)) }) : localize("ER.Variants.Initiative.SheetBonus", { bonus: signed });
    fields.push({ name: "system.abilities.dex", label: localize("ER.Actor.FIELDS.abilities.dex.label"), value: dex, hint });
  }
  if (model.sheetFields.includes("level")) fields.push({ name: "system.level", label: localize("ER.Actor.FIELDS.level.label"), value: level, hint: localize("ER.Actor.FIELDS.level.hint") });
  return fields;
}
