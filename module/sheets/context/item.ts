/**
 * Pure context builder of the item sheets: a shared header, a per-type details part, the
 * description. Field bounds come from the items' field specs (module/items/spec.ts).
 */
import { ADAPTABLE_TERRAINS, type FieldSpec } from "../../data/field-spec";
import { ITEM_SPECS, isItemType, type ItemType } from "../../items/spec";
import { buildTabs, terrainLabel, terrainOptions, type Localize, type SelectOption, type TabContext, type TabSpec } from "./shared";
import { buildEffects, type EffectsContext, type SheetEffect } from "./effects";
import { weaponIsSlow } from "../../rules";
import { ITEM_RESOLUTION_FIELDS, type ItemFieldSpec } from "./item-resolution";
import { resolutionFieldShown, valueAt } from "./resolution";

export interface ItemSheetInput {
  name: string;
  img: string;
  uuid: string;
  type: string;
  system: Readonly<Record<string, unknown>>;
  editable: boolean;
  /** The description, enriched for display by Foundry's TextEditor. */
  enrichedDescription?: string;
  /** The owning actor's name, when the item is embedded. */
  ownerName?: string | null;
  /** The item's Active Effects. */
  effects?: readonly SheetEffect[];
  /** The open tab (the sheet's `tabGroups.primary`); unknown or absent → the first. */
  activeTab?: string | null;
  /**
   * VARIANTS.md row 21, §9.1: a slow-weapon rule is in force (the ruleset's `slowWeaponsApply`),
   * so a weapon shows its `slow` choice.
   * Absent: false.
   */
  slowWeapons?: boolean;
  /** The viewer is a GM (a GM-only field is editable); absent: not. */
  isGM?: boolean;
  /**
   * RESOLUTION.md §6: the `resolutionFields` paths the rule modules in force list
   * (module/rules/ruleset/points/resolution.ts); an item field they name shows. Absent: none.
   */
  resolutionFields?: readonly string[];
  localize: Localize;
}

/**
 * VARIANTS.md row 21, GO-2: a weapon's `slow` as the sheet's select offers it: "derived"
 * (stored null: slow when two-handed melee, 003:L806), "slow" (true), "notSlow" (false).
 */
export const SLOW_CHOICES = Object.freeze(["derived", "slow", "notSlow"] as const);
export type SlowChoice = (typeof SLOW_CHOICES)[number];

const SLOW_CHOICE_LABELS: Readonly<Record<SlowChoice, string>> = Object.freeze({
  derived: "ER.Variants.Initiative.SlowWeapon.derived",
  slow: "ER.Variants.Initiative.SlowWeapon.slow",
  notSlow: "ER.Variants.Initiative.SlowWeapon.notSlow",
});

/** The select's choice for a stored `slow` (anything but true or false reads as derived). */
export function slowChoiceOf(value: unknown): SlowChoice {
  return value === true ? "slow" : value === false ? "notSlow" : "derived";
}

/**
 * The stored value of a submitted choice: null, true or false. A value already stored as such
 * (null, true, false) is kept; anything else is undefined (not a choice: the submission is refused).
 */
export function slowFromChoice(choice: unknown): boolean | null | undefined {
  if (choice === "derived" || choice === null) return null;
  if (choice === "slow" || choice === true) return true;
  if (choice === "notSlow" || choice === false) return false;
  return undefined;
}

/** The weapon's slow select, placed after its initiative modifier; the hint says what "derived" gives now (003:L806: its grip and kind). */
function slowField(value: unknown, twoHanded: unknown, kind: unknown, localize: Localize, locked: boolean): ItemFieldContext {
  const current = slowChoiceOf(value);
  const slow = weaponIsSlow({ slow: null, twoHanded: twoHanded === true, kind: kind === "ranged" ? "ranged" : "melee" });
  const derived = localize(slow ? "ER.Variants.Initiative.SlowWeapon.derivedSlow" : "ER.Variants.Initiative.SlowWeapon.derivedNotSlow");
  return {
    kind: "select",
    name: "system.slow",
    label: localize("ER.Variants.Initiative.SlowWeapon.label"),
    hint: localize("ER.Variants.Initiative.SlowWeapon.hint", { derived }),
    value: current,
    checked: false,
    min: null,
    max: null,
    step: null,
    options: SLOW_CHOICES.map((c) => ({ value: c, label: localize(SLOW_CHOICE_LABELS[c]), selected: c === current })),
    locked,
  };
}

/** The item sheets' tabs (the effects get a tab of their own, as on the actor sheets). */
export const ITEM_TABS: readonly TabSpec[] = Object.freeze([
  { id: "details", icon: "fa-solid fa-sliders" },
  { id: "description", icon: "fa-solid fa-feather" },
  { id: "effects", icon: "fa-solid fa-bolt" },
]);

