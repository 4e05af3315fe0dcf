/**
 * The first tab's fight line: the defences an attack against this actor meets now (the model's
 * `defences`, values in force, on the AC scale the attack model shows), the attacker's THAC0 and
 * saves where the model in force reads them (OSE), and an Attack button for the items that attack,
 * so a GM or player need not open another tab to fight (RESOLUTION.md §7.1, §6 "Visibility on sheets").
 */
import { defencesOf } from "../../../rules/resolution/defences";
import { planSave } from "../../../rules/resolution/save";
import { SAVE_CATEGORIES, type DefenceId } from "../../../rules/resolution/types";
import { listedResolutionFields, shownAc, thac0Of } from "../../../rules/resolution/models";
import { resolutionFieldShown } from "../resolution";
import { attackRank, attacksWith } from "../../../items/attack-items";
import type { ActorSheetInput, FightContext } from "./types";

/** Book (RB-1): AC is every model's defence; PD and MD show where the model in force lists them (13th Age). */
function shownDefences(listed: readonly string[]): DefenceId[] {
  return ["ac", ...(["pd", "md"] as const).filter((d) => resolutionFieldShown(`defences.${d}`, listed))];
}


/** The first tab shows a handful; the inventory and spells list every one. */
const MAX_SHOWN = 6;

export function buildFight(input: ActorSheetInput): FightContext | null {
  const fighter = input.fighter;
  if (!fighter) return null;
  const values = defencesOf(fighter, input.ruleset);
  const listed = listedResolutionFields(input.ruleset);
  const text = (id: DefenceId): string => {
    const shown = id === "ac" ? shownAc(values.ac, input.ruleset) : values.ac;
    return shown === values.ac ? String(values[id]) : `${shown} [${values.ac}]`;
  };
  const defences: FightContext["defences"] = shownDefences(listed).map((id) => ({ id, label: input.localize(`ER.Resolution.Defence.${id}`), value: text(id) }));
  const thac0 = thac0Of(fighter, input.ruleset);
  if (thac0 !== undefined) defences.push({ id: "thac0", label: input.localize("ER.Sheet.Combat.Thac0"), value: String(thac0) });
  // The save each category needs (the save model's own number, 003:L189–L196), where the model lists saves.
  if (resolutionFieldShown("saves.death", listed)) {
    for (const kind of SAVE_CATEGORIES) {
      const target = planSave(fighter, { kind, dc: 0, onSuccess: null }, { cover: "none", advantage: false, disadvantage: false }, input.ruleset).target;
      defences.push({ id: `save-${kind}`, label: input.localize(`ER.Sheet.Combat.Save.${kind}`), value: String(target) });
    }
  }
  const ready = input.items.filter(attacksWith).sort((a, b) => attackRank(a) - attackRank(b) || (a.sort ?? 0) - (b.sort ?? 0)).slice(0, MAX_SHOWN);
  return {
    defences,
    attacks: ready.map((i) => ({ id: i.id, name: i.name, label: input.localize("ER.Resolution.Card.AttackTooltip", { name: i.name }) })),
  };
}
