/**
 * Registers the combat feature in one place: document classes, data models, the tracker,
 * initiative, settings, hooks (marker, score edits, held speech, hidden card rows) and the
 * `/speak` chat command. Called once from the system's init hook.
 */
import "./types";
import { onVariantsChanged } from "../variants/changed";
import { templatePath } from "../constants";
import { SECONDS_PER_ROUND } from "../rules";
import { ERCombat } from "./combat";
import { ERCombatant } from "./combatant";
import { INITIATIVE_FORMULA } from "./round-dice";
import { ERCombatModel, ERCombatantModel } from "./models";
import { registerInitiativeClearGuard } from "./clear-guard";
import { refreshMarker } from "./marker";
import { announceClockChange } from "./clock-hook";
import { listenForRelay } from "./relay-gm";
import { registerGuards } from "./guards";
import { registerGMRepair } from "./gm-repair";
import { registerCombatSettings } from "./settings";
import { registerClockKeybindings } from "./keybindings";
import { parseSpeakCommand, speechFlag } from "./speech";
import { declareSpeech, releaseHeldSpeech, speakerCombatant } from "./speech-actions";
import { ERCombatTracker } from "./tracker";
import { forgetSpeechClock, recordSpeechClock } from "./speech-clock";
import { registerWorldClock } from "./world-clock";
import { registerIntercept } from "./intercept-foundry";
import { registerMoveOrderRefresh } from "./move-refresh";
import { coreHooks } from "../hook-registry";
import { currentRuleset } from "../variants/setting";

export { combatClock, type CombatClock } from "./clock-state";

const PARTIALS = [
  templatePath("combat/turn.hbs"),
  templatePath("combat/speech-list.hbs"),
  templatePath("combat/escalation.hbs"),
];

export function registerCombat(): void {
  CONFIG.Combat.documentClass = ERCombat;
  CONFIG.Combatant.documentClass = ERCombatant;
  CONFIG.Combat.dataModels.base = ERCombatModel;
  CONFIG.Combatant.dataModels.base = ERCombatantModel;
  CONFIG.ui.combat = ERCombatTracker;
  CONFIG.Combat.initiative = { formula: INITIATIVE_FORMULA, decimals: 0 };
  // A round is 20 seconds (docs/rules.md §1); the clock, not the turn, moves time (one second a second).
  CONFIG.time.roundTime = SECONDS_PER_ROUND;
  CONFIG.time.turnTime = 0;
  registerCombatSettings();
  registerClockKeybindings();
  registerInitiativeClearGuard();
  // OSE time in turns and running (VARIANTS.md §5.12, §5.13): world-time hooks on the active GM's client.
  registerWorldClock();
  // 13A interception (VARIANTS.md §13.3 row 7): the GM side of the relay kind.
  registerIntercept();
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
  // Who moves now in a phase (tracker-move-order.ts) follows the tokens' movement history.
  registerMoveOrderRefresh(Hooks, () => void ui.combat?.render(), currentRuleset);
  // The tracker (model, commands, escalation die) and the marker follow the rule variants.
  onVariantsChanged(() => [() => void ui.combat?.render(), refresh]);
  Hooks.on("deleteCombat", (combat) => {
    refresh();
    // Nothing is lost when a combat is deleted mid-round: the active GM posts its held speech.
    if (game.users?.activeGM?.isSelf && combat instanceof ERCombat) void releaseHeldSpeech(combat);
  });

  // A GM's score edit writes only `initiative`: the active GM completes the action from it
  // (ERCombat.completeScoreEdit, the rules' actionForScoreAt). A non-GM's `initiative`, `round` or
  // `turn` write is put back (guards.ts, with the hook's user id).
  registerGuards(coreHooks());
  // Repairs what players wrote while no GM was connected, at ready and whenever this client becomes the active GM.
  const gmReady = registerGMRepair(coreHooks());

  // Held speech changes the tracker's indicator.
  const speechChanged = (message: { flags: unknown }) => {
    if (speechFlag(message)) void ui.combat?.render();
  };
  Hooks.on("createChatMessage", (message) => {
    speechChanged(message);
    // Every GM client records when a held line was made (speech-clock.ts); the flag's own clock is the declaring client's.
    if (game.user?.isGM) recordSpeechClock(message, (id) => (game.combats?.get(id) as ERCombat | undefined)?.clock);
  });
  Hooks.on("deleteChatMessage", (message) => {
    speechChanged(message);
    forgetSpeechClock(message.id);
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

  // Foundry passes the sending user's id as the listener's second argument; the payload has none.
  // Attached at init so a request sent while this client loads is not lost: it is held until ready.
  let relay = game.socket ? listenForRelay(game.socket, { held: true }) : null;
  Hooks.once("ready", () => {
    relay ??= game.socket ? listenForRelay(game.socket, { held: true }) : null;
    // The world is ready: the held requests are checked and handled in order (relay-queue.ts), after the trusted copy is taken.
    void gmReady()
      .catch((error: unknown) => console.error("Enchanted Realms | combat repair at ready failed", error))
      .finally(() => void relay?.open());
    refresh();
  });
}

