/**
 * A5E mounted combat (VARIANTS.md §6.7, §13.3 row 41; 004:L28–L37): golden cases GA-R1…GA-R7 and
 * the properties of the core's decisions (rules/combat/mounted.ts) under the module.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { movePlanOf, roundCostRecordOf, type MovePlanInput } from "../../move-plan";
import { BOOK_RULESET, NO_VARIANT_MEMORY, resolveRuleset } from "../../ruleset";
import { combatantCommandsOf } from "../../combat-commands";
import { PRESETS, parseVariantConfig } from "../../ruleset/config";
import { toAbsolute, type ClockTime } from "../../time";
import { dismountHex, mountMemoryWrites, mountRefusal, mountedInForce, proneWhileMounted, riderCover, riderIsMounted, type MountFacts } from "../../combat/mounted";
import { withCover } from "../../resolution/cover";
import { standUpOffset, standUpTaken } from "../../stand-up";
import { SIZE_CATEGORIES } from "../../condition-moves";
import type { AgainstTarget, AttackInput } from "../../ruleset/points/resolution";
import type { SizeCategory } from "../../ruleset/points/movement";
import { hexClassifier } from "../../move-limits";
import type { TerrainId } from "../../terrain";
import type { CoverChoice } from "../../resolution/types";

const A5E = resolveRuleset(PRESETS.a5e);
const OFF = resolveRuleset(parseVariantConfig({ ...PRESETS.a5e, movement: { ...PRESETS.a5e.movement, mounted: false } }));
const RIDER = "riderToken000001";
const HORSE = "horseToken000001";
const combat = (round: number, second: number) => ({ id: "combat0000000001", started: true, absolute: toAbsolute({ round, second }) });
const input = (over: Partial<MovePlanInput> = {}): MovePlanInput => ({
  gridType: 2,
  profile: { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false },
  conditions: [],
  combat: combat(2, 1),
  memory: { ...NO_VARIANT_MEMORY },
  doubleMoveRound: undefined,
  stoodUp: undefined,
  ...over,
});
const horse = (sureFooted: boolean, over: Partial<MovePlanInput> = {}) => input({ profile: { speed: 20, adaptation: {}, sureFooted, encumbranceSteps: 0, immobile: false }, ...over });

/** A request as the GM's client read it: a medium rider next to a large horse at round 2, second 1. */
const facts = (over: Partial<MountFacts> = {}): MountFacts => ({
  kind: "mount",
  now: { round: 2, second: 1 },
  combatants: true,
  rider: { id: RIDER, size: "medium", hexes: [{ q: 0, r: 0, s: 0 }], memory: { mountId: "", mountRound: 0 } },
  mount: { id: HORSE, size: "large", hexes: [{ q: 1, r: 0, s: -1 }, { q: 2, r: 0, s: -2 }] },
  mountHidden: false,
  mountRidden: false,
  ...over,
});

