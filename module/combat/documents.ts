/**
 * The Combat and Combatant documents, by their old path: ERCombatant (combatant.ts), ERCombat
 * (combat.ts) and the helpers callers named here.
 */
export { ERCombatant, NO_TURN_EVENTS } from "./combatant";
export { ERCombat, roundOrClockChanged } from "./combat";
export { scoreEditUpdate } from "./commands";
export { INITIATIVE_FORMULA } from "./round-dice";