export interface ItemFieldContext {
  kind: "number" | "checkbox" | "text" | "select";
  /** The choices of a "select" field (a choice field of the item's spec), else null. */
  options: SelectOption[] | null;
  name: string;
  label: string;
  hint: string | null;
  value: number | string | null;
  checked: boolean;
  min: number | null;
  max: number | null;
  step: number | string | null;
  /** The control is disabled: a read-only sheet, or a GM's field on a player's sheet. */
  locked: boolean;
}

export interface ItemSheetContext {
  name: string;
  img: string;
  uuid: string;
  type: string;
  typeLabel: string;
  owner: string | null;
  editable: boolean;
  fields: ItemFieldContext[];
  adaptation: { terrain: string; label: string; name: string; options: SelectOption[] }[] | null;
  description: { name: string; value: string; enriched: string };
  effects: EffectsContext;
  tabs: TabContext[];
  tab: Record<string, TabContext>;
}

/** The fields each item type shows, in order: the path inside `system` and the label key. */
const TRADE_FIELDS = [
  { path: "quantity", label: "ER.Item.FIELDS.quantity.label" },
  { path: "price", label: "ER.Item.FIELDS.price.label", hint: "ER.Item.FIELDS.price.hint" },
] as const;
const R = ITEM_RESOLUTION_FIELDS;

export const ITEM_FIELDS: Readonly<Record<ItemType, readonly ItemFieldSpec[]>> = Object.freeze({
  weapon: [
    { path: "initiativeModifier", label: "ER.Item.FIELDS.initiativeModifier.label", hint: "ER.Item.FIELDS.initiativeModifier.hint" },
    { path: "weight", label: "ER.Item.FIELDS.weight.label" },
    { path: "equipped", label: "ER.Item.FIELDS.equipped.label", hint: "ER.Item.FIELDS.equipped.hint" },
    { path: "inHand", label: "ER.Item.FIELDS.inHand.label", hint: "ER.Item.FIELDS.inHand.hint" },
    { path: "twoHanded", label: "ER.Item.FIELDS.twoHanded.label", hint: "ER.Item.FIELDS.twoHanded.hint" },
    ...R.weapon,
    ...TRADE_FIELDS,
    { path: "standardKit", label: "ER.Item.FIELDS.standardKit.label", hint: "ER.Item.FIELDS.standardKit.hint" },
  ],
  armour: [
    { path: "weight", label: "ER.Item.FIELDS.weight.label" },
    { path: "worn", label: "ER.Item.FIELDS.worn.label" },
    // OSE basic encumbrance (VARIANTS.md §5.6); read only under that model, kept under the others.
    { path: "oseClass", label: "ER.Variants.Encumbrance.ArmourClass.label", hint: "ER.Variants.Encumbrance.ArmourClass.hint", choices: "ER.Variants.Encumbrance.ArmourClass" },
    ...R.armour,
    ...TRADE_FIELDS,
    { path: "standardKit", label: "ER.Item.FIELDS.standardKit.label", hint: "ER.Item.FIELDS.standardKit.hint" },
  ],
  gear: [
    { path: "weight", label: "ER.Item.FIELDS.weight.label" },
    ...R.gear,
    ...TRADE_FIELDS,
    { path: "standardKit", label: "ER.Item.FIELDS.standardKit.label", hint: "ER.Item.FIELDS.standardKit.hint" },
    { path: "treasure", label: "ER.Item.FIELDS.treasure.label", hint: "ER.Item.FIELDS.treasure.hint" },
    // A light source (VARIANTS.md row 16): its burn is the GM's to write (resolution/light-guard.ts); `litAt` is lit from the actor sheet.
    { path: "burnSeconds", label: "ER.Item.FIELDS.burnSeconds.label", hint: "ER.Item.FIELDS.burnSeconds.hint", gmOnly: true },
    { path: "burnedSeconds", label: "ER.Item.FIELDS.burnedSeconds.label", hint: "ER.Item.FIELDS.burnedSeconds.hint", gmOnly: true },
  ],
  container: [
    { path: "weight", label: "ER.Item.FIELDS.weight.label" },
    { path: "capacity", label: "ER.Item.FIELDS.capacity.label", hint: "ER.Item.FIELDS.capacity.hint" },
    { path: "carried", label: "ER.Item.FIELDS.carried.label", hint: "ER.Item.FIELDS.carried.hint" },
    { path: "wheeled", label: "ER.Item.FIELDS.wheeled.label", hint: "ER.Item.FIELDS.wheeled.hint" },
    ...TRADE_FIELDS,
    { path: "standardKit", label: "ER.Item.FIELDS.standardKit.label", hint: "ER.Item.FIELDS.standardKit.hint" },
  ],
  // Spells, skills and races are not goods: no quantity, price or standard kit (the stored values stay).
  spell: [
    { path: "castingSeconds", label: "ER.Item.FIELDS.castingSeconds.label", hint: "ER.Item.FIELDS.castingSeconds.hint" },
    { path: "closeQuarters", label: "ER.Item.FIELDS.closeQuarters.label", hint: "ER.Item.FIELDS.closeQuarters.hint" },
    ...R.spell,
  ],
  skill: [
    { path: "identifier", label: "ER.Item.FIELDS.identifier.label", hint: "ER.Item.FIELDS.identifier.hint" },
    { path: "rating", label: "ER.Item.FIELDS.rating.label" },
    { path: "formula", label: "ER.Item.FIELDS.formula.label", hint: "ER.Item.FIELDS.formula.hint" },
    ...R.skill,
  ],
  race: [
    { path: "speed", label: "ER.Item.FIELDS.speed.label", hint: "ER.Item.FIELDS.speed.hint" },
    { path: "milesPerDay", label: "ER.Item.FIELDS.milesPerDay.label", hint: "ER.Item.FIELDS.milesPerDay.hint" },
    { path: "bodyWeight", label: "ER.Item.FIELDS.bodyWeight.label", hint: "ER.Item.FIELDS.bodyWeight.hint" },
    { path: "sureFooted", label: "ER.Item.FIELDS.sureFooted.label" },
  ],
});

