/**
 * The round's movement record on Foundry's side (VARIANTS.md §13.3 row 39; canvas/mode-round.ts):
 * what the active GM's client writes after a committed move, and when it writes nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { PRESETS, BOOK_RULESET, resolveRuleset, toAbsolute } from "../rules";
import type { RecordToken } from "./mode-round";

let recordRoundMove: typeof import("./mode-round").recordRoundMove;
let roundRecordUpdate: typeof import("./mode-round").roundRecordUpdate;
beforeAll(async () => {
  // The combat documents extend Foundry's classes: the strict stand-ins first.
  await import("../../tests/support/combat-world");
  ({ recordRoundMove, roundRecordUpdate } = await import("./mode-round"));
});

const A5E = resolveRuleset(PRESETS.a5e);
/** A token on a hex scene (grid type 2) whose hexes are 100 px apart along a row; its combatant in round 2 at `second`. */
function token(second: number, variant: Record<string, unknown> = {}, started = true) {
  const writes: unknown[] = [];
  const t: RecordToken = {
    parent: { grid: { type: 2, getOffset: (p) => ({ i: Math.round(p.y / 100), j: Math.round(p.x / 100) }) } },
    getCenterPoint: (p) => p,
    actor: { system: { movement: { swim: 6 } } },
    combatant: { system: { variant }, parent: { started, round: 2, system: { absolute: toAbsolute({ round: 2, second }) } }, update: async (d: unknown) => void writes.push(d) },
  };
  return { t, writes };
}
const move = { origin: { x: 0, y: 0 }, passed: { waypoints: [{ x: 200, y: 0, action: "walk" }, { x: 300, y: 0, action: "swim" }] } };

describe("the round's movement record (GA-M8 on Foundry's side)", () => {
  it("a walk of 2 and a swim of 1 at second 6 of round 2 writes phase 2's record in the mover's memory", () => {
    expect(roundRecordUpdate(token(6).t, move, {}, A5E)).toEqual({
      "system.variant.modeRound": 2, "system.variant.modePhase": 2, "system.variant.modeHexesBefore": 0, "system.variant.modeHexesIn": 3,
      "system.variant.modeLastBefore": "none", "system.variant.modeLast": "swim", "system.variant.modeUsedBefore": 0, "system.variant.modeUsed": 0b101,
    });
  });
  it("nothing between movement seconds, before the combat starts, for a teleport, or under a ruleset without movement modes", () => {
    expect(roundRecordUpdate(token(7).t, move, {}, A5E)).toBeNull();
    expect(roundRecordUpdate(token(6, {}, false).t, move, {}, A5E)).toBeNull();
    // An undo of another phase's record (or of none) writes nothing; in the record's phase it gives its hexes back.
    expect(roundRecordUpdate(token(6).t, { ...move, method: "undo" }, {}, A5E)).toBeNull();
    const recorded = { modeRound: 2, modePhase: 2, modeHexesIn: 5, modeLast: "swim" };
    expect(roundRecordUpdate(token(6, recorded).t, { ...move, method: "undo" }, {}, A5E)).toEqual({ "system.variant.modeHexesIn": 2 });
    const blink = { origin: { x: 0, y: 0 }, passed: { waypoints: [{ x: 300, y: 0, action: "blink" }] } };
    expect(roundRecordUpdate(token(6).t, blink, { blink: { teleport: true } }, A5E)).toBeNull();
    expect(roundRecordUpdate(token(6).t, move, {}, BOOK_RULESET)).toBeNull();
  });
  it("only the active GM's client writes it", async () => {
    const gm = token(6);
    expect(await recordRoundMove(gm.t, move, A5E, true)).toBe(true);
    expect(gm.writes).toHaveLength(1);
    const player = token(6);
    expect(await recordRoundMove(player.t, move, A5E, false)).toBe(false);
    expect(player.writes).toHaveLength(0);
  });
});
