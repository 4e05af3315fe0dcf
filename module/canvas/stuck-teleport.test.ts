/**
 * 13th Age stuck and grabbed in the movement enforcement (VARIANTS.md row 8, G13C-10, G13C-11;
 * 001:L465, L491): at a movement second of a started combat, a player's walk of a stuck token is
 * refused, its own blink is not; under the book the blink is refused too. Stand-ins hold only what
 * the adapters read, as module/canvas/surprise.test.ts; core's movement actions as CONFIG has them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRESETS, toAbsolute, type VariantConfig } from "../rules";
import { decideMove } from "./enforcement";
import { forgetMovementVariants } from "./variant-costs";

const values = new Map<string, unknown>();
let tokens = 0;

function token(statuses: string[]) {
  const combat = { id: "combatStuck00001", started: true, round: 1, system: { absolute: toAbsolute({ round: 1, second: 1 }) } };
  return {
    uuid: `Scene.sceneStuck0001.Token.t${++tokens}`,
    parent: { id: "sceneStuck0001", grid: { type: 2 } },
    disposition: 1,
    actor: {
      system: { profile: { movement: { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false } } },
      statuses: new Set(statuses),
      flags: {},
    },
    combatant: { parent: combat, system: { variant: {} } },
  } as unknown as TokenDocument.Implementation;
}
const by = (action: string) => ({ chain: [], history: { recorded: { cost: 0 } }, passed: { cost: 0, waypoints: [] }, pending: { cost: 1, waypoints: [{ action }] } });

function useVariants(config: VariantConfig): void {
  values.set("enchanted-realms.variants", config);
  values.set("enchanted-realms.movementEnforcement", "enforce");
  forgetMovementVariants();
}

beforeEach(() => {
  vi.stubGlobal("game", { settings: { get: (ns: string, key: string) => values.get(`${ns}.${key}`) }, user: { isGM: false } });
  vi.stubGlobal("CONFIG", { Token: { movement: { actions: { walk: { teleport: false }, blink: { teleport: true }, displace: { teleport: true } } } } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  values.clear();
  forgetMovementVariants();
});

describe("a stuck or grabbed token's own teleport in the enforcement", () => {
  it("G13C-10 under 13th Age: the walk is refused for stuck, the blink allowed; the book refuses both", () => {
    useVariants(PRESETS.a13);
    expect(decideMove(token(["stuck"]), by("walk"), false)).toEqual({ outcome: "refuse", reason: { code: "condition", condition: "stuck" } });
    expect(decideMove(token(["stuck"]), by("blink"), false)).toEqual({ outcome: "allow", reason: null });
    expect(decideMove(token(["grabbed"]), by("displace"), false)).toEqual({ outcome: "allow", reason: null });
    expect(decideMove(token(["stuck", "stunned"]), by("blink"), false)!.outcome).toBe("refuse");
    useVariants(PRESETS.book);
    expect(decideMove(token(["stuck"]), by("blink"), false)!.outcome).toBe("refuse");
  });
});
