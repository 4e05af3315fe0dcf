/**
 * Spells provoke (VARIANTS.md §13.3 row 7; 001:L287): on the active GM's client, once the clock
 * reaches or passes the second a combatant's spell begins casting (its landing less its casting
 * time: the rules' castingStartsAt), one basic melee attack card per able engaged foe, stamped at
 * that second, unless the spell is close-quarters. Once per cast: the Combat's memory (only a GM
 * writes a Combat) keeps the casting start whose attacks were posted. The foes are spent for the
 * round as a ranged attack's are (opportunity-ranged.ts). Who provokes is the rules'
 * (spellProvokers); this file reads documents and posts. Hidden tokens are no one's foes
 * (scene/engagement-tokens.ts).
 *
 * The tracker's cast records the spell's name only (`system.spellName`, combat/commands.ts
 * markSpell), not an item: the close-quarters mark is read from the combatant's actor's spell item
 * of that name. Decision: a name no spell item of the actor's carries (typed by hand) is not
 * close-quarters, so it provokes, as the rule says spells do.
 */
import { castingStartsAt, fromAbsolute, spellProvokers, toAbsolute, type ActionRecord, type EngagementMemory } from "../rules";
import { currentRuleset } from "../variants/setting";
import { variantMemoryOf } from "../combat/variant-input";
import { CLOCK_CHANGE_HOOK } from "../combat/clock-hook";
import { combatClock } from "../combat/clock-state";
import { memoryOf, remember, type MemoryCombat } from "./combat-memory";
import { engagedFoesOf, placeable, postFoeAttacks, unspentPlan, type AttackerTokenDoc } from "./opportunity-ranged";
import { onDocumentHook } from "./hooks";

/** A combatant as read here: its action record, the cast's spell name, its actor's items and its token. */
export interface CastingCombatant {
  id: string | null;
  actor?: { items: Iterable<{ type: string; name?: string | null; system: unknown }> } | null;
  system?: unknown;
  token?: AttackerTokenDoc | null;
  update(data: object): Promise<unknown>;
}

export interface SpellCombat extends MemoryCombat {
  id: string | null;
  started?: boolean;
  combatants: { contents?: CastingCombatant[] } & Iterable<CastingCombatant>;
}

/** Whether the actor's spell item named `name` is marked close-quarters (no such item: false). */
export function closeQuartersSpell(actor: CastingCombatant["actor"], name: string): boolean {
  if (!actor || name === "") return false;
  for (const item of actor.items) {
    if (item.type === "spell" && item.name === name) return (item.system as { closeQuarters?: unknown } | null)?.closeQuarters === true;
  }
  return false;
}

const ACTION_KEYS = ["startedRound", "score", "castingSeconds", "landsAt", "delayedFrom"] as const;

/** Whether a stored action has every field of an action record, each a whole number from 0. */
function isActionRecord(a: object): a is ActionRecord {
  const fields = a as Partial<Record<(typeof ACTION_KEYS)[number], unknown>>;
  return ACTION_KEYS.every((k) => typeof fields[k] === "number" && Number.isSafeInteger(fields[k]) && fields[k] >= 0);
}

/** The combatant's action record, or null when it is malformed (the rules would refuse it). */
function actionOf(combatant: CastingCombatant): ActionRecord | null {
  const a = (combatant.system as { action?: Record<string, unknown> } | undefined)?.action;
  if (!a || typeof a !== "object") return null;
  return isActionRecord(a) ? a : null;
}

/** The casts claimed on this client and not yet remembered in the Combat (two clock hooks close together must not both post one). */
const claimed = new Set<string>();

/**
 * At a clock stop `clock` on the active GM's client: posts the opportunity attacks of each cast
 * whose casting has begun (start ≤ now) and not yet landed before now, once per cast. Returns the
 * number of cards asked for.
 */
export async function postSpellOpportunities(combat: SpellCombat, clock: { round: number; second: number } | null): Promise<number> {
  if (!clock || !game.users?.activeGM?.isSelf || combat.started === false || !combat.combatants) return 0;
  const ruleset = currentRuleset();
  const now = toAbsolute(clock);
  let posted = 0;
  for (const combatant of combat.combatants.contents ?? [...combat.combatants]) {
    const action = actionOf(combatant);
    const start = action ? castingStartsAt(action) : null;
    const id = combatant.id;
    if (!action || start === null || !id || start > now || action.landsAt < now) continue;
    const key = `${combat.id ?? ""}.${id}.${start}`;
    if (claimed.has(key) || memoryOf(combat, id).spellProvokedAt === start) continue;
    const token = combatant.token ?? null;
    const scene = token?.parent ?? null;
    if (!token || !scene) continue;
    const name = (combatant.system as { spellName?: unknown }).spellName;
    const closeQuarters = closeQuartersSpell(combatant.actor, typeof name === "string" ? name : "");
    const grid = { type: scene.grid.type, offsetOf: (p: { x: number; y: number }) => scene.grid.getOffset(p) };
    const engaged = engagedFoesOf(placeable(token), [...scene.tokens].map(placeable), grid, ruleset);
    if (engaged === null) continue;
    const stamp = { ...fromAbsolute(start), absolute: start };
    const memory: EngagementMemory = variantMemoryOf(combatant.system as Parameters<typeof variantMemoryOf>[0]);
    const plan = unspentPlan(spellProvokers(engaged, closeQuarters, ruleset), { round: stamp.round, memory });
    claimed.add(key);
    try {
      await remember(combat, id, { spellProvokedAt: start });
      if (plan === null) continue;
      await combatant.update({ "system.variant.engageRound": plan.patch.engageRound, "system.variant.engageSpent": plan.patch.engageSpent });
      posted += await postFoeAttacks(token, plan.foes, stamp);
    } finally {
      claimed.delete(key);
    }
  }
  return posted;
}

/**
 * The clock hook (every stop) and core's `updateCombatant` when a cast is marked or changed (a spell
 * marked at the clock's own second, or late, begins at or before now: the clock may not stop again
 * before it lands), both on the active GM's client.
 */
export function registerSpellOpportunities(): { clock: number; update: number } {
  const clock = onDocumentHook<SpellCombat, typeof CLOCK_CHANGE_HOOK>(CLOCK_CHANGE_HOOK, (combat, clock) => {
    void postSpellOpportunities(combat, clock).catch((error: unknown) => console.error("Enchanted Realms | posting a spell's opportunity attacks failed", error));
  });
  const update = onDocumentHook<{ parent?: (SpellCombat & { round?: number | null }) | null }, "updateCombatant">("updateCombatant", (combatant, changed) => {
    const system = (changed as { system?: { action?: unknown; spellName?: unknown } } | null)?.system;
    if (system?.action === undefined && system?.spellName === undefined) return;
    const combat = combatant.parent;
    if (!combat) return;
    void postSpellOpportunities(combat, combatClock(combat)).catch((error: unknown) => console.error("Enchanted Realms | posting a spell's opportunity attacks failed", error));
  });
  return { clock, update };
}
