/**
 * The tracker's input reads what is the same for every row once per build (the clock, the rules in
 * force, the viewer, the ruleset's owner commands) and each combatant's facts once (RULES.md §2: a
 * table of 1,000 within a frame). Each row must still say what the per-combatant questions say:
 * the row buttons (`commandsFor`, the owners' commands), the double move (`mayDeclareDoubleMove`),
 * the Attack button (`mayAttackFromRow`), the waiting reason and the forfeits. Driven through the
 * real Combat and Combatant classes on the strict stand-ins of tests/support/combat-world.ts.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GM, PLAYER, FakeCombat, FakeCombatant, settings } from "../../tests/support/combat-world";
import { PRESETS, planAction, resolveRuleset, surprisedInRound, toAbsolute, type ActionRecord, type VariantMemory } from "../rules";

let ERCombat: typeof import("./documents").ERCombat;
let ERCombatant: typeof import("./documents").ERCombatant;
let input: typeof import("./tracker-input");
let actions: typeof import("./variant-actions");
let attack: typeof import("./tracker-attack");
let variantMemoryOf: typeof import("./variant-input").variantMemoryOf;
let currentVariants: typeof import("../variants/setting").currentVariants;
type Combat = InstanceType<typeof import("./documents").ERCombat> & FakeCombat;
type Member = InstanceType<typeof import("./documents").ERCombatant> & FakeCombatant;

beforeAll(async () => {
  ({ ERCombat, ERCombatant } = await import("./documents"));
  input = await import("./tracker-input");
  actions = await import("./variant-actions");
  attack = await import("./tracker-attack");
  ({ variantMemoryOf } = await import("./variant-input"));
  ({ currentVariants } = await import("../variants/setting"));
});

const g = globalThis as unknown as { game: { user: unknown } };
afterEach(() => {
  g.game.user = GM;
  delete settings["enchanted-realms.variants"];
});

/** A deterministic mix: held, readied, surprised, retreating (stopped or not), a double move, owned or not, an attack item or not. */
function table(round: number, second: number, seed: number): Combat {
  const list: Member[] = [];
  for (let i = 0; i < 40; i++) {
    const k = (i * 7 + seed * 13) % 40;
    const action: ActionRecord | undefined = round === 0 ? undefined : k % 11 === 3 ? { ...planAction(round, 9), landsAt: 0 } : planAction(round, 2 + ((k * 5) % 19));
    const m = new (ERCombatant as unknown as new (d: ConstructorParameters<typeof FakeCombatant>[0]) => Member)({
      id: `cmbtInput${String(i).padStart(7, "0")}`,
      name: `C${i}`,
      hidden: k % 9 === 4,
      owners: k % 3 === 0 ? [PLAYER.id] : [],
      action,
      tieBreak: i + 1,
    });
    const memory: VariantMemory = {
      ...m.system.variant,
      held: k % 11 === 3 ? round : k % 13 === 6 && round > 1 ? round - 1 : 0,
      readied: k % 4 === 1,
      surprised: k % 5 === 2,
      retreatRound: k % 6 === 5 ? round : 0,
      retreatStoppedAt: k % 12 === 5 && round > 0 ? toAbsolute({ round, second: 9 }) : 0,
    };
    m.system.variant = memory;
    m.system.doubleMoveRound = k % 8 === 7 ? round : 0;
    if (k % 7 === 2) m.defeated = true;
    // What the tracker reads of an Actor beyond the stand-in's (as the table-scale bench gives it).
    const owners = m.owners;
    Object.assign(m.actor, {
      system: { profile: { initiative: { quickness: 0, weapon: 0, encumbrance: 0 }, movement: { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false } }, health: { value: 5, max: 12 } },
      items: k % 2 === 0 ? [{ id: `item${i}`, name: "Sword", type: "weapon", system: { attack: "1d20", inHand: true } }] : [],
      temporaryEffects: [],
      testUserPermission: (user: { id?: string; isGM?: boolean }) => user.isGM === true || owners.has(user.id ?? ""),
    });
    list.push(m);
  }
  const combat = new (ERCombat as unknown as new (id: string, r: number, a: number, l: FakeCombatant[]) => Combat)("combatInput00001", round, round > 0 ? toAbsolute({ round, second }) : 0, list);
  combat.turns = [...list];
  return combat;
}

