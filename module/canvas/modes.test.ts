/**
 * Movement modes in the movement enforcement (VARIANTS.md §6.5; 004:L25, GA-M4): the phase's
 * recorded movement and the move pending reach the rules' one call (movePlanOf) through the move
 * input; the adapter only reads waypoints. Stand-ins hold only what the adapters read, as
 * ./stuck-teleport.test.ts; a scene grid of 100-px cells, rows by y.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRESETS, toAbsolute, type VariantConfig } from "../rules";
import { decideMove, phaseSteps } from "./enforcement";
import { forgetMovementVariants } from "./variant-costs";
import { moveContextOf } from "./mover";
import { modeLine, modeSteps, rulerChain } from "./mode-steps";

const values = new Map<string, unknown>();
let tokens = 0;
const grid = { type: 2, getOffset: (p: { x: number; y: number }) => ({ i: Math.floor(p.y / 100), j: Math.floor(p.x / 100) }) };

function token(movement: Record<string, unknown>) {
  const combat = { id: "combatModes00001", started: true, round: 1, system: { absolute: toAbsolute({ round: 1, second: 1 }) } };
  return {
    uuid: `Scene.sceneModes00001.Token.t${++tokens}`,
    parent: { id: "sceneModes00001", grid },
    disposition: 1,
    getCenterPoint: (p: { x: number; y: number }) => ({ x: p.x + 50, y: p.y + 50 }),
    actor: {
      system: { movement, profile: { movement: { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false } } },
      statuses: new Set<string>(),
      flags: {},
    },
    combatant: { parent: combat, system: { variant: {} } },
  } as unknown as TokenDocument.Implementation;
}
/** Walked `walked` hexes east this phase (recorded), then `action` one hex further, pending. */
function move(walked: number, action: string, unit: number, actionCost: number) {
  const history = [{ x: 0, y: 0, action: "walk", cost: 0 }, { x: walked * 100, y: 0, action: "walk", cost: walked * unit }];
  return {
    chain: [],
    origin: { x: walked * 100, y: 0 },
    history: { recorded: { cost: walked * unit, waypoints: history } },
    passed: { cost: 0, waypoints: [] },
    pending: { cost: actionCost, waypoints: [{ x: (walked + 1) * 100, y: 0, action, cost: actionCost }] },
  };
}

function useVariants(config: VariantConfig): void {
  values.set("enchanted-realms.variants", config);
  values.set("enchanted-realms.movementEnforcement", "enforce");
  forgetMovementVariants();
}

beforeEach(() => {
  vi.stubGlobal("game", { settings: { get: (ns: string, key: string) => values.get(`${ns}.${key}`) }, user: { isGM: false }, combats: { contents: [] } });
  vi.stubGlobal("CONFIG", { Token: { movement: { actions: { walk: { teleport: false }, swim: { teleport: false }, blink: { teleport: true } } } } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  values.clear();
  forgetMovementVariants();
});

describe("switching speeds in the enforcement (004:L25)", () => {
  it("GA-M4 on the canvas: 2 hexes walked this phase, then a swim at swim 6 is refused; after 1 hex it is allowed", () => {
    useVariants(PRESETS.a5e);
    const t = token({ swim: 6 });
    const L = moveContextOf(t)!.limits.table.budget;
    // Walking is L/4 a hex in phase 1 (4 hexes); swimming at swim 6 is L/2 (2 hexes).
    expect(decideMove(t, move(2, "swim", L / 4, L / 2), false)).toEqual({ outcome: "refuse", reason: { code: "overAllowance" } });
    expect(decideMove(t, move(1, "swim", L / 4, L / 2), false)).toEqual({ outcome: "allow", reason: null });
    expect(moveContextOf(t, phaseSteps(t, move(2, "swim", L / 4, L / 2)))!.modeRefused).toBe("ER.Variants.Movement.Mode.Spent.swim");
  });
  it("without the rule (the book) the same move is judged by the share rule alone", () => {
    useVariants(PRESETS.book);
    const t = token({ swim: 6 });
    const L = moveContextOf(t)!.limits.table.budget;
    expect(decideMove(t, move(2, "swim", L / 4, L / 4), false)).toEqual({ outcome: "allow", reason: null });
    expect(moveContextOf(t, phaseSteps(t, move(2, "swim", L / 4, L / 4)))!.modeRefused).toBeNull();
  });
  it("the ruler's mode line: a missing speed first, then a spent one, then a note that the phase mixes speeds", () => {
    const key = (k: string) => `<${k}>`;
    const refused = { kind: "refused", mode: "burrow", reason: "ER.Variants.Movement.Mode.Needs.burrow" } as const;
    expect(modeLine(refused, { modeRefused: "ER.Variants.Movement.Mode.Spent.swim", modeMixed: true }, key)).toBe("<ER.Variants.Movement.Mode.Needs.burrow>");
    expect(modeLine({ kind: "walk" }, { modeRefused: "ER.Variants.Movement.Mode.Spent.swim", modeMixed: true }, key)).toBe("<ER.Variants.Movement.Mode.Spent.swim>");
    expect(modeLine({ kind: "walk" }, { modeRefused: null, modeMixed: true }, key)).toBe("<ER.Variants.Movement.Mode.Mixed>");
    expect(modeLine({ kind: "walk" }, { modeRefused: null, modeMixed: false }, key)).toBeNull();
  });
  it("the adapter reads waypoints only: document waypoints through the token's centre, ruler waypoints by their centre, a chain first to last", () => {
    const offset = (p: { x: number; y: number }) => grid.getOffset(p);
    expect(modeSteps([{ x: 100, y: 200, action: "swim", cost: 3 }, { center: { x: 350, y: 250 }, action: "fly" }, { action: "walk" }], (p) => ({ x: p.x + 50, y: p.y + 50 }), offset)).toEqual([
      { i: 2, j: 1, action: "swim", cost: 3 },
      { i: 2, j: 3, action: "fly", cost: undefined },
    ]);
    const a = { id: "a", previous: null };
    const b = { id: "b", previous: a };
    expect(rulerChain({ id: "c", previous: b }).map((w) => w.id)).toEqual(["a", "b", "c"]);
    expect(phaseSteps({ parent: null, getCenterPoint: (p: unknown) => p } as never, {})).toBeUndefined();
  });
});
