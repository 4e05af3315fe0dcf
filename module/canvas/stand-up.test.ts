/**
 * VARIANTS.md §13.1 (amending §6.4; GT-9): standing up from a crawl is recorded by the active GM's
 * client from the token's move input as the ruler reads it, and takes ⌈hexes per round ÷ 2⌉ from
 * the current phase and then the later phases.
 */
import { describe, expect, it } from "vitest";
import { BOOK_CONFIG, ELF, NO_VARIANT_MEMORY, PRESETS, toAbsolute, type MovePlanInput } from "../rules";
import { proneRemovedRecord, standUpRecordAt } from "./stand-up";
import { forgetMovementVariants, movementVariants } from "./variant-costs";
import { resolveRuleset } from "../rules/ruleset";

const A5E = resolveRuleset(PRESETS.a5e);
const input = (second: number | null, started = true): MovePlanInput => ({
  gridType: 2,
  profile: { speed: 12, adaptation: ELF, sureFooted: true, encumbranceSteps: 0, immobile: false },
  conditions: [],
  combat: second === null ? null : { id: "combat0000000001", started, absolute: toAbsolute({ round: 2, second }) },
  memory: { ...NO_VARIANT_MEMORY },
  doubleMoveRound: undefined,
  stoodUp: undefined,
});
const token = (i: MovePlanInput | null, spent = 0) => ({ input: i, spent: () => spent });

describe("standing up from a crawl (the GM's record)", () => {
  it("GA-7 amended (§13.1) / GT-9: a 12-hex elf standing at second 1 takes 4 + 2; the record names the combat, round and second", () => {
    expect(standUpRecordAt(token(input(1)), A5E)).toEqual({ combat: "combat0000000001", round: 2, second: 1, taken: [4, 2, 0, 0], of: [4, 3, 3, 2] });
  });

  it("the units the token's history used in the phase come first off the current phase", () => {
    // Phase 1 already crawled through: the 6 hexes come from phases 2 and 3 (phase 1 stays used up).
    const record = standUpRecordAt(token(input(1), Number.MAX_SAFE_INTEGER), A5E)!;
    expect(record.taken).toEqual([4, 3, 3, 0]);
  });

  it("nothing is recorded outside a started combat, under the book, or with no token input", () => {
    expect(standUpRecordAt(token(input(1, false)), A5E)).toBeNull();
    expect(standUpRecordAt(token(input(null)), A5E)).toBeNull();
    expect(standUpRecordAt(token(input(1)), resolveRuleset(BOOK_CONFIG))).toBeNull();
    expect(standUpRecordAt(token(null), A5E)).toBeNull();
    expect(standUpRecordAt(null, A5E)).toBeNull();
  });
});

describe("who records a stand (the deletion of prone is the request; the active GM's client checks and writes)", () => {
  const event = (over: Partial<Parameters<typeof proneRemovedRecord>[0]> = {}) => ({ activeGM: true, removedProne: true, stillProne: false, token: token(input(1)), ...over });
  it("the active GM's client records a player's removal of prone; any other client writes nothing", () => {
    expect(proneRemovedRecord(event(), A5E)?.taken).toEqual([4, 2, 0, 0]);
    expect(proneRemovedRecord(event({ activeGM: false }), A5E)).toBeNull();
  });
  it("another status removed, or the actor still prone (another prone effect), records nothing", () => {
    expect(proneRemovedRecord(event({ removedProne: false }), A5E)).toBeNull();
    expect(proneRemovedRecord(event({ stillProne: true }), A5E)).toBeNull();
  });
});

describe("the movement adapters' kept rule variants", () => {
  it("reads the setting once until it is forgotten (a Setting changed)", () => {
    forgetMovementVariants();
    let reads = 0;
    const read = () => {
      reads++;
      return resolveRuleset(reads === 1 ? PRESETS.a5e : PRESETS.osr);
    };
    expect(movementVariants(read)).toBe(resolveRuleset(PRESETS.a5e));
    expect(movementVariants(read)).toBe(resolveRuleset(PRESETS.a5e));
    expect(reads).toBe(1);
    forgetMovementVariants();
    expect(movementVariants(read)).toBe(resolveRuleset(PRESETS.osr));
    forgetMovementVariants();
  });
});
