/**
 * A retreat on the attack card and under a hit (RESOLUTION.md RO-4, RT-10, R20; VARIANTS.md §4.9,
 * §5.5, G2-14): a target whose combatant retreats this round is planned as retreating (the OSE
 * model's +2 and ignored shield), and a hit applied through the card stops a retreat under a rule
 * that says so (the OSR hack): the first hit's second is remembered and the movement code forfeits
 * the phases after it. The decisions are the rules module's (retreatingIn, retreatStopAt).
 */
import { retreatStopAt, retreatingIn } from "../rules";
import { fromAbsolute } from "../rules/time";
import { SECONDS_PER_ROUND } from "../rules/phases";
import { currentRuleset } from "../variants/setting";
import { NO_TURN_EVENTS } from "../combat/combatant";
import { variantMemoryOf } from "../combat/variant-input";
import { HIT_LANDED_HOOK, type HitLanded } from "./hit-landed";
import { viewedCombat } from "./documents";

/** The parts of a Combatant read and written here. */
interface CombatantLike {
  actor?: unknown;
  token?: { uuid?: string } | null;
  system?: unknown;
  update(data: Record<string, unknown>, options?: object): Promise<unknown>;
}

interface RunningCombat {
  readonly round: number;
  readonly combatants: readonly CombatantLike[];
}

/** The viewed combat when it is running: its clock's round and its combatants (Collection#contents). */
function runningCombat(): RunningCombat | null {
  const combat = viewedCombat<{ started?: boolean; system?: { absolute?: unknown }; combatants?: { contents?: CombatantLike[] } }>();
  const absolute = combat?.system?.absolute;
  if (!combat?.started || typeof absolute !== "number" || !Number.isSafeInteger(absolute) || absolute <= SECONDS_PER_ROUND) return null;
  return { round: fromAbsolute(absolute).round, combatants: [...(combat.combatants?.contents ?? [])] };
}

/** The combatant of a token in `combat`: by its token, else by its actor. */
function combatantOf(combat: RunningCombat, tokenUuid: string, actor: unknown): CombatantLike | null {
  return combat.combatants.find((c) => c.token?.uuid === tokenUuid) ?? (actor ? combat.combatants.find((c) => c.actor === actor) : undefined) ?? null;
}

/** RO-4: whether a targeted token's combatant retreats in the running combat's round (false outside one). */
export function retreatingTarget(target: { document: { uuid: string }; actor: unknown }): boolean {
  const combat = runningCombat();
  if (!combat) return false;
  const c = combatantOf(combat, target.document.uuid, target.actor);
  return !!c && retreatingIn(variantMemoryOf(c.system as Parameters<typeof variantMemoryOf>[0]), combat.round);
}

/**
 * RT-10 on the GM client that applied the hit: "successfully hit by an attack" (002:L337) stops a
 * retreat, so a failed save does not. Records the hit's second once (the first hit); returns
 * whether it stopped a retreat.
 */
export async function consumeRetreatHit(event: HitLanded): Promise<boolean> {
  if (!game.user?.isGM || event.event !== "hit") return false;
  const combat = runningCombat();
  if (!combat) return false;
  const actor = (fromUuidSync(event.targetUuid) as { actor?: unknown } | null)?.actor ?? null;
  const c = combatantOf(combat, event.targetUuid, actor);
  if (!c) return false;
  const at = retreatStopAt(variantMemoryOf(c.system as Parameters<typeof variantMemoryOf>[0]), event.absolute, currentRuleset());
  if (at === null) return false;
  await c.update({ "system.variant.retreatStoppedAt": at }, NO_TURN_EVENTS);
  return true;
}

/** Listens on this client (registerResolution). */
export function listenForRetreatHits(): void {
  Hooks.on(HIT_LANDED_HOOK, (event: HitLanded) => void consumeRetreatHit(event));
}
