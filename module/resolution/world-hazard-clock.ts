/**
 * Environment hazards on the clock (VARIANTS.md §6.9, §13.3 row 43; 004:L102–L142). On the active
 * GM's client only:
 * - `endOfTurn` hazards: at each clock stop, every combatant whose token stands in one and whose
 *   end-of-turn moment this round the clock has passed (rules: turnMoments, hazardEndOfTurnDue);
 *   the moments the clock never passes are closed as the round is left forwards;
 * - `firstEntry` hazards: a token's committed move that ends inside one it was not in, at a
 *   movement second (rules: hazardEntryDue);
 * each once a round per combatant and hazard (the Combat's flags, which only a GM writes). The save
 * is the save primitive's (planSave, judgeSave, saveDamage) under the rules in force; the card is
 * stamped with the round and second. No model id is read: with the rule off, nothing happens.
 */
import { createChatMessage, regionOnLevel, tokenPlace } from "../compat";
import { SYSTEM_ID } from "../constants";
import { fromAbsolute, hazardDamageOf, hazardEndOfTurnDue, hazardEntryDue, hazardProblems, judgeSave, planSave, saveDamage, worldTurnOf, type ClockTime, type HazardSpec, type Ruleset, type SaveEffect } from "../rules";
import { currentRuleset } from "../variants/setting";
import { ENVIRONMENT_HAZARD_BEHAVIOR_TYPE } from "../canvas/ids";
import { roundLeftForwards, turnMomentsOf, type TurnCombatant } from "./turn-input";
import { actorFighter, type ActorLike } from "./fighter";
import { diceFormula, rollResult, rolledTotal } from "./dice";
import type { Asker } from "./apply";
import { HAZARD_CARD_FLAG, hazardCardContent, hazardConditionOf, type HazardCard, type HazardHere, type HazardOutcome } from "./hazard-content";
import { onDocumentHook } from "./hooks";

export { HAZARD_CARD_FLAG, hazardCardContent, type HazardCard, type HazardHere, type HazardOutcome } from "./hazard-content";

/** The Combat flag of the rounds each hazard last fired on each combatant (`<combatantId>_<regionId>_<behaviorId>` → round). */
export const HAZARD_FIRED_FLAG = "hazardFired";

interface HazardToken {
  id?: string | null;
  uuid?: string;
  combatant?: HazardCombatant | null;
  hidden?: boolean;
  parent?: { regions?: Iterable<HazardRegion> } | null;
  getCenterPoint?: (position?: object) => { x: number; y: number };
  elevation?: unknown;
}
interface HazardRegion {
  id?: string | null;
  name?: string;
  testPoint(point: { x: number; y: number; elevation: number }): boolean;
  behaviors: Iterable<{ id?: string | null; type?: string; disabled?: boolean; system?: unknown }>;
}
type HazardActor = ActorLike & { statuses?: ReadonlySet<string>; uuid?: string; name?: string; testUserPermission(user: Asker, level: "OWNER"): boolean };
interface HazardCombatant extends TurnCombatant {
  id: string | null;
  parent?: unknown;
  name?: string | null;
  token?: HazardToken | null;
  actor: HazardActor | null;
}
export interface HazardCombat {
  id: string | null;
  started?: boolean;
  system?: unknown;
  flags?: Record<string, Record<string, unknown> | undefined>;
  combatants: { contents?: HazardCombatant[] } & Iterable<HazardCombatant>;
  update(data: Record<string, unknown>): Promise<unknown>;
}

/** The environment hazards whose region holds `point` (the token's centre) at the token's place, in scene order. */
export function hazardsAt(token: HazardToken, point: { x: number; y: number }): HazardHere[] {
  const out: HazardHere[] = [];
  const place = tokenPlace(token);
  for (const region of token.parent?.regions ?? []) {
    if (!regionOnLevel(region, place) || !region.testPoint({ x: point.x, y: point.y, elevation: place.elevation })) continue;
    for (const b of region.behaviors) {
      if (b.disabled || b.type !== ENVIRONMENT_HAZARD_BEHAVIOR_TYPE || hazardProblems(b.system).length > 0) continue;
      const s = b.system as HazardSpec & { effect?: unknown; condition?: unknown };
      out.push({ key: `${region.id ?? ""}_${b.id ?? ""}`, regionName: region.name ?? "", spec: { save: s.save, dc: s.dc, damage: s.damage, trigger: s.trigger }, effect: typeof s.effect === "string" ? s.effect.slice(0, 80) : "", condition: hazardConditionOf(s.condition) });
    }
  }
  return out;
}

