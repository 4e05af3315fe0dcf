/** What OSE basic and detailed encumbrance share (VARIANTS.md §5.6): the speed at each tier, 120′ … 30′. */
import { RulesError, assertNonNegativeInteger } from "../../errors";
import { MAX_MILES_PER_DAY, assertAtMost } from "../../bounds";
import { OSE_TIER_QUARTERS } from "../../load-models";

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
  assertNonNegativeInteger("tier", tier);
  if (tier >= OSE_TIER_QUARTERS.length) throw new RulesError("OUT_OF_RANGE", "tier", tier, `expected a tier 0–${OSE_TIER_QUARTERS.length - 1}`);
  return Math.floor((value * OSE_TIER_QUARTERS[tier]!) / 4);
}

/** Decision (VARIANTS.md §5.6): the speed at each tier 0–3, for the sheet's table. */
export function oseTierSpeeds(speed: number): number[] {
  return OSE_TIER_QUARTERS.map((_, tier) => oseFractionOf(speed, tier));
}

/** Book (003:L94): over 1,600 coins the character cannot move; the table's last row. */
export const OSE_SHEET_MAX_COINS = OSE_MAX_LOAD_COINS;
