/**
 * Rule variants where features meet (double move × roll-once models and OSE sides,
 * escalation × ambush, encumbrance × initiative) through the real Combat class on the strict
 * stand-ins (tests/support/combat-world.ts).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GM, FakeCombat, FakeCombatant, combats, created, dice, hooks, server, settings, settle, warnings } from "../../tests/support/combat-world";
import { NO_VARIANT_MEMORY, PRESETS, actionSecondIn, planAction, toAbsolute, type ActionRecord, type VariantConfig } from "../rules";

let ERCombat: typeof import("./documents").ERCombat;
let ERCombatant: typeof import("./documents").ERCombatant;
let resetRefusalLog: () => void;
type Combat = InstanceType<typeof import("./documents").ERCombat> & FakeCombat;
type Member = InstanceType<typeof import("./documents").ERCombatant> & FakeCombatant;

const COMBAT_ID = "combatInteg00001";
const IDS = { pip: "cmbtPip000000001", dragon: "cmbtDragon000001" } as const;

beforeAll(async () => {
  ({ ERCombat, ERCombatant } = await import("./documents"));
  ({ resetRefusalLog } = await import("./refusals"));
  const { registerGuards } = await import("./guards");
  const { listenForRelay } = await import("./relay-gm");
  registerGuards(hooks);
  listenForRelay((globalThis as unknown as { game: { socket: Parameters<typeof listenForRelay>[0] } }).game.socket);
  void server;
});

let consoleWarn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetRefusalLog();
  warnings.length = 0;
  dice.length = 0;
  settings["enchanted-realms.playersRoll"] = false;
  consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  delete settings["enchanted-realms.variants"];
  consoleWarn.mockRestore();
});

/** `config` with "trade the action for a double move" on (A5E's preset leaves it off). */
function tradeOn(config: VariantConfig): VariantConfig {
  return { ...config, combat: { ...config.combat, tradeActionForMovement: true } };
}

function withConfig(config: VariantConfig): void {
  settings["enchanted-realms.variants"] = config;
}

/** Round 3 at second 1: Pip and the dragon, both with a base second `base` kept by `model`. */
function fight(model: VariantConfig["initiative"]["model"], base: number, actions: { pip?: ActionRecord; dragon?: ActionRecord } = {}, round = 3): Combat {
  const member = (d: ConstructorParameters<typeof FakeCombatant>[0]) => new (ERCombatant as unknown as new (x: typeof d) => Member)(d);
  const list = [
    member({ id: IDS.pip, name: "Pip", action: actions.pip ?? planAction(round, base), tieBreak: 1 }),
    member({ id: IDS.dragon, name: "Dragon", action: actions.dragon ?? planAction(round, base + 2), tieBreak: 2 }),
  ];
  list[0]!.system.variant = { ...NO_VARIANT_MEMORY, model, base, dice: 14, total: 14, tie: 5 };
  list[1]!.system.variant = { ...NO_VARIANT_MEMORY, model, base: base + 2, dice: 12, total: 12, tie: 9 };
  const combat = new (ERCombat as unknown as new (id: string, r: number, a: number, l: FakeCombatant[]) => Combat)(COMBAT_ID, round, toAbsolute({ round, second: 1 }), list);
  combats.clear();
  combats.set(COMBAT_ID, combat);
  hooks.documentCreated("Combat", combat, {}, GM.id);
  return combat;
}
const c = (combat: Combat, key: keyof typeof IDS) => combat.combatants.get(IDS[key]) as Member;

describe("double move × roll-once initiative models", () => {
  for (const preset of ["a13", "a5e", "osr"] as const) {
    it(`${preset}: trading round 3's action keeps the base second; round 4 lands at the base with no die`, async () => {
      const config = tradeOn(PRESETS[preset]);
      withConfig(config);
      const combat = fight(config.initiative.model, 7);
      await combat.declareDoubleMove(IDS.pip);
      await settle();
      expect(c(combat, "pip").system.doubleMoveRound).toBe(3);
      expect(actionSecondIn(c(combat, "pip").schedulerState, 3)).toBeNull();
      expect(c(combat, "pip").system.variant.base).toBe(7);
      await combat.nextRound();
      await settle();
      expect(combat.round).toBe(4);
      expect(dice.length).toBe(0);
      expect(actionSecondIn(c(combat, "pip").schedulerState, 4)).toBe(7);
      expect(c(combat, "pip").system.variant.base).toBe(7);
    });
  }
});

