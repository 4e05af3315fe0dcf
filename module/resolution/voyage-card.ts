/**
 * Days afloat on the GM's client (VARIANTS.md §13.3 rows 29, 30; 003:L505–L509, L534–L547): the GM
 * sails a run of water days from the vessel entry; world time advances by the run (the rules'
 * voyageChecks), then each day boundary it crossed is rolled here, a d6 for direction (none when
 * the chance is certain) and a d6 for wandering monsters, and one card listing the days is
 * whispered to the GMs only. A lost vessel's true heading is the GM's call: the card says so.
 * With no water checks in force the days pass and nothing is posted.
 */
import { createChatMessage } from "../compat";
import { SYSTEM_ID } from "../constants";
import { MAX_VOYAGE_DAYS, WATER_BODIES, voyageChecks, voyageOutcome, type DayOutcome, type VoyageDayCheck, type VoyageInput, type WaterBody } from "../rules";
import { currentRuleset } from "../variants/setting";
import { gmIds } from "./companion";
import { d6 } from "./wilderness-card";

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

function cardContent(days: readonly VoyageDay[]): string {
  const parts = [`<p><strong>${escape(t("ER.Voyage.Title"))}</strong></p>`, `<ul>${days.map(dayLine).join("")}</ul>`];
  if (days.some((d) => d.lost)) parts.push(`<p>${escape(t("ER.Voyage.LostNote"))}</p>`);
  return `<div class="er-wilderness er-voyage">${parts.join("")}</div>`;
}

/** Rolls the day checks of a voyage on this (the GM's) client and whispers the GMs one card; the days, or null when none. */
export async function postVoyageChecks(checks: readonly VoyageDayCheck[]): Promise<VoyageDay[] | null> {
  if (checks.length === 0) return null;
  const rolls: Roll[] = [];
  const days: VoyageDay[] = [];
  for (const check of checks) {
    const lostRoll = check.lostRolled ? await d6(rolls) : null;
    const wanderingRoll = await d6(rolls);
    days.push({ check, lostRoll, wanderingRoll, ...voyageOutcome(check, { lost: lostRoll, wandering: wanderingRoll }) });
  }
  await createChatMessage({ content: cardContent(days), whisper: gmIds(), rolls, flags: { [SYSTEM_ID]: { [VOYAGE_CARD_FLAG]: true } } });
  return days;
}

/**
 * On the active GM's client: world time advances by the run of water days, then the boundaries it
 * crossed (from the world time it began) are rolled and whispered. Refused (a localised warning,
 * nothing written) on any other client or with no vessels in force. Returns the days rolled, or null.
 */
export async function sailVoyage(choice: VoyageChoice): Promise<VoyageDay[] | null> {
  if (game.users?.activeGM?.isSelf !== true || !game.time) {
    ui.notifications?.warn(t("ER.Voyage.GMOnly"));
    return null;
  }
  const startSeconds = Math.max(0, Math.floor(game.time.worldTime));
  const voyage = voyageChecks({ ...choice, startSeconds }, currentRuleset());
  if (voyage === null) {
    ui.notifications?.warn(t("ER.Voyage.NoVessels"));
    return null;
  }
  await game.time.advance(voyage.seconds);
  return postVoyageChecks(voyage.checks);
}
