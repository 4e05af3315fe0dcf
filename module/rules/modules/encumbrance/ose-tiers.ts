/** What OSE basic and detailed encumbrance share (VARIANTS.md §5.6): the speed at each tier, 120′ … 30′. */
import { OSE_MAX_LOAD_COINS, OSE_TIER_QUARTERS, oseFractionOf } from "../../variants/encumbrance-models";

/** Decision (VARIANTS.md §5.6): the speed at each tier 0–3, for the sheet's table. */
export function oseTierSpeeds(speed: number): number[] {
  return OSE_TIER_QUARTERS.map((_, tier) => oseFractionOf(speed, tier));
}

/** Book (003:L94): over 1,600 coins the character cannot move; the table's last row. */
export const OSE_SHEET_MAX_COINS = OSE_MAX_LOAD_COINS;
