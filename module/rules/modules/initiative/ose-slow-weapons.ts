/**
 * OSE slow weapons act last (VARIANTS.md row 21, §5.2; 003:L806): a combatant with a slow weapon in
 * hand acts at second 20, after every rolled second (D3 keeps 20 free: an OSE d6 maps to 3–19).
 * The rule is part of OSE initiative as the text gives it, so it is in force whenever the initiative
 * model is either OSE model, with no toggle of its own; which weapons are slow is `weaponIsSlow`'s
 * (two-handed melee, or marked), and the item sheet shows a weapon's choice while this is in force.
 */
import type { RuleModule } from "../../ruleset/types";

/** Decision (VARIANTS.md D3, row 21, 003:L806): a slow weapon acts at second 20, last in the round. */
export const OSE_SLOW_SECOND = 20;

/** The point this rule fills: the second a slow weapon moves its wielder to. */
export const OSE_SLOW_WEAPONS = Object.freeze({ second: OSE_SLOW_SECOND });

export const oseSlowWeapons = {
  id: "initiative.oseSlowWeapons",
  domain: "initiative",
  inForceWhen: { when: "initiative.model", values: ["oseSide", "oseIndividual"] },
  contribute: () => ({ slowWeapons: OSE_SLOW_WEAPONS }),
} as const satisfies RuleModule;
