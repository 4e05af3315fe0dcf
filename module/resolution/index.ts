/**
 * Hit and hurt's Foundry glue (RESOLUTION.md §7): the attack card, its per-client rows and buttons,
 * and the GM's side of the health relay. Called once from the system's init hook.
 */
import { registerMountedProne } from "./mounted-prone";
import { registerOpportunityAttacks } from "./opportunity";
import { registerLeaveRelay } from "./opportunity-relay";
import { registerRangedOpportunityAttacks } from "./opportunity-ranged";
import { registerSpellOpportunities } from "./opportunity-spell";
import { provideHealthRelay } from "../combat/relay-health";
import { provideDyingRelay } from "../combat/relay-dying";
import { provideLightRelay } from "../combat/relay-light";
import { registerWorldClocks } from "./world-clocks";
import { handleLightRequest } from "./light-gm";
import { provideCardRelay } from "../combat/relay-card";
import { handleCardRequest } from "./relay-card-gm";
import { CLOCK_CHANGE_HOOK } from "../combat/clock-hook";
import { sendRelay } from "../combat/relay";
import { handleDyingRequest } from "./relay-dying-gm";
import { postDueDeathSaves, wireDeathSaveCard, type DyingCombat, type DeathSaveMessage } from "./death-save";
import { closeRoundSaveEnds, endSaveEndsWithCombat, postDueSaveEnds, type SaveEndsCombat } from "./save-ends-clock";
import { closeRoundHazards, onHazardMove, postDueHazards, type HazardCombat } from "./world-hazard-clock";
import { provideRowBadges } from "../combat/badge-port";
import { currentRuleset } from "../variants/setting";
import { badgeLabels } from "./badges";
import { undoStabilise, type StabiliseMessage } from "./stabilise";
import { undoDeathSaveDeath, type DeathSaveDeathMessage } from "./death-save-undo";
import { checkDeadlines, clearTempAtFirstRoll, endFight, undoDeadlineDeath, type DeadlineDeathMessage, type EndActor } from "./fight-end";
import { wireNoticeUndo, type AuthoredMessage } from "./gm-notice";
import { adoptLegacyMemory } from "./combat-memory";
import { registerDyingGuard, type GuardedActor } from "./dying-guard";
import { registerLightGuard, type GuardedItem } from "./light-guard";

/** Every actor a deadline may sit on: the world's actors and the unlinked tokens' actors of every scene. */
export function everyActor(): EndActor[] {
  const world = (game.actors?.contents ?? []) as unknown as EndActor[];
  const scenes = (game.scenes?.contents ?? []) as unknown as Array<{ tokens: { contents: Array<{ actorLink?: boolean; actor: EndActor | null }> } }>;
  const unlinked = scenes.flatMap((s) => s.tokens.contents.filter((t) => t.actorLink === false && t.actor).map((t) => t.actor!));
  return [...world, ...unlinked];
}
import { provideAttackRoller } from "../rolls/hotbar";
import { rollAttack } from "./roll-attack";
import { handleHealthRequest } from "./relay-gm";
import { renderCard } from "./render";
import { checkMorale } from "./morale-dialog";
import { promptMoraleAfterApplication, wireMoralePrompt } from "./morale-prompts";
import { provideMoraleRoller } from "../combat/morale-port";
import { renderSaveCard, wireSaveFromAttack } from "./save-render";
import { listenForHitLanded } from "./hit-landed";
import { showFloating } from "./floating";
import { listenForRetreatHits } from "./retreat";
import type { Asker, CardMessage } from "./apply";
import { registerCardGuards } from "./card-trust";
import { worldCombats } from "./documents";
import { registerFalling } from "./falling-card";
import { registerFlierFall } from "./flier-fall";
import { registerSaveEndsUndo } from "./save-ends-undo";
import { registerHazardCard } from "./hazard-card";
import { postMarchChecks } from "./wilderness-card";
import { provideMarchChecks } from "../scene/march-checks";
import { handleChaseMessage } from "./chase-command";

export { rollAttack } from "./roll-attack";

/** The GM's record of owner-writable rule state (dying-guard.ts): its hidden setting and hooks, at init. */
export function registerDyingRecord(): void {
  registerDyingGuard(() => everyActor() as unknown as GuardedActor[]);
  // VARIANTS.md row 16: a light's burn, the GM's to write (light-guard.ts): every actor's items and the world's.
  registerLightGuard(() => [...(everyActor() as unknown as { items?: Iterable<GuardedItem> }[]).flatMap((a) => [...(a.items ?? [])]), ...((game.items?.contents ?? []) as unknown as GuardedItem[])]);
}
export { postSaveCard, saveEffectOf } from "./save-card";

