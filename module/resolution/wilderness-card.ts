/**
 * Daily wilderness checks on the active GM's client (VARIANTS.md §5.10, §13.3 row 29; 003 "Losing
 * Direction", "Wandering Monsters"): when a march advances world time, each day boundary it crosses
 * (the rules' marchChecks) is rolled here, a d6 for direction (none on a road) and a d6 for
 * wandering monsters, and one card listing the days is whispered to the GMs only (where the party
 * wanders is the GM's to know). A lost party's new direction is the GM's call: the card says so and
 * moves nothing. With no checks model in force nothing is rolled or posted.
 */
import { createChatMessage } from "../compat";
import { SYSTEM_ID } from "../constants";
import { dayOutcome, marchChecks, type DayCheck, type DayOutcome, type MarchInput } from "../rules";
import { currentRuleset } from "../variants/setting";
import { rolledIn } from "./dice";

/** The flag of a wilderness-checks card (a notice, not a card with buttons: nothing on it is read back). */
export const WILDERNESS_CARD_FLAG = "wildernessChecks";

/** One day as the card lists it. */
export interface WildernessDay extends DayOutcome {
  readonly check: DayCheck;
  /** The d6 for direction, null on a road (never lost). */
  readonly lostRoll: number | null;
  readonly wanderingRoll: number;
}

const t = (key: string, data: Record<string, string> = {}): string => game.i18n?.format(key, data) ?? key;
const escape = (text: string): string => foundry.utils.escapeHTML(text);

/** A d6 rolled with core's Roll; a total outside 1–6 (a stand-in, a module's dice hook) is clamped. */
export async function d6(rolls: Roll[]): Promise<number> {
  const roll = await new Roll("1d6").evaluate();
  rolls.push(roll);
  return rolledIn(roll, 1, 6);
}

function dayLine(day: WildernessDay): string {
  const terrain = t(`ER.Terrain.${day.check.terrain}`);
  const lost = day.lostRoll === null
    ? t("ER.Wilderness.Road")
    : t(day.lost ? "ER.Wilderness.Lost" : "ER.Wilderness.NotLost", { roll: String(day.lostRoll), chance: String(day.check.lostChance) });
  const wandering = t(day.wandering ? "ER.Wilderness.Wandering" : "ER.Wilderness.NoWandering", { roll: String(day.wanderingRoll), chance: String(day.check.wanderingChance) });
  const line = t("ER.Wilderness.Day", { day: String(day.check.day), terrain, lost, wandering });
  return `<li>${escape(line)}</li>`;
}

function cardContent(days: readonly WildernessDay[], crossed: number): string {
  const parts = [`<p><strong>${escape(t("ER.Wilderness.Title"))}</strong></p>`, `<ul>${days.map(dayLine).join("")}</ul>`];
  if (crossed > days.length) parts.push(`<p>${escape(t("ER.Wilderness.More", { count: String(crossed - days.length) }))}</p>`);
  if (days.some((d) => d.lost)) parts.push(`<p>${escape(t("ER.Wilderness.LostNote"))}</p>`);
  return `<div class="er-wilderness">${parts.join("")}</div>`;
}

/** On the active GM's client: rolls the day checks of a march and whispers the GMs one card; returns the days, or null when none. */
export async function postMarchChecks(march: MarchInput): Promise<WildernessDay[] | null> {
  if (game.users?.activeGM?.isSelf !== true) return null;
  const ruleset = currentRuleset();
  const { checks, crossed } = marchChecks(march, ruleset);
  if (checks.length === 0) return null;
  const rolls: Roll[] = [];
  const days: WildernessDay[] = [];
  for (const check of checks) {
    const lostRoll = check.lostChance > 0 ? await d6(rolls) : null;
    const wanderingRoll = await d6(rolls);
    days.push({ check, lostRoll, wanderingRoll, ...dayOutcome(check, { lost: lostRoll, wandering: wanderingRoll }) });
  }
  const whisper = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id ?? "").filter(Boolean);
  await createChatMessage({ content: cardContent(days, crossed), whisper, rolls, flags: { [SYSTEM_ID]: { [WILDERNESS_CARD_FLAG]: true } } });
  return days;
}
