/**
 * A round transition's wiring (RULES.md §2): gather the combatants' inputs, roll what the dice plan
 * asks for, let the rules plan the round, fire core's hooks, then write one Combat update, one
 * Combatant batch and the round's messages.
 */
import { ambushRuleInForce, planRoundTransition, reusedCheckTotal, toAbsolute, initiativeModelOf, type RoundCombatantInput, type VariantCombatantInput } from "../rules";
import { currentRuleset } from "../variants/setting";
import { playersRollOwn } from "./setting-values";
import { speechLines } from "./speech";
import { applyTransition, transitionUpdates } from "./translate";
import { escalationRoundUpdate } from "./escalation";
import type { CombatHost } from "./combat-host";
import { transitionDice } from "./round-dice";
import { postRoundCards } from "./round-card";
import { writeCombat, writeCombatants } from "./writes";
import { worldRoundStart } from "./world";

/**
 * Everyone able rolls at once (except carried actions, the unable, and, when players roll their
 * own, player-owned combatants); held speech of the round just ended is delivered in the same card.
 */
export async function beginRound(combat: CombatHost, round: number): Promise<void> {
  // The rules in force are read once per transition and passed down (VARIANTS.md §9.4).
  const ruleset = currentRuleset();
  const model = initiativeModelOf(ruleset);
  // With players rolling their own, a player-owned combatant waits for its owner's roll of the
  // model's die (relayed to the GM's client, which rolls it: rerollUnderModel).
  const playersRoll = playersRollOwn() && model.dice !== "none" && model.rollsPer === "combatant";
  const combatants = combat.erCombatants;
  const inputs: RoundCombatantInput[] = combatants.map((c) => {
    const v = c.variantInput;
    const system = c.erSystem;
    // Named fields, not a spread (a spread in a literal is a slow path, once per combatant); the
    // Required type makes a field the input gains later an error here rather than a silent loss.
    const variant: Required<VariantCombatantInput> = { actor: v.actor, side: v.side, group: v.group, pc: v.pc, memory: v.memory, checkTotal: reusedCheckTotal(round, system.action, system.checkTotal, ruleset) };
    return { state: c.schedulerState, name: c.name ?? "", hidden: c.hidden, parts: c.initiativeParts, rollsOwn: playersRoll && c.hasPlayerOwner, variant };
  });
  const { rolls, dice, rollOffs } = await transitionDice(inputs, round, ruleset);
  const allHeld = round > 1 ? combat.heldSpeech() : [];
  const held = combat.vetSpeech(allHeld).accepted;
  const plan = planRoundTransition({
    round,
    combatants: inputs,
    dice,
    tieBreakUniforms: inputs.map(() => CONFIG.Dice.randomUniform()),
    speech: speechLines(held),
    rollOffs,
  }, ruleset);
  const updates = transitionUpdates(plan, inputs.map((i) => i.state));
  // The escalation die (VARIANTS.md row 5) moves at this round's start in the same Combat update
  // as the clock (nothing is added with the rule off). It reads only the Combat's own die and the
  // round. After an ambush round (a nominated ambusher) the die waits a round (G13A-11).
  const ambushRound = ambushRuleInForce(ruleset) && inputs.some((i) => i.variant?.memory.ambusher === true);
  Object.assign(updates.combat, escalationRoundUpdate(combat.system, round, ruleset, ambushRound));
  // VARIANTS.md row 43 (004:L91): each spent world action's recharge d6, in the same Combat update;
  // the dice go on the round card. Nothing is rolled without the rule or a spent action.
  const world = await worldRoundStart(combat.system, ruleset);
  Object.assign(updates.combat, world.update);
  const options = combat.clockOptions(toAbsolute({ round, second: 1 }));
  // The same update and options objects the Combat is then updated with, as core passes them.
  const hookData = updates.combat as { round: number; turn: number };
  // The hooks pass the document itself: this combat is the configured Combat class (ERCombat).
  const document = combat as Combat.Implementation;
  if (round === 1) Hooks.callAll("combatStart", document, hookData);
  else Hooks.callAll("combatRound", document, hookData, { ...options, advanceTime: options.worldTime.delta });
  const hiddenIds = new Set(combatants.filter((c) => c.hidden).map((c) => c.id));
  await applyTransition(
    {
      update: (data) => writeCombat(combat, data, options),
      // The clock, not the combatants' batch, moves the turn: no turn events from the batch.
      updateEmbeddedDocuments: (_name, data) => writeCombatants(combat, data),
    },
    updates,
    () => postRoundCards({ round, plan, inputs, rolls, hiddenIds, allHeld, world }),
  );
}
