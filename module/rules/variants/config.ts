/**
 * The rule-variant configuration (VARIANTS.md §9.1–9.2): one typed, validated object that says which
 * companion-rulebook rules are in force. Pure: the world setting (module/variants/setting.ts) stores
 * it and the "Rule Variants" form edits it; rules functions take it as a last argument that defaults
 * to {@link BOOK_CONFIG}, under which they behave exactly as the book (VARIANTS.md GX-0).
 *
 * This is the first tranche (issue 14): only the domains and toggles this tranche implements are in
 * the object. Later tranches add fields (and raise {@link VARIANT_CONFIG_VERSION}); a stored config
 * missing a field takes the book's value for it (parseVariantConfig).
 */
import { RulesError } from "../errors";

export type InitiativeModelId = "er2d10" | "a13" | "osrDex" | "oseSide" | "oseIndividual" | "a5e";
export type SurpriseRule = "off" | "a13" | "ose" | "a5e";
export type OseTieRule = "simultaneous" | "reroll";
export type TerrainModelId = "divisors" | "divisorsPlusHazards" | "hazardsOnly";
export type ExtraCostStacking = "additive" | "worst";
export type ProneRule = "book" | "crawl";
export type EncumbranceModelId = "er" | "oseBasic" | "oseDetailed" | "osrLoads" | "off";
export type TravelModelId = "er" | "ose" | "osr";
export type ForcedMarchRule = "er" | "ose" | "off";

export interface VariantConfig {
  readonly version: number;
  readonly initiative: {
    readonly model: InitiativeModelId;
    /** Identical creatures (same base actor) share one roll (13A RAW; VARIANTS.md row 2). */
    readonly sharedRoll: boolean;
    /** Ties between OSE sides: act at the same second, or roll again (row 20). */
    readonly oseTies: OseTieRule;
    /** D3's anchor: a d20 total r maps to second clamp(anchor − r, 1, 20). */
    readonly d20Anchor: number;
  };
  readonly combat: {
    readonly surprise: SurpriseRule;
    /** 13A escalation die (row 5). */
    readonly escalationDie: boolean;
    /** The die keeps climbing past 6 (archmage's "unbounded" option). */
    readonly escalationUnbounded: boolean;
    /** 13A / OSR: the round's action traded for a double move (row 10). */
    readonly tradeActionForMovement: boolean;
  };
  readonly movement: {
    readonly terrainModel: TerrainModelId;
    readonly extraCostStacking: ExtraCostStacking;
    readonly prone: ProneRule;
    /**
     * Special movement (rows 13, 39): Foundry's swim, climb and crawl movement actions add 1 to
     * the extra-cost count k (VARIANTS.md D7, §4.3): 002's half speed (002:L33) and A5E's +1 foot
     * per foot without a climb or swim speed (004:L22; actors have no such speeds yet, §6.5).
     */
    readonly specialMovement: boolean;
    /**
     * OSE (003:L258): swimming, and only swimming, at half speed (k + 1 for the swim action).
     * Separate from `specialMovement`, which also charges climbing and crawling (002:L33, 004:L22).
     */
    readonly swimHalf: boolean;
  };
  readonly encumbrance: {
    readonly model: EncumbranceModelId;
    /** ER persistent encumbrance (RULES.md §6); needs model "er". */
    readonly persistent: boolean;
    /** OSE basic: coins of treasure from which a load is "significant" (003:L94; Decision 800). */
    readonly oseSignificantTreasure: number;
    /** OSE detailed: every gear item counts as 80 coins (8 lb) instead of its weight (003:L114). */
    readonly oseGearFlat80: boolean;
  };
  readonly travel: {
    readonly model: TravelModelId;
    readonly forcedMarch: ForcedMarchRule;
    /** The party moves at its slowest member's pace (row 49). */
    readonly partyPace: boolean;
    /** OSE: a rest day in every seven, or −1 to hit and damage (row 28). */
    readonly oseRest: boolean;
  };
}

/** The version of the stored shape; raised when a later tranche adds or changes a field. */
export const VARIANT_CONFIG_VERSION = 1;

