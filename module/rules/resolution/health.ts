/**
 * Applying damage, healing and temporary health, and undoing an application (RESOLUTION.md R6, R7,
 * R8, R14, R16; §3.2 step 4). The 0-health point of the ruleset says what 0 does (13A dying, OSE
 * death); empty, the book (RB-6): `unconscious` with the zero-health marker, and death is the GM's.
 * Pure: the adapter writes the health, the dying state and the statuses this returns, and keeps the
 * outcome as the card's ledger entry.
 */
import { RulesError } from "../errors";
import { assertObject } from "../bounds";
import type { Ruleset } from "../ruleset/resolve";
import { assertRuleset } from "../ruleset/known";
import type { DyingState, Fighter, HealthState } from "./types";
import { MAX_HEALTH, assertAmount, assertBoolean, assertDying, assertFighter, assertHealth, assertMoment, assertOneOf, assertStringList, assertText } from "./validate";

export interface HealthChangeInput {
  readonly fighter: Fighter;
  /** The statuses the target's actor has now. */
  readonly statuses: readonly string[];
  /** Its `unconscious` carries the zero-health marker (R7). */
  readonly zeroMarked: boolean;
  readonly change: { readonly kind: "damage" | "heal" | "temp"; readonly amount: number };
  /** The attacker means to keep a creature alive (001:L367). */
  readonly knockOut: boolean;
  /** The absolute ER second, or the world second outside a combat (R10); null: no clock. */
  readonly now: number | null;
}

export interface HealthStatusAdd {
  readonly id: string;
  /** Set the zero-health marker with it (R7). */
  readonly marker: boolean;
}

export interface HealthOutcome {
  readonly before: { readonly health: HealthState; readonly dying: DyingState };
  readonly after: { readonly health: HealthState; readonly dying: DyingState };
  readonly add: readonly HealthStatusAdd[];
  readonly remove: readonly string[];
  /** This application made the target dead (R8: the card posts it with an Undo). */
  readonly dead: boolean;
}

/** The 0-health status (R7; RULES.md §7 `unconscious`). */
export const ZERO_STATUS = "unconscious";
/** Foundry's defeated status (R8). */
export const DEAD_STATUS = "dead";

/** Decision RB-6 (RESOLUTION.md §3.2 step 4): at 0, `unconscious`; no overflow kept, no dying; death the GM's. */
export const BOOK_AT_ZERO = Object.freeze({ status: ZERO_STATUS, keepBelow: false, dying: false } as const);

function assertChangeInput(input: unknown): asserts input is HealthChangeInput {
  assertObject("input", input);
  assertFighter("input.fighter", input["fighter"]);
  assertStringList("input.statuses", input["statuses"]);
  assertBoolean("input.zeroMarked", input["zeroMarked"]);
  const change = input["change"];
  assertObject("input.change", change);
  assertOneOf("input.change.kind", change["kind"], ["damage", "heal", "temp"] as const);
  assertAmount("input.change.amount", change["amount"]);
  assertBoolean("input.knockOut", input["knockOut"]);
  assertMoment("input.now", input["now"]);
}

/**
 * One application (R6, R7, R16):
 * - damage takes temporary health first (only where the healing point keeps it, R16), then
 *   health, floored at 0; the overflow past 0 goes to `below` only where the 0-health point keeps it
 *   (13A, R6);
 * - healing first clears `below` (001:L379), then raises health, capped at max;
 * - temporary health takes the higher of old and new (001:L539), and is refused where no module
 *   keeps it (R16).
 *
 * Decision (R7): a damage that reaches health and leaves it at 0 sets the 0-health status (the
 * point's, else `unconscious`) unless the target already has it, with the marker for `unconscious`;
 * health above 0 afterwards removes `unconscious` only when it carries the marker. Both only while
 * `resolution.autoZeroStatus` is on. A model's death of its dying state (R8, 13A −½ max) is not the
 * 0-health status and applies whatever the setting.
 * Decision (R14 with 001:L375 "in a single battle"): healing above 0 ends dying (`since` null, not
 * stable) and keeps the failures, which the fight's end resets (RT-7).
 */
