/**
 * OSE evasion (VARIANTS.md §5.14, §13.3 row 33; 003:L693–L716, L745–L780): before a fight, one
 * side may flee and the other decide whether to pursue. No pursuit: evaded (L701). Dungeon: the
 * faster side flees, else a pursuit (L709–L712). Wilderness: a percentile roll on the base table
 * by the two sides' sizes (L764), ±25 when one side is twice as fast (L776), the referee's
 * environment modifier (L778), at least 5 % (L780); a surprised fleeing side has no chance but the
 * referee's (L770), a surprising one evades outright (L772). Waterborne: the chance by how much
 * slower the fleeing side is (L750), and a pursuit closes by the difference in rates, at least 30′
 * a round (L762). Rates are ER hexes a round; the waterborne feet convert at OSE's encounter scale
 * (§5.14: 30′ a round ↔ 9 hexes). The core (../../combat/evasion.ts) bounds the input.
 */
import { bool, type RuleModule } from "../../ruleset/types";
import type { EvasionInput, EvasionResult, EvasionRule, EvasionSide, PursuitDayInput, PursuitDayResult, PursuitDayRule } from "../../ruleset/points/time";

/** One row of the wilderness table: fleeing groups up to `fleeingUpTo`, chances by pursuers up to each bound. */
interface WildernessRow {
  readonly fleeingUpTo: number;
  readonly bands: readonly (readonly [pursuersUpTo: number, chance: number])[];
}

/** 003:L764 "Wilderness Evasion Base Chance" (the last band of each row is open-ended). */
export const WILDERNESS_BASE: readonly WildernessRow[] = Object.freeze([
  { fleeingUpTo: 4, bands: [[1, 50], [3, 70], [Infinity, 90]] },
  { fleeingUpTo: 12, bands: [[3, 35], [8, 50], [Infinity, 70]] },
  { fleeingUpTo: 24, bands: [[6, 25], [16, 35], [Infinity, 50]] },
  { fleeingUpTo: Infinity, bands: [[10, 10], [30, 25], [Infinity, 35]] },
] as const);

/** 003:L776: a side twice as fast as the other moves the chance by 25 points. */
export const TWICE_AS_FAST = 25;
/** 003:L780: the chance of escape is always at least 5 %. */
export const MINIMUM_CHANCE = 5;

/** §5.14: OSE's encounter scale, 30′ a round ↔ 9 ER hexes (40′ ↔ 12). */
export const HEXES_PER_30_FEET = 9;

/**
 * 003:L750 "Waterborne Evasion Chance" by how many hexes a round the fleeing side is slower
 * (30′ steps at 9 hexes each: 0–30′ is 0–9 hexes, 31–60′ is 10–18 …); faster: 80 %.
 */
export const WATER_FASTER = 80;
export const WATER_SLOWER: readonly (readonly [slowerUpTo: number, chance: number])[] = Object.freeze([
  [HEXES_PER_30_FEET, 50],
  [2 * HEXES_PER_30_FEET, 40],
  [3 * HEXES_PER_30_FEET, 35],
  [4 * HEXES_PER_30_FEET, 25],
  [Infinity, 10],
] as const);

/** 003:L762: the gap closes by at least 30′ a round. */
export const MIN_CLOSING = HEXES_PER_30_FEET;

/** The wilderness base chance for `fleeing` against `pursuers` heads (each at least 1). */
export function wildernessBaseChance(fleeing: number, pursuers: number): number {
  const row = WILDERNESS_BASE.find((r) => fleeing <= r.fleeingUpTo) ?? WILDERNESS_BASE[WILDERNESS_BASE.length - 1]!;
  return (row.bands.find(([upTo]) => pursuers <= upTo) ?? row.bands[row.bands.length - 1]!)[1];
}

/** 003:L776: +25 when the fleeing side is at least twice as fast, −25 when the pursuers are. */
export function speedModifier(fleeing: EvasionSide, pursuers: EvasionSide): number {
  if (fleeing.hexesPerRound > 0 && fleeing.hexesPerRound >= 2 * pursuers.hexesPerRound) return TWICE_AS_FAST;
  if (pursuers.hexesPerRound > 0 && pursuers.hexesPerRound >= 2 * fleeing.hexesPerRound) return -TWICE_AS_FAST;
  return 0;
}

/** The waterborne chance (003:L750) for the two sides' rates. */
export function waterChance(fleeing: number, pursuers: number): number {
  if (fleeing > pursuers) return WATER_FASTER;
  const slower = pursuers - fleeing;
  return (WATER_SLOWER.find(([upTo]) => slower <= upTo) ?? WATER_SLOWER[WATER_SLOWER.length - 1]!)[1];
}

const clampPercent = (n: number): number => Math.min(100, Math.max(0, n));