describe("A5E mounted combat: golden cases", () => {
  it("GA-R1: a 12-hex rider mounting at phase 1 spends 4 + 2 (phase 1, then 2 of phase 2), keeping 1, 3, 2", () => {
    const record = roundCostRecordOf(input(), { spentUnits: 0, kind: "mount" }, A5E)!;
    expect(record.taken).toEqual([4, 2, 0, 0]);
    expect(record.of).toEqual([4, 3, 3, 2]);
    // The same arithmetic as standing up (one function), on the mounted point's cost.
    expect(standUpTaken({ phases: [4, 3, 3, 2], from: 0, available: 4, kind: "mount" }, A5E)).toEqual(standUpTaken({ phases: [4, 3, 3, 2], from: 0, available: 4 }, A5E));
    // After a dismount the rider's own walk in phase 2 (second 6) keeps a third: 1 hex.
    const plan = movePlanOf(input({ combat: combat(2, 6), mountCost: record }), A5E)!;
    expect(plan.spentOffset).toBeGreaterThan(0);
    expect(Math.floor(((plan.limits.table.budget - plan.spentOffset) / plan.limits.table.budget) * 3)).toBe(1);
    // Without the rule nothing is recorded.
    expect(roundCostRecordOf(input(), { spentUnits: 0, kind: "mount" }, OFF)).toBeNull();
  });

  it("GA-R2: a rider on a 20-hex horse in plains has no allowance of its own; the horse moves its own 20 hexes in its phases", () => {
    const rider = movePlanOf(input({ memory: { ...NO_VARIANT_MEMORY, mountId: HORSE, mountRound: 1 } }), A5E)!;
    expect(rider.mover.forfeit).toBe("mounted");
    const mount = (second: number) => movePlanOf(horse(false, { combat: combat(2, second) }), A5E)!.limits.allowances.plains;
    // Plains: 14 hexes a round for speed 20, split 5-4-3-2 over the four phases (the book's table).
    expect([1, 6, 11, 16].map(mount)).toEqual([5, 4, 3, 2]);
    expect(movePlanOf(horse(false, { combat: null }), A5E)!.limits.allowances.plains).toBe(14);
    // The same rider on foot moves on its own allowance.
    expect(movePlanOf(input(), A5E)!.mover.forfeit).toBeNull();
  });

  it("GA-R3: the horse's sure-footedness carries its rider through hills at the forest rate (000:L49)", () => {
    const hills = { terrain: "hills" as TerrainId, steep: false, hazard: false };
    const roundIn = (sureFooted: boolean) => {
      const plan = movePlanOf(horse(sureFooted, { combat: null }), A5E)!;
      return plan.limits.table.allowanceOf(hexClassifier(plan.mover, null, A5E)(hills));
    };
    // A 20-hex horse: hills 8 a round; sure-footed, hills count as forest: 9.
    expect([roundIn(false), roundIn(true)]).toEqual([8, 9]);
    // The mount carrying a rider who mounted this phase loses the same share (004:L36 "share movement").
    const record = roundCostRecordOf(input(), { spentUnits: 0, kind: "mount" }, A5E)!;
    expect(movePlanOf(horse(true, { riderMountCost: record }), A5E)!.spentOffset).toBe(movePlanOf(horse(true), A5E)!.limits.table.budget);
  });

  it("GA-R4: mounting twice in a round is refused, and so is a dismount in the round of a mount", () => {
    expect(mountRefusal(facts(), A5E)).toBeNull();
    const after = mountMemoryWrites(HORSE, { round: 2, second: 1 });
    expect(after).toEqual({ mountId: HORSE, mountRound: 2 });
    expect(mountRefusal(facts({ kind: "dismount", now: { round: 2, second: 6 }, rider: { ...facts().rider, memory: after } }), A5E)).toBe("onceARound");
    expect(mountRefusal(facts({ rider: { ...facts().rider, memory: { mountId: "", mountRound: 2 } } }), A5E)).toBe("onceARound");
    expect(mountRefusal(facts({ kind: "dismount", now: { round: 3, second: 1 }, rider: { ...facts().rider, memory: after } }), A5E)).toBeNull();
  });

  it("GA-R5: a rider smaller by 0 sizes is refused; one size smaller may ride", () => {
    expect(mountRefusal(facts({ mount: { ...facts().mount!, size: "medium" } }), A5E)).toBe("tooBig");
    expect(mountRefusal(facts({ rider: { ...facts().rider, size: "huge" } }), A5E)).toBe("tooBig");
    expect(mountRefusal(facts({ rider: { ...facts().rider, size: "small" }, mount: { ...facts().mount!, size: "medium" } }), A5E)).toBeNull();
  });

  it("GA-R6: a mounted rider has half cover (+2) against a melee attack, none against a ranged one", () => {
    const cover = (mounted: boolean, melee: boolean, row: CoverChoice = "none", ruleset = A5E) => riderCover({ mounted, melee, cover: row }, ruleset);
    expect(cover(true, true)).toBe("half");
    expect(cover(true, false)).toBe("none");
    expect(cover(false, true)).toBe("none");
    expect(cover(true, true, "none", OFF)).toBe("none");
    // The better of the GM's choice and the rider's: three-quarters stands; a forged "none" does not lower it.
    expect(cover(true, true, "threeQuarters")).toBe("threeQuarters");
    expect(cover(true, true, "half")).toBe("half");
    const side: AgainstTarget = { defence: 14, parts: [], refused: null };
    expect(withCover({} as AttackInput, cover(true, true), side, A5E).defence).toBe(16);
    expect(() => riderCover({ mounted: true, melee: true, cover: "some" as CoverChoice }, A5E)).toThrow();
  });

  it("GA-R7: a prone mount asks its rider's reaction or a fall; a prone rider makes a DC 10 Dexterity save", () => {
    expect(proneWhileMounted({ who: "mount" }, A5E)).toEqual({ kind: "reactionOrProne" });
    expect(proneWhileMounted({ who: "rider" }, A5E)).toEqual({ kind: "save", effect: { kind: "dex", dc: 10, onSuccess: null } });
    expect(proneWhileMounted({ who: "neither" }, A5E)).toBeNull();
    expect(proneWhileMounted({ who: "rider" }, OFF)).toBeNull();
  });
});

