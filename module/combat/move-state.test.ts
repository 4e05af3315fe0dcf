/**
 * The combat state the movement rules read of a token's combatant (move-state.ts): with mounted
 * combat (VARIANTS.md §13.3 row 41), a mount's state carries the cost record of the combatant that
 * rides it, so the two share the phase's movement (GA-R1); a token nobody rides carries none.
 */
import { describe, expect, it } from "vitest";
import { combatMoveState } from "./move-state";

const HORSE = "horseToken000001";
const RECORD = { combat: "combat0000000001", round: 2, second: 1, taken: [4, 2, 0, 0], of: [4, 3, 3, 2] };
const rider = { system: { variant: { mountId: HORSE } }, actor: { flags: { "enchanted-realms": { mountCost: RECORD } } } };
const parent = { id: "combat0000000001", started: true, system: { absolute: 41 }, combatants: [{ system: { variant: { mountId: "" } }, actor: null }, rider] };

describe("combatMoveState: the rider's mount cost on its mount", () => {
  it("a ridden mount carries its rider's record; another token none; no combat none", () => {
    expect(combatMoveState({ parent, system: { variant: {} }, tokenId: HORSE }).riderMountCost).toEqual(RECORD);
    expect(combatMoveState({ parent, system: { variant: {} }, tokenId: "otherToken000001" }).riderMountCost).toBeUndefined();
    expect(combatMoveState(null).riderMountCost).toBeUndefined();
  });
});
