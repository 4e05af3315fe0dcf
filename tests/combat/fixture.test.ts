/**
 * The combat fixture is one fight: the round-2 transition planned from FIGHT_ROUND_START leaves every
 * combatant exactly as FIGHT has it, so the preview's round card and tracker cannot disagree.
 */
import { describe, expect, it } from "vitest";
import { BOOK_RULESET, planRoundTransition } from "../../module/rules";
import { FIGHT, FIGHT_ROUND_START } from "./fixture";

describe("the combat fixture", () => {
  it("FIGHT_ROUND_START's round-2 transition gives FIGHT's actions and tie-breaks", () => {
    const plan = planRoundTransition(FIGHT_ROUND_START, BOOK_RULESET);
    expect(plan.combat.round).toBe(FIGHT.clock!.round);
    const planned = Object.fromEntries(plan.combatants.map((u) => [u._id, { action: u.action, tieBreak: u.tieBreak }]));
    const fight = Object.fromEntries(FIGHT.combatants.map((c) => [c.id, { action: c.state.action, tieBreak: c.state.tieBreak }]));
    expect(planned).toEqual(fight);
    // Every score the card shows is the one the tracker's parts tooltip gives.
    for (const row of plan.card.rows) {
      const c = FIGHT.combatants.find((f) => f.id === row.id)!;
      if (row.parts) expect(row.parts.score, row.name).toBe(c.parts?.score);
    }
  });
});
