/**
 * Input bounds and guards of the resolution pipeline (RESOLUTION.md R19): every public function
 * checks its plain data here before any rule (book or module) reads it, so a bad number is refused
 * with a RulesError naming the field, never turned into NaN. Within these bounds every sum the
 * pipeline makes stays a safe integer.
 */
import { RulesError, assertInteger, assertIntegerInRange, parameterLabel } from "../errors";
import { MAX_LIST_LENGTH, MAX_WORLD_TIME, assertList, assertObject } from "../bounds";
import { MAX_ABILITY_SCORE } from "../ability-scale";
import { ABILITY_IDS, DEFENCE_IDS, SAVE_CATEGORIES, type AttackRollResult, type DyingState, type Fighter, type HealthState, type Part } from "./types";

/** Largest health (value, max, below, temp) and largest amount of one change. */
export const MAX_HEALTH = 1_000_000_000;
/** Largest defence, armour bonus, part or modifier either way. */
export const MAX_MODIFIER = 1_000_000;

/** A defence or modifier held within ±MAX_MODIFIER (R19): a model's sum never leaves the bound. */
export function clampModifier(value: number): number {
  return Math.max(-MAX_MODIFIER, Math.min(MAX_MODIFIER, value));
}
/** Largest dice total either way (a formula's roll). */
export const MAX_ROLL_TOTAL = 1_000_000_000;
/** Largest level, save value, morale, proficiency, hit-dice count, recovery count. */
export const MAX_LEVEL = 1_000;
/** Most parts one total lists. */
export const MAX_PARTS = 1_000;
/** Most targets of one attack. */
export const MAX_TARGETS = 1_000;
/** Largest halving count and damage multiplier of one row. */
export const MAX_HALVINGS = 8;
export const MAX_MULTIPLIER = 8;
/** Largest number of recoveries (13A: 8 or 9, R13-6) and of overdrawn recoveries: the stored bound too (data/bounds.ts). */
export const MAX_RECOVERIES = 99;

const isString = (x: unknown): x is string => typeof x === "string";

export function assertText(name: string, value: unknown): asserts value is string {
  if (!isString(value)) throw new RulesError("INVALID_ARGUMENT", name, value, "expected a string");
  if (value.length > 10_000) throw new RulesError("OUT_OF_RANGE", `${name}.length`, value.length, "expected at most 10000 characters");
}

export function assertBoolean(name: string, value: unknown): asserts value is boolean {
  if (typeof value !== "boolean") throw new RulesError("INVALID_ARGUMENT", name, value, "expected true or false");
}

export function assertOneOf<T extends string>(name: string, value: unknown, choices: readonly T[]): asserts value is T {
  if (!choices.includes(value as T)) throw new RulesError("INVALID_ARGUMENT", name, value, `expected one of ${choices.join(", ")}`);
}

/** A whole number within ±max. */
export function assertWhole(name: string, value: unknown, max: number): asserts value is number {
  assertIntegerInRange(name, value, -max, max);
}

export function assertStringList(name: string, value: unknown): asserts value is readonly string[] {
  assertList(name, value);
  for (let i = 0; i < value.length; i++) assertText(`${parameterLabel(name)}[${i}]`, value[i]);
}

/** A list of parts (R18): a key and a whole value each. */
export function assertParts(name: string, value: unknown): asserts value is readonly Part[] {
  assertList(name, value);
  if (value.length > MAX_PARTS) throw new RulesError("OUT_OF_RANGE", `${name}.length`, value.length, `expected at most ${MAX_PARTS} parts`);
  for (let i = 0; i < value.length; i++) {
    const p = value[i];
    assertObject(`${name}[${i}]`, p);
    assertText(`${name}[${i}].key`, p["key"]);
    assertWhole(`${name}[${i}].value`, p["value"], MAX_MODIFIER);
  }
}

export function sumParts(parts: readonly Part[]): number {
  let s = 0;
  for (const p of parts) s += p.value;
  return s;
}

export function assertHealth(name: string, value: unknown): asserts value is HealthState {
  assertObject(name, value);
  for (const k of ["value", "max", "below", "temp"] as const) assertIntegerInRange(`${name}.${k}`, value[k], 0, MAX_HEALTH);
  if ((value["value"] as number) > (value["max"] as number)) throw new RulesError("OUT_OF_RANGE", `${name}.value`, value["value"], `expected at most max (${String(value["max"])}) (RESOLUTION.md R6)`);
}

export function assertDying(name: string, value: unknown): asserts value is DyingState {
  assertObject(name, value);
  assertIntegerInRange(`${name}.failures`, value["failures"], 0, MAX_LEVEL);
  assertBoolean(`${name}.stable`, value["stable"]);
  if (value["since"] !== null) assertWhole(`${name}.since`, value["since"], MAX_WORLD_TIME);
  assertText(`${name}.combat`, value["combat"]);
}

