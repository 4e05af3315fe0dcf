import { describe, it, expect } from "vitest";
import { BOOK_RULESET, NO_ACTION, planAction, planRoundTransition, stepForward, toAbsolute, withCasting, type CombatantState, type RoundCombatantInput } from "../rules";
import { applyTransition, roundCardContext, stepUpdate, transitionUpdates, type CombatClockUpdate, type CombatantUpdate } from "./translate";
import { combatClock } from "./clock-state";
import { renderTemplate } from "../../tests/support/handlebars";

const parts = { quickness: 0, weapon: 0, encumbrance: 0, other: 0 };
const st = (id: string, over: Partial<CombatantState> = {}): CombatantState => ({ id, action: NO_ACTION, tieBreak: 0, conditions: [], defeated: false, ...over });
const inp = (s: CombatantState, over: Partial<RoundCombatantInput> = {}): RoundCombatantInput => ({ state: s, name: s.id, hidden: false, parts, ...over });

/** Document state as it stands at the end of round 1 (a fight of N combatants). */
function endOfRoundOne(n: number): RoundCombatantInput[] {
  const list: RoundCombatantInput[] = [
    inp(st("axe", { action: planAction(1, 23) }), { parts: { ...parts, weapon: 2 } }),
    inp(st("mage", { action: withCasting(planAction(1, 16), 9) })),
    inp(st("sleeper", { action: planAction(1, 4), conditions: ["unconscious"] })),
    inp(st("hidden", { action: planAction(1, 11) }), { hidden: true }),
  ];
  for (let i = list.length; i < n; i++) list.push(inp(st(`c${i}`, { action: planAction(1, 5 + (i % 10)) })));
  return list;
}

function plan(n: number) {
  const combatants = endOfRoundOne(n);
  const rollers = combatants.filter((c) => !["axe", "mage", "sleeper"].includes(c.state.id));
  return {
    combatants,
    plan: planRoundTransition({
      round: 2,
      combatants,
      dice: new Map(rollers.map((c, i) => [c.state.id, 2 + (i % 19)])),
      tieBreakUniforms: combatants.map((_, i) => ((i * 7) % combatants.length) / combatants.length),
      speech: [{ speaker: "Mage", text: "Down!", round: 1, second: 12 }],
    }, BOOK_RULESET),
  };
}

describe("round transition as document updates", () => {
  it("one Combat update with round, turn and the absolute counter; one combatant update per combatant", () => {
    const { combatants, plan: p } = plan(6);
    const u = transitionUpdates(p, combatants.map((c) => c.state));
    expect(u.combat).toMatchObject({ round: 2, "system.absolute": toAbsolute({ round: 2, second: 1 }), "system.rolledRound": 2 });
    expect(u.combatants).toHaveLength(6);
    const axe = u.combatants.find((c) => c._id === "axe")!;
    expect(axe).toEqual({ _id: "axe", initiative: 23, "system.action": planAction(1, 23), "system.tieBreak": axe["system.tieBreak"] });
    const hidden = u.combatants.find((c) => c._id === "hidden")!;
    expect(hidden["system.parts"]).toMatchObject({ round: 2, score: hidden.initiative });
    expect(hidden["system.action"].startedRound).toBe(2);
    // Foundry's turn points at the first combatant acting at or after second 1: the axe at second 3.
    expect(u.combat.turn).toBe(0);
  });

  it("the round card lists every combatant with its parts, hidden rows marked GM-only, and the speech", () => {
    const { plan: p } = plan(5);
    const card = roundCardContext(p.card);
    expect(card.rows).toHaveLength(5);
    expect(card.rows.find((r) => r.name === "hidden")!.gmOnly).toBe(true);
    expect(card.rows.find((r) => r.name === "axe")).toMatchObject({ carried: true, startedRound: 1, landsSecond: 3, spills: false });
    expect(card.rows.find((r) => r.name === "mage")).toMatchObject({ carried: true, landsRound: 2, landsSecond: 5 });
    const html = renderTemplate("templates/combat/round-card.hbs", card);
    expect(html).toContain("Round 2: initiative");
    expect(html).toMatch(/<li class="er-card-row er-gm-only"[^>]*>\s*<div class="er-card-head">\s*<span class="er-card-name">hidden<\/span>/);
    expect(html).toContain("Carries its action · from round 1");
    expect(html).toContain("Cannot act");
    expect(html).toMatch(/<strong>Mage<\/strong> <span class="er-when">\(round 1, second 12\)<\/span> Down!/);
  });

  it("a clock step is one Combat update that never touches combatants", () => {
    const states = endOfRoundOne(4).map((c) => c.state);
    const step = stepForward({ round: 1, second: 1 }, states, "events");
    expect(stepUpdate(step, states)).toEqual({ round: 1, turn: 0, "system.absolute": toAbsolute({ round: 1, second: 6 }) });
  });

  it("the marker's and ruler's clock reads the absolute counter", () => {
    expect(combatClock({ started: true, round: 2, system: { absolute: 46 } })).toEqual({ round: 2, second: 6 });
    expect(combatClock({ started: false, round: 2, system: { absolute: 46 } })).toBeNull();
    expect(combatClock({ started: true, round: 0, system: { absolute: 0 } })).toBeNull();
    expect(combatClock(null)).toBeNull();
  });
});

describe("the applier", () => {
  for (const n of [4, 40]) {
    it(`issues exactly one combatant batch, one Combat update and one message for ${n} combatants`, async () => {
      const { combatants, plan: p } = plan(n);
      const calls: string[] = [];
      let batch: CombatantUpdate[] = [];
      let combatUpdate: CombatClockUpdate | null = null;
      await applyTransition(
        {
          update: async (data) => {
            calls.push("update");
            combatUpdate = data;
          },
          updateEmbeddedDocuments: async (name, data) => {
            calls.push(`updateEmbeddedDocuments:${name}`);
            batch = data;
          },
        },
        transitionUpdates(p, combatants.map((c) => c.state)),
        async () => {
          calls.push("ChatMessage.create");
        },
      );
      expect(calls).toEqual(["updateEmbeddedDocuments:Combatant", "update", "ChatMessage.create"]);
      expect(batch).toHaveLength(n);
      expect(combatUpdate).toMatchObject({ round: 2 });
    });
  }
});
