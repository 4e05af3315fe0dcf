/**
 * Evasion before a fight on the GM's client (VARIANTS.md §5.14, §13.3 row 33; 003:L693–L780):
 * reads each combatant's token disposition and its hexes a round after load and terrain
 * (tracker-input.ts `movementInputOf` → the rules' `movementAllowance`), asks the rules for the
 * decision (`decideEvasion`), rolls the d100, posts the card, and on a pursuit the rules say is run
 * (`pursuitRuns`: OSE's dungeon) sets every member of both sides running (world-clock.ts
 * `togglePursuit`). GM only, before Begin Combat; nothing here is
 * relayed, so a player has no way to ask for it. Hidden combatants are named only in the GM's dialog.
 */
import { SYSTEM_ID } from "../constants";
import {
  EVASION_FLEEING,
  EVASION_SETTINGS,
  EVASION_SURPRISES,
  MAX_EVASION_MODIFIER,
  decideEvasion,
  evasionOf,
  evasionSides,
  movementAllowance,
  pursuitByDays,
  pursuitRuns,
  runningOf,
  type EvasionFleeing,
  type EvasionResult,
  type EvasionSetting,
  type EvasionSurprise,
  type Ruleset,
} from "../rules";
import { createChatMessage } from "../compat";
import { systemFlag } from "../scene/time-flags";
import type { ERCombat } from "./combat";
import type { ERCombatant } from "./combatant";
import { movementInputOf } from "./tracker-input";
import { variantMemoryOf } from "./variant-input";
import { togglePursuit } from "./world-clock";
import { writeCombat } from "./writes";
import { rolledIn } from "../rolls/rolled";

const t = (key: string, data?: Record<string, string>): string => (data ? game.i18n?.format(key, data) : game.i18n?.localize(key)) ?? key;

/** One combatant as the dialog lists it (GM only). */
export interface EvasionRow {
  readonly id: string;
  readonly name: string;
  readonly hidden: boolean;
  readonly disposition: unknown;
  readonly hexesPerRound: number;
}

/** What the GM chose in the dialog. */
export interface EvasionChoice {
  readonly fleeing: EvasionFleeing;
  readonly setting: EvasionSetting;
  readonly pursue: boolean;
  readonly surprise: EvasionSurprise;
  readonly modifier: number;
}

/** Combat flag: a pursuit run by days under way (pursuit-day.ts), `{ fleeing, modifier, day }` (day: the days already run), or null. */
export const PURSUIT_DAYS_FLAG = "pursuitDays";
/** A bound on the days counted (a pursuit this long is the GM's to end). */
export const MAX_PURSUIT_DAYS = 366;

export interface PursuitDaysState {
  readonly fleeing: EvasionFleeing;
  readonly modifier: number;
  readonly day: number;
}

/** Writes (or with null clears) the pursuit under way. */
export async function setPursuitDays(combat: ERCombat, state: PursuitDaysState | null): Promise<void> {
  await writeCombat(combat, { [`flags.${SYSTEM_ID}.${PURSUIT_DAYS_FLAG}`]: state }, {});
}

/** Whether `user` is offered the evasion for `combat` now: a GM, the rule in force, the combat not begun. */
export function mayOfferEvasion(combat: ERCombat | null, user: { isGM?: boolean } | null | undefined, ruleset: Ruleset): boolean {
  return combat !== null && user?.isGM === true && !combat.started && evasionOf(ruleset) !== null;
}

/** Each able combatant with an actor: its token's disposition and its hexes a round where it stands. */
export function evasionRows(combat: ERCombat, ruleset: Ruleset): EvasionRow[] {
  const rows: EvasionRow[] = [];
  for (const c of combat.erCombatants) {
    const input = c.isDefeated || !c.id ? null : movementInputOf(c);
    if (!input) continue;
    const token = c.token as { disposition?: unknown } | null;
    rows.push({ id: c.id!, name: c.name ?? "", hidden: c.hidden, disposition: token?.disposition, hexesPerRound: movementAllowance(input, ruleset).hexesPerRound });
  }
  return rows;
}

/** The dialog's form values as a choice, or null (with a localised warning) when one is out of bounds. */
export function evasionChoiceOf(values: Readonly<Record<string, string>>): EvasionChoice | null {
  const modifier = Number((values["modifier"] ?? "").trim() || "0");
  const fleeing = values["fleeing"] as EvasionFleeing;
  const setting = values["setting"] as EvasionSetting;
  const surprise = (values["surprise"] ?? "none") as EvasionSurprise;
  if (!Number.isSafeInteger(modifier) || Math.abs(modifier) > MAX_EVASION_MODIFIER || !EVASION_FLEEING.includes(fleeing) || !EVASION_SETTINGS.includes(setting) || !EVASION_SURPRISES.includes(surprise)) {
    ui.notifications?.warn(t("ER.Variants.Evasion.Invalid"));
    return null;
  }
  return { fleeing, setting, pursue: values["pursue"] === "on" || values["pursue"] === "true", surprise, modifier };
}