describe("each row of the tracker's input says what the per-combatant questions say", () => {
  const presets = ["book", "a13", "osr", "ose", "a5e"] as const;
  const clocks = [[0, 0], [1, 5], [1, 9], [3, 11], [3, 12]] as const;

  for (const preset of presets) {
    it(`${preset}: row buttons, double move, Attack, waiting reason and forfeits, for the GM and for a player`, () => {
      if (preset !== "book") settings["enchanted-realms.variants"] = PRESETS[preset];
      const ruleset = resolveRuleset(PRESETS[preset]);
      let compared = 0;
      for (const [round, second] of clocks) {
        for (const user of [GM, PLAYER]) {
          g.game.user = user;
          const combat = table(round, second, round * 3 + second);
          const built = input.trackerInputOf(combat as never);
          const rows = built.combatants;
          // The rules in force as the setting reads them (the phase rows' allowances resolve from them).
          expect(built.variants).toEqual(currentVariants());
          const visible = combat.erCombatants.filter((c) => c.visible);
          expect(rows.map((r) => r.id)).toEqual(visible.map((c) => c.id));
          visible.forEach((c, i) => {
            const row = rows[i]!;
            const memory = variantMemoryOf(c.erSystem);
            const surprised = surprisedInRound(memory.surprised, combat.clock?.round ?? 0, ruleset);
            const expected = {
              commands: actions.commandsFor(combat, c, ruleset).filter((k) => k.who === "owner").map(({ id, labelKey, icon }) => ({ id, labelKey, icon })),
              canDoubleMove: input.mayDeclareDoubleMove(combat, c, ruleset),
              canAttack: attack.mayAttackFromRow(combat, c, g.game.user as never),
              variantStatusKey: memory.held > 0 ? (memory.readied ? "ER.Variants.Initiative.Readied" : "ER.Variants.Initiative.Holding") : surprised ? "ER.Variants.Initiative.Surprised" : null,
              surprisedNow: surprised,
              forfeits: combat.clock === null ? {} : input.forfeitsIn(memory, combat.clock.round, ruleset),
              state: c.schedulerState,
            };
            expect({ commands: row.commands, canDoubleMove: row.canDoubleMove, canAttack: row.canAttack, variantStatusKey: row.variantStatusKey, surprisedNow: row.surprisedNow, forfeits: row.forfeits, state: row.state }, `${preset} ${round}:${second} ${user.name} ${c.name}`).toEqual(expected);
            compared++;
          });
        }
      }
      // The mix reaches every answer somewhere (else the comparison proves little).
      const all = clocks.flatMap(([round, second]) => [GM, PLAYER].flatMap((user) => {
        g.game.user = user;
        return input.trackerInputOf(table(round, second, round * 3 + second) as never).combatants;
      }));
      expect(compared).toBeGreaterThan(300);
      expect(all.some((r) => r.canAttack) && all.some((r) => !r.canAttack)).toBe(true);
      if (preset === "a13" || preset === "osr") {
        expect(all.some((r) => (r.commands?.length ?? 0) > 0)).toBe(true);
        expect(all.some((r) => r.variantStatusKey === "ER.Variants.Initiative.Holding")).toBe(true);
      }
      if (preset === "osr") expect(all.some((r) => Object.keys(r.forfeits ?? {}).length > 0)).toBe(true);
      // The OSR hack has no surprise rule (its commands: hold, act now, retreat).
      if (preset !== "book" && preset !== "osr") expect(all.some((r) => r.surprisedNow)).toBe(true);
    });
  }

  it("the rows of one build share one button per command, and the context builder copies them", async () => {
    settings["enchanted-realms.variants"] = PRESETS.a13;
    const { buildTrackerContext } = await import("./tracker-context");
    const rows = input.trackerInputOf(table(1, 9, 0) as never).combatants.filter((r) => (r.commands?.length ?? 0) > 0);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0]!.commands![0]).toBe(rows[1]!.commands![0]);
    expect(Object.isFrozen(rows[0]!.commands![0])).toBe(true);
    const ctx = buildTrackerContext(input.trackerInputOf(table(1, 9, 0) as never), input.partsLabels());
    const turn = [...ctx.timeline, ...ctx.waiting].find((r) => r.kind === "turn" && r.commands.length > 0);
    expect(turn && turn.kind === "turn" && Object.isFrozen(turn.commands[0])).toBe(false);
  });
});