describe("escalation die × 13th Age ambush round", () => {
  it("G13A-11: after an ambush round (\"advance die\" off by default) the die is 0 in round 2 and 1 in round 3", async () => {
    withConfig(PRESETS.a13);
    const combat = fight("a13", 7, {}, 1);
    c(combat, "pip").system.variant = { ...c(combat, "pip").system.variant, ambusher: true };
    await combat.nextRound();
    await settle();
    expect(combat.round).toBe(2);
    expect(combat.system.escalation).toEqual({ value: 0, held: false });
    await combat.nextRound();
    await settle();
    expect(combat.round).toBe(3);
    expect(combat.system.escalation).toEqual({ value: 1, held: false });
  });

  it("G13A-7: without an ambush round the die is 1 in round 2", async () => {
    withConfig(PRESETS.a13);
    const combat = fight("a13", 7, {}, 1);
    await combat.nextRound();
    await settle();
    expect(combat.system.escalation).toEqual({ value: 1, held: false });
  });
});

describe("hidden combatants × the OSE surprise roll", () => {
  it("the surprise card of a side whose every member is hidden is whispered to the GMs whatever the GM's mode; a visible side's card follows the mode", async () => {
    const { rollOseSurprise } = await import("./variant-actions");
    withConfig(PRESETS.ose);
    const combat = fight("oseSide", 9, {}, 1);
    Object.defineProperty(combat, "started", { get: () => false });
    const whisperOf = () => (created.at(-1)!.data as { whisper?: string[] }).whisper ?? [];
    created.length = 0;
    c(combat, "pip").hidden = true;
    c(combat, "dragon").hidden = true;
    dice.push(2);
    expect(await rollOseSurprise(combat, IDS.pip)).toBe(2);
    expect(created).toHaveLength(1);
    expect(whisperOf()).toEqual([GM.id]);
    c(combat, "dragon").hidden = false;
    dice.push(4);
    expect(await rollOseSurprise(combat, IDS.pip)).toBe(4);
    expect(whisperOf()).toEqual([]);
  });
});

describe("double move × surprise", () => {
  it("a combatant a surprise rule keeps out of round 1 (13A ambush, OSE, A5E) has no action to trade: refused and nothing written", async () => {
    for (const preset of ["a13", "ose"] as const) {
      withConfig(tradeOn(PRESETS[preset]));
      const combat = fight(PRESETS[preset].initiative.model, 7, { pip: { startedRound: 0, score: 0, castingSeconds: 0, landsAt: 0, delayedFrom: 0 } }, 1);
      c(combat, "pip").system.variant = { ...c(combat, "pip").system.variant, surprised: true };
      c(combat, "pip").initiative = null;
      warnings.length = 0;
      await combat.declareDoubleMove(IDS.pip);
      await settle();
      expect(c(combat, "pip").system.doubleMoveRound).toBe(0);
      expect(c(combat, "pip").system.action.startedRound).toBe(0);
      expect(warnings).toEqual(["ER.Variants.DoubleMove.Refused.surprised"]);
      // The one acting in round 1 may still trade its action.
      await combat.declareDoubleMove(IDS.dragon);
      await settle();
      expect(c(combat, "dragon").system.doubleMoveRound).toBe(1);
    }
  });
});

