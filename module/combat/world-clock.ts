/**
 * Time beyond the fight on the active GM's client (VARIANTS.md §5.12, §5.13, §13.3 rows 31 and 32):
 * Begin Combat records world time, the end of a combat tops it up to a turn, every world-time move
 * settles the runners' clocks (`winded`) and, on a dungeon scene, whispers the GM the wandering
 * checks and rest turns it crossed. Every decision is the rules' (encounterEndAdvance,
 * dungeonPrompts, runnerUpdate); this file reads the documents and writes the results. A player's
 * pursuit toggle is relayed (relay.ts, relay-gm.ts).
 */
import { SYSTEM_ID } from "../constants";
import { dungeonPrompts, encounterEndAdvance, runnerUpdate, runningOf, timeKeepingOf, type Ruleset } from "../rules";
import { currentRuleset } from "../variants/setting";
import { createChatMessage } from "../compat";
import { ERCombat } from "./combat";
import { ERCombatant } from "./combatant";
import { sendRelay } from "./relay";
import { variantMemoryOf } from "./variant-input";
import { mayWorkCombatant } from "./variant-actions";
import { isDungeonScene, systemFlag } from "../scene/time-flags";
import { writeCombat, writeCombatant } from "./writes";

/** Combat flag: world time at Begin Combat. Actor flag: the runner's clock ({ ran, rested }). */
export const BEGAN_AT_FLAG = "beganAt";
export const RUNNING_FLAG = "running";
/** The status id the OSE attack model reads (rules/modules/resolution/ose-modifiers.ts `WINDED`). */
export const WINDED_STATUS = "winded";

type Flagged = { readonly flags?: unknown } | null | undefined;
const flag = systemFlag;

function activeGM(): boolean {
  return game.users?.activeGM?.isSelf === true;
}

const t = (key: string, data?: Record<string, string>): string => (data ? game.i18n?.format(key, data) : game.i18n?.localize(key)) ?? key;

/** Begin Combat on the GM's client that begins it: world time is recorded while a ruleset keeps time in turns. */
export async function recordCombatStart(combat: unknown): Promise<void> {
  if (!(combat instanceof ERCombat) || game.user?.isGM !== true || timeKeepingOf(currentRuleset()) === null) return;
  await writeCombat(combat, { [`flags.${SYSTEM_ID}.${BEGAN_AT_FLAG}`]: game.time?.worldTime ?? 0 }, {});
}

/** The seconds a deleted combat owes world time (GT-11), under `ruleset`. */
export function combatEndAdvance(combat: { readonly system?: unknown; readonly flags?: unknown }, worldTime: number, ruleset: Ruleset): number {
  const absolute = (combat.system as { absolute?: unknown } | null | undefined)?.absolute;
  return encounterEndAdvance({ worldTime, absolute, beganAt: flag(combat, BEGAN_AT_FLAG) }, ruleset);
}

/** The end of a combat (deleteCombat) on the active GM's client: world time is topped up to a turn. */
export async function topUpAtCombatEnd(combat: unknown): Promise<number> {
  if (!(combat instanceof ERCombat) || !activeGM()) return 0;
  const advance = combatEndAdvance(combat, game.time?.worldTime ?? 0, currentRuleset());
  if (advance > 0) await game.time?.advance(advance);
  return advance;
}

/** Whispers the GMs the dungeon's prompts for a world-time move (none off a dungeon scene or under the book). */
export async function promptDungeon(from: number, to: number, scene: Flagged, ruleset: Ruleset): Promise<number> {
  const due = dungeonPrompts({ from, to, dungeon: isDungeonScene(scene) }, ruleset);
  const lines: string[] = [];
  if (due.wandering > 0) lines.push(t("ER.Time.Prompt.Wandering", { count: String(due.wandering) }));
  if (due.rest > 0) lines.push(t("ER.Time.Prompt.Rest", { count: String(due.rest) }));
  if (lines.length === 0) return 0;
  const whisper = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id);
  const content = lines.map((l) => `<p>${foundry.utils.escapeHTML(l)}</p>`).join("");
  await createChatMessage({ content, whisper, flags: { [SYSTEM_ID]: { timePrompt: true } } });
  return lines.length;
}

