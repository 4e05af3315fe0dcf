/**
 * The plain data the hit-and-hurt rules read (module/rules/resolution/types.ts), converted from an
 * actor's and an item's system data: pure, with no arithmetic. A field that is missing, of the wrong
 * kind or from before these fields existed reads as its default of RESOLUTION.md §3.1
 * (module/data/resolution-spec.ts RESOLUTION_DEFAULTS); the schemas bound what is stored.
 */
import { ABILITY_IDS, DEFENCE_IDS, SAVE_CATEGORIES, type AbilityId, type AttackItem, type DefenceId, type Fighter, type SaveCategory, type WornArmour } from "../rules/resolution/types";
import { RESOLUTION_DEFAULTS } from "../data/resolution-spec";

type Data = Readonly<Record<string, unknown>>;

/** An item as the conversion reads it (an actor's owned item, or an item's own data). */
export interface FighterItem {
  readonly type: string;
  readonly system: unknown;
}

/** What {@link fighterOf} reads of an actor. */
export interface FighterSource {
  readonly type: "character" | "creature";
  /** The actor's `system` data (source or prepared). */
  readonly system: unknown;
  /** Its owned items: worn armour and shields count (RB-3). */
  readonly items: readonly FighterItem[];
  /** Its status ids (`actor.statuses`). */
  readonly statuses: Iterable<string>;
  /** The badges a rule set on it (its `badges` flag: OSR `injured`, 13A `coma`), read as conditions. */
  readonly badges?: Iterable<unknown>;
  /** A character some non-GM user owns (13A escalation, OSR critical failure). */
  readonly playerCharacter: boolean;
}

