/** Public API of the Enchanted Realms rules core (pure, no Foundry globals). */
export * from "./errors";
export * from "./terrain";
export * from "./phases";
export * from "./time";
export * from "./initiative";
export * from "./encumbrance";
export * from "./travel";
export * from "./conditions";
export * from "./movement";
export * from "./path";
export * from "./actor-load";
export * from "./combat";
export * from "./terrain-areas";
export * from "./move-limits";
export * from "./hex";
export * from "./reach";
export * from "./terrain-paint";
export * from "./paint-fill";
export { PAINT_MAX_STAMP } from "./paint-stamps";
export * from "./paint-levels";
export * from "./action-limits";
export * from "./bounds";
export * from "./variants";
export * from "./ruleset";
/** The OSE surprise roll (VARIANTS.md row 23): the module's own rule, public for the GM's tracker command. */
export { OSE_SURPRISE_MAX, oseSideSurprised } from "./modules/combat/ose-surprise";
export * from "./initiative/dice-plan";
