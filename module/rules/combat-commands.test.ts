/** The tracker's commands and the roll data as the ruleset's modules contribute them (docs/architecture.md). */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BOOK_CONFIG, BOOK_RULESET, NO_ACTION, NO_VARIANT_MEMORY, PRESETS, planAction, resolveRuleset, type CommandContext, type RuleModule } from "./index";
import { RULE_MODULES } from "./ruleset/registry";
import { resolveWith } from "./ruleset/resolve";
import { combatantCommandsOf, mayUseCommand, offeredCommand, offeredCommands, offeredOwnerCommands, type CombatantCommand } from "./combat-commands";
import { RulesError } from "./errors";
import type { Ruleset } from "./ruleset/resolve";
import { rollDataOf } from "./roll-data";

const GM = { gm: true, owner: false };
const OWNER = { gm: false, owner: true };
const STRANGER = { gm: false, owner: false };
const ids = (preset: keyof typeof PRESETS) => combatantCommandsOf(resolveRuleset(PRESETS[preset])).map((c) => c.id);

/** Before Begin Combat: no clock, no action. */
const BEFORE: CommandContext = { started: false, now: null, action: NO_ACTION, memory: NO_VARIANT_MEMORY };
/** Round 1 at second 8, the combatant's action due now. */
const AT_COUNT: CommandContext = { started: true, now: { round: 1, second: 8 }, action: planAction(1, 8), memory: NO_VARIANT_MEMORY };

describe("combatantCommands: each preset's modules", () => {
  it("the book offers no command", () => {
    expect(combatantCommandsOf(BOOK_RULESET)).toEqual([]);
    expect(offeredCommands(AT_COUNT, GM, BOOK_RULESET)).toEqual([]);
  });

  it("13th Age: hold, ready and act now (VARIANTS.md §3.3, §3.4), the surprised mark and the ambusher (row 6), disengage and intercept (row 7)", () => {
    expect(ids("a13")).toEqual(["initiative.hold", "initiative.ready", "initiative.actNow", "surprise.surprised", "surprise.ambusher", "combat.disengage", "combat.intercept"]);
  });

  it("the OSR hack: hold and act now, no readying (§4.1), retreat (row 19); OSE: the mark and the side's d6 (row 23), retreat (row 24), pursuit (row 32); A5E: the mark and the instigator (row 36), mount and dismount (row 41)", () => {
    expect(ids("osr")).toEqual(["initiative.hold", "initiative.actNow", "combat.retreat"]);
    expect(ids("ose")).toEqual(["surprise.surprised", "surprise.oseRoll", "combat.retreat", "combat.pursuit"]);
    expect(ids("a5e")).toEqual(["surprise.surprised", "surprise.instigator", "movement.mount", "movement.dismount"]);
  });
});

describe("combatantCommands: who is offered what, when", () => {
  const a13 = resolveRuleset(PRESETS.a13);

  it("the GM's marks only before Begin Combat, only to a GM", () => {
    expect(offeredCommands(BEFORE, GM, a13).map((c) => c.id)).toEqual(["surprise.surprised", "surprise.ambusher"]);
    expect(offeredCommands(BEFORE, OWNER, a13)).toEqual([]);
    expect(offeredCommands({ ...AT_COUNT, memory: NO_VARIANT_MEMORY }, GM, a13).map((c) => c.id)).not.toContain("surprise.surprised");
  });

  it("an owner may hold or ready at the action's count (001:L100), a stranger nothing", () => {
    expect(offeredCommands(AT_COUNT, OWNER, a13).map((c) => c.id)).toEqual(["initiative.hold", "initiative.ready"]);
    expect(offeredCommands(AT_COUNT, STRANGER, a13)).toEqual([]);
    expect(offeredCommands({ ...AT_COUNT, now: { round: 1, second: 5 } }, OWNER, a13)).toEqual([]);
  });

  it("a held combatant is offered act now later in the round, not hold again (one hold at a time)", () => {
    const held: CommandContext = { ...AT_COUNT, now: { round: 1, second: 12 }, action: { ...AT_COUNT.action, landsAt: 0 }, memory: { ...NO_VARIANT_MEMORY, held: 1 } };
    expect(offeredCommands(held, OWNER, a13).map((c) => c.id)).toEqual(["initiative.actNow"]);
  });

  it("a GM may use an owner's command; an owner never a GM's", () => {
    const [hold, , , surprised] = combatantCommandsOf(a13);
    expect(mayUseCommand(hold!, GM)).toBe(true);
    expect(mayUseCommand(surprised!, OWNER)).toBe(false);
  });

  it("a new module's command is offered with no change to the core (one module, one list)", () => {
    const parley: RuleModule = {
      id: "test.parley",
      domain: "combat",
      selects: { path: "combat.surprise", value: "a13" },
      contribute: () => ({ combatantCommands: [{ id: "test.parley", labelKey: "X", icon: "fa-solid fa-handshake", who: "owner", visible: (ctx) => ctx.started, operation: { kind: "actNow" } }] }),
    };
    const modules = [...RULE_MODULES.filter((m) => m.id !== "surprise.a13"), parley];
    const ruleset = resolveWith({ ...BOOK_CONFIG, combat: { ...BOOK_CONFIG.combat, surprise: "a13" } }, modules);
    expect(offeredCommands(AT_COUNT, OWNER, ruleset).map((c) => c.id)).toEqual(["test.parley"]);
  });
});

