import { describe, expect, it } from "vitest";
import { landingStamp, lostByZero } from "./timing";
import { rulesErrorCode, thrownBy } from "../../../tests/support/rules-error";
import { RulesError } from "../errors";

describe("timing (RESOLUTION.md RT-1, RT-2, R17)", () => {
  it("GB-9: score 13 in round 2 lands at round 2 second 13; 23 spills to round 3 second 3 (t 63); a spell 12 + 5 s at second 17", () => {
    expect(landingStamp(2, 13)).toEqual({ round: 2, second: 13, absolute: 53 });
    expect(landingStamp(2, 23)).toEqual({ round: 3, second: 3, absolute: 63 });
    expect(landingStamp(2, 12 + 5)).toEqual({ round: 2, second: 17, absolute: 57 });
    expect(landingStamp(1, 20)).toEqual({ round: 1, second: 20, absolute: 40 });
    expect(landingStamp(1, 41)).toEqual({ round: 3, second: 1, absolute: 61 });
  });

  it("GB-10: a blow at 9 from one dropped to 0 at 9 still lands; C dropped at 5 loses its action at 10", () => {
    expect(lostByZero(49, 49)).toBe(false);
    expect(lostByZero(45, 50)).toBe(true);
    expect(lostByZero(45, 44)).toBe(false);
  });

  it("refuses bad times with a RulesError", () => {
    expect(rulesErrorCode(() => landingStamp(0, 5))).toBe("OUT_OF_RANGE");
    expect(rulesErrorCode(() => landingStamp(2, 0))).toBe("OUT_OF_RANGE");
    expect(rulesErrorCode(() => landingStamp(2, 1.5))).toBe("NOT_INTEGER");
    expect(rulesErrorCode(() => lostByZero(-1, 3))).toBe("NEGATIVE");
    expect(rulesErrorCode(() => lostByZero(Number.NaN, 3))).toBe("NOT_A_NUMBER");
  });

  it("time 0 is a time: dropped at 0, an action at 0 still resolves and one at 1 is lost; an action at 0 is never lost", () => {
    expect(lostByZero(0, 0)).toBe(false);
    expect(lostByZero(0, 1)).toBe(true);
    expect(lostByZero(5, 0)).toBe(false);
  });

  it("each refusal names the parameter, the value refused and what was expected", () => {
    const cases: [() => unknown, string, string, unknown][] = [
      [() => landingStamp(0, 5), "OUT_OF_RANGE", "round", 0],
      [() => landingStamp(2, 0), "OUT_OF_RANGE", "landsAt", 0],
      [() => lostByZero(Number.NaN, 3), "NOT_A_NUMBER", "zeroAt", Number.NaN],
      [() => lostByZero(3, 1.5), "NOT_INTEGER", "landsAt", 1.5],
      [() => lostByZero(-1, 3), "NEGATIVE", "zeroAt", -1],
      [() => lostByZero(-1, -4), "NEGATIVE", "zeroAt", -1],
      [() => lostByZero(3, -2), "NEGATIVE", "landsAt", -2],
      [() => lostByZero(0, -2), "NEGATIVE", "landsAt", -2],
    ];
    for (const [f, code, parameter, value] of cases) {
      const e = thrownBy(f);
      expect(e).toBeInstanceOf(RulesError);
      expect(e).toMatchObject({ code, parameter, value });
    }
    expect((thrownBy(() => lostByZero(3, -2)) as Error).message).toMatch(/expected a time ≥ 0$/);
  });
});
