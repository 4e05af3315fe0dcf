/**
 * Days afloat on the GM's client (VARIANTS.md §13.3 rows 29, 30; 003:L505–L509, L525, L534–L555):
 * the GM sails a run of water days from the vessel entry; world time advances by the run (the rules'
 * voyageChecks). Each water day rolls at its start the dice the rules ask for (waterDayDice: the 2d6
 * wind, a river current's d6) and gets its miles from waterDay; each day boundary crossed rolls a
 * d6 for direction (none when the chance is certain) and a d6 for wandering monsters. One card
 * listing both is whispered to the GMs only. A lost vessel's true heading is the GM's call: the card
 * says so. With no dice and no checks in force the days pass and nothing is posted.
 */
import { createChatMessage } from "../compat";
import { SYSTEM_ID } from "../constants";
import { MAX_VOYAGE_DAYS, RulesError, WATER_BODIES, voyageChecks, voyageOutcome, waterDay, waterDayDice, type DayOutcome, type Ruleset, type VoyageDayCheck, type VoyageInput, type WaterBody, type WaterDayRaw } from "../rules";
import { currentRuleset } from "../variants/setting";
import { gmIds } from "./companion";
import { d6 } from "./wilderness-card";
import { rolledIn } from "./dice";
import { afloatAdvanceOptions } from "./world-clocks";

/** The flag of a voyage card (a notice: nothing on it is read back). */
export const VOYAGE_CARD_FLAG = "voyageChecks";

/** What the GM chose to sail: every field but the start, which is the world time when it is committed. */
export type VoyageChoice = Omit<VoyageInput, "startSeconds">;

/** One day as the card lists it. */
export interface VoyageDay extends DayOutcome {
  readonly check: VoyageDayCheck;
  /** The d6 for direction, null when the chance is certain (no die). */
  readonly lostRoll: number | null;
  readonly wanderingRoll: number;
}

const t = (key: string, data: Record<string, string> = {}): string => game.i18n?.format(key, data) ?? key;
const escape = (text: string): string => foundry.utils.escapeHTML(text);

/** The dialog's form values as a choice, or null (with a localised warning) when one is out of bounds. */
export function voyageChoiceOf(values: Readonly<Record<string, string>>): VoyageChoice | null {
  const days = Number((values["days"] ?? "").trim() || "1");
  const waters = values["waters"] as WaterBody;
  if (!Number.isSafeInteger(days) || days < 1 || days > MAX_VOYAGE_DAYS || !WATER_BODIES.includes(waters)) {
    ui.notifications?.warn(t("ER.Voyage.Invalid", { max: String(MAX_VOYAGE_DAYS) }));
    return null;
  }
  const on = (name: string) => values[name] === "on" || values[name] === "true";
  return { days, waters, landInSight: on("landInSight"), navigator: on("navigator") };
}

function dayLine(day: VoyageDay): string {
  const waters = t(`ER.Voyage.Waters.${day.check.waters}`);
  const lost = day.lostRoll === null
    ? t(day.lost ? "ER.Voyage.LostCertain" : "ER.Voyage.NeverLost")
    : t(day.lost ? "ER.Wilderness.Lost" : "ER.Wilderness.NotLost", { roll: String(day.lostRoll), chance: String(day.check.lostChance) });
  const wandering = t(day.wandering ? "ER.Wilderness.Wandering" : "ER.Wilderness.NoWandering", { roll: String(day.wanderingRoll), chance: String(day.check.wanderingChance) });
  return `<li>${escape(t("ER.Wilderness.Day", { day: String(day.check.day), terrain: waters, lost, wandering }))}</li>`;
}

/** One water day sailed as the card lists it: its dice (null when not rolled) and the rules' miles and notes, or null when the vessel entry is refused. */
export interface SailedDay {
  readonly n: number;
  readonly windRoll: number | null;
  readonly currentDie: number | null;
  readonly miles: number | null;
  readonly notes: readonly string[];
}

async function rollIn(formula: string, min: number, max: number, rolls: Roll[]): Promise<number> {
  const roll = await new Roll(formula).evaluate();
  rolls.push(roll);
  return rolledIn(roll, min, max);
}

