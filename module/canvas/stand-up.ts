/**
 * Standing up from a crawl (VARIANTS.md §6.4, GA-7). Under a ruleset whose prone crawls,
 * when the user who removes a combatant's `prone` status does so at a movement second of a started
 * combat, the actor is flagged as having stood up in that phase; the move context then counts half
 * the phase as used (module/canvas/mover.ts `spentOffset`). Dropping prone is free: nothing is
 * recorded when the status is added. Outside a movement second standing costs nothing here (the
 * next phase starts whole).
 */
import { SYSTEM_ID } from "../constants";
import { combatClock } from "../combat/clock-state";
import { moveWindow, proneCrawls } from "../rules";
import { currentRuleset } from "../variants/setting";
import { onVariantsChanged } from "../variants/changed";
import { reachOverlay } from "./reach-overlay";
import { STOOD_UP_FLAG, forgetMovementVariants, type StoodUp } from "./variant-costs";
import { recalculatePlannedPaths } from "./scene-terrain";

/** The flag value to record when `actor` stands up now in `combat`, or null when standing costs nothing. */
export function standUpRecord(
  combat: { id: string | null; started?: boolean; round?: number | null; system?: unknown; combatants: Iterable<{ actor?: unknown }> } | null | undefined,
  actor: unknown,
  crawl: boolean,
): StoodUp | null {
  if (!crawl || !combat || combat.id === null) return null;
  const clock = combatClock(combat);
  if (clock === null || moveWindow(clock.second).kind !== "phase") return null;
  for (const c of combat.combatants) if (c.actor === actor) return { combat: combat.id, round: clock.round, second: clock.second };
  return null;
}

export function registerStandUp(): void {
  // The kept rule variants (variant-costs.ts) go first, then the reach overlay and the planned
  // paths are measured again under the new ones.
  onVariantsChanged(() => [forgetMovementVariants, () => reachOverlay.invalidate(), recalculatePlannedPaths]);
  Hooks.on("deleteActiveEffect", (effect, _options, userId) => {
    if (userId !== game.user?.id || !effect.statuses.has("prone")) return;
    const actor = effect.parent;
    if (!(actor instanceof foundry.documents.Actor) || actor.statuses.has("prone")) return;
    const record = standUpRecord(game.combat, actor, proneCrawls(currentRuleset()));
    if (record !== null) void actor.setFlag(SYSTEM_ID, STOOD_UP_FLAG, record);
  });
}
