import { describe, expect, it } from "vitest";
import { MAX_LINE_HEXES, cubeDistance, hexLine, offsetToCube, type Offset } from "./hex";
import { PAINT_MAX_INDEX } from "./terrain-paint";
import { rulesErrorCode } from "../../tests/support/rules-error";

describe("hexLine bound", () => {
  it("refuses a line longer than MAX_LINE_HEXES with OUT_OF_RANGE instead of allocating it", () => {
    expect(rulesErrorCode(() => hexLine({ i: 0, j: 0 }, { i: 1e7, j: 0 }, "evenR"))).toBe("OUT_OF_RANGE");
    expect(rulesErrorCode(() => hexLine({ i: 0, j: 0 }, { i: 0, j: 2 ** 40 }, "oddQ"))).toBe("OUT_OF_RANGE");
    expect(rulesErrorCode(() => hexLine({ i: 0, j: 0 }, { i: 0, j: MAX_LINE_HEXES }, "oddR"))).toBe("OUT_OF_RANGE");
  });
  it("still joins the two farthest hexes of the largest scene", () => {
    const a: Offset = { i: 0, j: 0 };
    const b: Offset = { i: PAINT_MAX_INDEX, j: PAINT_MAX_INDEX };
    for (const layout of ["oddR", "evenR", "oddQ", "evenQ"] as const) {
      const n = cubeDistance(offsetToCube(a, layout), offsetToCube(b, layout));
      expect(n).toBeLessThan(MAX_LINE_HEXES);
      expect(hexLine(a, b, layout).length).toBe(n + 1);
    }
    expect(hexLine(a, { i: 0, j: MAX_LINE_HEXES - 1 }, "oddR").length).toBe(MAX_LINE_HEXES);
  });
});