function record(value: unknown): Data {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Data) : {};
}
function numberOr(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}
function nullableNumber(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}
function stringOr(value: unknown, fallback: string): string {
  return typeof value === "string" ? value : fallback;
}
function booleanOr(value: unknown, fallback: boolean): boolean {
  return typeof value === "boolean" ? value : fallback;
}
function oneOf<T extends string>(value: unknown, choices: readonly T[], fallback: T): T {
  return typeof value === "string" && (choices as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The worn armour and shields among `items` (RB-3): an armour item marked worn. */
export function wornArmourOf(items: readonly FighterItem[]): WornArmour[] {
  return items
    .filter((i) => i.type === "armour" && record(i.system)["worn"] === true)
    .map((i) => {
      const s = record(i.system);
      return { defence: numberOr(s["defence"], 0), shield: booleanOr(s["shield"], false) };
    });
}

/**
 * The stored health as the rules read it. The schema bounds value and max apart (0–99,999 each), so
 * a max lowered by hand can leave value above it, which the rules refuse (R6: value ≤ max): it is
 * read as max, and the next change the rules make writes a value within it.
 */
function healthOf(health: Record<string, unknown>, initial: number): Fighter["health"] {
  const max = numberOr(health["max"], initial);
  return { value: Math.min(numberOr(health["value"], initial), max), max, below: numberOr(health["below"], 0), temp: numberOr(health["temp"], 0) };
}

/**
 * The conditions the rules read (types.ts Fighter.conditions): the statuses, the badges a rule set,
 * and the states the derived data holds, so the automatic penalties reach every card: OSR
 * `overloaded` (derived.encumbrance.variant, 002:L35) and OSE `unrested` (derived.travel.companion
 * .log, 003:L473). Each id once.
 */
function conditionsOf(source: FighterSource, system: Data): string[] {
  const derived = record(system["derived"]);
  const variant = record(record(derived["encumbrance"])["variant"]);
  const log = record(record(record(derived["travel"])["companion"])["log"]);
  const out = new Set<string>(source.statuses);
  for (const b of source.badges ?? []) if (typeof b === "string") out.add(b);
  if (variant["overloaded"] === true) out.add("overloaded");
  if (log["unrested"] === true) out.add("unrested");
  return [...out];
}

/** An actor as the resolution rules read it (RESOLUTION.md §3.1; types.ts Fighter). */
export function fighterOf(source: FighterSource): Fighter {
  const d = RESOLUTION_DEFAULTS;
  const s = record(source.system);
  const abilities = record(s["abilities"]);
  const defences = record(s["defences"]);
  const health = record(s["health"]);
  const dying = record(s["dying"]);
  const hitDice = record(s["hitDice"]);
  const saves = record(s["saves"]);
  const recoveries = record(s["recoveries"]);
  const resistances = Object.entries(record(s["resistances"])).filter((e): e is [string, number] => typeof e[1] === "number" && Number.isFinite(e[1]));
  return {
    kind: source.type,
    playerCharacter: source.playerCharacter,
    level: numberOr(s["level"], d.level),
    abilities: Object.fromEntries(ABILITY_IDS.map((a) => [a, numberOr(abilities[a], d.ability)])) as Record<AbilityId, number>,
    defences: Object.fromEntries(DEFENCE_IDS.map((x) => [x, numberOr(defences[x], d.defence)])) as Record<DefenceId, number>,
    armour: wornArmourOf(source.items),
    conditions: conditionsOf(source, s),
    health: healthOf(health, d.health),
    dying: { failures: numberOr(dying["failures"], 0), stable: booleanOr(dying["stable"], false), since: nullableNumber(dying["since"]), combat: stringOr(dying["combat"], "") },
    resistances: Object.fromEntries(resistances),
    proficiency: numberOr(s["proficiency"], d.proficiency),
    attackBonus: nullableNumber(s["attackBonus"]),
    hitDice: { dice: numberOr(hitDice["dice"], d.hitDice.dice), plus: numberOr(hitDice["plus"], d.hitDice.plus) },
    saves: Object.fromEntries(SAVE_CATEGORIES.map((c) => [c, nullableNumber(saves[c])])) as Record<SaveCategory, number | null>,
    // No stored field yet: OSR save proficiencies come from a class, which ER does not have (RS-11).
    saveProficiencies: [],
    morale: numberOr(s["morale"], d.morale),
    moraleBonus: numberOr(s["moraleBonus"], d.moraleBonus),
    // A creature has no recoveries (§3.1, characters only): it reads as the defaults, which nothing spends.
    recoveries: {
      value: numberOr(recoveries["value"], d.recoveries.value),
      max: numberOr(recoveries["max"], d.recoveries.max),
      die: stringOr(recoveries["die"], d.recoveries.die),
      overdrawn: numberOr(recoveries["overdrawn"], d.recoveries.overdrawn),
    },
    lastingWounds: numberOr(s["lastingWounds"], 0),
  };
}

/**
 * An item's attack as the rules read it (types.ts AttackItem). A weapon or spell stored before
 * `damage` existed reads its old `formula` as damage (module/items/migrate.ts does the same on load);
 * a skill's `formula` is its check, never damage.
 */
export function attackItemOf(item: FighterItem): AttackItem {
  const s = record(item.system);
  const attacks = item.type === "weapon" || item.type === "spell";
  const range = record(s["range"]);
  const damage = typeof s["damage"] === "string" ? s["damage"] : attacks ? stringOr(s["formula"], "") : "";
  return {
    kind: oneOf(s["kind"], ["melee", "ranged"] as const, "melee"),
    spell: item.type === "spell",
    tradition: oneOf(s["tradition"], ["arcane", "divine"] as const, "arcane"),
    ability: oneOf<AbilityId | "auto">(s["ability"], ["auto", ...ABILITY_IDS], "auto"),
    defence: oneOf(s["defence"], DEFENCE_IDS, "ac"),
    attackBonus: numberOr(s["attackBonus"], 0),
    proficient: booleanOr(s["proficient"], true),
    critExpand: numberOr(s["critExpand"], 0),
    damageType: stringOr(s["damageType"], ""),
    range: { short: numberOr(range["short"], 0), medium: numberOr(range["medium"], 0), long: numberOr(range["long"], 0) },
    attack: stringOr(s["attack"], attacks ? RESOLUTION_DEFAULTS.attack : RESOLUTION_DEFAULTS.skillAttack),
    damage,
    missDamage: stringOr(s["missDamage"], ""),
    unarmed: item.type === "weapon" && booleanOr(s["unarmed"], false),
  };
}
