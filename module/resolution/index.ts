/**
 * Hit and hurt's Foundry glue (RESOLUTION.md §7): the attack card, its per-client rows and buttons,
 * and the GM's side of the health relay. Called once from the system's init hook.
 */
import { provideHealthRelay } from "../combat/relay-health";
import { provideAttackRoller } from "../rolls/hotbar";
import { rollAttack } from "./roll-attack";
import { handleHealthRequest } from "./relay-gm";
import { renderCard } from "./render";
import { listenForHitLanded } from "./hit-landed";
import type { CardMessage } from "./apply";

export { rollAttack } from "./roll-attack";

export function registerResolution(): void {
  provideHealthRelay(handleHealthRequest);
  listenForHitLanded();
  // The hotbar macro of an item with an attack rolls its card (rolls/hotbar.ts).
  provideAttackRoller((item) => rollAttack(item));
  Hooks.on("renderChatMessageHTML", (message: unknown, html: HTMLElement) => {
    void renderCard(message as CardMessage, html);
  });
}
