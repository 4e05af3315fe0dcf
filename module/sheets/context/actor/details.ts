/**
 * The details tab of the actor sheets: the stored number fields (with what Active Effects make of
 * them), the terrain adaptations and, for creatures, the encumbrance group and native terrains.
 */
import { i18nKey } from "../../../constants";
import { ADAPTABLE_TERRAINS } from "../../../data/field-spec";
import { initiativeAbilityFields } from "../variant-initiative";
import { terrainLabel, terrainOptions } from "../shared";
import { isQuickness } from "../../../rules/character/items";
import { buildActorResolution } from "../resolution";
import { listedResolutionFields } from "../../../rules/resolution/models";
import type { ActorSheetContext, ActorSheetInput, NumberFieldContext } from "./types";

function numberField(name: string, label: string, value: number | null | undefined, extra: Partial<NumberFieldContext> = {}): NumberFieldContext {
  return { name, label, value: value ?? null, min: 0, ...extra };
}

/** `{ [key]: value }`, or nothing when the value is undefined (exactOptionalPropertyTypes). */
function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/** Adds "14 with effects" to each field an Active Effect changes. */
function markEffective(fields: NumberFieldContext[], input: ActorSheetInput): void {
  for (const f of fields) {
    const value = input.overrides?.[f.name];
    if (value !== undefined && value !== f.value) f.effective = input.localize("ER.Sheet.Effects.Modified", { value: String(value) });
  }
}

/** Field labels by form name, for naming the changes of effects. */
export function fieldLabels(details: ActorSheetContext["details"]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of [...details.fields, ...(details.group ? [details.group.capacity, details.group.step] : [])]) out[f.name] = f.label;
  for (const f of [...details.resolution.abilities, ...details.resolution.fields]) out[f.name] = f.label;
  out[details.sureFooted.name] = details.sureFooted.label;
  out[details.towing.name] = details.towing.label;
  return out;
}

/**
 * The "tows" select (module/rules/containers.ts towingInForce): the actor's containers on wheels,
 * or nothing. A stored link to an item that is gone reads as nothing.
 */
function towsSelect(input: ActorSheetInput): ActorSheetContext["details"]["tows"] {
  const { localize } = input;
  const current = typeof input.source.encumbrance.tows === "string" ? input.source.encumbrance.tows : "";
  const wagons = input.items.filter((i) => i.type === "container" && i.system["wheeled"] === true);
  return {
    name: "system.encumbrance.tows",
    label: localize("ER.Actor.FIELDS.encumbrance.tows.label"),
    hint: localize("ER.Actor.FIELDS.encumbrance.tows.hint"),
    options: [
      { value: "", label: localize("ER.Sheet.Encumbrance.TowsNone"), selected: !wagons.some((w) => w.id === current) },
      ...wagons.map((w) => ({ value: w.id, label: w.name, selected: w.id === current })),
    ],
  };
}

/**
 * RULES.md §2 (quickness): a Quickness skill overrides the typed rating, so the field shows the
 * rating in force (the derived data's) and the skill that sets it (the highest-rated one).
 */
function quicknessInForce(input: ActorSheetInput): string | undefined {
  let skill: { name: string; rating: number } | null = null;
  for (const item of input.items) {
    if (!isQuickness(item)) continue;
    const rating = typeof item.system["rating"] === "number" ? item.system["rating"] : 0;
    if (skill === null || rating > skill.rating) skill = { name: item.name, rating };
  }
  if (skill === null) return undefined;
  return input.localize("ER.Sheet.Details.QuicknessInForce", { value: input.derived.initiative.quicknessRating, name: skill.name });
}