/**
 * The wilderness chance (003:L766–L780). Decision: a surprised fleeing side gets only the GM's
 * modifier (L770 "may generally not evade" unless the referee allows a small chance), and the 5 %
 * floor (L780) applies to the table's roll, not to a surprised side.
 */
function wildernessChance(input: EvasionInput): number {
  if (input.surprise === "fleeing") return clampPercent(input.modifier);
  const base = wildernessBaseChance(input.fleeing.count, input.pursuers.count);
  return Math.min(100, Math.max(MINIMUM_CHANCE, base + speedModifier(input.fleeing, input.pursuers) + input.modifier));
}

function rolled(chance: number, roll: number, closing: number | null): EvasionResult {
  return { outcome: roll <= chance ? "evaded" : "pursuit", reason: "rolled", chance, closing };
}

/** The decision of VARIANTS.md §5.14 on a bounded input. */
export function decideOseEvasion(input: EvasionInput): EvasionResult {
  if (!input.pursue) return { outcome: "evaded", reason: "noPursuit", chance: null, closing: null };
  const { fleeing, pursuers } = input;
  switch (input.setting) {
    case "dungeon":
      // 003:L709–L712: strictly faster flees; equal or slower is pursued.
      return fleeing.hexesPerRound > pursuers.hexesPerRound
        ? { outcome: "evaded", reason: "faster", chance: null, closing: null }
        : { outcome: "pursuit", reason: "notFaster", chance: null, closing: null };
    case "wilderness":
      if (input.surprise === "pursuers") return { outcome: "evaded", reason: "surprising", chance: null, closing: null };
      return rolled(wildernessChance(input), input.roll, null);
    case "water":
      return rolled(waterChance(fleeing.hexesPerRound, pursuers.hexesPerRound), input.roll, Math.max(MIN_CLOSING, pursuers.hexesPerRound - fleeing.hexesPerRound));
  }
}

/** 003:L787: pursuers faster than the fleeing side catch up on a 50 % chance each day. */
export const DAILY_CATCH = 50;
/** A pursuit day is 24 h of world time, as the daily checks' day (VARIANTS.md §13.3 rows 29, 33). */
export const PURSUIT_DAY_SECONDS = 86_400;

/**
 * One day of a wilderness pursuit (003:L782–L788): the fleeing side has fled the day in a random
 * direction (step 1, the referee's); faster pursuers catch it on 50 % (step 2); else it flees on
 * with a new evasion attempt or stops and is caught (step 3); a failed attempt is another day.
 * Decision: the new attempt is the wilderness chance of L766–L780 with neither side surprised (both
 * know of the other by now) and the GM's environment modifier; "faster" is strictly more hexes a
 * round, as in the dungeon's comparison (L709).
 */
export function decideOsePursuitDay(input: PursuitDayInput): PursuitDayResult {
  const faster = input.pursuers.hexesPerRound > input.fleeing.hexesPerRound;
  const catchChance = faster ? DAILY_CATCH : null;
  if (catchChance !== null && input.catchRoll <= catchChance) return { outcome: "caught", reason: "caughtUp", catchChance, evadeChance: null };
  if (!input.fleeOn) return { outcome: "caught", reason: "stopped", catchChance, evadeChance: null };
  const evadeChance = wildernessChance({ setting: "wilderness", fleeing: input.fleeing, pursuers: input.pursuers, pursue: true, surprise: "none", modifier: input.modifier, roll: input.evadeRoll });
  return input.evadeRoll <= evadeChance
    ? { outcome: "evaded", reason: "evaded", catchChance, evadeChance }
    : { outcome: "pursuit", reason: "notEvaded", catchChance, evadeChance };
}

/** 003:L784: in the wilderness the pursuit goes "day by day"; the dungeon's and the water's count rounds (L714, L754). */
export const OSE_PURSUIT_DAY: PursuitDayRule = Object.freeze({ settings: Object.freeze(["wilderness"] as const), daySeconds: PURSUIT_DAY_SECONDS, decide: decideOsePursuitDay });

/**
 * 003:L713 "Each side is assumed to be running" stands under the dungeon's pursuit only; the
 * waterborne pursuit (L754–L758) closes by the difference in the two rates, with no running, and the
 * wilderness one goes by days (L784). So only a dungeon pursuit sets the sides running (L726–L736).
 */
export const OSE_RUNNING_SETTINGS = Object.freeze(["dungeon"] as const);

export const OSE_EVASION: EvasionRule = Object.freeze({ decide: decideOseEvasion, runningSettings: OSE_RUNNING_SETTINGS, pursuitDay: OSE_PURSUIT_DAY });

export const oseEvasion = {
  id: "combat.oseEvasion",
  domain: "combat",
  fields: { "combat.evasion": bool(false) },
  presets: { ose: { "combat.evasion": true } },
  contribute: () => ({ evasion: OSE_EVASION }),
} as const satisfies RuleModule;
