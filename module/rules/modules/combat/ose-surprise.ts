/** OSE surprise (VARIANTS.md row 23, §5.4; 003:L640): a d6 per side, 1–2 surprised. */
import type { CombatantCommand } from "../../ruleset/points/combat";
import type { RuleModule } from "../../ruleset/types";
import { TOGGLE_SURPRISED } from "./surprise-marks";

/** The GM rolls the d6 for the combatant's side before Begin Combat (GO-5). */
const ROLL_SIDE_SURPRISE: CombatantCommand = Object.freeze({
  id: "surprise.oseRoll",
  labelKey: "ER.Variants.Initiative.RollOseSurprise",
  icon: "fa-solid fa-dice-six",
  who: "gm",
  visible: (ctx: { readonly started: boolean }) => !ctx.started,
  operation: Object.freeze({ kind: "rollSideSurprise" }),
});

export const oseSurprise: RuleModule = {
  id: "surprise.ose",
  domain: "combat",
  selects: { path: "combat.surprise", value: "ose" },
  presets: { ose: { "combat.surprise": "ose" } },
  contribute: () => ({ combatantCommands: [TOGGLE_SURPRISED, ROLL_SIDE_SURPRISE] }),
};