describe("the owners' commands, listed once per ruleset (the tracker asks on every row)", () => {
  const presets = ["book", "a13", "osr", "ose", "a5e"] as const;

  it("a resolved ruleset's list is made once and frozen; every call gives the same list", () => {
    for (const p of presets) {
      const ruleset = resolveRuleset(PRESETS[p]);
      expect(combatantCommandsOf(ruleset)).toBe(combatantCommandsOf(ruleset));
      expect(Object.isFrozen(combatantCommandsOf(ruleset))).toBe(true);
      expect(combatantCommandsOf(ruleset)).toEqual(ruleset.points.combatantCommands.flat());
    }
  });

  it("property: offeredOwnerCommands is offeredCommands' owner commands, for any preset, moment, memory and viewer", () => {
    const rulesets = presets.map((p) => resolveRuleset(PRESETS[p]));
    const clock = fc.option(fc.record({ round: fc.integer({ min: 1, max: 6 }), second: fc.integer({ min: 1, max: 20 }) }), { nil: null });
    fc.assert(
      fc.property(
        fc.constantFrom(...rulesets),
        clock,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 2, max: 21 }),
        fc.boolean(),
        fc.record({ held: fc.integer({ min: 0, max: 6 }), readied: fc.boolean(), surprised: fc.boolean(), retreatRound: fc.integer({ min: 0, max: 6 }) }),
        fc.record({ gm: fc.boolean(), owner: fc.boolean() }),
        (ruleset, now, startedRound, score, landed, marks, viewer) => {
          const planned = planAction(startedRound, score);
          const ctx: CommandContext = { started: now !== null, now, action: landed ? planned : { ...planned, landsAt: 0 }, memory: { ...NO_VARIANT_MEMORY, ...marks } };
          expect(offeredOwnerCommands(ctx, viewer, ruleset)).toEqual(offeredCommands(ctx, viewer, ruleset).filter((c) => c.who === "owner"));
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe("rollData: @escalation (G13A-7b)", () => {
  const fighting = (value: number, conditions: string[] = [], playerCharacter = true) => ({ actor: { playerCharacter, conditions }, combat: { system: { escalation: { value, held: false } } } });

  it("the book adds nothing; 13th Age adds the die for a PC in the combat, 0 for a frightened one, a creature, or outside a combat", () => {
    expect(rollDataOf(fighting(4), BOOK_RULESET)).toEqual({});
    const a13 = resolveRuleset(PRESETS.a13);
    expect(rollDataOf(fighting(4), a13)["escalation"]).toBe(4);
    expect(rollDataOf(fighting(4, ["frightened"]), a13)["escalation"]).toBe(0);
    expect(rollDataOf(fighting(4, [], false), a13)["escalation"]).toBe(0);
    expect(rollDataOf({ actor: { playerCharacter: true, conditions: [] }, combat: null }, a13)["escalation"]).toBe(0);
    // A stored value past the cap is held to it (001:L132 "to a maximum of +6").
    expect(rollDataOf(fighting(9), a13)["escalation"]).toBe(6);
  });
});

describe("combatantCommands: refusals, the owners' list and what is remembered", () => {
  const refusal = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(RulesError);
      const r = e as RulesError;
      return { code: r.code, parameter: r.parameter, message: r.message };
    }
    throw new Error("expected a refusal");
  };
  const cmd = (id: string, who: "gm" | "owner", operation: CombatantCommand["operation"] = { kind: "actNow" }): CombatantCommand => ({ id, labelKey: "X", icon: "fa-solid fa-x", who, visible: () => true, operation });
  /** A hand-made ruleset: only its `points.combatantCommands` is read here. */
  const made = (lists: unknown) => ({ points: { combatantCommands: lists } }) as unknown as Ruleset;

  it("a ruleset, its points or its list that is not one is refused, naming it", () => {
    expect(refusal(() => combatantCommandsOf(null as never)).parameter).toBe("ruleset");
    expect(refusal(() => combatantCommandsOf({ points: null } as never)).parameter).toBe("ruleset.points");
    const r = refusal(() => combatantCommandsOf(made({ 0: [] })));
    expect(r).toMatchObject({ code: "INVALID_ARGUMENT", parameter: "ruleset.points.combatantCommands" });
    expect(r.message).toContain("expected a list");
    expect(refusal(() => mayUseCommand(null as never, GM)).parameter).toBe("command");
    expect(refusal(() => mayUseCommand(cmd("a", "owner"), null as never)).parameter).toBe("viewer");
    expect(refusal(() => offeredOwnerCommands(AT_COUNT, null as never, BOOK_RULESET)).parameter).toBe("viewer");
  });

  it("the owners' list holds the owners' commands only, for a GM and for an owner (a fresh ruleset each time)", () => {
    const lists = Object.freeze([Object.freeze([cmd("g1", "gm"), cmd("o1", "owner"), cmd("g2", "gm"), cmd("o2", "owner")])]);
    const fresh = () => Object.freeze({ points: Object.freeze({ combatantCommands: lists }) }) as unknown as Ruleset;
    expect(offeredOwnerCommands(AT_COUNT, GM, fresh()).map((c) => c.id)).toEqual(["o1", "o2"]);
    expect(offeredOwnerCommands(AT_COUNT, OWNER, fresh()).map((c) => c.id)).toEqual(["o1", "o2"]);
    expect(offeredOwnerCommands(AT_COUNT, STRANGER, fresh())).toEqual([]);
    expect(offeredCommands(AT_COUNT, OWNER, fresh()).map((c) => c.id)).toEqual(["o1", "o2"]);
    expect(offeredCommands(AT_COUNT, GM, fresh()).map((c) => c.id)).toEqual(["g1", "o1", "g2", "o2"]);
  });

  it("a frozen ruleset's lists are remembered; one that could change (ruleset, points or list not frozen) is read again", () => {
    const first = Object.freeze([Object.freeze([cmd("a", "owner")])]);
    const second = Object.freeze([Object.freeze([cmd("b", "owner")])]);
    const frozen = Object.freeze({ points: Object.freeze({ combatantCommands: first }) }) as unknown as Ruleset;
    expect(combatantCommandsOf(frozen)).toBe(combatantCommandsOf(frozen));
    // A ruleset not frozen, its points and list frozen: it may be given other points.
    const open = { points: Object.freeze({ combatantCommands: first }) } as { points: unknown };
    expect(combatantCommandsOf(open as Ruleset).map((c) => c.id)).toEqual(["a"]);
    open.points = Object.freeze({ combatantCommands: second });
    expect(combatantCommandsOf(open as Ruleset).map((c) => c.id)).toEqual(["b"]);
    // The ruleset frozen, its points not: the list may be replaced.
    const points = { combatantCommands: first as unknown };
    const shallow = Object.freeze({ points }) as unknown as Ruleset;
    expect(combatantCommandsOf(shallow).map((c) => c.id)).toEqual(["a"]);
    points.combatantCommands = second;
    expect(combatantCommandsOf(shallow).map((c) => c.id)).toEqual(["b"]);
    // Ruleset and points frozen, the list not: a list may be added to it.
    const list: (readonly CombatantCommand[])[] = [first[0]!];
    const openList = Object.freeze({ points: Object.freeze({ combatantCommands: list }) }) as unknown as Ruleset;
    expect(combatantCommandsOf(openList).map((c) => c.id)).toEqual(["a"]);
    list.push(second[0]!);
    expect(combatantCommandsOf(openList).map((c) => c.id)).toEqual(["a", "b"]);
  });

  it("offeredCommand: the first offered command whose operation matches, or null", () => {
    const a13 = resolveRuleset(PRESETS.a13);
    expect(offeredCommand(AT_COUNT, OWNER, (op) => op.kind === "hold", a13)?.id).toBe("initiative.hold");
    expect(offeredCommand(AT_COUNT, OWNER, (op) => op.kind === "hold" && op.ready, a13)?.id).toBe("initiative.ready");
    expect(offeredCommand(AT_COUNT, OWNER, (op) => op.kind === "disengage", a13)).toBeNull();
    expect(offeredCommand(AT_COUNT, STRANGER, (op) => op.kind === "hold", a13)).toBeNull();
  });
});