/** The template (path under templates/) of an item type's details part. */
export function itemDetailsTemplate(type: string): string {
  return `items/${isItemType(type) ? type : "gear"}.hbs`;
}

function field(path: string, label: string, hint: string | null, spec: FieldSpec | undefined, value: unknown, choiceLabel?: (choice: string) => string, blankLabel?: string): ItemFieldContext {
  const name = `system.${path}`;
  const base = { name, label, hint, value: null, checked: false, min: null, max: null, step: null, options: null, locked: false };
  if (spec?.kind === "choice" && choiceLabel) {
    const current = typeof value === "string" ? value : "";
    const options = spec.choices.map((c) => ({ value: c, label: choiceLabel(c), selected: c === current }));
    if (spec.blank && blankLabel !== undefined) options.unshift({ value: "", label: blankLabel, selected: current === "" });
    return { ...base, kind: "select", value: current, options };
  }
  if (spec?.kind === "boolean") return { ...base, kind: "checkbox", checked: value === true };
  if (spec?.kind === "number") {
    return {
      ...base,
      kind: "number",
      value: typeof value === "number" ? value : null,
      min: spec.min,
      max: spec.max,
      step: spec.integer ? 1 : "any",
    };
  }
  return { ...base, kind: "text", value: typeof value === "string" ? value : "" };
}

export function buildItemContext(input: ItemSheetInput): ItemSheetContext {
  const { localize, system } = input;
  const type = isItemType(input.type) ? input.type : null;
  const specs: Readonly<Record<string, FieldSpec>> = type ? ITEM_SPECS[type] : {};
  const listed = input.resolutionFields ?? [];
  const fields = (type ? ITEM_FIELDS[type] : [])
    // RESOLUTION.md §6: a model's field only while a module in force lists it.
    .filter((f) => f.listedAs === undefined || resolutionFieldShown(f.listedAs, listed))
    .map((f) => ({
      ...field(
        f.path,
        localize(f.label),
        f.hint ? localize(f.hint) : null,
        specs[f.path],
        system[f.path] ?? valueAt(system, f.path),
        f.choices ? (c) => localize(`${f.choices}.${c}`) : undefined,
        f.blank ? localize(f.blank) : undefined,
      ),
      locked: !input.editable || (f.gmOnly === true && input.isGM !== true),
    }));
  // VARIANTS.md §9.1: the slow choice only where a slow-weapon rule is in force.
  if (type === "weapon" && input.slowWeapons === true) {
    const at = fields.findIndex((f) => f.name === "system.initiativeModifier");
    fields.splice(at + 1, 0, slowField(system["slow"], system["twoHanded"], system["kind"], localize, !input.editable));
  }
  let adaptation: ItemSheetContext["adaptation"] = null;
  if (type === "race") {
    const none = localize("ER.Sheet.Field.NoAdaptation");
    adaptation = ADAPTABLE_TERRAINS.map((t) => {
      const value = system[`adaptation.${t}`] ?? (system["adaptation"] as Record<string, unknown> | undefined)?.[t];
      return {
        terrain: t,
        label: terrainLabel(t, localize),
        name: `system.adaptation.${t}`,
        options: terrainOptions(typeof value === "string" ? value : "", localize, none),
      };
    });
  }
  const description = typeof system["description"] === "string" ? system["description"] : "";
  const tabs = buildTabs(ITEM_TABS, input.activeTab, localize);
  return {
    name: input.name,
    img: input.img,
    uuid: input.uuid,
    type: input.type,
    typeLabel: localize(`TYPES.Item.${input.type}`),
    owner: input.ownerName ? localize("ER.Sheet.Item.OwnedBy", { name: input.ownerName }) : null,
    editable: input.editable,
    fields,
    adaptation,
    description: { name: "system.description", value: description, enriched: input.enrichedDescription ?? description },
    effects: buildEffects(input.effects ?? [], "item", Object.fromEntries(fields.map((f) => [f.name, f.label])), localize),
    tabs: tabs.list,
    tab: tabs.byId,
  };
}