/** The actors whose running clock a world-time move may change, and whether each runs now. */
function runners(): Map<Actor.Implementation, boolean> {
  const out = new Map<Actor.Implementation, boolean>();
  for (const combat of game.combats?.contents ?? []) {
    if (!(combat instanceof ERCombat)) continue;
    for (const c of combat.erCombatants) {
      const actor = c.actor;
      if (!actor) continue;
      const running = combat.started && variantMemoryOf(c.erSystem).pursuit === true;
      out.set(actor, (out.get(actor) ?? false) || running);
    }
  }
  for (const actor of game.actors?.contents ?? []) if (!out.has(actor) && flag(actor, RUNNING_FLAG) !== undefined) out.set(actor, false);
  return out;
}

/** Settles every runner's clock for a move of `seconds` and sets or clears `winded` at its edges. */
export async function settleRunners(seconds: number, ruleset: Ruleset): Promise<void> {
  if (runningOf(ruleset) === null) return;
  for (const [actor, running] of runners()) {
    const update = runnerUpdate(flag(actor, RUNNING_FLAG), { seconds, running, winded: actor.statuses.has(WINDED_STATUS) }, ruleset);
    // Bookkeeping, not an edit: no re-render of open sheets (as actors/world-time.ts). The update
    // data's type lists no dotted path, so the flag's dotted write cannot be assigned to it.
    if (update.clock !== null) await actor.update({ [`flags.${SYSTEM_ID}.${RUNNING_FLAG}`]: { ...update.clock } } as unknown as Actor.UpdateData, { render: false } as Actor.Database.UpdateOperation);
    if (update.winded !== null) await actor.toggleStatusEffect(WINDED_STATUS, { active: update.winded });
  }
}

/**
 * Starts or stops the combatant's pursuit (VARIANTS.md §5.13): the GM's client writes the flag of
 * its memory; an owner's client asks the active GM, which checks ownership and the rule again.
 */
export async function togglePursuit(combat: ERCombat, combatantId: string): Promise<void> {
  const c = combat.combatants.get(combatantId);
  if (!(c instanceof ERCombatant) || !mayWorkCombatant(c, game.user)) return;
  if (runningOf(currentRuleset()) === null) {
    ui.notifications?.warn(t("ER.Variants.Running.Refused"));
    return;
  }
  if (game.user?.isGM !== true) {
    sendRelay({ kind: "pursuit", combatId: combat.id ?? "", combatantId });
    return;
  }
  const on = variantMemoryOf(c.erSystem).pursuit !== true;
  await writeCombatant(c, { "system.variant.pursuit": on });
}

/** The row's "Running" badge while the combatant is in pursuit under a running rule (VARIANTS.md §5.13). */
export function pursuitBadges(combatant: unknown): { id: string; label: string }[] {
  if (!(combatant instanceof ERCombatant) || variantMemoryOf(combatant.erSystem).pursuit !== true || runningOf(currentRuleset()) === null) return [];
  return [{ id: "pursuit", label: t("ER.Variants.Running.Badge") }];
}

/** Whether a GM made a world-time move (actors/world-time.ts: a player's forged combat delta moves no clock). */
function byGM(userId: unknown): boolean {
  return typeof userId === "string" && game.users?.get(userId)?.isGM === true;
}

/**
 * World-time moves are settled one after another: each settlement reads the clocks the previous one
 * wrote (clock steps come faster than actor writes land), so no second of running is lost.
 */
let settling: Promise<void> = Promise.resolve();

/** Queues a settlement of the runners' clocks after those already queued; resolves when it is done. */
export function queueSettlement(seconds: number, ruleset: Ruleset): Promise<void> {
  settling = settling.then(() => settleRunners(seconds, ruleset)).catch((e: unknown) => console.error("Enchanted Realms | running clock", e));
  return settling;
}

/** Resolves once every queued settlement is done (tests, and a caller that reads the clocks next). */
export function runnersSettled(): Promise<void> {
  return settling;
}

export function registerWorldClock(): void {
  Hooks.on("combatStart", (combat) => void recordCombatStart(combat));
  Hooks.on("deleteCombat", (combat) => void topUpAtCombatEnd(combat));
  Hooks.on("updateWorldTime", (worldTime, delta, _options, userId) => {
    if (!activeGM()) return;
    const ruleset = currentRuleset();
    void promptDungeon(worldTime - delta, worldTime, game.scenes?.active, ruleset);
    if (byGM(userId)) void queueSettlement(delta, ruleset);
  });
}
