/**
 * 13th Age healing (RESOLUTION.md §4.1 R13-6, R16, H9; 001:L349–L361, L399–L421, L539–L543):
 * recoveries, rally, quick rest, full heal-up, staggered and (toggle) temporary health. The
 * arithmetic is in ./a13-health-math.ts.
 */
import type { HealingModel, RestOption } from "../../ruleset/points/resolution";
import { bool, type RuleModule } from "../../ruleset/types";
import type { Contribution } from "../../ruleset/points";
import { a13FullHealUp, a13QuickRestMinimum, a13Rally, a13RecoveryFormula, a13SpendRecovery, a13Staggered } from "./a13-health-math";

/**
 * Book (001:L403, L405, L413): a quick rest spends recoveries one by one (each rolls a recovery),
 * at least one when staggered; a full heal-up (the GM's call, 001:L411) rolls nothing.
 */
export const A13_RESTS: readonly RestOption[] = Object.freeze([
  Object.freeze<RestOption>({ id: "quickRest", gmOnly: false, formula: (f) => a13RecoveryFormula(f), effect: "quickRest" }),
  Object.freeze<RestOption>({ id: "fullHealUp", gmOnly: true, formula: () => "", effect: "fullHealUp" }),
]);

/** Decision (RESOLUTION.md R13-6, R16): the 13A healing model; temporary health by the toggle. */
export function a13HealingModel(tempHealth: boolean): HealingModel {
  return Object.freeze<HealingModel>({
    rests: A13_RESTS,
    tempHealth,
    recoveries: Object.freeze({ formula: a13RecoveryFormula, spend: a13SpendRecovery, rally: a13Rally, quickRestMinimum: a13QuickRestMinimum, fullHealUp: a13FullHealUp }),
    staggered: a13Staggered,
  });
}

export const a13Healing = {
  id: "resolution.a13Healing",
  domain: "resolution",
  selects: { path: "resolution.healing", value: "a13" },
  fields: {
    /**
     * R16 (001:L539–L543): temporary health, kept apart. Decision: it needs the 13A healing (the
     * only model that names it), so the toggle never sits on with no effect.
     */
    "resolution.tempHealth": bool(false, { enabledWhen: { when: "resolution.healing", values: ["a13"], code: "tempHealthNeedsA13", otherwise: false } }),
  },
  presets: { a13: { "resolution.healing": "a13", "resolution.tempHealth": true } },
  contribute: (config): Contribution => ({
    healing: a13HealingModel(config.resolution.tempHealth),
    resolutionFields: config.resolution.tempHealth ? ["recoveries", "health.temp"] : ["recoveries"],
  }),
} as const satisfies RuleModule;
