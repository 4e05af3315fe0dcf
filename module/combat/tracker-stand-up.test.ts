/**
 * VARIANTS.md §13.1, GT-9: the tracker's phase rows show what standing up from a crawl left, read
 * from the actor's stand-up record by the rules (hexesAfterStandUp), so they agree with the ruler.
 */
import { describe, expect, it } from "vitest";
import { buildTrackerContext, type PhaseRow } from "./tracker-context";
import { FIGHT, FIGHT_COMBATANTS, PARTS_LABELS } from "../../tests/combat/fixture";
import { BOOK_CONFIG, PRESETS } from "../rules";

const COMBAT = "combatFight00001";
/** Brakka (speed 12, optimal) stood at second 1 of round 2: 4 of phase 1 and 2 of phase 2 taken. */
const stood = { combat: COMBAT, round: 2, second: 1, taken: [4, 2, 0, 0], of: [4, 3, 3, 2] };
const rowsFor = (over: { record?: unknown; combatId?: string; variants?: typeof BOOK_CONFIG }) => {
  const combatants = FIGHT_COMBATANTS.map((c) => (c.id === "brakka" ? { ...c, standUp: over.record } : c));
  const ctx = buildTrackerContext({ ...FIGHT, combatId: over.combatId ?? COMBAT, combatants, variants: over.variants ?? PRESETS.a5e }, PARTS_LABELS);
  return ctx.timeline.filter((r): r is PhaseRow => r.kind === "phase").map((r) => r.entries.find((e) => e.name === "Brakka")!.hexes);
};

describe("the tracker's phase rows after standing up (GT-9)", () => {
  it("show 0, 1, 3, 2 for a 12-hex mover who stood in phase 1 of this round, as the ruler measures", () => {
    expect(rowsFor({ record: stood })).toEqual([0, 1, 3, 2]);
  });
  it("show the whole split without a record, for another combat or round, or under the book", () => {
    expect(rowsFor({})).toEqual([4, 3, 3, 2]);
    expect(rowsFor({ record: stood, combatId: "combatOther00001" })).toEqual([4, 3, 3, 2]);
    expect(rowsFor({ record: { ...stood, round: 1 } })).toEqual([4, 3, 3, 2]);
    expect(rowsFor({ record: stood, variants: BOOK_CONFIG })).toEqual([4, 3, 3, 2]);
  });
});

describe("the tracker's phase rows after a dismount (GA-R1)", () => {
  const rows = (mountCost: unknown) => {
    const combatants = FIGHT_COMBATANTS.map((c) => (c.id === "brakka" ? { ...c, mountCost } : c));
    const ctx = buildTrackerContext({ ...FIGHT, combatId: COMBAT, combatants, variants: PRESETS.a5e }, PARTS_LABELS);
    return ctx.timeline.filter((r): r is PhaseRow => r.kind === "phase").map((r) => r.entries.find((e) => e.name === "Brakka")!.hexes);
  };
  it("GA-R1: a 12-hex rider who dismounted in phase 1 keeps 0, 1, 3, 2, as standing up would leave it", () => {
    expect(rows(stood)).toEqual([0, 1, 3, 2]);
    expect(rows(undefined)).toEqual([4, 3, 3, 2]);
  });
});