describe("a declared double move is read on the combat's own clock (clock-state.ts: core's round is not the record)", () => {
  it("a declaration recorded for the clock's round 3 shows and doubles even while core's round still says 2", () => {
    settings["enchanted-realms.variants"] = PRESETS.a13;
    const combat = table(3, 5, 1);
    const c = combat.erCombatants.find((m) => m.erSystem.doubleMoveRound === 3)!;
    (combat as unknown as { round: number }).round = 2;
    expect(combat.clock?.round).toBe(3);
    expect(input.declaredDoubleMove(c)).toBe(true);
    expect(input.movementInputOf(c)?.speed).toBe(24);
    (combat as unknown as { round: number }).round = 3;
    (combat.system as unknown as { absolute: number }).absolute = toAbsolute({ round: 4, second: 1 });
    expect(input.declaredDoubleMove(c)).toBe(false);
    expect(input.movementInputOf(c)?.speed).toBe(12);
  });
});

describe("the phase's move order reads each token's movement history (§13.3 row 7), and a player's none of a hidden one", () => {
  it("moved when the token has history this phase, no mover without a token; the hidden first mover only in the GM's order", async () => {
    settings["enchanted-realms.variants"] = PRESETS.a13;
    const { buildTrackerContext } = await import("./tracker-context");
    const combat = table(2, 6, 0);
    // Every combatant but one gets a token with no movement this phase.
    for (const c of combat.erCombatants) (c as unknown as { token: unknown }).token = { movementHistory: [] };
    (combat.erCombatants.at(-1) as unknown as { token: unknown }).token = null;
    g.game.user = GM;
    const gmRows = input.trackerInputOf(combat as never).combatants;
    expect(gmRows.find((r) => r.id === combat.erCombatants.at(-1)!.id)!.phaseMove).toBeNull();
    expect(gmRows.every((r) => !r.phaseMove || !r.phaseMove.moved)).toBe(true);
    const gmNow = [...buildTrackerContext(input.trackerInputOf(combat as never), input.partsLabels()).timeline].find((r) => r.kind === "turn" && r.moveMark === "now");
    expect(gmNow?.kind === "turn" && gmNow.id).toBeTruthy();
    const first = combat.erCombatants.find((c) => c.id === (gmNow as { id: string }).id)!;
    (first.token as unknown as { movementHistory: unknown[] }).movementHistory = [{ cost: 1 }];
    const after = buildTrackerContext(input.trackerInputOf(combat as never), input.partsLabels());
    const rowsAfter = [...after.timeline, ...after.waiting].filter((r) => r.kind === "turn");
    expect(rowsAfter.find((r) => r.id === first.id)!.moveMark).toBe("moved");
    const second = rowsAfter.find((r) => r.moveMark === "now")!;
    // Hide the one who moves now: the GM still waits for it; a player who does not own it sees the next instead.
    const hidden = combat.erCombatants.find((c) => c.id === second.id)!;
    hidden.hidden = true;
    // Combatant#visible as each client works it out (the stand-in answers as the GM's client).
    Object.defineProperty(hidden, "visible", { get: () => g.game.user === GM });
    g.game.user = PLAYER;
    const playerCtx = buildTrackerContext(input.trackerInputOf(combat as never), input.partsLabels());
    const playerRows = [...playerCtx.timeline, ...playerCtx.waiting].filter((r) => r.kind === "turn");
    expect(playerRows.some((r) => r.id === hidden.id)).toBe(false);
    const playerNow = playerRows.find((r) => r.moveMark === "now");
    expect(playerNow?.id).toBeDefined();
    expect(playerNow!.id).not.toBe(hidden.id);
    g.game.user = GM;
    const gmAgain = buildTrackerContext(input.trackerInputOf(combat as never), input.partsLabels());
    expect([...gmAgain.timeline, ...gmAgain.waiting].find((r) => r.kind === "turn" && r.moveMark === "now")).toMatchObject({ id: hidden.id });
  });
});
