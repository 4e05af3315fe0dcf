/**
 * 13th Age at 0 health (RESOLUTION.md §4.1 R13-7, H8; 001:L345–L395): a character falls unconscious
 * with its overflow kept in `below`, rolls death saves at its turn second (RT-3) and dies at the
 * fourth failure of the battle or at −½ max; a creature is slain unless knocked out. Optional
 * lasting wounds (L391) and meaningful death (L395). The arithmetic is in ./a13-health-math.ts.
 */
import type { ZeroHealthModel } from "../../ruleset/points/resolution";
import { bool, type EnabledWhen, type RuleModule } from "../../ruleset/types";
import type { Contribution } from "../../ruleset/points";
import { a13AtZero, a13BattleEnd, a13DeathSave, a13DiesOfBelow, a13FightEnded, a13StabiliseCheck } from "./a13-health-math";

/** RESOLUTION.md §6: the 13A options need the 13A rules at 0 health. */
const NEEDS_A13_ZERO: EnabledWhen & { readonly otherwise: boolean } = Object.freeze({ when: "resolution.zeroHealth", values: ["a13"], code: "a13DyingOptionNeedsA13", otherwise: false });

/** Decision (RESOLUTION.md R13-7, RT-3, RT-7): the 13A zero-health model, with or without its options. */
export function a13ZeroHealthModel(options: { readonly meaningfulDeath: boolean; readonly lastingWounds: boolean }): ZeroHealthModel {
  return Object.freeze<ZeroHealthModel>({
    atZero: (target, ctx) => a13AtZero(target, ctx.knockOut),
    // Only a dying character dies of its overflow (a creature keeps none: it is slain or knocked out).
    diesOf: (health, fighter) => fighter.kind === "character" && a13DiesOfBelow(health),
    fightEnded: (dying) => a13FightEnded(dying),
    battleEnd: (state) => a13BattleEnd(state, options.lastingWounds),
    deathSave: Object.freeze({ judge: (natural: number, dying: Parameters<typeof a13DeathSave>[1]) => a13DeathSave(natural, dying, options.meaningfulDeath) }),
    allyStabilise: Object.freeze({ check: a13StabiliseCheck }),
    lastingWounds: options.lastingWounds,
  });
}

export const a13Dying = {
  id: "resolution.a13Dying",
  domain: "resolution",
  // RESOLUTION.md §6: the book's healing is refused while this is chosen (book-fields.ts), and a
  // change to it moves healing to 13A's (the dependants follow, GXR-1).
  selects: { path: "resolution.zeroHealth", value: "a13" },
  fields: {
    /** 001:L391: a fight that drops a PC to 0 or below costs 2 + level max health until a full heal-up. */
    "resolution.lastingWounds": bool(false, { enabledWhen: NEEDS_A13_ZERO }),
    /** 001:L395: the fourth failed death save leaves a coma instead of death. */
    "resolution.meaningfulDeath": bool(false, { enabledWhen: NEEDS_A13_ZERO }),
  },
  presets: { a13: { "resolution.zeroHealth": "a13" } },
  contribute: (config): Contribution => ({
    zeroHealth: a13ZeroHealthModel({ meaningfulDeath: config.resolution.meaningfulDeath, lastingWounds: config.resolution.lastingWounds }),
    ...(config.resolution.lastingWounds ? { resolutionFields: ["lastingWounds"] } : {}),
  }),
} as const satisfies RuleModule;
