/** What OSE basic and detailed encumbrance share (VARIANTS.md §5.6): the speed at each tier, 120′ … 30′. */
import { RulesError, assertNonNegativeInteger } from "../../errors";
import { MAX_MILES_PER_DAY, assertAtMost } from "../../bounds";
import type { TravelFraction } from "../../ruleset/points/travel-types";

/**
 * Decision (VARIANTS.md §5.6): OSE's 120′ / 90′ / 60′ / 30′ become fractions of the ER speed,
 * 1 : ¾ : ½ : ¼, kept as quarters for exact arithmetic (tier 0 … 3).
 */
export const OSE_TIER_QUARTERS: readonly number[] = Object.freeze([4, 3, 2, 1]);

function assertTier(tier: number): void {
  assertNonNegativeInteger("tier", tier);
  if (tier >= OSE_TIER_QUARTERS.length) throw new RulesError("OUT_OF_RANGE", "tier", tier, `expected a tier 0–${OSE_TIER_QUARTERS.length - 1}`);
}

/** Book (003:L75): ten coins weigh a pound. */
export const OSE_COINS_PER_LB = 10;

/** Book (003:L94): the maximum load is 1,600 coins; more than this and the character cannot move. */
export const OSE_MAX_LOAD_COINS = 1600;

export interface OseTierResult {
  /** 0 … 3: 120′, 90′, 60′, 30′ (the speed is {@link OSE_TIER_QUARTERS}[tier] quarters of ER's). */
  readonly tier: number;
  /** Over the 1,600-coin maximum load: cannot move (003:L94). */
  readonly immobile: boolean;
}

/**
 * Decision (VARIANTS.md §5.6 and D8, GO-10c): a value (hexes per round, miles a day) at an OSE tier
 * is its ¾, ½ or ¼, rounded down: speed 11 gives 11, 8, 5, 2.
 */
export function oseFractionOf(value: number, tier: number): number {
  assertNonNegativeInteger("value", value);
  assertAtMost("value", value, MAX_MILES_PER_DAY);
  assertTier(tier);
  return Math.floor((value * OSE_TIER_QUARTERS[tier]!) / 4);
}

/** Decision (VARIANTS.md §5.6): the speed at each tier 0–3, for the sheet's table. */
export function oseTierSpeeds(speed: number): number[] {
  return OSE_TIER_QUARTERS.map((_, tier) => oseFractionOf(speed, tier));
}

/**
 * Book (003:L451, L120) with Decision (VARIANTS.md §5.6 "Miles per day take the same fraction"):
 * the share of the base miles an OSE tier leaves, exactly: 120′ / 90′ / 60′ / 30′ → 4/4, 3/4, 2/4,
 * 1/4 of the miles (90′ travels 18 of 24), never the ratio of an ER speed the tier has rounded.
 */
export function oseTierLoad(tier: number): TravelFraction {
  assertTier(tier);
  return Object.freeze({ num: OSE_TIER_QUARTERS[tier]!, den: 4 });
}

/** Book (003:L94): over 1,600 coins the character cannot move; the table's last row. */
export const OSE_SHEET_MAX_COINS = OSE_MAX_LOAD_COINS;
