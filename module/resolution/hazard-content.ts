/**
 * The environment hazard card (VARIANTS.md §6.9, §13.3 row 43; 004:L102–L142): its flag, the reading
 * of that flag within its bounds, and its content with the GM's two buttons (Apply, then Undo; each
 * wired or removed per client by hazard-card.ts). A leaf with no Foundry document class.
 */
import { HAZARD_DC_MAX, isConditionId, isHazardDamage, type ClockTime, type ConditionId, type HazardSpec } from "../rules";
import { readEntry, type LedgerEntry } from "./ledger";

/** The card's flag. */
export const HAZARD_CARD_FLAG = "hazardCard";

/** A hazard where a token stands: its region and behaviour, and its fields. */
export interface HazardHere {
  key: string;
  regionName: string;
  spec: HazardSpec;
  effect: string;
  /** The system condition a failed save gives ("" none). */
  condition: ConditionId | "";
}

/** What a hazard did to one participant, as its card shows it. */
export interface HazardOutcome {
  total: number;
  dc: number;
  saved: boolean;
  damage: number;
}

/** The card's flag: where and when, the outcome, who, the damage formula and condition, and what its Apply did. */
export interface HazardCard extends HazardOutcome {
  combatId: string;
  combatantId: string;
  hazard: string;
  round: number;
  second: number;
  actorUuid: string;
  tokenUuid: string;
  formula: string;
  condition: ConditionId | "";
  applied: boolean;
  entry?: LedgerEntry;
  undone?: boolean;
}

/** A behaviour's condition field as the card reads it: a system condition, or "" for none. */
export function hazardConditionOf(value: unknown): ConditionId | "" {
  return isConditionId(value) ? value : "";
}

const whole = (v: unknown, min: number, max: number): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= min && v <= max;
const id = (v: unknown, max: number): v is string => typeof v === "string" && v.length <= max;

/** The card's flag within its bounds, or null when malformed (a card from before the Apply has no uuids: null). */
export function readHazardCard(value: unknown): HazardCard | null {
  const c = value as Partial<HazardCard> | null | undefined;
  if (!c || typeof c !== "object") return null;
  if (!id(c.combatId, 64) || !id(c.combatantId, 64) || !id(c.hazard, 200) || !id(c.actorUuid, 500) || !id(c.tokenUuid, 500) || (c.actorUuid === "" && c.tokenUuid === "")) return null;
  if (!whole(c.round, 1, Number.MAX_SAFE_INTEGER) || !whole(c.second, 1, 20) || !whole(c.total, -1_000, 1_000) || !whole(c.dc, 1, HAZARD_DC_MAX + 100) || !whole(c.damage, 0, 100_000)) return null;
  if (typeof c.saved !== "boolean" || typeof c.applied !== "boolean" || !isHazardDamage(c.formula) || (c.condition !== "" && !isConditionId(c.condition))) return null;
  const entry = c.entry === undefined ? undefined : readEntry(c.entry);
  if (entry === null || (c.undone !== undefined && typeof c.undone !== "boolean")) return null;
  const card: HazardCard = { combatId: c.combatId, combatantId: c.combatantId, hazard: c.hazard, round: c.round, second: c.second, total: c.total, dc: c.dc, saved: c.saved, damage: c.damage, actorUuid: c.actorUuid, tokenUuid: c.tokenUuid, formula: c.formula, condition: c.condition ?? "", applied: c.applied };
  if (entry) card.entry = entry;
  if (c.undone !== undefined) card.undone = c.undone;
  return card;
}

function localize(key: string, data?: Record<string, string | number>): string {
  const i18n = game.i18n;
  if (!i18n) return key;
  return data ? i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : i18n.localize(key);
}

/** Whether a card's outcome has anything to apply: a failed save with damage or a condition. */
export function hazardHasEffect(out: HazardOutcome, condition: string): boolean {
  return !out.saved && (out.damage > 0 || condition !== "");
}

export function hazardCardContent(name: string, hazard: HazardHere, at: ClockTime, out: HazardOutcome): string {
  const escape = foundry.utils.escapeHTML;
  const title = localize("ER.World.Hazard.Card.Title", { hazard: hazard.regionName || localize("TYPES.RegionBehavior.enchanted-realms.environmentHazard"), name, round: at.round, second: at.second });
  const save = localize(`ER.World.Hazard.Save.${hazard.spec.save}`);
  const lines = [localize(`ER.World.Hazard.Card.${out.saved ? "Saved" : "Failed"}`, { save, total: out.total, dc: out.dc })];
  if (out.damage > 0) lines.push(localize("ER.World.Hazard.Card.Damage", { damage: out.damage }));
  if (!out.saved && hazard.condition !== "") lines.push(localize("ER.World.Hazard.Card.Condition", { condition: localize(`ER.Condition.${hazard.condition}`) }));
  if (!out.saved && hazard.effect !== "") lines.push(hazard.effect);
  const buttons = hazardHasEffect(out, hazard.condition)
    ? `<button type="button" data-er-apply-hazard>${escape(localize("ER.World.Hazard.Apply"))}</button><button type="button" data-er-undo-hazard>${escape(localize("ER.Resolution.Op.undo"))}</button>`
    : "";
  return `<div class="er-hazard-card" data-round="${at.round}" data-second="${at.second}"><p><strong>${escape(title)}</strong></p><ul>${lines.map((l) => `<li>${escape(l)}</li>`).join("")}</ul>${buttons}</div>`;
}

