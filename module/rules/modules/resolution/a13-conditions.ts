/**
 * 13th Age conditions on the attack card (VARIANTS.md row 8, §3.8, §13.3; 001:L439–L499), beyond
 * the penalties the 13A attack model already takes (./a13-combat-math.ts: dazed, fear and weakened
 * −4 to attacks; helpless, stunned and weakened −4 to defences; fear without the escalation die;
 * vulnerable's crit range):
 * - a grabbed creature cannot make ranged attacks (L497), refused before any roll;
 * - the creature grabbing a target gets +4 against it (L499);
 * - hampered (only basic attacks, L457) and confused (no opportunity attacks or limited powers; the
 *   next attack action is a basic or at-will one on a random nearby ally, L445) are shown as notes:
 *   which attacks are "basic" and who is "nearby" is the GM's call (RULES.md §7; items carry no
 *   such flag).
 */
import type { AttackInput, ConditionEffectsModel } from "../../ruleset/points/resolution";
import type { RuleModule } from "../../ruleset/types";
import type { AttackTarget, Part } from "../../resolution/types";

/** Book (001:L499): "The creature grabbing you gets a +4 attack bonus against you." */
export const A13_GRAB_BONUS = 4;

/**
 * Book (001:L497): "Grabbed creatures can't use ranged attacks, although melee and close attacks
 * are fine." Decision: an item of kind "ranged" (spells included: a 13A ranged spell is a ranged
 * attack) is refused; a close attack is a melee item here.
 */
export function a13Refusal(input: AttackInput): string | null {
  return input.item.kind === "ranged" && input.attacker.conditions.includes("grabbed") ? "grabbedRanged" : null;
}

/** Decision (001:L445, L457): the attacker's hampered and confused, as notes the card shows, in that order. */
export function a13ConditionNotes(input: AttackInput): readonly string[] {
  return (["hampered", "confused"] as const).filter((c) => input.attacker.conditions.includes(c));
}

/**
 * Book (001:L499): +4 against the creature the attacker grabs. Who grabs whom is the adapter's
 * reading of the scene (`AttackTarget.grabbedByAttacker`); the grabbed creature's `grabbed`
 * condition is not required, so a grab the GM has not marked yet still counts once recorded.
 */
export function a13TargetParts(_input: AttackInput, target: AttackTarget): readonly Part[] {
  return target.grabbedByAttacker === true ? [{ key: "grabbing", value: A13_GRAB_BONUS }] : [];
}

export const A13_CONDITION_EFFECTS: ConditionEffectsModel = Object.freeze<ConditionEffectsModel>({
  refusal: a13Refusal,
  notes: a13ConditionNotes,
  targetParts: a13TargetParts,
});

/** In force exactly while the 13th Age attack model is (001:L439–L499 are its conditions). */
export const a13Conditions = {
  id: "resolution.a13Conditions",
  domain: "resolution",
  inForceWhen: { when: "resolution.attack", values: ["a13"] },
  contribute: () => ({ conditionEffects: A13_CONDITION_EFFECTS }),
} as const satisfies RuleModule;
