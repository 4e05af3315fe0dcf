import { describe, expect, it } from "vitest";
import { MAX_VOYAGE_DAYS, voyageChecks, voyageOutcome, waterDayDice, type VoyageInput } from "./voyage-checks";
import { RulesError } from "./errors";
import { resolveRuleset } from "./ruleset";
import { PRESETS } from "./ruleset/config";
import { BOOK_RULESET } from "./ruleset/resolve";
import { MAX_WORLD_TIME } from "./bounds";

const OSE = resolveRuleset(PRESETS.ose);
const OSR = resolveRuleset(PRESETS.osr);
const DAY = 86_400;
const run = (over: Partial<VoyageInput> = {}): VoyageInput => ({ startSeconds: 8 * 3600, days: 1, waters: "sea", landInSight: false, navigator: false, ...over });
const first = (over: Partial<VoyageInput> = {}) => voyageChecks(run(over), OSE)!.checks[0]!;

describe("days afloat (003 Waterborne Adventuring: Losing Direction, Wandering Monsters)", () => {
  it("GO-V9: open sea, no navigator, no land in sight: lost for certain, no die (003:L509 100%)", () => {
    const check = first();
    expect(check).toMatchObject({ outOfSight: true, lostChance: 6, lostRolled: false, wanderingChance: 2 });
    expect(voyageOutcome(check, { lost: null, wandering: 3 })).toEqual({ lost: true, wandering: false });
    expect(() => voyageOutcome(check, { lost: 6, wandering: 3 })).toThrow(RulesError);
  });

  it("GO-V10: a navigator aboard, or land in sight without one: lost on 2 in 6 (003:L507, L509)", () => {
    for (const over of [{ navigator: true }, { landInSight: true }, { navigator: true, landInSight: true }]) {
      const check = first(over);
      expect(check, JSON.stringify(over)).toMatchObject({ lostChance: 2, lostRolled: true });
      expect(voyageOutcome(check, { lost: 2, wandering: 6 }).lost).toBe(true);
      expect(voyageOutcome(check, { lost: 3, wandering: 6 }).lost).toBe(false);
    }
    expect(first({ navigator: true }).outOfSight).toBe(true);
    expect(first({ landInSight: true }).outOfSight).toBe(false);
  });

  it("GO-V11: a river or a swamp has land in sight: 2 in 6 without a navigator even unticked (003:L509, L530)", () => {
    for (const waters of ["river", "swamp"] as const) expect(first({ waters }), waters).toMatchObject({ outOfSight: false, lostChance: 2 });
  });

  it("GO-V19: a lake is open water (a lake of its own since the OSR hack rolls its travel turn daily, 002:L229): out of sight of land without a navigator it is lost for certain, in sight 2 in 6; wandering 2 in 6 (003:L507–L509, L547)", () => {
    expect(first({ waters: "lake" })).toMatchObject({ outOfSight: true, lostChance: 6, lostRolled: false, wanderingChance: 2 });
    expect(first({ waters: "lake", landInSight: true })).toMatchObject({ outOfSight: false, lostChance: 2, wanderingChance: 2 });
  });

  it("GO-V12: wandering monsters 2 in 6 on the sea or a river, 3 in 6 in a swamp (003:L547)", () => {
    expect(first({ waters: "sea" }).wanderingChance).toBe(2);
    expect(first({ waters: "river" }).wanderingChance).toBe(2);
    expect(first({ waters: "swamp" }).wanderingChance).toBe(3);
    expect(voyageOutcome(first({ waters: "swamp" }), { lost: 4, wandering: 3 })).toEqual({ lost: false, wandering: true });
    expect(voyageOutcome(first({ waters: "sea" }), { lost: null, wandering: 2 }).wandering).toBe(true);
  });

  it("GO-V13: three water days from 08:00 take 259,200 s and cross three midnights: one check a day, days 2, 3, 4", () => {
    const v = voyageChecks(run({ days: 3 }), OSE)!;
    expect(v.seconds).toBe(3 * DAY);
    expect(v.checks.map((c) => [c.at, c.day])).toEqual([[DAY, 2], [2 * DAY, 3], [3 * DAY, 4]]);
  });

  it("GO-V14: the same boundaries as a march: a start at midnight is not crossed, the arrival at one is", () => {
    const v = voyageChecks(run({ startSeconds: DAY, days: 2 }), OSE)!;
    expect(v.checks.map((c) => c.at)).toEqual([2 * DAY, 3 * DAY]);
  });

  it("OSR boats sail their days with no direction or wandering checks; the book has no vessels", () => {
    expect(voyageChecks(run({ days: 2 }), OSR)).toEqual({ seconds: 2 * DAY, checks: [] });
    expect(voyageChecks(run(), BOOK_RULESET)).toBeNull();
  });

  it("GO-V17: each OSE water day rolls its 2d6 wind at its start, and the current's d6 on a river run up or down stream (003:L525, L555)", () => {
    expect(waterDayDice({ vessel: "sailing", current: "none" }, OSE)).toEqual({ wind: true, current: false });
    expect(waterDayDice({ vessel: "rowed", current: "upstream" }, OSE)).toEqual({ wind: true, current: true });
    expect(waterDayDice({ vessel: "sailing", current: "sideways" }, OSE)).toEqual({ wind: true, current: false });
    expect(waterDayDice({ vessel: "none", current: "upstream" }, OSE)).toEqual({ wind: false, current: false });
    // OSR: the wind and the current are chosen, not rolled (002:L225); the book has no vessels.
    expect(waterDayDice({ vessel: "boat", current: "upstream" }, OSR)).toEqual({ wind: false, current: false });
    expect(waterDayDice({ vessel: "boat" }, BOOK_RULESET)).toEqual({ wind: false, current: false });
    expect(() => waterDayDice(null as never, OSE)).toThrow(RulesError);
  });

  it("refuses bad input with the field named", () => {
    const bad: [Partial<VoyageInput> | Record<string, unknown>, string][] = [
      [{ days: 0 }, "voyage.days"],
      [{ days: MAX_VOYAGE_DAYS + 1 }, "voyage.days"],
      [{ days: 1.5 }, "voyage.days"],
      [{ startSeconds: -1 }, "voyage.startSeconds"],
      [{ startSeconds: MAX_WORLD_TIME }, "voyage.days"],
      [{ waters: "lava" }, "voyage.waters"],
      [{ navigator: "yes" }, "voyage.navigator"],
      [{ landInSight: 1 }, "voyage.landInSight"],
    ];
    for (const [over, field] of bad) {
      expect(() => voyageChecks(run(over as Partial<VoyageInput>), OSE), field).toThrow(expect.objectContaining({ parameter: field }));
    }
    expect(() => voyageOutcome({ lostChance: 2, wanderingChance: 2 }, { lost: null, wandering: 1 })).toThrow(RulesError);
    expect(() => voyageOutcome({ lostChance: 7, wanderingChance: 2 }, { lost: null, wandering: 1 })).toThrow(RulesError);
    expect(() => voyageOutcome({ lostChance: 2, wanderingChance: 2 }, { lost: 2, wandering: 7 })).toThrow(RulesError);
  });
});
