import { describe, expect, it } from "vitest";
import { isTeleportMove, needsDecision } from "./enforcement";

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

describe("isTeleportMove", () => {
  const actions = { walk: { teleport: false }, blink: { teleport: true }, displace: { teleport: true } };
  const move = (...ids: unknown[]) => ({ passed: { waypoints: ids.slice(0, 1).map((action) => ({ action })) }, pending: { waypoints: ids.slice(1).map((action) => ({ action })) } });
  it("is a teleport only when every waypoint is by a configured teleporting action", () => {
    expect(isTeleportMove(move("blink"), actions)).toBe(true);
    expect(isTeleportMove(move("blink", "displace"), actions)).toBe(true);
    expect(isTeleportMove(move("blink", "walk"), actions)).toBe(false);
    expect(isTeleportMove(move("walk"), actions)).toBe(false);
    expect(isTeleportMove(move("toString"), actions)).toBe(false);
    expect(isTeleportMove(move(undefined), actions)).toBe(false);
    expect(isTeleportMove({}, actions)).toBe(false);
  });
});