describe("A5E mounted combat: the GM's checks", () => {
  it("refuses by the rule, the clock, the combatants, the link, the token, hiding and adjacency, in that order", () => {
    expect(mountedInForce(A5E)).toBe(true);
    expect(mountedInForce(BOOK_RULESET)).toBe(false);
    expect(mountRefusal(facts(), OFF)).toBe("off");
    expect(mountRefusal(facts({ now: null }), A5E)).toBe("notStarted");
    expect(mountRefusal(facts({ now: { round: 2, second: 2 } }), A5E)).toBe("notMovementSecond");
    expect(mountRefusal(facts({ combatants: false }), A5E)).toBe("notCombatant");
    expect(mountRefusal(facts({ rider: { ...facts().rider, memory: { mountId: HORSE, mountRound: 1 } } }), A5E)).toBe("alreadyMounted");
    expect(mountRefusal(facts({ kind: "dismount" }), A5E)).toBe("notMounted");
    expect(mountRefusal(facts({ mount: { ...facts().mount!, id: RIDER } }), A5E)).toBe("sameToken");
    expect(mountRefusal(facts({ mountHidden: true }), A5E)).toBe("hidden");
    expect(mountRefusal(facts({ mountRidden: true }), A5E)).toBe("mountTaken");
    expect(mountRefusal(facts({ mount: { ...facts().mount!, hexes: [{ q: 3, r: 0, s: -3 }] } }), A5E)).toBe("notAdjacent");
    expect(mountRefusal(facts({ mount: null }), A5E)).toBe("notAdjacent");
  });

  it("refuses forged data as errors: a mount id that is no document id, a memory out of bounds", () => {
    expect(() => mountRefusal(facts({ mount: { ...facts().mount!, id: "../x" } }), A5E)).toThrow();
    expect(() => mountRefusal(facts({ rider: { ...facts().rider, memory: { mountId: "x".repeat(17), mountRound: 0 } } }), A5E)).toThrow();
    expect(() => mountRefusal(facts({ rider: { ...facts().rider, memory: { mountId: "", mountRound: -1 } } }), A5E)).toThrow();
    expect(() => mountMemoryWrites("short", { round: 1, second: 1 })).toThrow();
    expect(riderIsMounted({ mountId: "not an id" })).toBe(false);
    expect(riderIsMounted({ mountId: HORSE })).toBe(true);
  });

  it("lands a dismounted rider on the first free hex beside the mount, or nowhere when all are taken", () => {
    const mount = [{ q: 0, r: 0, s: 0 }];
    const first = dismountHex({ mount, occupied: [] })!;
    expect(Math.max(Math.abs(first.q), Math.abs(first.r), Math.abs(first.s))).toBe(1);
    const second = dismountHex({ mount, occupied: [first] })!;
    expect(second).not.toEqual(first);
    const ring = [[1, -1, 0], [1, 0, -1], [0, 1, -1], [-1, 1, 0], [-1, 0, 1], [0, -1, 1]].map(([q, r, s]) => ({ q: q!, r: r!, s: s! }));
    expect(dismountHex({ mount, occupied: ring })).toBeNull();
  });

  it("property: a mount is refused for size exactly when the mount is not at least one category larger", () => {
    const size = fc.constantFrom(...SIZE_CATEGORIES);
    fc.assert(fc.property(size, size, (rider: SizeCategory, mount: SizeCategory) => {
      const out = mountRefusal(facts({ rider: { ...facts().rider, size: rider }, mount: { ...facts().mount!, size: mount } }), A5E);
      expect(out === "tooBig").toBe(SIZE_CATEGORIES.indexOf(mount) <= SIZE_CATEGORIES.indexOf(rider));
    }));
  });

  it("property: once a round — after any accepted mount or dismount, the next request in the same round is refused", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 500 }), fc.constantFrom(1, 6, 11, 16), fc.constantFrom(1, 6, 11, 16), (round, s1, s2) => {
      const now: ClockTime = { round, second: s1 };
      const m = mountMemoryWrites(HORSE, now);
      expect(mountRefusal(facts({ kind: "dismount", now: { round, second: s2 }, rider: { ...facts().rider, memory: m } }), A5E)).toBe("onceARound");
      expect(mountRefusal(facts({ kind: "dismount", now: { round: round + 1, second: s2 }, rider: { ...facts().rider, memory: m } }), A5E)).toBeNull();
    }));
  });

  it("property: the mount's cost is half the round rounded up, or all that is left, never from an earlier phase", () => {
    const hexes = fc.integer({ min: 0, max: 40 });
    fc.assert(fc.property(fc.tuple(hexes, hexes, hexes, hexes), fc.integer({ min: 0, max: 3 }), (phases, from) => {
      const taken = standUpTaken({ phases: phases as [number, number, number, number], from: from as 0 | 1 | 2 | 3, available: phases[from]!, kind: "mount" }, A5E)!;
      const sum = phases.reduce((a, b) => a + b, 0);
      const left = phases.slice(from).reduce((a, b) => a + b, 0);
      expect(taken.reduce((a, b) => a + b, 0)).toBe(Math.min(Math.ceil(sum / 2), left));
      for (let q = 0; q < from; q++) expect(taken[q]).toBe(0);
    }));
    expect(standUpOffset({ combat: "c", round: 1, second: 1, taken: [1, 0, 0, 0], of: [4, 3, 3, 2] }, { combatId: "c", clock: { round: 1, second: 1 }, budget: 12, kind: "mount" }, BOOK_RULESET)).toBe(0);
  });
});

describe("A5E mounted combat: the tracker's commands", () => {
  const ctx = (second: number, memory: Partial<typeof NO_VARIANT_MEMORY>) => ({ started: true, now: { round: 2, second }, action: undefined as never, memory: { ...NO_VARIANT_MEMORY, ...memory } });
  const offered = (second: number, memory: Partial<typeof NO_VARIANT_MEMORY>) => combatantCommandsOf(A5E).filter((c) => c.id.startsWith("movement.") && c.visible(ctx(second, memory))).map((c) => c.operation.kind);
  it("offers Mount on foot and Dismount when riding, at a movement second, until this round's change is made", () => {
    expect(offered(1, {})).toEqual(["mount"]);
    expect(offered(6, { mountId: HORSE, mountRound: 1 })).toEqual(["dismount"]);
    expect(offered(6, { mountId: HORSE, mountRound: 2 })).toEqual([]);
    expect(offered(3, {})).toEqual([]);
    expect(combatantCommandsOf(OFF).some((c) => c.id === "movement.mount")).toBe(false);
  });
});
