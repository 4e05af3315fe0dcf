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
export * from "./schedule";
export * from "./terrain-areas";
export * from "./move-limits";
export * from "./hex";
export * from "./reach";
export * from "./bounds";
