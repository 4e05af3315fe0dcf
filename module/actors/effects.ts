/**
 * Active Effects and the derivation, as a pure decision.
 *
 * Where effects apply: Foundry applies an actor's effects during data preparation. v13 applies all
 * of them once, in `prepareEmbeddedDocuments`, after `prepareBaseData` and before
 * `prepareDerivedData`. v14 applies them in phases: the "initial" phase at the same point as
 * v13, the "final" phase at the end of `prepareData`, after `prepareDerivedData`
 * (CONST.ACTIVE_EFFECT_CHANGE_PHASES; a change's `phase` defaults to "initial").
 *
 * Decision: an effect that changes one of the actor's stored `system.*` fields
 * (speed, quickness, body weight, capacity, …) must reach everything derived from it (hexes, the
 * four-phase split, the ruler's limits, initiative), whatever its phase. The derivation runs in
 * `prepareDerivedData`, so it sees every v13 change and every v14 "initial" change as they come;
 * after any later phase that changed a `system.*` field, the actor's derivation is run again
 * (ERActor#applyActiveEffects, module/actors/document.ts). `system.derived.*` and
 * `system.profile.*` are outputs: the derivation rewrites them, so an effect aimed there has no
 * lasting effect in either version (aim at the input instead: `system.movement.speed`, not
 * `system.derived.movement.hexesPerRound`).
 */

/** The phase v13's single application is equivalent to, and v14's first. */
export const INITIAL_PHASE = "initial";

/** Paths the derivation writes (never inputs to it). */
const OUTPUT_PREFIXES = ["system.derived", "system.profile"] as const;

/** Whether a change key targets one of the derivation's inputs (a stored `system.*` field). */
export function isDerivationInput(key: string): boolean {
  if (!key.startsWith("system.")) return false;
  return !OUTPUT_PREFIXES.some((p) => key === p || key.startsWith(`${p}.`));
}

/**
 * Whether the derivation must run again after effects of `phase` have been applied: only for a
 * phase later than the first (v14), and only when one of its changes hit a derivation input.
 * `phase` is undefined on v13 (one application, before derivation).
 */
export function needsRederive(phase: string | undefined, changes: readonly { key: string; phase: string }[]): boolean {
  if (phase === undefined || phase === INITIAL_PHASE) return false;
  return changes.some((c) => c.phase === phase && isDerivationInput(c.key));
}
