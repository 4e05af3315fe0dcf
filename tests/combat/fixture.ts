/**
 * A fight in plain data, as the tracker code gathers it from documents: round 2, second 6 (a
 * movement second). Brakka's great-axe swing spilled from round 1 to second 3; Ysolde's long spell
 * started in round 1 and lands now; two goblins tie at 9; Elda acts now, is knocked down (her
 * phase is lost) and holds speech; Oswin is unconscious.
 */
import { NO_ACTION, planAction, withCasting, type CombatantState, type RoundTransitionInput } from "../../module/rules";
import type { TrackerCombatantInput, TrackerInput, PartsLabels } from "../../module/combat/tracker-context";
import { localize } from "../support/handlebars";

function state(id: string, over: Partial<CombatantState>): CombatantState {
  return { id, action: NO_ACTION, tieBreak: 1, conditions: [], defeated: false, ...over };
}

const move = (speed: number, terrain: "optimal" | "forest", conditions: string[] = []) => ({ speed, terrain, conditions });

export const FIGHT_COMBATANTS: TrackerCombatantInput[] = [
  {
    id: "brakka", name: "Brakka", img: "icons/brakka.webp", hidden: false, owner: false, spellName: "", heldSpeech: false,
    state: state("brakka", { action: planAction(1, 23), tieBreak: 5 }),
    parts: { round: 1, dice: 19, quickness: 0, weapon: 2, encumbrance: 2, other: 0, score: 23 },
    movement: move(12, "optimal"),
    health: { value: 9, max: 12 }, effects: [], hasToken: true,
  },
  {
    id: "ysolde", name: "Ysolde", img: "icons/ysolde.webp", hidden: false, owner: false, spellName: "Wall of Thorns", heldSpeech: false,
    state: state("ysolde", { action: withCasting(planAction(1, 14), 12), tieBreak: 3 }),
    parts: { round: 1, dice: 15, quickness: -1, weapon: 0, encumbrance: 0, other: 0, score: 14 },
    movement: move(12, "optimal"),
  },
  {
    id: "gobA", name: "Goblin A", img: "icons/goblin.webp", hidden: false, owner: false, spellName: "", heldSpeech: false,
    state: state("gobA", { action: planAction(2, 9), tieBreak: 4 }),
    parts: { round: 2, dice: 11, quickness: 0, weapon: -2, encumbrance: 0, other: 0, score: 9 },
    movement: move(8, "forest"),
  },
  {
    id: "gobB", name: "Goblin B", img: "icons/goblin.webp", hidden: false, owner: false, spellName: "", heldSpeech: false,
    state: state("gobB", { action: planAction(2, 9), tieBreak: 2 }),
    parts: { round: 2, dice: 11, quickness: 0, weapon: -2, encumbrance: 0, other: 0, score: 9 },
    movement: move(8, "forest"),
  },
  {
    id: "elda", name: "Elda", img: "icons/elda.webp", hidden: false, owner: true, spellName: "", heldSpeech: true,
    state: state("elda", { action: planAction(2, 6), tieBreak: 1, conditions: ["prone"] }),
    parts: { round: 2, dice: 8, quickness: -2, weapon: 0, encumbrance: 0, other: 0, score: 6 },
    movement: move(12, "optimal", ["prone"]),
    health: { value: 4, max: 10 }, hasToken: true,
    effects: [{ img: "systems/enchanted-realms/assets/conditions/prone.svg", name: localize("ER.Condition.prone") }],
  },
  {
    id: "oswin", name: "Oswin", img: "icons/oswin.webp", hidden: false, owner: false, spellName: "", heldSpeech: false,
    state: state("oswin", { action: planAction(1, 12), tieBreak: 6, conditions: ["unconscious"] }),
    parts: null,
    movement: move(12, "optimal", ["unconscious"]),
  },
];

export const FIGHT: TrackerInput = { clock: { round: 2, second: 6 }, combatants: FIGHT_COMBATANTS, canAdvance: true, playersRoll: false };

/**
 * The same fight at the end of round 1, as the round-2 transition reads it: the round card of the
 * combat preview is planned from this, so card and tracker show one fight. The goblins and Elda
 * spent their round-1 actions; the dice are those of FIGHT's round-2 parts, and the uniforms rank
 * the tie-breaks as FIGHT has them (tests/combat/fixture.test.ts checks that the plan gives FIGHT).
 */
export const FIGHT_ROUND_START: RoundTransitionInput = {
  round: 2,
  combatants: FIGHT_COMBATANTS.map((c) => {
    const spent = c.parts?.round === 2;
    const parts = c.parts ?? { quickness: 0, weapon: 0, encumbrance: 0, other: 0 };
    return {
      state: { ...c.state, action: spent ? planAction(1, 4) : c.state.action, tieBreak: 1 },
      name: c.name,
      hidden: c.hidden,
      parts: { quickness: parts.quickness, weapon: parts.weapon, encumbrance: parts.encumbrance, other: parts.other },
    };
  }),
  dice: new Map(FIGHT_COMBATANTS.filter((c) => c.parts?.round === 2).map((c) => [c.id, c.parts!.dice])),
  tieBreakUniforms: FIGHT_COMBATANTS.map((c) => c.state.tieBreak / 10),
  speech: [{ speaker: "Elda", text: "Behind you!", round: 1, second: 14 }],
};

export const PARTS_LABELS: PartsLabels = {
  dice: localize("ER.Combat.Parts.dice"),
  quickness: localize("ER.Combat.Parts.quickness"),
  weapon: localize("ER.Combat.Parts.weapon"),
  encumbrance: localize("ER.Combat.Parts.encumbrance"),
  other: localize("ER.Combat.Parts.other"),
};