export const INITIATIVE_MODEL_IDS: readonly InitiativeModelId[] = Object.freeze(["er2d10", "a13", "osrDex", "oseSide", "oseIndividual", "a5e"] as const);
export const SURPRISE_RULES: readonly SurpriseRule[] = Object.freeze(["off", "a13", "ose", "a5e"] as const);
export const OSE_TIE_RULES: readonly OseTieRule[] = Object.freeze(["simultaneous", "reroll"] as const);
export const TERRAIN_MODEL_IDS: readonly TerrainModelId[] = Object.freeze(["divisors", "divisorsPlusHazards", "hazardsOnly"] as const);
export const EXTRA_COST_STACKINGS: readonly ExtraCostStacking[] = Object.freeze(["additive", "worst"] as const);
export const PRONE_RULES: readonly ProneRule[] = Object.freeze(["book", "crawl"] as const);
export const ENCUMBRANCE_MODEL_IDS: readonly EncumbranceModelId[] = Object.freeze(["er", "oseBasic", "oseDetailed", "osrLoads", "off"] as const);
export const TRAVEL_MODEL_IDS: readonly TravelModelId[] = Object.freeze(["er", "ose", "osr"] as const);
export const FORCED_MARCH_RULES: readonly ForcedMarchRule[] = Object.freeze(["er", "ose", "off"] as const);

/** Decision (VARIANTS.md D3): the d20 anchor; a natural 20 with +0 acts at second 1. */
export const D20_SECOND_ANCHOR = 21;
/** Decision (issue 14): the range the GM may move the anchor in (a +19 bonus still reaches second 20 at 40). */
export const D20_ANCHOR_MIN = 2;
export const D20_ANCHOR_MAX = 60;
/** Decision (VARIANTS.md §9.1, 003:L94): treasure of 800 coins or more is "significant". */
export const OSE_SIGNIFICANT_TREASURE_COINS = 800;
/** Decision (issue 14): the largest significant-treasure threshold the form accepts. */
export const MAX_SIGNIFICANT_TREASURE_COINS = 1_000_000;

type DeepMutable<T> = { -readonly [K in keyof T]: T[K] extends object ? DeepMutable<T[K]> : T[K] };

function freezeConfig(c: DeepMutable<VariantConfig>): VariantConfig {
  for (const v of Object.values(c)) if (v && typeof v === "object") Object.freeze(v);
  return Object.freeze(c);
}

/** The book (all variants off): every rules function's default, reproducing the book exactly. */
export const BOOK_CONFIG: VariantConfig = freezeConfig({
  version: VARIANT_CONFIG_VERSION,
  initiative: { model: "er2d10", sharedRoll: false, oseTies: "simultaneous", d20Anchor: D20_SECOND_ANCHOR },
  combat: { surprise: "off", escalationDie: false, escalationUnbounded: false, tradeActionForMovement: false },
  movement: { terrainModel: "divisors", extraCostStacking: "additive", prone: "book", specialMovement: false, swimHalf: false },
  encumbrance: { model: "er", persistent: true, oseSignificantTreasure: OSE_SIGNIFICANT_TREASURE_COINS, oseGearFlat80: false },
  travel: { model: "er", forcedMarch: "er", partyPace: true, oseRest: false },
});

export type PresetId = "book" | "a13" | "ose" | "osr" | "a5e";
export const PRESET_IDS: readonly PresetId[] = Object.freeze(["book", "a13", "ose", "osr", "a5e"] as const);

/** A partial config: what a preset or a form submission changes. */
export type VariantPatch = { readonly [K in Exclude<keyof VariantConfig, "version">]?: Partial<VariantConfig[K]> };

function withPatch(base: VariantConfig, patch: VariantPatch): VariantConfig {
  const out = structuredClone(base) as DeepMutable<VariantConfig>;
  for (const [domain, fields] of Object.entries(patch)) {
    if (!fields || typeof fields !== "object") continue;
    const target = (out as unknown as Record<string, Record<string, unknown>>)[domain];
    if (!target) continue;
    for (const [k, v] of Object.entries(fields)) if (k in target) target[k] = v;
  }
  return freezeConfig(out);
}

