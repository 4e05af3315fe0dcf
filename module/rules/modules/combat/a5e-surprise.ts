/** A5E surprise (VARIANTS.md row 36, §6.2, GA-3, GA-4): the surprised lose round 1; the instigator rolls with advantage. */
import type { RuleModule } from "../../ruleset/types";
import type { RoundStartStep } from "../../ruleset/points/initiative";
import { markedSurprised } from "./marked-surprise";

const A5E_SURPRISE: RoundStartStep = Object.freeze({ surprisedAtStart: markedSurprised, instigatorAdvantage: true } satisfies RoundStartStep);
import { TOGGLE_SURPRISED, markCommand } from "./surprise-marks";
import { INSTIGATOR_MEMORY, SURPRISED_MEMORY, SURPRISE_FORFEIT } from "./surprise-memory";

const A5E_SURPRISE_MEMORY = Object.freeze({ ...SURPRISED_MEMORY, ...INSTIGATOR_MEMORY });

const TOGGLE_INSTIGATOR = markCommand("surprise.instigator", "ER.Variants.Initiative.ToggleInstigator", "fa-solid fa-hand-fist", "instigator", false);

export const a5eSurprise = {
  id: "surprise.a5e",
  domain: "combat",
  selects: { path: "combat.surprise", value: "a5e" },
  presets: { a5e: { "combat.surprise": "a5e" } },
  memory: A5E_SURPRISE_MEMORY,
  movementForfeits: [SURPRISE_FORFEIT],
  contribute: () => ({ roundStart: A5E_SURPRISE, combatantCommands: [TOGGLE_SURPRISED, TOGGLE_INSTIGATOR] }),
} as const satisfies RuleModule;
