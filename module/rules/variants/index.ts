/** The rule variants from the companion rulebooks (VARIANTS.md), one Decision per named export. */
export * from "./config";
export * from "./scale";
export * from "./initiative-models";
export * from "./initiative-round";
export * from "./initiative-hold";
