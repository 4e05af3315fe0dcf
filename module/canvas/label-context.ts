/**
 * What a waypoint label of the token ruler shows, as plain data: hexes moved, the allowance of the
 * current window in the terrain stood in, what remains (whole hexes at that terrain's rate), the
 * terrain entered, and why the allowance is 0. Pure: the ruler supplies the measurement and a
 * localisation function.
 */
import { i18nKey } from "../constants";
import {
  forfeitLabel,
  isConditionId,
  moveProgress,
  type HexTerrain,
  type MoveDecision,
  type MoveLimits,
  type MoveReason,
  type TerrainId,
  type ZeroReason,
} from "../rules";

export interface LabelInput {
  /** Grid spaces moved so far (Foundry's cumulative `measurement.spaces`). */
  hexes: number;
  /** Units used so far (Foundry's cumulative `measurement.cost`). */
  usedCost: number;
  limits: MoveLimits;
  /** The hex the waypoint stands in. */
  stand: HexTerrain;
  /** Its cost class for this mover (its effective terrain; "T+k" under the rule variants). */
  standClass: TerrainId | string;
  /** The extra cost that counts in the hex stood in (VARIANTS.md D7), if any. */
  extra?: { readonly k: number; readonly sources: readonly string[] };
}

export interface MovementLabel {
  hexes: number;
  window: "round" | "turn" | "phase" | "closed";
  /** 1–4 in a phase, else null. */
  phase: number | null;
  /** A(T) of the terrain stood in: hexes in the phase, or per round outside combat. */
  allowance: number;
  remaining: number;
  within: boolean;
  /** Localised name of the terrain entered. */
  terrain: string;
  steep: boolean;
  /** Localised reason the allowance is 0, or null. */
  reason: string | null;
  /** "difficult +k (hazard, crawling)" where the hex stood in costs extra, else null. */
  extraCost: string | null;
  /** Keys of the label's two sentences, in the plural form of their number ("1 hex moved", "0 of 2 hexes left in phase 1"). */
  movedKey: string;
  allowanceKey: string;
  cssClass: string;
}

export type Localize = (key: string) => string;

/** The CLDR plural category of a count in the user's language (Intl.PluralRules#select). */
export type Plural = (n: number) => string;

const ENGLISH = new Intl.PluralRules("en");
export const englishPlural: Plural = (n) => ENGLISH.select(n);

/** The key of the allowance sentence: what is left of the window's allowance, or that the move is beyond it. */
function allowanceKey(window: MovementLabel["window"], within: boolean, allowance: number, plural: Plural): string {
  if (window === "closed") return "ER.Movement.Label.Closed";
  const head = window === "phase" ? "Phase" : window === "turn" ? "Turn" : "Round";
  return `ER.Movement.Label.${head}${within ? "Left" : "Beyond"}.${plural(allowance)}`;
}

/** The ruler's extra-cost text (VARIANTS.md §6.3 "difficult +1"), or null for k = 0. */
export function extraCostText(extra: LabelInput["extra"], localize: Localize): string | null {
  if (extra === undefined || extra.k <= 0) return null;
  const head = localize("ER.Variants.Movement.ExtraCost").replace("{k}", String(extra.k));
  const names = extra.sources.map((s) => localize(`ER.Variants.Movement.Source.${s}`));
  return names.length > 0 ? `${head} (${names.join(", ")})` : head;
}

/** The localisation key of a reason for a zero allowance. */
export function zeroReasonKey(reason: ZeroReason | "terrain"): string {
  if (isConditionId(reason)) return i18nKey("Condition", reason);
  switch (reason) {
    case "encumbrance":
      return "ER.Movement.Reason.encumbrance";
    case "notMovementSecond":
      return "ER.Movement.Reason.notMovementSecond";
    default:
      // A rule's forfeit names its own key (its module's declaration); anything else is the terrain.
      return forfeitLabel(reason) ?? "ER.Movement.Reason.terrain";
  }
}

export function movementLabel(input: LabelInput, localize: Localize, plural: Plural = englishPlural): MovementLabel {
  const { limits, standClass } = input;
  const allowance = limits.table.allowanceOf(standClass);
  const progress = moveProgress(limits.table, input.usedCost, standClass);
  const window = limits.window.kind;
  let reason: string | null = null;
  if (allowance === 0) reason = localize(zeroReasonKey(limits.reason ?? "terrain"));
  return {
    hexes: input.hexes,
    window,
    phase: limits.window.kind === "phase" ? limits.window.phase + 1 : null,
    allowance,
    remaining: progress.remaining,
    within: progress.within,
    terrain: localize(i18nKey("Terrain", input.stand.terrain)),
    steep: input.stand.steep,
    reason,
    extraCost: extraCostText(input.extra, localize),
    movedKey: `ER.Movement.Label.Moved.${plural(input.hexes)}`,
    allowanceKey: allowanceKey(window, progress.within, allowance, plural),
    cssClass: [progress.within ? "er-within" : "er-beyond", `er-window-${window}`].join(" "),
  };
}

/** The localisation key of the reason a move is refused or warned about. */
export function moveReasonKey(reason: MoveReason): string {
  switch (reason.code) {
    case "condition":
      return i18nKey("Condition", reason.condition);
    case "encumbrance":
      return "ER.Movement.Reason.encumbrance";
    case "notMovementSecond":
      return "ER.Movement.Reason.notMovementSecond";
    case "overAllowance":
      return "ER.Movement.Reason.overAllowance";
    case "forfeit":
      // An id no module declares has no words of its own: the generic reason, never the raw id.
      return forfeitLabel(reason.forfeit) ?? "ER.Movement.Reason.forfeit";
  }
}

/** The notification for a decision (null when the move is simply allowed). */
export function moveNotification(
  decision: MoveDecision,
  name: string,
  localize: Localize,
  format: (key: string, data: Record<string, string>) => string,
): { level: "warn" | "error"; message: string } | null {
  if (decision.outcome === "allow" || decision.reason === null) return null;
  const reason = localize(moveReasonKey(decision.reason));
  return decision.outcome === "refuse"
    ? { level: "error", message: format("ER.Movement.Refused", { name, reason }) }
    : { level: "warn", message: format("ER.Movement.Warned", { name, reason }) };
}
