/**
 * Hit and hurt's Foundry glue (RESOLUTION.md §7): the attack card, its per-client rows and buttons,
 * and the GM's side of the health relay. Called once from the system's init hook.
 */
import { provideHealthRelay } from "../combat/relay-health";
import { provideDyingRelay } from "../combat/relay-dying";
import { CLOCK_CHANGE_HOOK } from "../combat/clock-hook";
import { sendRelay } from "../combat/relay";
import { handleDyingRequest } from "./relay-dying-gm";
import { postDueDeathSaves, wireDeathSaveCard, type DyingCombat, type DeathSaveMessage } from "./death-save";
import { provideAttackRoller } from "../rolls/hotbar";
import { rollAttack } from "./roll-attack";
import { handleHealthRequest } from "./relay-gm";
import { renderCard } from "./render";
import type { CardMessage } from "./apply";

export { rollAttack } from "./roll-attack";

export function registerResolution(): void {
  provideHealthRelay(handleHealthRequest);
  // The hotbar macro of an item with an attack rolls its card (rolls/hotbar.ts).
  provideAttackRoller((item) => rollAttack(item));
  Hooks.on("renderChatMessageHTML", (message: unknown, html: HTMLElement) => {
    void renderCard(message as CardMessage, html);
    wireDeathSaveCard(message as DeathSaveMessage, html, (messageId) => sendRelay({ kind: "deathSave", messageId }));
  });
  // RESOLUTION.md RT-3, §7.6: the clock runner (the active GM) posts the death saves that come due.
  provideDyingRelay(handleDyingRequest);
  Hooks.on(CLOCK_CHANGE_HOOK as never, ((combat: unknown, clock: { round: number; second: number } | null) => {
    void postDueDeathSaves(combat as DyingCombat, clock);
  }) as never);
}
