/**
 * Hit and hurt's Foundry glue (RESOLUTION.md §7): the attack card, its per-client rows and buttons,
 * and the GM's side of the health relay. Called once from the system's init hook.
 */
import { provideHealthRelay } from "../combat/relay-health";
import { provideDyingRelay } from "../combat/relay-dying";
import { provideLightRelay } from "../combat/relay-light";
import { provideCardRelay } from "../combat/relay-card";
import { CLOCK_CHANGE_HOOK } from "../combat/clock-hook";
import { sendRelay } from "../combat/relay";
import { provideRowBadges } from "../combat/badge-port";
import { provideMoraleRoller } from "../combat/morale-port";
import { provideAttackRoller } from "../rolls/hotbar";
import { provideMarchChecks } from "../scene/march-checks";
import type { ClockTime } from "../rules";
import { registerMountedProne } from "./mounted-prone";
import { registerOpportunityAttacks } from "./opportunity";
import { registerLeaveRelay } from "./opportunity-relay";
import { registerRangedOpportunityAttacks } from "./opportunity-ranged";
import { registerSpellOpportunities } from "./opportunity-spell";
import { registerWorldClocks } from "./world-clocks";
import { handleLightRequest } from "./light-gm";
import { handleCardRequest } from "./relay-card-gm";
import { handleDyingRequest } from "./relay-dying-gm";
import { postDueDeathSaves, wireDeathSaveCard, type DyingCombat, type DeathSaveMessage } from "./death-save";
import { postDueSaveEnds, registerSaveEndsClock, type SaveEndsCombat } from "./save-ends-clock";
import { postDueHazards, registerHazardClock, type HazardCombat } from "./world-hazard-clock";
import { rowBadgeLabels } from "./badges";
import { undoStabilise, type StabiliseMessage } from "./stabilise";
import { undoDeathSaveDeath, type DeathSaveDeathMessage } from "./death-save-undo";
import { registerFightEnd, undoDeadlineDeath, type DeadlineDeathMessage } from "./fight-end";
import { wireNoticeUndo, type AuthoredMessage } from "./gm-notice";
import { adoptLegacyMemoryAtReady } from "./combat-memory";
import { registerDyingGuard, type GuardedActor } from "./dying-guard";
import { registerLightGuard, type GuardedItem } from "./light-guard";
import { rollAttack } from "./roll-attack";
import { handleHealthRequest } from "./relay-gm";
import { renderCard } from "./render";
import { checkMorale } from "./morale-dialog";
import type { MoraleCombat, MoraleCombatant } from "./morale-card";
import { registerMoralePrompts } from "./morale-prompts";
import { renderSaveCard, wireSaveFromAttack } from "./save-render";
import { listenForHitLanded } from "./hit-landed";
import { listenForFloating } from "./floating";
import { listenForRetreatHits } from "./retreat";
import type { Asker, CardMessage } from "./apply";
import { registerCardGuards } from "./card-trust";
import { everyActor, worldItems } from "./documents";
import { onDocumentHook } from "./hooks";
import { registerFalling } from "./falling-card";
import { registerFlierFall } from "./flier-fall";
import { registerSaveEndsUndo } from "./save-ends-undo";
import { registerHazardCard } from "./hazard-card";
import { postMarchChecks } from "./wilderness-card";
import { registerChaseCommand } from "./chase-command";

export { rollAttack } from "./roll-attack";
export { postSaveCard, saveEffectOf } from "./save-card";

/** The GM's record of owner-writable rule state (dying-guard.ts): its hidden setting and hooks, at init. */
export function registerDyingRecord(): void {
  registerDyingGuard(() => everyActor<GuardedActor>());
  // VARIANTS.md row 16: a light's burn, the GM's to write (light-guard.ts): every actor's items and the world's.
  registerLightGuard(() => [...everyActor<{ items?: Iterable<GuardedItem> }>().flatMap((a) => [...(a.items ?? [])]), ...worldItems<GuardedItem>()]);
}

/** A posted card on render (every client): the save card, the attack card and its save button, the death save's button. */
type RenderedCard = CardMessage & AuthoredMessage & DeathSaveMessage;
function renderCards(message: RenderedCard, html: HTMLElement): void {
  void renderSaveCard(message, html);
  void renderCard(message, html).then(() => wireSaveFromAttack(message, html));
  wireDeathSaveCard(message, html, (messageId) => sendRelay({ kind: "deathSave", messageId }));
}

