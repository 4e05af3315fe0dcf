/**
 * Pure context of the Effects tab (actor sheets) and section (item sheets): the Active Effects
 * as plain rows, in two groups on an actor (its own, and those its items transfer to it). Effects
 * arrive as plain data; the sheet classes read them from Foundry (module/sheets/effect-actions.ts).
 */
import type { EffectChangeView } from "../../compat";
import type { Localize } from "./shared";
import { tooltipText } from "./tooltip";

/** An Active Effect as plain data. */
export interface SheetEffect {
  id: string;
  /** The item that carries it, when it is transferred from an owned item; null for the document's own. */
  parentId: string | null;
  name: string;
  img: string;
  disabled: boolean;
  /** Applies its changes now (enabled, not suppressed, not expired). */
  active: boolean;
  /** The carrying item's name (transferred effects only). */
  sourceName: string | null;
  /** On an item: whether the effect applies to the item's owner. */
  transfer: boolean;
  changes: readonly EffectChangeView[];
}

export interface EffectRowContext {
  id: string;
  parentId: string;
  name: string;
  img: string;
  disabled: boolean;
  state: string;
  source: string | null;
  changes: string[];
  toggleLabel: string;
  viewLabel: string;
  deleteLabel: string;
  /** The labels as tooltip text (tooltip.ts: the effect's name escaped for core's HTML tooltips). */
  toggleTooltip: string;
  viewTooltip: string;
  deleteTooltip: string;
}

export interface EffectGroupContext {
  id: "own" | "transferred";
  label: string;
  empty: string;
  rows: EffectRowContext[];
}

export interface EffectsContext {
  groups: EffectGroupContext[];
  /** The fields an actor's effect can change, by label, with the key the effect editor takes (empty on items). */
  fields: { key: string; label: string }[];
  fieldsLabel: string;
  createLabel: string;
  hint: string;
}

const TYPE_SIGNS: Readonly<Record<string, string>> = Object.freeze({ multiply: "\u00d7", override: "=", upgrade: "\u2265", downgrade: "\u2264" });

/** "Speed +2", "Quickness = 20", "Speed −1": the field's label (when known) and the change. */
export function changeText(change: EffectChangeView, labels: Readonly<Record<string, string>>): string {
  const label = labels[change.key] ?? change.key;
  const value = change.value.trim();
  if (change.type === "add") {
    if (value.startsWith("-")) return `${label} \u2212${value.slice(1)}`;
    return `${label} +${value}`;
  }
  if (change.type === "subtract") return `${label} \u2212${value}`;
  const sign = TYPE_SIGNS[change.type];
  return sign ? `${label} ${sign} ${value}` : `${label}: ${value} (${change.type})`;
}

function row(effect: SheetEffect, labels: Readonly<Record<string, string>>, localize: Localize, onItem: boolean): EffectRowContext {
  let state: string;
  if (effect.disabled) state = localize("ER.Sheet.Effects.Disabled");
  else if (!effect.active) state = localize("ER.Sheet.Effects.Suppressed");
  else state = localize("ER.Sheet.Effects.Active");
  let source: string | null = null;
  if (effect.sourceName) source = localize("ER.Sheet.Effects.From", { name: effect.sourceName });
  else if (onItem) source = localize(effect.transfer ? "ER.Sheet.Effects.ToOwner" : "ER.Sheet.Effects.ToItem");
  return {
    id: effect.id,
    parentId: effect.parentId ?? "",
    name: effect.name,
    img: effect.img,
    disabled: effect.disabled,
    state,
    source,
    changes: effect.changes.filter((c) => c.key !== "").map((c) => changeText(c, labels)),
    ...effectLabels(effect, localize),
  };
}

function effectLabels(effect: SheetEffect, localize: Localize): Pick<EffectRowContext, "toggleLabel" | "viewLabel" | "deleteLabel" | "toggleTooltip" | "viewTooltip" | "deleteTooltip"> {
  const toggleLabel = localize(effect.disabled ? "ER.Sheet.Effects.Enable" : "ER.Sheet.Effects.Disable", { name: effect.name });
  const viewLabel = localize("ER.Sheet.Effects.View", { name: effect.name });
  const deleteLabel = localize("ER.Sheet.Effects.Delete", { name: effect.name });
  return { toggleLabel, viewLabel, deleteLabel, toggleTooltip: tooltipText(toggleLabel), viewTooltip: tooltipText(viewLabel), deleteTooltip: tooltipText(deleteLabel) };
}

const byName = (a: SheetEffect, b: SheetEffect) => a.name.localeCompare(b.name);

/**
 * The effects of an actor (`owner: "actor"`: its own, then those transferred from its items) or
 * of an item (`owner: "item"`: one group). `labels` maps change keys to field labels.
 */
export function buildEffects(effects: readonly SheetEffect[], owner: "actor" | "item", labels: Readonly<Record<string, string>>, localize: Localize): EffectsContext {
  const onItem = owner === "item";
  const own = effects.filter((e) => e.parentId === null).sort(byName);
  const groups: EffectGroupContext[] = [
    { id: "own", label: localize(onItem ? "ER.Sheet.Effects.OnItem" : "ER.Sheet.Effects.OnActor"), empty: localize("ER.Sheet.Effects.None"), rows: own.map((e) => row(e, labels, localize, onItem)) },
  ];
  if (!onItem) {
    const transferred = effects.filter((e) => e.parentId !== null).sort(byName);
    groups.push({ id: "transferred", label: localize("ER.Sheet.Effects.Transferred"), empty: localize("ER.Sheet.Effects.None"), rows: transferred.map((e) => row(e, labels, localize, false)) });
  }
  const fields = onItem ? [] : Object.entries(labels).map(([key, label]) => ({ key, label })).sort((a, b) => a.label.localeCompare(b.label));
  return { groups, fields, fieldsLabel: localize("ER.Sheet.Effects.Fields"), createLabel: localize("ER.Sheet.Effects.Create"), hint: localize(onItem ? "ER.Sheet.Effects.ItemHint" : "ER.Sheet.Effects.Hint") };
}
