/**
 * The edges of `condition-moves.ts` (VARIANTS.md row 8, §13.3; 001:L465, L491, L493): the footprint
 * read as a size at each threshold, what a teleport escapes (only the conditions that forfeit
 * movement count), and every refusal's code, parameter, value and text. The golden cases are in
 * `modules/movement/a13-condition-moves.test.ts`.
 */
import { describe, expect, it } from "vitest";
import { PRESETS } from "./ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "./ruleset/resolve";
import { grabberMove, sizeOf, teleportEscapes } from "./condition-moves";

const A13 = resolveRuleset(PRESETS.a13);

const refusal = (f: () => unknown): { code: string; parameter: string; value: unknown; message: string } => {
  try {
    f();
  } catch (e) {
    return e as never;
  }
  throw new Error("expected a refusal");
};

describe("sizeOf: the footprint at each threshold", () => {
  it("reads 4 hexes as gargantuan, just under 4 as huge, 3 as huge, 2 as large", () => {
    expect(sizeOf({ declared: null, footprint: 4 })).toBe("gargantuan");
    expect(sizeOf({ declared: null, footprint: 3.99 })).toBe("huge");
    expect(sizeOf({ declared: null, footprint: 3 })).toBe("huge");
    expect(sizeOf({ declared: null, footprint: 2 })).toBe("large");
    expect(sizeOf({ declared: null, footprint: 1.99 })).toBe("medium");
  });

  it("reads a footprint that is not a finite positive number as 1 hex (medium)", () => {
    expect(sizeOf({ declared: null, footprint: Number.POSITIVE_INFINITY })).toBe("medium");
    expect(sizeOf({ declared: null, footprint: Number.NEGATIVE_INFINITY })).toBe("medium");
    expect(sizeOf({ declared: null, footprint: "3" as never })).toBe("medium");
    expect(sizeOf({ declared: null, footprint: 0 })).toBe("medium");
    expect(sizeOf({ declared: null, footprint: -5 })).toBe("medium");
  });

  it("refuses an input that is not an object, naming it", () => {
    const e = refusal(() => sizeOf(null as never));
    expect([e.code, e.parameter, e.value]).toEqual(["INVALID_ARGUMENT", "input", null]);
  });
});

describe("teleportEscapes: only the conditions that forfeit movement count", () => {
  it("ignores a condition that leaves movement (dazed, squeezing) or is unknown beside an escapable one", () => {
    expect(teleportEscapes(["stuck", "dazed"], A13)).toBe(true);
    expect(teleportEscapes(["grabbed", "squeezing"], A13)).toBe(true);
    expect(teleportEscapes(["stuck", "burning"], A13)).toBe(true);
  });

  it("has nothing to escape when no condition forfeits movement", () => {
    expect(teleportEscapes([], A13)).toBe(false);
    expect(teleportEscapes(["dazed", "squeezing", "burning"], A13)).toBe(false);
    expect(teleportEscapes(["prone"], A13)).toBe(false);
  });

  it("refuses a list entry that is not a status id by its place, and a list that is not an array", () => {
    const e = refusal(() => teleportEscapes(["stuck", 7] as never, A13));
    expect([e.code, e.parameter, e.value]).toEqual(["INVALID_ARGUMENT", "conditions[1]", 7]);
    expect(e.message).toContain("expected a status id");
    const l = refusal(() => teleportEscapes("stuck" as never, BOOK_RULESET));
    expect([l.code, l.parameter]).toEqual(["INVALID_ARGUMENT", "conditions"]);
  });
});

describe("grabberMove: the refusals", () => {
  it("names the input, each size and the grabbed creature's conditions", () => {
    const o = refusal(() => grabberMove(7 as never, A13));
    expect([o.code, o.parameter, o.value]).toEqual(["INVALID_ARGUMENT", "input", 7]);
    for (const k of ["grabber", "grabbed"] as const) {
      const e = refusal(() => grabberMove({ grabber: "large", grabbed: "medium", grabbedConditions: [], [k]: "big" } as never, A13));
      expect([e.code, e.parameter, e.value]).toEqual(["INVALID_ARGUMENT", `input.${k}`, "big"]);
      expect(e.message).toContain("expected one of tiny, small, medium, large, huge, gargantuan");
    }
    const c = refusal(() => grabberMove({ grabber: "large", grabbed: "medium", grabbedConditions: ["grabbed", null] as never }, A13));
    expect([c.code, c.parameter, c.value]).toEqual(["INVALID_ARGUMENT", "input.grabbedConditions[1]", null]);
    const l = refusal(() => grabberMove({ grabber: "large", grabbed: "medium", grabbedConditions: {} as never }, A13));
    expect(l.parameter).toBe("input.grabbedConditions");
  });
});
