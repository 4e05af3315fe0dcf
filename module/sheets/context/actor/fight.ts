/**
 * The first tab's fight line: the defences an attack against this actor meets now (the model's
 * `defences`, values in force) and an Attack button for the items that attack, so a GM or player
 * need not open another tab to fight (RESOLUTION.md §7.1).
 */
import { defencesOf } from "../../../rules/resolution/defences";
import type { DefenceId } from "../../../rules/resolution/types";
import { listedResolutionFields, resolutionFieldShown } from "../resolution";
import type { SheetItem } from "../inventory";
import type { ActorSheetInput } from "./types";

export interface FightContext {
  defences: { id: DefenceId; label: string; value: number }[];
  attacks: { id: string; name: string; label: string }[];
}

/** Book (RB-1): AC is every model's defence; PD and MD show where the model in force lists them (13th Age). */
function shownDefences(listed: readonly string[]): DefenceId[] {
  return ["ac", ...(["pd", "md"] as const).filter((d) => resolutionFieldShown(`defences.${d}`, listed))];
}

function attacks(item: SheetItem): boolean {
  const attack = item.system["attack"];
  return (item.type === "weapon" || item.type === "spell") && typeof attack === "string" && attack.trim() !== "";
}

/** Weapons in hand first, then equipped ones, other weapons (a creature's bite), then spells. */
function rank(item: SheetItem): number {
  if (item.type === "spell") return 3;
  if (item.system["inHand"] === true) return 0;
  return item.system["equipped"] === true ? 1 : 2;
}

/** The first tab shows a handful; the inventory and spells list every one. */
const MAX_SHOWN = 6;

export function buildFight(input: ActorSheetInput): FightContext | null {
  if (!input.fighter) return null;
  const values = defencesOf(input.ruleset, input.fighter);
  const defences = shownDefences(listedResolutionFields(input.ruleset)).map((id) => ({ id, label: input.localize(`ER.Resolution.Defence.${id}`), value: values[id] }));
  const ready = input.items.filter(attacks).sort((a, b) => rank(a) - rank(b) || (a.sort ?? 0) - (b.sort ?? 0)).slice(0, MAX_SHOWN);
  return {
    defences,
    attacks: ready.map((i) => ({ id: i.id, name: i.name, label: input.localize("ER.Resolution.Card.AttackTooltip", { name: i.name }) })),
  };
}
