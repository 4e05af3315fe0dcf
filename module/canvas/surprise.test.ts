/**
 * VARIANTS.md §5.4, §6.2, GO-5, GA-3 in the movement adapters: a combatant marked
 * surprised (`system.variant.surprised`) has no movement in round 1 of a started combat: the move
 * context, the ruler's label and enforcement all say so; round 2 and the GM are unaffected.
 * Stand-ins hold only what the adapters read (a hex scene's grid type, the actor's profile and
 * statuses, the combatant's system data and its combat's clock); the settings read as Foundry's do.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOOK_CONFIG, PRESETS, entryCost, hexClassifier, resolveRuleset, toAbsolute, type VariantConfig } from "../rules";
import { decideMove } from "./enforcement";
import { movementLabel, moveNotification } from "./label-context";
import { moveContextOf } from "./mover";
import { movementForfeit } from "../rules";
import { forgetMovementVariants } from "./variant-costs";
import { computeReach } from "./reach-area";
import { localize } from "../../tests/support/handlebars";

const values = new Map<string, unknown>();
let tokens = 0;

function token(round: number, second: number, surprised: unknown, options: { statuses?: string[]; started?: boolean } = {}) {
  const combat = { id: "combatSurprise01", started: options.started ?? true, round, system: { absolute: toAbsolute({ round, second }) } };
  return {
    uuid: `Scene.sceneSurprise01.Token.t${++tokens}`,
    parent: { id: "sceneSurprise01", grid: { type: 2 } },
    disposition: 1,
    actor: {
      system: { profile: { movement: { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false } } },
      statuses: new Set(options.statuses ?? []),
      flags: {},
    },
    combatant: { parent: combat, system: { variant: { surprised } } },
  } as unknown as TokenDocument.Implementation;
}
const move = { chain: [], history: { recorded: { cost: 0 } }, passed: { cost: 0 }, pending: { cost: 1 } };
const format = (key: string, data: Record<string, string>) => localize(key, data);

function useVariants(config: VariantConfig, enforcement = "enforce"): void {
  values.set("enchanted-realms.variants", config);
  values.set("enchanted-realms.movementEnforcement", enforcement);
  forgetMovementVariants();
}

beforeEach(() => {
  vi.stubGlobal("game", { settings: { get: (ns: string, key: string) => values.get(`${ns}.${key}`) }, user: { isGM: false } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  values.clear();
  forgetMovementVariants();
});

describe("the move context of a surprised combatant (GO-5, GA-3)", () => {
  it("GA-3: under A5E, round 1: every phase 0 with the reason \"surprised\"; round 2: 4-3-3-2", () => {
    useVariants(PRESETS.a5e);
    const r1 = [1, 6, 11, 16].map((s) => moveContextOf(token(1, s, true))!);
    expect(r1.map((c) => c.mover.forfeit)).toEqual(["surprised", "surprised", "surprised", "surprised"]);
    expect(r1.map((c) => c.limits.table.maxAllowance)).toEqual([0, 0, 0, 0]);
    expect(r1.map((c) => c.limits.reason)).toEqual(["surprised", "surprised", "surprised", "surprised"]);
    const r2 = [1, 6, 11, 16].map((s) => moveContextOf(token(2, s, true))!);
    expect(r2.map((c) => c.limits.allowances.optimal)).toEqual([4, 3, 3, 2]);
    expect(r2.map((c) => c.limits.reason)).toEqual([null, null, null, null]);
  });

  it("GO-5: under OSE the same; an unmarked combatant moves in round 1", () => {
    useVariants(PRESETS.ose);
    expect(moveContextOf(token(1, 1, true))!.limits.reason).toBe("surprised");
    expect(moveContextOf(token(1, 1, false))!.limits.allowances.optimal).toBe(4);
  });

  it("the mark does nothing under the book, outside a started combat, or when the stored value is not true", () => {
    useVariants(BOOK_CONFIG);
    expect(moveContextOf(token(1, 1, true))!.limits.allowances.optimal).toBe(4);
    useVariants(PRESETS.a5e);
    expect(moveContextOf(token(1, 1, true, { started: false }))!.limits.allowances.optimal).toBe(12);
    for (const odd of ["true", 1, null, { x: 1 }]) expect(moveContextOf(token(1, 1, odd))!.mover.forfeit, JSON.stringify(odd)).toBeNull();
    const a5e = resolveRuleset(PRESETS.a5e);
    expect(movementForfeit(null, a5e)).toBeNull();
    expect(movementForfeit({ round: 1, second: 1, memory: { surprised: true } }, a5e)).toBe("surprised");
    expect(movementForfeit({ round: 2, second: 1, memory: { surprised: true } }, a5e)).toBeNull();
    expect(movementForfeit({ round: 1, second: 1, memory: { surprised: true } }, resolveRuleset(BOOK_CONFIG))).toBeNull();
  });

  it("the memo: the same token and clock give a fresh context when the mark changes", () => {
    useVariants(PRESETS.a5e);
    const t = token(1, 1, true);
    expect(moveContextOf(t)!.limits.reason).toBe("surprised");
    (t.combatant as unknown as { system: { variant: { surprised: boolean } } }).system.variant.surprised = false;
    expect(moveContextOf(t)!.limits.reason).toBeNull();
    expect(moveContextOf(t)!.limits.allowances.optimal).toBe(4);
  });
});

describe("the ruler's label, the reachable area and enforcement for a surprised combatant", () => {
  it("GA-3: the reachable area is the hex it stands in, in round 1; a ring of 4 in round 2's first phase", () => {
    useVariants(PRESETS.a5e);
    const reach = (round: number) => {
      const { limits, mover } = moveContextOf(token(round, 1, true))!;
      return computeReach({ start: { i: 10, j: 10 }, layout: "oddR", limits, terrainAt: () => ({ terrain: "optimal", steep: false }), onMap: () => true, spent: 0, classOf: hexClassifier(mover, null, resolveRuleset(PRESETS.a5e)) });
    };
    expect(reach(1).size).toBe(1);
    expect(reach(2).size).toBe(1 + 6 + 12 + 18 + 24);
  });


  it("the label shows 0 with the localised reason; one hex entered is beyond", () => {
    useVariants(PRESETS.a5e);
    const { limits } = moveContextOf(token(1, 6, true))!;
    const label = movementLabel({ hexes: 1, usedCost: entryCost(limits.table, "optimal"), limits, stand: { terrain: "optimal", steep: false }, standClass: "optimal" }, localize);
    expect(label.allowance).toBe(0);
    expect(label.within).toBe(false);
    expect(label.reason).toBe("surprised: no movement this round");
  });

  it("a player's move is refused under enforce, warned under warn, with the reason; the GM's is allowed", () => {
    useVariants(PRESETS.a5e, "enforce");
    const t = token(1, 1, true);
    const refused = decideMove(t, move, false)!;
    expect(refused).toEqual({ outcome: "refuse", reason: { code: "forfeit", forfeit: "surprised" } });
    expect(moveNotification(refused, "Pip", localize, format)).toEqual({ level: "error", message: "Pip cannot move: surprised: no movement this round." });
    expect(decideMove(t, move, true)).toEqual({ outcome: "allow", reason: null });
    useVariants(PRESETS.a5e, "warn");
    expect(decideMove(t, move, false)).toEqual({ outcome: "warn", reason: { code: "forfeit", forfeit: "surprised" } });
    useVariants(PRESETS.a5e, "enforce");
    expect(decideMove(token(2, 1, true), move, false)).toEqual({ outcome: "allow", reason: null });
    // A condition that forfeits movement is named before surprise.
    expect(decideMove(token(1, 1, true, { statuses: ["restrained"] }), move, false)!.reason).toEqual({ code: "condition", condition: "restrained" });
  });
});