export function applyHealthChange(input: HealthChangeInput, ruleset: Ruleset): HealthOutcome {
  assertRuleset("ruleset", ruleset);
  assertChangeInput(input);
  const { fighter, change } = input;
  const p = ruleset.points;
  const before = { health: fighter.health, dying: fighter.dying };
  const keepsTemp = p.healing?.tempHealth === true;
  let { value, below, temp } = fighter.health;
  const max = fighter.health.max;
  let dying = fighter.dying;
  const add: HealthStatusAdd[] = [];
  const remove: string[] = [];
  const has = (id: string) => input.statuses.includes(id);
  const auto = ruleset.config.resolution.autoZeroStatus;
  if (change.kind === "temp") {
    if (!keepsTemp) throw new RulesError("INVALID_ARGUMENT", "input.change.kind", change.kind, "temporary health is kept only under a rule that has it (RESOLUTION.md R16)");
    temp = Math.max(temp, change.amount);
  } else if (change.kind === "heal") {
    below = 0;
    value = Math.min(max, value + change.amount);
  } else {
    let rest = change.amount;
    if (keepsTemp) {
      const fromTemp = Math.min(temp, rest);
      temp -= fromTemp;
      rest -= fromTemp;
    }
    if (rest > 0) {
      const atZero = p.zeroHealth?.atZero(fighter, { knockOut: input.knockOut }) ?? BOOK_AT_ZERO;
      const overflow = Math.max(0, rest - value);
      value = Math.max(0, value - rest);
      if (atZero.keepBelow) below = Math.min(MAX_HEALTH, below + overflow);
      if (value === 0) {
        if (auto && !has(atZero.status)) add.push({ id: atZero.status, marker: atZero.status === ZERO_STATUS });
        if (atZero.dying && dying.since === null) dying = { ...dying, since: input.now, stable: false };
      }
    }
  }
  const health: HealthState = { value, max, below, temp };
  if (value > 0) {
    if (auto && input.zeroMarked && has(ZERO_STATUS)) remove.push(ZERO_STATUS);
    if (dying.since !== null || dying.stable) dying = { ...dying, since: null, stable: false };
  }
  if (change.kind === "damage" && value === 0 && p.zeroHealth?.diesOf(health, fighter) === true && !has(DEAD_STATUS) && !add.some((a) => a.id === DEAD_STATUS)) {
    add.push({ id: DEAD_STATUS, marker: false });
  }
  return { before, after: { health, dying }, add, remove, dead: add.some((a) => a.id === DEAD_STATUS) };
}

function assertOutcome(name: string, entry: unknown): asserts entry is HealthOutcome {
  assertObject(name, entry);
  for (const side of ["before", "after"]) {
    const s = entry[side];
    assertObject(`${name}.${side}`, s);
    assertHealth(`${name}.${side}.health`, s["health"]);
    assertDying(`${name}.${side}.dying`, s["dying"]);
  }
  const add = entry["add"];
  if (!Array.isArray(add)) throw new RulesError("INVALID_ARGUMENT", `${name}.add`, add, "expected an array");
  add.forEach((a: unknown, i) => {
    assertObject(`${name}.add[${i}]`, a);
    assertText(`${name}.add[${i}].id`, a["id"]);
    assertBoolean(`${name}.add[${i}].marker`, a["marker"]);
  });
  assertStringList(`${name}.remove`, entry["remove"]);
}

const sameHealth = (a: HealthState, b: HealthState): boolean => a.value === b.value && a.max === b.max && a.below === b.below && a.temp === b.temp;

/** Decision (R14): an application may be undone only while the target's health is still its after-state. */
/**
 * Whether the model in force kills this fighter at 0 health (its `atZero` without Knock out says
 * `dead`): only there does the card's Knock out change anything (R13-7). Book (RB-6): never.
 */
export function killsAtZero(fighter: Fighter, ruleset: Ruleset): boolean {
  assertRuleset("ruleset", ruleset);
  assertFighter("fighter", fighter);
  return (ruleset.points.zeroHealth?.atZero(fighter, { knockOut: false }) ?? BOOK_AT_ZERO).status === DEAD_STATUS;
}

export function undoCheck(current: HealthState, entry: HealthOutcome): "ok" | "changed" {
  assertHealth("current", current);
  assertOutcome("entry", entry);
  return sameHealth(current, entry.after.health) ? "ok" : "changed";
}

/**
 * The undo of an application (R14): the recorded before-state; the statuses it removed put back,
 * each with the marker (an application removes only a marked `unconscious`, R7), and only the
 * statuses it added removed.
 */
export function undoChange(entry: HealthOutcome): { health: HealthState; dying: DyingState; add: readonly HealthStatusAdd[]; remove: readonly string[] } {
  assertOutcome("entry", entry);
  return {
    health: { ...entry.before.health },
    dying: { ...entry.before.dying },
    add: entry.remove.map((id) => ({ id, marker: true })),
    remove: entry.add.map((a) => a.id),
  };
}
