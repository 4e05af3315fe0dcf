/**
 * What clicking an item's roll does, as pure data: which items roll, the message a bad or missing
 * formula gives, and the chat card's flavour naming the item and the actor. The Foundry side is in
 * ./item-roll.ts. The book defines timing, not how attacks resolve, so the formulas are the
 * table's own: a skill rolls `1d20 + @rating` until the GM changes it; weapons and spells carry an
 * empty damage formula the GM fills in (RESOLUTION.md §3.1 `damage`; it was `formula`).
 */
import { formulaError } from "../data/formula";

/** Item types that carry a roll formula. */
export const ROLLABLE_TYPES: readonly string[] = Object.freeze(["skill", "weapon", "spell"]);

export function isRollableType(type: string): boolean {
  return ROLLABLE_TYPES.includes(type);
}

/**
 * The field an item's roll reads: a skill's own `formula` (its check), a weapon's or a spell's
 * `damage` (RESOLUTION.md §3.1). The attack card reads `attack` (RESOLUTION.md §3.2); this is the
 * damage card a weapon or spell without an attack keeps (§3.2 step 5, regression GX-0).
 */
export function rollFormulaOf(type: string, system: Readonly<Record<string, unknown>>): unknown {
  return type === "skill" ? system["formula"] : system["damage"];
}

export type RollPlan =
  | { kind: "roll"; formula: string; flavor: { key: string; data: Record<string, string> } }
  | { kind: "refuse"; message: { key: string; data: Record<string, string | number> } };

export interface RollPlanInput {
  type: string;
  itemName: string;
  actorName: string | null;
  formula: unknown;
}

/** Whether an item row offers a roll button: a rollable type with a formula set. */
export function hasRoll(type: string, formula: unknown): boolean {
  return isRollableType(type) && typeof formula === "string" && formula.trim() !== "";
}

export function itemRollPlan(input: RollPlanInput): RollPlan {
  const { type, itemName } = input;
  if (!isRollableType(type)) return { kind: "refuse", message: { key: "ER.Roll.NotRollable", data: { name: itemName } } };
  const formula = typeof input.formula === "string" ? input.formula.trim() : "";
  if (formula === "") return { kind: "refuse", message: { key: "ER.Roll.NoFormula", data: { name: itemName } } };
  const at = formulaError(formula);
  if (at !== null) return { kind: "refuse", message: { key: "ER.Roll.BadFormula", data: { name: itemName, formula, at } } };
  const flavor: { key: string; data: Record<string, string> } = input.actorName
    ? { key: `ER.Roll.Flavor.${type}`, data: { item: itemName, actor: input.actorName } }
    : { key: `ER.Roll.FlavorUnowned.${type}`, data: { item: itemName } };
  return { kind: "roll", formula, flavor };
}

/** The chat flag of an item roll: which item rolled (by UUID) and its type. */
export interface ItemRollFlag {
  itemUuid: string;
  type: string;
}
