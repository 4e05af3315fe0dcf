/**
 * The day-by-day pursuit on the GM's client (VARIANTS.md §13.3 row 33; 003:L782–L788): when an
 * evasion ends in a pursuit the rules run by days (OSE: the wilderness), the combat keeps a flag of
 * who flees and the GM's modifier; each *Pursuit day…* advances world time by the rule's day through
 * the march's one path (scene/march-checks.ts `advanceMarch`), so the day boundary it crosses rolls
 * the wilderness checks by the terrain the party stands in (§13.3 row 29; 003:L441–L445, L485–L495),
 * then rolls the catch and the new evasion d100s, asks the rules (`decidePursuitDay`) and posts the card. A
 * catch ends the pursuit in the encounter (the GM begins combat); an evasion ends it; otherwise
 * another day follows. GM only, before Begin Combat; nothing is relayed.
 */
import { SYSTEM_ID } from "../constants";
import { EVASION_FLEEING, MAX_EVASION_MODIFIER, decidePursuitDay, evasionSides, pursuitDayOf, type EvasionFleeing, type MarchLeg, type PursuitDayResult, type Ruleset } from "../rules";
import { createChatMessage } from "../compat";
import { systemFlag } from "../scene/time-flags";
import { advanceMarch } from "../scene/march-checks";
import { tokenTerrain } from "../scene/token-terrain";
import type { ERCombat } from "./combat";
import { MAX_PURSUIT_DAYS, PURSUIT_DAYS_FLAG, d100, evasionRows, setPursuitDays, type EvasionRow, type PursuitDaysState } from "./evasion";

const t = (key: string, data?: Record<string, string>): string => (data ? game.i18n?.format(key, data) : game.i18n?.localize(key)) ?? key;

/** The pursuit under way on a combat, read from its flag and bounded; null when none or malformed. */
export function pursuitDaysOf(combat: { readonly flags?: unknown } | null): PursuitDaysState | null {
  const raw = systemFlag(combat, PURSUIT_DAYS_FLAG) as Partial<Record<keyof PursuitDaysState, unknown>> | null | undefined;
  if (raw === null || typeof raw !== "object") return null;
  const { fleeing, modifier, day } = raw;
  if (!EVASION_FLEEING.includes(fleeing as EvasionFleeing)) return null;
  if (!Number.isSafeInteger(modifier) || Math.abs(modifier as number) > MAX_EVASION_MODIFIER) return null;
  if (!Number.isSafeInteger(day) || (day as number) < 0 || (day as number) >= MAX_PURSUIT_DAYS) return null;
  return { fleeing: fleeing as EvasionFleeing, modifier: modifier as number, day: day as number };
}

/** Whether `user` is offered a pursuit day on `combat`: a GM, the rule in force, not begun, a pursuit under way. */
export function mayOfferPursuitDay(combat: ERCombat | null, user: { isGM?: boolean } | null | undefined, ruleset: Ruleset): boolean {
  return combat !== null && user?.isGM === true && !combat.started && pursuitDayOf(ruleset) !== null && pursuitDaysOf(combat) !== null;
}

function cardContent(day: number, result: PursuitDayResult, catchRoll: number, evadeRoll: number): string {
  const esc = (s: string) => foundry.utils.escapeHTML(s);
  const lines = [
    `<h3>${esc(t("ER.Variants.Evasion.PursuitDay.Title", { day: String(day) }))}</h3>`,
    `<p>${esc(t("ER.Variants.Evasion.PursuitDay.Fled"))}</p>`,
  ];
  if (result.catchChance !== null) lines.push(`<p>${esc(t("ER.Variants.Evasion.PursuitDay.Catch", { chance: String(result.catchChance), roll: String(catchRoll) }))}</p>`);
  if (result.evadeChance !== null) lines.push(`<p>${esc(t("ER.Variants.Evasion.Chance", { chance: String(result.evadeChance), roll: String(evadeRoll) }))}</p>`);
  lines.push(`<p class="er-evasion-outcome">${esc(t(`ER.Variants.Evasion.PursuitDay.${result.reason}`))}</p>`);
  return lines.join("");
}

/**
 * The day's one leg: the terrain (and road) under the party, read as the march reads a hex (the
 * scene's painted terrain under the token). The party is the friendly side (EVASION_FLEEING), whether
 * it flees or gives chase: the two sides keep within a day of each other. Decision: the first
 * friendly combatant with a token stands for the party; with none, the first member of either side.
 */
function partyLeg(combat: ERCombat, rows: readonly EvasionRow[], seconds: number): MarchLeg {
  const row = rows.find((r) => r.disposition === 1) ?? rows.find((r) => r.disposition === -1);
  const token = row === undefined ? null : ((combat.combatants.get(row.id) as { token?: { parent?: unknown } | null } | undefined)?.token ?? null);
  const here = tokenTerrain(token);
  return { terrain: here.terrain, road: here.road === true, seconds };
}

/**
 * One pursuit day for `combat` (the fleeing side flees on, or stops): world time advances a day,
 * then the day is decided, the card posted and the flag moved on or cleared. Refused (a localised
 * warning, nothing written) for a non-GM, a begun combat, no pursuit under way, or a side gone.
 */
export async function runPursuitDay(combat: ERCombat, fleeOn: boolean, ruleset: Ruleset): Promise<PursuitDayResult | null> {
  const state = pursuitDaysOf(combat);
  const rule = pursuitDayOf(ruleset);
  if (game.user?.isGM !== true || !game.time) {
    ui.notifications?.warn(t("ER.Variants.Evasion.GMOnly"));
    return null;
  }
  if (combat.started || state === null || rule === null) {
    ui.notifications?.warn(t("ER.Variants.Evasion.PursuitDay.None"));
    return null;
  }
  const rows = evasionRows(combat, ruleset);
  const sides = evasionSides(rows, state.fleeing);
  if (sides.fleeing === null || sides.pursuers === null) {
    ui.notifications?.warn(t("ER.Variants.Evasion.NoSides"));
    return null;
  }
  // 003:L786: step 1, the fleeing side's day of flight, passes before the day's rolls; the day it
  // begins is checked as a march's day is (003:L441, L485), where the party stands.
  await advanceMarch(rule.daySeconds, [partyLeg(combat, rows, rule.daySeconds)]);
  const catchRoll = await d100();
  const evadeRoll = await d100();
  const result = decidePursuitDay({ fleeing: sides.fleeing, pursuers: sides.pursuers, fleeOn, modifier: state.modifier, catchRoll, evadeRoll }, ruleset);
  const day = state.day + 1;
  await createChatMessage({ content: cardContent(day, result, catchRoll, evadeRoll), flags: { [SYSTEM_ID]: { pursuitDay: { outcome: result.outcome } } } });
  await setPursuitDays(combat, result.outcome === "pursuit" && day < MAX_PURSUIT_DAYS ? { ...state, day } : null);
  return result;
}
