/** The rule variants from the companion rulebooks (VARIANTS.md), one Decision per named export. */
export * from "./config";
export * from "./scale";
export * from "./travel-models";
export * from "./encumbrance-models";
/** Extra movement costs (VARIANTS.md D7; rows 13, 37, 38). */
export * from "./movement-costs";

