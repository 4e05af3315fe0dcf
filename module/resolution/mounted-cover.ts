/**
 * A mounted rider's cover on an attack row (VARIANTS.md §13.3 row 41; 004:L30): whether the target
 * token's combatant rides (its memory's link, GM-written), handed to the rules (`riderCover`), which
 * give the better of the row's cover and the rider's. Read from the map on the client that judges
 * the row, never from the card, so a card that names less cover does not lower it.
 */
import { riderCover, riderIsMounted, type Ruleset } from "../rules";
import type { CoverChoice } from "../rules/resolution/types";

/** A token document as read here: its combatant's kept memory. */
interface RiderLike {
  readonly combatant?: { readonly system?: unknown } | null;
}

/** Whether the token's combatant is mounted now. */
export function mountedNow(token: RiderLike | null | undefined): boolean {
  const memory = (token?.combatant?.system as { variant?: { mountId?: unknown } } | null | undefined)?.variant;
  return memory !== undefined && riderIsMounted(memory);
}

/** The row's cover with a mounted rider's cover against melee applied. */
export function coverWithMount(token: RiderLike | null | undefined, melee: boolean, cover: CoverChoice, ruleset: Ruleset): CoverChoice {
  return riderCover({ mounted: mountedNow(token), melee, cover }, ruleset);
}
