/** The rule-module shape: declarations, the registry, the generated config and the resolved ruleset. */
export * from "./types";
export * from "./points";
export * from "./derive";
export { RULE_MODULES } from "./registry";
export * from "./resolve";
export { assertRuleset } from "./known";
