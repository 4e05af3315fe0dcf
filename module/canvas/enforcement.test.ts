import { describe, expect, it } from "vitest";
import { needsDecision } from "./enforcement";

describe("needsDecision", () => {
  it("judges a fresh drag or keyboard move", () => {
    expect(needsDecision({ chain: [], method: "dragging" })).toBe(true);
    expect(needsDecision({ chain: [], method: "keyboard" })).toBe(true);
    expect(needsDecision({ chain: [] })).toBe(true);
  });
  it("does not judge a chained continuation or an undo (an undo gives hexes back)", () => {
    expect(needsDecision({ chain: [{ x: 0, y: 0 }], method: "dragging" })).toBe(false);
    expect(needsDecision({ chain: [], method: "undo" })).toBe(false);
  });
});
