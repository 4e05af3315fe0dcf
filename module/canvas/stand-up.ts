/**
 * Standing up from a crawl (VARIANTS.md §13.1, amending §6.4; GT-9). When a combatant's `prone`
 * status is removed (by its owner or the GM) in a started combat, the active GM's client asks the
 * rules what standing takes (`standUpRecordOf`: ⌈hexes per round ÷ 2⌉ from the current phase and
 * then the later ones) and writes the record on the actor; the ruler, the reachable area and the
 * tracker's phase rows read it (`spentOffset`, `hexesAfterStandUp`). The request is the deletion
 * itself, which Foundry lets only an owner make; nothing the player's client computed is written.
 * With no active GM nothing is recorded (standing is then free; the GM's guide says so). Dropping
 * prone is free: nothing is recorded when the status is added.
 */
import { SYSTEM_ID } from "../constants";
import { standUpRecordOf, type MovePlanInput, type StandUpRecord } from "../rules";
import { currentRuleset } from "../variants/setting";
import { onVariantsChanged } from "../variants/changed";
import { historySpent, reachOverlay } from "./reach-overlay";
import { moveInputOf } from "./move-input";
import { STOOD_UP_FLAG, forgetMovementVariants } from "./variant-costs";
import { recalculatePlannedPaths } from "./scene-terrain";
import type { Ruleset } from "../rules/ruleset";

/** The token a stand is measured on: the actor's combatant's token in the active combat. */
interface StandingToken {
  readonly input: MovePlanInput | null;
  readonly spent: (budget: number) => number;
}

/**
 * The record to write when the actor stands now, or null when standing costs nothing: the rules
 * decide from the token's move input (as the ruler reads it) and the units its history used in
 * the current phase. Only the active GM's client calls it.
 */
export function standUpRecordAt(token: StandingToken | null, ruleset: Ruleset): StandUpRecord | null {
  if (token === null || token.input === null || token.input.combat === null) return null;
  // The history's recorded costs are units of the phase's table (the prone and the standing mover share its classes).
  return standUpRecordOf(token.input, token.spent(Number.MAX_SAFE_INTEGER), ruleset);
}

/**
 * What the `deleteActiveEffect` hook writes on this client: a record only on the active GM's client,
 * for the removal of `prone` from an actor no longer prone, whoever removed it (the user id is not
 * read: Foundry let only an owner delete the effect, and the GM's client computes the cost).
 */
export function proneRemovedRecord(event: { readonly activeGM: boolean; readonly removedProne: boolean; readonly stillProne: boolean; readonly token: StandingToken | null }, ruleset: Ruleset): StandUpRecord | null {
  if (!event.activeGM || !event.removedProne || event.stillProne) return null;
  return standUpRecordAt(event.token, ruleset);
}

/** The combatant token of `actor` in the active combat, as the stand reads it, or null. */
function standingToken(actor: Actor.Implementation): StandingToken | null {
  const combatant = game.combat?.combatants.find((c) => c.actor === actor);
  const token = combatant?.token;
  if (!token) return null;
  return { input: moveInputOf(token), spent: (budget) => historySpent(token, budget) };
}

export function registerStandUp(): void {
  // The kept rule variants (variant-costs.ts) go first, then the reach overlay and the planned
  // paths are measured again under the new ones.
  onVariantsChanged(() => [forgetMovementVariants, () => reachOverlay.invalidate(), recalculatePlannedPaths]);
  Hooks.on("deleteActiveEffect", (effect) => {
    const actor = effect.parent;
    if (!(actor instanceof foundry.documents.Actor)) return;
    const activeGM = game.users?.activeGM?.isSelf === true;
    const removedProne = effect.statuses.has("prone");
    const record = proneRemovedRecord({ activeGM, removedProne, stillProne: actor.statuses.has("prone"), token: activeGM && removedProne ? standingToken(actor) : null }, currentRuleset());
    if (record !== null) void actor.setFlag(SYSTEM_ID, STOOD_UP_FLAG, record);
  });
  // Every client: the tracker's phase rows show what the stand left as soon as the record arrives.
  Hooks.on("updateActor", (_actor, changed) => {
    const flags = (changed as { flags?: Record<string, Record<string, unknown> | undefined> } | undefined)?.flags;
    if (flags?.[SYSTEM_ID]?.[STOOD_UP_FLAG] !== undefined) void ui.combat?.render();
  });
}
