/**
 * VARIANTS.md D7: the extra-cost sources are one table derived from the declarations (the core's
 * hazard and crawl, every module's `movementSources`): order, bits, k, the largest k and the
 * action map cannot disagree with what a module declares.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
// The movement rules first: the registry is read after the config it derives from has loaded (registry.ts).
import { EXTRA_COSTS, EXTRA_COST_SOURCES, MAX_EXTRA_COST, SPECIAL_MOVEMENT_ACTIONS, movementActionSource } from "./movement-costs";
import { FORFEITS, SOURCES, declaredMovementActions, forfeitLabel, forfeitTable, movementForfeit, sourceTable } from "./movement-sources";
import { BOOK_RULESET, NO_VARIANT_MEMORY } from "./ruleset";
import { toAbsolute } from "./time";
import { movementAllowance } from "./movement";
import { RulesError } from "./errors";
import { PRESETS } from "./ruleset/config";
import { resolveRuleset } from "./ruleset";
import { resolveWith } from "./ruleset/resolve";
import { RULE_MODULES } from "./ruleset/registry";
import type { RuleModule } from "./ruleset/types";

const mod = (id: string, movementSources: RuleModule["movementSources"]): RuleModule => ({ id, domain: "movement", movementSources });

describe("the extra-cost source table (VARIANTS.md D7)", () => {
  it("the core's hazard and crawl come first, then the modules' sources in registry order, each k as declared", () => {
    expect(EXTRA_COST_SOURCES.slice(0, 4)).toEqual(["hazard", "crawl", "climb", "swim"]);
    for (const id of ["hazard", "crawl", "climb", "swim"]) expect(EXTRA_COSTS[id]).toBe(1);
    const declared = RULE_MODULES.flatMap((m) => Object.entries(m.movementSources ?? {}));
    expect(EXTRA_COST_SOURCES.slice(2)).toEqual(declared.map(([id]) => id));
    for (const [id, d] of declared) expect(EXTRA_COSTS[id]).toBe(d.cost);
  });
  it("each source has its own bit, and the largest k is every k added", () => {
    const bits = EXTRA_COST_SOURCES.map((s) => SOURCES.bit[s]!);
    expect(new Set(bits).size).toBe(bits.length);
    for (const b of bits) expect(Math.log2(b) % 1).toBe(0);
    expect(MAX_EXTRA_COST).toBe(EXTRA_COST_SOURCES.reduce((k, s) => k + EXTRA_COSTS[s]!, 0));
  });
  it("Foundry's crawl, climb and swim actions incur their namesakes; walking and flying incur nothing", () => {
    expect(SPECIAL_MOVEMENT_ACTIONS).toMatchObject({ crawl: "crawl", climb: "climb", swim: "swim" });
    expect(SPECIAL_MOVEMENT_ACTIONS["walk"]).toBeUndefined();
    expect(movementActionSource("fly", resolveRuleset(PRESETS.a5e))).toBeNull();
  });
  it("every module under every preset lets count only declared sources", () => {
    for (const config of Object.values(PRESETS)) {
      for (const list of resolveRuleset(config).points.extraCostSources) for (const s of list) expect(EXTRA_COST_SOURCES).toContain(s);
    }
  });
  it("a ruleset that counts a source no one declares is refused, not silently free", () => {
    const lava: RuleModule = { id: "test.lava", domain: "movement", selects: { path: "movement.terrainModel", value: "divisorsPlusHazards" }, contribute: () => ({ extraCostSources: ["lava"] }) };
    const ruleset = resolveWith(PRESETS.a5e, [...RULE_MODULES, lava]);
    expect(() => movementAllowance({ speed: 12, terrain: "optimal", extraCosts: ["hazard"] }, ruleset)).toThrow(RulesError);
  });
  it("a module's new action is listed for the canvas with its label key and icon; Foundry's own are not", () => {
    const t = sourceTable([mod("test.a", { sled: { cost: 2, action: "sled", newAction: { label: "ER.Test.sled", icon: "fa-solid fa-sleigh" } } })]);
    expect(t.newActions).toEqual([{ id: "sled", label: "ER.Test.sled", icon: "fa-solid fa-sleigh" }]);
    expect(t.byAction["sled"]).toBe("sled");
    expect(t.maxK).toBe(4);
    for (const a of declaredMovementActions()) expect(["crawl", "climb", "swim"]).not.toContain(a.id);
  });
  it("a declaration the table cannot hold is refused when the table is built", () => {
    expect(() => sourceTable([mod("test.a", { hazard: { cost: 1 } })])).toThrow(/declared twice/);
    expect(() => sourceTable([mod("test.a", { x: { cost: 1 } }), mod("test.b", { x: { cost: 1 } })])).toThrow(/declared twice/);
    expect(() => sourceTable([mod("test.a", { wade: { cost: 1, action: "crawl" } })])).toThrow(/already incurs/);
    expect(() => sourceTable([mod("test.a", { x: { cost: 0 } })])).toThrow(/cost/);
    expect(() => sourceTable([mod("test.a", { x: { cost: 1.5 } })])).toThrow(/cost/);
    expect(() => sourceTable([mod("test.a", { x: { cost: 8 } })])).toThrow(/one-digit/);
  });
});

describe("the forfeits: one point for the rules that take a mover's movement away (VARIANTS.md §5.4, §6.2, §4.9)", () => {
  const stop = { retreatRound: 3, retreatStoppedAt: toAbsolute({ round: 3, second: 9 }) };
  it("surprise (every surprise rule declares one forfeit) comes before a stopped retreat, each with its lang key", () => {
    expect(FORFEITS.list.map((f) => f.forfeit.id)).toEqual(["surprised", "retreatStopped", "disengageFailed", "intercepted", "intercepting", "dragged", "mounted"]);
    expect(FORFEITS.list[0]!.modules.length).toBeGreaterThanOrEqual(2);
    expect(forfeitLabel("surprised")).toBe("ER.Movement.Reason.surprised");
    expect(forfeitLabel("retreatStopped")).toBe("ER.Movement.Reason.retreatStopped");
    expect(forfeitLabel("encumbrance")).toBeNull();
    expect(movementForfeit({ round: 1, second: 11, memory: { surprised: true, retreatRound: 1, retreatStoppedAt: toAbsolute({ round: 1, second: 9 }) } }, resolveRuleset(PRESETS.ose))).toBe("surprised");
  });
  it("surprise counts only in round 1 and only while a surprise rule is in force; nothing outside a started combat", () => {
    const a5e = resolveRuleset(PRESETS.a5e);
    expect(movementForfeit({ round: 1, second: 1, memory: { surprised: true } }, a5e)).toBe("surprised");
    expect(movementForfeit({ round: 2, second: 1, memory: { surprised: true } }, a5e)).toBeNull();
    expect(movementForfeit({ round: 1, second: 1, memory: { surprised: true } }, BOOK_RULESET)).toBeNull();
    expect(movementForfeit({ round: 1, second: 1, memory: { surprised: "true" } }, a5e)).toBeNull();
    expect(movementForfeit(null, a5e)).toBeNull();
  });
  it("G2-14: a stopped retreat forfeits the phases after the blow, and stands for its round with the rule switched off", () => {
    const osr = resolveRuleset(PRESETS.osr);
    expect([1, 6, 11, 16].map((second) => movementForfeit({ round: 3, second, memory: stop }, osr))).toEqual([null, null, "retreatStopped", "retreatStopped"]);
    expect(movementForfeit({ round: 3, second: 11, memory: stop }, BOOK_RULESET)).toBe("retreatStopped");
    expect(movementForfeit({ round: 4, second: 11, memory: stop }, osr)).toBeNull();
    // A memory the rule's own checks refuse forfeits nothing.
    expect(movementForfeit({ round: 3, second: 11, memory: { ...stop, retreatStoppedAt: -1 } }, osr)).toBeNull();
  });
  it("a ruleset or input that is not one is refused with a RulesError", () => {
    expect(() => movementForfeit(null, {} as never)).toThrow(RulesError);
    expect(() => movementForfeit({ round: 1, second: 1, memory: null } as never, BOOK_RULESET)).toThrow(RulesError);
  });
  it("two different forfeits under one id are refused; one forfeit shared by two modules is one entry", () => {
    const f = { id: "x", label: "ER.X", applies: () => true };
    const m = (id: string, forfeit: typeof f): RuleModule => ({ id, domain: "combat", movementForfeits: [forfeit] });
    expect(forfeitTable([m("a", f), m("b", f)]).list).toEqual([{ forfeit: f, modules: ["a", "b"] }]);
    expect(() => forfeitTable([m("a", f), m("b", { ...f })])).toThrow(/declared twice/);
  });
});

describe("the source table's bounds and the forfeits' refusals", () => {
  const refusal = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(RulesError);
      return (e as RulesError).parameter;
    }
    throw new Error("expected a refusal");
  };
  it("a cost from 1 to 9 is accepted as a cost; every k added may reach 9, not 10", () => {
    // The core's hazard and crawl add 2: a module's 7 makes 9, the largest one digit holds.
    expect(sourceTable([mod("test.a", { x: { cost: 7 } })]).maxK).toBe(9);
    expect(() => sourceTable([mod("test.a", { x: { cost: 8 } })])).toThrow("movement sources: every k added is 10, more than a one-digit cost class holds");
    // 9 is a legal cost (refused only for the sum), 10 is not one.
    expect(() => sourceTable([mod("test.a", { x: { cost: 9 } })])).toThrow(/every k added is 11/);
    expect(() => sourceTable([mod("test.a", { x: { cost: 10 } })])).toThrow('movement source "x" (test.a): cost must be a whole number from 1 to 9');
    expect(() => sourceTable([mod("test.a", { x: { cost: -1 } })])).toThrow(/cost must be/);
    expect(sourceTable([mod("test.a", { x: { cost: 1 } })]).cost["x"]).toBe(1);
    expect(sourceTable([]).ids).toEqual(["hazard", "crawl"]);
    expect(sourceTable([]).byAction).toEqual({ crawl: "crawl" });
  });
  it("a source declared twice and an action claimed twice name the source and its module", () => {
    expect(() => sourceTable([mod("test.a", { x: { cost: 1 } }), mod("test.b", { x: { cost: 1 } })])).toThrow('movement source "x" (test.b): declared twice');
    expect(() => sourceTable([mod("test.a", { wade: { cost: 1, action: "crawl" } })])).toThrow('movement source "wade" (test.a): action "crawl" already incurs "crawl"');
    // What is thrown is an Error (not a bare value a caller could not read).
    let thrown: unknown = null;
    try {
      sourceTable([mod("test.a", { x: { cost: 0 } })]);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Error);
  });
  it("30 sources have bits; a 31st is refused for its bit, before the sum of k", () => {
    const many = (n: number) => [mod("test.many", Object.fromEntries(Array.from({ length: n }, (_, i) => [`s${i}`, { cost: 1 }])))];
    expect(() => sourceTable(many(28))).toThrow(/every k added is 30/);
    expect(() => sourceTable(many(29))).toThrow('movement source "s28" (test.many): more than 30 sources');
  });
  it("movementForfeit names what it refuses: the ruleset, the input, its memory", () => {
    expect(refusal(() => movementForfeit(null, {} as never))).toBe("ruleset");
    expect(refusal(() => movementForfeit(5 as never, BOOK_RULESET))).toBe("input");
    expect(refusal(() => movementForfeit({ round: 1, second: 1, memory: null } as never, BOOK_RULESET))).toBe("input.memory");
  });
  it("a predicate's fault that is not a refusal of the rules is not swallowed", () => {
    const memory = {
      get surprised(): boolean {
        throw new TypeError("broken memory");
      },
      get retreatRound(): number {
        throw new TypeError("broken memory");
      },
    };
    expect(() => movementForfeit({ round: 1, second: 1, memory } as never, resolveRuleset(PRESETS.a5e))).toThrow(TypeError);
  });
  it("a forfeit's lang key; none for an id no one declares or a value that is not text", () => {
    expect(forfeitLabel("surprised")).toBe(FORFEITS.byId.get("surprised")!.label);
    expect(forfeitLabel("nothing")).toBeNull();
    expect(forfeitLabel(5)).toBeNull();
    const f = { id: "x", label: "ER.X", applies: () => true };
    expect(forfeitTable([{ id: "a", domain: "combat" }, { id: "b", domain: "combat", movementForfeits: [f] }]).list).toEqual([{ forfeit: f, modules: ["b"] }]);
  });
});

describe("a forfeit's setBy field", () => {
  // Every field a declared forfeit records its loss in, set or unset, with the other memory fields.
  const setBys = FORFEITS.list.map(({ forfeit }) => forfeit.setBy).filter((f): f is string => f !== undefined);
  const unset = (field: string): unknown => (typeof NO_VARIANT_MEMORY[field as keyof typeof NO_VARIANT_MEMORY] === "string" ? "" : typeof NO_VARIANT_MEMORY[field as keyof typeof NO_VARIANT_MEMORY] === "boolean" ? false : 0);
  const asked = (memory: Record<string, unknown>, round: number, second: number): boolean[] =>
    FORFEITS.list.map(({ forfeit }) => {
      try {
        return forfeit.applies({ round, second, memory });
      } catch (e) {
        if (!(e instanceof RulesError)) throw e;
        return false;
      }
    });

  it("names a memory field for each whileOff forfeit, and one the memory declares", () => {
    expect(setBys.length).toBeGreaterThanOrEqual(6);
    for (const f of setBys) expect(Object.keys(NO_VARIANT_MEMORY)).toContain(f);
  });

  it("a forfeit whose field is unset never applies, so skipping it changes no answer (generated memories, every preset)", () => {
    const rulesets = [BOOK_RULESET, ...Object.values(PRESETS).map((c) => resolveRuleset(c))];
    fc.assert(
      fc.property(
        fc.record({ round: fc.integer({ min: 1, max: 6 }), second: fc.integer({ min: 1, max: 20 }), stamps: fc.array(fc.integer({ min: 0, max: 140 }), { minLength: setBys.length, maxLength: setBys.length }), cleared: fc.subarray(setBys), ruleset: fc.integer({ min: 0, max: rulesets.length - 1 }) }),
        (g) => {
          const memory: Record<string, unknown> = { ...NO_VARIANT_MEMORY, mountId: "horse00000000001", surprised: true, disengageResult: "failure", disengageSecond: 6, retreatRound: g.round };
          setBys.forEach((f, k) => {
            if (f !== "mountId" && f !== "surprised") memory[f] = f === "disengageRound" ? g.stamps[k]! % 7 : g.stamps[k]!;
          });
          for (const f of g.cleared) memory[f] = unset(f);
          FORFEITS.list.forEach(({ forfeit }, k) => {
            if (forfeit.setBy !== undefined && g.cleared.includes(forfeit.setBy)) expect(asked(memory, g.round, g.second)[k], forfeit.id).toBe(false);
          });
          // The core's answer is the first forfeit asked that applies, as if each were asked.
          const ruleset = rulesets[g.ruleset]!;
          const answer = movementForfeit({ round: g.round, second: g.second, memory }, ruleset);
          if (answer !== null) expect(asked(memory, g.round, g.second)[FORFEITS.list.findIndex(({ forfeit }) => forfeit.id === answer)]).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
