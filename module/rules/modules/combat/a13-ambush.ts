/** 13th Age ambush (VARIANTS.md row 6, §3.6; 001:L245): the ambushed side loses the first round. */
import type { RuleModule } from "../../ruleset/types";
import { TOGGLE_SURPRISED, markCommand } from "./surprise-marks";

/** The GM nominates the creature who starts the ambush: one at a time. */
const TOGGLE_AMBUSHER = markCommand("surprise.ambusher", "ER.Variants.Initiative.ToggleAmbusher", "fa-solid fa-user-ninja", "ambusher", true);

export const a13Ambush: RuleModule = {
  id: "surprise.a13",
  domain: "combat",
  selects: { path: "combat.surprise", value: "a13" },
  presets: { a13: { "combat.surprise": "a13" } },
  contribute: () => ({
    combatantCommands: [TOGGLE_SURPRISED, TOGGLE_AMBUSHER],
    // The ambush round does not count for the escalation die (001:L243, G13A-11).
    escalationAmbushPause: true,
  }),
};
