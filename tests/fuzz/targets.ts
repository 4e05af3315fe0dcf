/** Every fuzz target: the rules core, the derivation, validation, sheet submission, migrations and world time. */
import type { FuzzTarget } from "./harness";
import { dataTargets } from "./data-targets";
import { rulesTargets } from "./rules-targets";
import { paintTargets } from "./paint-targets";
import { cardTargets } from "./card-targets";

export function allTargets(): FuzzTarget[] {
  return [...rulesTargets(), ...paintTargets(), ...dataTargets(), ...cardTargets()];
}
