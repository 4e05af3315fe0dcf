/**
 * 13th Age "save ends" durations and ongoing damage (VARIANTS.md row 9, §3.9, §13.3; 001:L503–L513).
 * At the holder's end-of-turn moment (combat/turn-moment.ts) it takes the ongoing damage, then rolls
 * the save; a success ends the effect, a failure repeats both at its next end of turn. When the
 * battle is over, a PC's next saves are made automatically, so its save-ends effects end with the
 * Combat (L505); anyone else's stay for the GM.
 */
import type { SaveEndsDifficulty, SaveEndsEffect, SaveEndsRule } from "../../ruleset/points/resolution";
import type { RuleModule } from "../../ruleset/types";
import { A13_SAVE_TARGETS } from "./a13-saves";

/** Book (001:L511–L513): easy 6+, normal 11+, hard 16+. */
export function a13SaveEndsTarget(difficulty: SaveEndsDifficulty): number {
  return A13_SAVE_TARGETS[difficulty];
}

/**
 * Book (001:L503, L126 "roll that save at the end of your turn, after the ongoing effect"): the
 * ongoing damage comes first and is taken whatever the save then gives; the save's success ends the
 * effect ("the creature won't take the damage again"), its failure keeps it for the next turn.
 */
export function a13EndOfTurn(effect: SaveEndsEffect, saved: boolean): { damage: number; ends: boolean } {
  return { damage: effect.ongoing, ends: saved };
}

/**
 * Book (001:L505, "Once a battle is over, the PCs automatically make their next saves"): a PC's
 * save-ends effects end with the Combat. Decision: the automatic save is a success with no roll, and
 * since the damage belongs to a turn (L503) and there are no turns after the battle, no last
 * ongoing damage is taken. A PC is a `character` actor, whoever owns it (`Fighter.playerCharacter`); the
 * effects of NPCs and creatures are left to the GM (the text says nothing of them).
 */
export function a13EndsWithCombat(pc: boolean): boolean {
  return pc;
}

export const A13_SAVE_ENDS: SaveEndsRule = Object.freeze<SaveEndsRule>({
  target: a13SaveEndsTarget,
  endOfTurn: a13EndOfTurn,
  endsWithCombat: a13EndsWithCombat,
});

/** In force exactly while the 13th Age saves are (the save-ends durations are part of the same text). */
export const a13SaveEnds = {
  id: "resolution.a13SaveEnds",
  domain: "resolution",
  inForceWhen: { when: "resolution.saves", values: ["a13"] },
  contribute: () => ({ saveEnds: A13_SAVE_ENDS }),
} as const satisfies RuleModule;