/** R8, R14: the Undo of the system's GM notices, for a GM on a notice a GM wrote (gm-notice.ts). */
type GmNotice = AuthoredMessage & StabiliseMessage & DeathSaveDeathMessage & DeadlineDeathMessage;
function wireNoticeUndos(message: GmNotice, html: HTMLElement): void {
  const gm = (): Asker => ({ id: game.user?.id ?? "", isGM: game.user?.isGM === true });
  wireNoticeUndo(message, html, "[data-er-undo-stabilise]", () => undoStabilise(message, gm()));
  wireNoticeUndo(message, html, "[data-er-undo-death-save]", () => undoDeathSaveDeath(message, gm()));
  wireNoticeUndo(message, html, "[data-er-undo-dead]", () => undoDeadlineDeath(message, gm()));
}

/**
 * The clock's every stop (RESOLUTION.md RT-3, §7.6; on every client, the runner acts): the death
 * saves come due, then the end-of-turn moments passed (VARIANTS.md row 9), then the environment
 * hazards' (row 43).
 */
type ClockedCombat = DyingCombat & SaveEndsCombat & HazardCombat;
function postDueAtClock(combat: ClockedCombat, clock: ClockTime | null): void {
  void postDueDeathSaves(combat, clock);
  void postDueSaveEnds(combat, clock).catch((error: unknown) => console.error("Enchanted Realms | posting the save-ends cards failed", error));
  void postDueHazards(combat, clock).catch((error: unknown) => console.error("Enchanted Realms | posting the hazard cards failed", error));
}

export function registerResolution(): void {
  provideHealthRelay(handleHealthRequest);
  // A player's card under "dice rolled by the active GM's client": this client rolls it when it is the active GM.
  provideCardRelay(handleCardRequest);
  registerCardGuards();
  // The combat port hands over the tracker's documents untyped (combat/morale-port.ts); they are the morale roll's Combat and Combatant.
  provideMoraleRoller((combat, combatant) => checkMorale(combat as MoraleCombat, combatant as MoraleCombatant));
  listenForHitLanded();
  // §7.3: every client shows the GM's recorded application as core scrolling text over the token.
  listenForFloating();
  listenForRetreatHits();
  // VARIANTS.md §13.3 row 34: a token's elevation drop posts a falling card on the active GM's client.
  registerFalling();
  // VARIANTS.md §13.3 row 39: a flier knocked prone or brought to speed 0 falls, with the same card.
  registerFlierFall();
  registerSaveEndsUndo();
  // VARIANTS.md §13.3 row 41: a rider or its mount knocked prone (the save, or the GM's choice).
  registerMountedProne();
  registerHazardCard();
  provideMarchChecks(postMarchChecks);
  // VARIANTS.md §13.3 row 18: `/chase` rolls the chase check for the selected tokens.
  registerChaseCommand();
  // VARIANTS.md §13.3 row 7: the active GM's client posts the opportunity attacks a committed move draws.
  registerOpportunityAttacks();
  registerLeaveRelay();
  registerRangedOpportunityAttacks();
  registerSpellOpportunities();
  // The hotbar macro of an item with an attack rolls its card (rolls/hotbar.ts).
  provideAttackRoller((item) => rollAttack(item));
  onDocumentHook<RenderedCard, "renderChatMessageHTML">("renderChatMessageHTML", renderCards);
  // RESOLUTION.md RO-12: OSE's side prompts after a card's application written by this GM client, and their button.
  registerMoralePrompts();
  onDocumentHook<GmNotice, "renderChatMessageHTML">("renderChatMessageHTML", wireNoticeUndos);
  // RESOLUTION.md RT-7, RS-5, R16, RT-6: a fight's end, the world-time watcher, the first initiative roll.
  registerFightEnd();
  // RESOLUTION.md §7.5: the tracker rows' badges; the port hands over the tracker's Combatant and Combat untyped.
  provideRowBadges((combatant, combat) => rowBadgeLabels(combatant as Parameters<typeof rowBadgeLabels>[0], combat as Parameters<typeof rowBadgeLabels>[1]));
  // RESOLUTION.md RT-3, §7.6: the clock runner (the active GM) posts the death saves that come due.
  provideDyingRelay(handleDyingRequest);
  // Memory earlier versions kept on combatants and actors moves to the Combat's flags (combat-memory.ts), once, by the active GM.
  Hooks.once("ready", adoptLegacyMemoryAtReady);
  onDocumentHook<ClockedCombat, typeof CLOCK_CHANGE_HOOK>(CLOCK_CHANGE_HOOK, postDueAtClock);
  registerHazardClock();
  registerSaveEndsClock();
  // VARIANTS.md rows 16–17: light, travel turns and resilience on world time; an owner's light over the relay.
  registerWorldClocks();
  provideLightRelay(handleLightRequest);
}
