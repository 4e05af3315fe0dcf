/** The rule variants from the companion rulebooks (VARIANTS.md), one Decision per named export. */
export * from "./config";
export * from "./scale";
export * from "./travel-models";
export * from "./encumbrance-models";
export * from "./escalation";
export * from "./double-move";