/**
 * Decision (VARIANTS.md §9.1 presets, first tranche): each preset is the book plus the variants of
 * one companion text that this tranche implements. Toggles of later tranches (engagement, save
 * ends, declarations, movement modes…) join their preset when they are built.
 */
export const PRESETS: Readonly<Record<PresetId, VariantConfig>> = Object.freeze({
  book: BOOK_CONFIG,
  a13: withPatch(BOOK_CONFIG, {
    initiative: { model: "a13", sharedRoll: true },
    combat: { surprise: "a13", escalationDie: true, tradeActionForMovement: true },
  }),
  ose: withPatch(BOOK_CONFIG, {
    initiative: { model: "oseSide", oseTies: "simultaneous" },
    combat: { surprise: "ose" },
    movement: { swimHalf: true },
    encumbrance: { model: "oseDetailed", persistent: false },
    travel: { model: "ose", forcedMarch: "ose", oseRest: true },
  }),
  osr: withPatch(BOOK_CONFIG, {
    initiative: { model: "osrDex" },
    combat: { tradeActionForMovement: true },
    movement: { extraCostStacking: "worst", terrainModel: "divisorsPlusHazards", specialMovement: true },
    encumbrance: { model: "osrLoads", persistent: false },
    travel: { model: "osr", forcedMarch: "off" },
  }),
  a5e: withPatch(BOOK_CONFIG, {
    initiative: { model: "a5e" },
    combat: { surprise: "a5e" },
    // 004:L22: climbing or swimming without that speed costs +1 foot per foot (k + 1, added).
    movement: { terrainModel: "divisorsPlusHazards", extraCostStacking: "additive", prone: "crawl", specialMovement: true },
  }),
});

/** One reason a config is refused: a path in the object, and a localisation key with its data. */
export interface VariantProblem {
  readonly path: string;
  /** Key under "ER.Variants.Error." in lang/en.json. */
  readonly code: "type" | "choice" | "range" | "persistentNeedsEr" | "forcedMarchNeedsEr" | "forcedMarchNeedsOse" | "initiativeLocked" | "version";
}

type FieldRule = { kind: "bool" } | { kind: "choice"; choices: readonly string[] } | { kind: "int"; min: number; max: number };

/** The field rules of every path, in form order. */
export const VARIANT_FIELDS: Readonly<Record<string, FieldRule>> = Object.freeze({
  "initiative.model": { kind: "choice", choices: INITIATIVE_MODEL_IDS },
  "initiative.sharedRoll": { kind: "bool" },
  "initiative.oseTies": { kind: "choice", choices: OSE_TIE_RULES },
  "initiative.d20Anchor": { kind: "int", min: D20_ANCHOR_MIN, max: D20_ANCHOR_MAX },
  "combat.surprise": { kind: "choice", choices: SURPRISE_RULES },
  "combat.escalationDie": { kind: "bool" },
  "combat.escalationUnbounded": { kind: "bool" },
  "combat.tradeActionForMovement": { kind: "bool" },
  "movement.terrainModel": { kind: "choice", choices: TERRAIN_MODEL_IDS },
  "movement.extraCostStacking": { kind: "choice", choices: EXTRA_COST_STACKINGS },
  "movement.prone": { kind: "choice", choices: PRONE_RULES },
  "movement.specialMovement": { kind: "bool" },
  "movement.swimHalf": { kind: "bool" },
  "encumbrance.model": { kind: "choice", choices: ENCUMBRANCE_MODEL_IDS },
  "encumbrance.persistent": { kind: "bool" },
  "encumbrance.oseSignificantTreasure": { kind: "int", min: 0, max: MAX_SIGNIFICANT_TREASURE_COINS },
  "encumbrance.oseGearFlat80": { kind: "bool" },
  "travel.model": { kind: "choice", choices: TRAVEL_MODEL_IDS },
  "travel.forcedMarch": { kind: "choice", choices: FORCED_MARCH_RULES },
  "travel.partyPace": { kind: "bool" },
  "travel.oseRest": { kind: "bool" },
} satisfies Record<string, FieldRule>);

function readPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const k of path.split(".")) {
    if (cur === null || typeof cur !== "object" || !Object.prototype.hasOwnProperty.call(cur, k)) return undefined;
    cur = (cur as Record<string, unknown>)[k];
  }
  return cur;
}

