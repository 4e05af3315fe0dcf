/**
 * The attack card's flag (`flags.enchanted-realms.attack`): what was rolled, against whom, and the
 * ledger of applications (RESOLUTION.md R2, R13, R14). The author's client writes it at roll time and
 * the active GM's client appends to the ledger. Every client receives every ChatMessage, so the flag
 * holds no defence number (R11): each client looks the defence up when it renders.
 *
 * `readCardFlag` is as strict as the relay: the GM's client acts on a flag only when every field is
 * well formed, since its author may have written anything into it.
 */
import type { AttackOptions, CoverChoice, DefenceId, Outcome, Part } from "../rules/resolution/types";
import { MAX_FEET_PER_HEX } from "../rules/scene-scale";
import type { PositionHint } from "../rules/ruleset/points/positioning";
import { readSaveSection, type SaveSection } from "./save-flag";
import { denseList, readLedger, type HealthOp, type LedgerEntry } from "./ledger";
import { isRecord } from "./records";
import { MAX_CARD_ROWS } from "../data/bounds";

export { HEALTH_OPS, MAX_LEDGER, type HealthOp, type LedgerEntry, type StatusChange } from "./ledger";

export const CARD_FLAG = "attack";

/** A card flag without recorded options (an older card) is judged with none: no modifier, no advantage, no escalation. */
export const UNRECORDED_OPTIONS: AttackOptions = Object.freeze({ situational: 0, advantage: false, disadvantage: false, rear: false, knockOut: false, escalation: 0, hostileClose: false });
export const FLAG_VERSION = 1;
/** The most rows a card holds (data/bounds.ts): a longer flag is refused, and "Add my targets" stops there. */
export { MAX_CARD_ROWS };

/** What a row deals when applied (mirrors the pipeline's AttackRow). */
export type Deals = "damage" | "missDamage" | "none";

/** One target of the card, recorded at roll time (R2): its own attack roll and judged outcome. */
export interface CardRow {
  /** The token document's uuid. */
  tokenUuid: string;
  actorUuid: string;
  name: string;
  img: string;
  /** The token was hidden when the attack was rolled (R11: the row renders for the GM only). */
  hidden: boolean;
  /** Added after the roll by "Apply to selected" (§7.1): no outcome, the damage as rolled. */
  late: boolean;
  /** Index of its attack roll in `message.rolls`; null when refused before any roll. */
  rollIndex: number | null;
  outcome: Outcome | null;
  natural: number | null;
  total: number | null;
  parts: Part[];
  multiplier: number;
  halvings: number;
  deals: Deals;
  /** The AC the roll hits, shown on the row (the model's `hitsAc`: OSE, 003:L932); absent when the model shows none. */
  hitsAc?: HitsAc;
  /** The cover the GM set on the row (RO-3, 004:L84–L87); absent: none. */
  cover?: CoverChoice;
  /** Where the target stood at roll time (RO-3 range bands), so a row judged again keeps its range; absent on older cards. */
  distanceHexes?: number | null;
  feetPerHex?: number;
  /** The scene was flagged wilderness at roll time (VARIANTS.md §13.1); absent: not (and on older cards). */
  wilderness?: boolean;
  /**
   * The position hints at the attacker's action second (VARIANTS.md §13.3 row 44: flanking, from
   * above), as the rolling client read the map; the GM's client reads them again (card-verify.ts).
   */
  position?: PositionHint[];
}

/** What a row's roll hits: an AC, any AC or none (ruleset/points/resolution.ts AttackModel.hitsAc). */
export type HitsAc = number | "any" | "none";

/** Ops a player may ask for over the relay; the others are the GM's calls (§7.3). */
export const PLAYER_OPS: readonly HealthOp[] = Object.freeze(["apply", "heal"]);

export interface RolledFormula {
  formula: string;
  rollIndex: number;
}

export interface AttackCardFlag {
  v: typeof FLAG_VERSION;
  actorUuid: string | null;
  itemUuid: string;
  itemName: string;
  /** Which defence the rows were judged against (R11: shown per client, never stored as a number). */
  defence: DefenceId;
  /** The attacker's parts (R18). */
  attackParts: Part[];
  /** With no targets: the one attack roll and its total, shown with no outcome (§7.1). */
  untargeted: { rollIndex: number; natural: number | null; total: number } | null;
  damage: RolledFormula | null;
  missDamage: RolledFormula | null;
  damageParts: Part[];
  minimumOnHit: boolean;
  /** R1: the landing time in a running combat; null outside one. */
  stamp: { round: number; second: number; absolute: number } | null;
  /** Rolled in a combat at another second than its landing (R1). */
  offClock: boolean;
  knockOut: boolean;
  rows: CardRow[];
  ledger: LedgerEntry[];
  /** A save card (R12, §7.1): the effect and the GM-rolled results; absent on an attack card. */
  save?: SaveSection;
  /** The attacker's choices and situation at roll time, so a row judged later (cover, added targets) reads the same input; absent on older cards. */
  options?: AttackOptions;
  /**
   * The reminders the rules give for the attacker's conditions at roll time (13A hampered and
   * confused, 001:L445, L457: the GM's call, so a line rather than a number): a language key under
   * `ER.Resolution.ConditionNote.` and whole-number parameters, never text; absent on older cards.
   */
  reminders?: CardReminder[];
}

