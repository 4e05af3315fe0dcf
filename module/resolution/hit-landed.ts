/**
 * The `hitLanded(targetId, absoluteSecond)` event (RESOLUTION.md R20, RT-10): raised when a hit is
 * applied to a target, or a target's failed save is applied, at a stamped time; consumed on the GM
 * client that wrote the application (the active GM for a relayed request) by what the clock is
 * running on that target: an OSE cast in progress is disrupted (RT-4; 003:L884). A miss raises
 * nothing. The window and the verdict are the ruleset's (`spellDisruption` point); empty: nothing.
 */
import { createChatMessage } from "../compat";
import { SYSTEM_ID } from "../constants";
import { NO_ACTION, type ActionRecord } from "../rules";
import { spellDisruptionOf } from "../rules/resolution/models";
import { currentRuleset } from "../variants/setting";
import { NO_TURN_EVENTS } from "../combat/combatant";
import { viewedCombat } from "./documents";

/** The hook's name: `Hooks.on("enchanted-realms.hitLanded", (event: HitLanded) => …)`. */
export const HIT_LANDED_HOOK = "enchanted-realms.hitLanded";

/** What landed on a target, and when (the card's stamp: an absolute ER second, R10). */
export interface HitLanded {
  /** The target's token document uuid. */
  readonly targetUuid: string;
  readonly absolute: number;
  readonly event: "hit" | "failedSave";
}

/** The actor flag the tracker reads for the "disrupted" badge (§7.5): the absolute second of the disruption. */
export const DISRUPTED_FLAG = "disrupted";

/** Raises the event on this client (Hooks.callAll: every listener runs; nothing can cancel it). */
export function raiseHitLanded(event: HitLanded): void {
  Hooks.callAll(HIT_LANDED_HOOK, event);
}

/** The parts of a Combatant read and written here. */
interface CombatantLike {
  name?: string | null;
  actor?: unknown;
  token?: { uuid?: string } | null;
  system?: { action?: ActionRecord; spellName?: string };
  update(data: Record<string, unknown>, options?: object): Promise<unknown>;
}

function runningCombatants(): CombatantLike[] {
  // Collection#contents: the documents as an array (a Collection is a Map underneath).
  const combat = viewedCombat<{ started?: boolean; combatants?: { contents?: CombatantLike[] } }>();
  return combat?.started ? [...(combat.combatants?.contents ?? [])] : [];
}

/** The target's combatant in the running combat: by its token, else by its actor. */
function combatantOf(targetUuid: string): CombatantLike | null {
  const actor = (fromUuidSync(targetUuid) as { actor?: unknown } | null)?.actor ?? null;
  return runningCombatants().find((c) => c.token?.uuid === targetUuid || (actor !== null && c.actor === actor)) ?? null;
}

/**
 * Whether the combatant's action is a cast (RT-4): it has casting seconds or a spell's name. A
 * spell with no casting time and no name is indistinguishable from a blow and is left alone.
 */
function isCast(c: CombatantLike): boolean {
  const action = c.system?.action;
  return !!action && action.startedRound > 0 && (action.castingSeconds > 0 || (c.system?.spellName ?? "") !== "");
}

async function postDisruptedNote(c: CombatantLike, spell: string): Promise<void> {
  const whisper = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id);
  // Both values are players' text (a token's name; a trusted player's cast request names the spell): escaped.
  const escape = foundry.utils.escapeHTML;
  const content = game.i18n?.format("ER.Resolution.DisruptedNote", { name: escape(c.name ?? ""), spell: escape(spell) }) ?? "";
  await createChatMessage({ content, whisper });
}

/**
 * The GM side (RT-4, RT-10): a hit or failed save inside a cast's window cancels the action (no
 * effect lands), marks the caster disrupted for the tracker, and tells the GMs the spell is lost
 * from memory (003:L884; ER items have no "expended" field, so the GM strikes it). Returns whether
 * it disrupted.
 */
export async function consumeHitLanded(event: HitLanded): Promise<boolean> {
  if (!game.user?.isGM) return false;
  const model = spellDisruptionOf(currentRuleset());
  if (!model) return false;
  const c = combatantOf(event.targetUuid);
  if (!c || !isCast(c)) return false;
  const action = c.system!.action!;
  if (!model.disrupts({ startedRound: action.startedRound, landsAt: action.landsAt }, event.event, event.absolute)) return false;
  const spell = c.system?.spellName ?? "";
  await c.update({ "system.action": { ...NO_ACTION }, "system.spellName": "" }, NO_TURN_EVENTS);
  // The tracker's badge reads the caster's actor (badges.ts reads actors): the second of the disruption.
  const actor = (fromUuidSync(event.targetUuid) as { actor?: { update?(d: Record<string, unknown>): Promise<unknown> } } | null)?.actor;
  await actor?.update?.({ [`flags.${SYSTEM_ID}.${DISRUPTED_FLAG}`]: event.absolute });
  await postDisruptedNote(c, spell);
  return true;
}

/** Listens on this client (registerResolution). */
export function listenForHitLanded(): void {
  Hooks.on(HIT_LANDED_HOOK, (event: HitLanded) => void consumeHitLanded(event));
}

/** The outcomes that are a hit landing (R4); a late row ("Apply to selected") is applied as a hit. */
const HIT_OUTCOMES: readonly string[] = ["hit", "crit", "auto"];
/** The row operations that put a blow on the target (healing and the GM's Mark dead do not). */
const BLOW_OPS: readonly string[] = ["apply", "half", "double", "knockOut"];

/** The event an application of an attack card's row raises, or null (unstamped, a miss, a heal). */
export function hitOfApplication(stamp: { absolute: number } | null, row: { tokenUuid: string; outcome: string | null; late: boolean }, op: string): HitLanded | null {
  if (!stamp || !BLOW_OPS.includes(op)) return null;
  if (!row.late && !HIT_OUTCOMES.includes(row.outcome ?? "")) return null;
  return { targetUuid: row.tokenUuid, absolute: stamp.absolute, event: "hit" };
}
