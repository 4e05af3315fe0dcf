/**
 * Fuzz baselines of the days beyond the fight (VARIANTS.md §13.3 rows 29, 30, 33): days afloat
 * (module/rules/voyage-checks.ts) and the day-by-day pursuit (module/rules/combat/pursuit-day.ts).
 * The ruleset is the last argument, named by index (water-targets.ts `last`). The invariants are the
 * functions' own: one check per boundary crossed in (start, start + seconds], chances x in 6 and
 * percentages 0–100.
 */
import * as rules from "../../module/rules";
import type { RulesSpec } from "./rules-targets";
import { index, last } from "./water-targets";

const OSE = index("ose");
const OSR = index("osr");
const DAY = 86_400;

export const DAYS_SPECS: Readonly<Record<string, RulesSpec>> = {
  voyageChecks: {
    args: [
      [{ startSeconds: 3600, days: 3, waters: "sea", landInSight: false, navigator: false }, OSE],
      [{ startSeconds: DAY, days: 30, waters: "swamp", landInSight: true, navigator: true }, OSE],
      [{ startSeconds: 0, days: 2, waters: "river", landInSight: false, navigator: false }, OSR],
      [{ startSeconds: 0, days: 1, waters: "sea", landInSight: false, navigator: false }, 0],
    ],
    drive: last(rules.voyageChecks, 1),
    invariant: (a, r) => {
      if (r === null) return null;
      const input = a[0] as rules.VoyageInput;
      const v = r as rules.Voyage;
      const end = input.startSeconds + v.seconds;
      if (v.checks.length > 0 && v.checks.length !== Math.floor(end / DAY) - Math.floor(input.startSeconds / DAY)) return "boundaries crossed miscounted";
      const bad = v.checks.find((c) => c.at <= input.startSeconds || c.at > end || c.lostChance < 0 || c.lostChance > 6 || c.wanderingChance < 0 || c.wanderingChance > 6);
      return bad ? "a check outside the voyage or a chance outside 0–6" : null;
    },
  },
  voyageOutcome: {
    args: [
      [{ lostChance: 6, wanderingChance: 2 }, { lost: null, wandering: 1 }],
      [{ lostChance: 2, wanderingChance: 3 }, { lost: 2, wandering: 4 }],
    ],
  },
  waterDayDice: {
    args: [[{ vessel: "sailing", current: "downstream" }, OSE], [{ vessel: "ship", current: "upstream" }, OSR], [{ vessel: "none" }, 0]],
    drive: last(rules.waterDayDice, 1),
  },
  pursuitDayOf: { args: [[OSE], [0]], drive: last(rules.pursuitDayOf, 0) },
  pursuitRuns: { args: [["dungeon", OSE], ["water", OSE], ["wilderness", 0]], drive: last(rules.pursuitRuns, 1) },
  pursuitByDays: { args: [["wilderness", OSE], ["dungeon", OSE], ["water", 0]], drive: last(rules.pursuitByDays, 1) },
  decidePursuitDay: {
    args: [
      [{ fleeing: { count: 4, hexesPerRound: 12 }, pursuers: { count: 1, hexesPerRound: 15 }, fleeOn: true, modifier: 0, catchRoll: 51, evadeRoll: 50 }, OSE],
      [{ fleeing: { count: 30, hexesPerRound: 6 }, pursuers: { count: 2, hexesPerRound: 6 }, fleeOn: false, modifier: -100, catchRoll: 1, evadeRoll: 100 }, OSE],
    ],
    drive: last(rules.decidePursuitDay, 1),
    invariant: (_a, r) => {
      const d = r as rules.PursuitDayResult;
      const ok = (c: number | null) => c === null || (Number.isInteger(c) && c >= 0 && c <= 100);
      return ok(d.catchChance) && ok(d.evadeChance) ? null : "a chance outside 0–100 %";
    },
  },
};
