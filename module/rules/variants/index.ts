/** The rule variants from the companion rulebooks (VARIANTS.md), one Decision per named export. */
export * from "./config";
export * from "./scale";
export * from "./travel-models";
export * from "./encumbrance-models";
export * from "./escalation";
export * from "./double-move";
/** Extra movement costs (VARIANTS.md D7; rows 13, 37, 38). */
export * from "./movement-costs";
export * from "./initiative-models";
// The model ids under their older name; re-exported here so the registry's modules, which import
// initiative-models, need no runtime edge back to the generated config (no import cycle at load).
export { INITIATIVE_MODEL_IDS as VARIANT_INITIATIVE_MODELS } from "./config";
export * from "./initiative-round";
export * from "./initiative-hold";