function fieldProblem(path: string, rule: FieldRule, value: unknown): VariantProblem | null {
  switch (rule.kind) {
    case "bool":
      return typeof value === "boolean" ? null : { path, code: "type" };
    case "choice":
      return typeof value === "string" && rule.choices.includes(value) ? null : { path, code: "choice" };
    case "int":
      if (typeof value !== "number" || !Number.isInteger(value)) return { path, code: "type" };
      return value >= rule.min && value <= rule.max ? null : { path, code: "range" };
  }
}

export interface ValidateOptions {
  /** The config in force, for the rules that depend on a change (the initiative lock). */
  readonly previous?: VariantConfig;
  /** A combat is started in the world: the initiative model cannot change (VARIANTS.md §9.2). */
  readonly combatStarted?: boolean;
}

/**
 * Every reason `value` is not a legal config (VARIANTS.md §9.2), or [] when it is. Never throws:
 * the form shows each problem as a localised message and keeps the old value.
 */
export function validateVariantConfig(value: unknown, options: ValidateOptions | null = {}): VariantProblem[] {
  const problems: VariantProblem[] = [];
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [{ path: "", code: "type" }];
  const version = (value as { version?: unknown }).version;
  if (version !== VARIANT_CONFIG_VERSION) problems.push({ path: "version", code: "version" });
  for (const [path, rule] of Object.entries(VARIANT_FIELDS)) {
    const p = fieldProblem(path, rule, readPath(value, path));
    if (p) problems.push(p);
  }
  if (problems.length > 0) return problems;
  const c = value as VariantConfig;
  if (c.encumbrance.persistent && c.encumbrance.model !== "er") problems.push({ path: "encumbrance.persistent", code: "persistentNeedsEr" });
  if (c.travel.forcedMarch === "er" && c.travel.model !== "er") problems.push({ path: "travel.forcedMarch", code: "forcedMarchNeedsEr" });
  if (c.travel.forcedMarch === "ose" && c.travel.model !== "ose") problems.push({ path: "travel.forcedMarch", code: "forcedMarchNeedsOse" });
  // Options of any shape (a macro's null, a previous config without its initiative) never throw:
  // the lock compares only what the previous config names.
  const started = readPath(options, "combatStarted") === true;
  const locked = (field: "model" | "d20Anchor"): boolean => {
    const before = readPath(options, `previous.initiative.${field}`);
    return started && before !== undefined && before !== c.initiative[field];
  };
  if (locked("model")) problems.push({ path: "initiative.model", code: "initiativeLocked" });
  // Decision (VARIANTS.md §9.2 "the initiative domain cannot change while a combat is started";
  // issue 14 integration review): the d20 anchor is locked with the model, because the bases kept
  // by a roll-once model were mapped with it (D3) and a newcomer would be mapped with another.
  // Shared rolls and OSE ties change only dice still to come, so they stay free.
  if (locked("d20Anchor")) problems.push({ path: "initiative.d20Anchor", code: "initiativeLocked" });
  return problems;
}

/** Whether `value` is a legal config (no options: the lock is not checked). */
export function isVariantConfig(value: unknown): value is VariantConfig {
  return validateVariantConfig(value).length === 0;
}

/**
 * Decision (VARIANTS.md §9.2, GX-4): changing a domain moves the fields that depend on it to a legal
 * value, unless the same change sets them itself, which is then checked as given:
 * - an encumbrance model other than "er" turns `persistent` off (and "er" leaves it as it was);
 * - a travel model moves `forcedMarch` to its own rule ("er" → "er", "ose" → "ose", "osr" → "off")
 *   when the one in force no longer fits.
 * The result is the new config, or the problems (and the caller keeps the old value).
 */