export function buildDetails(input: ActorSheetInput, type: "character" | "creature"): ActorSheetContext["details"] {
  const { source, localize } = input;
  const fields: NumberFieldContext[] = [
    numberField("system.movement.speed", localize("ER.Actor.FIELDS.movement.speed.label"), source.movement.speed, {
      step: 1,
      hint: localize("ER.Actor.FIELDS.movement.speed.hint"),
    }),
    // VARIANTS.md §6.5: the speeds of its own (empty: none).
    ...(["climb", "swim", "fly", "burrow"] as const).map((m) =>
      numberField(`system.movement.${m}`, localize(`ER.Actor.FIELDS.movement.${m}.label`), source.movement[m], { step: 1, hint: localize(`ER.Actor.FIELDS.movement.${m}.hint`) }),
    ),
    numberField("system.movement.milesPerDay", localize("ER.Actor.FIELDS.movement.milesPerDay.label"), source.movement.milesPerDay, {
      step: 1,
      hint: localize("ER.Actor.FIELDS.movement.milesPerDay.hint"),
    }),
    numberField("system.quickness", localize("ER.Actor.FIELDS.quickness.label"), source.quickness, {
      step: 1,
      hint: localize("ER.Actor.FIELDS.quickness.hint"),
      ...optional("inForce", quicknessInForce(input)),
    }),
    numberField("system.bodyWeight", localize("ER.Actor.FIELDS.bodyWeight.label"), source.bodyWeight, {
      step: "any",
      // The quarter-of-body-weight capacity is the character group's rule (docs/rules.md §6).
      hint: localize(type === "character" ? "ER.Actor.FIELDS.bodyWeight.hint" : "ER.Sheet.Details.CreatureBodyWeight"),
    }),
    numberField("system.march.hours", localize("ER.Actor.FIELDS.march.hours.label"), source.march.hours, { step: 0.5, hint: localize("ER.Actor.FIELDS.march.hours.hint") }),
    numberField("system.march.priorSteps", localize("ER.Actor.FIELDS.march.priorSteps.label"), source.march.priorSteps ?? 0, {
      step: 1,
      hint: localize("ER.Actor.FIELDS.march.priorSteps.hint"),
    }),
  ];
  const resolution = buildActorResolution(source, type, listedResolutionFields(input.ruleset), localize);
  for (const f of initiativeAbilityFields(source, input.initiativeModel ?? null, localize)) {
    // An ability the initiative model reads is already in the abilities (one input per field): it takes the model's hint there.
    const ability = resolution.abilities.find((a) => a.name === f.name);
    if (ability) ability.hint = f.hint;
    else fields.push(numberField(f.name, f.label, f.value, { step: 1, hint: f.hint }));
  }
  markEffective(fields, input);
  const none = localize("ER.Sheet.Field.NoAdaptation");
  const adaptation = ADAPTABLE_TERRAINS.map((t) => ({
    terrain: t,
    label: terrainLabel(t, localize),
    name: `system.movement.adaptation.${t}`,
    options: terrainOptions(source.movement.adaptation[t] ?? "", localize, none),
  }));
  let group: ActorSheetContext["details"]["group"] = null;
  if (type === "creature") {
    const current = source.encumbrance.group ?? "other";
    const natives = new Set(source.nativeTerrains ?? []);
    group = {
      options: (["character", "packAnimal", "other"] as const).map((g) => ({
        value: g,
        label: localize(i18nKey("Encumbrance", "Group", g)),
        selected: g === current,
      })),
      capacity: numberField("system.encumbrance.capacity", localize("ER.Actor.FIELDS.encumbrance.capacity.label"), source.encumbrance.capacity, {
        step: "any",
        hint: localize("ER.Actor.FIELDS.encumbrance.capacity.hint"),
      }),
      step: numberField("system.encumbrance.step", localize("ER.Actor.FIELDS.encumbrance.step.label"), source.encumbrance.step, {
        min: 1,
        step: "any",
        hint: localize("ER.Actor.FIELDS.encumbrance.step.hint"),
      }),
      natives: ADAPTABLE_TERRAINS.map((t) => ({ value: t, label: terrainLabel(t, localize), selected: natives.has(t) })),
    };
    markEffective([group.capacity, group.step], input);
  }
  const former = source.march.formerAllotmentHours;
  return {
    fields,
    formerAllotment: typeof former === "number" ? localize("ER.Sheet.Details.FormerAllotment", { hours: former }) : null,
    sureFooted: { name: "system.movement.sureFooted", checked: source.movement.sureFooted, label: localize("ER.Actor.FIELDS.movement.sureFooted.label") },
    towing: { name: "system.encumbrance.towing", checked: source.encumbrance.towing, label: localize("ER.Actor.FIELDS.encumbrance.towing.label") },
    tows: towsSelect(input),
    adaptation,
    resolution,
    group,
  };
}