/** One reminder line of the card (see `AttackCardFlag.reminders`). */
export interface CardReminder {
  key: string;
  params?: Record<string, number>;
}

/** At most this many reminder lines, and parameters per line. */
export const MAX_REMINDERS = 8;
const MAX_REMINDER_PARAMS = 4;
const REMINDER_KEY = /^[A-Za-z]{1,40}$/;

const UUID = /^[A-Za-z0-9.]{1,200}$/;
const OUTCOMES: readonly Outcome[] = ["crit", "hit", "miss", "fumble", "auto", "outOfRange", "cannotBeHit"];
const DEALS: readonly Deals[] = ["damage", "missDamage", "none"];
const DEFENCES: readonly DefenceId[] = ["ac", "pd", "md"];
const COVERS: readonly CoverChoice[] = ["none", "partial1", "partial2", "partial3", "partial4", "half", "threeQuarters", "total"];

const int = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v);
const intOrNull = (v: unknown): v is number | null => v === null || int(v);
const str = (v: unknown, max = 200): v is string => typeof v === "string" && v.length <= max;

function readParts(value: unknown): Part[] | null {
  if (!Array.isArray(value) || value.length > 40) return null;
  const out: Part[] = [];
  for (const p of value) {
    if (!isRecord(p) || !str(p["key"], 80) || typeof p["value"] !== "number" || !Number.isFinite(p["value"])) return null;
    out.push({ key: p["key"], value: p["value"] });
  }
  return out;
}

function readRolled(value: unknown): RolledFormula | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !str(value["formula"], 500) || !int(value["rollIndex"]) || value["rollIndex"] < 0) return undefined;
  return { formula: value["formula"], rollIndex: value["rollIndex"] };
}

function readRow(value: unknown): CardRow | null {
  if (!isRecord(value)) return null;
  const r = value;
  const parts = readParts(r["parts"]);
  const outcome = r["outcome"];
  if (!str(r["tokenUuid"]) || !UUID.test(r["tokenUuid"]) || !str(r["actorUuid"]) || !UUID.test(r["actorUuid"])) return null;
  if (!str(r["name"]) || !str(r["img"], 500) || typeof r["hidden"] !== "boolean" || typeof r["late"] !== "boolean") return null;
  if (!intOrNull(r["rollIndex"]) || !intOrNull(r["natural"]) || !(r["total"] === null || (typeof r["total"] === "number" && Number.isFinite(r["total"])))) return null;
  if (outcome !== null && !OUTCOMES.includes(outcome as Outcome)) return null;
  if (!parts || !int(r["multiplier"]) || !int(r["halvings"]) || !DEALS.includes(r["deals"] as Deals)) return null;
  const hitsAc = r["hitsAc"];
  if (!(hitsAc === undefined || int(hitsAc) || hitsAc === "any" || hitsAc === "none")) return null;
  const { cover, distanceHexes, feetPerHex, wilderness } = r;
  if (!(cover === undefined || COVERS.includes(cover as CoverChoice))) return null;
  if (!(distanceHexes === undefined || distanceHexes === null || (int(distanceHexes) && distanceHexes >= 0))) return null;
  if (!(feetPerHex === undefined || (typeof feetPerHex === "number" && feetPerHex > 0 && feetPerHex <= MAX_FEET_PER_HEX))) return null;
  if (!(wilderness === undefined || typeof wilderness === "boolean")) return null;
  const position = readPosition(r["position"]);
  if (position === null) return null;
  return {
    tokenUuid: r["tokenUuid"], actorUuid: r["actorUuid"], name: r["name"], img: r["img"], hidden: r["hidden"], late: r["late"],
    rollIndex: r["rollIndex"], outcome: outcome as Outcome | null, natural: r["natural"], total: r["total"] as number | null,
    parts, multiplier: r["multiplier"], halvings: r["halvings"], deals: r["deals"] as Deals,
    ...(hitsAc === undefined ? {} : { hitsAc }),
    ...(cover === undefined ? {} : { cover: cover as CoverChoice }),
    ...(distanceHexes === undefined ? {} : { distanceHexes }),
    ...(feetPerHex === undefined ? {} : { feetPerHex }),
    ...(wilderness === undefined ? {} : { wilderness }),
    ...(position === undefined ? {} : { position }),
  };
}

/** At most this many position hints on a row (the rules give one per kind). */
const MAX_POSITION_HINTS = 8;
const HINT_KEY = /^[A-Za-z]{1,40}$/;