export function registerResolution(): void {
  provideHealthRelay(handleHealthRequest);
  // A player's card under "dice rolled by the active GM's client": this client rolls it when it is the active GM.
  provideCardRelay(handleCardRequest);
  registerCardGuards();
  provideMoraleRoller((combat, combatant) => checkMorale(combat as never, combatant as never));
  listenForHitLanded();
  // §7.3: every client shows the GM's recorded application as core scrolling text over the token.
  Hooks.on("updateChatMessage", (_message: unknown, changed: unknown, _options: unknown, userId: unknown) => showFloating(changed, userId));
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
  Hooks.on("chatMessage", (_log, message) => handleChaseMessage(message));
  // VARIANTS.md §13.3 row 7: the active GM's client posts the opportunity attacks a committed move draws.
  registerOpportunityAttacks();
  registerLeaveRelay();
  registerRangedOpportunityAttacks();
  registerSpellOpportunities();
  // The hotbar macro of an item with an attack rolls its card (rolls/hotbar.ts).
  provideAttackRoller((item) => rollAttack(item));
  Hooks.on("renderChatMessageHTML", (message: unknown, html: HTMLElement) => {
    void renderSaveCard(message as CardMessage, html);
    void renderCard(message as CardMessage, html).then(() => wireSaveFromAttack(message as CardMessage, html));
    wireDeathSaveCard(message as DeathSaveMessage, html, (messageId) => sendRelay({ kind: "deathSave", messageId }));
  });
  // RESOLUTION.md RO-12: OSE's side prompts after a card's application written by this GM client, and their button.
  Hooks.on("updateChatMessage", (message, changed, _options, userId) => void promptMoraleAfterApplication(message, changed, userId));
  Hooks.on("renderChatMessageHTML", (message: unknown, html: HTMLElement) => wireMoralePrompt(message as never, html));
  // R8, R14: the Undo of the system's GM notices, for a GM on a notice a GM wrote (gm-notice.ts).
  Hooks.on("renderChatMessageHTML", (message: unknown, html: HTMLElement) => {
    const gm = (): Asker => ({ id: game.user?.id ?? "", isGM: game.user?.isGM === true });
    wireNoticeUndo(message as AuthoredMessage, html, "[data-er-undo-stabilise]", () => undoStabilise(message as StabiliseMessage, gm()));
    wireNoticeUndo(message as AuthoredMessage, html, "[data-er-undo-death-save]", () => undoDeathSaveDeath(message as DeathSaveDeathMessage, gm()));
    wireNoticeUndo(message as AuthoredMessage, html, "[data-er-undo-dead]", () => undoDeadlineDeath(message as DeadlineDeathMessage, gm()));
  });
  // RESOLUTION.md RT-7, RS-5, R16: a fight's end (core's End Combat deletes the Combat) and the world-time watcher.
  Hooks.on("deleteCombat", (combat) => void endFight(combat as never, game.time?.worldTime ?? 0));
  Hooks.on("updateWorldTime", (worldTime) => void checkDeadlines(everyActor(), worldTime));
  // RT-6: a combatant's first initiative roll of a combat clears its temporary health.
  Hooks.on("updateCombatant", (combatant, changed) => void clearTempAtFirstRoll(combatant as never, changed));
  // RESOLUTION.md §7.5: the tracker rows' badges, on every client from the documents it holds.
  provideRowBadges((combatant, combat) => {
    const actor = (combatant as { actor?: unknown }).actor;
    const absolute = (combat as { started?: boolean; system?: { absolute?: unknown } }).system?.absolute;
    const now = (combat as { started?: boolean }).started && typeof absolute === "number" ? absolute : null;
    return actor ? badgeLabels(actor, currentRuleset(), now) : [];
  });
  // RESOLUTION.md RT-3, §7.6: the clock runner (the active GM) posts the death saves that come due.
  provideDyingRelay(handleDyingRequest);
  // Memory earlier versions kept on combatants and actors moves to the Combat's flags (combat-memory.ts), once, by the active GM.
  Hooks.once("ready", () => {
    if (!game.users?.activeGM?.isSelf) return;
    void adoptLegacyMemory(worldCombats()).catch((error: unknown) => console.error("Enchanted Realms | moving the dying memory to the combats failed", error));
  });
  Hooks.on(CLOCK_CHANGE_HOOK, ((combat: unknown, clock: { round: number; second: number } | null) => {
    void postDueDeathSaves(combat as DyingCombat, clock);
    // VARIANTS.md row 9: the end-of-turn moments the clock has moved past (save-ends-clock.ts).
    void postDueSaveEnds(combat as SaveEndsCombat, clock).catch((error: unknown) => console.error("Enchanted Realms | posting the save-ends cards failed", error));
    // VARIANTS.md row 43: environment hazards at the end-of-turn moments passed (world-hazard-clock.ts).
    void postDueHazards(combat as HazardCombat, clock).catch((error: unknown) => console.error("Enchanted Realms | posting the hazard cards failed", error));
  }) as never);
  Hooks.on("combatRound", (combat, next) => void closeRoundHazards(combat as unknown as HazardCombat, next as { round?: unknown }));
  Hooks.on("moveToken", (token, movement) => onHazardMove(token as never, movement as never));
  // The round left forwards closes its end-of-turn moments; a deleted Combat ends a PC's save-ends effects (001:L505).
  Hooks.on("combatRound", (combat, next) => void closeRoundSaveEnds(combat as unknown as SaveEndsCombat, next as { round?: unknown }));
  Hooks.on("deleteCombat", (combat) => void endSaveEndsWithCombat(combat as unknown as SaveEndsCombat));
  // VARIANTS.md rows 16–17: light, travel turns and resilience on world time; an owner's light over the relay.
  registerWorldClocks();
  provideLightRelay(handleLightRequest);
}