export function changeVariants(
  current: VariantConfig,
  patch: VariantPatch,
  options: Omit<ValidateOptions, "previous"> = {},
): { ok: true; config: VariantConfig } | { ok: false; problems: VariantProblem[] } {
  if (!isVariantConfig(current)) throw new RulesError("INVALID_ARGUMENT", "current", current, "expected a valid VariantConfig");
  if (patch === null || typeof patch !== "object" || Array.isArray(patch)) return { ok: false, problems: [{ path: "", code: "type" }] };
  const next = structuredClone(current) as DeepMutable<VariantConfig>;
  const given = new Set<string>();
  for (const [domain, fields] of Object.entries(patch as Record<string, unknown>)) {
    const target = (next as unknown as Record<string, unknown>)[domain];
    if (domain === "version" || target === null || typeof target !== "object") continue;
    if (fields === null || typeof fields !== "object") return { ok: false, problems: [{ path: domain, code: "type" }] };
    for (const [k, v] of Object.entries(fields)) {
      if (!(`${domain}.${k}` in VARIANT_FIELDS)) continue;
      (target as Record<string, unknown>)[k] = v;
      given.add(`${domain}.${k}`);
    }
  }
  if (given.has("encumbrance.model") && !given.has("encumbrance.persistent") && next.encumbrance.model !== "er") next.encumbrance.persistent = false;
  if (given.has("travel.model") && !given.has("travel.forcedMarch")) {
    const fm = next.travel.forcedMarch;
    const fits = fm === "off" || (fm === "er" && next.travel.model === "er") || (fm === "ose" && next.travel.model === "ose");
    if (!fits) next.travel.forcedMarch = next.travel.model === "osr" ? "off" : next.travel.model;
  }
  const problems = validateVariantConfig(next, { ...options, previous: current });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config: freezeConfig(next) };
}

/** The preset `config` equals, or "custom". */
export function presetOf(config: VariantConfig): PresetId | "custom" {
  for (const id of PRESET_IDS) if (sameConfig(PRESETS[id], config)) return id;
  return "custom";
}

function sameConfig(a: VariantConfig, b: VariantConfig): boolean {
  return Object.keys(VARIANT_FIELDS).every((p) => readPath(a, p) === readPath(b, p));
}

/**
 * A stored value as a config (VARIANTS.md §9.2 "versioned"): fields missing from an older or
 * partial value take the book's value; a value that is then still illegal is refused with a
 * RulesError naming the problems (the setting adapter falls back to the book and says so).
 */
export function parseVariantConfig(value: unknown): VariantConfig {
  if (value === undefined || value === null) return BOOK_CONFIG;
  if (typeof value !== "object" || Array.isArray(value)) throw new RulesError("INVALID_ARGUMENT", "variants", value, "expected a rule-variant object");
  const filled = structuredClone(BOOK_CONFIG) as DeepMutable<VariantConfig>;
  for (const path of Object.keys(VARIANT_FIELDS)) {
    const v = readPath(value, path);
    if (v === undefined) continue;
    const [domain, key] = path.split(".") as [string, string];
    ((filled as unknown as Record<string, Record<string, unknown>>)[domain]!)[key] = v;
  }
  const problems = validateVariantConfig(filled);
  if (problems.length > 0) {
    throw new RulesError("INVALID_ARGUMENT", "variants", value, `illegal rule variants: ${problems.map((p) => `${p.path || "(value)"} ${p.code}`).join(", ")}`);
  }
  return freezeConfig(filled);
}

/** Throws a RulesError unless `config` is a legal VariantConfig (the rules functions' guard). */
export function assertVariantConfig(name: string, config: unknown): asserts config is VariantConfig {
  if (config === BOOK_CONFIG || (typeof config === "object" && config !== null && VALIDATED.has(config))) return;
  const problems = validateVariantConfig(config);
  if (problems.length > 0) throw new RulesError("INVALID_ARGUMENT", name, config, `illegal rule variants: ${problems.map((p) => `${p.path || "(value)"} ${p.code}`).join(", ")}`);
  if (isDeepFrozen(config as object)) VALIDATED.add(config as object);
}

/**
 * Legal configs already checked (issue 14, the drag frame): a config frozen with its domains (as
 * every preset, `changeVariants` and `parseVariantConfig` make them) cannot change, so it is
 * checked once. An unfrozen object is checked at every call.
 */
const VALIDATED = new WeakSet<object>();

function isDeepFrozen(config: object): boolean {
  return Object.isFrozen(config) && Object.values(config).every((v) => v === null || typeof v !== "object" || Object.isFrozen(v));
}
