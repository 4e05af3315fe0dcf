/**
 * Issue 14: one small fight per initiative model, planned by the real rules (planRoundTransition
 * with the model's config): the tracker preview pages and their browser test read it.
 */
import { BOOK_CONFIG, NO_ACTION, NO_VARIANT_MEMORY, changeVariants, diceRequests, planRoundTransition, type InitiativeModelId, type RoundCombatantInput, type RoundTransitionPlan, type VariantConfig } from "../../module/rules";
import { resolveRuleset } from "../../module/rules";
import type { TrackerCombatantInput, TrackerInput } from "../../module/combat/tracker-context";

export const MODEL_PAGES: readonly InitiativeModelId[] = ["a13", "osrDex", "oseSide", "oseIndividual", "a5e"];

const WHO = [
  { id: "brakka", name: "Brakka", dex: 9, level: 3, side: "friendly", group: "brakka", slow: true, pc: true, encumbrance: 1, speed: 11 },
  { id: "elda", name: "Elda", dex: 16, level: 2, side: "friendly", group: "elda", slow: false, pc: true, encumbrance: 0, speed: 12 },
  { id: "gobA", name: "Goblin A", dex: 12, level: 1, side: "hostile", group: "goblin|hostile", slow: false, pc: false, encumbrance: 0, speed: 10 },
  { id: "gobB", name: "Goblin B", dex: 12, level: 1, side: "hostile", group: "goblin|hostile", slow: false, pc: false, encumbrance: 0, speed: 10 },
];
/** The dice by request key: d20s, side d6s, own d6s. */
const DICE: Record<string, number> = { "id:brakka": 12, "id:elda": 15, "group:goblin|hostile": 9, "id:gobA": 9, "id:gobB": 4, "side:friendly": 5, "side:hostile": 2 };
const D6: Record<string, number> = { "id:brakka": 3, "id:elda": 6, "id:gobA": 2, "id:gobB": 4, "side:friendly": 5, "side:hostile": 2 };

export function modelConfig(model: InitiativeModelId): VariantConfig {
  const r = changeVariants(BOOK_CONFIG, { initiative: { model, sharedRoll: model === "a13" } });
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.config;
}

/** Round 1 of the fight under `model`: its plan and the tracker's input at second 1. */
export function modelFight(model: InitiativeModelId): { plan: RoundTransitionPlan; tracker: TrackerInput } {
  const config = modelConfig(model);
  const inputs: RoundCombatantInput[] = WHO.map((w) => ({
    state: { id: w.id, action: NO_ACTION, tieBreak: 0, conditions: [], defeated: false },
    name: w.name,
    hidden: false,
    parts: { quickness: 0, weapon: 0, encumbrance: w.encumbrance, other: 0 },
    variant: { actor: { dex: w.dex, level: w.level, slow: w.slow }, side: w.side, group: w.group, pc: w.pc, memory: NO_VARIANT_MEMORY },
  }));
  const dice = new Map<string, number>();
  for (const r of diceRequests(inputs.map((i) => ({ id: i.state.id, variant: i.variant! })), resolveRuleset(config))) for (const id of r.ids) dice.set(id, (r.formula === "1d6" ? D6 : DICE)[r.key] ?? 1);
  const plan = planRoundTransition({ round: 1, combatants: inputs, dice, tieBreakUniforms: [0.2, 0.4, 0.6, 0.8], rollOffs: new Map([["brakka", 8], ["elda", 17], ["gobA", 3], ["gobB", 11]]) }, resolveRuleset(config));
  const combatants: TrackerCombatantInput[] = plan.combatants.map((u) => ({
    id: u._id,
    name: WHO.find((w) => w.id === u._id)!.name,
    img: "",
    hidden: false,
    owner: false,
    state: { id: u._id, action: u.action, tieBreak: u.tieBreak, conditions: [], defeated: false },
    spellName: "",
    parts: null,
    // Every combatant with an actor has its hexes per round (tracker-input.ts movementInputOf), so each phase row lists them.
    movement: { speed: WHO.find((w) => w.id === u._id)!.speed, terrain: "optimal", conditions: [] },
    heldSpeech: false,
  }));
  return { plan, tracker: { clock: { round: 1, second: 1 }, combatants, canAdvance: true, playersRoll: false, variants: config } };
}
