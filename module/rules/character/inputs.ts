/**
 * The derivation's input made acceptable to the rules (Decision, bad data, "clamp and report"):
 * stored values are bounded by the schema, but a value that slips through (an old world, a module
 * writing raw data) must not break the sheet. Each input is made acceptable (not a finite number →
 * 0, below the field's minimum → the minimum, a fraction where a whole number is needed → rounded
 * down, a part that is not an object → `{}`, a list that is not a list → `[]`) and the substitution
 * is reported in `derived.problems` (a localisation key and its data). Nothing is written back.
 */
import { ENCUMBRANCE_GROUP_IDS, type EncumbranceGroup } from "../encumbrance";
import { isTerrainId, type TerrainAdaptation } from "../terrain";
import { OSE_ARMOUR_CHOICES, OSE_TREASURE_JUDGEMENTS, type OseArmourChoice, type OseTreasureJudgement } from "../load-models";
import { PROBLEM_KEYS, type ActorKind, type ActorSourceInput, type CharacterInput, type DerivationProblem, type ItemInput } from "./types";

/** Collects what the derivation substituted; `describe` turns any stored value into text for the report. */
export class Sanitiser {
  readonly problems: DerivationProblem[] = [];

  constructor(private readonly describe: (value: unknown) => string) {}

  number(field: string, value: unknown, options: { integer?: boolean; min?: number; max?: number; fallback?: number } = {}): number {
    const min = options.min ?? 0;
    const max = options.max ?? Number.MAX_SAFE_INTEGER;
    let used: number;
    if (typeof value !== "number" || !Number.isFinite(value)) used = options.fallback ?? min;
    else if (value < min) used = min;
    else if (value > max) used = max;
    else if (options.integer === true && !Number.isInteger(value)) used = Math.floor(value);
    else return value;
    this.substituted(field, value, used);
    return used;
  }

  integer(field: string, value: unknown, min = 0, max?: number): number {
    return this.number(field, value, { integer: true, min, ...(max === undefined ? {} : { max }) });
  }

  /** Records that `used` stands in for the stored `value`. */
  substituted(field: string, value: unknown, used: string | number): void {
    this.problems.push({ key: PROBLEM_KEYS.clamped, data: { field, value: typeof value === "string" ? value : this.describe(value), used } });
  }

  /** An object the derivation reads fields from; anything else is replaced by `{}` and reported. */
  object(field: string, value: unknown): Record<string, unknown> {
    if (value !== null && typeof value === "object") return value as Record<string, unknown>;
    if (value !== undefined) this.substituted(field, value, "{}");
    return {};
  }

  /** A list of entries (an array, a Set or another iterable of finite size); anything else is replaced by `[]` and reported. */
  list(field: string, value: unknown): unknown[] {
    if (Array.isArray(value)) return value;
    if (value instanceof Set) return [...(value as Set<unknown>)];
    if (value !== undefined) this.substituted(field, value, "[]");
    return [];
  }

  /** One of `choices`, or `fallback` (reported) when the stored value is not one of them; absent is the fallback. */
  choice<T extends string>(field: string, value: unknown, choices: readonly T[], fallback: T): T {
    if (value === undefined) return fallback;
    if (typeof value === "string" && (choices as readonly string[]).includes(value)) return value as T;
    this.substituted(field, value, fallback);
    return fallback;
  }

  /** A stored flag: true, false or absent (false); anything else is false, reported. */
  flag(field: string, value: unknown): boolean {
    if (value === undefined || typeof value === "boolean") return value === true;
    this.substituted(field, value, "false");
    return false;
  }
}

/**
 * The input in the shape the derivation reads ("bad stored values never crash a sheet"): a part
 * that is not an object becomes `{}`, a list that is not a list becomes `[]`, an item without a
 * type or system is skipped; each substitution is reported. Fields are read lazily, so a data model
 * instance passes through unchanged.
 */
export function normaliseInput(raw: unknown, s: Sanitiser): CharacterInput {
  const input = s.object("input", raw);
  const type: ActorKind = input["type"] === "creature" ? "creature" : "character";
  if (input["type"] !== "creature" && input["type"] !== "character") s.substituted("type", input["type"], type);
  const sys = s.object("system", input["system"]);
  const movement = s.object("movement", sys["movement"]);
  const system = {
    bodyWeight: sys["bodyWeight"],
    quickness: sys["quickness"],
    movement: {
      speed: movement["speed"],
      milesPerDay: movement["milesPerDay"],
      sureFooted: movement["sureFooted"],
      adaptation: s.object("movement.adaptation", movement["adaptation"]),
    },
    encumbrance: s.object("encumbrance", sys["encumbrance"]),
    load: s.object("load", sys["load"]),
    march: s.object("march", sys["march"]),
    nativeTerrains: s.list("nativeTerrains", sys["nativeTerrains"]),
    abilities: s.object("abilities", sys["abilities"]),
    travel: s.object("travel", sys["travel"]),
    coins: sys["coins"],
    oseTreasure: sys["oseTreasure"],
  } as unknown as ActorSourceInput;
  const items: ItemInput[] = [];
  s.list("items", input["items"]).forEach((item, i) => {
    const it = item as Partial<ItemInput> | null;
    if (it === null || typeof it !== "object" || typeof it.type !== "string" || it.system === null || typeof it.system !== "object") {
      s.substituted(`items[${i}]`, item, "—");
      return;
    }
    items.push({ ...(typeof it.id === "string" ? { id: it.id } : {}), type: it.type, ...(typeof it.name === "string" ? { name: it.name } : {}), system: it.system });
  });
  const conditions = s.list("conditions", input["conditions"]).filter((c): c is string => typeof c === "string");
  return { type, system, items, worldTime: input["worldTime"] as number, conditions };
}

/** A stored creature group, or "other" (reported) when it is not one of the groups. */
export function creatureGroup(group: unknown, s: Sanitiser): EncumbranceGroup {
  if (group === undefined) return "other";
  if (ENCUMBRANCE_GROUP_IDS.includes(group as EncumbranceGroup)) return group as EncumbranceGroup;
  s.substituted("encumbrance.group", group, "other");
  return "other";
}

/** The stored terrain adaptation, keeping only pairs of terrains. */
export function adaptationFrom(source: Readonly<Record<string, string>> | undefined): TerrainAdaptation {
  const out: TerrainAdaptation = {};
  for (const [from, to] of Object.entries(source !== null && typeof source === "object" ? source : {})) {
    if (isTerrainId(from) && isTerrainId(to)) out[from] = to;
  }
  return out;
}

/** A stored judgement of the treasure, or "auto" (reported) when it is not one of the choices. */
export function treasureJudgement(s: Sanitiser, value: unknown): OseTreasureJudgement {
  if (value === undefined) return "auto";
  if (OSE_TREASURE_JUDGEMENTS.includes(value as OseTreasureJudgement)) return value as OseTreasureJudgement;
  s.substituted("oseTreasure", value, "auto");
  return "auto";
}

/** A stored OSE armour class, or "auto" (reported) when it is not one of the choices. */
export function armourChoice(s: Sanitiser, label: string, value: unknown): OseArmourChoice {
  if (value === undefined) return "auto";
  if (OSE_ARMOUR_CHOICES.includes(value as OseArmourChoice)) return value as OseArmourChoice;
  s.substituted(`${label}: oseClass`, value, "auto");
  return "auto";
}
