/**
 * Every rule module, in form and slot order: the one shared line a new companion rule adds. The
 * book's own fields come first (./book-fields.ts); a slot's choices follow the order of the modules
 * that select it. A module's memory slice (`memory`) is collected with the others in
 * ./memory-registry.ts.
 */
import type { RuleModule } from "./types";
import { a13Initiative } from "../modules/initiative/a13";
import { osrDexInitiative } from "../modules/initiative/osr-dex";
import { oseSideInitiative } from "../modules/initiative/ose-side";
import { oseIndividualInitiative } from "../modules/initiative/ose-individual";
import { a5eInitiative } from "../modules/initiative/a5e";
import { sharedRoll } from "../modules/initiative/shared-roll";
import { oseTies } from "../modules/initiative/ose-ties";
import { oseSlowWeapons } from "../modules/initiative/ose-slow-weapons";
import { d20Anchor } from "../modules/initiative/d20-anchor";
import { a13Ambush } from "../modules/combat/a13-ambush";
import { oseSurprise } from "../modules/combat/ose-surprise";
import { a5eSurprise } from "../modules/combat/a5e-surprise";
import { escalationDie } from "../modules/combat/escalation-die";
import { doubleMove } from "../modules/combat/double-move";
import { retreat } from "../modules/combat/retreat";
import { a13Engagement } from "../modules/combat/a13-engagement";
import { a5eOpportunity } from "../modules/combat/a5e-opportunity";
import { oseRunning } from "../modules/combat/ose-running";
import { oseEvasion } from "../modules/combat/ose-evasion";
import { a5eWorld } from "../modules/combat/a5e-world";
import { hazards } from "../modules/movement/hazards";
import { hazardsOnly } from "../modules/movement/hazards-only";
import { extraCostStacking } from "../modules/movement/extra-costs";
import { proneCrawl } from "../modules/movement/prone-crawl";
import { specialMovement } from "../modules/movement/special-movement";
import { swimHalf } from "../modules/movement/swim-half";
import { drag } from "../modules/movement/drag";
import { a13ConditionMoves } from "../modules/movement/a13-condition-moves";
import { falling } from "../modules/movement/falling";
import { a5eSpace } from "../modules/movement/a5e-space";
import { a5eMounted } from "../modules/movement/a5e-mounted";
import { wildernessYards } from "../modules/movement/wilderness-yards";
import { a5eModes } from "../modules/movement/a5e-modes";
import { oseBasicEncumbrance } from "../modules/encumbrance/ose-basic";
import { oseDetailedEncumbrance } from "../modules/encumbrance/ose-detailed";
import { osrLoads } from "../modules/encumbrance/osr-loads";
import { noEncumbrance } from "../modules/encumbrance/off";
import { oseTravel } from "../modules/travel/ose";
import { osrTravel } from "../modules/travel/osr";
import { oseForcedMarch } from "../modules/travel/ose-forced-march";
import { noForcedMarch } from "../modules/travel/no-forced-march";
import { osrChase } from "../modules/travel/osr-chase";
import { osrLight } from "../modules/travel/osr-light";
import { osrResilience } from "../modules/travel/osr-resilience";
import { oseTime } from "../modules/travel/ose-time";
import { oseWildernessChecks } from "../modules/travel/ose-wilderness-checks";
import { oseWater } from "../modules/travel/ose-water";
import { osrWater } from "../modules/travel/osr-water";
import { a13Attack } from "../modules/resolution/a13-attack";
import { a13Naturals } from "../modules/resolution/a13-naturals";
import { a13Dying } from "../modules/resolution/a13-dying";
import { a13Healing } from "../modules/resolution/a13-healing";
import { a13Saves } from "../modules/resolution/a13-saves";
import { a13SaveEnds } from "../modules/resolution/a13-save-ends";
import { a13MissDamage } from "../modules/resolution/a13-miss-damage";
import { a13Conditions } from "../modules/resolution/a13-conditions";
import { osrAttack, osrHealing, osrMorale, osrNaturals, osrSaves, osrZeroHealth } from "../modules/resolution/osr";
import { oseAttack } from "../modules/resolution/ose-attack";
import { oseHealing, oseMorale, oseNaturals, oseSaves, oseZeroHealth } from "../modules/resolution/ose-rules";
import { a5eSaves } from "../modules/resolution/a5e-save";
import { a5eCoverRule, oseCoverRule } from "../modules/resolution/cover";
import { a5ePositioning } from "../modules/resolution/a5e-positioning";
import { spellDisruption } from "../modules/resolution/spell-disruption";

const MODULES = [
  a13Initiative,
  osrDexInitiative,
  oseSideInitiative,
  oseIndividualInitiative,
  a5eInitiative,
  sharedRoll,
  oseTies,
  oseSlowWeapons,
  d20Anchor,
  a13Ambush,
  oseSurprise,
  a5eSurprise,
  escalationDie,
  doubleMove,
  retreat,
  a13Engagement,
  a5eOpportunity,
  oseRunning,
  oseEvasion,
  a5eWorld,
  hazards,
  hazardsOnly,
  extraCostStacking,
  proneCrawl,
  specialMovement,
  swimHalf,
  drag,
  a13ConditionMoves,
  falling,
  a5eSpace,
  a5eMounted,
  wildernessYards,
  a5eModes,
  oseBasicEncumbrance,
  oseDetailedEncumbrance,
  osrLoads,
  noEncumbrance,
  oseTravel,
  osrTravel,
  oseForcedMarch,
  noForcedMarch,
  osrChase,
  osrLight,
  osrResilience,
  oseTime,
  oseWildernessChecks,
  oseWater,
  osrWater,
  a13Attack,
  a13Naturals,
  a13Dying,
  a13Healing,
  a13Saves,
  a13SaveEnds,
  a13MissDamage,
  a13Conditions,
  osrAttack,
  osrNaturals,
  osrZeroHealth,
  osrHealing,
  osrSaves,
  osrMorale,
  oseAttack,
  oseNaturals,
  oseZeroHealth,
  oseHealing,
  oseSaves,
  a5eSaves,
  oseMorale,
  oseCoverRule,
  a5eCoverRule,
  a5ePositioning,
  spellDisruption,
] as const satisfies readonly RuleModule[];

export const RULE_MODULES: readonly RuleModule[] = Object.freeze([...MODULES]);

/** One registered module with its declared type (what `VariantMemory` infers the module slices from). */
export type { RegisteredModule } from "./registered";

// The module tuple's type, for the types inferred from it (./registered.ts), which import no module.
declare module "./registered" {
  interface Registered {
    readonly modules: typeof MODULES;
  }
}