/** Each water day's start: the dice the rules ask for, then its miles (003:L525, L555). */
async function sailDays(days: number, vessel: WaterDayRaw | null, ruleset: Ruleset, rolls: Roll[]): Promise<SailedDay[]> {
  if (vessel === null) return [];
  const dice = waterDayDice(vessel, ruleset);
  if (!dice.wind && !dice.current) return [];
  const out: SailedDay[] = [];
  for (let n = 1; n <= days; n++) {
    const windRoll = dice.wind ? await rollIn("2d6", 2, 12, rolls) : null;
    const currentDie = dice.current ? await rollIn("1d6", 1, 6, rolls) : null;
    let miles: number | null = null;
    let notes: string[] = [];
    try {
      const day = waterDay({ ...vessel, ...(windRoll === null ? {} : { windRoll }), ...(currentDie === null ? {} : { currentDie }) }, ruleset);
      miles = day?.miles ?? null;
      notes = (day?.notes ?? []).map((note) => t(note.key, Object.fromEntries(Object.entries(note.data).map(([k, v]) => [k, String(v)]))));
    } catch (error) {
      // A refused entry (no base rate …): the panel shows why; the card gives the dice without miles.
      if (!(error instanceof RulesError)) throw error;
    }
    out.push({ n, windRoll, currentDie, miles, notes });
  }
  return out;
}

function sailedLine(day: SailedDay): string {
  const dice = [
    ...(day.windRoll === null ? [] : [t("ER.Voyage.Wind", { roll: String(day.windRoll) })]),
    ...(day.currentDie === null ? [] : [t("ER.Voyage.CurrentDie", { roll: String(day.currentDie) })]),
  ].join(", ");
  const line = day.miles === null ? t("ER.Voyage.NoMiles", { n: String(day.n), dice }) : t("ER.Voyage.Sailed", { n: String(day.n), dice, miles: String(day.miles) });
  return `<li>${escape([line, ...day.notes].join(" "))}</li>`;
}

function cardContent(sailed: readonly SailedDay[], days: readonly VoyageDay[]): string {
  const parts = [`<p><strong>${escape(t("ER.Voyage.Title"))}</strong></p>`];
  if (sailed.length > 0) parts.push(`<ul class="er-voyage-sailed">${sailed.map(sailedLine).join("")}</ul>`);
  if (days.length > 0) parts.push(`<ul>${days.map(dayLine).join("")}</ul>`);
  if (days.some((d) => d.lost)) parts.push(`<p>${escape(t("ER.Voyage.LostNote"))}</p>`);
  return `<div class="er-wilderness er-voyage">${parts.join("")}</div>`;
}

/**
 * Rolls each water day's start dice and the day checks of a voyage on this (the GM's) client and
 * whispers the GMs one card; the checked days, or null when nothing was rolled.
 */
async function postVoyage(count: number, checks: readonly VoyageDayCheck[], vessel: WaterDayRaw | null, ruleset: Ruleset): Promise<VoyageDay[] | null> {
  const rolls: Roll[] = [];
  const sailed = await sailDays(count, vessel, ruleset, rolls);
  if (checks.length === 0 && sailed.length === 0) return null;
  const days: VoyageDay[] = [];
  for (const check of checks) {
    const lostRoll = check.lostRolled ? await d6(rolls) : null;
    const wanderingRoll = await d6(rolls);
    days.push({ check, lostRoll, wanderingRoll, ...voyageOutcome(check, { lost: lostRoll, wandering: wanderingRoll }) });
  }
  await createChatMessage({ content: cardContent(sailed, days), whisper: gmIds(), rolls, flags: { [SYSTEM_ID]: { [VOYAGE_CARD_FLAG]: true } } });
  return days.length > 0 ? days : null;
}

/**
 * On the active GM's client: world time advances by the run of water days, then each day's start
 * dice for `vessel` (the stored vessel entry; null: none) and the boundaries it crossed (from the
 * world time it began) are rolled and whispered. Refused (a localised warning, nothing written) on
 * any other client or with no vessels in force. Returns the days checked, or null.
 */
export async function sailVoyage(choice: VoyageChoice, vessel: WaterDayRaw | null = null): Promise<VoyageDay[] | null> {
  if (game.users?.activeGM?.isSelf !== true || !game.time) {
    ui.notifications?.warn(t("ER.Voyage.GMOnly"));
    return null;
  }
  const startSeconds = Math.max(0, Math.floor(game.time.worldTime));
  const ruleset = currentRuleset();
  const voyage = voyageChecks({ ...choice, startSeconds }, ruleset);
  if (voyage === null) {
    ui.notifications?.warn(t("ER.Voyage.NoVessels"));
    return null;
  }
  // The waters ride on the advance, so the travel-turn clock counts it afloat (002:L229; world-clocks.ts).
  await game.time.advance(voyage.seconds, afloatAdvanceOptions(choice.waters));
  return postVoyage(choice.days, voyage.checks, vessel, ruleset);
}
