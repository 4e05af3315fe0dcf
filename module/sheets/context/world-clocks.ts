/**
 * The sheet's light and resilience lines (VARIANTS.md rows 16–17), pure: the numbers are the rules'
 * worldClockView (time left, hours since the last safe rest); this file only words them.
 */
import { worldClockView, type Ruleset, type WorldClockView } from "../../rules";
import type { Localize } from "./shared";
import type { InventoryContext, ItemRowContext, LightRowContext, SheetItem } from "./inventory";

export interface ResilienceContext {
  label: string;
  safeRestLabel: string;
  safeRestHint: string;
}

export interface ClockInput {
  worldTime: number;
  items: readonly SheetItem[];
  source: { abilities?: { con?: unknown }; resilience?: { restAt?: unknown } };
  ruleset: Ruleset;
  localize: Localize;
}

/** The rules' view for this actor (a character's resilience; a creature has none). */
export function clockViewOf(input: ClockInput, character: boolean): WorldClockView {
  const items = input.items.map((i) => ({ id: i.id, type: i.type, system: i.system }));
  const who = character ? { con: input.source.abilities?.con, restAt: input.source.resilience?.restAt } : null;
  return worldClockView({ now: Math.floor(input.worldTime), items, character: who }, input.ruleset);
}

function lightRow(view: WorldClockView["lights"][string], localize: Localize): LightRowContext {
  const time = localize("ER.WorldClock.Duration", { hours: String(view.left.hours), minutes: String(view.left.minutes) });
  const state = localize(view.spent ? "ER.WorldClock.Spent" : view.lit ? "ER.WorldClock.Lit" : "ER.WorldClock.Out");
  return {
    lit: view.lit,
    spent: view.spent,
    label: view.spent ? state : `${state} · ${localize("ER.WorldClock.Remaining", { time })}`,
    actionLabel: view.spent ? null : localize(view.lit ? "ER.WorldClock.PutOut" : "ER.WorldClock.Light"),
    nextLit: !view.lit,
  };
}

/** Sets each light item's row (nested rows in containers included) from the view. */
export function annotateLights(inventory: InventoryContext, view: WorldClockView, localize: Localize): void {
  const visit = (row: ItemRowContext) => {
    const light = view.lights[row.id];
    row.light = light ? lightRow(light, localize) : null;
    for (const inner of row.holds?.rows ?? []) visit(inner);
  };
  for (const section of inventory.carried) for (const row of section.items) visit(row);
}

export function resilienceContext(view: WorldClockView, localize: Localize): ResilienceContext | null {
  if (!view.resilience) return null;
  return {
    label: localize("ER.WorldClock.HoursSinceRest", { hours: String(view.resilience.hours), con: String(view.resilience.resilience) }),
    safeRestLabel: localize("ER.WorldClock.SafeRest"),
    safeRestHint: localize("ER.WorldClock.SafeRestHint"),
  };
}