function firedMap(combat: HazardCombat): Record<string, number> {
  const raw = combat.flags?.[SYSTEM_ID]?.[HAZARD_FIRED_FLAG];
  const out: Record<string, number> = {};
  if (raw && typeof raw === "object") for (const [k, v] of Object.entries(raw as Record<string, unknown>)) if (Number.isSafeInteger(v) && (v as number) > 0) out[k] = v as number;
  return out;
}

/** One entry per combatant and hazard (the map is bounded by the scene's hazards times the combatants), overwritten each round it fires. */
async function remember(combat: HazardCombat, key: string, round: number): Promise<void> {
  await combat.update({ [`flags.${SYSTEM_ID}.${HAZARD_FIRED_FLAG}.${key}`]: round });
}

/**
 * Rolls the hazard's save with the save primitive, and its damage; the rolls go on the card (the
 * save's first, the damage's second), so its Apply reads the amount from them (hazard-card.ts).
 */
export async function rollHazard(actor: ActorLike, spec: HazardSpec, ruleset: Ruleset): Promise<HazardOutcome & { rolls: Roll[] }> {
  const effect: SaveEffect = { kind: spec.save, dc: spec.dc, onSuccess: null };
  const fighter = actorFighter(actor);
  const plan = planSave(fighter, effect, { cover: "none", advantage: false, disadvantage: false }, ruleset);
  const roll = await new Roll(diceFormula(plan.dice)).evaluate();
  const judged = judgeSave(plan, rollResult(roll));
  const rolls: Roll[] = [roll];
  let amount = 0;
  if (spec.damage !== "") {
    const damage = await new Roll(spec.damage).evaluate();
    rolls.push(damage);
    amount = hazardDamageOf({ formula: spec.damage, saved: false, rolled: rolledTotal(damage) });
  }
  return { total: judged.total, dc: plan.target, saved: judged.success, damage: saveDamage(plan.onSuccess, judged.success, amount), rolls };
}

const claimed = new Set<string>();

/** Rolls and posts one hazard on one combatant at `at`, once (the fired map); true when posted. */
async function fire(combat: HazardCombat, c: HazardCombatant, hazard: HazardHere, at: ClockTime, ruleset: Ruleset): Promise<boolean> {
  const actor = c.actor;
  const key = `${c.id ?? ""}_${hazard.key}`;
  if (!actor || claimed.has(`${combat.id ?? ""}.${key}`)) return false;
  claimed.add(`${combat.id ?? ""}.${key}`);
  try {
    await remember(combat, key, at.round);
    const { rolls, ...out } = await rollHazard(actor, hazard.spec, ruleset);
    const users = game.users?.contents ?? [];
    // A hidden token's card goes to the GMs only; otherwise to the GMs and the actor's owners.
    const whisper = users.filter((u) => u.isGM || (c.token?.hidden !== true && actor.testUserPermission(u as Asker, "OWNER"))).map((u) => u.id ?? "").filter(Boolean);
    const card: HazardCard = { combatId: combat.id ?? "", combatantId: c.id ?? "", hazard: hazard.key, round: at.round, second: at.second, ...out, actorUuid: actor.uuid ?? "", tokenUuid: c.token?.uuid ?? "", formula: hazard.spec.damage, condition: hazard.condition, applied: false };
    await createChatMessage({ content: hazardCardContent(actor.name || c.name || "", hazard, at, out), whisper, rolls, flags: { [SYSTEM_ID]: { [HAZARD_CARD_FLAG]: card } } });
    return true;
  } finally {
    claimed.delete(`${combat.id ?? ""}.${key}`);
  }
}

