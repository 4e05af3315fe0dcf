/**
 * The save part of a card flag (RESOLUTION.md R12, §7.1 "Spell with a save"): the effect saved
 * against, and per target the result the active GM's client rolled. A save card is an attack card
 * flag with this part and no attack rolls, so applying and undoing go through the same ledger
 * (apply.ts). Read as strictly as the rest of the flag: the author may have written anything.
 */
import type { OnSuccess } from "../rules/resolution/types";
import type { SaveEffect } from "../rules/ruleset/points/resolution";
import { ABILITY_IDS, SAVE_CATEGORIES } from "../rules/resolution/types";
import { denseList } from "./ledger";
import { isRecord } from "./records";

/** One target's save, as the GM's client judged it (planSave → judgeSave). */
export interface SaveResult {
  tokenUuid: string;
  natural: number | null;
  total: number;
  success: boolean;
  /** What a success does (the effect's, else the model's default: R12). */
  onSuccess: OnSuccess;
  /** The saver is a player character: its own natural 1 may double what it suffers (R5, 002:L81; self-fumble.ts). */
  playerCharacter: boolean;
  /** The dice's total before parts, so a cover set afterwards judges the same roll again (RA-1); absent on older cards. */
  diceTotal?: number;
}

export interface SaveSection {
  effect: SaveEffect;
  results: SaveResult[];
}

const KINDS: readonly string[] = ["flat", ...SAVE_CATEGORIES, ...ABILITY_IDS];
const ON_SUCCESS: readonly string[] = ["none", "half", "full"];

const int = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v);

function readResult(value: unknown): SaveResult | null {
  if (!isRecord(value)) return null;
  const { tokenUuid, natural, total, success, onSuccess, playerCharacter, diceTotal } = value;
  if (typeof tokenUuid !== "string" || !/^[A-Za-z0-9.]{1,200}$/.test(tokenUuid)) return null;
  if (!(natural === null || int(natural)) || !int(total) || typeof success !== "boolean" || typeof playerCharacter !== "boolean") return null;
  if (typeof onSuccess !== "string" || !ON_SUCCESS.includes(onSuccess)) return null;
  if (!(diceTotal === undefined || int(diceTotal))) return null;
  return { tokenUuid, natural, total, success, onSuccess: onSuccess as OnSuccess, playerCharacter, ...(diceTotal === undefined ? {} : { diceTotal }) };
}

/** The save part: undefined when absent (an attack card), null when malformed, else the part. */
export function readSaveSection(value: unknown): SaveSection | null | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value) || !isRecord(value["effect"])) return null;
  const { kind, dc, onSuccess } = value["effect"];
  if (typeof kind !== "string" || !KINDS.includes(kind) || !int(dc) || dc < 0) return null;
  if (!(onSuccess === null || (typeof onSuccess === "string" && ON_SUCCESS.includes(onSuccess)))) return null;
  // Holes read as undefined and refuse the section, as a malformed result does.
  const results = denseList(value["results"], 50, readResult);
  if (!results) return null;
  return { effect: { kind: kind as SaveEffect["kind"], dc, onSuccess: onSuccess as OnSuccess | null }, results };
}

/** The result recorded for a target, or null while it has not saved. */
export function saveResultOf(section: SaveSection, tokenUuid: string): SaveResult | null {
  return section.results.find((r) => r.tokenUuid === tokenUuid) ?? null;
}

/** The item's save effect, or null when it has none (`save.kind` "none" or malformed). */
export function saveEffectOf(system: unknown): SaveEffect | null {
  const save = (system as { save?: { kind?: unknown; dc?: unknown; onSuccess?: unknown } } | null)?.save;
  if (!save || typeof save.kind !== "string" || save.kind === "none") return null;
  const dc = typeof save.dc === "number" && Number.isSafeInteger(save.dc) && save.dc >= 0 ? save.dc : 0;
  const onSuccess = save.onSuccess === "none" || save.onSuccess === "half" || save.onSuccess === "full" ? save.onSuccess : null;
  return { kind: save.kind as SaveEffect["kind"], dc, onSuccess };
}
