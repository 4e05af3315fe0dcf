/** The initiative and combat variants from the companion rulebooks (VARIANTS.md), one Decision per named export. */
export * from "./escalation";
export * from "./double-move";
export * from "./initiative-models";
export * from "./initiative-round";
export * from "./initiative-hold";
