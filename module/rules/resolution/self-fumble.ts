/**
 * A player character's own fumbled check (RESOLUTION.md R5, RS-4; 002:L81): "Rolling a natural 1 on
 * a check that damages a PC doubles the damage the PC suffers." The attack card passes it to
 * `rowAmount` as `ctx.selfFumble`; saves and other self-checks (a trap, the roll to return) apply it
 * here, after `saveDamage`. Pure.
 */
import type { Ruleset } from "../ruleset/resolve";
import { assertRuleset } from "../ruleset/known";
import type { Fighter } from "./types";
import { MAX_HEALTH, assertAmount, assertBoolean } from "./validate";
import { assertObject } from "../bounds";
import { assertInteger } from "../errors";

/** Whether a check's kept natural, rolled by `roller` itself, is a fumble the naturals point doubles. */
export function isSelfFumble(natural: number | null, roller: Pick<Fighter, "playerCharacter">, ruleset: Ruleset): boolean {
  assertRuleset("ruleset", ruleset);
  if (natural !== null) assertInteger("natural", natural);
  assertObject("roller", roller);
  assertBoolean("roller.playerCharacter", roller.playerCharacter);
  return natural === 1 && roller.playerCharacter && ruleset.points.naturals?.selfFumbleDoubles === true;
}

/** The damage a check's roller suffers after its own fumble: doubled where `isSelfFumble`, else as given. */
export function selfFumbleDamage(amount: number, natural: number | null, roller: Pick<Fighter, "playerCharacter">, ruleset: Ruleset): number {
  assertAmount("amount", amount);
  // Held within what applyHealthChange takes (MAX_HEALTH), as rowAmount holds an attack row's.
  return isSelfFumble(natural, roller, ruleset) ? Math.min(MAX_HEALTH, amount * 2) : amount;
}