/** A d100 rolled with core's Roll, clamped to 1–100. */
export async function d100(): Promise<number> {
  const roll = await new Roll("1d100").evaluate();
  return rolledIn(roll, 1, 100);
}

/** The card: the outcome and why, the chance and roll when rolled; only visible combatants are named. */
function cardContent(result: EvasionResult, roll: number, rows: readonly EvasionRow[], choice: EvasionChoice, byDays: boolean): string {
  const esc = (s: string) => foundry.utils.escapeHTML(s);
  const lines = [
    `<h3>${esc(t("ER.Variants.Evasion.CardTitle"))}</h3>`,
    `<p class="er-evasion-outcome">${esc(t(result.outcome === "evaded" ? "ER.Variants.Evasion.Evaded" : byDays ? "ER.Variants.Evasion.PursuitDays" : "ER.Variants.Evasion.Pursuit"))}</p>`,
    `<p>${esc(t(`ER.Variants.Evasion.Reason.${result.reason}`))}</p>`,
  ];
  if (result.chance !== null) lines.push(`<p>${esc(t("ER.Variants.Evasion.Chance", { chance: String(result.chance), roll: String(roll) }))}</p>`);
  if (result.closing !== null && result.outcome === "pursuit") lines.push(`<p>${esc(t("ER.Variants.Evasion.Closing", { hexes: String(result.closing) }))}</p>`);
  const fleeingDisposition = choice.fleeing === "friendly" ? 1 : -1;
  const names = rows.filter((r) => !r.hidden && r.disposition === fleeingDisposition).map((r) => esc(r.name));
  if (names.length > 0) lines.push(`<p class="er-evasion-fleeing">${esc(t("ER.Variants.Evasion.Fleeing"))}: ${names.join(", ")}</p>`);
  return lines.join("");
}

/**
 * Decides the evasion for `combat` as the GM chose it, posts the card and, on a pursuit, sets both
 * sides running. Refused (a localised warning, nothing written) for a non-GM, a begun combat, the
 * rule off, or a side with no member. Returns the decision, or null when refused.
 */
export async function runEvasion(combat: ERCombat, choice: EvasionChoice, ruleset: Ruleset): Promise<EvasionResult | null> {
  if (game.user?.isGM !== true) {
    ui.notifications?.warn(t("ER.Variants.Evasion.GMOnly"));
    return null;
  }
  if (evasionOf(ruleset) === null) {
    ui.notifications?.warn(t("ER.Variants.Evasion.Refused"));
    return null;
  }
  if (combat.started) {
    ui.notifications?.warn(t("ER.Variants.Evasion.Started"));
    return null;
  }
  const rows = evasionRows(combat, ruleset);
  const sides = evasionSides(rows, choice.fleeing);
  if (sides.fleeing === null || sides.pursuers === null) {
    ui.notifications?.warn(t("ER.Variants.Evasion.NoSides"));
    return null;
  }
  const roll = await d100();
  const result = decideEvasion({ ...choice, fleeing: sides.fleeing, pursuers: sides.pursuers, roll }, ruleset);
  const byDays = result.outcome === "pursuit" && pursuitByDays(choice.setting, ruleset);
  await createChatMessage({ content: cardContent(result, roll, rows, choice, byDays), flags: { [SYSTEM_ID]: { evasion: { outcome: result.outcome } } } });
  // 003:L784: a wilderness pursuit goes day by day (pursuit-day.ts), not in running rounds.
  if (byDays) await setPursuitDays(combat, { fleeing: choice.fleeing, modifier: choice.modifier, day: 0 });
  // A new decision replaces a pursuit by days under way.
  else if (systemFlag(combat, PURSUIT_DAYS_FLAG) != null) await setPursuitDays(combat, null);
  // 003:L713 "Each side is assumed to be running", where the rules say so (OSE: the dungeon's pursuit,
  // not the waterborne one, L754–L758): every member of both sides runs (§5.13's pursuit flag).
  if (!byDays && result.outcome === "pursuit" && pursuitRuns(choice.setting, ruleset) && runningOf(ruleset) !== null) {
    for (const r of rows) {
      if (r.disposition !== 1 && r.disposition !== -1) continue;
      const c = combat.combatants.get(r.id) as ERCombatant | undefined;
      if (c && variantMemoryOf(c.erSystem).pursuit !== true) await togglePursuit(combat, r.id);
    }
  }
  return result;
}
