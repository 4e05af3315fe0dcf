/**
 * Registers the combat settings (world scope, localised name and hint, validated choices). The
 * readers live in setting-values.ts, a leaf: the marker reads `markerShown` there, and this file
 * alone knows the marker, to redraw it when `showMarker` changes.
 */
import { refreshMarker } from "./marker";
import { ADVANCE_ROLES, ATTACK_DICE, TICK_MODES } from "./setting-values";
import { SYSTEM_ID } from "../constants";

export function registerCombatSettings(): void {
  const settings = game.settings;
  if (!settings) throw new Error("game.settings is not ready at init");
  settings.register(SYSTEM_ID, "tickMode", {
    name: "ER.Combat.Settings.TickMode.Name",
    hint: "ER.Combat.Settings.TickMode.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: { ...TICK_MODES },
    default: "events",
    onChange: () => ui.combat?.render(),
  });
  settings.register(SYSTEM_ID, "advanceRole", {
    name: "ER.Combat.Settings.AdvanceRole.Name",
    hint: "ER.Combat.Settings.AdvanceRole.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: { ...ADVANCE_ROLES },
    default: "gm",
    onChange: () => ui.combat?.render(),
  });
  settings.register(SYSTEM_ID, "playersRoll", {
    name: "ER.Combat.Settings.PlayersRoll.Name",
    hint: "ER.Combat.Settings.PlayersRoll.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
    onChange: () => ui.combat?.render(),
  });
  settings.register(SYSTEM_ID, "attackDice", {
    name: "ER.Combat.Settings.AttackDice.Name",
    hint: "ER.Combat.Settings.AttackDice.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: { ...ATTACK_DICE },
    default: "player",
  });
  settings.register(SYSTEM_ID, "showMarker", {
    name: "ER.Combat.Settings.ShowMarker.Name",
    hint: "ER.Combat.Settings.ShowMarker.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
    onChange: () => void refreshMarker(),
  });
}
