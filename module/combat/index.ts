/**
 * Registers the combat feature in one place: document classes, data models, the tracker,
 * initiative, settings, hooks (marker, score edits, held speech, hidden card rows) and the
 * `/speak` chat command. Called once from the system's init hook.
 */
import "./types";
import { templatePath } from "../constants";
import { SECONDS_PER_ROUND } from "../rules";
import { ERCombat, ERCombatant, INITIATIVE_FORMULA } from "./documents";
import { ERCombatModel, ERCombatantModel } from "./models";
import { registerInitiativeClearGuard } from "./clear-guard";
import { refreshMarker } from "./marker";
import { announceClockChange } from "./clock-hook";
import { acceptRelay, SOCKET } from "./relay";
import { registerCombatSettings } from "./settings";
import { registerClockKeybindings } from "./keybindings";
import { parseSpeakCommand, speechFlag } from "./speech";
import { declareSpeech, releaseHeldSpeech, speakerCombatant } from "./speech-actions";
import { ERCombatTracker } from "./tracker";

export { combatClock, type CombatClock } from "./clock-state";

const PARTIALS = [
  templatePath("combat/turn.hbs"),
  templatePath("combat/speech-list.hbs"),
];

export function registerCombat(): void {
  CONFIG.Combat.documentClass = ERCombat;
  CONFIG.Combatant.documentClass = ERCombatant;
  CONFIG.Combat.dataModels.base = ERCombatModel;
  CONFIG.Combatant.dataModels.base = ERCombatantModel;
  CONFIG.ui.combat = ERCombatTracker;
  CONFIG.Combat.initiative = { formula: INITIATIVE_FORMULA, decimals: 0 };
  // A round is 20 seconds (RULES.md §1); the clock, not the turn, moves time (one second a second).
  CONFIG.time.roundTime = SECONDS_PER_ROUND;
  CONFIG.time.turnTime = 0;
  registerCombatSettings();
  registerClockKeybindings();
  registerInitiativeClearGuard();
  void foundry.applications.handlebars.loadTemplates(PARTIALS);

  // The marker: every client re-derives it from the Combat documents.
  const refresh = () => void refreshMarker();
  Hooks.on("createCombat", refresh);
  Hooks.on("updateCombat", (combat, changed) => {
    refresh();
    // The clock is ours (core fires no turn events when the turn index stays: foundryvtt#12450).
    announceClockChange(combat, changed);
  });
  Hooks.on("canvasReady", refresh);
  Hooks.on("deleteCombat", (combat) => {
    refresh();
    // Nothing is lost when a combat is deleted mid-round: the active GM posts its held speech.
    if (game.users?.activeGM?.isSelf && combat.id) void releaseHeldSpeech(combat.id);
  });

  // A player's own roll writes only `initiative`; a GM's score edit writes only `initiative`. The
  // active GM completes the action from it (the rules decide how: actionForScoreAt, via ERCombat.completeScoreEdit).
  Hooks.on("updateCombatant", (combatant, changed) => {
    if (!game.users?.activeGM?.isSelf || !(combatant instanceof ERCombatant)) return;
    if (!("initiative" in changed)) return;
    const combat = combatant.parent;
    if (combat instanceof ERCombat) void combat.completeScoreEdit(combatant);
  });

  // Held speech changes the tracker's indicator.
  const speechChanged = (message: { flags: unknown }) => {
    if (speechFlag(message)) void ui.combat?.render();
  };
  Hooks.on("createChatMessage", speechChanged);
  Hooks.on("deleteChatMessage", speechChanged);

  // Rows of hidden combatants on the round card are for the GM only.
  Hooks.on("renderChatMessageHTML", (_message, html) => {
    if (game.user?.isGM) return;
    for (const row of html.querySelectorAll(".er-gm-only")) row.remove();
  });

  // `/speak …` holds speech for the speaker's combatant in the active combat.
  Hooks.on("chatMessage", (_log, message) => {
    const text = parseSpeakCommand(message);
    if (text === null) return true;
    const combat = game.combats?.active;
    const combatant = combat instanceof ERCombat ? speakerCombatant(combat) : null;
    if (!text) {
      ui.notifications?.warn(game.i18n?.localize("ER.Speech.Empty") ?? "");
      return false;
    }
    if (!(combat instanceof ERCombat) || !combatant) {
      ui.notifications?.warn(game.i18n?.localize("ER.Speech.NoCombat") ?? "");
      return false;
    }
    void declareSpeech(combat, combatant, text);
    return false;
  });

  Hooks.once("ready", () => {
    game.socket?.on(SOCKET, (data: unknown) => {
      if (!game.users?.activeGM?.isSelf) return;
      const request = acceptRelay(data);
      const combat = request ? game.combats?.get(request.combatId) : undefined;
      if (!request || !(combat instanceof ERCombat)) return;
      switch (request.kind) {
        case "advance":
          void combat.advance(request.direction);
          break;
        case "round":
          void (request.direction > 0 ? combat.nextRound() : combat.previousRound());
          break;
        case "start":
          void combat.startCombat();
          break;
        case "delay":
          void combat.delayCombatant(request.combatantId);
          break;
        case "cast":
          void combat.markSpell(request.combatantId, request.seconds, request.name);
          break;
      }
    });
    refresh();
  });
}

