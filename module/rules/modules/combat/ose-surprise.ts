/** OSE surprise (VARIANTS.md row 23, §5.4; 003:L616–640): a d6 per side, 1–2 surprised. */
import { RulesError, assertInteger } from "../../errors";
import type { RuleModule } from "../../ruleset/types";
import type { RoundStartStep, SurpriseEntry } from "../../ruleset/points/initiative";
import { markedSurprised } from "./marked-surprise";

/** Book (003:L616): an OSE side is surprised on a d6 of 1 or 2. */
export const OSE_SURPRISE_MAX = 2;

/**
 * Decision (VARIANTS.md §5.4, GO-5, GO-5c): an unaware OSE side's d6 surprise roll. A side whose
 * foes carry light in the dark cannot be surprised (003:L234).
 */
export function oseSideSurprised(d6: number, foesShowLight = false): boolean {
  assertInteger("d6", d6);
  if (d6 < 1 || d6 > 6) throw new RulesError("OUT_OF_RANGE", "d6", d6, "expected a d6 1–6");
  if (typeof foesShowLight !== "boolean") throw new RulesError("INVALID_ARGUMENT", "foesShowLight", foesShowLight, "expected a boolean");
  return !foesShowLight && d6 <= OSE_SURPRISE_MAX;
}

/**
 * Decision (VARIANTS.md §5.4, GO-5b): when every side present has a surprised member, nobody loses
 * the round ("neither side has any advantage", 003:L622); otherwise the marked combatants do.
 */
export function oseSurprisedAtStart(combatants: readonly SurpriseEntry[]): ReadonlySet<string> {
  const marked = markedSurprised(combatants);
  const sides = new Set(combatants.map((c) => c.side));
  const surprisedSides = new Set(combatants.filter((c) => c.surprised).map((c) => c.side));
  if (sides.size > 1 && [...sides].every((s) => surprisedSides.has(s))) return new Set();
  return marked;
}

const OSE_SURPRISE: RoundStartStep = Object.freeze({ surprisedAtStart: oseSurprisedAtStart } satisfies RoundStartStep);
import type { CombatantCommand } from "../../ruleset/points/combat";
import { TOGGLE_SURPRISED } from "./surprise-marks";
import { SURPRISED_MEMORY, SURPRISE_FORFEIT } from "./surprise-memory";

/** The GM rolls the d6 for the combatant's side before Begin Combat (GO-5). */
const ROLL_SIDE_SURPRISE: CombatantCommand = Object.freeze({
  id: "surprise.oseRoll",
  labelKey: "ER.Variants.Initiative.RollOseSurprise",
  icon: "fa-solid fa-dice-six",
  who: "gm",
  visible: (ctx: { readonly started: boolean }) => !ctx.started,
  operation: Object.freeze({ kind: "rollSideSurprise", surprised: oseSideSurprised }),
});

export const oseSurprise = {
  id: "surprise.ose",
  domain: "combat",
  selects: { path: "combat.surprise", value: "ose" },
  presets: { ose: { "combat.surprise": "ose" } },
  memory: SURPRISED_MEMORY,
  movementForfeits: [SURPRISE_FORFEIT],
  contribute: () => ({ roundStart: OSE_SURPRISE, combatantCommands: [TOGGLE_SURPRISED, ROLL_SIDE_SURPRISE] }),
} as const satisfies RuleModule;
