/**
 * A flier falls (VARIANTS.md §6.5, §13.3 row 39; 004:L24), on the active GM's client. When a
 * status is applied to an actor (`createActiveEffect`) or its data changes (`updateActor`: speed,
 * load), each of its tokens the rules say falls (rules `flierFall`: above the ground, flying,
 * prone or at speed 0) drops to elevation 0 at that second: the `fly` status is removed, the
 * elevation is written (with the token's movement action set back to walking when it was a flying
 * one: rules `landedAction`; `TokenDocument#movementAction`, a document field in v13 and v14) with the no-fall update option (so the move itself posts nothing), and the
 * existing falling card (./falling-card.ts `postFall`) is posted for the drop, stamped at the
 * combat's current second, when the falling rule is in force (its dice; no card otherwise).
 *
 * No player write: the status or the actor update that makes the flier fall is already a document
 * write Foundry authorised; the fall is the GM's own write, from what every client already holds.
 */
import { flierFall, landedAction } from "../rules";
import { actorConditions, actorProfile } from "../actors/profile";
import { currentRuleset } from "../variants/setting";
import { NO_FALL_OPTION, postFall, type FallActor, type FallToken } from "./falling-card";
import { removeStatus, type StatusActor } from "./statuses";
import { onDocumentHook } from "./hooks";

/** A token as this reads and writes it. */
export interface FlierToken extends FallToken {
  elevation?: unknown;
  movementAction?: unknown;
  update(data: { elevation: number; movementAction?: string }, options: Record<string, unknown>): Promise<unknown>;
}

/** An actor as this reads it: its statuses, system and tokens (a synthetic actor: its one token). */
export type FlierActor = FallActor & StatusActor & {
  system?: unknown;
  isToken?: boolean;
  token?: FlierToken | null;
  getActiveTokens?(linked: boolean, document: true): FlierToken[];
};

function tokensOf(actor: FlierActor): FlierToken[] {
  if (actor.isToken) return actor.token ? [actor.token] : [];
  return actor.getActiveTokens?.(false, true) ?? [];
}

/**
 * On the active GM's client: drops every token of `actor` that falls now and posts its card;
 * returns how many fell (0 elsewhere).
 */
export async function dropFallenFliers(actor: FlierActor | null | undefined): Promise<number> {
  if (!actor || game.users?.activeGM?.isSelf !== true) return 0;
  const ruleset = currentRuleset();
  const profile = actorProfile(actor).movement;
  const movement = (actor.system as { movement?: unknown } | null | undefined)?.movement;
  let fell = 0;
  for (const token of tokensOf(actor)) {
    const statuses = actorConditions(actor);
    const cause = flierFall({ elevation: token.elevation, statuses, action: token.movementAction, speeds: movement, speed: profile.speed, encumbranceSteps: profile.encumbranceSteps, immobile: profile.immobile }, ruleset);
    if (cause === null) continue;
    const from = token.elevation;
    if (actor.statuses.has("fly")) await removeStatus(actor, "fly");
    // Down, it walks again (004:L24): a flying action is set back to walking in the same write.
    const landed = landedAction(token.movementAction, movement, ruleset);
    await token.update({ elevation: 0, ...(landed === null ? {} : { movementAction: landed }) }, { [NO_FALL_OPTION]: true });
    await postFall(token, { origin: { elevation: from }, destination: { elevation: 0 } }, {});
    fell += 1;
  }
  return fell;
}

/** The hooks: a status applied, an actor updated (every client; the GM's acts). */
export function registerFlierFall(): void {
  Hooks.on("createActiveEffect", (effect) => void dropFallenFliers((effect as { parent?: unknown }).parent as FlierActor | null));
  onDocumentHook<FlierActor, "updateActor">("updateActor", (actor) => void dropFallenFliers(actor));
}
