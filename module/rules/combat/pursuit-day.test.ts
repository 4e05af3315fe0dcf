/**
 * The core's side of a day-by-day pursuit (VARIANTS.md §13.3 row 33): the rule in force, the
 * settings, and every bound of a day's input with its refusal's code, parameter, value and text.
 */
import { describe, expect, it } from "vitest";
import { BOOK_RULESET, resolveRuleset } from "../ruleset";
import { PRESETS } from "../ruleset/config";
import { MAX_ALLOWANCE } from "../bounds";
import { expectRefusal, hostile as ill } from "../../../tests/support/rules-error";
import { decidePursuitDay, pursuitByDays, pursuitDayOf, pursuitRuns, type PursuitDayInput } from "./pursuit-day";
import { MAX_EVASION_COUNT, MAX_EVASION_MODIFIER } from "./evasion";

const OSE = resolveRuleset(PRESETS.ose);
const day0: PursuitDayInput = { fleeing: { count: 4, hexesPerRound: 12 }, pursuers: { count: 1, hexesPerRound: 12 }, fleeOn: true, modifier: 0, catchRoll: 100, evadeRoll: 100 };
const day = (over: Partial<PursuitDayInput>) => decidePursuitDay({ ...day0, ...over }, OSE);

describe("the day-by-day pursuit in force", () => {
  it("none under the book: no rule, no setting by days, none running, a day refused", () => {
    expect(pursuitDayOf(BOOK_RULESET)).toBeNull();
    expect(pursuitByDays("wilderness", BOOK_RULESET)).toBe(false);
    expect(pursuitRuns("dungeon", BOOK_RULESET)).toBe(false);
    expectRefusal(() => decidePursuitDay(day0, BOOK_RULESET), "INVALID_ARGUMENT", "ruleset", null, "no day-by-day pursuit is in force");
  });

  it("a setting outside the list is refused, naming the list", () => {
    expectRefusal(() => pursuitByDays(ill("moon"), OSE), "INVALID_ARGUMENT", "setting", "moon", "expected one of dungeon, wilderness, water");
    expectRefusal(() => pursuitRuns(ill("moon"), OSE), "INVALID_ARGUMENT", "setting", "moon", "expected one of dungeon, wilderness, water");
    expectRefusal(() => pursuitByDays(ill("moon"), BOOK_RULESET), "INVALID_ARGUMENT", "setting", "moon", "expected one of");
  });
});

describe("a day's input", () => {
  it("takes each field at its bounds", () => {
    for (const over of [
      { fleeing: { count: 1, hexesPerRound: 0 } },
      { fleeing: { count: MAX_EVASION_COUNT, hexesPerRound: MAX_ALLOWANCE } },
      { pursuers: { count: MAX_EVASION_COUNT, hexesPerRound: MAX_ALLOWANCE } },
      { modifier: MAX_EVASION_MODIFIER },
      { modifier: -MAX_EVASION_MODIFIER },
      { catchRoll: 1, evadeRoll: 1 },
    ]) expect(() => day(over), JSON.stringify(over)).not.toThrow();
  });

  it("refuses each field past its bounds by its name, value and text", () => {
    expectRefusal(() => decidePursuitDay(ill(null), OSE), "INVALID_ARGUMENT", "input", null, "expected an object");
    expectRefusal(() => day({ fleeing: ill(null) }), "INVALID_ARGUMENT", "input.fleeing", null, "expected an object");
    expectRefusal(() => day({ pursuers: ill(null) }), "INVALID_ARGUMENT", "input.pursuers", null, "expected an object");
    expectRefusal(() => day({ fleeing: { count: 0, hexesPerRound: 1 } }), "OUT_OF_RANGE", "input.fleeing.count", 0, `from 1 to ${MAX_EVASION_COUNT}`);
    expectRefusal(() => day({ pursuers: { count: MAX_EVASION_COUNT + 1, hexesPerRound: 1 } }), "OUT_OF_RANGE", "input.pursuers.count", MAX_EVASION_COUNT + 1, `from 1 to ${MAX_EVASION_COUNT}`);
    expectRefusal(() => day({ fleeing: { count: 1, hexesPerRound: MAX_ALLOWANCE + 1 } }), "OUT_OF_RANGE", "input.fleeing.hexesPerRound", MAX_ALLOWANCE + 1, `from 0 to ${MAX_ALLOWANCE}`);
    expectRefusal(() => day({ pursuers: { count: 1, hexesPerRound: -1 } }), "OUT_OF_RANGE", "input.pursuers.hexesPerRound", -1, "from 0 to");
    expectRefusal(() => day({ fleeOn: ill(1) }), "INVALID_ARGUMENT", "input.fleeOn", 1, "expected true or false");
    expectRefusal(() => day({ modifier: -MAX_EVASION_MODIFIER - 1 }), "OUT_OF_RANGE", "input.modifier", -MAX_EVASION_MODIFIER - 1, `from -${MAX_EVASION_MODIFIER} to ${MAX_EVASION_MODIFIER}`);
    expectRefusal(() => day({ modifier: MAX_EVASION_MODIFIER + 1 }), "OUT_OF_RANGE", "input.modifier", MAX_EVASION_MODIFIER + 1, "to 100");
    expectRefusal(() => day({ catchRoll: 0 }), "OUT_OF_RANGE", "input.catchRoll", 0, "from 1 to 100");
    expectRefusal(() => day({ catchRoll: 101 }), "OUT_OF_RANGE", "input.catchRoll", 101, "from 1 to 100");
    expectRefusal(() => day({ evadeRoll: 0 }), "OUT_OF_RANGE", "input.evadeRoll", 0, "from 1 to 100");
    expectRefusal(() => day({ evadeRoll: 101 }), "OUT_OF_RANGE", "input.evadeRoll", 101, "from 1 to 100");
  });
});