/** The end-of-turn hazards due at a clock stop (or, `closing`, as the round is left forwards). Returns the cards posted. */
export async function postDueHazards(combat: HazardCombat, clock: ClockTime | null, closing = false): Promise<number> {
  if (!clock || game.users?.activeGM?.isSelf !== true) return 0;
  const ruleset = currentRuleset();
  if (worldTurnOf(ruleset) === null) return 0;
  const fired = firedMap(combat);
  const due: [HazardCombatant, HazardHere, number][] = [];
  for (const c of combat.combatants.contents ?? [...combat.combatants]) {
    const token = c.token;
    if (!token?.getCenterPoint || !c.actor || c.isDefeated) continue;
    const moments = turnMomentsOf(c, clock.round);
    if (!moments) continue;
    for (const h of hazardsAt(token, token.getCenterPoint())) {
      const second = hazardEndOfTurnDue({ hazard: h.spec, now: clock, firedRound: fired[`${c.id ?? ""}_${h.key}`] ?? 0, moments, closing }, ruleset);
      if (second !== null) due.push([c, h, second]);
    }
  }
  let posted = 0;
  for (const [c, h, second] of due) if (await fire(combat, c, h, { round: clock.round, second }, ruleset)) posted++;
  return posted;
}

/** Core's `combatRound` (before the new round is written): the round left forwards closes its end-of-turn hazards. */
export async function closeRoundHazards(combat: HazardCombat, next: { round?: unknown } | null | undefined): Promise<number> {
  const now = roundLeftForwards(combat.system, next);
  return now === null ? 0 : postDueHazards(combat, now, true);
}

/**
 * A committed move (`moveToken`, active GM): the `firstEntry` hazards the token passed through or
 * stopped in (`path`: the centres of the waypoints it passed, its destination last) that its origin
 * was not in, at the combat's movement second, once a round each: touching the surface on the way
 * counts (004:L102 "touching … for the first time").
 */
export async function postEntryHazards(combat: HazardCombat | null, token: HazardToken, origin: { x: number; y: number }, clock: ClockTime | null, path?: readonly { x: number; y: number }[]): Promise<number> {
  if (!combat || !clock || game.users?.activeGM?.isSelf !== true || !token.getCenterPoint) return 0;
  const ruleset = currentRuleset();
  if (worldTurnOf(ruleset) === null) return 0;
  const c = (combat.combatants.contents ?? [...combat.combatants]).find((x) => x.token?.id === token.id);
  if (!c || c.isDefeated) return 0;
  const before = new Set(hazardsAt(token, origin).map((h) => h.key));
  const fired = firedMap(combat);
  let posted = 0;
  const seen = new Set<string>();
  const entered = (path ?? [token.getCenterPoint()]).flatMap((p) => hazardsAt(token, p)).filter((h) => !before.has(h.key) && !seen.has(h.key) && seen.add(h.key));
  for (const h of entered) {
    if (!hazardEntryDue({ hazard: h.spec, now: clock, firedRound: fired[`${c.id ?? ""}_${h.key}`] ?? 0 }, ruleset)) continue;
    if (await fire(combat, c, h, clock, ruleset)) posted++;
  }
  return posted;
}

/** `moveToken` on every client (the active GM's acts): a committed move's entry hazards (not an undo, not mid-chain). */
export function onHazardMove(token: HazardToken, movement: { origin?: object; method?: string; chain?: readonly unknown[]; passed?: { waypoints?: readonly object[] } }): void {
  if (movement.method === "undo" || (movement.chain?.length ?? 0) > 0 || !movement.origin || !token.getCenterPoint) return;
  const combat = (token.combatant?.parent ?? null) as HazardCombat | null;
  const absolute = (combat?.system as { absolute?: unknown } | undefined)?.absolute;
  const clock = combat?.started === true && typeof absolute === "number" && Number.isSafeInteger(absolute) && absolute > 20 ? fromAbsolute(absolute) : null;
  const centre = token.getCenterPoint;
  const path = [...(movement.passed?.waypoints ?? []).map((w) => centre.call(token, w)), centre.call(token)];
  void postEntryHazards(combat, token, centre.call(token, movement.origin), clock, path).catch((error: unknown) => console.error("Enchanted Realms | posting the hazard cards failed", error));
}

/** VARIANTS.md row 43: the round left forwards closes its hazards' end-of-turn moments, and a move may enter one. At init. */
export function registerHazardClock(): void {
  onDocumentHook<HazardCombat, "combatRound">("combatRound", (combat, next) => void closeRoundHazards(combat, next));
  onDocumentHook<HazardToken, "moveToken">("moveToken", (token, movement) => onHazardMove(token, movement));
}