describe("double move × OSE sides and 13A holds", () => {
  it("OSE side: the double mover has no second in round 3; in round 4 it acts with its side's new d6", async () => {
    withConfig(tradeOn(PRESETS.ose));
    const combat = fight("oseSide", 9);
    await combat.declareDoubleMove(IDS.pip);
    await settle();
    expect(actionSecondIn(c(combat, "pip").schedulerState, 3)).toBeNull();
    expect(actionSecondIn(c(combat, "dragon").schedulerState, 3)).toBe(11);
    dice.push(5);
    await combat.nextRound();
    await settle();
    expect(combat.round).toBe(4);
    expect(actionSecondIn(c(combat, "pip").schedulerState, 4)).toBe(6);
    expect(actionSecondIn(c(combat, "dragon").schedulerState, 4)).toBe(6);
  });

  it("13A: a hold carried from round 2 is given up with round 3's action when the double move is declared; the base stays 7 and round 4 lands at 7", async () => {
    withConfig(PRESETS.a13);
    const combat = fight("a13", 7);
    c(combat, "pip").system.variant = { ...c(combat, "pip").system.variant, held: 2 };
    await combat.declareDoubleMove(IDS.pip);
    await settle();
    expect(c(combat, "pip").system.doubleMoveRound).toBe(3);
    const { canActNow, resolveRuleset } = await import("../rules");
    expect(canActNow(c(combat, "pip").system.action, c(combat, "pip").system.variant, { round: 3, second: 4 }, resolveRuleset(PRESETS.a13))).toBe(false);
    await combat.nextRound();
    await settle();
    expect(actionSecondIn(c(combat, "pip").schedulerState, 4)).toBe(7);
    expect(c(combat, "pip").system.variant).toMatchObject({ base: 7, held: 0 });
  });
});

describe("encumbrance models × initiative through the real round transition", () => {
  const heavy = async (config: VariantConfig) => {
    const { deriveActor } = await import("../actors/derive");
    const system = {
      bodyWeight: 100, quickness: 0,
      movement: { speed: 12, milesPerDay: 24, sureFooted: false, adaptation: {} },
      encumbrance: { towing: false },
      load: { overCapacitySeconds: 0, droppedAt: null, droppedSteps: 0, loadedSteps: 0, unloadedSeconds: 0 },
      march: { hours: 0, priorSteps: 0, travelHours: 0 },
      abilities: { str: 8, dex: 10, con: 10 },
      coins: 0,
    };
    // 80 lb of gear: ER steps for a 100 lb body, OSR loads over STR 8, OSE detailed 800 coins.
    const items = [{ type: "gear", name: "pack", system: { weight: 80, quantity: 1 } }];
    return deriveActor({ type: "character", system, items, worldTime: 0 } as never, config).profile;
  };
  const withEncumbrance = (model: VariantConfig["encumbrance"]["model"]): VariantConfig => ({ ...PRESETS.book, encumbrance: { ...PRESETS.book.encumbrance, model, persistent: false } });

  it("G2-4b and VARIANTS.md §9.2: under ER 2d10 with osrLoads, oseBasic or oseDetailed the score gains no encumbrance seconds; under the book it does", async () => {
    const book = await heavy(PRESETS.book);
    expect(book.initiative.encumbrance).toBeGreaterThan(0);
    for (const model of ["osrLoads", "oseBasic", "oseDetailed"] as const) {
      const config = withEncumbrance(model);
      withConfig(config);
      const combat = fight("er2d10", 9);
      c(combat, "pip").actor.system.profile = await heavy(config);
      c(combat, "dragon").actor.system.profile = book;
      dice.push(10, 10);
      await combat.nextRound();
      await settle();
      expect(combat.round).toBe(4);
      expect(c(combat, "pip").system.action.score).toBe(10);
      expect(c(combat, "dragon").system.action.score).toBe(10 + book.initiative.encumbrance);
    }
  });
});

describe("double move × Reset Initiative", () => {
  it("Reset Initiative undoes this round's double move with the action it traded: the combatant rolls again and moves at its normal speed", async () => {
    withConfig(PRESETS.a13);
    const combat = fight("a13", 7);
    await combat.declareDoubleMove(IDS.pip);
    await settle();
    expect(c(combat, "pip").system.doubleMoveRound).toBe(3);
    await combat.resetAll();
    await settle();
    expect(c(combat, "pip").system.action.startedRound).toBe(0);
    expect(c(combat, "pip").system.doubleMoveRound).toBe(0);
    const { doubleMovedSpeed } = await import("../canvas/mover");
    expect(doubleMovedSpeed({ speed: 12, encumbranceSteps: 0 }, c(combat, "pip").system, 3)).toEqual({ speed: 12, encumbranceSteps: 0 });
  });
});