/** A row's position hints: undefined when absent, null when malformed. */
function readPosition(value: unknown): PositionHint[] | null | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length > MAX_POSITION_HINTS) return null;
  const out: PositionHint[] = [];
  for (const h of value as unknown[]) {
    if (!isRecord(h) || typeof h["key"] !== "string" || !HINT_KEY.test(h["key"]) || (h["gives"] !== "expertise" && h["gives"] !== "advantage")) return null;
    out.push({ key: h["key"], gives: h["gives"] });
  }
  return out;
}

/** The card's reminder lines: undefined when absent (an older card), null when malformed. */
function readReminders(value: unknown): CardReminder[] | null | undefined {
  if (value === undefined) return undefined;
  return denseList(value, MAX_REMINDERS, (r) => {
    if (!isRecord(r) || typeof r["key"] !== "string" || !REMINDER_KEY.test(r["key"])) return null;
    const params = r["params"];
    if (params === undefined) return { key: r["key"] };
    if (!isRecord(params)) return null;
    const entries = Object.entries(params);
    if (entries.length > MAX_REMINDER_PARAMS || entries.some(([k, v]) => !REMINDER_KEY.test(k) || !int(v))) return null;
    return { key: r["key"], params: Object.fromEntries(entries) as Record<string, number> };
  });
}

/** The recorded attack options: undefined when absent, null when malformed. */
function readOptions(value: unknown): AttackOptions | null | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value) || !int(value["situational"]) || !int(value["escalation"])) return null;
  const flags = ["advantage", "disadvantage", "rear", "knockOut", "hostileClose"] as const;
  if (flags.some((k) => typeof value[k] !== "boolean")) return null;
  const b = (k: (typeof flags)[number]): boolean => value[k] === true;
  return { situational: value["situational"], escalation: value["escalation"], advantage: b("advantage"), disadvantage: b("disadvantage"), rear: b("rear"), knockOut: b("knockOut"), hostileClose: b("hostileClose") };
}

/**
 * The card flag of a message, or null when it is missing or malformed: every row, the ledger and
 * the save results are read strictly and bounded (ledger.ts). Whether the author may be believed is
 * card-trust.ts's question; this only reads the shape.
 */
export function readCardFlag(flags: unknown): AttackCardFlag | null {
  if (!isRecord(flags)) return null;
  const f = flags;
  if (f["v"] !== FLAG_VERSION) return null;
  const rows = denseList(f["rows"], MAX_CARD_ROWS, readRow);
  const ledger = readLedger(f["ledger"]);
  if (!rows || !ledger) return null;
  const attackParts = readParts(f["attackParts"]);
  const damageParts = readParts(f["damageParts"]);
  const damage = readRolled(f["damage"]);
  const missDamage = readRolled(f["missDamage"]);
  if (!attackParts || !damageParts || damage === undefined || missDamage === undefined) return null;
  if (!(f["actorUuid"] === null || (str(f["actorUuid"]) && UUID.test(f["actorUuid"]))) || !str(f["itemUuid"]) || !str(f["itemName"])) return null;
  if (!DEFENCES.includes(f["defence"] as DefenceId) || typeof f["minimumOnHit"] !== "boolean" || typeof f["offClock"] !== "boolean" || typeof f["knockOut"] !== "boolean") return null;
  const u = f["untargeted"];
  if (u !== null && !(isRecord(u) && int(u["rollIndex"]) && intOrNull(u["natural"]) && typeof u["total"] === "number")) return null;
  const s = f["stamp"];
  if (s !== null && !(isRecord(s) && int(s["round"]) && int(s["second"]) && int(s["absolute"]))) return null;
  const save = readSaveSection(f["save"]);
  if (save === null) return null;
  const options = readOptions(f["options"]);
  const reminders = readReminders(f["reminders"]);
  if (options === null || reminders === null) return null;
  return {
    v: FLAG_VERSION,
    actorUuid: f["actorUuid"] as string | null,
    itemUuid: f["itemUuid"],
    itemName: f["itemName"],
    defence: f["defence"] as DefenceId,
    attackParts,
    untargeted: u as AttackCardFlag["untargeted"],
    damage,
    missDamage,
    damageParts,
    minimumOnHit: f["minimumOnHit"],
    stamp: s as AttackCardFlag["stamp"],
    offClock: f["offClock"],
    knockOut: f["knockOut"],
    rows,
    ledger,
    ...(save === undefined ? {} : { save }),
    ...(options === undefined ? {} : { options }),
    ...(reminders === undefined ? {} : { reminders }),
  };
}

/** The last application on the card that is not undone (R14: only it may be undone). */
export function lastApplication(flag: AttackCardFlag): LedgerEntry | null {
  const last = flag.ledger.at(-1);
  return last && !last.undone ? last : null;
}
