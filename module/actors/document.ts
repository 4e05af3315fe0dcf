/**
 * The system's Actor document class (CONFIG.Actor.documentClass): core's Actor plus
 * - roll data (`getRollData`): the actor's `system` fields and the numbers in force
 *   (module/actors/roll-data.ts, documented in docs/development.md);
 * - a new derivation after a v14 effect phase later than "initial" changed a stored field
 *   (module/actors/effects.ts explains the decision).
 */
import { effectChanges } from "../compat";
import { erActorSystem } from "./models";
import { INITIAL_PHASE, needsRederive } from "./effects";
import { actorRollData, moduleRollData } from "./roll-data";
import { currentRuleset } from "../variants/setting";
import type { Ruleset } from "../rules/ruleset/resolve";
import { itemSystemFields } from "../items/system-fields";

/** What a caller may ask of `getRollData` beyond core's call (module/resolution/roll-attack.ts). */
export interface ActorRollDataOptions {
  /** The ruleset the caller already read (default: the one in force). */
  ruleset?: Ruleset;
  /** The damage ability of the item being rolled (`itemAbility`); absent: STR. */
  damageAbility?: string;
}

/** The changes of every effect that applies to the actor now (its own and those its items transfer). */
function activeChanges(actor: Actor.Implementation): ReturnType<typeof effectChanges> {
  const out: ReturnType<typeof effectChanges> = [];
  for (const effect of actor.allApplicableEffects()) if (effect.active) out.push(...effectChanges(effect));
  return out;
}

export class ERActor extends Actor {
  /** True while core applies effects: core may read roll data then, and gets its own shape. */
  #applyingEffects = false;

  /** v13 calls this with no argument (one application); v14 once per phase ("initial", "final", …). */
  override applyActiveEffects(...args: unknown[]): void {
    this.#applyingEffects = true;
    try {
      // v14 passes the phase; the v13 type package knows no parameter.
      (super.applyActiveEffects as (...a: unknown[]) => void)(...args);
    } finally {
      this.#applyingEffects = false;
    }
    const phase = typeof args[0] === "string" ? args[0] : undefined;
    // v13 and v14's first phase come before the derivation: nothing to gather.
    if (phase === undefined || phase === INITIAL_PHASE) return;
    const system = erActorSystem(this);
    if (system && needsRederive(phase, activeChanges(this))) system.rederive();
  }

  /**
   * The actor's `@` values. Core calls this with no argument; an attack passes the ruleset it reads
   * and its item's damage ability (`itemAbility`: 13A `@a13.dmg`, 001:L23 "+ Ability"), so the
   * modules' values are computed once per roll data, with that ability (absent: STR).
   */
  override getRollData(options: ActorRollDataOptions = {}): Record<string, unknown> {
    const base: Record<string, unknown> = super.getRollData();
    const system = erActorSystem(this);
    // Before the first derivation (or during effect application) there is nothing in force to add.
    if (!system?.derived || this.#applyingEffects) return base;
    const items = this.items.contents.map((item) => ({ type: item.type, name: item.name, system: itemSystemFields(item) }));
    // The ruleset's `@` values (`@escalation`: the active combat's die for a character fighting in it).
    const extra = moduleRollData(this, game.combats?.active, options.ruleset ?? currentRuleset(), options.damageAbility);
    const escalation = extra["escalation"];
    return { ...base, ...extra, ...actorRollData(system.derived, items, typeof escalation === "number" ? escalation : 0) };
  }
}
