/** Ability scores for the 13A tests: 10 each unless given. */
import type { AbilityId } from "../../resolution/types";

export function scores(s: Partial<Record<AbilityId, number>>): Record<AbilityId, number> {
  return { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10, ...s };
}
