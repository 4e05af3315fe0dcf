/**
 * The `@` values an actor offers to roll formulas (`Actor#getRollData`, module/actors/document.ts),
 * as a pure function of its derived data and items. They sit beside the actor's `system` fields
 * (so `@health.value`, `@movement.speed`, `@bodyWeight` keep working) and are documented in the
 * README ("Roll data"). Every number comes from the derivation; nothing is computed here.
 */
import type { ActorDerived, ItemInput } from "./derive";

export interface ActorRollData {
  /** Quickness rating in force (the actor's own or its quickness skill's). */
  quickness: number;
  /** Initiative modifier in force (quickness, weapon in hand and encumbrance together). */
  initiative: number;
  /** Encumbrance penalty steps in force. */
  steps: number;
  /** Listed speed, hexes per round on optimal ground. */
  speed: number;
  /** Hexes per round on optimal ground after steps and conditions. */
  hexes: number;
  /** Weight carried and carrying capacity, lb. */
  carried: number;
  capacity: number;
  /** Daily miles after penalty steps. */
  miles: number;
  /** Skill ratings by identifier (`@skills.quickness`); skills without an identifier are left out. */
  skills: Record<string, number>;
  /**
   * Issue 14: the 13th Age escalation die this actor adds (VARIANTS.md row 5): the active combat's
   * die for a character fighting in it, not frightened; 0 otherwise (module/combat/escalation.ts).
   */
  escalation: number;
}

/** Identifiers usable as `@skills.<id>`: letters, digits and underscores, lower-cased. */
export function skillKey(identifier: unknown): string | null {
  if (typeof identifier !== "string") return null;
  const key = identifier.trim().toLowerCase().replace(/[^a-z0-9_]+/g, "_").replace(/^_+|_+$/g, "");
  return key === "" ? null : key;
}

export function actorRollData(derived: ActorDerived, items: readonly ItemInput[], escalation = 0): ActorRollData {
  const skills: Record<string, number> = {};
  for (const item of items) {
    if (item.type !== "skill") continue;
    const key = skillKey(item.system["identifier"]);
    const rating = item.system["rating"];
    if (key && typeof rating === "number" && Number.isFinite(rating)) skills[key] = Math.max(skills[key] ?? -Infinity, rating);
  }
  return {
    quickness: derived.initiative.quicknessRating,
    initiative: derived.initiative.total,
    steps: derived.encumbrance.steps,
    speed: derived.movement.speed,
    hexes: derived.movement.hexesPerRound,
    carried: derived.encumbrance.carried,
    capacity: derived.encumbrance.capacity,
    miles: derived.travel.milesAfterSteps,
    skills,
    escalation: Number.isSafeInteger(escalation) && escalation > 0 ? escalation : 0,
  };
}