/** A moment: an absolute ER second or a world second (R10), or null (no clock). */
export function assertMoment(name: string, value: unknown): asserts value is number | null {
  if (value !== null) assertWhole(name, value, MAX_WORLD_TIME);
}

function assertRecordOf(name: string, value: unknown, keys: readonly string[], check: (n: string, v: unknown) => void): void {
  assertObject(name, value);
  for (const k of keys) check(`${name}.${k}`, value[k]);
}

/** A fighter as the adapter built it (types.ts Fighter): every field a rule may read, within bounds. */
export function assertFighter(name: string, value: unknown): asserts value is Fighter {
  assertObject(name, value);
  assertOneOf(`${name}.kind`, value["kind"], ["character", "creature"] as const);
  assertBoolean(`${name}.playerCharacter`, value["playerCharacter"]);
  assertIntegerInRange(`${name}.level`, value["level"], 0, MAX_LEVEL);
  assertRecordOf(`${name}.abilities`, value["abilities"], ABILITY_IDS, (n, v) => assertIntegerInRange(n, v, 0, MAX_ABILITY_SCORE));
  assertRecordOf(`${name}.defences`, value["defences"], DEFENCE_IDS, (n, v) => assertWhole(n, v, MAX_MODIFIER));
  const armour = value["armour"];
  assertList(`${name}.armour`, armour);
  for (let i = 0; i < armour.length; i++) {
    const a = armour[i];
    assertObject(`${name}.armour[${i}]`, a);
    assertWhole(`${name}.armour[${i}].defence`, a["defence"], MAX_MODIFIER);
    assertBoolean(`${name}.armour[${i}].shield`, a["shield"]);
  }
  assertStringList(`${name}.conditions`, value["conditions"]);
  assertHealth(`${name}.health`, value["health"]);
  assertDying(`${name}.dying`, value["dying"]);
  const resistances = value["resistances"];
  assertObject(`${name}.resistances`, resistances);
  const types = Object.keys(resistances);
  if (types.length > MAX_LIST_LENGTH) throw new RulesError("OUT_OF_RANGE", `${name}.resistances`, types.length, "too many damage types");
  for (const t of types) assertIntegerInRange(`${name}.resistances.${t}`, resistances[t], 0, MAX_LEVEL);
  assertWhole(`${name}.proficiency`, value["proficiency"], MAX_LEVEL);
  if (value["attackBonus"] !== null) assertWhole(`${name}.attackBonus`, value["attackBonus"], MAX_LEVEL);
  const hd = value["hitDice"];
  assertObject(`${name}.hitDice`, hd);
  assertIntegerInRange(`${name}.hitDice.dice`, hd["dice"], 0, MAX_LEVEL);
  assertWhole(`${name}.hitDice.plus`, hd["plus"], MAX_LEVEL);
  assertRecordOf(`${name}.saves`, value["saves"], SAVE_CATEGORIES, (n, v) => {
    if (v !== null) assertWhole(n, v, MAX_LEVEL);
  });
  const profs = value["saveProficiencies"];
  assertList(`${name}.saveProficiencies`, profs);
  for (let i = 0; i < profs.length; i++) assertOneOf(`${name}.saveProficiencies[${i}]`, profs[i], ABILITY_IDS);
  assertWhole(`${name}.morale`, value["morale"], MAX_LEVEL);
  assertWhole(`${name}.moraleBonus`, value["moraleBonus"], MAX_LEVEL);
  const rec = value["recoveries"];
  assertObject(`${name}.recoveries`, rec);
  assertIntegerInRange(`${name}.recoveries.value`, rec["value"], 0, MAX_LEVEL);
  assertIntegerInRange(`${name}.recoveries.max`, rec["max"], 0, MAX_LEVEL);
  assertText(`${name}.recoveries.die`, rec["die"]);
  assertIntegerInRange(`${name}.recoveries.overdrawn`, rec["overdrawn"], 0, MAX_LEVEL);
  assertIntegerInRange(`${name}.lastingWounds`, value["lastingWounds"], 0, MAX_HEALTH);
}

/** One rolled attack or save (types.ts AttackRollResult): the kept d20 1–20 or null, and the dice total. */
export function assertRoll(name: string, value: unknown): asserts value is AttackRollResult {
  assertObject(name, value);
  if (value["natural"] !== null) assertIntegerInRange(`${name}.natural`, value["natural"], 1, 20);
  assertWhole(`${name}.diceTotal`, value["diceTotal"], MAX_ROLL_TOTAL);
}

/** A non-negative amount of health. */
export function assertAmount(name: string, value: unknown): asserts value is number {
  assertInteger(name, value);
  assertIntegerInRange(name, value, 0, MAX_HEALTH);
}
